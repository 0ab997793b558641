package io.github.reversi4j.testkit;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Registrations}: a class-path project and a module alike, and a message that says what is missing. */
class RegistrationsTest {

    private static final String FILE = "META-INF/services/io.github.reversi4j.core.RulesProvider";
    private static final String PROVIDER = Sample.class.getName();

    /** A provider as a user's project declares it. */
    public static final class Sample implements io.github.reversi4j.core.RulesProvider {
        /** Creates the provider. */
        public Sample() {
        }

        @Override
        public String id() {
            return "sample";
        }

        @Override
        public String description() {
            return "a sample rule set";
        }

        @Override
        public io.github.reversi4j.core.Rules create(io.github.reversi4j.core.RuleOptions options) {
            return io.github.reversi4j.core.StandardRules.othello();
        }
    }

    private static void services(Path classes, String text) throws IOException {
        Path f = classes.resolve(FILE);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    @Test
    @DisplayName("a class-path project (no module-info.class) is checked by its service file alone")
    void classPathProject(@TempDir Path classes) throws IOException {
        services(classes, "# a sample rule set\n" + PROVIDER + "\n");
        assertThatCode(() -> Registrations.assertOneRegistration(classes)).doesNotThrowAnyException();
    }

    @Test
    @DisplayName("no service file: the message says which file to create")
    void noServiceFile(@TempDir Path classes) {
        assertThatThrownBy(() -> Registrations.assertOneRegistration(classes)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("no " + FILE).hasMessageContaining("src/main/resources/" + FILE);
    }

    @Test
    @DisplayName("a listed class that cannot serve is named with what it lacks")
    void badProviders(@TempDir Path classes) throws IOException {
        services(classes, "com.example.Missing\njava.lang.String\n");
        assertThatThrownBy(() -> Registrations.assertOneRegistration(classes)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("com.example.Missing is listed but cannot be loaded")
                .hasMessageContaining("java.lang.String does not implement io.github.reversi4j.core.RulesProvider");
    }

    @Test
    @DisplayName("an empty service file is refused")
    void emptyServiceFile(@TempDir Path classes) throws IOException {
        services(classes, "# nothing\n");
        assertThatThrownBy(() -> Registrations.assertOneRegistration(classes)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("lists no provider");
    }
}
