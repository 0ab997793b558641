package io.github.reversi4j.notation;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Finds the shared real-game data (system property {@code reversi4j.data}); tests skip without it. */
public final class RealData {

    private RealData() {
    }

    /**
     * Returns a file of the shared data, skipping the calling test when it is missing.
     *
     * @param relative e.g. {@code wthor/WTH_1977.wtb}
     * @return the path
     */
    public static Path file(String relative) {
        String dir = System.getProperty("reversi4j.data");
        assumeTrue(dir != null && !dir.isEmpty(), "system property reversi4j.data not set: real-data test skipped");
        Path p = Paths.get(dir).resolve(relative);
        assumeTrue(Files.isReadable(p), "real data file " + p + " missing: real-data test skipped");
        return p;
    }
}
