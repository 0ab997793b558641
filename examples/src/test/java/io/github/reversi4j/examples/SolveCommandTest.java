package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reversi solve}: the FFO problems' published scores as the oracle, and a hostile pass. */
class SolveCommandTest {

    /** The moves and scores of an OBF line, e.g. {G8=18, H1=12}. */
    private static Map<String, Integer> scores(String line) {
        Map<String, Integer> m = new HashMap<>();
        String[] parts = line.split(";");
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (!p.isEmpty()) {
                m.put(p.substring(0, p.indexOf(':')), Integer.parseInt(p.substring(p.indexOf(':') + 1).replace("+", "")));
            }
        }
        return m;
    }

    private static List<String> ffoLines(int count) throws IOException {
        return Files.readAllLines(Cli.data("ffo/fforum-1-19.obf")).subList(0, count);
    }

    @Test
    void bestMoveAndScoreOfEachPosition() throws IOException {
        Cli.Result r = Cli.run("solve", Cli.data("ffo/fforum-1-19.obf").toString());
        assertThat(r.status).as(r.toString()).isZero();
        List<String> got = r.out.lines().collect(Collectors.toList());
        List<String> expected = ffoLines(19);
        assertThat(got).hasSize(19);
        for (int i = 0; i < 19; i++) {
            Map<String, Integer> want = scores(expected.get(i));
            int best = want.values().stream().max(Integer::compare).orElseThrow();
            Map<String, Integer> line = scores(got.get(i));
            assertThat(line).as(got.get(i)).hasSize(1);
            String move = line.keySet().iterator().next();
            assertThat(want.get(move)).as("FFO #" + (i + 1) + ": " + got.get(i)).isEqualTo(best);
            assertThat(line.get(move)).isEqualTo(best);
            assertThat(got.get(i)).startsWith(expected.get(i).substring(0, 66));
        }
    }

    @Test
    void allMovesFromStandardInputAsTheFfoFilesWriteThem() throws IOException {
        String input = String.join("\n", ffoLines(3)) + "\n";
        Cli.Result r = Cli.withInput(input, "solve", "--all", "--threads", "2", "-");
        assertThat(r.status).as(r.toString()).isZero();
        List<String> got = r.out.lines().collect(Collectors.toList());
        List<String> expected = ffoLines(3);
        for (int i = 0; i < 3; i++) {
            assertThat(scores(got.get(i))).as(got.get(i)).isEqualTo(scores(expected.get(i)));
        }
    }

    @Test
    void jsonHasThePrincipalVariationNodesAndTime() throws IOException {
        Cli.Result r = Cli.withInput(ffoLines(1).get(0) + "\n", "solve", "--json", "-");
        assertThat(r.status).as(r.toString()).isZero();
        JsonObject o = JsonParser.parseString(r.out.strip()).getAsJsonObject();
        assertThat(o.get("score").getAsInt()).isEqualTo(18);
        assertThat(o.get("bestMove").getAsString()).isEqualTo("g8");
        assertThat(o.getAsJsonArray("pv").size()).isGreaterThanOrEqualTo(14);
        assertThat(o.get("nodes").getAsLong()).isPositive();
        assertThat(o.has("seconds")).isTrue();
    }

    @Test
    void jsonWithAllGivesEachMoveItsLineOfPerfectPlayToThePublishedScore() throws IOException {
        // FFO #1-#3: every move of a line legal in turn, the last ending the game with the file's score
        // for that move; anti-Othello on 4x4 from the start, where fewer discs win: each line ends the
        // game with the move's score too
        StandardRules othello = StandardRules.othello();
        Cli.Result r = Cli.withInput(String.join("\n", ffoLines(3)) + "\n", "solve", "--all", "--json", "-");
        assertThat(r.status).as(r.toString()).isZero();
        List<String> got = r.out.lines().collect(Collectors.toList());
        assertThat(got).hasSize(3);
        for (int i = 0; i < 3; i++) {
            Map<String, Integer> published = scores(ffoLines(3).get(i));
            JsonObject o = JsonParser.parseString(got.get(i)).getAsJsonObject();
            GameState start = GameState.parse(o.get("position").getAsString());
            JsonArray moves = o.getAsJsonArray("moves");
            assertThat(moves.size()).isEqualTo(published.size());
            for (var element : moves) {
                JsonObject m = element.getAsJsonObject();
                String move = m.get("move").getAsString();
                int score = m.get("score").getAsInt();
                assertThat(score).as("FFO #" + (i + 1) + " " + move).isEqualTo(published.get(move.toUpperCase(Locale.ROOT)));
                assertThat(replay(othello, start, m.getAsJsonArray("pv"), move)).as("FFO #" + (i + 1) + " " + m)
                        .isEqualTo(score);
            }
        }
        // a side that must pass: its one move is the pass, whose line is the opponent's perfect play; a
        // finished game has no move and no line
        String mustPass = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O;";
        String over = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOO O;";
        Cli.Result edge = Cli.withInput(mustPass + "\n" + over + "\n", "solve", "--all", "--json", "-");
        assertThat(edge.status).as(edge.toString()).isZero();
        List<String> objects = edge.out.lines().toList();
        JsonObject passing = JsonParser.parseString(objects.get(0)).getAsJsonObject();
        assertThat(passing.get("bestMove").getAsString()).isEqualTo("pass");
        JsonObject only = passing.getAsJsonArray("moves").get(0).getAsJsonObject();
        assertThat(replay(othello, GameState.parse(mustPass.substring(0, 66)), only.getAsJsonArray("pv"), "pass"))
                .isEqualTo(passing.get("score").getAsInt()).isEqualTo(only.get("score").getAsInt());
        JsonObject ended = JsonParser.parseString(objects.get(1)).getAsJsonObject();
        assertThat(ended.has("bestMove")).isFalse();
        assertThat(ended.getAsJsonArray("pv")).isEmpty();
        assertThat(ended.get("score").getAsInt()).isEqualTo(-16);
        Rules anti = RuleSets.of("anti-othello(size=4x4)");
        Cli.Result a = Cli.run("solve", "--rules", "anti-othello(size=4x4)", "--all", "--json");
        assertThat(a.status).as(a.toString()).isZero();
        JsonObject o = JsonParser.parseString(a.out.strip()).getAsJsonObject();
        for (var element : o.getAsJsonArray("moves")) {
            JsonObject m = element.getAsJsonObject();
            assertThat(replay(anti, anti.initialState(), m.getAsJsonArray("pv"), m.get("move").getAsString())).as(m.toString())
                    .isEqualTo(m.get("score").getAsInt());
        }
    }

    /**
     * Replays a line of the JSON output by the rules, each move legal in turn, to the end of the game; the
     * final official score of the side to move minus the opponent's.
     */
    private static int replay(Rules rules, GameState start, JsonArray pv, String first) {
        assertThat(pv.get(0).getAsString()).isEqualTo(first);
        GameState s = start;
        for (var element : pv) {
            Move m = Move.parse(element.getAsString());
            assertThat(rules.isLegal(s, m)).as(pv + ": " + m).isTrue();
            s = rules.play(s, m);
        }
        assertThat(rules.isTerminal(s)).as(pv + " ends the game").isTrue();
        Outcome.TwoPlayer end = (Outcome.TwoPlayer) rules.outcome(s);
        return end.score(start.toMove()) - end.score(start.toMove().opponent());
    }

    @Test
    void theStartOfARuleSetAndAPositionReachedByMoves() {
        // 4x4 Othello is a White win, 11-3 on the discs (two squares stay empty and go to White)
        Cli.Result r = Cli.run("solve", "--rules", "othello", "--size", "4x4");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains(":-10;");
        Cli.Result anti = Cli.run("solve", "--rules", "anti-othello(size=4x4)", "--json");
        assertThat(anti.status).as(anti.toString()).isZero();
        assertThat(JsonParser.parseString(anti.out.strip()).getAsJsonObject().get("outcome").getAsString()).isNotEmpty();
        Cli.Result moved = Cli.run("solve", "--size", "4x4", "--moves", "b1", "--all");
        assertThat(moved.status).as(moved.toString()).isZero();
        // b1 flips b2, outflanked by b3
        assertThat(moved.out).startsWith("-X---XX--XO----- O;");
        Cli.Result garbage = Cli.run("solve", "--size", "4x4", "--moves", "b1<&>");  // not a transcript at all
        assertThat(garbage.status).as(garbage.err).isEqualTo(2);
        assertThat(garbage.err).contains("<&>").doesNotContain("internal error");
        Cli.Result illegal = Cli.run("solve", "--size", "4x4", "--moves", "a1");
        assertThat(illegal.status).isEqualTo(2);
        assertThat(illegal.err).contains("not a legal game");
    }

    @Test
    void badLinesAreLocatedAndTheOthersSolved() throws IOException {
        String input = ffoLines(1).get(0) + "\nthis is no position\n" + "X".repeat(100_000) + "\n" + ffoLines(2).get(1) + "\n";
        Cli.Result r = Cli.withInput(input, "solve", "-");
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out.lines()).hasSize(2);
        assertThat(r.err).contains("<stdin>:2:").contains("<stdin>:3");
        assertThat(r.err.length()).isLessThan(2000);
    }

    @Test
    void manyBadLinesAreNamedUpToABoundAndCountedAfterIt() throws IOException {
        String input = "no position\n".repeat(ObfInput.SHOWN + 50) + ffoLines(1).get(0) + "\n";
        Cli.Result r = Cli.withInput(input, "solve", "-");
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out.lines()).hasSize(1);
        assertThat(r.err.lines().filter(l -> l.startsWith("<stdin>:"))).hasSize(ObfInput.SHOWN);
        assertThat(r.err).contains("<stdin>:" + ObfInput.SHOWN + ":").doesNotContain("<stdin>:" + (ObfInput.SHOWN + 1) + ":")
                .contains("50 more lines that are not OBF positions, not shown");
    }

    @Test
    void anEndlessStreamOfOtherLinesEndsTheCommand() {
        for (String command : List.of("solve", "evaluate")) {
            // `yes | reversi solve -`: the standard input never ends, and no line of it is a position
            java.io.InputStream yes = new java.io.InputStream() {
                private long read;

                @Override
                public int read() {
                    return read++ % 2 == 0 ? 'y' : '\n';
                }
            };
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Reversi.run(yes, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), Style.plain(), false, command, "-");
            String e = err.toString(StandardCharsets.UTF_8);
            assertThat(status).as(command + ": " + e).isEqualTo(2);
            assertThat(out.size()).isZero();
            assertThat(e.lines().count()).as(command).isLessThanOrEqualTo(ObfInput.SHOWN + 3);
            assertThat(e).contains("gave up after " + ObfInput.MAX_BAD_IN_A_ROW + " lines in a row that are not OBF positions");
        }
    }

    @Test
    void nonAsciiDigitsAndOutOfRangeNumbersAreRefused() {
        for (String[] args : new String[][] {{"--threads", "\u0663"}, {"--threads", "0"}, {"--hash", "\uff18"},
            {"--threads", "99999999999"}}) {
            String[] full = new String[args.length + 3];
            full[0] = "solve";
            System.arraycopy(args, 0, full, 1, args.length);
            full[args.length + 1] = "--size";
            full[args.length + 2] = "4x4";
            Cli.Result r = Cli.run(full);
            assertThat(r.status).as(Arrays.toString(args) + r).isEqualTo(2);
            assertThat(r.err).as(r.toString()).contains(args[0]).doesNotContain("Exception");
        }
    }

    @Test
    void aPositionOverItsBudgetIsNamedAndTheOthersSolved() throws IOException {
        // FFO #40 needs about 26 million nodes, FFO #1 about 56 thousand (Edax's counts are of the same order)
        String ffo40 = Files.readAllLines(Cli.data("ffo/fforum-40-59.obf")).get(0);
        String input = ffo40 + "\n" + ffoLines(1).get(0) + "\n";
        Cli.Result r = Cli.withInput(input, "solve", "--max-nodes", "1000000", "-");
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out.lines()).containsExactly(ffoLines(1).get(0).substring(0, 66) + "; G8:+18;");
        assertThat(r.err).as(r.toString()).contains("<stdin>:1, position 1").contains("node limit")
                .contains(ffo40.substring(0, 66)).doesNotContain("Exception");

        Cli.Result start = Cli.run("solve", "--max-time", "1");
        assertThat(start.status).as(start.toString()).isEqualTo(1);
        assertThat(start.out).isEmpty();
        assertThat(start.err).contains("the start of othello").contains("time limit");

        Cli.Result both = Cli.run("solve", "--size", "4x4", "--max-time", "60", "--max-nodes", "999999999999999999");
        assertThat(both.status).as(both.toString()).isZero();
        assertThat(both.out).contains(":-10;");   // 4x4 Othello is a White win by 10 from the start (docs/SOLVED.md)
    }

    @Test
    void budgetsInOtherDigitsOrOutOfRangeAreRefused() {
        for (String[] args : new String[][] {{"--max-time", "\u0661\u0660"}, {"--max-time", "0"},
            {"--max-time", "31622401"}, {"--max-time", "86401"}, {"--max-nodes", "1000000000000000000"}, {"--max-nodes", "\uff11\uff10"}, {"--max-nodes", "-5"},
            {"--max-nodes", "1000000000000000001"}, {"--max-nodes", "9".repeat(40)}}) {
            Cli.Result r = Cli.run("solve", "--size", "4x4", args[0], args[1]);
            assertThat(r.status).as(Arrays.toString(args) + r).isEqualTo(2);
            assertThat(r.err).as(r.toString()).contains(args[0]).doesNotContain("Exception");
        }
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        Cli.Result r = Cli.run("solve", dir.resolve("none.obf").toString());
        assertThat(r.status).isEqualTo(2);
        assertThat(r.err).contains("none.obf");
    }

    @Test
    void aFileOfAnotherFormatIsSaidOnceToBeOfTheWrongFormat(@TempDir Path dir) throws IOException {
        Path ggfNamedObf = dir.resolve("games.obf");
        Files.copy(Cli.data("ggf/welty-test-games.ggf"), ggfNamedObf);
        Path wthorNamedObf = dir.resolve("wthor.obf");
        Files.copy(Cli.data("wthor/WTH_1977.wtb"), wthorNamedObf);
        for (String file : List.of(Cli.data("ggf/welty-test-games.ggf").toString(), Cli.data("wthor/WTH_1977.wtb").toString(),
                ggfNamedObf.toString(), wthorNamedObf.toString())) {
            Cli.Result r = Cli.run("solve", file);
            assertThat(r.status).as(r.toString()).isEqualTo(2);
            assertThat(r.out).as(r.toString()).isEmpty();
            assertThat(r.err).as(r.toString()).contains(file + ": wrong format").hasLineCount(1);
        }
    }

    @Test
    void aOnePlayerRuleSetIsAUsageErrorWithItsReason() {
        Cli.Result r = Cli.run("solve", "--rules", "solo-knizia");
        assertThat(r.status).as(r.toString()).isEqualTo(2);
        assertThat(r.err).as(r.toString()).contains("two-player").doesNotContain("internal error").hasLineCount(1);
    }

    @Test
    void anUnwritableOutputEndsWithASentenceAndAnError() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Reversi.run(new ByteArrayInputStream(new byte[0]), new PrintStream(full, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Style.plain(), false, "solve", "--size", "4x4");
        assertThat(status).isNotZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot write").contains("standard output");
    }
}
