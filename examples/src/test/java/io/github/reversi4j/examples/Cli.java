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

    /**
     * A file or folder of the repository's {@code testdata}. When it is missing the calling test
     * fails if {@code reversi4j.data.required} is true (every Maven build) and is skipped otherwise.
     */
    static Path data(String relative) {
        Optional<Path> p = data().map(d -> d.resolve(relative)).filter(Files::exists);
        if (p.isEmpty()) {
            String why = "real data " + relative + " not found under "
                    + data().map(Path::toString).orElse("testdata (nor system property reversi4j.data)");
            if (Boolean.getBoolean("reversi4j.data.required")) {
                throw new AssertionError(why + "; reversi4j.data.required=true, so a real-data test never skips");
            }
            assumeTrue(false, why + ": real-data test skipped");
        }
        return p.get();
    }

    /**
     * The data folder: the system property {@code reversi4j.data} when set (the build sets it),
     * otherwise {@code testdata} in the working folder or its nearest parent that has one.
     */
    static Optional<Path> data() {
        String dir = System.getProperty("reversi4j.data", "");
        if (!dir.isEmpty()) {
            return Files.isDirectory(Path.of(dir)) ? Optional.of(Path.of(dir)) : Optional.empty();
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("testdata").resolve("wthor"))) {
                return Optional.of(p.resolve("testdata"));
            }
        }
        return Optional.empty();
    }
}
