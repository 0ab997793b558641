package io.github.reversi4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.RulesProvider;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Checks that a module registers its rule-set providers the same way for both loading modes: the
 * {@code provides} clause of its compiled {@code module-info.class} (module path) and its
 * {@code META-INF/services/io.github.reversi4j.core.RulesProvider} file (class path) must name the
 * same providers, so that {@code RuleSets} finds the same rule sets wherever the jar is put.
 *
 * <p>Call it from a test of the module that declares the providers, e.g.
 * {@code Registrations.assertOneRegistration(Path.of("target", "classes"))} in a Maven build.
 */
public final class Registrations {

    private Registrations() {
    }

    /**
     * Asserts that the compiled module descriptor and the service file of a classes folder name the
     * same, non-empty set of {@link RulesProvider} implementations.
     *
     * @param classes the folder of the module's compiled classes and resources
     * @throws IOException if the descriptor or the service file cannot be read
     * @throws AssertionError if they differ, or name no provider
     */
    public static void assertOneRegistration(Path classes) throws IOException {
        ModuleDescriptor d;
        try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
            d = ModuleDescriptor.read(in);
        }
        List<String> declared = d.provides().stream()
                .filter(p -> p.service().equals(RulesProvider.class.getName()))
                .flatMap(p -> p.providers().stream()).sorted().collect(Collectors.toList());
        List<String> listed = Files.readAllLines(classes.resolve("META-INF/services/" + RulesProvider.class.getName()))
                .stream().map(l -> l.replaceAll("#.*", "").strip()).filter(l -> !l.isEmpty())
                .sorted().collect(Collectors.toList());
        assertThat(listed).as("META-INF/services against module-info").isEqualTo(declared).isNotEmpty();
    }
}
