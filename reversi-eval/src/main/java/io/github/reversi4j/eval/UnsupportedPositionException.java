package io.github.reversi4j.eval;

/**
 * Thrown when a position is not one the evaluation was trained for: its board is not 8x8, its rules
 * are not the standard Othello rules (blocked squares, limited supplies, other scoring), or its state
 * carries what the standard rules do not know. It carries the reason.
 */
public final class UnsupportedPositionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why the position is refused. */
    private final String reason;

    /**
     * Creates the exception.
     *
     * @param reason why the position is refused
     */
    public UnsupportedPositionException(String reason) {
        super("the pattern evaluation covers standard 8x8 Othello only: " + reason);
        this.reason = reason;
    }

    /**
     * Returns why the position is refused.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }
}
