package io.github.reversi4j.solver;

import io.github.reversi4j.engine.Limit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

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
    /** The thread whose interruption cancels the search: the caller of a synchronous search; null for none. */
    private volatile Thread owner;
    /** A flag whose raising cancels the search, polled as the nodes are counted; null for none. */
    private volatile BooleanSupplier stopWhen;

    Control(long nodeBudget, long deadlineNanos, long startNanos) {
        this.nodeBudget = nodeBudget;
        this.deadline = deadlineNanos;
        this.start = startNanos;
    }

    static Control unlimited() {
        return new Control(Long.MAX_VALUE, Long.MAX_VALUE, System.nanoTime());
    }

    /**
     * The control of a search within a limit, starting now; its depth is checked by the solver, for
     * an exact search goes to the end of the game.
     */
    static Control of(Limit limit) {
        long start = System.nanoTime();
        long deadline = Long.MAX_VALUE;
        if (limit.time().isPresent()) {
            deadline = start + limit.time().get().toNanos(); // at most 24 hours (Limit's bound)
        }
        return new Control(limit.nodes().orElse(Long.MAX_VALUE), deadline, start);
    }

    /** Makes an interruption of this thread cancel the search (a synchronous call); null for none. */
    Control ownedBy(Thread thread) {
        owner = thread;
        return this;
    }

    /**
     * Makes a raised flag cancel the search, as an interruption of its owner does: polled wherever the
     * nodes are counted, so from every thread of the search; null for none.
     */
    Control stoppedWhen(BooleanSupplier flag) {
        stopWhen = flag;
        return this;
    }

    /** Stops the search at once if a stop was asked or the time is spent (between phases, e.g. after allocating the table). */
    void check() {
        add(0);
    }

    /** The nanoseconds left before the deadline, 0 when past; Long.MAX_VALUE with no time limit. */
    long nanosLeft() {
        return deadline == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, deadline - System.nanoTime());
    }

    /** Adds nodes counted by a thread and stops the search if the budget is spent or a stop was asked. */
    void add(long count) {
        long n = nodes.addAndGet(count);
        Thread t = owner;
        BooleanSupplier flag = stopWhen;
        if ((t != null && t.isInterrupted()) || (flag != null && flag.getAsBoolean())) {
            cancel();
        }
        if (stopped != null) {
            throw STOP;
        }
        if (n > nodeBudget) {
            stopped = SolveIncompleteException.Reason.NODE_LIMIT;
            throw STOP;
        }
        if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
            stopped = SolveIncompleteException.Reason.TIME_LIMIT;
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
