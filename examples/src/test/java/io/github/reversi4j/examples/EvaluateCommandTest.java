package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.eval.PatternEvaluation;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code reversi evaluate}: the evaluation of each position, a search with {@code --depth} that is
 * exact near the end (FFO's published answers), its principal variation (against plain minimax written
 * here, and replayed by the rules), JSON, and a hostile pass: bad lines, other boards, huge or
 * non-ASCII depths.
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
                .contains("; depth 14 g8 +18.00 exact pv g8 ");
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

    private static final StandardRules OTHELLO = StandardRules.othello();
    private static final PatternEvaluation EVAL = PatternEvaluation.standard();

    /**
     * Plain minimax over the rules to a depth of placements, the pattern evaluation at the horizon and the
     * exact margin at the end of the game; a pass takes no ply.
     */
    private static double minimax(GameState s, int depth) {
        if (OTHELLO.isTerminal(s)) {
            return margin(s, s.toMove());
        }
        List<Move> moves = OTHELLO.legalMoves(s);
        if (moves.equals(List.of(Move.pass()))) {
            return -minimax(OTHELLO.play(s, Move.pass()), depth);
        }
        if (depth == 0) {
            return EVAL.discs(s);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            best = Math.max(best, -minimax(OTHELLO.play(s, m), depth - 1));
        }
        return best;
    }

    /** The final official score of a color minus its opponent's. */
    private static int margin(GameState end, Color color) {
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) OTHELLO.outcome(end);
        return o.score(color) - o.score(color.opponent());
    }

    /** Positions of seeded random play: the first FFO problems and midgame positions from 44 to 30 empties. */
    private static List<GameState> positions(long seed) throws IOException {
        List<GameState> out = new ArrayList<>();
        for (String line : ffo(3)) {
            out.add(GameState.parse(line.substring(0, 66)));
        }
        SplittableRandom random = new SplittableRandom(seed);
        while (out.size() < 12) {
            int empties = 30 + random.nextInt(15);
            GameState s = OTHELLO.initialState();
            while (!OTHELLO.isTerminal(s) && s.board().empties().size() > empties) {
                List<Move> moves = OTHELLO.legalMoves(s);
                s = OTHELLO.play(s, moves.get(random.nextInt(moves.size())));
            }
            if (!OTHELLO.isTerminal(s)) {
                out.add(s);
            }
        }
        return out;
    }

    @Test
    void thePrincipalVariationIsLegalAndEndsInTheScoreOfPlainMinimax() throws IOException {
        // depths 1 to 3: the score is plain minimax's; the line, replayed move by move, is legal, has the
        // depth's placements (or ends the game), and its last position's evaluation (or final margin) is the
        // score; the text line carries the same line as the JSON
        long seed = 4242;
        List<GameState> positions = positions(seed);
        String input = positions.stream().map(p -> p.toString().substring(0, 66) + ";").collect(Collectors.joining("\n"))
                + "\n";
        for (int depth = 1; depth <= 3; depth++) {
            Cli.Result json = Cli.withInput(input, "evaluate", "--depth", Integer.toString(depth), "--json", "-");
            Cli.Result text = Cli.withInput(input, "evaluate", "--depth", Integer.toString(depth), "-");
            assertThat(json.status).as(json.toString()).isZero();
            assertThat(text.status).as(text.toString()).isZero();
            List<String> objects = json.out.lines().toList();
            List<String> lines = text.out.lines().toList();
            assertThat(objects).hasSize(positions.size());
            for (int i = 0; i < positions.size(); i++) {
                GameState s = positions.get(i);
                JsonObject o = JsonParser.parseString(objects.get(i)).getAsJsonObject();
                String at = "seed " + seed + ", depth " + depth + ", " + s + ": " + o;
                assertThat(o.get("position").getAsString()).startsWith(s.toString().substring(0, 66));
                double score = o.get("score").getAsDouble();
                assertThat(score).as(at).isCloseTo(minimax(s, depth), within(0.02));
                List<Move> pv = new ArrayList<>();
                o.getAsJsonArray("pv").forEach(m -> pv.add(Move.parse(m.getAsString())));
                assertThat(pv.get(0)).as(at).isEqualTo(Move.parse(o.get("bestMove").getAsString()));
                GameState t = s;
                for (Move m : pv) {
                    assertThat(OTHELLO.isLegal(t, m)).as(at + " " + m).isTrue();
                    t = OTHELLO.play(t, m);
                }
                long placements = pv.stream().filter(m -> !m.isPass()).count();
                assertThat(placements == depth || OTHELLO.isTerminal(t)).as(at).isTrue();
                double end = OTHELLO.isTerminal(t) ? margin(t, s.toMove())
                        : t.toMove() == s.toMove() ? EVAL.discs(t) : -EVAL.discs(t);
                assertThat(end).as(at).isCloseTo(score, within(0.02));
                assertThat(lines.get(i)).as(at).endsWith(" pv " + pv.stream().map(Move::toString)
                        .collect(Collectors.joining(" ")));
            }
        }
    }

    @Test
    void anExactScoresLineIsPerfectPlayToThePublishedScore() throws IOException {
        // --depth 14 on FFO #1-#3 (14 empties): the line ends the game with the published best score
        List<String> lines = ffo(3);
        Cli.Result r = Cli.withInput(String.join("\n", lines) + "\n", "evaluate", "--depth", "14", "--json", "-");
        assertThat(r.status).as(r.toString()).isZero();
        int[] published = {18, 10, 2};
        List<String> objects = r.out.lines().toList();
        for (int i = 0; i < 3; i++) {
            JsonObject o = JsonParser.parseString(objects.get(i)).getAsJsonObject();
            GameState t = GameState.parse(lines.get(i).substring(0, 66));
            Color me = t.toMove();
            assertThat(o.get("exact").getAsBoolean()).isTrue();
            for (var m : o.getAsJsonArray("pv")) {
                Move move = Move.parse(m.getAsString());
                assertThat(OTHELLO.isLegal(t, move)).as(o + " " + move).isTrue();
                t = OTHELLO.play(t, move);
            }
            assertThat(OTHELLO.isTerminal(t)).as(o.toString()).isTrue();
            assertThat(margin(t, me)).as(o.toString()).isEqualTo(published[i]);
        }
    }

    @Test
    void aHugeDepthWithATimeLimitPrintsTheDeepestDepthCompleted() {
        // --depth 60 from 40 empty squares would search for ages: --max-time 1 stops it, and the line is that
        // of the deepest depth completed, marked incomplete, its principal variation legal with that depth's
        // placements; --max-nodes the same
        GameState s = OTHELLO.play(OTHELLO.play(OTHELLO.play(OTHELLO.play(OTHELLO.initialState(), Move.parse("f5")),
                Move.parse("d6")), Move.parse("c3")), Move.parse("d3"));
        String input = s.toString().substring(0, 66) + ";\n";
        for (String[] limit : new String[][] {{"--max-time", "1"}, {"--max-nodes", "200000"}}) {
            Cli.Result r = Cli.withInput(input, "evaluate", "--depth", "60", limit[0], limit[1], "--json", "-");
            assertThat(r.status).as(r.toString()).isZero();
            JsonObject o = JsonParser.parseString(r.out.strip()).getAsJsonObject();
            int depth = o.get("depth").getAsInt();
            assertThat(depth).as(o.toString()).isBetween(1, 55);
            assertThat(o.get("complete").getAsBoolean()).as(o.toString()).isFalse();
            assertThat(o.get("exact").getAsBoolean()).as(o.toString()).isFalse();
            GameState t = s;
            long placements = 0;
            for (var m : o.getAsJsonArray("pv")) {
                Move move = Move.parse(m.getAsString());
                assertThat(OTHELLO.isLegal(t, move)).as(o + " " + move).isTrue();
                t = OTHELLO.play(t, move);
                placements += move.isPass() ? 0 : 1;
            }
            assertThat(placements).as(o.toString()).isLessThanOrEqualTo(depth);
            Cli.Result text = Cli.withInput(input, "evaluate", "--depth", "60", limit[0], limit[1], "-");
            assertThat(text.out).as(text.toString()).contains(" incomplete pv ");
        }
        Cli.Result full = Cli.withInput(input, "evaluate", "--depth", "3", "--max-time", "600", "--json", "-");
        assertThat(JsonParser.parseString(full.out.strip()).getAsJsonObject().get("complete").getAsBoolean()).isTrue();
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
        for (String[] args : new String[][] {{"--max-time", "0"}, {"--max-time", "86401"}, {"--max-time", "\u0661"},
            {"--max-nodes", "0"}, {"--max-nodes", "9".repeat(40)}, {"--max-nodes", "1e6"}}) {
            Cli.Result r = Cli.withInput("", "evaluate", "--depth", "4", args[0], args[1], "-");
            assertThat(r.status).as(Arrays.toString(args) + r).isEqualTo(2);
            assertThat(r.err).contains(args[0]).doesNotContain("Exception");
            Cli.Result alone = Cli.withInput("", "evaluate", args[0], "5", "-");
            assertThat(alone.status).as(args[0] + alone).isEqualTo(2);
            assertThat(alone.err).contains(args[0]).contains("--depth");
        }
        Cli.Result missing = Cli.run("evaluate", "no-such-file.obf");
        assertThat(missing.status).isEqualTo(2);
        assertThat(missing.err).contains("no-such-file.obf");
    }
}
