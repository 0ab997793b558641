package io.github.reversi4j.core.internal.bitboard;

/**
 * The shift tables of the bitboard kernels for a board of at most 64 squares: for each of the eight
 * directions the shift of a one-square step and the mask of the squares a step may land on, the mask
 * of the board, and the longest run of discs a line can hold. The directions are numbered 0 to 7
 * clockwise from north (N, NE, E, SE, S, SW, W, NW), rows growing southwards.
 */
final class Tables {

    /** The column steps of the eight directions. */
    static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    /** The row steps of the eight directions. */
    static final int[] DY = {-1, -1, 0, 1, 1, 1, 0, -1};

    private static final int SIDES = 65;
    private static final Tables[] CACHE = new Tables[SIDES * SIDES];

    /** The squares of the board. */
    final long boardMask;
    /** The shift of a one-square step, by direction. */
    private final int[] shifts;
    /** The squares a one-square step may land on, by direction. */
    private final long[] stepMasks;
    /** The longest run of opponent discs a line can hold. */
    final int longestLine;

    private Tables(int width, int height) {
        int size = width * height;
        long all = size == 64 ? -1L : (1L << size) - 1;
        long col0 = 0;
        long colLast = 0;
        for (int r = 0; r < height; r++) {
            col0 |= 1L << (r * width);
            colLast |= 1L << (r * width + width - 1);
        }
        this.boardMask = all;
        this.longestLine = Math.max(width, height) - 2;
        this.shifts = new int[8];
        this.stepMasks = new long[8];
        for (int d = 0; d < 8; d++) {
            shifts[d] = DY[d] * width + DX[d];
            long m = all;
            if (DX[d] == 1) {
                m &= ~col0;
            } else if (DX[d] == -1) {
                m &= ~colLast;
            }
            stepMasks[d] = m;
        }
    }

    /**
     * Returns the tables of a board.
     *
     * @param width the number of columns
     * @param height the number of rows
     * @return the tables
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a side is less than 1
     */
    static Tables of(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("a board of " + width + "x" + height + " squares");
        }
        if ((long) width * height > 64) {
            throw new BoardTooLargeException(width, height);
        }
        int k = width * SIDES + height;
        Tables t = CACHE[k];
        if (t == null) {
            // a race builds equal tables twice; their fields are final, so any one read is whole
            t = new Tables(width, height);
            CACHE[k] = t;
        }
        return t;
    }

    /** The shift of a one-square step in a direction, negative towards lower indices. */
    int shift(int direction) {
        return shifts[direction];
    }

    /** The squares a one-square step in a direction may land on. */
    long stepMask(int direction) {
        return stepMasks[direction];
    }

    /**
     * Returns the number of a direction.
     *
     * @param dx the change of column, -1, 0 or 1
     * @param dy the change of row, -1, 0 or 1
     * @return the number, 0 to 7
     * @throws IllegalArgumentException if the step is not one of the eight
     */
    static int direction(int dx, int dy) {
        for (int d = 0; d < 8; d++) {
            if (DX[d] == dx && DY[d] == dy) {
                return d;
            }
        }
        throw new IllegalArgumentException("no direction with step (" + dx + ", " + dy + ")");
    }
}
