package io.github.reversi4j.core.internal.parallel;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntToLongFunction;

/**
 * The worker pool of the parallel perfts (the value-level one and the one on raw bitboards): numbered
 * tasks shared out among a number of threads, the calling thread among them, and their results
 * summed. It names nothing of the library, so that the bitboard kernels may use it and stay the
 * bottom layer.
 */
public final class Workers {

    /** The stack of a worker thread: a perft through the rules recurses once per ply. */
    private static final long WORKER_STACK = 16L << 20;

    private Workers() {
    }

    /**
     * Checks a number of threads.
     *
     * @param threads the number of threads
     * @throws IllegalArgumentException if it is less than 1
     */
    public static void checkThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /**
     * Runs tasks {@code 0..n-1} on the calling thread and at most {@code threads - 1} started platform
     * threads, and sums their results. The started threads have ended when this returns; an interrupt
     * of the calling thread while it waits for them is kept and set again on return. The first
     * unchecked exception or error of a task stops the tasks not yet begun and is rethrown unchanged.
     *
     * @param n the number of tasks, 0 or more
     * @param threads the number of threads, at least 1
     * @param task the task of each number
     * @return the sum of the results
     */
    @SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "rethrows, unchanged, the unchecked exception a worker thread caught")
    public static long sum(int n, int threads, IntToLongFunction task) {
        AtomicInteger nextTask = new AtomicInteger();
        LongAdder sum = new LongAdder();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            try {
                for (int i = nextTask.getAndIncrement(); i < n; i = nextTask.getAndIncrement()) {
                    sum.add(task.applyAsLong(i));
                }
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
                nextTask.set(n);
            }
        };
        // no task at all when every game below the root ended before the cut
        Thread[] started = new Thread[Math.max(0, Math.min(threads, n) - 1)];
        for (int k = 0; k < started.length; k++) {
            started[k] = new Thread(null, worker, "reversi4j-perft-" + (k + 1), WORKER_STACK);
            started[k].setDaemon(true);
            started[k].start();
        }
        worker.run();
        boolean interrupted = false;
        for (Thread t : started) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException) {
            throw (RuntimeException) e;
        }
        if (e instanceof Error) {
            throw (Error) e;
        }
        return sum.sum();
    }
}
