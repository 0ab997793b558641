package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * What both protocols' clients share: the process, the one-command-at-a-time lock, the checks of a
 * game given for a search, failure and closing. The game the engine holds is this side's business:
 * each client sends only what changed since the last search.
 */
abstract class AbstractEngine {

    final EngineProcess process;
    final EngineOptions options;
    private final ReentrantLock lock = new ReentrantLock();
    private final ExecutorService async;
    private volatile boolean open = true;
    private volatile String name;

    AbstractEngine(EngineProcess process, EngineOptions options) {
        this.process = process;
        this.options = options;
        this.name = process.name();
        this.async = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "engine " + process.pid());
            t.setDaemon(true);
            return t;
        });
    }

    /** The command that asks the engine to end. */
    abstract String quitCommand();

    abstract SearchResult search(GameRecord at, Limit limit);

    /**
     * Greets a started engine under the lock; a failure, a refusal included, kills the engine and
     * every process it started before the exception goes on.
     */
    @edu.umd.cs.findbugs.annotations.SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "the greeting's own failure goes on to the caller of start, once the process tree is killed")
    final void greet(Runnable greeting) {
        try {
            exchange(() -> {
                greeting.run();
                return null;
            });
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * Names what the engine cannot search: a game that is over, has an illegal move, or is not on a
     * square board.
     */
    final GameRecord searchable(GameRecord game) {
        Objects.requireNonNull(game, "game");
        if (!game.replay().isValid()) {
            throw new IllegalArgumentException("the game has an illegal move: " + game.replay().error()
                    .map(IllegalMoveException::getMessage).orElse("?"));
        }
        if (!game.rules().geometry().isSquare()) {
            throw new IllegalArgumentException("engines play square boards, not " + game.rules().geometry());
        }
        if (game.rules().isTerminal(game.replay().finalState())) {
            throw new IllegalStateException("the game is over: there is no move to search");
        }
        return game;
    }

    public final String name() {
        return name;
    }

    /** The longest name kept of what an engine calls itself. */
    static final int MAX_NAME = 100;

    /**
     * Takes the name the engine gives itself: one line of visible text, its control and formatting
     * characters removed, at most {@link #MAX_NAME} characters; a blank name is ignored.
     */
    final void name(String newName) {
        StringBuilder sb = new StringBuilder();
        newName.codePoints().filter(c -> !Character.isISOControl(c) && Character.getType(c) != Character.FORMAT
                && Character.getType(c) != Character.SURROGATE && c != 0x2028 && c != 0x2029)
                .forEach(sb::appendCodePoint);
        String n = sb.toString().strip();
        if (n.length() > MAX_NAME) {
            int end = Character.isHighSurrogate(n.charAt(MAX_NAME - 1)) ? MAX_NAME - 1 : MAX_NAME;
            n = n.substring(0, end);
        }
        if (!n.isBlank()) {
            this.name = n;
        }
    }

    public final long pid() {
        return process.pid();
    }

    public final SearchResult bestMove(GameRecord game, Limit limit) {
        Objects.requireNonNull(limit, "limit");
        GameRecord g = searchable(game);
        return exchange(() -> search(g, limit));
    }

    public final CompletableFuture<SearchResult> bestMoveAsync(GameRecord game, Limit limit) {
        Objects.requireNonNull(limit, "limit");
        GameRecord g = searchable(game);
        return async(() -> bestMove(g, limit));
    }

    /**
     * Runs a task on the engine's own thread; cancelling the future it returns stops the engine's
     * search if the task has started (a task still waiting for its turn is simply dropped).
     */
    final <T> CompletableFuture<T> async(Supplier<T> task) {
        Stopping<T> future = new Stopping<>(this::stopSearch);
        async.execute(() -> {
            if (!future.begin()) {
                return; // cancelled before its turn
            }
            try {
                future.complete(task.get());
            } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
            }
        });
        return future;
    }

    /** Stops the engine's running search, as {@link Engine#stop()}. */
    private void stopSearch() {
        if (this instanceof Engine) {
            ((Engine) this).stop();
        }
    }

    /** A future whose cancellation stops the engine's search once the task has begun. */
    static final class Stopping<T> extends CompletableFuture<T> {
        private final Runnable stop;
        private final java.util.concurrent.atomic.AtomicInteger state = new java.util.concurrent.atomic.AtomicInteger();

        Stopping(Runnable stop) {
            this.stop = stop;
        }

        /** Marks the task begun; false if it was cancelled first. */
        boolean begin() {
            return state.compareAndSet(0, 1);
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            if (!state.compareAndSet(0, 2) && state.get() == 1 && !isDone()) {
                stop.run();
            }
            return super.cancel(mayInterruptIfRunning);
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new CompletableFuture<>();
        }
    }

    public final boolean isOpen() {
        return open;
    }

    /** Runs one exchange under the lock; a failure other than a refusal closes the engine. */
    final <T> T exchange(Supplier<T> body) {
        ensureOpen();
        lock.lock();
        try {
            ensureOpen();
            return body.get();
        } catch (EngineRefusedException e) {
            throw e.withStderr(process.stderrTail());
        } catch (EngineException e) {
            open = false;
            process.kill();
            async.shutdown();
            throw e.withStderr(process.stderrTailAfterEnd());
        } finally {
            lock.unlock();
        }
    }

    private void ensureOpen() {
        if (!open) {
            throw new IllegalStateException("the engine " + name + " is closed");
        }
    }

    public final void close() {
        boolean wasOpen = open;
        open = false;
        if (wasOpen) {
            process.close(quitCommand());
        }
        async.shutdownNow();
    }

    /** A reader of one reply: the deadline, what is awaited, and the count of lines it read. */
    final class Reply {
        private final long deadline;
        private final Duration timeout;
        private final String awaited;
        private int count;
        private long chars;

        Reply(Duration timeout, String awaited) {
            this.timeout = timeout;
            this.deadline = System.nanoTime() + timeout.toNanos();
            this.awaited = awaited;
        }

        String next() {
            return counted(process.next(deadline, timeout, awaited));
        }

        /** The next line if one comes before {@code until} (a nanoTime), else null. */
        String nextBefore(long until) {
            if (until - deadline >= 0) {
                return next();
            }
            String line = process.poll(until, awaited);
            return line == null ? null : counted(line);
        }

        private String counted(String line) {
            if (++count > options.maxLinesPerReply()) {
                throw new EngineOutputException(process.name(), line, "more than " + options.maxLinesPerReply()
                        + " lines for " + awaited);
            }
            chars += line.length() + 1;
            if (chars > options.maxReplyLength()) {
                throw new EngineOutputException(process.name(), line, "more than " + options.maxReplyLength()
                        + " characters for " + awaited);
            }
            return line;
        }

        /** The time left before the deadline, in nanoseconds. */
        long left() {
            return deadline - System.nanoTime();
        }
    }

    /** Checks a move the engine sent for the last position of a game. */
    final Move checked(GameRecord at, Move move, String line) {
        GameState s = at.replay().finalState();
        try {
            at.rules().play(s, move);
            return move;
        } catch (IllegalMoveException e) {
            throw new EngineIllegalMoveException(process.name(), line, move, s, e);
        }
    }

    /**
     * Reads a principal variation as NBoard engines write it: two-character moves, with or without
     * separators ({@code F5d6C3}, {@code F5-D6-C3}), {@code PA} for a pass. Its first move is checked
     * legal; the rest is kept while it replays, with forced passes filled in.
     */
    final List<Move> pv(GameRecord at, String text, String line) {
        List<Move> raw = new ArrayList<>();
        String t = text.replace("-", "").replace(":", "");
        int i = 0;
        while (i < t.length()) {
            if (!Ascii.isLetter(t.charAt(i))) {
                throw new EngineProtocolException(process.name(), line, "not a principal variation: '" + text + "'");
            }
            if (i + 1 < t.length() && Ascii.isLetter(t.charAt(i + 1))) {
                if (!t.regionMatches(true, i, "pa", 0, 2) && !t.regionMatches(true, i, "ps", 0, 2)) {
                    throw new EngineProtocolException(process.name(), line, "not a principal variation: '" + text + "'");
                }
                raw.add(Move.pass());
                i += 2;
                continue;
            }
            int j = i + 1;
            while (j < t.length() && Ascii.isDigit(t.charAt(j)) && j - i <= 2) {
                j++;
            }
            if (j == i + 1) {
                throw new EngineProtocolException(process.name(), line, "not a principal variation: '" + text + "'");
            }
            raw.add(move(t.substring(i, j), line));
            i = j;
        }
        if (raw.isEmpty()) {
            throw new EngineProtocolException(process.name(), line, "an empty principal variation");
        }
        Rules rules = at.rules();
        GameState s = at.replay().finalState();
        List<Move> out = new ArrayList<>();
        out.add(checked(at, raw.get(0), line));
        s = rules.play(s, raw.get(0));
        for (Move m : raw.subList(1, raw.size())) {
            if (!m.isPass() && rules.legalMoves(s).equals(List.of(Move.pass()))) {
                out.add(Move.pass());
                s = rules.play(s, Move.pass());
            }
            if (!rules.isLegal(s, m)) {
                break;
            }
            out.add(m);
            s = rules.play(s, m);
        }
        return out;
    }

    /** Reads one move: a square such as {@code F5} or {@code f5}, or a pass ({@code PA}, {@code pass}). */
    final Move move(String text, String line) {
        if (!text.isEmpty() && text.length() <= 4 && text.strip().equals(text)) {
            try {
                Move m = Move.parse(text);
                if (m instanceof Move.Place || m.isPass()) {
                    return m;
                }
            } catch (TextParseException e) {
                // not a move: refused below
            }
        }
        throw new EngineProtocolException(process.name(), line, "not a move: '" + text + "'");
    }

    /** Reads a score of the engine. */
    final Score score(String text, String line) {
        return Score.of(number(text, line));
    }

    /** Reads a number of the engine. */
    final double number(String text, String line) {
        try {
            if (!Ascii.isDecimal(text)) {
                throw new NumberFormatException("not a decimal number");
            }
            double d = Double.parseDouble(text);
            if (!Double.isFinite(d) || Math.abs(d) > 1e6) {
                throw new NumberFormatException("out of range");
            }
            return d;
        } catch (NumberFormatException e) {
            throw new EngineProtocolException(process.name(), line, "not a number: '" + text + "'");
        }
    }

    /** Reads a count of the engine. */
    final long count(String text, String line) {
        try {
            if (!Ascii.isDecimal(text)) {
                throw new NumberFormatException("not a decimal number");
            }
            double d = Double.parseDouble(text);
            if (!(d >= 0 && d < 9e18)) {
                throw new NumberFormatException("out of range");
            }
            return (long) d;
        } catch (NumberFormatException e) {
            throw new EngineProtocolException(process.name(), line, "not a count: '" + text + "'");
        }
    }
}
