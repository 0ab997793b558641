package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.eval.internal.Evaluator;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shallow searches that order the moves and decide the probable cuts ({@link Search#probe}),
 * sorted or not: against a plain minimax of the same depth written here square by square (every move
 * searched, no window), their value is the same inside their window and a bound on the right side
 * outside it, on seeded random 8x8 positions.
 */
class ProbeTest {

    private static final Evaluator EVAL = Evaluator.standard();

    /** The moves of p against o, found by walking lines from every empty square. */
    private static long legal(long p, long o) {
        long moves = 0;
        long empty = ~(p | o);
        for (int sq = 0; sq < 64; sq++) {
            if ((empty >>> sq & 1) != 0 && TestBoards.walkFlips(p, o, sq) != 0) {
                moves |= 1L << sq;
            }
        }
        return moves;
    }

    /** The final margin of a finished game for p, the empty squares to the winner. */
    private static int finalMargin(long p, long o) {
        int diff = Long.bitCount(p) - Long.bitCount(o);
        int empty = 64 - Long.bitCount(p | o);
        return diff > 0 ? diff + empty : diff < 0 ? diff - empty : 0;
    }

    /** The minimax value of a depth with the evaluation at the horizon; a pass takes no depth. */
    private static int minimax(long p, long o, int depth) {
        if (depth == 0) {
            return EVAL.evaluate(p, o);
        }
        long moves = legal(p, o);
        if (moves == 0) {
            if (legal(o, p) == 0) {
                return Evaluator.UNIT * finalMargin(p, o);
            }
            return -minimax(o, p, depth);
        }
        int best = -Integer.MAX_VALUE;
        for (long m = moves; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = TestBoards.walkFlips(p, o, sq);
            best = Math.max(best, -minimax(o ^ f, p ^ f ^ (1L << sq), depth - 1));
        }
        return best;
    }

    @Test
    void valuesAreTheMinimaxOfTheirDepthInsideTheWindowAndBoundsOutside() {
        long seed = 0x9B0B_E5EEL;
        Random random = new Random(seed);
        Search search = new Search(new Table(1), Control.unlimited(), Tuning.ALL, Search.Layout.of(Geometry.of(8)));
        int checked = 0;
        for (int k = 0; k < 60; k++) {
            long[] b = TestBoards.fill(random, 14 + random.nextInt(17));
            long p = b[0];
            long o = b[1];
            long moves = legal(p, o);
            assertThat(search.moves(p, o)).as("seed %d, position %d", seed, k).isEqualTo(moves);
            if (moves == 0) {
                continue;
            }
            for (int depth = 1; depth <= 4; depth++) {
                int exact = minimax(p, o, depth);
                for (boolean sorted : new boolean[] {false, true}) {
                    String as = String.format("seed %d, position %d (%016x %016x), depth %d, sorted %b", seed, k, p, o,
                            depth, sorted);
                    assertThat(search.probe(p, o, moves, -Integer.MAX_VALUE + 1, Integer.MAX_VALUE - 1, depth, sorted))
                            .as(as).isEqualTo(exact);
                    for (int t = 0; t < 3; t++) {
                        int alpha = exact + (random.nextInt(9) - 4) * Evaluator.UNIT + random.nextInt(3) - 1;
                        int beta = alpha + 1 + random.nextInt(3) * Evaluator.UNIT;
                        int v = search.probe(p, o, moves, alpha, beta, depth, sorted);
                        String w = as + " window (" + alpha + ", " + beta + ")";
                        if (exact <= alpha) {
                            assertThat(v).as(w).isLessThanOrEqualTo(alpha).isGreaterThanOrEqualTo(exact);
                        } else if (exact >= beta) {
                            assertThat(v).as(w).isGreaterThanOrEqualTo(beta).isLessThanOrEqualTo(exact);
                        } else {
                            assertThat(v).as(w).isEqualTo(exact);
                        }
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).as("windows checked").isGreaterThan(800);
    }
}
