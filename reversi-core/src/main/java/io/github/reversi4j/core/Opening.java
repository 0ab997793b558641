package io.github.reversi4j.core;

import java.util.List;

/**
 * How the four center squares are set up at the start (<a href="doc-files/rules.html#R2">RULES §R2</a>). The center squares are those of
 * {@link Geometry#center()}: on 8x8 {@code d4}, {@code e4}, {@code d5} and {@code e5}.
 */
public enum Opening {
    /**
     * The Othello start (<a href="doc-files/rules.html#O1">RULES §O1</a>, <a href="doc-files/rules.html#P4">§P4</a>): each color on a diagonal, WHITE on the top-left and
     * bottom-right center squares ({@code d4}, {@code e5}), BLACK on the other two ({@code e4},
     * {@code d5}).
     */
    CROSSED,
    /**
     * The Ravensburger Reversi start (<a href="doc-files/rules.html#R2">RULES §R2</a>): each color owns two squares side by side. RULES.md
     * does not say which color takes which column; the library puts WHITE on the left center column
     * ({@code d4}, {@code d5}) and BLACK on the right one ({@code e4}, {@code e5}), so that WHITE keeps
     * {@code d4} as in the crossed start. Mirroring the board gives the other reading.
     */
    PARALLEL,
    /**
     * The 19th-century start (<a href="doc-files/rules.html#R2">RULES §R2</a>): the board starts empty, and each of the first four moves
     * places a disc on an empty center square, without outflanking; normal play starts with move five.
     */
    OPEN_CENTER;

    /**
     * Returns the board this opening starts from.
     *
     * @param geometry the board's shape
     * @return the start board: four center discs, or none for {@link #OPEN_CENTER}
     */
    public Board board(Geometry geometry) {
        Board b = Board.empty(geometry);
        List<Square> c = geometry.center();
        switch (this) {
            case CROSSED:
                return b.with(c.get(0), Color.WHITE).with(c.get(3), Color.WHITE)
                        .with(c.get(1), Color.BLACK).with(c.get(2), Color.BLACK);
            case PARALLEL:
                return b.with(c.get(0), Color.WHITE).with(c.get(2), Color.WHITE)
                        .with(c.get(1), Color.BLACK).with(c.get(3), Color.BLACK);
            default:
                return b;
        }
    }
}
