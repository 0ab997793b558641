package io.github.reversi4j.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine's process and its pipes: a thread reads its standard output into a bounded queue of
 * lines, another keeps the tail of its standard error; every wait for a line has a deadline; closing
 * kills the process and every process it started.
 */
final class EngineProcess {

    /** Lines read but not yet consumed beyond which the engine counts as flooding. */
    private static final int QUEUE_CAPACITY = 10_000;
    private static final int STDERR_TAIL = 20;

    /** What the reader thread hands over: a line, a line too long, the end of the output, a flood. */
    private record Event(Kind kind, String text) {
    }

    private enum Kind { LINE, TOO_LONG, END, FLOOD }

    private final String name;
    private final Process process;
    private final EngineOptions options;
    private final Writer stdin;
    /** Unbounded: the reader stops adding at {@link #QUEUE_CAPACITY} lines and flags a flood. */
    private final BlockingQueue<Event> lines = new LinkedBlockingQueue<>();
    private final Deque<String> stderrTail = new ArrayDeque<>();
    private volatile boolean flooded;
    private volatile boolean ended;
    private volatile boolean closing;
    /** A write took too long: the watchdog killed the engine. */
    private volatile boolean writeStalled;

    private EngineProcess(String name, Process process, EngineOptions options) {
        this.name = name;
        this.process = process;
        this.options = options;
        this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    }

    static EngineProcess start(List<String> command, EngineOptions options) {
        String name = String.join(" ", command);
        Process p;
        try {
            p = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new EngineStartException(name, e);
        }
        EngineProcess ep = new EngineProcess(name, p, options);
        Thread out = new Thread(() -> ep.readStdout(p.getInputStream()), "engine-stdout " + p.pid());
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(() -> ep.readStderr(p.getErrorStream()), "engine-stderr " + p.pid());
        err.setDaemon(true);
        err.start();
        return ep;
    }

    String name() {
        return name;
    }

    long pid() {
        return process.pid();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    private void readStdout(InputStream in) {
        int max = options.maxLineLength();
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            char[] buf = new char[8192];
            StringBuilder line = new StringBuilder();
            boolean skipping = false;
            int n;
            while ((n = r.read(buf)) >= 0) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n') {
                        if (!skipping) {
                            int len = line.length();
                            if (len > 0 && line.charAt(len - 1) == '\r') {
                                line.setLength(len - 1);
                            }
                            hand(new Event(Kind.LINE, line.toString()));
                        }
                        line.setLength(0);
                        skipping = false;
                    } else if (!skipping) {
                        if (line.length() >= max) {
                            hand(new Event(Kind.TOO_LONG, line.substring(0, Math.min(200, line.length()))));
                            line.setLength(0);
                            skipping = true;
                        } else {
                            line.append(c);
                        }
                    }
                }
            }
            if (line.length() > 0 && !skipping) {
                hand(new Event(Kind.LINE, line.toString()));
            }
        } catch (IOException e) {
            // the pipe broke: the process ended or was killed; the end event says so
        } finally {
            ended = true;
            lines.add(new Event(Kind.END, ""));
        }
    }

    private void hand(Event e) {
        if (flooded) {
            return;
        }
        if (e.kind() == Kind.LINE) {
            log(Traffic.RECEIVED, e.text());
        }
        if (lines.size() >= QUEUE_CAPACITY) {
            flooded = true;
            lines.add(new Event(Kind.FLOOD, e.text()));
        } else {
            lines.add(e);
        }
    }

    private void readStderr(InputStream in) {
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = r.read()) >= 0) {
                if (c == '\n') {
                    String l = line.toString();
                    log(Traffic.STDERR, l);
                    synchronized (stderrTail) {
                        if (stderrTail.size() == STDERR_TAIL) {
                            stderrTail.removeFirst();
                        }
                        stderrTail.addLast(l);
                    }
                    line.setLength(0);
                } else if (line.length() < 1000) {
                    line.append((char) c);
                }
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    private void log(Traffic t, String line) {
        try {
            options.log().record(t, line);
        } catch (RuntimeException e) {
            // a log that throws must not break the exchange
        }
    }

    List<String> stderrTail() {
        synchronized (stderrTail) {
            return new ArrayList<>(stderrTail);
        }
    }

    /**
     * Writes one line to the engine. A write blocks while the pipe is full, which an engine that stops
     * reading its input makes it for ever: a watchdog kills the engine when a write takes longer than
     * the reply timeout (at least {@link #MIN_WRITE_WAIT}), and the write then fails with
     * {@link EngineTimeoutException}.
     */
    void send(String line) {
        synchronized (stdin) {
            log(Traffic.SENT, line);
            Duration wait = options.replyTimeout().compareTo(MIN_WRITE_WAIT) < 0 ? MIN_WRITE_WAIT : options.replyTimeout();
            java.util.concurrent.ScheduledFuture<?> watch = WATCHDOG.schedule(() -> {
                writeStalled = true;
                process.destroyForcibly();
            }, wait.toNanos(), TimeUnit.NANOSECONDS);
            try {
                stdin.write(line);
                stdin.write('\n');
                stdin.flush();
            } catch (IOException e) {
                if (writeStalled) {
                    throw new EngineTimeoutException(name, "the engine to read '" + line + "'", wait);
                }
                throw terminated("the answer to '" + line + "'");
            } finally {
                watch.cancel(false);
            }
            if (writeStalled) {
                throw new EngineTimeoutException(name, "the engine to read '" + line + "'", wait);
            }
        }
    }

    /** The least time a write may take before the engine counts as not reading. */
    static final Duration MIN_WRITE_WAIT = Duration.ofSeconds(1);

    /** Kills the engines whose input pipe stays full: one daemon thread for every engine. */
    private static final java.util.concurrent.ScheduledThreadPoolExecutor WATCHDOG = watchdog();

    private static java.util.concurrent.ScheduledThreadPoolExecutor watchdog() {
        java.util.concurrent.ScheduledThreadPoolExecutor w = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "engine-write-watchdog");
            t.setDaemon(true);
            return t;
        });
        w.setRemoveOnCancelPolicy(true);
        return w;
    }

    /**
     * Returns the next line the engine wrote, waiting at most until the deadline.
     *
     * @param deadline a {@link System#nanoTime()} value
     * @param timeout the timeout the deadline stands for, for the message
     * @param awaited what is awaited, for the message
     */
    String next(long deadline, Duration timeout, String awaited) {
        Event e = take(deadline, awaited, timeout);
        if (e == null) {
            throw new EngineTimeoutException(name, awaited, timeout);
        }
        return unwrap(e, awaited);
    }

    /** The next line if one comes before the deadline, else null; faults are thrown as by next. */
    String poll(long deadline, String awaited) {
        Event e = take(deadline, awaited, Duration.ZERO);
        return e == null ? null : unwrap(e, awaited);
    }

    private Event take(long deadline, String awaited, Duration timeout) {
        try {
            long left = deadline - System.nanoTime();
            return left <= 0 ? lines.poll() : lines.poll(left, TimeUnit.NANOSECONDS);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new EngineTimeoutException(name, awaited + " (interrupted)", timeout);
        }
    }

    private String unwrap(Event e, String awaited) {
        switch (e.kind()) {
            case LINE:
                return e.text();
            case TOO_LONG:
                throw new EngineOutputException(name, e.text(), "a line longer than " + options.maxLineLength()
                        + " characters");
            case FLOOD:
                throw new EngineOutputException(name, e.text(), "more than " + QUEUE_CAPACITY
                        + " lines unread: the engine floods its output");
            default:
                lines.add(e); // every later wait sees the end too
                throw terminated(awaited);
        }
    }

    /** Discards the lines already read, returning how many. */
    int drain() {
        List<Event> old = new ArrayList<>();
        lines.drainTo(old);
        for (Event e : old) {
            if (e.kind() == Kind.END) {
                lines.add(e);
            }
        }
        return old.size();
    }

    EngineTerminatedException terminated(String awaited) {
        OptionalInt status = OptionalInt.empty();
        if (!closing) {
            try {
                if (process.waitFor(500, TimeUnit.MILLISECONDS)) {
                    status = OptionalInt.of(process.exitValue());
                }
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
            }
        }
        return new EngineTerminatedException(name, closing ? awaited + " (the engine was closed)" : awaited,
                status, stderrTail());
    }

    /**
     * Ends the process: sends the quit command if there is one and the process is alive, waits up to
     * the close timeout, then kills it and every process it started, and waits for them to end.
     */
    void close(String quit) {
        closing = true;
        List<ProcessHandle> tree = process.descendants().toList();
        if (process.isAlive() && quit != null && !ended) {
            try {
                send(quit);
                process.waitFor(options.closeTimeout().toMillis(), TimeUnit.MILLISECONDS);
            } catch (EngineException e) {
                // it cannot be told: kill it
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill(tree);
    }

    /** Kills the process and every process it started, at once. */
    void kill() {
        closing = true;
        kill(process.descendants().toList());
    }

    private void kill(List<ProcessHandle> earlier) {
        List<ProcessHandle> tree = new ArrayList<>(earlier);
        process.descendants().forEach(h -> {
            if (!tree.contains(h)) {
                tree.add(h);
            }
        });
        process.destroyForcibly();
        tree.forEach(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(5, TimeUnit.SECONDS);
            for (ProcessHandle h : tree) {
                h.onExit().get(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            // a process that does not end on SIGKILL is beyond this side's reach
        }
        try {
            stdin.close();
        } catch (IOException e) {
            // the pipe is gone with the process
        }
    }
}
