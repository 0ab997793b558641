package io.github.reversi4j.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.Symmetry;
import io.github.reversi4j.core.TieRule;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class PatternEvaluationTest {

    private static final StandardRules OTHELLO = StandardRules.othello();

    /** Positions of seeded random games, every ply. */
    private static List<GameState> randomGames(long seed, int games) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<GameState> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            GameState s = OTHELLO.initialState();
            while (!OTHELLO.isTerminal(s)) {
                out.add(s);
                List<Move> moves = OTHELLO.legalMoves(s);
                s = OTHELLO.play(s, moves.get(rnd.nextInt(moves.size())));
            }
            out.add(s);
        }
        return out;
    }

    private static byte[] bundled() throws IOException {
        try (InputStream in = PatternEvaluation.class.getResourceAsStream("weights.bin")) {
            assertThat(in).as("the bundled weights").isNotNull();
            return in.readAllBytes();
        }
    }

    @Test
    void theScoreIsTheSameForEverySymmetricImage() {
        PatternEvaluation eval = PatternEvaluation.standard();
        for (GameState s : randomGames(7, 40)) {
            double v = eval.discs(s);
            for (Symmetry sym : Symmetry.values()) {
                assertThat(eval.discs(s.transform(sym))).as("%s under %s", s, sym).isEqualTo(v);
            }
        }
    }

    @Test
    void scoresAreMarginsWithinTheBoard() {
        PatternEvaluation eval = PatternEvaluation.standard();
        for (GameState s : randomGames(11, 40)) {
            assertThat(eval.discs(s)).isBetween(-64.0, 64.0);
        }
    }

    @Test
    void aFinishedGameGetsItsExactMargin() {
        PatternEvaluation eval = PatternEvaluation.standard();
        // hand-worked: a1 empty, row 1, column a and the long diagonal White's (21 discs), the rest
        // Black's (42): neither side can play a1, so the game is over, 43-21 with the empty square
        GameState blackWins = GameState.parse(
                "-OOOOOOOOOXXXXXXOXOXXXXXOXXOXXXXOXXXOXXXOXXXXOXXOXXXXXOXOXXXXXXO X");
        assertThat(eval.discs(blackWins)).isEqualTo(22.0);
        assertThat(eval.discs(blackWins.withToMove(blackWins.toMove().opponent()))).isEqualTo(-22.0);
        GameState draw = GameState.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO O");
        assertThat(eval.discs(draw)).isZero();
    }

    @Test
    void theSameWeightsReadAgainGiveTheSameScores() throws IOException {
        PatternEvaluation a = PatternEvaluation.standard();
        PatternEvaluation b = PatternEvaluation.read(new ByteArrayInputStream(bundled()));
        for (GameState s : randomGames(3, 10)) {
            assertThat(b.discs(s)).isEqualTo(a.discs(s));
        }
        assertThat(a.toString()).isEqualTo("PatternEvaluation[standard]");
    }

    // ---- hostile -------------------------------------------------------------------------------

    @Test
    void everyTruncationOfTheWeightsIsRefused() throws IOException {
        byte[] good = bundled();
        SplittableRandom rnd = new SplittableRandom(5);
        for (int n = 0; n < 60; n++) {
            int len = n < 20 ? n : rnd.nextInt(good.length);
            byte[] cut = java.util.Arrays.copyOf(good, len);
            assertThatThrownBy(() -> PatternEvaluation.read(new ByteArrayInputStream(cut)))
                    .as("the first %d bytes", len).isInstanceOf(InvalidWeightsException.class)
                    .hasMessageContaining("stream");
        }
    }

    @Test
    void everyCorruptedByteIsRefusedOrDecodesToTheSameWeights() throws IOException {
        byte[] good = bundled();
        SplittableRandom rnd = new SplittableRandom(6);
        int accepted = 0;
        for (int n = 0; n < 200; n++) {
            byte[] bad = good.clone();
            int at = n < 10 ? n : rnd.nextInt(bad.length);
            // gzip header bytes 4-9 (time, flags, OS) are not checked by any reader: skip them
            if (at >= 4 && at < 10) {
                continue;
            }
            bad[at] ^= (byte) (1 + rnd.nextInt(255));
            Throwable t = catchThrowable(() -> PatternEvaluation.read(new ByteArrayInputStream(bad)));
            if (t == null) {
                // a deflate stream can, rarely, be changed in a byte and still decode to the same
                // data (found in the bundled weights at byte 157 292): harmless, and the only
                // change that may pass
                assertThat(inflate(bad)).as("byte %d changed, accepted", at).isEqualTo(inflate(good));
                accepted++;
            } else {
                assertThat(t).as("byte %d changed", at).isInstanceOf(InvalidWeightsException.class);
            }
        }
        assertThat(accepted).as("changed bytes accepted").isLessThan(5);
    }

    private static byte[] inflate(byte[] gzip) throws IOException {
        try (InputStream in = new java.util.zip.GZIPInputStream(new ByteArrayInputStream(gzip))) {
            return in.readAllBytes();
        }
    }

    @Test
    void dataThatIsNotWeightsIsRefused() {
        assertThatThrownBy(() -> PatternEvaluation.read(new ByteArrayInputStream(new byte[0])))
                .isInstanceOf(InvalidWeightsException.class);
        assertThatThrownBy(() -> PatternEvaluation.read(new ByteArrayInputStream("not weights".getBytes(
                java.nio.charset.StandardCharsets.US_ASCII)))).isInstanceOf(InvalidWeightsException.class)
                .satisfies(e -> assertThat(((InvalidWeightsException) e).source()).isEqualTo("stream"));
    }

    @Test
    void aMissingResourceIsAClearError() {
        assertThatThrownBy(() -> io.github.reversi4j.eval.internal.EvaluatorAccess.load("/no/such/weights.bin"))
                // the internal loader's own type, which PatternEvaluation reports as an InvalidWeightsException
                .isInstanceOf(io.github.reversi4j.eval.internal.Evaluator.BadWeightsException.class)
                .satisfies(e -> {
                    io.github.reversi4j.eval.internal.Evaluator.BadWeightsException w =
                            (io.github.reversi4j.eval.internal.Evaluator.BadWeightsException) e;
                    assertThat(w.source()).isEqualTo("/no/such/weights.bin");
                    assertThat(w.reason()).isEqualTo("resource not found");
                });
    }

    @Test
    void otherBoardsAndRuleSetsAreRefused() {
        PatternEvaluation eval = PatternEvaluation.standard();
        StandardRules six = OTHELLO.withGeometry(Geometry.of(6));
        assertThatThrownBy(() -> eval.discs(six.initialState())).isInstanceOf(UnsupportedPositionException.class)
                .hasMessageContaining("6x6");
        assertThatThrownBy(() -> eval.discs(six, six.initialState())).isInstanceOf(UnsupportedPositionException.class);
        GameState start = OTHELLO.initialState();
        assertThat(eval.discs(OTHELLO, start)).isEqualTo(eval.discs(start));
        Rules blocked = OTHELLO.withBlockedSquares(SquareSet.of(Geometry.STANDARD, Square.parse("a1")));
        assertThatThrownBy(() -> eval.discs(blocked, start)).isInstanceOf(UnsupportedPositionException.class);
        assertThatThrownBy(() -> eval.discs(OTHELLO.withSupply(30), start))
                .isInstanceOf(UnsupportedPositionException.class);
        assertThatThrownBy(() -> eval.discs(OTHELLO.withTieRule(TieRule.LAST_DISC_PLACED), start))
                .isInstanceOf(UnsupportedPositionException.class);
        assertThatThrownBy(() -> eval.discs(OTHELLO.withScoring(Scoring.DISCS), start)).isInstanceOf(UnsupportedPositionException.class);
        assertThatThrownBy(() -> eval.discs(start.withSupplies(30, 30))).isInstanceOf(UnsupportedPositionException.class);
    }

    @Test
    void manyThreadsGetTheScoresOfOne() throws Exception {
        List<GameState> states = randomGames(13, 20);
        PatternEvaluation eval = PatternEvaluation.standard();
        double[] expected = new double[states.size()];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = eval.discs(states.get(i));
        }
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Future<double[]>> results = new ArrayList<>();
            for (int t = 0; t < 16; t++) {
                results.add(pool.submit(() -> {
                    PatternEvaluation e = PatternEvaluation.standard();
                    double[] got = new double[states.size()];
                    for (int i = 0; i < got.length; i++) {
                        got[i] = e.discs(states.get(i));
                    }
                    return got;
                }));
            }
            for (Future<double[]> f : results) {
                assertThat(f.get()).containsExactly(expected);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
