package io.github.reversi4j.solver;

/**
 * Stable discs on the 8x8 layout: discs no sequence of moves can flip. A disc is stable when on
 * each of its four lines (row, column, two diagonals) either the line has no empty square (no disc
 * can be placed on it, so nothing flips along it) or a neighbour along the line is the edge, a square
 * off the board, or a stable disc of the same color (a flank through it would flip that disc too).
 * The set is grown from nothing to its fixed point; it is a subset of the truly stable discs, so the
 * bound it gives is safe. On the full 8x8 board ({@link #stableFull}) the discs of the edges are read
 * from a table of every edge line instead (an edge disc ends its three other lines, so only placements
 * along its edge can flip it), which finds more of them, and the fixed point grows the inner discs
 * from there.
 */
final class Stability {

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFF00000000000000L;
    private static final long EDGE = FILE_A | FILE_H | RANK_1 | RANK_8;

    /** The squares off the edges: a disc there has a neighbour on the board along each line. */
    private static final long INNER = 0x007E7E7E7E7E7E00L;
    /** Gathers the squares of file A into the top byte, bit k from row k. */
    private static final long FILE_TO_BYTE = 0x0102040810204080L;
    /**
     * For an edge line of the full board given as the bytes of two colors' discs (bit i the square
     * at position i along the line), entry {@code 256 * mine + theirs}: the discs of mine that no
     * sequence of placements on the line's empty squares, by either color in any order, can flip.
     */
    private static final byte[] EDGE_STABLE = new byte[256 * 256];
    /** The squares of file A for each byte, bit k to row k. */
    private static final long[] FILE_A_OF = new long[256];

    static {
        int[] memo = new int[256 * 256];
        java.util.Arrays.fill(memo, -1);
        for (int m = 0; m < 256; m++) {
            for (int t = 0; t < 256; t++) {
                if ((m & t) == 0) {
                    EDGE_STABLE[256 * m + t] = (byte) edgeStable(m, t, memo);
                }
            }
        }
        for (int b = 0; b < 256; b++) {
            long f = 0;
            for (int k = 0; k < 8; k++) {
                if ((b >>> k & 1) != 0) {
                    f |= 1L << (8 * k);
                }
            }
            FILE_A_OF[b] = f;
        }
    }

    private Stability() {
    }

    /**
     * The discs of mine on a line of 8 squares that stay mine whatever is placed on its empty squares:
     * those mine now and, after every placement of either color on every empty square (the discs it
     * outflanks along the line turned), stable in the line that results.
     */
    private static int edgeStable(int mine, int theirs, int[] memo) {
        int key = 256 * mine + theirs;
        if (memo[key] >= 0) {
            return memo[key];
        }
        int s = mine;
        for (int e = ~(mine | theirs) & 0xFF; e != 0 && s != 0; e &= e - 1) {
            int x = Integer.numberOfTrailingZeros(e);
            int f = lineFlips(mine, theirs, x);
            s &= edgeStable(mine | f | (1 << x), theirs & ~f, memo);
            f = lineFlips(theirs, mine, x);
            s &= edgeStable(mine & ~f, theirs | f | (1 << x), memo);
        }
        memo[key] = s;
        return s;
    }

    /** The discs of theirs a disc of mine placed at x flips along a line of 8 squares. */
    private static int lineFlips(int mine, int theirs, int x) {
        int flips = 0;
        for (int step = -1; step <= 1; step += 2) {
            int run = 0;
            int y = x + step;
            while (y >= 0 && y < 8 && (theirs >>> y & 1) != 0) {
                run |= 1 << y;
                y += step;
            }
            if (y >= 0 && y < 8 && (mine >>> y & 1) != 0) {
                flips |= run;
            }
        }
        return flips;
    }

    /** A byte of file A's squares, bit k from row k. */
    private static int fileByte(long discs) {
        return (int) (((discs & FILE_A) * FILE_TO_BYTE) >>> 56);
    }

    /** The stable discs of me on the four edges of the full board, by the table of edge lines. */
    private static long edges(long me, long other) {
        byte[] t = EDGE_STABLE;
        long s = t[(((int) me & 0xFF) << 8) | ((int) other & 0xFF)] & 0xFFL;
        s |= (t[((int) (me >>> 56) << 8) | (int) (other >>> 56)] & 0xFFL) << 56;
        s |= FILE_A_OF[t[(fileByte(me) << 8) | fileByte(other)] & 0xFF];
        s |= FILE_A_OF[t[(fileByte(me >>> 7) << 8) | fileByte(other >>> 7)] & 0xFF] << 7;
        return s;
    }

    /**
     * The stable discs of me on the full 8x8 board (every bit a square): the discs of the edges that
     * no placements along their edge can flip (an edge disc ends its three other lines), then the
     * fixed point of the inner discs whose four lines are each full or hold a stable neighbour.
     * Stops early, with a set of fewer than need discs, once the stable discs cannot reach need.
     *
     * @param me the discs counted
     * @param other the other color's discs
     * @param need the count that matters (0 for the whole set)
     * @return the stable discs of me when they are at least need, else a set of fewer than need discs
     */
    static long stableFull(long me, long other, int need) {
        long edge = edges(me, other);
        int counted = Long.bitCount(edge);
        long inner = me & INNER;
        if (counted + Long.bitCount(inner) < need) {
            return edge;
        }
        long occupied = me | other;
        long fullH = fullRows(occupied);
        long fullV = fullColumns(occupied);
        long fullD9 = fullDiagonals9(~occupied);
        long fullD7 = fullDiagonals7(~occupied);
        // a stable inner disc has on each line a full line or a disc of me next to it
        long candidates = inner & (fullH | (me << 1) | (me >>> 1)) & (fullV | (me << 8) | (me >>> 8))
                & (fullD9 | (me << 9) | (me >>> 9)) & (fullD7 | (me << 7) | (me >>> 7));
        if (counted + Long.bitCount(candidates) < need) {
            return edge;
        }
        long stable = edge | (candidates & fullH & fullV & fullD9 & fullD7);
        while (true) {
            // an inner square's neighbours are on the board: the shifts need no mask
            long next = stable | (candidates & (fullH | (stable << 1) | (stable >>> 1))
                    & (fullV | (stable << 8) | (stable >>> 8)) & (fullD9 | (stable << 9) | (stable >>> 9))
                    & (fullD7 | (stable << 7) | (stable >>> 7)));
            if (next == stable) {
                return stable;
            }
            stable = next;
        }
    }

    /** The squares of the rows with no empty square. */
    private static long fullRows(long occupied) {
        long row = occupied & (occupied >>> 1);
        row &= row >>> 2;
        row &= row >>> 4;
        return (row & FILE_A) * 0xFFL;
    }

    /** The squares of the columns with no empty square. */
    private static long fullColumns(long occupied) {
        long v = occupied & (occupied >>> 32);
        v &= v >>> 16;
        v &= v >>> 8;
        return (v & 0xFF) * FILE_A;
    }

    /** The squares of the diagonals along steps of 9 bits (a1-h8 direction) with no empty square. */
    private static long fullDiagonals9(long empty) {
        return ~(fill(empty, 9, ~FILE_A) | fillDown(empty, 9, ~FILE_H));
    }

    /** The squares of the diagonals along steps of 7 bits (h1-a8 direction) with no empty square. */
    private static long fullDiagonals7(long empty) {
        return ~(fill(empty, 7, ~FILE_H) | fillDown(empty, 7, ~FILE_A));
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
        long fullH = fullRows(occupied);
        long fullV = fullColumns(occupied);
        long fullD9 = fullDiagonals9(~occupied);
        long fullD7 = fullDiagonals7(~occupied);
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
