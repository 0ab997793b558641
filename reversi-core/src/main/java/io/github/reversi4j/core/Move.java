package io.github.reversi4j.core;

import java.util.Objects;
import java.util.Optional;

/**
 * A move: a placement on a square, a pass, or a declared end (a rule set in which the player may
 * end the game at will, such as the solo game, <a href="doc-files/rules.html#S6">RULES §S6</a>; no
 * other rule set accepts it, so a pass keeps its one meaning). A placement may also name the color of the placed disc
 * (the solo game, where the one player places either color, <a href="doc-files/rules.html#S1">RULES §S1</a>) and the line to flip (the
 * single-line variant, <a href="doc-files/rules.html#V2">RULES §V2</a>); in the two-player rule sets the color is the side to move's and
 * need not be named.
 *
 * <p>The canonical text is {@code pass} for a pass, {@code end} for a declared end and, for a placement, the square ({@code d3}),
 * preceded by the color's symbol and a colon when a color is named ({@code X:d3}, {@code O:d3}) and
 * followed by {@code >} and the direction when a line is named ({@code d3>ne}). {@link #parse(String)}
 * reads it back, and also accepts the pass spellings of the record formats ({@code pa}, {@code ps},
 * {@code --}, {@code @@}, any case).
 *
 * <p>For machine learning, {@link #toAction(Geometry)} numbers the plain moves of a board: a
 * placement is its square's row-major index and a pass is {@code width * height}.
 *
 * <pre>{@code
 * Move d3 = Move.parse("d3");                       // Move.place("d3"), equal and the same instance
 * Move line = Move.parse("d3>ne");                  // the single-line variant: d3, flipping the north-east line
 * Move solo = Move.parse("X:d3");                   // the solo game: an X disc (Color.BLACK) on d3
 * Move pass = Move.parse("PA");                     // Move.pass(), whose text is "pass"
 * line.square();                                    // Optional[d3]
 * line.line();                                      // Optional[NE]
 * line.plain();                                     // d3
 * d3.toAction(Geometry.STANDARD);                   // 19: row 2 * 8 + column 3
 * pass.toAction(Geometry.STANDARD);                 // 64
 * }</pre>
 *
 * <p>This class is immutable and thread-safe; plain placements, the pass and the declared end are
 * cached instances. It stays a final class rather than a sealed hierarchy: the plain placements are
 * interned with the look-up keys the rule sets' fast paths read, and {@link #isPass()},
 * {@link #isDeclaredEnd()} and {@link #square()} tell the three kinds apart.
 */
public final class Move {

    private static final Move PASS = new Move(null, null, null, -1);
    private static final Move END = new Move(true);
    private static final Move[] PLAIN = new Move[Square.MAX_SIDE * Square.MAX_SIDE];

    static {
        for (int r = 0; r < Square.MAX_SIDE; r++) {
            for (int c = 0; c < Square.MAX_SIDE; c++) {
                PLAIN[r * Square.MAX_SIDE + c] = new Move(Square.of(c, r), null, null, r * Square.MAX_SIDE + c);
            }
        }
    }

    private final Square square;
    private final Color color;
    private final Direction line;
    /** True for the declared end alone. */
    private final boolean end;
    /**
     * For a plain placement (one of the cached instances), {@code row * Square.MAX_SIDE + column}
     * of its square; -1 for every other move. The rule sets of this module find a plain placement's
     * square from it with one table look-up.
     */
    final int plainKey;
    /**
     * For a plain placement on a square of the 8x8 board, the square's row-major index there
     * ({@code row * 8 + column}); -1 for every other move: the 8x8 rules need no look-up at all.
     */
    final int index8;

    private Move(Square square, Color color, Direction line) {
        this(square, color, line, -1);
    }

    private Move(boolean end) {
        this.square = null;
        this.color = null;
        this.line = null;
        this.plainKey = -1;
        this.index8 = -1;
        this.end = end;
    }

    private Move(Square square, Color color, Direction line, int plainKey) {
        this.end = false;
        this.square = square;
        this.color = color;
        this.line = line;
        this.plainKey = plainKey;
        this.index8 = plainKey >= 0 && square.column() < 8 && square.row() < 8 ? square.row() * 8 + square.column() : -1;
    }

    /**
     * Returns the declared end: the player ends the game at will, in a rule set that allows it (the
     * solo game's stop, <a href="doc-files/rules.html#S6">RULES §S6</a>). It is not a pass: the other
     * rule sets refuse it with {@link IllegalMoveException.Reason#END_NOT_ALLOWED}.
     *
     * @return the declared end, whose text is {@code end}
     */
    public static Move declareEnd() {
        return END;
    }

    /**
     * Returns the pass (<a href="doc-files/rules.html#B4">RULES §B4</a>).
     *
     * @return the pass move
     */
    public static Move pass() {
        return PASS;
    }

    /**
     * Returns the placement of a disc of the side to move on a square.
     *
     * @param square the square
     * @return the move
     */
    public static Move place(Square square) {
        Objects.requireNonNull(square, "square");
        return PLAIN[square.row() * Square.MAX_SIDE + square.column()];
    }

    /**
     * Returns the placement on a square given by name, e.g. {@code place("d3")}.
     *
     * @param square the square's name
     * @return the move
     * @throws IllegalArgumentException if the text is not a square
     */
    public static Move place(String square) {
        return place(Square.parse(square));
    }

    /**
     * Returns the placement of a disc of a named color (<a href="doc-files/rules.html#S1">RULES §S1</a>).
     *
     * @param square the square
     * @param color the color of the placed disc
     * @return the move
     */
    public static Move place(Square square, Color color) {
        Objects.requireNonNull(square, "square");
        return new Move(square, Objects.requireNonNull(color, "color"), null);
    }

    /**
     * Returns the placement that flips only the line in one direction (<a href="doc-files/rules.html#V2">RULES §V2</a>).
     *
     * @param square the square
     * @param line the direction of the line to flip
     * @return the move
     */
    public static Move place(Square square, Direction line) {
        Objects.requireNonNull(square, "square");
        return new Move(square, null, Objects.requireNonNull(line, "line"));
    }

    /**
     * Returns the move with a given action number (see {@link #toAction(Geometry)}).
     *
     * @param action the action, 0 .. {@code width * height + 1}
     * @param geometry the board's shape
     * @return the plain placement, the pass or the declared end
     * @throws IllegalArgumentException if the action is out of range
     */
    public static Move ofAction(int action, Geometry geometry) {
        if (action == geometry.size()) {
            return PASS;
        }
        if (action == geometry.size() + 1) {
            return END;
        }
        if (action < 0 || action > geometry.size()) {
            throw new IllegalArgumentException("action " + action + " is not in 0.." + (geometry.size() + 1)
                    + " on a " + geometry + " board");
        }
        return place(geometry.square(action));
    }

    /**
     * Tells whether this move is a pass.
     *
     * @return true for the pass
     */
    public boolean isPass() {
        return square == null && !end;
    }

    /**
     * Tells whether this is a placement: a move with a {@link #square()}, neither a pass nor the
     * declared end.
     *
     * @return true for a placement
     */
    public boolean isPlacement() {
        return square != null;
    }

    /**
     * Tells whether this is the declared end ({@link #declareEnd()}).
     *
     * @return true for the declared end
     */
    public boolean isDeclaredEnd() {
        return end;
    }

    /**
     * Returns the square of a placement.
     *
     * @return the square, or empty for a pass
     */
    public Optional<Square> square() {
        return Optional.ofNullable(square);
    }

    /**
     * Returns the color this placement names (<a href="doc-files/rules.html#S1">RULES §S1</a>).
     *
     * @return the color, or empty when the move does not name one
     */
    public Optional<Color> color() {
        return Optional.ofNullable(color);
    }

    /**
     * Returns the line this placement chooses (<a href="doc-files/rules.html#V2">RULES §V2</a>).
     *
     * @return the direction, or empty when the move does not name one
     */
    public Optional<Direction> line() {
        return Optional.ofNullable(line);
    }

    /**
     * Returns this placement naming a color.
     *
     * @param newColor the color of the placed disc
     * @return the move
     * @throws IllegalStateException if this move is a pass
     */
    public Move withColor(Color newColor) {
        requirePlacement();
        return new Move(square, Objects.requireNonNull(newColor, "color"), line);
    }

    /**
     * Returns this placement choosing a line.
     *
     * @param newLine the direction of the line to flip
     * @return the move
     * @throws IllegalStateException if this move is a pass
     */
    public Move withLine(Direction newLine) {
        requirePlacement();
        return new Move(square, color, Objects.requireNonNull(newLine, "line"));
    }

    /**
     * Returns the plain placement on this move's square, without color or line.
     *
     * @return the plain move; the pass for a pass
     */
    public Move plain() {
        return square == null ? this : place(square);
    }

    /**
     * Returns the square of a placement, for code that already knows the move is one.
     *
     * @return the square
     * @throws IllegalStateException if this move is a pass
     */
    public Square squareOrThrow() {
        requirePlacement();
        return square;
    }

    private void requirePlacement() {
        if (square == null) {
            throw new IllegalStateException(end ? "a declared end has no square" : "a pass has no square");
        }
    }

    /**
     * Returns the image of this move under a symmetry: its square and its line are mapped.
     *
     * @param symmetry the symmetry
     * @param geometry the board's shape
     * @return the transformed move
     * @throws IllegalArgumentException if the symmetry does not apply to the geometry
     */
    public Move transform(Symmetry symmetry, Geometry geometry) {
        if (square == null) {
            return this;
        }
        Square s = symmetry.apply(square, geometry);
        if (color == null && line == null) {
            return place(s);
        }
        return new Move(s, color, line == null ? null : symmetry.apply(line));
    }

    /**
     * Returns the action number of this move on a board: a placement's row-major square index, or
     * {@code width * height} for the pass, one more for the declared end. Color and line are not
     * encoded.
     *
     * @param geometry the board's shape
     * @return the action, 0 .. {@code width * height + 1}
     * @throws IllegalArgumentException if the square is not on the board
     */
    public int toAction(Geometry geometry) {
        return square == null ? geometry.size() + (end ? 1 : 0) : geometry.index(square);
    }

    /**
     * Parses the canonical text of a move (see the class documentation). Spaces around it are ignored.
     *
     * @param text e.g. {@code d3}, {@code D3}, {@code X:d3}, {@code d3>ne} or {@code pass}
     * @return the move
     * @throws TextParseException if the text is not a move, at the first character found wrong
     */
    public static Move parse(String text) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        String t = text.substring(from, to);
        if (isPassText(t)) {
            return PASS;
        }
        if (Texts.equalsIgnoreCase(t, "end")) {
            return END;
        }
        Color c = null;
        int at = from;
        int colon = t.indexOf(':');
        if (colon >= 0) {
            if (colon != 1) {
                throw new TextParseException("not a move: " + Texts.quote(text) + " (a color is one symbol, e.g. X:d3)", text,
                        from + (colon == 0 ? 0 : 1));
            }
            try {
                c = Color.ofSymbol(t.charAt(0));
            } catch (IllegalArgumentException e) {
                throw new TextParseException("not a move: " + Texts.quote(text) + " (" + e.getMessage() + ")", text, from, e);
            }
            at = from + 2;
        }
        Direction d = null;
        int end = to;
        int gt = text.indexOf('>', at);
        if (gt >= 0 && gt < to) {
            try {
                d = Direction.parse(text.substring(gt + 1, to));
            } catch (TextParseException e) {
                throw e.within(text, gt + 1);
            }
            end = gt;
        }
        Square s;
        try {
            s = Square.parse(text.substring(at, end));
        } catch (TextParseException e) {
            throw new TextParseException("not a move: " + Texts.quote(text) + " (expected e.g. d3, X:d3, d3>ne, pass or end)", text,
                    at + e.errorIndex(), e);
        }
        if (c == null && d == null) {
            return place(s);
        }
        return new Move(s, c, d);
    }

    /**
     * Tells whether a text is one of the accepted spellings of a pass: {@code pass}, {@code pa},
     * {@code ps}, {@code --} or {@code @@}, in any case of their ASCII letters.
     *
     * @param text the text
     * @return true if it denotes a pass
     */
    public static boolean isPassText(String text) {
        return Texts.equalsIgnoreCase(text, "pass") || Texts.equalsIgnoreCase(text, "pa")
                || Texts.equalsIgnoreCase(text, "ps") || text.equals("--") || text.equals("@@");
    }
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Move)) {
            return false;
        }
        Move m = (Move) o;
        return Objects.equals(square, m.square) && color == m.color && line == m.line && end == m.end;
    }

    @Override
    public int hashCode() {
        return end ? 0x454e44 : Objects.hash(square, color, line);
    }

    /**
     * Returns the canonical text: {@code pass}, {@code d3}, {@code X:d3}, {@code d3>ne} or
     * {@code X:d3>ne}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        if (square == null) {
            return end ? "end" : "pass";
        }
        if (color == null && line == null) {
            return square.toString();
        }
        StringBuilder sb = new StringBuilder(8);
        if (color != null) {
            sb.append(color.symbol()).append(':');
        }
        sb.append(square);
        if (line != null) {
            sb.append('>').append(line.text());
        }
        return sb.toString();
    }
}
