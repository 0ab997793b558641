package io.github.reversi4j.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Thrown by {@link Rules#play(GameState, Move)} when a move is not legal in a state. It carries the
 * facts: the state, the move, a typed {@link Reason} (or a variant's own {@linkplain #code() code}),
 * the square involved, the legal moves an ambiguous move could have meant
 * (<a href="doc-files/rules.html#V2">RULES §V2</a>), and a sentence of {@link #detail()} that the rule
 * set words, naming the colors as it does ({@link Rules#colorName(Color)}): "a Gold disc on d3
 * outflanks no line".
 *
 * <p>Only the reason, the detail and the message are serialized: after deserialization
 * {@link #state()} and {@link #move()} throw {@link IllegalStateException}, the optional facts are
 * empty and {@link #choices()} is empty.
 */
public final class IllegalMoveException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Why a move is illegal under the rules of this module ({@link StandardRules} and its options),
     * which every two-player rule set shares; a reason particular to a variant is {@link #VARIANT},
     * with the variant's own {@linkplain IllegalMoveException#code() code}.
     */
    public enum Reason {
        /** The square is not on the board. */
        NOT_ON_BOARD,
        /** A disc (or, in the solo game, a token) already stands on the square. */
        OCCUPIED,
        /** The placement outflanks no line (<a href="doc-files/rules.html#B2">RULES §B2</a>). */
        NO_FLIP,
        /** The game is over: no move at all is legal (<a href="doc-files/rules.html#B5">RULES §B5</a>). */
        GAME_OVER,
        /** The side to move has no legal placement and must pass (<a href="doc-files/rules.html#B4">RULES §B4</a>). */
        MUST_PASS,
        /** A pass while a placement is legal: passing is never voluntary (<a href="doc-files/rules.html#B4">RULES §B4</a>). */
        PASS_NOT_ALLOWED,
        /** A declared end ({@link Move#declareEnd()}) under rules in which only the board ends a game. */
        END_NOT_ALLOWED,
        /** The move is of a variant's own shape ({@link Move.Variant}), which these rules do not play. */
        UNSUPPORTED_MOVE,
        /** During an open-center opening the placement is not on an empty center square (<a href="doc-files/rules.html#R2">RULES §R2</a>). */
        NOT_IN_CENTER,
        /** The square may never hold a disc under these rules ({@link StandardRules#withBlockedSquares(SquareSet)}). */
        BLOCKED_SQUARE,
        /**
         * A reason particular to a variant: {@link IllegalMoveException#code()} names it, in the
         * variant's own words (e.g. {@code AMBIGUOUS_LINE}), and the detail explains it.
         */
        VARIANT
    }

    /** The most characters of a variant's code. */
    private static final int MAX_CODE = 40;

    private transient GameState state;
    private transient Move move;
    /** Why the move is illegal (serialized). */
    private final Reason reason;
    /** The reason's name, or the variant's code for {@link Reason#VARIANT} (serialized). */
    private final String code;
    /** The sentence of detail (serialized). */
    private final String detail;
    private transient Color color;
    private transient List<Move> choices;
    /** The detail was worded by this class from the facts, so it can be worded again. */
    private transient boolean worded;

    /**
     * Creates the exception a rule set throws, with a detail it words itself: the one way for a
     * variant to refuse a move. The code is the name of a {@link Reason} of the library (e.g.
     * {@code Reason.OCCUPIED.name()}), which becomes the {@link #reason()}, or a reason particular to
     * the variant, for which the reason is {@link Reason#VARIANT} and {@link #code()} the variant's
     * own code, as python-chess's {@code Termination.VARIANT_WIN} leaves the variant to say what
     * happened: {@code new IllegalMoveException(state, move, "TOO_FEW_FLIPS", "d3 flips one disc",
     * List.of())}.
     *
     * @param state the state the move was played in
     * @param move the illegal move
     * @param code the name of a {@link Reason} other than {@code VARIANT}, or the variant's name of the
     *     reason: 1 to 40 ASCII capital letters, digits and underscores, starting with a letter, e.g.
     *     {@code AMBIGUOUS_LINE}
     * @param detail a sentence of detail for a person, in the rule set's words, e.g.
     *     {@code "d3 is a hole"}; may be empty
     * @param choices the legal moves an ambiguous move could have meant; may be empty
     * @throws IllegalArgumentException if the code is malformed or is {@code VARIANT}
     */
    public IllegalMoveException(GameState state, Move move, String code, String detail, List<Move> choices) {
        this(state, move, reasonOf(checkCode(code)), code, null, Objects.requireNonNull(detail, "detail"), choices,
                false);
    }

    private static Reason reasonOf(String code) {
        for (Reason r : Reason.values()) {
            if (r.name().equals(code)) {
                return r;
            }
        }
        return Reason.VARIANT;
    }

    private static String baseCode(Reason reason) {
        if (Objects.requireNonNull(reason, "reason") == Reason.VARIANT) {
            throw new IllegalArgumentException("a VARIANT reason has a code of its own");
        }
        return reason.name();
    }

    private static String checkCode(String code) {
        Objects.requireNonNull(code, "code");
        boolean ok = !code.isEmpty() && code.length() <= MAX_CODE && code.charAt(0) >= 'A' && code.charAt(0) <= 'Z';
        for (int i = 0; ok && i < code.length(); i++) {
            char c = code.charAt(i);
            ok = c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
        }
        if (!ok) {
            throw new IllegalArgumentException("a variant's reason code is 1 to " + MAX_CODE
                    + " capital letters, digits and underscores, starting with a letter: " + Texts.quote(code));
        }
        if (code.equals(Reason.VARIANT.name())) {
            throw new IllegalArgumentException("VARIANT is the reason of every variant's own code: give the code");
        }
        return code;
    }

    /**
     * The exception for a reason of the library, worded from the facts with a rule set's color names.
     *
     * @param color the color involved: the disc on an {@link Reason#OCCUPIED} square, else the color
     *     that was to place or pass
     */
    static IllegalMoveException worded(GameState state, Move move, Reason reason, Color color,
            Function<Color, String> colorNames) {
        return new IllegalMoveException(state, move, reason, baseCode(reason), Objects.requireNonNull(color, "color"),
                word(state, move, reason, color, colorNames), List.of(), true);
    }

    private IllegalMoveException(GameState state, Move move, Reason reason, String code, Color color, String detail,
            List<Move> choices, boolean worded) {
        super("illegal move " + move + ": " + code + (detail.isEmpty() ? "" : " (" + Texts.escape(detail) + ")")
                + (choices.isEmpty() ? "" : "; choices: " + choices));
        this.state = Objects.requireNonNull(state, "state");
        this.move = Objects.requireNonNull(move, "move");
        this.reason = Objects.requireNonNull(reason, "reason");
        this.code = code;
        this.color = color;
        this.detail = detail;
        this.choices = List.copyOf(choices);
        this.worded = worded;
    }

    private static String word(GameState state, Move move, Reason reason, Color color,
            Function<Color, String> names) {
        String sq = move.square().map(Square::toString).orElse("");
        Geometry g = state.geometry();
        switch (reason) {
            case NOT_ON_BOARD:
                return sq + " is not on a " + g + " board";
            case OCCUPIED:
                return sq + " holds a " + names.apply(color) + " disc";
            case NO_FLIP:
                return "a " + names.apply(color) + " disc on " + sq + " outflanks no line";
            case GAME_OVER:
                return "the game is over";
            case MUST_PASS:
                return names.apply(color) + " has no legal placement and must pass";
            case PASS_NOT_ALLOWED:
                return names.apply(color) + " has a legal placement, and passing is never voluntary";
            case END_NOT_ALLOWED:
                return "the game ends when no move is left; no player declares it over";
            case UNSUPPORTED_MOVE:
                return "these rules play placements and passes only";
            case NOT_IN_CENTER:
                return "the first four discs fill the center squares " + g.center();
            case BLOCKED_SQUARE:
                return sq + " may hold no disc";
            default:
                throw new IllegalArgumentException("the reason " + reason + " has no wording; give the detail");
        }
    }

    /**
     * The same rejection for another form of the move, worded again with other color names when this
     * class worded it: what a rule set that forwards to another one throws.
     */
    IllegalMoveException reworded(Move newMove, Function<Color, String> colorNames) {
        if (worded && state != null) {
            return new IllegalMoveException(state, newMove, reason, code, color,
                    word(state, newMove, reason, color, colorNames), choices, true);
        }
        return new IllegalMoveException(state(), newMove, reason, code, color, detail, choices, worded);
    }

    /**
     * Returns the state the move was played in.
     *
     * @return the state
     * @throws IllegalStateException after deserialization
     */
    public GameState state() {
        if (state == null) {
            throw new IllegalStateException("the state is not serialized with the exception");
        }
        return state;
    }

    /**
     * Returns the illegal move.
     *
     * @return the move
     * @throws IllegalStateException after deserialization
     */
    public Move move() {
        if (move == null) {
            throw new IllegalStateException("the move is not serialized with the exception");
        }
        return move;
    }

    /**
     * Restores the serialized reason, detail and message; the choices become empty.
     *
     * @param in the stream
     * @throws java.io.IOException if the stream cannot be read
     * @throws ClassNotFoundException if a class of the stream is unknown
     */
    private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
        in.defaultReadObject();
        choices = List.of();
    }

    /**
     * Returns why the move is illegal.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }

    /**
     * Returns the name of the reason: the {@link #reason()}'s name, or for {@link Reason#VARIANT} the
     * variant's own code. The message starts with it.
     *
     * @return e.g. {@code NO_FLIP} or {@code AMBIGUOUS_LINE}
     */
    public String code() {
        return code;
    }

    /**
     * Returns the sentence of detail, as the message gives it, e.g. {@code "d3 holds a White disc"}.
     *
     * @return the detail; empty when the rule set gave none
     */
    public String detail() {
        return detail;
    }

    /**
     * Returns the square the move names.
     *
     * @return the square, or empty for a pass (and after deserialization)
     */
    public Optional<Square> square() {
        return move == null ? Optional.empty() : move.square();
    }

    /**
     * Returns the legal moves an ambiguous move could have meant (the single-line variant's
     * {@code AMBIGUOUS_LINE}), or those a rule set offers instead of the move.
     *
     * @return the choices; empty for other reasons
     */
    public List<Move> choices() {
        return choices;
    }
}
