package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The built-in Othello, duplicate ids, and the message of an unknown id. */
class ProviderRegistrationTest {

    @Test
    @DisplayName("Othello is built in: RuleSets lists it from the system loader and from a loader that sees no service")
    void othelloIsBuiltIn() {
        assertThat(RuleSets.provider("othello")).isPresent();
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(new ClassLoader(null) { });
        try {
            assertThat(RuleSets.of("othello")).isEqualTo(StandardRules.othello());
        } finally {
            t.setContextClassLoader(before);
        }
    }

    /** A provider of the standard rules under another class: a conflict with the real one. */
    public static final class Impostor implements RulesProvider {
        public Impostor() {
        }

        @Override
        public String id() {
            return "othello";
        }

        @Override
        public String description() {
            return "an impostor";
        }

        @Override
        public Rules create(RuleOptions options) {
            return StandardRules.othello();
        }
    }

    @Test
    @DisplayName("two providers with one id are an error naming both classes")
    void duplicateIdNamesBothProviders() {
        assertThatThrownBy(() -> RuleSets.checked(List.of(new OthelloProvider(), new Impostor())))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'othello'")
                .hasMessageContaining(OthelloProvider.class.getName())
                .hasMessageContaining(Impostor.class.getName());
        // the same class found twice (two loaders listing it) is one provider
        assertThat(RuleSets.checked(List.of(new OthelloProvider(), new OthelloProvider()))).hasSize(1);
    }

    @Test
    @DisplayName("an unknown id lists the known ones and names the artifact a hint resource on the path gives")
    void unknownIdNamesTheArtifact() {
        assertThatThrownBy(() -> RuleSets.of("reversi-ravensburger")).isInstanceOfSatisfying(
                UnknownRuleSetException.class, e -> {
                    assertThat(e.name()).isEqualTo("reversi-ravensburger");
                    assertThat(e.knownIds()).contains("othello");
                    assertThat(e.artifact()).hasValue("io.github.reversi4j:reversi-variants");
                    assertThat(e.getMessage()).contains("known: othello").contains("io.github.reversi4j:reversi-variants");
                });
        assertThatThrownBy(() -> RuleSets.of("hexagonal")).isInstanceOfSatisfying(UnknownRuleSetException.class,
                e -> assertThat(e.artifact()).isEmpty());
    }

    @Test
    @DisplayName("an unknown id is quoted at most 40 characters long, control and bidi characters escaped")
    void unknownIdIsQuotedShort() {
        String huge = "x".repeat(4000);
        assertThatThrownBy(() -> RuleSets.of(huge)).isInstanceOfSatisfying(UnknownRuleSetException.class, e -> {
            assertThat(e.getMessage()).contains("'" + "x".repeat(40) + "...' (4000 characters)").hasSizeLessThan(400);
            assertThat(e.name()).isEqualTo(huge);
        });
        assertThatThrownBy(() -> RuleSets.of("othello\u001b]0;TITLE\u0007")).isInstanceOfSatisfying(
                IllegalArgumentException.class, e -> assertThat(e.getMessage()).doesNotContain("\u001b").doesNotContain("\u0007"));
        assertThatThrownBy(() -> RuleSets.of("a\u202Eb")).isInstanceOfSatisfying(IllegalArgumentException.class,
                e -> assertThat(e.getMessage()).contains("'a\\u202Eb'").doesNotContain("\u202E"));
    }

    @Test
    @DisplayName("each class loader sees its own providers: the first caller's loader does not decide for the others")
    void providersPerClassLoader() throws Exception {
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("hints");
        java.nio.file.Path hint = dir.resolve("META-INF/reversi4j/rule-set-hints.properties");
        java.nio.file.Files.createDirectories(hint.getParent());
        java.nio.file.Files.writeString(hint, "hexagonal=com.example:hexagonal-reversi\n");
        try (java.net.URLClassLoader other = new java.net.URLClassLoader(new java.net.URL[] {dir.toUri().toURL()}, before)) {
            assertThatThrownBy(() -> RuleSets.of("hexagonal")).isInstanceOfSatisfying(UnknownRuleSetException.class,
                    e -> assertThat(e.artifact()).isEmpty());
            t.setContextClassLoader(other);
            assertThatThrownBy(() -> RuleSets.of("hexagonal")).isInstanceOfSatisfying(UnknownRuleSetException.class,
                    e -> assertThat(e.artifact()).hasValue("com.example:hexagonal-reversi"));
            assertThat(RuleSets.of("othello")).isEqualTo(StandardRules.othello());
        } finally {
            t.setContextClassLoader(before);
        }
        assertThatThrownBy(() -> RuleSets.of("hexagonal")).isInstanceOfSatisfying(UnknownRuleSetException.class,
                e -> assertThat(e.artifact()).isEmpty());
    }
}
