package io.github.reversi4j.testkit;

import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.core.RulesProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Checks that a project registers its rule-set providers so that {@code RuleSets} finds them, on the
 * class path and on the module path alike, and says what is missing when it does not:
 * <ul>
 *   <li>the file {@code META-INF/services/io.github.reversi4j.core.RulesProvider} (class path) must
 *       list at least one provider, each a public class implementing {@link RulesProvider} with a
 *       public constructor without parameters;</li>
 *   <li>when the project is a module (a compiled {@code module-info.class} is there), its
 *       {@code provides} clause (module path) must name the same providers. A project without a
 *       module descriptor is a class-path project, and the service file alone is checked.</li>
 * </ul>
 *
 * <p>Call it from a test of the project that declares the providers, e.g.
 * {@code Registrations.assertOneRegistration(Path.of("target", "classes"))} in a Maven build.
 */
public final class Registrations {

    private static final String SERVICE = RulesProvider.class.getName();
    private static final String SERVICE_FILE = "META-INF/services/" + SERVICE;

    private Registrations() {
    }

    /**
     * Asserts that a classes folder registers its providers on the class path and, when it is a
     * module, on the module path, the same ones.
     *
     * @param classes the folder of the project's compiled classes and resources
     * @throws UncheckedIOException if the descriptor or the service file cannot be read
     * @throws AssertionError naming what is missing: no service file, a listed class that cannot serve,
     *     or a module descriptor and a service file that name different providers
     */
    public static void assertOneRegistration(Path classes) {
        try {
            check(classes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the registrations in " + classes + ": " + e.getMessage(), e);
        }
    }

    private static void check(Path classes) throws IOException {
        Path services = classes.resolve(SERVICE_FILE);
        Path descriptor = classes.resolve("module-info.class");
        boolean module = Files.isRegularFile(descriptor);
        List<String> declared = List.of();
        if (module) {
            ModuleDescriptor d;
            try (InputStream in = Files.newInputStream(descriptor)) {
                d = ModuleDescriptor.read(in);
            }
            declared = d.provides().stream().filter(p -> p.service().equals(SERVICE))
                    .flatMap(p -> p.providers().stream()).sorted().collect(Collectors.toList());
        }
        if (!Files.isRegularFile(services)) {
            fail("no " + SERVICE_FILE + " in " + classes + ": on the class path RuleSets finds no provider of"
                    + " this project. Create src/main/resources/" + SERVICE_FILE + " listing "
                    + (declared.isEmpty() ? "your provider classes, one fully qualified name a line"
                            : "the providers the module declares, one a line:\n  " + String.join("\n  ", declared))
                    + (module && declared.isEmpty() ? "\nand declare them in module-info.java: provides " + SERVICE
                            + " with ...;" : ""));
        }
        List<String> listed = Files.readAllLines(services).stream().map(l -> l.replaceAll("#.*", "").strip())
                .filter(l -> !l.isEmpty()).sorted().collect(Collectors.toList());
        if (listed.isEmpty()) {
            fail(services + " lists no provider: add the fully qualified name of each provider class, one a line");
        }
        List<String> problems = new ArrayList<>();
        for (String name : listed) {
            problems.addAll(checkProvider(name));
        }
        if (module) {
            TreeSet<String> onlyListed = new TreeSet<>(listed);
            onlyListed.removeAll(declared);
            TreeSet<String> onlyDeclared = new TreeSet<>(declared);
            onlyDeclared.removeAll(listed);
            if (!onlyListed.isEmpty()) {
                problems.add("module-info.java does not declare " + onlyListed + " (on the module path RuleSets would"
                        + " not find it): add provides " + SERVICE + " with " + String.join(", ", onlyListed) + ";");
            }
            if (!onlyDeclared.isEmpty()) {
                problems.add(SERVICE_FILE + " does not list " + onlyDeclared + " (on the class path RuleSets would not"
                        + " find it): add a line for each");
            }
        }
        if (!problems.isEmpty()) {
            fail("the providers of " + classes + " are not registered for "
                    + (module ? "both the class path and the module path" : "the class path") + ":\n  "
                    + String.join("\n  ", problems));
        }
    }

    /** What keeps a listed class from serving as a provider, if anything. */
    private static List<String> checkProvider(String name) {
        Class<?> type;
        try {
            ClassLoader cl = Thread.currentThread().getContextClassLoader();
            type = Class.forName(name, false, cl == null ? Registrations.class.getClassLoader() : cl);
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of(name + " is listed but cannot be loaded (" + e + "): check the spelling, and a nested"
                    + " class written Outer$Inner");
        }
        List<String> out = new ArrayList<>();
        if (!RulesProvider.class.isAssignableFrom(type)) {
            out.add(name + " does not implement " + SERVICE);
        }
        if (!Modifier.isPublic(type.getModifiers()) || Modifier.isAbstract(type.getModifiers())) {
            out.add(name + " must be a public, concrete class");
        }
        try {
            if (!Modifier.isPublic(type.getConstructor().getModifiers())) {
                out.add(name + " needs a public constructor without parameters");
            }
        } catch (NoSuchMethodException e) {
            out.add(name + " needs a public constructor without parameters");
        }
        return out;
    }
}
