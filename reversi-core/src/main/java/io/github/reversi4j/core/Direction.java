package io.github.reversi4j.core;

import java.util.Locale;
import java.util.Objects;

/**
 * The eight directions of the board (<a href="doc-files/rules.html#B2">RULES §B2</a>). North is toward row 1, east toward the last column.
 *
 * <p>The canonical text of a direction is its lower-case name ({@code n}, {@code ne}, ...), as used
 * in the single-line variant's move text (<a href="doc-files/rules.html#V2">RULES §V2</a>); {@link #parse(String)} reads it back.
 */
public enum Direction {
    /** Toward row 1. */
    N(0, -1),
    /** Toward row 1 and the last column. */
    NE(1, -1),
    /** Toward the last column. */
    E(1, 0),
    /** Toward the last row and the last column. */
    SE(1, 1),
    /** Toward the last row. */
    S(0, 1),
    /** Toward the last row and column a. */
    SW(-1, 1),
    /** Toward column a. */
    W(-1, 0),
    /** Toward row 1 and column a. */
    NW(-1, -1);

    private static final Direction[] VALUES = values();

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    /**
     * Returns the change of column of one step in this direction.
     *
     * @return -1, 0 or 1
     */
    public int dx() {
        return dx;
    }

    /**
     * Returns the change of row of one step in this direction.
     *
     * @return -1, 0 or 1
     */
    public int dy() {
        return dy;
    }

    /**
     * Returns the direction with the given step.
     *
     * @param dx the change of column, -1, 0 or 1
     * @param dy the change of row, -1, 0 or 1
     * @return the direction
     * @throws IllegalArgumentException if the step is not one of the eight directions
     */
    public static Direction of(int dx, int dy) {
        for (Direction d : VALUES) {
            if (d.dx == dx && d.dy == dy) {
                return d;
            }
        }
        throw new IllegalArgumentException("no direction with step (" + dx + ", " + dy + ")");
    }

    /**
     * Returns the canonical text of this direction, its lower-case name.
     *
     * @return {@code n}, {@code ne}, {@code e}, {@code se}, {@code s}, {@code sw}, {@code w} or {@code nw}
     */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses a direction from its name, in either case.
     *
     * @param text such as {@code ne} or {@code NE}
     * @return the direction
     * @throws TextParseException if the text names no direction
     */
    public static Direction parse(String text) {
        Objects.requireNonNull(text, "text");
        for (Direction d : VALUES) {
            if (Texts.equalsIgnoreCase(d.name(), text)) {
                return d;
            }
        }
        throw new TextParseException("not a direction: " + Texts.quote(text) + " (expected one of n, ne, e, se, s, sw, w, nw)",
                text, 0);
    }
}
