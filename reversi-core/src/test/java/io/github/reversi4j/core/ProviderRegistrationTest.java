package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One registration per loading mode, duplicate ids, and the message of an unknown id. */
class ProviderRegistrationTest {

    @Test
    @DisplayName("module-info and META-INF/services declare the same providers")
    void oneRegistrationPerLoadingMode() throws java.io.IOException {
        assertOneRegistration();
    }

    /** The providers a module declares in its compiled module-info and in its META-INF/services file. */
    static void assertOneRegistration() throws java.io.IOException {
        java.nio.file.Path classes = java.nio.file.Path.of("target", "classes");
        java.lang.module.ModuleDescriptor d;
        try (java.io.InputStream in = java.nio.file.Files.newInputStream(classes.resolve("module-info.class"))) {
            d = java.lang.module.ModuleDescriptor.read(in);
        }
        java.util.List<String> declared = d.provides().stream()
                .filter(p -> p.service().equals(RulesProvider.class.getName()))
                .flatMap(p -> p.providers().stream()).sorted().collect(java.util.stream.Collectors.toList());
        java.util.List<String> listed = java.nio.file.Files.readAllLines(
                        classes.resolve("META-INF/services/" + RulesProvider.class.getName())).stream()
                .map(l -> l.replaceAll("#.*", "").strip()).filter(l -> !l.isEmpty())
                .sorted().collect(java.util.stream.Collectors.toList());
        assertThat(listed).as("META-INF/services against module-info").isEqualTo(declared).isNotEmpty();
    }

    /** A provider of the standard rules under another class: a conflict with the real one. */
    public static final class Impostor extends AbstractRulesProvider {
        public Impostor() {
            super("othello", "an impostor", java.util.Map.of());
        }

        @Override
        public Rules create(RuleOptions options) {
            return StandardRules.othello();
        }
    }

    @Test
    @DisplayName("two providers with one id are an error naming both classes")
    void duplicateIdNamesBothProviders() {
        assertThatThrownBy(() -> RuleSets.checked(List.of(new StandardRules.Provider(), new Impostor())))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'othello'")
                .hasMessageContaining(StandardRules.Provider.class.getName())
                .hasMessageContaining(Impostor.class.getName());
        // the same class found twice (two loaders listing it) is one provider
        assertThat(RuleSets.checked(List.of(new StandardRules.Provider(), new StandardRules.Provider()))).hasSize(1);
    }

    @Test
    @DisplayName("an unknown id lists the known ones and names the artifact of a well-known one")
    void unknownIdNamesTheArtifact() {
        assertThatThrownBy(() -> RuleSets.of("reversi-ravensburger")).isInstanceOfSatisfying(
                UnknownRuleSetException.class, e -> {
                    assertThat(e.name()).isEqualTo("reversi-ravensburger");
                    assertThat(e.knownIds()).contains("othello");
                    assertThat(e.artifact()).isEqualTo("io.github.reversi4j:reversi-variants");
                    assertThat(e.getMessage()).contains("known: othello").contains("io.github.reversi4j:reversi-variants");
                });
        assertThatThrownBy(() -> RuleSets.of("hexagonal")).isInstanceOfSatisfying(UnknownRuleSetException.class,
                e -> assertThat(e.artifact()).isEmpty());
    }
}
