package io.github.reversi4j.notation;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * Thrown by a writer for a game its format cannot hold: a move of a variant the format has no text
 * for, rules it cannot name, a board it has no size for, a value it cannot read back. A writer
 * throws this rather than write what its own reader would read differently.
 *
 * <p>It is an {@link IllegalArgumentException}, so that code catching the writers' documented
 * exception keeps working.
 */
public final class UnwritableGameException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The format's name. */
    private final String format;
    /** What the format cannot hold. */
    private final String reason;
    /** The one-based number of the move at fault, 0 when none. */
    private final int moveNumber;

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
        super(format + " cannot hold this game: " + reason + (moveNumber > 0 ? " (move " + moveNumber + ")" : ""));
        this.format = Objects.requireNonNull(format);
        this.reason = Objects.requireNonNull(reason);
        this.moveNumber = Math.max(0, moveNumber);
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
     * Returns the number of the move at fault.
     *
     * @return the one-based number, or empty when no single move is at fault
     */
    public OptionalInt moveNumber() {
        return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }
}
