package io.github.reversi4j.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads of a parallel search besides the caller's, and the splits open to them. A thread with
 * nothing to do waits for a split with moves left and joins it; a thread whose split still has
 * threads inside helps them, joining only the splits made below its own, and so never waits idle
 * while there is work under it.
 */
final class Workers {

    private final List<Split> open = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicInteger idle = new AtomicInteger();
    private volatile Throwable failure;
    private volatile boolean closed;
    /** How many splits were offered and left so far, read without the lock by the spinning threads. */
    private final AtomicInteger offers = new AtomicInteger();
    /** The same count, guarded by this, for the threads that wait. */
    private int events;
    private static final int SPIN = 2000;

    /** Starts a thread for each of the searches given. */
    static Workers start(List<Search> searches) {
        Workers w = new Workers();
        for (Search s : searches) {
            s.workers = w;
            Thread t = new Thread(() -> w.loop(s), "reversi-solver");
            t.setDaemon(true);
            w.threads.add(t);
        }
        for (Thread t : w.threads) {
            t.start();
        }
        return w;
    }

    private Workers() {
    }

    /** Tells whether a thread waits for work: a split would not wait long for help. */
    boolean idle() {
        return idle.get() > 0;
    }

    Throwable failure() {
        return failure;
    }

    synchronized void offer(Split s) {
        open.add(s);
        events++;
        offers.incrementAndGet();
        notifyAll();
    }

    synchronized void retire(Split s) {
        open.remove(s);
    }

    /** Joins an open split made under within (any when null), or returns null. */
    private synchronized Split take(Split within) {
        for (int i = open.size() - 1; i >= 0; i--) {
            Split s = open.get(i);
            if ((within == null || s.under(within)) && s.tryJoin()) {
                return s;
            }
        }
        return null;
    }

    private void loop(Search s) {
        try {
            while (!closed) {
                Split sp;
                idle.incrementAndGet();
                try {
                    // a split comes soon after the last one most of the time: look for it a while
                    // before sleeping
                    int seen = offers.get();
                    synchronized (this) {
                        sp = take(null);
                    }
                    for (int i = 0; sp == null && i < SPIN && offers.get() == seen && !closed; i++) {
                        Thread.onSpinWait();
                    }
                    synchronized (this) {
                        while (sp == null && (sp = take(null)) == null) {
                            if (closed) {
                                return;
                            }
                            wait();
                        }
                    }
                } finally {
                    idle.decrementAndGet();
                }
                join(s, sp);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Searches in a split the thread has joined, then leaves it. */
    void join(Search s, Split sp) {
        Split saved = s.current;
        s.current = sp;
        try {
            sp.work(s);
        } catch (Control.Stop e) {
            // the owner finds the stop in the control
            sp.cut();
        } catch (RuntimeException | Error e) {
            failure = e;
            sp.cut();
        } finally {
            s.current = saved;
            s.flush();
            sp.leave();
            synchronized (this) {
                events++;
                offers.incrementAndGet();
                notifyAll();
            }
        }
    }

    /**
     * Waits, as the owner of a split, for the other threads to leave it, helping them meanwhile in
     * the splits they make below it.
     */
    void await(Search s, Split sp) {
        idle.incrementAndGet();
        try {
            while (sp.busy()) {
                int seen = offers.get();
                int before;
                Split t;
                synchronized (this) {
                    before = events;
                    t = take(sp);
                }
                if (t != null) {
                    join(s, t);
                    continue;
                }
                for (int i = 0; i < SPIN && offers.get() == seen && sp.busy(); i++) {
                    Thread.onSpinWait();
                }
                synchronized (this) {
                    if (events == before && sp.busy()) {
                        try {
                            wait(10);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            s.control.cancel();
                            sp.cut();
                        }
                    }
                }
            }
        } finally {
            idle.decrementAndGet();
        }
    }

    /** Stops the threads once they are done. */
    void close() {
        synchronized (this) {
            closed = true;
            notifyAll();
        }
        for (Thread t : threads) {
            t.interrupt();
        }
    }
}
