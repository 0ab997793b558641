package io.github.reversi4j.core;

import java.util.Objects;
import java.util.Optional;

/**
 * A square of a board, named by its column and row: {@code a1} is the top-left corner and columns
 * and rows count from there (RULES, coordinates). A square does not know the board it is on; a
 * {@link Geometry} says whether it {@linkplain Geometry#contains(Square) contains} it. Boards are at
 * most 16 by 16, so columns run {@code a}..{@code p} and rows {@code 1}..{@code 16}.
 *
 * <p>The canonical text is the lower-case column letter followed by the row number ({@code d3},
 * {@code j10}); {@link #parse(CharSequence)} also accepts upper case ({@code D3}).
 *
 * <p>This class is immutable and thread-safe; its instances are cached, but compare them with
 * {@link #equals(Object)}.
 */
public final class Square implements Comparable<Square> {

    /** The largest number of columns or rows of any board. */
    public static final int MAX_SIDE = 16;

    private static final Square[] CACHE = new Square[MAX_SIDE * MAX_SIDE];

    static {
        for (int row = 0; row < MAX_SIDE; row++) {
            for (int col = 0; col < MAX_SIDE; col++) {
                CACHE[row * MAX_SIDE + col] = new Square(col, row);
            }
        }
    }

    private final int column;
    private final int row;
    private final String text;

    private Square(int column, int row) {
        this.column = column;
        this.row = row;
        this.text = String.valueOf((char) ('a' + column)) + (row + 1);
    }

    /**
     * Returns the square at a zero-based column and row.
     *
     * @param column the column, 0 for {@code a}, at most 15
     * @param row the row, 0 for row {@code 1}, at most 15
     * @return the square
     * @throws IllegalArgumentException if the column or row is outside 0..15
     */
    public static Square of(int column, int row) {
        if (column < 0 || column >= MAX_SIDE || row < 0 || row >= MAX_SIDE) {
            throw new IllegalArgumentException("no square at column " + column + ", row " + row
                    + " (both must be in 0.." + (MAX_SIDE - 1) + ")");
        }
        return CACHE[row * MAX_SIDE + column];
    }

    /**
     * Parses a square such as {@code d3}, {@code D3} or {@code j10}: an ASCII letter {@code a..p} in
     * either case and a row {@code 1..16} in ASCII digits, nothing around them.
     *
     * @param text the square's name
     * @return the square
     * @throws TextParseException if the text is not a square's name, at the first character found wrong
     */
    public static Square parse(CharSequence text) {
        Optional<Square> s = tryParse(text);
        if (s.isPresent()) {
            return s.get();
        }
        throw new TextParseException("not a square: " + Texts.quote(text) + " (expected a column a..p and a row 1..16, e.g. d3)",
                text, errorIndex(text));
    }

    /** The index of the first character of a text that keeps it from being a square's name. */
    private static int errorIndex(CharSequence text) {
        int n = text.length();
        if (n == 0) {
            return 0;
        }
        char c = Texts.lower(text.charAt(0));
        if (c < 'a' || c >= 'a' + MAX_SIDE) {
            return 0;
        }
        for (int i = 1; i < n; i++) {
            char d = text.charAt(i);
            if (!Texts.isDigit(d) || (i == 1 && d == '0') || i > 2) {
                return i;
            }
        }
        // the row is missing or out of range
        return Math.min(1, n);
    }

    /** Parses a square, returning empty instead of throwing when the text is not a square's name. */
    static Optional<Square> tryParse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        int n = text.length();
        if (n < 2 || n > 3) {
            return Optional.empty();
        }
        char c = Texts.lower(text.charAt(0));
        if (c < 'a' || c >= 'a' + MAX_SIDE) {
            return Optional.empty();
        }
        int row = 0;
        for (int i = 1; i < n; i++) {
            char d = text.charAt(i);
            if (d < '0' || d > '9' || (i == 1 && d == '0')) {
                return Optional.empty();
            }
            row = row * 10 + (d - '0');
        }
        if (row < 1 || row > MAX_SIDE) {
            return Optional.empty();
        }
        return Optional.of(CACHE[(row - 1) * MAX_SIDE + (c - 'a')]);
    }

    /**
     * Returns the zero-based column ({@code a} is 0).
     *
     * @return the column, 0..15
     */
    public int column() {
        return column;
    }

    /**
     * Returns the zero-based row (row {@code 1} is 0).
     *
     * @return the row, 0..15
     */
    public int row() {
        return row;
    }

    /**
     * Returns the neighbouring square one step away in a direction, if it exists on a 16x16 board.
     * Whether it is on a smaller board is a question for its {@link Geometry}.
     *
     * @param direction the direction of the step
     * @return the neighbour, or empty at the edge of the largest board
     */
    public Optional<Square> step(Direction direction) {
        int c = column + direction.dx();
        int r = row + direction.dy();
        if (c < 0 || c >= MAX_SIDE || r < 0 || r >= MAX_SIDE) {
            return Optional.empty();
        }
        return Optional.of(CACHE[r * MAX_SIDE + c]);
    }

    /**
     * Orders squares row by row, then column by column (the row-major order of move encodings).
     *
     * @param other the square to compare with
     * @return negative, zero or positive as this square comes before, at or after {@code other}
     */
    @Override
    public int compareTo(Square other) {
        return Integer.compare(row * MAX_SIDE + column, other.row * MAX_SIDE + other.column);
    }

    @Override
    public boolean equals(Object o) {
        return this == o
                || (o instanceof Square && ((Square) o).column == column && ((Square) o).row == row);
    }

    @Override
    public int hashCode() {
        return row * MAX_SIDE + column;
    }

    /**
     * Returns the canonical name of the square, e.g. {@code d3}.
     *
     * @return the lower-case name
     */
    @Override
    public String toString() {
        return text;
    }
}
