package io.github.reversi4j.core.internal;

import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.Geometry;

/**
 * The shift tables of the bitboard kernels for a board of at most 64 squares: for each of the eight
 * directions the shift of a one-square step and the mask of the squares a step may land on, the mask
 * of the board, and the longest run of discs a line can hold. Not part of the API.
 */
public final class Tables {

    private static final int SIDES = 17;
    private static final Tables[] CACHE = new Tables[SIDES * SIDES];

    /** The squares of the board. */
    public final long boardMask;
    /** The shift of a one-square step, by direction ordinal. */
    private final int[] shifts;
    /** The squares a one-square step may land on, by direction ordinal. */
    private final long[] stepMasks;
    /** The longest run of opponent discs a line can hold. */
    public final int longestLine;

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
        for (Direction d : Direction.values()) {
            shifts[d.ordinal()] = d.dy() * width + d.dx();
            long m = all;
            if (d.dx() == 1) {
                m &= ~col0;
            } else if (d.dx() == -1) {
                m &= ~colLast;
            }
            stepMasks[d.ordinal()] = m;
        }
    }

    /**
     * Returns the tables of a geometry.
     *
     * @param geometry a geometry of at most 64 squares
     * @return the tables
     * @throws IllegalArgumentException if the geometry has more than 64 squares
     */
    public static Tables of(Geometry geometry) {
        int w = geometry.width();
        int h = geometry.height();
        if (w * h > 64) {
            throw new IllegalArgumentException("a " + geometry + " board has more than 64 squares");
        }
        int k = w * SIDES + h;
        Tables t = CACHE[k];
        if (t == null) {
            t = new Tables(w, h);
            CACHE[k] = t;
        }
        return t;
    }

    /**
     * Returns the shift of a one-square step.
     *
     * @param direction the direction's ordinal
     * @return the shift, negative towards lower indices
     */
    public int shift(int direction) {
        return shifts[direction];
    }

    /**
     * Returns the squares a one-square step may land on.
     *
     * @param direction the direction's ordinal
     * @return the mask
     */
    public long stepMask(int direction) {
        return stepMasks[direction];
    }
}
