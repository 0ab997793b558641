package io.github.reversi4j.notation;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * Why a format cannot hold a game: a move of a variant the format has no text for, rules it cannot
 * name, a board it has no size for, a value it cannot read back. It carries the format's name, the
 * reason and, when one move is at fault, its number.
 *
 * <p>Where it is seen:
 * <ul>
 *   <li>The functions that format one game and know nothing of a file ({@code GgfGame.of},
 *       {@code PgnWriter.write}, {@code WthorGame.of}) throw it, unchecked: the caller holds the game
 *       and knows where it came from.</li>
 *   <li>A {@link GameWriter} never lets it escape: it refuses the game with a {@link NotationException}
 *       of kind {@link ProblemKind#UNWRITABLE}, located at the game in the sink, whose
 *       {@link NotationException#unwritable()} is this exception - the same facts, with the place.</li>
 * </ul>
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
     * Returns this refusal as a {@link GameWriter} reports it: a {@link NotationException} of kind
     * {@link ProblemKind#UNWRITABLE} at the game's place in the sink, whose reason says this
     * exception's message and where the game was read, and whose cause is this exception.
     *
     * @param sink the game's place in the sink (its source and game index)
     * @param game where the game was read
     * @return the exception to throw
     */
    public NotationException at(Location sink, Location game) {
        return new NotationException(sink, ProblemKind.UNWRITABLE, getMessage() + " (game " + game + ")", this);
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
