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

    private Stability() {
    }

    /**
     * The squares reached from the given ones by steps of {@code shift} bits up the board, a step
     * staying on the board's squares {@code onto} (the column it enters; kept with its start).
     */
    private static long fill(long from, int shift, long onto) {
        long g = from;
        long pr = onto;
        g |= pr & (g << shift);
        pr &= pr << shift;
        g |= pr & (g << (2 * shift));
        pr &= pr << (2 * shift);
        g |= pr & (g << (4 * shift));
        return g;
    }

    /** As {@link #fill}, with steps down the board. */
    private static long fillDown(long from, int shift, long onto) {
        long g = from;
        long pr = onto;
        g |= pr & (g >>> shift);
        pr &= pr >>> shift;
        g |= pr & (g >>> (2 * shift));
        pr &= pr >>> (2 * shift);
        g |= pr & (g >>> (4 * shift));
        return g;
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
        long row = occupied & (occupied >>> 1);
        row &= row >>> 2;
        row &= row >>> 4;
        long fullH = (row & FILE_A) * 0xFFL;
        long v = occupied & (occupied >>> 32);
        v &= v >>> 16;
        v &= v >>> 8;
        long fullV = (v & 0xFF) * 0x0101010101010101L;
        long empty = ~occupied;
        long fullD9 = ~(fill(empty, 9, ~FILE_A) | fillDown(empty, 9, ~FILE_H));
        long fullD7 = ~(fill(empty, 7, ~FILE_H) | fillDown(empty, 7, ~FILE_A));
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
