package io.github.reversi4j.solver;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What the threads of one search share besides the table: the stop request, the budget, the nodes
 * counted so far, and where the root stands, for progress reports.
 */
final class Control {

    /** Thrown through the search when it must stop; carries no stack trace. */
    static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super("stopped", null, false, false);
        }
    }

    static final Stop STOP = new Stop();

    private final AtomicLong nodes = new AtomicLong();
    private final long nodeBudget;
    private final long deadline;
    private final long start;
    private volatile SolveIncompleteException.Reason stopped;
    private volatile int rootDone;
    private volatile int rootTotal;
    private volatile int rootEmpties;

    Control(long nodeBudget, long deadlineNanos, long startNanos) {
        this.nodeBudget = nodeBudget;
        this.deadline = deadlineNanos;
        this.start = startNanos;
    }

    static Control unlimited() {
        return new Control(Long.MAX_VALUE, Long.MAX_VALUE, System.nanoTime());
    }

    /** Adds nodes counted by a thread and stops the search if the budget is spent or a stop was asked. */
    void add(long count) {
        long n = nodes.addAndGet(count);
        if (stopped != null) {
            throw STOP;
        }
        if (n > nodeBudget) {
            stopped = SolveIncompleteException.Reason.NODE_BUDGET;
            throw STOP;
        }
        if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
            stopped = SolveIncompleteException.Reason.TIME_BUDGET;
            throw STOP;
        }
    }

    /** Adds nodes without checking the budget (the last count of a search that ends). */
    void record(long count) {
        nodes.addAndGet(count);
    }

    void cancel() {
        if (stopped == null) {
            stopped = SolveIncompleteException.Reason.CANCELLED;
        }
    }

    SolveIncompleteException.Reason stopped() {
        return stopped;
    }

    long nodes() {
        return nodes.get();
    }

    long startNanos() {
        return start;
    }

    void root(int empties, int done, int total) {
        rootEmpties = empties;
        rootTotal = total;
        rootDone = done;
    }

    int rootDone() {
        return rootDone;
    }

    int rootTotal() {
        return rootTotal;
    }

    int rootEmpties() {
        return rootEmpties;
    }
}
