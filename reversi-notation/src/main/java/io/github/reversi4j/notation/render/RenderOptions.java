package io.github.reversi4j.notation.render;

import io.github.reversi4j.core.Square;
import java.util.Objects;
import java.util.Optional;

/**
 * What a picture of a position shows: the coordinates (column letters and row numbers), the legal
 * moves of the side to move, the last move, and in SVG the size of a square in pixels. The defaults
 * show coordinates and legal moves, no last move, with squares of 40 pixels.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class RenderOptions {

    /** The smallest square size, in pixels. */
    public static final int MIN_SQUARE = 8;
    /** The largest square size, in pixels. */
    public static final int MAX_SQUARE = 512;

    private static final RenderOptions DEFAULTS = new RenderOptions(true, true, null, 40);

    private final boolean coordinates;
    private final boolean legalMoves;
    private final Square lastMove;
    private final int squareSize;

    private RenderOptions(boolean coordinates, boolean legalMoves, Square lastMove, int squareSize) {
        this.coordinates = coordinates;
        this.legalMoves = legalMoves;
        this.lastMove = lastMove;
        this.squareSize = squareSize;
    }

    /**
     * Returns the defaults: coordinates and legal moves shown, no last move, 40-pixel squares.
     *
     * @return the options
     */
    public static RenderOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Returns these options showing the coordinates or not.
     *
     * @param show whether to show them
     * @return the options
     */
    public RenderOptions withCoordinates(boolean show) {
        return new RenderOptions(show, legalMoves, lastMove, squareSize);
    }

    /**
     * Returns these options marking the legal moves of the side to move or not.
     *
     * @param show whether to mark them
     * @return the options
     */
    public RenderOptions withLegalMoves(boolean show) {
        return new RenderOptions(coordinates, show, lastMove, squareSize);
    }

    /**
     * Returns these options marking a square as the last move.
     *
     * @param square the square of the last placement
     * @return the options
     */
    public RenderOptions withLastMove(Square square) {
        return new RenderOptions(coordinates, legalMoves, Objects.requireNonNull(square, "square"), squareSize);
    }

    /**
     * Returns these options marking no last move.
     *
     * @return the options
     */
    public RenderOptions withoutLastMove() {
        return new RenderOptions(coordinates, legalMoves, null, squareSize);
    }

    /**
     * Returns these options with another square size for SVG.
     *
     * @param pixels the side of a square, {@value #MIN_SQUARE}..{@value #MAX_SQUARE}
     * @return the options
     * @throws IllegalArgumentException if the size is out of range
     */
    public RenderOptions withSquareSize(int pixels) {
        if (pixels < MIN_SQUARE || pixels > MAX_SQUARE) {
            throw new IllegalArgumentException("square size " + pixels + " not in " + MIN_SQUARE + ".." + MAX_SQUARE);
        }
        return new RenderOptions(coordinates, legalMoves, lastMove, pixels);
    }

    /**
     * Tells whether the coordinates are shown.
     *
     * @return true when shown
     */
    public boolean coordinates() {
        return coordinates;
    }

    /**
     * Tells whether the legal moves are marked.
     *
     * @return true when marked
     */
    public boolean legalMoves() {
        return legalMoves;
    }

    /**
     * Returns the square marked as the last move.
     *
     * @return the square, or empty
     */
    public Optional<Square> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    /**
     * Returns the side of a square in SVG, in pixels.
     *
     * @return the size
     */
    public int squareSize() {
        return squareSize;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof RenderOptions)) {
            return false;
        }
        RenderOptions r = (RenderOptions) o;
        return coordinates == r.coordinates && legalMoves == r.legalMoves && Objects.equals(lastMove, r.lastMove)
                && squareSize == r.squareSize;
    }

    @Override
    public int hashCode() {
        return Objects.hash(coordinates, legalMoves, lastMove, squareSize);
    }

    /**
     * Returns the options in words.
     *
     * @return e.g. {@code RenderOptions[coordinates=true, legalMoves=true, lastMove=f5, squareSize=40]}
     */
    @Override
    public String toString() {
        return "RenderOptions[coordinates=" + coordinates + ", legalMoves=" + legalMoves + ", lastMove="
                + (lastMove == null ? "none" : lastMove) + ", squareSize=" + squareSize + "]";
    }
}
