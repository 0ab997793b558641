package io.github.reversi4j.solver;

import io.github.reversi4j.engine.Limit;
import java.time.Duration;
import java.util.Objects;

/**
 * A search ended before it knew the exact score: it was cancelled, or reached its {@link Limit}. No
 * score is given, for none would be exact.
 */
public final class SolveIncompleteException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why the search ended early. */
    public enum Reason {
        /**
         * The search was cancelled: its future ({@link Solver#solveAsync}) was cancelled, or the thread
         * of a synchronous call was interrupted.
         */
        CANCELLED,
        /** The search would need more plies than the limit's depth (it is refused before it starts). */
        DEPTH_LIMIT,
        /** The limit's nodes were spent. */
        NODE_LIMIT,
        /** The limit's time was spent. */
        TIME_LIMIT
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
    SolveIncompleteException(Reason reason, long nodes, Duration elapsed) {
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
