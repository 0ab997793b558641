package io.github.reversi4j.examples;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * An occasional progress line on the standard error for long work that nobody watches on a terminal
 * (its output redirected, run by a script or a scheduler), where no progress bar is drawn: without it,
 * a run of half an hour would say nothing until its end. At most one line a period, a minute by
 * default, saying the last status the work gave, even while one step (an engine's search) takes
 * longer than the period; nothing at all when a progress bar is drawn instead.
 */
final class Heartbeat implements AutoCloseable {

    /** The system property that sets the period in seconds (the tests shorten it). */
    static final String PERIOD_PROPERTY = "reversi.progressSeconds";

    private static final long DEFAULT_SECONDS = 60;

    private final PrintStream err;
    private final String name;
    private final boolean enabled;
    private final long period;
    private final LongSupplier clock;
    private final long start;
    private long next;
    private volatile Supplier<String> status = () -> "started";
    private volatile Thread timer;

    Heartbeat(PrintStream err, String name, boolean enabled) {
        this(err, name, enabled, System::nanoTime);
    }

    /** With a clock of nanoseconds of its own (the tests'), and no timer until {@link #start}. */
    Heartbeat(PrintStream err, String name, boolean enabled, LongSupplier clock) {
        this.err = err;
        this.name = name;
        this.enabled = enabled;
        this.clock = clock;
        this.period = seconds() * 1_000_000_000L;
        this.start = clock.getAsLong();
        this.next = start + period;
    }

    private static long seconds() {
        String p = System.getProperty(PERIOD_PROPERTY, "");
        if (!p.isEmpty() && p.length() <= 6 && p.chars().allMatch(c -> c >= '0' && c <= '9') && Long.parseLong(p) > 0) {
            return Long.parseLong(p);
        }
        return DEFAULT_SECONDS;
    }

    /**
     * Starts a timer that prints the line when a period has passed, whether or not the work reports
     * in the meantime; {@link #close} stops it.
     *
     * @return this
     */
    Heartbeat start() {
        if (enabled && timer == null) {
            Thread t = new Thread(() -> {
                try {
                    while (!Thread.currentThread().isInterrupted()) {
                        Thread.sleep(1000);
                        due();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "reversi-progress " + name);
            t.setDaemon(true);
            timer = t;
            t.start();
        }
        return this;
    }

    /**
     * Says how far the work is, and prints it if a period has passed since the last line.
     *
     * @param now how far the work is, e.g. {@code "game 12 of 50"}; asked only when printed
     */
    void tick(Supplier<String> now) {
        status = now;
        due();
    }

    private synchronized void due() {
        if (!enabled) {
            return;
        }
        long now = clock.getAsLong();
        if (now - next < 0) {
            return;
        }
        next = now + period;
        err.println(String.format(Locale.ROOT, "%s: %s, %d s so far", name, status.get(), (now - start) / 1_000_000_000L));
        err.flush();
    }

    /** Stops the timer. */
    @Override
    public void close() {
        Thread t = timer;
        if (t != null) {
            t.interrupt();
            timer = null;
        }
    }
}
