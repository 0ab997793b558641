package io.github.reversi4j.notation.render;

import io.github.reversi4j.core.Square;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a picture of a position shows: the coordinates (column letters and row numbers), the legal
 * moves of the side to move, the last move, the {@linkplain SquareMark marks} of single squares (blocked,
 * highlighted), and in SVG the size of a square in pixels. The defaults show coordinates and legal
 * moves, no last move and no marks, with squares of 40 pixels.
 *
 * <p>Marks are the per-square hook of the pictures: a program paints the holes of its own variant, or
 * highlights squares, without touching the drawing.
 *
 * <pre>{@code
 * SquareSet holes = SquareSet.parse(Geometry.STANDARD, "[c3, f6]");   // a variant's own holes
 * RenderOptions o = RenderOptions.defaults().withMarks(holes, SquareMark.BLOCKED)
 *         .withMark(Square.parse("d3"), SquareMark.HIGHLIGHT);              // a move to consider
 * }</pre>
 *
 * <p>This class is immutable and thread-safe.
 */
public final class RenderOptions {

    /** The smallest square size, in pixels. */
    static final int MIN_SQUARE = 8;
    /** The largest square size, in pixels. */
    static final int MAX_SQUARE = 512;

    private static final RenderOptions DEFAULTS = new RenderOptions(true, true, null, 40, Map.of());

    private final boolean coordinates;
    private final boolean legalMoves;
    private final Square lastMove;
    private final int squareSize;
    /** The marks, in square order, unmodifiable. */
    private final Map<Square, SquareMark> marks;

    private RenderOptions(boolean coordinates, boolean legalMoves, Square lastMove, int squareSize,
            Map<Square, SquareMark> marks) {
        this.coordinates = coordinates;
        this.legalMoves = legalMoves;
        this.lastMove = lastMove;
        this.squareSize = squareSize;
        this.marks = Collections.unmodifiableMap(new TreeMap<>(marks)); // at most one per square: 256
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
        return new RenderOptions(show, legalMoves, lastMove, squareSize, marks);
    }

    /**
     * Returns these options marking the legal moves of the side to move or not.
     *
     * @param show whether to mark them
     * @return the options
     */
    public RenderOptions withLegalMoves(boolean show) {
        return new RenderOptions(coordinates, show, lastMove, squareSize, marks);
    }

    /**
     * Returns these options marking a square as the last move.
     *
     * @param square the square of the last placement
     * @return the options
     */
    public RenderOptions withLastMove(Square square) {
        return new RenderOptions(coordinates, legalMoves, Objects.requireNonNull(square, "square"), squareSize, marks);
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
        return new RenderOptions(coordinates, legalMoves, lastMove, pixels, marks);
    }

    /**
     * Returns these options with a mark on a square, in place of the mark it had. A square that is not
     * on the board drawn is left out of the picture, as the last move is.
     *
     * @param square the square
     * @param mark how to mark it
     * @return the options
     */
    public RenderOptions withMark(Square square, SquareMark mark) {
        Map<Square, SquareMark> m = new TreeMap<>(marks);
        m.put(Objects.requireNonNull(square, "square"), Objects.requireNonNull(mark, "mark"));
        return new RenderOptions(coordinates, legalMoves, lastMove, squareSize, m);
    }

    /**
     * Returns these options with the same mark on several squares, in place of the marks they had: the
     * holes of a variant, say ({@code withMarks(holes, SquareMark.BLOCKED)}).
     *
     * @param squares the squares, e.g. a {@link io.github.reversi4j.core.SquareSet}
     * @param mark how to mark them
     * @return the options
     */
    public RenderOptions withMarks(Iterable<Square> squares, SquareMark mark) {
        Objects.requireNonNull(mark, "mark");
        Map<Square, SquareMark> m = new TreeMap<>(marks);
        for (Square s : squares) {
            m.put(Objects.requireNonNull(s, "square"), mark);
        }
        return new RenderOptions(coordinates, legalMoves, lastMove, squareSize, m);
    }

    /** These options with no square marked (the blocked squares of the rules are still drawn). */
    RenderOptions withoutMarks() {
        return new RenderOptions(coordinates, legalMoves, lastMove, squareSize, Map.of());
    }

    /**
     * Returns the marked squares and their marks.
     *
     * @return an unmodifiable map, in square order
     */
    public Map<Square, SquareMark> marks() {
        return marks;
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
                && squareSize == r.squareSize && marks.equals(r.marks);
    }

    @Override
    public int hashCode() {
        return Objects.hash(coordinates, legalMoves, lastMove, squareSize, marks);
    }

    /**
     * Returns the options in words.
     *
     * @return e.g. {@code RenderOptions[coordinates=true, legalMoves=true, lastMove=f5, squareSize=40]}, with
     *     {@code , marks={a1=BLOCKED, c4=HIGHLIGHT}} before the bracket when squares are marked
     */
    @Override
    public String toString() {
        return "RenderOptions[coordinates=" + coordinates + ", legalMoves=" + legalMoves + ", lastMove="
                + (lastMove == null ? "none" : lastMove) + ", squareSize=" + squareSize
                + (marks.isEmpty() ? "" : ", marks=" + marks) + "]";
    }
}
