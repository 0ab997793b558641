package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The word-parallel move generation of {@link Bitboards} against a direct reading of RULES §B2 and
 * §B3 kept in this test: walk from the square in each of the eight directions over opponent discs and
 * flip the run when a disc of the mover ends it. Positions are random disc soups and positions of
 * random games, from fixed seeds printed on failure.
 */
@DisplayName("RULES §B2/§B3 bitboard move generation against a square-by-square walk")
class BitboardKernelTest {

    private static final int[][] STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    /** The flips of a placement by the rules' definition, on a w x h board of at most 64 squares. */
    static long walkFlips(int w, int h, long p, long o, int sq) {
        long all = 0;
        for (int[] d : STEPS) {
            long run = 0;
            int c = sq % w + d[0];
            int r = sq / w + d[1];
            while (c >= 0 && c < w && r >= 0 && r < h && (o >>> (r * w + c) & 1) != 0) {
                run |= 1L << (r * w + c);
                c += d[0];
                r += d[1];
            }
            if (run != 0 && c >= 0 && c < w && r >= 0 && r < h && (p >>> (r * w + c) & 1) != 0) {
                all |= run;
            }
        }
        return all;
    }

    static long walkMoves(int w, int h, long p, long o) {
        long moves = 0;
        for (int sq = 0; sq < w * h; sq++) {
            if (((p | o) >>> sq & 1) == 0 && walkFlips(w, h, p, o, sq) != 0) {
                moves |= 1L << sq;
            }
        }
        return moves;
    }

    private static void check(Geometry g, long p, long o, String context) {
        int w = g.width();
        int h = g.height();
        long expectedMoves = walkMoves(w, h, p, o);
        assertThat(Bitboards.legalMoves(g.width(), g.height(), p, o)).as("legal moves, %s", context).isEqualTo(expectedMoves);
        if (g.width() == 8 && g.height() == 8) {
            assertThat(Bitboards.legalMoves(p, o)).as("8x8 legal moves, %s", context).isEqualTo(expectedMoves);
        }
        for (int sq = 0; sq < w * h; sq++) {
            if (((p | o) >>> sq & 1) != 0) {
                continue;
            }
            long expected = walkFlips(w, h, p, o, sq);
            assertThat(Bitboards.flips(g.width(), g.height(), p, o, sq)).as("flips at %d, %s", sq, context).isEqualTo(expected);
            if (g.width() == 8 && g.height() == 8) {
                assertThat(Bitboards.flips(p, o, sq)).as("8x8 flips at %d, %s", sq, context).isEqualTo(expected);
            }
        }
    }

    @Test
    void randomDiscSoupsOnEveryBoardThatFitsInALong() {
        int[][] sizes = {{8, 8}, {6, 6}, {4, 4}, {4, 8}, {8, 4}, {6, 8}, {8, 6}, {4, 16}, {16, 4}, {6, 10}, {10, 6}};
        for (int[] size : sizes) {
            Geometry g = Geometry.of(size[0], size[1]);
            for (long seed = 1; seed <= 300; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                long mask = g.size() == 64 ? -1L : (1L << g.size()) - 1;
                // a random density, so that long runs of opponent discs are common
                long a = random.nextLong() | random.nextLong();
                long b = random.nextLong() & random.nextLong() | random.nextLong() & random.nextLong();
                long p = a & ~b & mask & (random.nextBoolean() ? random.nextLong() : -1L);
                long o = b & mask;
                check(g, p, o, "board " + g + ", seed " + seed);
                check(g, o, p, "board " + g + ", seed " + seed + " (colours swapped)");
            }
        }
    }

    @Test
    void positionsOfRandomGames() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            long p = OthelloStart.BLACK;
            long o = OthelloStart.WHITE;
            StringBuilder line = new StringBuilder();
            boolean passed = false;
            while (true) {
                check(Geometry.STANDARD, p, o, "seed " + seed + ", after '" + line + "'");
                long moves = walkMoves(8, 8, p, o);
                if (moves == 0) {
                    if (passed) {
                        break;
                    }
                    passed = true;
                    line.append("pass ");
                } else {
                    passed = false;
                    for (int k = random.nextInt(Long.bitCount(moves)); k > 0; k--) {
                        moves &= moves - 1;
                    }
                    int sq = Long.numberOfTrailingZeros(moves);
                    long f = walkFlips(8, 8, p, o, sq);
                    p |= f | (1L << sq);
                    o &= ~f;
                    line.append(sq).append(' ');
                }
                long t = p;
                p = o;
                o = t;
            }
        }
    }

    /** The 8x8 crossed start: d4 and e5 white, d5 and e4 black (RULES §B1). */
    private static final class OthelloStart {
        static final long WHITE = 1L << 27 | 1L << 36;
        static final long BLACK = 1L << 28 | 1L << 35;
    }
}
