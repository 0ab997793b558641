package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.Shown;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Why a format cannot hold a game: a move of a variant the format has no text for, rules it cannot
 * name, a board it has no size for, a value it cannot read back, a result it cannot state. It carries
 * the format's name, the reason and, when one move is at fault, its number; its
 * {@linkplain #kind() kind} is {@link ProblemKind#UNWRITABLE}.
 *
 * <p>It is the one way a game is refused, wherever it is seen: the functions that format one game
 * ({@code of} of each format's model) throw it located at the format's name alone, a
 * {@link GameWriter} throws it {@linkplain #at located} at the game's place in the sink (its reason
 * names where the game was read), and nothing of the game is written. It is a
 * {@link NotationException}, so that one {@code catch} sees a reader's fault, a sink's failure and
 * a refusal alike.
 */
public final class UnwritableGameException extends NotationException {

    private static final long serialVersionUID = 1L;

    /** The format's name. */
    private final String format;
    /** The one-based number of the move at fault, 0 when none. */
    private final int moveNumber;
    /** Whether the refusal is located in a sink. */
    private final boolean located;

    /**
     * Creates the exception: how a {@link GameWriter} of one's own refuses a game the library's way
     * (then {@linkplain #at located} at the game's place in its sink).
     *
     * @param format the format's name, e.g. {@code GGF}
     * @param reason what the format cannot hold
     */
    public UnwritableGameException(String format, String reason) {
        this(format, reason, 0);
    }

    /**
     * Creates the exception for one move.
     *
     * @param format the format's name, e.g. {@code GGF}
     * @param reason what the format cannot hold
     * @param moveNumber the one-based number of the move, or 0 when no move is at fault
     */
    public UnwritableGameException(String format, String reason, int moveNumber) {
        this(null, format, reason, moveNumber, null);
    }

    private UnwritableGameException(Location location, String format, String reason, int moveNumber, Throwable cause) {
        super(location == null ? Location.of(Objects.requireNonNull(format, "format")) : location, ProblemKind.UNWRITABLE,
                Objects.requireNonNull(reason, "reason"),
                (location == null ? "" : location + ": ") + Shown.text(format, Shown.FIELD) + " cannot hold this game: "
                + Shown.text(reason, Shown.REASON) + (moveNumber > 0 ? " (move " + moveNumber + ")" : ""), cause);
        this.format = format;
        this.moveNumber = Math.max(0, moveNumber);
        this.located = location != null;
    }

    /**
     * Returns the format's name.
     *
     * @return e.g. {@code GGF}
     */
    public String format() {
        return format;
    }

    /**
     * Returns this refusal as a {@link GameWriter} throws it: located at the game's place in the
     * sink, its reason also naming where the game was read, this exception as its cause. A refusal
     * already located is returned as it is.
     *
     * @param sink the game's place in the sink (its source and game number)
     * @param game where the game was read
     * @return the located refusal
     */
    public UnwritableGameException at(Location sink, Location game) {
        Objects.requireNonNull(sink, "sink");
        Objects.requireNonNull(game, "game");
        return located ? this : new UnwritableGameException(sink, format, reason() + " (game " + game + ")", moveNumber, this);
    }

    /**
     * Returns the number of the move at fault.
     *
     * @return the one-based number, or empty when no single move is at fault
     */
    public OptionalInt moveNumber() {
        return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }
}
