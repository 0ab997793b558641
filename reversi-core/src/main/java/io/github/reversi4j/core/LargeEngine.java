package io.github.reversi4j.core;

/**
 * Move generation for boards of more than 64 squares, on the multi-word form: one array holding the
 * black words and then the white words, {@code words(geometry)} longs each, bit {@code i % 64} of word
 * {@code i / 64} being the square of row-major index {@code i}. Squares are walked line by line; these
 * boards are rare and small enough that this is fast enough, and it keeps the code obviously right.
 */
final class LargeEngine {

    private LargeEngine() {
    }

    static int words(Geometry g) {
        return (g.size() + 63) >>> 6;
    }

    static boolean get(long[] bw, int offset, int index) {
        return (bw[offset + (index >>> 6)] & (1L << index)) != 0;
    }

    static void set(long[] bw, int offset, int index) {
        bw[offset + (index >>> 6)] |= 1L << index;
    }

    static void clear(long[] bw, int offset, int index) {
        bw[offset + (index >>> 6)] &= ~(1L << index);
    }

    static int offset(Geometry g, Color c) {
        return c == Color.BLACK ? 0 : words(g);
    }

    /** The flips of one direction as a word array (player words at pOff, opponent at oOff), or null. */
    static boolean line(Geometry g, long[] bw, int pOff, int oOff, int index, Direction d, long[] out) {
        int w = g.width();
        int c = index % w + d.dx();
        int r = index / w + d.dy();
        int n = 0;
        while (g.contains(c, r) && get(bw, oOff, r * w + c)) {
            c += d.dx();
            r += d.dy();
            n++;
        }
        if (n == 0 || !g.contains(c, r) || !get(bw, pOff, r * w + c)) {
            return false;
        }
        if (out != null) {
            c = index % w;
            r = index / w;
            for (int k = 0; k < n; k++) {
                c += d.dx();
                r += d.dy();
                set(out, 0, r * w + c);
            }
        }
        return true;
    }

    static long[] flips(Geometry g, long[] bw, Color mover, int index) {
        long[] out = new long[words(g)];
        int p = offset(g, mover);
        int o = offset(g, mover.opponent());
        for (Direction d : Direction.values()) {
            line(g, bw, p, o, index, d, out);
        }
        return out;
    }

    static long[] flips(Geometry g, long[] bw, Color mover, int index, Direction d) {
        long[] out = new long[words(g)];
        line(g, bw, offset(g, mover), offset(g, mover.opponent()), index, d, out);
        return out;
    }

    static boolean isLegal(Geometry g, long[] bw, Color mover, int index) {
        int p = offset(g, mover);
        int o = offset(g, mover.opponent());
        if (get(bw, p, index) || get(bw, o, index)) {
            return false;
        }
        for (Direction d : Direction.values()) {
            if (line(g, bw, p, o, index, d, null)) {
                return true;
            }
        }
        return false;
    }

    static long[] legal(Geometry g, long[] bw, Color mover) {
        long[] out = new long[words(g)];
        for (int i = 0; i < g.size(); i++) {
            if (isLegal(g, bw, mover, i)) {
                set(out, 0, i);
            }
        }
        return out;
    }

    static boolean isZero(long[] words) {
        for (long x : words) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    static int count(long[] bw, int offset, int n) {
        int k = 0;
        for (int i = 0; i < n; i++) {
            k += Long.bitCount(bw[offset + i]);
        }
        return k;
    }
}
