package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.Shown;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Why a format cannot hold a game: a move of a variant the format has no text for, rules it cannot
 * name, a board it has no size for, a value it cannot read back. It carries the format's name, the
 * reason and, when one move is at fault, its number.
 *
 * <p>It is the one way a game is refused, wherever it is seen: the functions that format one
 * game ({@code format} of each format's model) throw it without a {@link #location() location}, a
 * {@link GameWriter} throws it {@linkplain #at located} at the game's place in the sink (its reason
 * names where the game was read), and nothing of the game is written.
 *
 * <p>It is an {@link IllegalArgumentException}, so that code catching the formatting functions'
 * documented exception keeps working.
 */
public final class UnwritableGameException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The format's name. */
    private final String format;
    /** What the format cannot hold. */
    private final String reason;
    /** The one-based number of the move at fault, 0 when none. */
    private final int moveNumber;
    /** The game's place in the sink, or null. */
    private final Location location;

    /**
     * Creates the exception.
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
        super((location == null ? "" : location + ": ") + Shown.text(format, Shown.FIELD) + " cannot hold this game: "
                + Shown.text(reason, Shown.REASON) + (moveNumber > 0 ? " (move " + moveNumber + ")" : ""), cause);
        this.format = Objects.requireNonNull(format);
        this.reason = Shown.text(Objects.requireNonNull(reason), Shown.REASON);
        this.moveNumber = Math.max(0, moveNumber);
        this.location = location;
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
     * Returns what the format cannot hold.
     *
     * @return the reason, without the format's name
     */
    public String reason() {
        return reason;
    }

    /**
     * Returns this refusal as a {@link GameWriter} throws it: located at the game's place in the
     * sink, its reason also naming where the game was read, this exception as its cause.
     *
     * @param sink the game's place in the sink (its source and game number)
     * @param game where the game was read
     * @return the located refusal
     */
    public UnwritableGameException at(Location sink, Location game) {
        Objects.requireNonNull(sink, "sink");
        return new UnwritableGameException(sink, format, reason + " (game " + game + ")", moveNumber, this);
    }

    /**
     * Returns the game's place in the sink, for a refusal of a {@link GameWriter}.
     *
     * @return the location, or empty for a refusal of a formatting function
     */
    public Optional<Location> location() {
        return Optional.ofNullable(location);
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
