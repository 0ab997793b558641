package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code reversi evaluate}: the evaluation of each position, a search with {@code --depth} that is
 * exact near the end (FFO's published answers), JSON, and a hostile pass: bad lines, other boards,
 * huge or non-ASCII depths.
 */
class EvaluateCommandTest {

    private static List<String> ffo(int count) throws IOException {
        return Files.readAllLines(Cli.data("ffo/fforum-1-19.obf")).subList(0, count);
    }

    @Test
    void eachPositionComesOutWithItsEvaluationAndADeepSearchSolvesTheFfoProblems() throws IOException {
        List<String> lines = ffo(3);
        Cli.Result r = Cli.withInput(String.join("\n", lines) + "\n", "evaluate", "--depth", "20", "-");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out.lines()).hasSize(3);
        // FFO #1-#3 (14 empties each, testdata/ffo): G8 +18, A4 +10 (the first of the best), D1 +2
        assertThat(r.out.lines().toList().get(0)).startsWith(lines.get(0).substring(0, 66) + " eval ")
                .endsWith("; depth 14 g8 +18.00 exact");
        assertThat(r.out.lines().toList().get(1)).contains(" +10.00 exact");
        assertThat(r.out.lines().toList().get(2)).contains(" +2.00 exact");
        Cli.Result plain = Cli.withInput(lines.get(0) + "\n", "evaluate", "-");
        assertThat(plain.out.strip()).matches("\\S{64} X eval [+-]\\d+\\.\\d\\d");
    }

    @Test
    void jsonCarriesTheSameFacts() throws IOException {
        Cli.Result r = Cli.withInput(ffo(1).get(0) + "\n", "evaluate", "--depth", "14", "--json", "-");
        assertThat(r.status).as(r.toString()).isZero();
        com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(r.out.strip()).getAsJsonObject();
        assertThat(o.get("bestMove").getAsString()).isEqualTo("g8");
        assertThat(o.get("score").getAsDouble()).isEqualTo(18.0);
        assertThat(o.get("exact").getAsBoolean()).isTrue();
        assertThat(o.has("eval")).isTrue();
    }

    @Test
    void badLinesAndOtherBoardsAreNamedAndTheOthersEvaluated() throws IOException {
        String good = ffo(1).get(0);
        String sixBySix = "-".repeat(14) + "XO----OX" + "-".repeat(12) + " X";
        Cli.Result r = Cli.withInput("garbage\u001b[31m line\n" + sixBySix + "\n" + good + "\n", "evaluate", "-");
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out.lines()).hasSize(1);
        assertThat(r.err).contains("<stdin>:1").doesNotContain("\u001b").doesNotContain("Exception");
    }

    @Test
    void depthsOutOfRangeOrInOtherDigitsAreUsageErrors() {
        for (String[] args : new String[][] {{"--depth", "0"}, {"--depth", "61"}, {"--depth", "9".repeat(40)},
            {"--depth", "\u0661\u0660"}, {"--depth", "\uff11"}, {"--depth", "-3"}}) {
            Cli.Result r = Cli.withInput("", "evaluate", args[0], args[1], "-");
            assertThat(r.status).as(Arrays.toString(args) + r).isEqualTo(2);
            assertThat(r.err).contains("--depth").doesNotContain("Exception");
        }
        Cli.Result missing = Cli.run("evaluate", "no-such-file.obf");
        assertThat(missing.status).isEqualTo(2);
        assertThat(missing.err).contains("no-such-file.obf");
    }
}
