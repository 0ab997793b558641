package io.github.reversi4j.examples;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Runs the reversi program in-process, with a scripted standard input and captured output. */
final class Cli {

    /** What one run printed and returned. */
    static final class Result {
        final int status;
        final String out;
        final String err;

        Result(int status, String out, String err) {
            this.status = status;
            this.out = out;
            this.err = err;
        }

        @Override
        public String toString() {
            return "status " + status + "\n--- out\n" + out + "--- err\n" + err;
        }
    }

    private Cli() {
    }

    static Result withInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Reversi.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Style.plain(), false, args);
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Result run(String... args) {
        return withInput("", args);
    }

    /** A file or folder of the shared data folder; the calling test is skipped when the folder is missing. */
    static Path data(String relative) {
        assumeTrue(data().isPresent(), "shared data folder missing (system property reversi4j.data): test skipped");
        return data().get().resolve(relative);
    }

    /** The shared data folder (system property reversi4j.data), when it is there. */
    static Optional<Path> data() {
        String dir = System.getProperty("reversi4j.data");
        return dir != null && Files.isDirectory(Path.of(dir)) ? Optional.of(Path.of(dir)) : Optional.empty();
    }
}
