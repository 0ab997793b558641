package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.ref.WeakReference;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The registry of rule sets keeps no class loader alive: a provider loaded by a throwaway loader (a
 * redeployed web application, a plugin) is found through it, and the loader is collected once it is
 * dropped, although the registry held the provider it loaded.
 */
class RegistryLeakTest {

    /** A provider for the throwaway loader: its class is defined by that loader, not by the test's. */
    public static final class ThrowawayProvider implements RulesProvider {

        /** The id the test looks up. */
        static final String ID = "throwaway-othello";

        /** Creates the provider. */
        public ThrowawayProvider() {
        }

        @Override
        public String id() {
            return ID;
        }

        @Override
        public String description() {
            return "Othello under another name, loaded by a throwaway class loader";
        }

        @Override
        public Rules create(RuleOptions options) {
            return StandardRules.othello();
        }
    }

    /** Loads the provider's class itself (child first), everything else from its parent. */
    private static final class ChildFirst extends URLClassLoader {
        ChildFirst(URL jar, ClassLoader parent) {
            super(new URL[] {jar}, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals(ThrowawayProvider.class.getName())) {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    return c != null ? c : findClass(name);
                }
            }
            return super.loadClass(name, resolve);
        }
    }

    @Test
    @DisplayName("a throwaway loader whose provider was looked up is collected once dropped")
    void aDroppedLoaderIsCollected(@TempDir Path dir) throws Exception {
        Path jar = providerJar(dir);
        WeakReference<ClassLoader> loader = lookUpThroughThrowawayLoader(jar);
        for (int i = 0; i < 50 && loader.get() != null; i++) {
            System.gc();
            Thread.sleep(20);
        }
        assertThat(loader.get()).as("the throwaway class loader after 50 collections").isNull();
    }

    /** Looks the provider up with the loader as the context loader; returns only a weak reference. */
    private static WeakReference<ClassLoader> lookUpThroughThrowawayLoader(Path jar) throws IOException {
        Thread t = Thread.currentThread();
        ClassLoader saved = t.getContextClassLoader();
        try (ChildFirst child = new ChildFirst(jar.toUri().toURL(), RegistryLeakTest.class.getClassLoader())) {
            t.setContextClassLoader(child);
            RulesProvider found = RuleSets.providers().stream().filter(p -> p.id().equals(ThrowawayProvider.ID))
                    .findFirst().orElseThrow();
            assertThat(found.getClass().getClassLoader()).isSameAs(child);
            assertThat(RuleSets.of(ThrowawayProvider.ID)).isEqualTo(StandardRules.othello());
            return new WeakReference<>(child);
        } finally {
            t.setContextClassLoader(saved);
        }
    }

    /** A jar holding the provider's class and the service file naming it. */
    private static Path providerJar(Path dir) throws IOException {
        Path jar = dir.resolve("throwaway-provider.jar");
        String name = ThrowawayProvider.class.getName();
        String resource = name.replace('.', '/') + ".class";
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out);
                InputStream in = RegistryLeakTest.class.getClassLoader().getResourceAsStream(resource)) {
            j.putNextEntry(new JarEntry(resource));
            in.transferTo(j);
            j.closeEntry();
            j.putNextEntry(new JarEntry("META-INF/services/" + RulesProvider.class.getName()));
            j.write((name + "\n").getBytes(StandardCharsets.UTF_8));
            j.closeEntry();
        }
        return jar;
    }
}
