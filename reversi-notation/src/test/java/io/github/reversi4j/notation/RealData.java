package io.github.reversi4j.notation;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the real records of the repository's {@code testdata} folder: the system property
 * {@code reversi4j.data} when set (the build sets it to the folder at the Maven root), otherwise
 * {@code testdata} in the working folder or its nearest parent that has one. When a file is
 * missing the test fails if {@code reversi4j.data.required} is {@code true} (as in every Maven
 * build), and is skipped with a message otherwise.
 */
public final class RealData {

    private RealData() {
    }

    /**
     * Returns the data folder, when there is one.
     *
     * @return the folder
     */
    public static Optional<Path> folder() {
        String dir = System.getProperty("reversi4j.data", "");
        if (!dir.isEmpty()) {
            Path p = Path.of(dir);
            return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("testdata");
            if (Files.isDirectory(candidate.resolve("wthor"))) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * Returns a file or folder of the data folder; when it is missing, fails the calling test if
     * {@code reversi4j.data.required} is true and skips it otherwise.
     *
     * @param relative e.g. {@code wthor/WTH_1977.wtb}
     * @return the path
     */
    public static Path file(String relative) {
        Optional<Path> p = folder().map(d -> d.resolve(relative)).filter(Files::exists);
        if (p.isEmpty()) {
            String why = "real data " + relative + " not found under "
                    + folder().map(Path::toString).orElse("testdata (nor system property reversi4j.data)");
            if (Boolean.getBoolean("reversi4j.data.required")) {
                throw new AssertionError(why + "; reversi4j.data.required=true, so a real-data test never skips");
            }
            assumeTrue(false, why + ": real-data test skipped");
        }
        return p.get();
    }
}
