package io.github.reversi4j.engine;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** What both protocols' servers share: the player, the game, the limit, line reading and choosing. */
abstract class ServerBase {

    final String name;
    final Player player;

    Rules rules = StandardRules.othello();
    GameRecord game = GameRecord.of(rules, List.of());
    Limit limit;
    Duration timePerMove;

    /** A server of checked arguments: see {@link #depth(String, Player, int)}. */
    ServerBase(String name, Player player, Limit limit) {
        this.name = name;
        this.player = player;
        this.limit = limit;
    }

    /**
     * Checks a server's arguments before it is made, and gives the limit of its default depth.
     *
     * @throws IllegalArgumentException if the name is not one line of text or the depth is out of range
     */
    static Limit depth(String name, Player player, int defaultDepth) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(player, "player");
        if (name.isBlank() || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("an engine name is one line of text, not '" + Ascii.excerpt(name) + "'");
        }
        return Limit.depth(defaultDepth);
    }

    /** Handles one command line; false ends serving. */
    abstract boolean handle(String line, PrintWriter out);

    /** Answers a line longer than {@link EngineServer#MAX_LINE}. */
    abstract void tooLong(PrintWriter out);

    /**
     * Whether a command, read while the player searches, stops the search: it is handled once the
     * player has returned what it found so far (NBoard's {@code ping}; never over GTP).
     */
    abstract boolean stopsSearch(String line);

    /** Whether a command ends serving, so that nothing after it is read ({@code quit}). */
    abstract boolean endsServing(String line);

    /** The lines read ahead while a command is handled: a few, so that a flood of input waits for the reader. */
    private static final int READ_AHEAD = 16;

    /** A line read, its end ({@link #EOL}, {@link #EOF}, {@link #TOO_LONG}), and the count of lines before it. */
    private record Read(String line, int end, long number, IOException failure) {
    }

    private final Object searchLock = new Object();
    /** The thread in the player's search, or null; guarded by searchLock. */
    private Thread searcher;
    /** The number of the line whose command the player searches for; guarded by searchLock. */
    private long searchFor;
    /** The number of the last line read that stops a search; guarded by searchLock. */
    private long lastStop = -1;
    /** The serving under way; guarded by searchLock. */
    private Session session;

    /** One call of serve: whether it has ended, for its reader. */
    private static final class Session {
        volatile boolean served;
    }

    public final void serve(InputStream in, OutputStream out) throws IOException {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        PrintWriter writer = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
        BlockingQueue<Read> lines = new ArrayBlockingQueue<>(READ_AHEAD);
        Session sn = new Session();
        synchronized (searchLock) {
            session = sn;
            lastStop = -1;
        }
        Thread input = new Thread(() -> readAll(reader, lines, sn), "reversi4j-engine-server-input");
        input.setDaemon(true);
        input.start();
        try {
            serveLines(lines, writer);
        } finally {
            sn.served = true; // the reader ends at its next line, if serving ended before the input did
        }
    }

    private void serveLines(BlockingQueue<Read> lines, PrintWriter writer) throws IOException {
        while (true) {
            Read r;
            try {
                r = lines.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("serving was interrupted");
            }
            if (r.failure() != null) {
                throw r.failure();
            }
            if (r.end() == EOF && r.line().isEmpty()) {
                writer.flush();
                return;
            }
            boolean more;
            if (r.end() == TOO_LONG) {
                more = true;
                tooLong(writer);
            } else {
                current = r.number();
                more = handle(r.line(), writer);
            }
            writer.flush();
            if (writer.checkError()) {
                // a closed pipe: the client is gone, and a PrintWriter keeps its failures to itself
                throw new IOException("the replies cannot be written: the output is closed or failed");
            }
            if (!more || r.end() == EOF) {
                return;
            }
        }
    }

    /** The number of the line being handled. */
    private long current;

    /**
     * Reads the input on a thread of its own, up to a line that ends serving or the end, so that a
     * command that stops a search stops it at once.
     */
    private void readAll(BufferedReader reader, BlockingQueue<Read> lines, Session sn) {
        try {
            for (long n = 0; !sn.served; n++) {
                StringBuilder line = new StringBuilder();
                int end;
                try {
                    end = readLine(reader, line);
                } catch (IOException e) {
                    hand(lines, new Read("", EOF, n, e), sn);
                    return;
                }
                String text = line.toString();
                if (end == EOL && stopsSearch(text)) {
                    stopSearches(sn, n);
                }
                if (!hand(lines, new Read(text, end, n, null), sn)) {
                    return;
                }
                if (end == EOF || (end == EOL && endsServing(text))) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the reader is a daemon thread of its own: it ends
        }
    }

    /** Queues a line for the serving thread, unless serving has ended; false then. */
    private static boolean hand(BlockingQueue<Read> lines, Read r, Session sn) throws InterruptedException {
        while (!lines.offer(r, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
            if (sn.served) {
                return false;
            }
        }
        return true;
    }

    /** Interrupts a search for a command read before line {@code n}, and records the stop for one about to start. */
    private void stopSearches(Session sn, long n) {
        synchronized (searchLock) {
            if (sn != session) {
                return; // the reader of a serving that has ended
            }
            lastStop = n;
            if (searcher != null && searchFor < n) {
                searcher.interrupt();
            }
        }
    }

    /**
     * Runs the player's search for the command at hand, interrupted (the player returns what it found
     * so far) when a later line stops it, or has already.
     */
    <T> T searching(java.util.function.Supplier<T> search) {
        Thread me = Thread.currentThread();
        synchronized (searchLock) {
            searcher = me;
            searchFor = current;
            if (lastStop > current) {
                me.interrupt();
            }
        }
        try {
            return search.get();
        } finally {
            synchronized (searchLock) {
                searcher = null;
                Thread.interrupted(); // a stop's interrupt ends with the search
            }
        }
    }

    private static final int LONGEST = EngineServer.MAX_LINE;

    static final int EOL = 0;
    static final int EOF = 1;
    static final int TOO_LONG = 2;

    /**
     * Reads one line into {@code line} (cleared first), without its {@code \n} or {@code \r\n}; at most
     * {@link #MAX_LINE} characters are kept, the rest of a longer line is read and dropped.
     */
    private static int readLine(BufferedReader in, StringBuilder line) throws IOException {
        line.setLength(0);
        boolean tooLong = false;
        int c;
        while ((c = in.read()) >= 0) {
            if (c == '\n') {
                int n = line.length();
                if (n > 0 && line.charAt(n - 1) == '\r') {
                    line.setLength(n - 1);
                }
                return tooLong || line.length() > LONGEST ? TOO_LONG : EOL;
            }
            if (line.length() <= LONGEST) {
                line.append((char) c); // one more than the limit: a '\r' before the '\n'
            } else {
                tooLong = true;
            }
        }
        return tooLong || line.length() > LONGEST ? TOO_LONG : EOF;
    }

    GameState position() {
        return game.replay().finalState();
    }

    /**
     * Chooses a move over NBoard, whose protocol has no error reply: a player's failure is a warning
     * line, then the failure itself ends serving.
     */
    @SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "the player's own failure goes on to the caller of serve, after the warning line")
    Move chooseOrWarn(PrintWriter out) {
        try {
            return choose();
        } catch (RuntimeException e) {
            send(out, "warning the player failed: " + failure(e));
            throw e;
        }
    }

    /** A player's failure in one visible line. */
    static String failure(RuntimeException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return Ascii.visible(m.replace('\n', ' ').replace('\r', ' '));
    }

    Move choose() {
        GameState s = position();
        List<Move> legal = rules.legalMoves(s);
        if (legal.equals(List.of(Move.pass()))) {
            return Move.pass();
        }
        return Objects.requireNonNull(searching(() -> player.choose(game, searchLimit())),
                "the player chose no move (null)");
    }

    /** The limit of a search: the depth, and the time per move a GTP client gives. */
    Limit searchLimit() {
        return timePerMove != null ? limit.withTime(timePerMove) : limit;
    }

    static void send(PrintWriter out, String line) {
        out.print(line);
        out.print('\n');
        out.flush();
    }

}
