package io.github.reversi4j.solver;

import java.time.Duration;
import java.util.Objects;

/**
 * A search ended before it knew the exact score: it was cancelled or spent its budget. No score is
 * given, for none would be exact.
 */
public final class SolveIncompleteException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why the search ended early. */
    public enum Reason {
        /** {@link SolveTask#cancel()} was called. */
        CANCELLED,
        /** The node budget was spent. */
        NODE_BUDGET,
        /** The time budget was spent. */
        TIME_BUDGET
    }

    /** Why the search ended. */
    private final Reason reason;
    /** The nodes visited until then. */
    private final long nodes;
    /** The time spent until then. */
    private final Duration elapsed;

    /**
     * Creates the exception.
     *
     * @param reason why the search ended
     * @param nodes the nodes visited until then
     * @param elapsed the time spent until then
     */
    public SolveIncompleteException(Reason reason, long nodes, Duration elapsed) {
        super("not solved: " + Objects.requireNonNull(reason, "reason").name().toLowerCase(java.util.Locale.ROOT)
                .replace('_', ' ') + " after " + nodes + " nodes and " + Objects.requireNonNull(elapsed, "elapsed"));
        this.reason = reason;
        this.nodes = nodes;
        this.elapsed = elapsed;
    }

    /**
     * Returns why the search ended.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }

    /**
     * Returns the nodes visited until the search ended.
     *
     * @return the nodes
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the time spent until the search ended.
     *
     * @return the time
     */
    public Duration elapsed() {
        return elapsed;
    }
}
