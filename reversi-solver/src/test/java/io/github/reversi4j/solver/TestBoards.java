package io.github.reversi4j.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Plain full-board helpers of the tests, written square by square: flips by walking lines, random fillings. */
final class TestBoards {

    private TestBoards() {
    }

    private static boolean has(long set, int c, int r) {
        return c >= 0 && c < 8 && r >= 0 && r < 8 && (set >>> (8 * r + c) & 1) != 0;
    }

    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    /** The discs of o a disc of p placed on the empty square sq flips, walking each line. */
    static long walkFlips(long p, long o, int sq) {
        long flips = 0;
        for (int[] d : STEPS) {
            long run = 0;
            int c = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (has(o, c, r)) {
                run |= 1L << (8 * r + c);
                c += d[0];
                r += d[1];
            }
            if (has(p, c, r)) {
                flips |= run;
            }
        }
        return flips;
    }

    /** A random filling of the full board with the given number of empty squares. */
    static long[] fill(Random random, int empties) {
        long me = 0;
        long other = 0;
        List<Integer> squares = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            squares.add(i);
        }
        Collections.shuffle(squares, random);
        double mine = 0.2 + 0.6 * random.nextDouble();
        for (int sq : squares.subList(empties, 64)) {
            if (random.nextDouble() < mine) {
                me |= 1L << sq;
            } else {
                other |= 1L << sq;
            }
        }
        return new long[] {me, other};
    }
}
