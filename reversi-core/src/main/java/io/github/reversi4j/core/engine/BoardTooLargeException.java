package io.github.reversi4j.core.engine;

import io.github.reversi4j.core.Geometry;

/**
 * Thrown by the engine level when it is given a board of more than 64 squares, which does not fit in
 * a {@code long} bitboard (see {@link Geometry#fitsInLong()}). Such boards are played through the
 * value API ({@link io.github.reversi4j.core.GameState}, {@link io.github.reversi4j.core.Rules}),
 * which handles every size.
 */
public final class BoardTooLargeException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The board's width (a geometry is a cached value, rebuilt from its sides). */
    private final int width;
    /** The board's height. */
    private final int height;

    /**
     * Creates the exception.
     *
     * @param geometry the shape of the board that does not fit
     */
    public BoardTooLargeException(Geometry geometry) {
        super("a " + geometry + " board has " + geometry.size()
                + " squares, more than the 64 of a long bitboard; use the GameState and Rules API, which handle any size");
        this.width = geometry.width();
        this.height = geometry.height();
    }

    /**
     * Returns the shape of the board that does not fit.
     *
     * @return the geometry
     */
    public Geometry geometry() {
        return Geometry.of(width, height);
    }
}
