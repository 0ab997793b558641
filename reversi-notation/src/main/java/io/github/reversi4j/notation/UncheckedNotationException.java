package io.github.reversi4j.notation;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import java.util.Objects;

/**
 * A {@link NotationException} thrown where a checked exception cannot be: from the
 * {@linkplain GameReader#iterator() iterator} and the {@linkplain GameReader#stream() stream} of a
 * {@link GameReader}. It carries the original exception, its location and kind included, as its
 * {@linkplain #getCause() cause}.
 */
public final class UncheckedNotationException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Wraps a notation exception.
     *
     * @param cause the exception
     */
    public UncheckedNotationException(NotationException cause) {
        super(Objects.requireNonNull(cause, "cause").getMessage(), cause);
    }

    /**
     * Returns the notation exception.
     *
     * @return the cause
     */
    @Override
    @SuppressFBWarnings(value = "BC_UNCONFIRMED_CAST_OF_RETURN_VALUE",
            justification = "the only constructor takes a NotationException, and initCause cannot replace it")
    public synchronized NotationException getCause() {
        return (NotationException) super.getCause();
    }
}
