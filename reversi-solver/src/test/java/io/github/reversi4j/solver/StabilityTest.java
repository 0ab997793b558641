package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The stable-disc count of the search against a plain reference written here: the same fixed point
 * over the four lines of every disc, the full lines found by walking each line square by square.
 * Boards are random fillings of the 8x8 board and of smaller boards in its corner (their outside
 * squares count as occupied and as stable neighbours). The full board's stable discs (edge lines by
 * table) are checked for soundness against brute force: every sequence of legal moves from positions
 * with a few empty squares, no disc counted stable ever flipped; and they hold the fixed point's.
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
        return Long.bitCount(referenceSet(me, occupied, outside));
    }

    private static long referenceSet(long me, long occupied, long outside) {
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
        return stable;
    }

    /**
     * The squares whose disc some sequence of legal moves from the position (p to move; a side with
     * no move passes) flips at least once. A disc never flipped is truly stable.
     */
    private static long everFlipped(long p, long o, java.util.Map<java.util.List<Long>, Long> memo) {
        java.util.List<Long> key = java.util.List.of(p, o);
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        long out = 0;
        boolean moved = false;
        for (long e = ~(p | o); e != 0; e &= e - 1) {
            int sq = Long.numberOfTrailingZeros(e);
            long f = TestBoards.walkFlips(p, o, sq);
            if (f != 0) {
                moved = true;
                out |= f | everFlipped(o & ~f, p | f | (1L << sq), memo);
            }
        }
        if (!moved) {
            for (long e = ~(p | o); e != 0; e &= e - 1) {
                if (TestBoards.walkFlips(o, p, Long.numberOfTrailingZeros(e)) != 0) {
                    out = everFlipped(o, p, memo);
                    break;
                }
            }
        }
        memo.put(key, out);
        return out;
    }

    @Test
    void fullBoardStableDiscsAreNeverFlippedByAnyLegalSequence() {
        long seed = 0x57AB1EL;
        Random random = new Random(seed);
        int found = 0;
        for (int i = 0; i < 3000; i++) {
            int empties = 1 + random.nextInt(8);
            long[] b = TestBoards.fill(random, empties);
            long flipped = everFlipped(b[0], b[1], new java.util.HashMap<>());
            for (int side = 0; side < 2; side++) {
                long me = b[side];
                long other = b[1 - side];
                long stable = Stability.stableFull(me, other, 0);
                assertThat(stable & flipped)
                        .as("seed %d, case %d: me %016x, other %016x (%s to move): stable %016x, flipped by some line of play",
                                seed, i, me, other, side == 0 ? "me" : "other", stable)
                        .isZero();
                assertThat(stable & ~me).as("seed %d, case %d: only discs of me", seed, i).isZero();
                found += Long.bitCount(stable);
            }
        }
        // the check is not vacuous: many discs were found stable
        assertThat(found).isGreaterThan(3000 * 10);
    }

    @Test
    void fullBoardStableDiscsHoldTheFixedPointsAndCutOnlyWithTheirCount() {
        long seed = 0xED6E5L;
        Random random = new Random(seed);
        int stronger = 0;
        for (int i = 0; i < 20_000; i++) {
            long[] b = TestBoards.fill(random, random.nextInt(40));
            long me = b[0];
            long other = b[1];
            long all = Stability.stableFull(me, other, 0);
            long base = referenceSet(me, me | other, 0);
            assertThat(all & base).as("seed %d, case %d: me %016x, other %016x", seed, i, me, other).isEqualTo(base);
            if (all != base) {
                stronger++;
            }
            // with a count asked for, the answer is the whole set when it reaches the count, else short of it
            int need = random.nextInt(65);
            long part = Stability.stableFull(me, other, need);
            if (Long.bitCount(all) >= need) {
                assertThat(part).as("seed %d, case %d: need %d", seed, i, need).isEqualTo(all);
            } else {
                assertThat(Long.bitCount(part)).as("seed %d, case %d: need %d", seed, i, need).isLessThan(need);
            }
        }
        // the edge lines' table finds discs the fixed point alone does not
        assertThat(stronger).isGreaterThan(100);
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
