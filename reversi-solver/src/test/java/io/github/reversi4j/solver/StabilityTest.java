package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The stable-disc count of the search against a plain reference written here: the same fixed point
 * over the four lines of every disc, the full lines found by walking each line square by square.
 * Boards are random fillings of the 8x8 board and of smaller boards in its corner (their outside
 * squares count as occupied and as stable neighbours).
 */
class StabilityTest {

    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private static boolean on(int c, int r) {
        return c >= 0 && c < 8 && r >= 0 && r < 8;
    }

    private static boolean has(long set, int c, int r) {
        return on(c, r) && (set >>> (8 * r + c) & 1) != 0;
    }

    /** Whether the line through (c, r) in direction d holds no empty square. */
    private static boolean full(long occupied, int c, int r, int[] d) {
        int x = c;
        int y = r;
        while (on(x - d[0], y - d[1])) {
            x -= d[0];
            y -= d[1];
        }
        for (; on(x, y); x += d[0], y += d[1]) {
            if (!has(occupied, x, y)) {
                return false;
            }
        }
        return true;
    }

    private static int reference(long me, long occupied, long outside) {
        long stable = 0;
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int sq = 0; sq < 64; sq++) {
                if ((me >>> sq & 1) == 0 || (stable >>> sq & 1) != 0) {
                    continue;
                }
                int c = sq & 7;
                int r = sq >>> 3;
                boolean all = true;
                for (int[] d : DIRECTIONS) {
                    long anchor = stable | outside;
                    boolean edge = !on(c + d[0], r + d[1]) || !on(c - d[0], r - d[1]);
                    boolean held = has(anchor, c + d[0], r + d[1]) || has(anchor, c - d[0], r - d[1]);
                    if (!(edge || held || full(occupied, c, r, d))) {
                        all = false;
                        break;
                    }
                }
                if (all) {
                    stable |= 1L << sq;
                    grew = true;
                }
            }
        }
        return Long.bitCount(stable);
    }

    @Test
    void countsTheStableDiscsOfTheReference() {
        long seed = 20261128L;
        Random random = new Random(seed);
        for (int i = 0; i < 20_000; i++) {
            int w = 4 + random.nextInt(5);
            int h = 4 + random.nextInt(5);
            long inside = 0;
            for (int r = 0; r < h; r++) {
                inside |= ((1L << w) - 1) << (8 * r);
            }
            long outside = ~inside;
            double fill = random.nextDouble();
            long me = 0;
            long other = 0;
            for (long b = inside; b != 0; b &= b - 1) {
                long bit = b & -b;
                if (random.nextDouble() < fill) {
                    if (random.nextBoolean()) {
                        me |= bit;
                    } else {
                        other |= bit;
                    }
                }
            }
            long occupied = me | other | outside;
            assertThat(Stability.stable(me, occupied, outside))
                    .as("seed %d, case %d: me %016x, other %016x, outside %016x", seed, i, me, other, outside)
                    .isEqualTo(reference(me, occupied, outside));
        }
    }
}
