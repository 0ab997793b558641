package io.github.reversi4j.solver;

/**
 * Stable discs on the 8x8 layout: discs no sequence of moves can flip. A disc is stable when on
 * each of its four lines (row, column, two diagonals) either the line has no empty square (no disc
 * can be placed on it, so nothing flips along it) or a neighbour along the line is the edge, a square
 * off the board, or a stable disc of the same color (a flank through it would flip that disc too).
 * The set is grown from nothing to its fixed point; it is a subset of the truly stable discs, so the
 * bound it gives is safe.
 */
final class Stability {

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFF00000000000000L;
    private static final long EDGE = FILE_A | FILE_H | RANK_1 | RANK_8;
    private static final long[] DIAG9 = new long[15];
    private static final long[] DIAG7 = new long[15];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >>> 3;
            DIAG9[c - r + 7] |= 1L << sq;
            DIAG7[c + r] |= 1L << sq;
        }
    }

    private Stability() {
    }

    /**
     * Counts the stable discs of a color.
     *
     * @param me the color's discs
     * @param occupied every square that is not empty, off-board squares included
     * @param outside the squares off the board
     * @return the number of stable discs of me
     */
    static int stable(long me, long occupied, long outside) {
        long fullH = 0;
        for (int r = 0; r < 64; r += 8) {
            if (((occupied >>> r) & 0xFF) == 0xFF) {
                fullH |= 0xFFL << r;
            }
        }
        long v = occupied & (occupied >>> 32);
        v &= v >>> 16;
        v &= v >>> 8;
        long fullV = (v & 0xFF) * 0x0101010101010101L;
        long fullD9 = 0;
        long fullD7 = 0;
        for (int i = 0; i < 15; i++) {
            if ((occupied & DIAG9[i]) == DIAG9[i]) {
                fullD9 |= DIAG9[i];
            }
            if ((occupied & DIAG7[i]) == DIAG7[i]) {
                fullD7 |= DIAG7[i];
            }
        }
        long h0 = fullH | FILE_A | FILE_H;
        long v0 = fullV | RANK_1 | RANK_8;
        long d90 = fullD9 | EDGE;
        long d70 = fullD7 | EDGE;
        long stable = 0;
        while (true) {
            long s = stable | outside;
            long h = h0 | ((s << 1) & ~FILE_A) | ((s >>> 1) & ~FILE_H);
            long vv = v0 | (s << 8) | (s >>> 8);
            long d9 = d90 | ((s << 9) & ~FILE_A) | ((s >>> 9) & ~FILE_H);
            long d7 = d70 | ((s << 7) & ~FILE_H) | ((s >>> 7) & ~FILE_A);
            long next = stable | (me & h & vv & d9 & d7);
            if (next == stable) {
                return Long.bitCount(stable);
            }
            stable = next;
        }
    }
}
