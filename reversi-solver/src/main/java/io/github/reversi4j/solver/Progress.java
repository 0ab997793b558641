package io.github.reversi4j.solver;

import java.time.Duration;
import java.util.Objects;

/**
 * Where a running search stands: the depth of the solve (the empty squares of the position), how
 * many of the root's moves are settled, the nodes visited and the time spent. When the root has a
 * single move to search (a forced move, or first moves that are all symmetric images of one) the
 * moves counted are those of the position after it, and the empties are that position's. This class
 * is immutable and thread-safe.
 */
public final class Progress {

    private final int empties;
    private final int movesDone;
    private final int moves;
    private final long nodes;
    private final Duration elapsed;

    Progress(int empties, int movesDone, int moves, long nodes, Duration elapsed) {
        this.empties = empties;
        this.movesDone = movesDone;
        this.moves = moves;
        this.nodes = nodes;
        this.elapsed = Objects.requireNonNull(elapsed, "elapsed");
    }

    /**
     * Returns the depth of the solve: the empty squares of the position.
     *
     * @return the empties
     */
    public int empties() {
        return empties;
    }

    /**
     * Returns how many of the root's moves are settled.
     *
     * @return the count, at most {@link #moves()}
     */
    public int movesDone() {
        return movesDone;
    }

    /**
     * Returns the number of the root's moves, 0 before they are known.
     *
     * @return the count
     */
    public int moves() {
        return moves;
    }

    /**
     * Returns the nodes visited so far (counted in batches, so slightly behind).
     *
     * @return the nodes
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the time spent so far.
     *
     * @return the time
     */
    public Duration elapsed() {
        return elapsed;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Progress)) {
            return false;
        }
        Progress p = (Progress) o;
        return empties == p.empties && movesDone == p.movesDone && moves == p.moves && nodes == p.nodes
                && elapsed.equals(p.elapsed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(empties, movesDone, moves, nodes, elapsed);
    }

    /**
     * Returns e.g. {@code Progress[empties=24, moves=3/9, nodes=1234567, elapsed=PT1.5S]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "Progress[empties=" + empties + ", moves=" + movesDone + "/" + moves + ", nodes=" + nodes + ", elapsed="
                + elapsed + "]";
    }
}
