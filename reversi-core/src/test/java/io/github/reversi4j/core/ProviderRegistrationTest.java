package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.testkit.Registrations;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One registration per loading mode, duplicate ids, and the message of an unknown id. */
class ProviderRegistrationTest {

    @Test
    @DisplayName("module-info and META-INF/services declare the same providers")
    void oneRegistrationPerLoadingMode() throws java.io.IOException {
        Registrations.assertOneRegistration(Path.of("target", "classes"));
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
