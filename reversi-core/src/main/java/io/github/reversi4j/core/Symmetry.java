package io.github.reversi4j.core;

/**
 * The symmetries of the board: the rotations and reflections that map a board onto itself. A square
 * board has all eight; a rectangular one only the four that do not swap rows and columns (see
 * {@link Geometry#symmetries()}). Playing a move and then applying a symmetry gives the same state as
 * applying the symmetry to the state and to the move and then playing (the rules commute with the
 * symmetries).
 */
public enum Symmetry {
    /** Leaves every square where it is. */
    IDENTITY(false),
    /** Turns the board a quarter clockwise: {@code a1} goes to the top-right corner. */
    ROTATE_90(true),
    /** Turns the board half a turn: {@code a1} goes to the bottom-right corner. */
    ROTATE_180(false),
    /** Turns the board a quarter counter-clockwise: {@code a1} goes to the bottom-left corner. */
    ROTATE_270(true),
    /** Mirrors the columns: column {@code a} becomes the last column. */
    FLIP_HORIZONTAL(false),
    /** Mirrors the rows: row 1 becomes the last row. */
    FLIP_VERTICAL(false),
    /** Mirrors along the diagonal through {@code a1}: a square's column and row trade places. */
    TRANSPOSE(true),
    /** Mirrors along the other diagonal, through the top-right and bottom-left corners. */
    ANTI_TRANSPOSE(true);

    private final boolean swapsAxes;

    Symmetry(boolean swapsAxes) {
        this.swapsAxes = swapsAxes;
    }

    /**
     * Tells whether this symmetry swaps rows and columns, and so only applies to square boards.
     *
     * @return true for the quarter turns and the two diagonal reflections
     */
    boolean swapsAxes() {
        return swapsAxes;
    }

    /** The symmetry that undoes this one: itself, except for the quarter turns. */
    Symmetry inverse() {
        if (this == ROTATE_90) {
            return ROTATE_270;
        }
        if (this == ROTATE_270) {
            return ROTATE_90;
        }
        return this;
    }

    /**
     * Maps a square.
     *
     * @param square a square of the geometry
     * @param geometry the board's shape
     * @return the image of the square
     * @throws IllegalArgumentException if the symmetry does not apply to this geometry or the square
     *     is not on it
     */
    public Square apply(Square square, Geometry geometry) {
        check(geometry);
        if (!geometry.contains(square)) {
            throw new IllegalArgumentException("square " + square + " is not on a " + geometry + " board");
        }
        int w = geometry.width() - 1;
        int h = geometry.height() - 1;
        int c = square.column();
        int r = square.row();
        switch (this) {
            case IDENTITY: return square;
            case ROTATE_90: return Square.of(h - r, c);
            case ROTATE_180: return Square.of(w - c, h - r);
            case ROTATE_270: return Square.of(r, w - c);
            case FLIP_HORIZONTAL: return Square.of(w - c, r);
            case FLIP_VERTICAL: return Square.of(c, h - r);
            case TRANSPOSE: return Square.of(r, c);
            default: return Square.of(h - r, w - c);
        }
    }

    /**
     * Maps a direction: the image of a step from a square is the step between the images.
     *
     * @param direction the direction
     * @return the image of the direction
     */
    public Direction apply(Direction direction) {
        int x = direction.dx();
        int y = direction.dy();
        switch (this) {
            case IDENTITY: return direction;
            case ROTATE_90: return Direction.of(-y, x);
            case ROTATE_180: return Direction.of(-x, -y);
            case ROTATE_270: return Direction.of(y, -x);
            case FLIP_HORIZONTAL: return Direction.of(-x, y);
            case FLIP_VERTICAL: return Direction.of(x, -y);
            case TRANSPOSE: return Direction.of(y, x);
            default: return Direction.of(-y, -x);
        }
    }

    /**
     * Tells whether this symmetry maps boards of the given shape onto themselves.
     *
     * @param geometry the board's shape
     * @return true for every symmetry on square boards, and for those that keep the axes on rectangles
     */
    boolean appliesTo(Geometry geometry) {
        return !swapsAxes || geometry.isSquare();
    }

    void check(Geometry geometry) {
        if (!appliesTo(geometry)) {
            throw new IllegalArgumentException(this + " does not map a " + geometry + " board onto itself");
        }
    }
}
