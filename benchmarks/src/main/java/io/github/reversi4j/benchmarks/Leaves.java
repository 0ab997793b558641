package io.github.reversi4j.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A JMH secondary result: the perft leaves counted, which JMH reports as a rate ({@code leaves}, in
 * leaves per second) beside the primary result (perft calls per second).
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Leaves {

    private long count;

    /** Creates the counter; JMH calls this. */
    public Leaves() {
        // JMH state
    }

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void reset() {
        count = 0;
    }

    /**
     * Returns the leaves counted in this iteration; JMH divides it by the iteration time.
     *
     * @return the count
     */
    public long leaves() {
        return count;
    }

    void add(long n) {
        count += n;
    }
}
