package io.github.reversi4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The shape of a board: its width and height, each even and between 4 and 16 (<a href="doc-files/rules.html#X1">RULES §X1</a>). Squares
 * are numbered row-major: the index of a square is {@code row * width + column}, so {@code a1} is 0
 * and, on 8x8, {@code h8} is 63. That index is also the bit of the square in a {@code long} bitboard
 * (boards of at most 64 squares) and the action number of a placement (see {@link Move#toAction}).
 *
 * <p>The canonical text is {@code WIDTHxHEIGHT}, e.g. {@code 8x8} or {@code 6x8}.
 *
 * <p>This class is immutable and thread-safe; its instances are cached.
 */
public final class Geometry {

    /** The smallest side of a board. */
    public static final int MIN_SIDE = 4;

    private static final Geometry[] CACHE = new Geometry[(Square.MAX_SIDE + 1) * (Square.MAX_SIDE + 1)];

    static {
        for (int w = MIN_SIDE; w <= Square.MAX_SIDE; w += 2) {
            for (int h = MIN_SIDE; h <= Square.MAX_SIDE; h += 2) {
                CACHE[w * (Square.MAX_SIDE + 1) + h] = new Geometry(w, h);
            }
        }
    }

    /** The standard 8x8 board of Othello (<a href="doc-files/rules.html#O1">RULES §O1</a>). */
    public static final Geometry STANDARD = of(8, 8);

    private final int width;
    private final int height;
    private final int size;
    private final List<Square> squares;
    private final List<Symmetry> symmetries;
    /** The squares of a board of at most 64 squares as bits; 0 for larger boards. */
    final long boardMask;

    private Geometry(int width, int height) {
        this.width = width;
        this.height = height;
        this.size = width * height;
        List<Square> all = new ArrayList<>(size);
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                all.add(Square.of(c, r));
            }
        }
        this.squares = Collections.unmodifiableList(all);
        List<Symmetry> syms = new ArrayList<>(8);
        for (Symmetry s : Symmetry.values()) {
            if (width == height || !s.swapsAxes()) {
                syms.add(s);
            }
        }
        this.symmetries = Collections.unmodifiableList(syms);
        this.boardMask = size > 64 ? 0 : size == 64 ? -1L : (1L << size) - 1;
    }

    /**
     * Returns the geometry of a board of the given size.
     *
     * @param width the number of columns, even, 4..16
     * @param height the number of rows, even, 4..16
     * @return the geometry
     * @throws IllegalArgumentException if a side is odd or out of range
     */
    public static Geometry of(int width, int height) {
        if (width < MIN_SIDE || width > Square.MAX_SIDE || height < MIN_SIDE || height > Square.MAX_SIDE
                || (width & 1) != 0 || (height & 1) != 0) {
            throw new IllegalArgumentException("unsupported board size " + width + "x" + height
                    + ": width and height must be even and between " + MIN_SIDE + " and " + Square.MAX_SIDE);
        }
        return CACHE[width * (Square.MAX_SIDE + 1) + height];
    }

    /**
     * Returns the geometry of a square board.
     *
     * @param side the number of rows and columns, even, 4..16
     * @return the geometry
     * @throws IllegalArgumentException if the side is odd or out of range
     */
    public static Geometry of(int side) {
        return of(side, side);
    }

    /** A side's length: one or two ASCII digits without a leading zero, as the canonical text writes it. */
    private static int side(String text, int from, int to, String what) {
        int n = Texts.count(text, from, to, what);
        if (to - from > 2 || (to - from == 2 && text.charAt(from) == '0')) {
            throw new TextParseException("expected " + what + " of one or two digits without a leading zero", text, from);
        }
        return n;
    }

    /**
     * Parses a geometry from {@code WIDTHxHEIGHT} (e.g. {@code 8x8}, {@code 6X8}) or a single side
     * ({@code 10} for 10x10).
     *
     * @param text the text to read: ASCII digits and {@code x} or {@code X}, spaces around ignored
     * @return the geometry
     * @throws TextParseException if the text is not a supported board size
     */
    public static Geometry parse(String text) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        int x = from;
        while (x < to && Texts.lower(text.charAt(x)) != 'x') {
            x++;
        }
        int width = side(text, from, x, "a board width");
        int height = x == to ? width : side(text, x + 1, to, "a board height");
        try {
            return of(width, height);
        } catch (IllegalArgumentException e) {
            throw new TextParseException(e.getMessage(), text, from, e);
        }
    }

    /**
     * Returns the number of columns.
     *
     * @return the width, 4..16
     */
    public int width() {
        return width;
    }

    /**
     * Returns the number of rows.
     *
     * @return the height, 4..16
     */
    public int height() {
        return height;
    }

    /**
     * Returns the number of squares, {@code width * height}.
     *
     * @return the number of squares
     */
    public int size() {
        return size;
    }

    /**
     * Tells whether boards of this shape fit in one {@code long} per color (at most 64 squares), the
     * fast path of the bitboard kernels.
     *
     * @return true for boards of at most 64 squares
     */
    boolean fitsInLong() {
        return size <= 64;
    }

    /**
     * Tells whether the board is square (width equals height), which gives it 8 symmetries instead of 4.
     *
     * @return true when width equals height
     */
    public boolean isSquare() {
        return width == height;
    }

    /**
     * Tells whether a square lies on boards of this shape.
     *
     * @param square the square
     * @return true if its column is below the width and its row below the height
     */
    public boolean contains(Square square) {
        return square.column() < width && square.row() < height;
    }

    /**
     * Tells whether a column and row lie on boards of this shape.
     *
     * @param column the zero-based column, any integer
     * @param row the zero-based row, any integer
     * @return true if the point is on the board
     */
    boolean contains(int column, int row) {
        return column >= 0 && column < width && row >= 0 && row < height;
    }

    /**
     * Returns the row-major index of a square, {@code row * width + column}.
     *
     * @param square a square on this geometry
     * @return the index, 0 .. size - 1
     * @throws IllegalArgumentException if the square is not on the board
     */
    public int index(Square square) {
        if (!contains(square)) {
            throw new IllegalArgumentException("square " + square + " is not on a " + this + " board");
        }
        return square.row() * width + square.column();
    }

    /**
     * Returns the square with a row-major index.
     *
     * @param index the index, 0 .. size - 1
     * @return the square
     * @throws IndexOutOfBoundsException if the index is out of range
     */
    public Square square(int index) {
        return squares.get(index);
    }

    /**
     * Returns every square of the board in row-major order.
     *
     * @return an unmodifiable list of {@link #size()} squares
     */
    public List<Square> squares() {
        return squares;
    }

    /**
     * Returns the four center squares, where the opening discs stand: in row-major order the
     * top-left, top-right, bottom-left and bottom-right one ({@code d4 e4 d5 e5} on 8x8).
     *
     * @return an unmodifiable list of the four center squares
     */
    public List<Square> center() {
        int c = width / 2 - 1;
        int r = height / 2 - 1;
        return List.of(Square.of(c, r), Square.of(c + 1, r), Square.of(c, r + 1), Square.of(c + 1, r + 1));
    }

    /**
     * Returns the symmetries that map boards of this shape onto themselves: all 8 on square boards,
     * the 4 that keep the axes ({@link Symmetry#IDENTITY}, {@link Symmetry#ROTATE_180},
     * {@link Symmetry#FLIP_HORIZONTAL}, {@link Symmetry#FLIP_VERTICAL}) on rectangles.
     *
     * @return an unmodifiable list, starting with the identity
     */
    public List<Symmetry> symmetries() {
        return symmetries;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof Geometry && ((Geometry) o).width == width && ((Geometry) o).height == height);
    }

    @Override
    public int hashCode() {
        return width * 31 + height;
    }

    /**
     * Returns the canonical text, {@code WIDTHxHEIGHT}.
     *
     * @return e.g. {@code 8x8}
     */
    @Override
    public String toString() {
        return width + "x" + height;
    }
}
