package io.github.reversi4j.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An engine's process and its pipes: a thread reads its standard output into a bounded queue of
 * lines, another keeps the tail of its standard error; every wait for a line has a deadline; the
 * process's end is noticed when it happens, even while a process it started keeps its output open;
 * closing kills the process and every process it started.
 *
 * <p>Every process the engine starts is found three ways, so that none outlives it: on Linux the
 * engine runs in a session of its own ({@code setsid}), whose members are read from {@code /proc}
 * even after their parent has exited and they have passed to init; its descendants are recorded
 * while it runs, every {@link #TRACK_PERIOD}; and its descendants are listed again when it is killed.
 *
 * <p>No engine outlives the program that started it, nor a process the engine started outlives the
 * engine: when the engine's own process ends, every process recorded below it is killed (a child that
 * left the engine's session for one of its own included); and when the Java virtual machine shuts
 * down (the end of {@code main}, {@code System.exit}, SIGTERM, SIGHUP, SIGINT), a shutdown hook kills
 * the process tree of every engine still open.
 */
final class EngineProcess {

    /** Lines read but not yet consumed beyond which the engine counts as flooding. */
    private static final int QUEUE_CAPACITY = 10_000;
    /** The most characters of unread lines held: beyond, the engine counts as flooding. */
    private static final long QUEUE_CHARS = 64L << 20;
    private static final int STDERR_TAIL = 10;
    private static final int STDERR_LINE = 300;
    /** How often the engine's descendants are recorded while it runs. */
    static final Duration TRACK_PERIOD = Duration.ofMillis(200);
    /** How long the output may still bring lines after the process has ended. */
    private static final Duration EXIT_GRACE = Duration.ofMillis(300);

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
    private final CountDownLatch stderrDone = new CountDownLatch(1);
    private final AtomicLong queuedChars = new AtomicLong();
    /** Every process seen below the engine's while it ran. */
    private final Set<ProcessHandle> seen = ConcurrentHashMap.newKeySet();
    /** Whether the engine runs in a session of its own, whose id is its pid. */
    private final boolean ownSession;
    private volatile java.util.concurrent.ScheduledFuture<?> tracker;
    private volatile boolean flooded;
    private volatile boolean ended;
    private volatile boolean closing;
    /** A write took too long: the watchdog killed the engine. */
    private volatile boolean writeStalled;

    private EngineProcess(String name, Process process, EngineOptions options, boolean ownSession) {
        this.name = name;
        this.process = process;
        this.options = options;
        this.ownSession = ownSession;
        this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    }

    /** Checks a command line and starts its process. */
    static EngineProcess of(List<String> command, EngineOptions options) {
        java.util.Objects.requireNonNull(options, "options");
        List<String> cmd = List.copyOf(command);
        if (cmd.isEmpty() || cmd.get(0).isBlank()) {
            throw new IllegalArgumentException("an engine's command line names a program");
        }
        return start(cmd, options);
    }

    private static EngineProcess start(List<String> command, EngineOptions options) {
        String name = String.join(" ", command);
        Optional<Path> dir = options.directory();
        if (dir.isPresent() && !Files.isDirectory(dir.get())) {
            throw new EngineStartException(name, new IOException("no folder " + dir.get() + " to run in"));
        }
        Optional<String> setsid = setsid();
        List<String> run = command;
        if (setsid.isPresent()) {
            if (findProgram(command.get(0), dir).isEmpty()) {
                throw new EngineStartException(name, new IOException("no program " + command.get(0)
                        + (command.get(0).contains("/") ? "" : " on the PATH")
                        + dir.map(d -> " (working folder " + d + ")").orElse("")));
            }
            run = new ArrayList<>();
            run.add(setsid.get());
            run.addAll(command);
        }
        ProcessBuilder pb = new ProcessBuilder(run);
        dir.ifPresent(d -> pb.directory(d.toFile()));
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new EngineStartException(name, e);
        }
        EngineProcess ep = new EngineProcess(name, p, options, setsid.isPresent());
        LIVE.add(ep);
        ep.tracker = TRACKER.scheduleWithFixedDelay(ep::track, 0, TRACK_PERIOD.toMillis(), TimeUnit.MILLISECONDS);
        p.onExit().thenRun(() -> {
            TRACKER.execute(ep::orphans);
            TRACKER.schedule(ep::exited, EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS);
        });
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

    /** The {@code setsid} program on Linux, which starts a program in a session of its own. */
    private static Optional<String> setsid() {
        if (!System.getProperty("os.name", "").startsWith("Linux") || !Files.isDirectory(Path.of("/proc/self"))) {
            return Optional.empty();
        }
        for (String s : List.of("/usr/bin/setsid", "/bin/setsid")) {
            if (Files.isExecutable(Path.of(s))) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** The program a command names, as the system would find it; empty if there is none. */
    private static Optional<Path> findProgram(String program, Optional<Path> dir) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            if (!p.isAbsolute() && dir.isPresent()) {
                p = dir.get().resolve(p);
            }
            return Files.isExecutable(p) && !Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
        }
        String path = System.getenv("PATH");
        for (String d : (path == null ? "" : path).split(":", -1)) {
            Path p = Path.of(d.isEmpty() ? "." : d, program);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * Records the engine's descendants, as long as it runs; once it has ended, kills every process
     * recorded below it, so that none outlives the engine.
     */
    private void track() {
        if (!process.isAlive()) {
            java.util.concurrent.ScheduledFuture<?> t = tracker;
            if (t != null) {
                t.cancel(false);
            }
            orphans();
            return;
        }
        try {
            process.descendants().forEach(seen::add);
            sessionMembers().forEach(seen::add);
        } catch (RuntimeException e) {
            // a process that ends while it is listed: the next round sees the rest
        }
        seen.removeIf(h -> !h.isAlive());
    }

    /**
     * The engine's process has ended: the processes recorded below it (its session's members and the
     * descendants seen while it ran, a child that started a session of its own included) are killed.
     */
    private void orphans() {
        List<ProcessHandle> left = new ArrayList<>(sessionMembers());
        left.addAll(seen);
        for (ProcessHandle h : left) {
            if (h.isAlive()) {
                h.destroyForcibly();
            }
        }
        LIVE.remove(this);
    }

    /** The engine's process ended: once the output has had its grace, every wait learns it. */
    private void exited() {
        if (!ended) {
            ended = true;
            lines.add(new Event(Kind.END, ""));
        }
    }

    /**
     * The processes of the engine's session (Linux, {@code /proc/PID/stat}), the engine's own
     * excepted: those whose parent has exited are found too.
     */
    private List<ProcessHandle> sessionMembers() {
        if (!ownSession) {
            return List.of();
        }
        long sid = process.pid();
        List<ProcessHandle> out = new ArrayList<>();
        try (java.util.stream.Stream<Path> procs = Files.list(Path.of("/proc"))) {
            procs.forEach(dir -> {
                Path last = dir.getFileName();
                String n = last == null ? "" : last.toString();
                if (n.isEmpty() || !n.chars().allMatch(c -> c >= '0' && c <= '9') || n.length() > 18) {
                    return;
                }
                long pid = Long.parseLong(n);
                if (pid == sid) {
                    return;
                }
                try {
                    String stat = Files.readString(dir.resolve("stat"), StandardCharsets.ISO_8859_1);
                    // pid (comm) state ppid pgrp session ...: comm may hold spaces and parentheses
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ", 5);
                    if (f.length >= 4 && f[3].equals(Long.toString(sid))) {
                        ProcessHandle.of(pid).ifPresent(out::add);
                    }
                } catch (IOException | RuntimeException e) {
                    // the process ended meanwhile
                }
            });
        } catch (IOException e) {
            // no /proc: the recorded descendants stand
        }
        return out;
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
            exited();
        }
    }

    private void hand(Event e) {
        if (flooded) {
            return;
        }
        if (e.kind() == Kind.LINE) {
            log(Traffic.RECEIVED, e.text());
        }
        if (lines.size() >= QUEUE_CAPACITY || queuedChars.get() + e.text().length() > QUEUE_CHARS) {
            flooded = true;
            lines.add(new Event(Kind.FLOOD, e.text().length() > 200 ? e.text().substring(0, 200) : e.text()));
        } else {
            queuedChars.addAndGet(e.text().length());
            lines.add(e);
        }
    }

    private void readStderr(InputStream in) {
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            char[] buf = new char[4096];
            int n;
            while ((n = r.read(buf)) >= 0) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n') {
                        stderrLine(line);
                    } else if (c != '\r' && line.length() < STDERR_LINE) {
                        line.append(c);
                    }
                }
            }
            if (line.length() > 0) {
                stderrLine(line); // a last line without its end: Edax's 'Cannot open data/eval.dat'
            }
        } catch (IOException e) {
            // the process ended
        } finally {
            stderrDone.countDown();
        }
    }

    private void stderrLine(StringBuilder line) {
        String l = line.toString();
        line.setLength(0);
        log(Traffic.STDERR, l);
        synchronized (stderrTail) {
            if (stderrTail.size() == STDERR_TAIL) {
                stderrTail.removeFirst();
            }
            stderrTail.addLast(l);
        }
    }

    /** The tail of the standard error, once the process has had a moment to write it all. */
    List<String> stderrTailAfterEnd() {
        try {
            if (!process.isAlive() || process.waitFor(200, TimeUnit.MILLISECONDS)) {
                if (!stderrDone.await(300, TimeUnit.MILLISECONDS)) {
                    return stderrTail(); // a process it started still holds the pipe: the tail read so far
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return stderrTail();
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
            if (ended) {
                throw terminated(awaited);
            }
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
        queuedChars.addAndGet(-e.text().length());
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
                queuedChars.addAndGet(e.text().length());
                lines.add(e); // every later wait sees the end too
                throw terminated(awaited);
        }
    }

    /** Discards the lines already read, returning how many. */
    int drain() {
        List<Event> old = new ArrayList<>();
        lines.drainTo(old);
        for (Event e : old) {
            queuedChars.addAndGet(-e.text().length());
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
                status, closing ? stderrTail() : stderrTailAfterEnd());
    }

    /**
     * Ends the process: sends the quit command if there is one and the process is alive, waits up to
     * the close timeout, then kills it and every process it started, and waits for them to end.
     */
    void close(String quit) {
        closing = true;
        track();
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
        killTree();
    }

    /** Kills the process and every process it started, at once. */
    void kill() {
        closing = true;
        track();
        killTree();
    }

    /**
     * Kills the engine and every process below it: those recorded while it ran, its descendants now,
     * and the members of its session; again while new ones appear (a process may start another while
     * it is being killed), then waits for them to end.
     */
    private void killTree() {
        java.util.concurrent.ScheduledFuture<?> t = tracker;
        if (t != null) {
            t.cancel(false);
        }
        Set<ProcessHandle> all = new java.util.HashSet<>(seen);
        for (int round = 0; round < 5; round++) {
            List<ProcessHandle> now = new ArrayList<>();
            try {
                process.descendants().forEach(now::add);
            } catch (RuntimeException e) {
                // listed while ending: the session still finds them
            }
            now.addAll(sessionMembers());
            now.addAll(seen);
            process.destroyForcibly();
            boolean fresh = false;
            for (ProcessHandle h : now) {
                if (h.isAlive()) {
                    h.destroyForcibly();
                    fresh |= all.add(h);
                }
            }
            if (!fresh) {
                break;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        try {
            process.waitFor(5, TimeUnit.SECONDS);
            for (ProcessHandle h : all) {
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
        LIVE.remove(this);
    }

    /** The engines started and not yet killed, whose trees the shutdown hook kills. */
    private static final Set<EngineProcess> LIVE = ConcurrentHashMap.newKeySet();

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(EngineProcess::killAll, "engine-process-shutdown"));
        } catch (IllegalStateException | SecurityException e) {
            // already shutting down, or not allowed: the engines are closed by their owners alone
        }
    }

    /** Kills the process tree of every engine still open: the virtual machine is shutting down. */
    private static void killAll() {
        for (EngineProcess ep : List.copyOf(LIVE)) {
            ep.closing = true;
            ep.track();
            ep.killTree();
        }
    }

    /** Records the descendants of every engine and ends the waits of engines that died. */
    private static final java.util.concurrent.ScheduledThreadPoolExecutor TRACKER = tracker();

    private static java.util.concurrent.ScheduledThreadPoolExecutor tracker() {
        java.util.concurrent.ScheduledThreadPoolExecutor w = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "engine-process-tracker");
            t.setDaemon(true);
            return t;
        });
        w.setRemoveOnCancelPolicy(true);
        return w;
    }
}
