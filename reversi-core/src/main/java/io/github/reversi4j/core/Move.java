package io.github.reversi4j.core;

import java.util.Objects;
import java.util.Optional;

/**
 * A move: one of four cases, each carrying only its own data.
 * <ul>
 *   <li>{@link Place}: a disc of the side to move on a square ({@code d3}).</li>
 *   <li>{@link Pass}: the side to move passes (<a href="doc-files/rules.html#B4">RULES §B4</a>; text {@code pass}).</li>
 *   <li>{@link End}: the player ends the game at will, in a rule set that allows it (the solo game's stop,
 *       <a href="doc-files/rules.html#S6">RULES §S6</a>; text {@code end}); no other rule set accepts it, so a
 *       pass keeps its one meaning.</li>
 *   <li>{@link Variant}: a move of a variant's own shape, a type the variant defines, such as the
 *       single-line variant's placement naming the line to flip or the solo game's placement naming
 *       the color of its disc. A rule set of a user's own defines its moves the same way.</li>
 * </ul>
 *
 * <p>The canonical text of a move is its {@code toString()}. {@link #parse(String)} reads back the
 * text of the first three cases, and also accepts the pass spellings of the record formats
 * ({@code pa}, {@code ps}, {@code --}, {@code @@}, any case); {@link Rules#parseMove(String)} reads
 * every move of a rule set, its variant moves included.
 *
 * <p>For machine learning, {@link #toAction(Geometry)} numbers the moves of a board: a placement is
 * its square's row-major index and a pass is {@code width * height}.
 *
 * <pre>{@code
 * Move d3 = Move.parse("d3");                       // Move.place(Square.parse("d3")), the same instance
 * Move pass = Move.parse("PA");                     // Move.pass(), whose text is "pass"
 * d3.square();                                      // Optional[d3]
 * d3.toAction(Geometry.STANDARD);                   // 19: row 2 * 8 + column 3
 * pass.toAction(Geometry.STANDARD);                 // 64
 * boolean placed = d3 instanceof Move.Place;        // true
 * }</pre>
 *
 * <p>Every move is immutable and thread-safe. The placements, the pass and the declared end are
 * cached instances, compared by identity: {@code Move.place(s) == Move.place(s)}.
 */
public sealed interface Move permits Move.Place, Move.Pass, Move.End, Move.Variant {

    /**
     * Returns the pass (<a href="doc-files/rules.html#B4">RULES §B4</a>).
     *
     * @return the pass, whose text is {@code pass}
     */
    static Pass pass() {
        return Pass.PASS;
    }

    /**
     * Returns the declared end: the player ends the game at will, in a rule set that allows it (the
     * solo game's stop, <a href="doc-files/rules.html#S6">RULES §S6</a>). It is not a pass: the other
     * rule sets refuse it with {@link IllegalMoveException.Reason#END_NOT_ALLOWED}.
     *
     * @return the declared end, whose text is {@code end}
     */
    static End declareEnd() {
        return End.END;
    }

    /**
     * Returns the placement of a disc of the side to move on a square.
     *
     * @param square the square
     * @return the placement
     */
    static Place place(Square square) {
        Objects.requireNonNull(square, "square");
        return Place.PLACES[square.row() * Square.MAX_SIDE + square.column()];
    }

    /**
     * Returns the move with a given action number (see {@link #toAction(Geometry)}).
     *
     * @param action the action, 0 .. {@code width * height + 1}
     * @param geometry the board's shape
     * @return the placement, the pass or the declared end
     * @throws IllegalArgumentException if the action is out of range
     */
    static Move ofAction(int action, Geometry geometry) {
        if (action == geometry.size()) {
            return Pass.PASS;
        }
        if (action == geometry.size() + 1) {
            return End.END;
        }
        if (action < 0 || action > geometry.size()) {
            throw new IllegalArgumentException("action " + action + " is not in 0.." + (geometry.size() + 1)
                    + " on a " + geometry + " board");
        }
        return place(geometry.square(action));
    }

    /**
     * Parses the text of a placement, a pass or a declared end. Spaces around it are ignored. A
     * variant's move is read by its rules ({@link Rules#parseMove(String)}).
     *
     * @param text e.g. {@code d3}, {@code D3}, {@code pass} or {@code end}
     * @return the move
     * @throws TextParseException if the text is not such a move, at the first character found wrong
     */
    static Move parse(String text) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        String t = text.substring(from, to);
        if (Texts.isPassText(t)) {
            return Pass.PASS;
        }
        if (Texts.equalsIgnoreCase(t, "end")) {
            return End.END;
        }
        try {
            return place(Square.parse(t));
        } catch (TextParseException e) {
            throw new TextParseException("not a move: " + Texts.quote(text) + " (expected e.g. d3, pass or end)", text,
                    from + e.errorIndex(), e);
        }
    }

    /**
     * Returns the square a disc is placed on.
     *
     * @return the square of a placement (a variant's too), or empty for a pass or a declared end
     */
    default Optional<Square> square() {
        return Optional.empty();
    }

    /**
     * Tells whether this move is the pass.
     *
     * @return true for the pass
     */
    default boolean isPass() {
        return this == Pass.PASS;
    }

    /**
     * Returns the image of this move under a symmetry: its square (and a variant's own directions)
     * mapped.
     *
     * @param symmetry the symmetry
     * @param geometry the board's shape
     * @return the transformed move; the pass and the declared end are their own images
     * @throws IllegalArgumentException if the symmetry does not apply to the geometry
     */
    default Move transform(Symmetry symmetry, Geometry geometry) {
        return this;
    }

    /**
     * Returns the action number of this move on a board: a placement's row-major square index (a
     * variant's placement too, whose own data is not encoded), {@code width * height} for the pass,
     * one more for the declared end.
     *
     * @param geometry the board's shape
     * @return the action, 0 .. {@code width * height + 1}
     * @throws IllegalArgumentException if the square is not on the board, or a variant's move places
     *     no disc
     */
    default int toAction(Geometry geometry) {
        if (this == Pass.PASS) {
            return geometry.size();
        }
        if (this == End.END) {
            return geometry.size() + 1;
        }
        return geometry.index(square().orElseThrow(
                () -> new IllegalArgumentException("the move " + this + " has no action number")));
    }

    /**
     * The placement of a disc of the side to move on a square. Placements are cached: one instance
     * per square, compared by identity.
     */
    final class Place implements Move {

        static final Place[] PLACES = new Place[Square.MAX_SIDE * Square.MAX_SIDE];

        static {
            for (int r = 0; r < Square.MAX_SIDE; r++) {
                for (int c = 0; c < Square.MAX_SIDE; c++) {
                    PLACES[r * Square.MAX_SIDE + c] = new Place(Square.of(c, r), r * Square.MAX_SIDE + c);
                }
            }
        }

        private final Square square;
        /**
         * {@code row * Square.MAX_SIDE + column} of the square: the rule sets of this module find the
         * square's index on their board from it with one table look-up.
         */
        final int plainKey;
        /**
         * For a square of the 8x8 board, its row-major index there ({@code row * 8 + column}); -1 for
         * the others: the 8x8 rules need no look-up at all.
         */
        final int index8;
        private final Optional<Square> optional;

        private Place(Square square, int plainKey) {
            this.square = square;
            this.plainKey = plainKey;
            this.index8 = square.column() < 8 && square.row() < 8 ? square.row() * 8 + square.column() : -1;
            this.optional = Optional.of(square);
        }

        @Override
        public Optional<Square> square() {
            return optional;
        }

        /** The square, without the {@code Optional}: the rules' fast path. */
        Square at() {
            return square;
        }

        @Override
        public Move transform(Symmetry symmetry, Geometry geometry) {
            return place(symmetry.apply(square, geometry));
        }

        /**
         * Returns the canonical text: the square's name.
         *
         * @return e.g. {@code d3}
         */
        @Override
        public String toString() {
            return square.toString();
        }
    }

    /** The pass: the side to move places no disc (<a href="doc-files/rules.html#B4">RULES §B4</a>). One instance. */
    final class Pass implements Move {

        static final Pass PASS = new Pass();

        private Pass() {
        }

        /**
         * Returns the canonical text.
         *
         * @return {@code pass}
         */
        @Override
        public String toString() {
            return "pass";
        }
    }

    /**
     * The declared end: the player ends the game at will, where the rule set allows it
     * (<a href="doc-files/rules.html#S6">RULES §S6</a>). One instance.
     */
    final class End implements Move {

        static final End END = new End();

        private End() {
        }

        /**
         * Returns the canonical text.
         *
         * @return {@code end}
         */
        @Override
        public String toString() {
            return "end";
        }
    }

    /**
     * A move of a variant's own shape: the extension point through which a rule set carries data the
     * library's moves do not have, in a type of its own (usually a record), such as the line a
     * single-line placement flips or the color a solo placement names. The rule set lists such moves
     * in {@link Rules#legalMoves(GameState)}, accepts them in {@link Rules#play(GameState, Move)} and
     * reads their text back in {@link Rules#parseMove(String)}.
     *
     * <p>An implementation is an immutable value with value equality, whose {@code toString()} is
     * its canonical text, which the rule set's {@code parseMove} reads back to an equal move.
     */
    non-sealed interface Variant extends Move {

        /**
         * Returns the square the move places a disc on.
         *
         * @return the square, or empty for a move of the variant that places no disc
         */
        @Override
        Optional<Square> square();

        /**
         * Returns the image of this move under a symmetry, every square and direction it names
         * mapped.
         *
         * @param symmetry the symmetry
         * @param geometry the board's shape
         * @return the transformed move, of the same type
         */
        @Override
        Variant transform(Symmetry symmetry, Geometry geometry);
    }
}
