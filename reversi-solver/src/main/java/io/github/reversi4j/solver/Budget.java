package io.github.reversi4j.solver;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How much a search may spend: a number of nodes, a wall-clock time, both or neither. A search that
 * reaches its budget ends with a {@link SolveIncompleteException}, never with a wrong score.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class Budget {

    private static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, null);

    private final long nodes;
    private final Duration time;

    private Budget(long nodes, Duration time) {
        this.nodes = nodes;
        this.time = time;
    }

    /**
     * Returns no limit.
     *
     * @return the unlimited budget
     */
    public static Budget unlimited() {
        return UNLIMITED;
    }

    /**
     * Returns a budget of nodes.
     *
     * @param nodes the most nodes the search may visit, at least 1
     * @return the budget
     * @throws IllegalArgumentException if nodes is below 1
     */
    public static Budget ofNodes(long nodes) {
        return UNLIMITED.withNodes(nodes);
    }

    /**
     * Returns a budget of time.
     *
     * @param time the longest the search may run, positive
     * @return the budget
     * @throws IllegalArgumentException if the time is not positive
     */
    public static Budget ofTime(Duration time) {
        return UNLIMITED.withTime(time);
    }

    /**
     * Returns this budget with a node limit.
     *
     * @param newNodes the most nodes, at least 1
     * @return the budget
     * @throws IllegalArgumentException if newNodes is below 1
     */
    public Budget withNodes(long newNodes) {
        if (newNodes < 1) {
            throw new IllegalArgumentException("node budget must be at least 1: " + newNodes);
        }
        return new Budget(newNodes, time);
    }

    /**
     * Returns this budget with a time limit.
     *
     * @param newTime the longest the search may run, positive
     * @return the budget
     * @throws IllegalArgumentException if the time is not positive
     */
    public Budget withTime(Duration newTime) {
        Objects.requireNonNull(newTime, "time");
        if (newTime.isNegative() || newTime.isZero()) {
            throw new IllegalArgumentException("time budget must be positive: " + newTime);
        }
        return new Budget(nodes, newTime);
    }

    /**
     * Returns the node limit.
     *
     * @return the limit, empty when there is none
     */
    public OptionalLong nodes() {
        return nodes == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(nodes);
    }

    /**
     * Returns the time limit.
     *
     * @return the limit, empty when there is none
     */
    public Optional<Duration> time() {
        return Optional.ofNullable(time);
    }

    Control control() {
        long start = System.nanoTime();
        long deadline = Long.MAX_VALUE;
        if (time != null) {
            long ns = time.compareTo(Duration.ofDays(365)) > 0 ? Duration.ofDays(365).toNanos() : time.toNanos();
            deadline = start + ns;
        }
        return new Control(nodes, deadline, start);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Budget)) {
            return false;
        }
        Budget b = (Budget) o;
        return nodes == b.nodes && Objects.equals(time, b.time);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(nodes) * 31 + Objects.hashCode(time);
    }

    /**
     * Returns e.g. {@code Budget[nodes=1000000, time=PT10S]} or {@code Budget[unlimited]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        if (this.equals(UNLIMITED)) {
            return "Budget[unlimited]";
        }
        return "Budget[" + (nodes == Long.MAX_VALUE ? "" : "nodes=" + nodes) + (nodes != Long.MAX_VALUE && time != null ? ", " : "")
                + (time == null ? "" : "time=" + time) + "]";
    }
}
