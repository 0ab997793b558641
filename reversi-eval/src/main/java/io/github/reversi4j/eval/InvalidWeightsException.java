package io.github.reversi4j.eval;

/**
 * Thrown when the weights of a pattern evaluation cannot be read: the resource is missing, truncated
 * or corrupt (wrong header, wrong shape, a checksum that does not match), so that no evaluation is
 * ever made from wrong weights. It carries where the weights came from and what was wrong.
 */
public final class InvalidWeightsException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Where the weights were read from. */
    private final String source;
    /** What was wrong with them. */
    private final String reason;

    /**
     * Creates the exception.
     *
     * @param source where the weights were read from, e.g. a resource name
     * @param reason what was wrong with them
     * @param cause the underlying failure, or null
     */
    public InvalidWeightsException(String source, String reason, Throwable cause) {
        super("invalid evaluation weights (" + source + "): " + reason, cause);
        this.source = source;
        this.reason = reason;
    }

    /**
     * Returns where the weights were read from.
     *
     * @return the source's name
     */
    public String source() {
        return source;
    }

    /**
     * Returns what was wrong with the weights.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }
}
