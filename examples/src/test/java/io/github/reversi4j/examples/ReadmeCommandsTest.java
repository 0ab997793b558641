package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README's first command, {@code java -jar examples/target/reversi.jar perft 9}, runs the code of
 * this test and must print the published perft counts of 8x8 Othello (Aart Bik's and Edax's counts,
 * which agree up to depth 9). The arguments are read from the README itself, so the two cannot drift.
 */
class ReadmeCommandsTest {

    private static final String JAR = "java -jar examples/target/reversi.jar ";
    private static final long[] PUBLISHED = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};

    @Test
    @DisplayName("perft 9 prints the published counts 4 .. 3005288")
    void perftNinePrintsThePublishedCounts() {
        assertPublishedCounts(Cli.run("perft", "9"));
    }

    @Test
    @DisplayName("the README's perft command prints the published counts")
    void theReadmePerftCommandPrintsThePublishedCounts() throws IOException {
        Optional<String> line = readmeLines().stream().filter(l -> l.contains(JAR + "perft")).findFirst();
        assertThat(line).as("a README line running '" + JAR + "perft ...'").isPresent();
        String[] args = line.get().substring(line.get().indexOf(JAR) + JAR.length()).strip().split("\\s+");
        assertThat(args).as("the README's perft arguments").containsExactly("perft", "9");
        assertPublishedCounts(Cli.run(args));
    }

    private static void assertPublishedCounts(Cli.Result r) {
        assertThat(r.status).as(r.toString()).isZero();
        List<Long> leaves = new ArrayList<>();
        for (String row : r.out.split("\\R")) {
            String[] cells = row.strip().split("\\s+");
            if (cells.length == 4 && cells[0].matches("\\d+")) {
                leaves.add(Long.parseLong(cells[1]));
            }
        }
        assertThat(leaves).as(r.out).containsExactlyElementsOf(Arrays.stream(PUBLISHED).boxed().toList());
    }

    private static List<String> readmeLines() throws IOException {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("README.md"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("README.md in a parent folder of " + Path.of("").toAbsolutePath()).isNotNull();
        return Files.readAllLines(dir.resolve("README.md"), StandardCharsets.UTF_8);
    }
}
