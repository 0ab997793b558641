package io.github.reversi4j.notation;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.notation.internal.Shown;
import java.util.Objects;

/**
 * The one exception the readers and writers of this module throw: the input cannot be read as the
 * format says, the source or sink itself failed (kind {@link ProblemKind#IO}, its
 * {@link java.io.IOException} as the cause: the one way an I/O failure surfaces), or a format
 * cannot hold a game ({@link UnwritableGameException}, kind {@link ProblemKind#UNWRITABLE}). A
 * {@code catch (NotationException e)} sees them all. It is unchecked, as
 * every exception of the library is, so that it passes through {@link GameReader#iterator()},
 * {@link GameReader#stream()} and lambdas as it is. It carries the
 * {@link Location} (source, game index, line and column or byte offset) and the {@link ProblemKind};
 * the message says the same in words, location first.
 *
 * <p>Readers of archives report the faults of single games as {@link Problem}s in a
 * {@link CheckedGame} and go on with the next game; they throw this exception only when nothing
 * more can be read. No reader lets any other exception escape on bad input.
 */
public sealed class NotationException extends RuntimeException permits UnwritableGameException {

    private static final long serialVersionUID = 1L;

    /** Where the fault is. */
    private final Location location;
    /** What kind of fault it is. */
    private final ProblemKind kind;
    /** The reason without the location. */
    private final String reason;

    /**
     * Creates the exception: how a {@link GameVisitor}, {@link GameReader} or {@link GameWriter} of
     * one's own reports a fault the library's way, so that one {@code catch} sees it with the
     * library's own.
     *
     * @param location where the fault is
     * @param kind what kind of fault
     * @param reason a sentence for a person, without the location
     */
    public NotationException(Location location, ProblemKind kind, String reason) {
        this(location, kind, reason, null);
    }

    /**
     * Creates the exception with a cause.
     *
     * @param location where the fault is
     * @param kind what kind of fault
     * @param reason a sentence for a person, without the location; kept as {@link #reason()} shows it
     * @param cause the underlying exception, or null
     */
    @SuppressFBWarnings(value = "CT_CONSTRUCTOR_THROW",
            justification = "sealed: its one subclass is final and in this module, so no finalizer can see a partial object")
    public NotationException(Location location, ProblemKind kind, String reason, Throwable cause) {
        this(location, kind, reason, location + ": " + Shown.text(reason, Shown.REASON), cause);
    }

    /** The exception with a message of its own: a refusal words it so. */
    @SuppressFBWarnings(value = "CT_CONSTRUCTOR_THROW",
            justification = "sealed: its one subclass is final and in this module, so no finalizer can see a partial object")
    NotationException(Location location, ProblemKind kind, String reason, String message, Throwable cause) {
        super(message, cause);
        this.location = Objects.requireNonNull(location, "location");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.reason = Shown.text(Objects.requireNonNull(reason, "reason"), Shown.REASON);
    }

    /**
     * Returns where the fault is.
     *
     * @return the location
     */
    public Location location() {
        return location;
    }

    /**
     * Returns the kind of fault.
     *
     * @return the kind
     */
    public ProblemKind kind() {
        return kind;
    }

    /**
     * Returns the reason, without the location: on one line, control and formatting characters from
     * the input written {@code \\uXXXX}, at most about 800 characters.
     *
     * @return the sentence
     */
    public String reason() {
        return reason;
    }


    /**
     * Returns this exception as a problem of its kind's default severity.
     *
     * @return the problem
     */
    public Problem toProblem() {
        return Problem.of(kind, location, reason);
    }
}
