package io.github.reversi4j.core;

import java.util.List;
import java.util.Objects;

/**
 * Thrown by {@link Rules#play(GameState, Move)} when a move is not legal in a state. It carries the
 * facts: the state, the move, a typed {@link Reason} and, when the move is ambiguous, the legal moves
 * it could have meant (<a href="doc-files/rules.html#V2">RULES §V2</a>). The message says the same in words.
 *
 * <p>Only the reason and the message are serialized: after deserialization {@link #state()} and
 * {@link #move()} throw {@link IllegalStateException} and {@link #choices()} is empty.
 */
public final class IllegalMoveException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why a move is illegal. */
    public enum Reason {
        /** The square is not on the board. */
        NOT_ON_BOARD,
        /** A disc (or, in the solo game, a token) already stands on the square. */
        OCCUPIED,
        /** The placement outflanks no line (<a href="doc-files/rules.html#B2">RULES §B2</a>), and wins no token (<a href="doc-files/rules.html#S3">RULES §S3</a>). */
        NO_FLIP,
        /** The game is over: no move at all is legal (<a href="doc-files/rules.html#B5">RULES §B5</a>). */
        GAME_OVER,
        /** The side to move has no legal placement and must pass (<a href="doc-files/rules.html#B4">RULES §B4</a>). */
        MUST_PASS,
        /** A pass while a placement is legal: passing is never voluntary (<a href="doc-files/rules.html#B4">RULES §B4</a>). */
        PASS_NOT_ALLOWED,
        /** The move outflanks several lines and names none (<a href="doc-files/rules.html#V2">RULES §V2</a>); see {@link #choices()}. */
        AMBIGUOUS_LINE,
        /** The move names a line that it does not outflank (<a href="doc-files/rules.html#V2">RULES §V2</a>). */
        LINE_NOT_OUTFLANKED,
        /** The move names a line, but these rules flip every line and take no choice. */
        LINE_NOT_ALLOWED,
        /** The move must name the color of the placed disc (<a href="doc-files/rules.html#S1">RULES §S1</a>). */
        COLOR_REQUIRED,
        /** The move names a color that is not the side to move's. */
        WRONG_COLOR,
        /** During an open-centre opening the placement is not on an empty centre square (<a href="doc-files/rules.html#R2">RULES §R2</a>). */
        NOT_IN_CENTRE,
        /** The square may never hold a disc under these rules (a custom variant's blocked square). */
        BLOCKED_SQUARE,
        /** Any other reason a custom rule set gives; the message explains it. */
        OTHER
    }

    private transient GameState state;
    private transient Move move;
    /** Why the move is illegal (the only serialized field). */
    private final Reason reason;
    private transient List<Move> choices;

    /**
     * Creates the exception with a message built from the facts.
     *
     * @param state the state the move was played in
     * @param move the illegal move
     * @param reason why it is illegal
     * @param detail a sentence of detail for a person, e.g. {@code "d3 holds a white disc"}
     */
    public IllegalMoveException(GameState state, Move move, Reason reason, String detail) {
        this(state, move, reason, detail, List.of());
    }

    /**
     * Creates the exception for an ambiguous move, with the moves it could have meant.
     *
     * @param state the state the move was played in
     * @param move the illegal move
     * @param reason why it is illegal
     * @param detail a sentence of detail for a person
     * @param choices the legal moves the move could have meant
     */
    public IllegalMoveException(GameState state, Move move, Reason reason, String detail, List<Move> choices) {
        super("illegal move " + move + ": " + reason + (detail.isEmpty() ? "" : " (" + detail + ")")
                + (choices.isEmpty() ? "" : "; choices: " + choices));
        this.state = Objects.requireNonNull(state, "state");
        this.move = Objects.requireNonNull(move, "move");
        this.reason = Objects.requireNonNull(reason, "reason");
        this.choices = List.copyOf(choices);
    }

    /**
     * Returns the state the move was played in.
     *
     * @return the state
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
     */
    public Move move() {
        if (move == null) {
            throw new IllegalStateException("the move is not serialized with the exception");
        }
        return move;
    }

    /**
     * Restores the serialized reason and message; the choices become empty.
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
     * Returns the legal moves an ambiguous move could have meant ({@link Reason#AMBIGUOUS_LINE}).
     *
     * @return the choices; empty for other reasons
     */
    public List<Move> choices() {
        return choices;
    }
}
