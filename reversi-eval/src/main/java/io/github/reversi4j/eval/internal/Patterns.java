package io.github.reversi4j.eval.internal;

/**
 * The patterns of the evaluation and the features of a position: which squares each pattern covers,
 * where its instances lie on the board, and the index of each instance's contents.
 *
 * <p>A square {@code (c, r)} (column and row from 0) is bit {@code 8r + c} of a bitboard. A pattern is
 * a list of squares in one orientation; its instances are its images under symmetries of the board.
 * The contents of an instance are read as a number in base 3, digit {@code k} for the pattern's k-th
 * square: 0 empty, 1 a disc of the side to move, 2 an opponent's disc. Every instance of a pattern
 * shares the pattern's weights, so one feature space serves all of them; a pattern that its own
 * symmetry maps onto itself (an edge read backwards) also gives a configuration and its mirror image
 * the same weight ({@link #mirror}).
 *
 * <p>The patterns, in order (instances in brackets): the edge with its two X squares (4), the 3x3
 * corner (4), the 2x5 corner (8), the second, third and fourth rows and columns (4 each), the two long
 * diagonals (2) and the diagonals of 7, 6, 5 and 4 squares (4 each): 46 instances. A final feature,
 * always present, is the bias of the phase.
 */
public final class Patterns {

    private Patterns() {
    }

    /** The number of patterns. */
    public static final int KINDS = 11;
    /** The number of pattern instances in a position. */
    public static final int INSTANCES = 46;
    /** The number of features of a position: the instances and the bias. */
    public static final int FEATURES = INSTANCES + 1;
    /** The number of phases: a position with d discs is in phase {@code min(PHASES - 1, (d - 4) / 4)}. */
    public static final int PHASES = 15;

    /** The squares of each pattern, in the order of its digits, as {c, r} pairs. */
    private static final int[][][] SQUARES = new int[KINDS][][];
    /** The instances of each pattern. */
    static final int[] COUNT = {4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4};
    /** Names of the patterns (the weights file's documentation). */
    static final String[] NAMES = {"edge+2X", "corner3x3", "corner2x5", "line2", "line3", "line4", "diagonal8",
        "diagonal7", "diagonal6", "diagonal5", "diagonal4"};

    static {
        int[][] edge = new int[10][];
        for (int k = 0; k < 8; k++) {
            edge[k] = new int[] {k, 0};
        }
        edge[8] = new int[] {1, 1};
        edge[9] = new int[] {6, 1};
        SQUARES[0] = edge;
        SQUARES[1] = rect(3, 3);
        SQUARES[2] = rect(5, 2);
        for (int r = 1; r <= 3; r++) {
            int[][] row = new int[8][];
            for (int k = 0; k < 8; k++) {
                row[k] = new int[] {k, r};
            }
            SQUARES[2 + r] = row;
        }
        int[][] main = new int[8][];
        for (int k = 0; k < 8; k++) {
            main[k] = new int[] {k, k};
        }
        SQUARES[6] = main;
        for (int len = 7; len >= 4; len--) {
            int[][] d = new int[len][];
            for (int c = 0; c < len; c++) {
                d[c] = new int[] {c, len - 1 - c};
            }
            SQUARES[7 + (7 - len)] = d;
        }
    }

    private static int[][] rect(int width, int height) {
        int[][] out = new int[width * height][];
        for (int k = 0; k < out.length; k++) {
            out[k] = new int[] {k % width, k / width};
        }
        return out;
    }

    /**
     * The number of squares of a pattern.
     *
     * @param kind the pattern, 0 to {@link #KINDS} - 1
     * @return its squares
     */
    public static int squares(int kind) {
        return SQUARES[kind].length;
    }

    /**
     * The squares of a pattern in the order of its digits, as {column, row} pairs.
     *
     * @param kind the pattern
     * @return a copy of its squares
     */
    public static int[][] squaresOf(int kind) {
        int[][] s = SQUARES[kind];
        int[][] out = new int[s.length][];
        for (int i = 0; i < s.length; i++) {
            out[i] = s[i].clone();
        }
        return out;
    }

    /**
     * The number of instances of a pattern.
     *
     * @param kind the pattern
     * @return its instances
     */
    public static int instances(int kind) {
        return COUNT[kind];
    }

    /**
     * The name of a pattern.
     *
     * @param kind the pattern
     * @return its name
     */
    public static String name(int kind) {
        return NAMES[kind];
    }

    /** Where each pattern's indices start in a phase's feature space. */
    private static final int[] OFFSET = new int[KINDS + 1];
    /** Where the bias is in a phase's feature space; also the space's size less one. */
    public static final int BIAS;
    /** The size of a phase's feature space: every pattern's indices and the bias. */
    public static final int SIZE;

    static {
        int o = 0;
        for (int k = 0; k < KINDS; k++) {
            OFFSET[k] = o;
            o += pow3(SQUARES[k].length);
        }
        OFFSET[KINDS] = o;
        BIAS = o;
        SIZE = o + 1;
    }

    /**
     * Where a pattern's indices start in a phase's feature space.
     *
     * @param kind the pattern
     * @return its first index
     */
    public static int offset(int kind) {
        return OFFSET[kind];
    }

    static int pow3(int n) {
        int x = 1;
        for (int i = 0; i < n; i++) {
            x *= 3;
        }
        return x;
    }

    /** The base-3 value of a set of digits given as bits: bit k set gives 3^k. */
    private static final int[] TERNARY = new int[1 << 10];

    static {
        for (int b = 0; b < TERNARY.length; b++) {
            int v = 0;
            int w = 1;
            for (int k = 0; k < 10; k++) {
                if ((b & (1 << k)) != 0) {
                    v += w;
                }
                w *= 3;
            }
            TERNARY[b] = v;
        }
    }

    /**
     * The feature index of each feature space entry's mirror image under the symmetry that maps its
     * pattern onto itself (itself for the 2x5 corner and the bias). Weights are shared so that an
     * index and its mirror always hold the same weight.
     */
    private static final int[] MIRROR;

    static {
        int[] mirror = new int[SIZE];
        for (int k = 0; k < KINDS; k++) {
            int[][] sq = SQUARES[k];
            int n = sq.length;
            int[] perm = new int[n];
            for (int i = 0; i < n; i++) {
                int[] image = selfImage(k, sq[i][0], sq[i][1]);
                perm[i] = -1;
                for (int j = 0; j < n; j++) {
                    if (sq[j][0] == image[0] && sq[j][1] == image[1]) {
                        perm[i] = j;
                    }
                }
                if (perm[i] < 0) {
                    throw new AssertionError("pattern " + k + " is not mapped onto itself");
                }
            }
            int size = pow3(n);
            for (int idx = 0; idx < size; idx++) {
                int v = idx;
                int m = 0;
                for (int i = 0; i < n; i++) {
                    int digit = v % 3;
                    v /= 3;
                    m += digit * pow3(perm[i]);
                }
                mirror[OFFSET[k] + idx] = OFFSET[k] + m;
            }
        }
        mirror[BIAS] = BIAS;
        MIRROR = mirror;
    }

    /** The image of a square under the symmetry that maps a pattern onto itself. */
    private static int[] selfImage(int kind, int c, int r) {
        switch (kind) {
            case 0:
            case 3:
            case 4:
            case 5:
                return new int[] {7 - c, r}; // a line read backwards
            case 1:
            case 7:
            case 8:
            case 9:
            case 10:
                return new int[] {r, c}; // reflected in the a1-h8 diagonal
            case 6:
                return new int[] {7 - c, 7 - r}; // the long diagonal read backwards
            default:
                return new int[] {c, r}; // the 2x5 corner has no such symmetry
        }
    }

    /**
     * The index of the mirror image of a feature index: the index of the configuration that the
     * symmetry mapping its pattern onto itself gives (itself for the 2x5 corner and the bias).
     *
     * @param index an index of a phase's feature space
     * @return the mirror's index
     */
    public static int mirror(int index) {
        return MIRROR[index];
    }

    /**
     * The phase of a position with the given number of discs on the board.
     *
     * @param discs the discs of both sides
     * @return the phase, 0 to {@link #PHASES} - 1
     */
    public static int phase(int discs) {
        int ph = (discs - 4) >> 2;
        return ph < 0 ? 0 : Math.min(PHASES - 1, ph);
    }

    // ---- the symmetries of the board -----------------------------------------------------------

    /** Row r goes to row 7 - r. */
    static long flipVertical(long x) {
        return Long.reverseBytes(x);
    }

    /** Column c goes to column 7 - c. */
    static long flipHorizontal(long x) {
        x = ((x >>> 1) & 0x5555555555555555L) | ((x & 0x5555555555555555L) << 1);
        x = ((x >>> 2) & 0x3333333333333333L) | ((x & 0x3333333333333333L) << 2);
        return ((x >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((x & 0x0F0F0F0F0F0F0F0FL) << 4);
    }

    /** Square (c, r) goes to (r, c): the reflection in the a1-h8 diagonal. */
    static long transpose(long x) {
        long t = 0x0F0F0F0F00000000L & (x ^ (x << 28));
        x ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (x ^ (x << 14));
        x ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (x ^ (x << 7));
        return x ^ t ^ (t >>> 7);
    }

    // ---- the contents of the instances -----------------------------------------------------------

    private static final long MAGIC = 0x0101010101010101L;
    private static final long DIAG8 = 0x8040201008040201L;
    private static final long DIAG7 = 0x0001020408102040L;
    private static final long DIAG6 = 0x0000010204081020L;
    private static final long DIAG5 = 0x0000000102040810L;
    private static final long DIAG4 = 0x0000000001020408L;

    private static int edge(long x) {
        return (int) ((x & 0xFF) | ((x >>> 1) & 0x100) | ((x >>> 5) & 0x200));
    }

    private static int corner3(long x) {
        return (int) ((x & 7) | ((x >>> 5) & 0x38) | ((x >>> 10) & 0x1C0));
    }

    private static int corner5(long x) {
        return (int) ((x & 0x1F) | ((x >>> 3) & 0x3E0));
    }

    private static int diagonal(long x, long mask) {
        return (int) (((x & mask) * MAGIC) >>> 56);
    }

    private static int index(int pBits, int oBits) {
        return TERNARY[pBits] + 2 * TERNARY[oBits];
    }

    /**
     * Writes the feature indices of a position into out[0..{@link #FEATURES}), each an index into a
     * phase's feature space, the bias last.
     *
     * @param p the discs of the side to move
     * @param o the opponent's discs (no square in both)
     * @param out at least {@link #FEATURES} entries
     */
    public static void features(long p, long o, int[] out) {
        // the eight images of the board: identity, V, H, VH, then the same after the transposition
        long p1 = flipVertical(p);
        long o1 = flipVertical(o);
        long p2 = flipHorizontal(p);
        long o2 = flipHorizontal(o);
        long p3 = flipVertical(p2);
        long o3 = flipVertical(o2);
        long p4 = transpose(p);
        long o4 = transpose(o);
        long p5 = flipVertical(p4);
        long o5 = flipVertical(o4);
        long p6 = flipHorizontal(p4);
        long o6 = flipHorizontal(o4);
        long p7 = flipVertical(p6);
        long o7 = flipVertical(o6);
        int i = 0;
        // edges and lines: the images that bring each side of the board to row 0 (identity, V, T, VT)
        int off = OFFSET[0];
        out[i++] = off + index(edge(p), edge(o));
        out[i++] = off + index(edge(p1), edge(o1));
        out[i++] = off + index(edge(p4), edge(o4));
        out[i++] = off + index(edge(p5), edge(o5));
        // corners: the images that bring each corner to a1 (identity, V, H, VH)
        off = OFFSET[1];
        out[i++] = off + index(corner3(p), corner3(o));
        out[i++] = off + index(corner3(p1), corner3(o1));
        out[i++] = off + index(corner3(p2), corner3(o2));
        out[i++] = off + index(corner3(p3), corner3(o3));
        off = OFFSET[2];
        out[i++] = off + index(corner5(p), corner5(o));
        out[i++] = off + index(corner5(p1), corner5(o1));
        out[i++] = off + index(corner5(p2), corner5(o2));
        out[i++] = off + index(corner5(p3), corner5(o3));
        out[i++] = off + index(corner5(p4), corner5(o4));
        out[i++] = off + index(corner5(p5), corner5(o5));
        out[i++] = off + index(corner5(p6), corner5(o6));
        out[i++] = off + index(corner5(p7), corner5(o7));
        for (int r = 1; r <= 3; r++) {
            off = OFFSET[2 + r];
            int s = 8 * r;
            out[i++] = off + index((int) (p >>> s) & 0xFF, (int) (o >>> s) & 0xFF);
            out[i++] = off + index((int) (p1 >>> s) & 0xFF, (int) (o1 >>> s) & 0xFF);
            out[i++] = off + index((int) (p4 >>> s) & 0xFF, (int) (o4 >>> s) & 0xFF);
            out[i++] = off + index((int) (p5 >>> s) & 0xFF, (int) (o5 >>> s) & 0xFF);
        }
        off = OFFSET[6];
        out[i++] = off + index(diagonal(p, DIAG8), diagonal(o, DIAG8));
        out[i++] = off + index(diagonal(p2, DIAG8), diagonal(o2, DIAG8));
        long[] masks = {DIAG7, DIAG6, DIAG5, DIAG4};
        for (int d = 0; d < 4; d++) {
            off = OFFSET[7 + d];
            long m = masks[d];
            out[i++] = off + index(diagonal(p, m), diagonal(o, m));
            out[i++] = off + index(diagonal(p1, m), diagonal(o1, m));
            out[i++] = off + index(diagonal(p2, m), diagonal(o2, m));
            out[i++] = off + index(diagonal(p3, m), diagonal(o3, m));
        }
        out[i] = BIAS;
    }

    /**
     * The sum of the weights of a position's features in one phase's weights: the inner loop of the
     * evaluation, without an intermediate array.
     */
    static int sum(long p, long o, short[] w) {
        long p1 = flipVertical(p);
        long o1 = flipVertical(o);
        long p2 = flipHorizontal(p);
        long o2 = flipHorizontal(o);
        long p3 = flipVertical(p2);
        long o3 = flipVertical(o2);
        long p4 = transpose(p);
        long o4 = transpose(o);
        long p5 = flipVertical(p4);
        long o5 = flipVertical(o4);
        long p6 = flipHorizontal(p4);
        long o6 = flipHorizontal(o4);
        long p7 = flipVertical(p6);
        long o7 = flipVertical(o6);
        int off = OFFSET[0];
        int s = w[off + index(edge(p), edge(o))] + w[off + index(edge(p1), edge(o1))]
                + w[off + index(edge(p4), edge(o4))] + w[off + index(edge(p5), edge(o5))];
        off = OFFSET[1];
        s += w[off + index(corner3(p), corner3(o))] + w[off + index(corner3(p1), corner3(o1))]
                + w[off + index(corner3(p2), corner3(o2))] + w[off + index(corner3(p3), corner3(o3))];
        off = OFFSET[2];
        s += w[off + index(corner5(p), corner5(o))] + w[off + index(corner5(p1), corner5(o1))]
                + w[off + index(corner5(p2), corner5(o2))] + w[off + index(corner5(p3), corner5(o3))]
                + w[off + index(corner5(p4), corner5(o4))] + w[off + index(corner5(p5), corner5(o5))]
                + w[off + index(corner5(p6), corner5(o6))] + w[off + index(corner5(p7), corner5(o7))];
        for (int r = 1; r <= 3; r++) {
            off = OFFSET[2 + r];
            int sh = 8 * r;
            s += w[off + index((int) (p >>> sh) & 0xFF, (int) (o >>> sh) & 0xFF)]
                    + w[off + index((int) (p1 >>> sh) & 0xFF, (int) (o1 >>> sh) & 0xFF)]
                    + w[off + index((int) (p4 >>> sh) & 0xFF, (int) (o4 >>> sh) & 0xFF)]
                    + w[off + index((int) (p5 >>> sh) & 0xFF, (int) (o5 >>> sh) & 0xFF)];
        }
        off = OFFSET[6];
        s += w[off + index(diagonal(p, DIAG8), diagonal(o, DIAG8))] + w[off + index(diagonal(p2, DIAG8), diagonal(o2, DIAG8))];
        s += diagonals(p, o, p1, o1, p2, o2, p3, o3, w, OFFSET[7], DIAG7);
        s += diagonals(p, o, p1, o1, p2, o2, p3, o3, w, OFFSET[8], DIAG6);
        s += diagonals(p, o, p1, o1, p2, o2, p3, o3, w, OFFSET[9], DIAG5);
        s += diagonals(p, o, p1, o1, p2, o2, p3, o3, w, OFFSET[10], DIAG4);
        return s + w[BIAS];
    }

    private static int diagonals(long p, long o, long p1, long o1, long p2, long o2, long p3, long o3, short[] w, int off,
            long m) {
        return w[off + index(diagonal(p, m), diagonal(o, m))] + w[off + index(diagonal(p1, m), diagonal(o1, m))]
                + w[off + index(diagonal(p2, m), diagonal(o2, m))] + w[off + index(diagonal(p3, m), diagonal(o3, m))];
    }
}
