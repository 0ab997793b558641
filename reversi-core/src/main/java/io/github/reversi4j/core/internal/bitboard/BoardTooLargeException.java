package io.github.reversi4j.core.internal.bitboard;

/**
 * Thrown by the bitboard kernels when they are given a board of more than 64 squares, which does
 * not fit in a {@code long} bitboard. Such boards are played through the value API
 * ({@code io.github.reversi4j.core.GameState} and {@code Rules}), which handles every size.
 */
public final class BoardTooLargeException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The board's width. */
    private final int width;
    /** The board's height. */
    private final int height;

    /**
     * Creates the exception.
     *
     * @param width the number of columns of the board that does not fit
     * @param height the number of rows of the board that does not fit
     */
    public BoardTooLargeException(int width, int height) {
        super("a " + width + "x" + height + " board has " + (long) width * height
                + " squares, more than the 64 of a long bitboard; use the GameState and Rules API, which handle any size");
        this.width = width;
        this.height = height;
    }

    /**
     * Returns the number of columns of the board that does not fit.
     *
     * @return the width
     */
    public int width() {
        return width;
    }

    /**
     * Returns the number of rows of the board that does not fit.
     *
     * @return the height
     */
    public int height() {
        return height;
    }
}
