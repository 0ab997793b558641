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

    public final void serve(InputStream in, OutputStream out) throws IOException {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        PrintWriter writer = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
        StringBuilder line = new StringBuilder();
        while (true) {
            int end = readLine(reader, line);
            if (end == EOF && line.length() == 0) {
                writer.flush();
                return;
            }
            boolean more;
            if (end == TOO_LONG) {
                more = true;
                tooLong(writer);
            } else {
                more = handle(line.toString(), writer);
            }
            writer.flush();
            if (writer.checkError()) {
                // a closed pipe: the client is gone, and a PrintWriter keeps its failures to itself
                throw new IOException("the replies cannot be written: the output is closed or failed");
            }
            if (!more || end == EOF) {
                return;
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
        return Objects.requireNonNull(player.choose(game, searchLimit()), "the player chose no move (null)");
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
