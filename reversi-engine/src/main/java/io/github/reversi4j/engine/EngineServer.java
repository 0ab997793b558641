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
import io.github.reversi4j.notation.ggf.GgfGame;
import io.github.reversi4j.notation.ggf.GgfReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Serves a {@link Player} as an engine over a text stream (a program's standard input and output), in
 * the NBoard protocol or GTP, so that NBoard's GUI, a match tool, or {@link Engine} can play it.
 *
 * <pre>{@code
 * EngineServer.of(Protocol.NBOARD, "Greedy", myPlayer, 6).serve(
 *         new BufferedReader(new InputStreamReader(System.in, UTF_8)),
 *         new PrintWriter(new OutputStreamWriter(System.out, UTF_8)));
 * }</pre>
 *
 * <p>Commands are handled one at a time: a {@code ping} that comes during a search is answered when
 * the search ends. Over NBoard, {@code hint} reports the player's move as the one evaluation, with an
 * evaluation of 0 and the free text {@code unscored}, for a player gives no score; {@code learn} is
 * answered {@code learned} and does nothing. A move the player chooses is sent as it is, for the
 * client to judge, and played only if it is legal. Unknown NBoard commands are ignored, as the protocol
 * asks; unknown GTP commands are refused. A command line longer than {@link #MAX_LINE} characters is
 * skipped, with a {@code warning} (NBoard) or a failure reply (GTP): a client cannot make the server
 * hold an unbounded line. The rules are standard Othello on the board size the client
 * gives (8x8 until it gives one).
 */
public final class EngineServer {

    private final Protocol protocol;
    private final String name;
    private final Player player;

    private Rules rules = StandardRules.othello();
    private GameRecord game = GameRecord.of(rules, List.of());
    private Limit limit;
    private Duration timePerMove;

    private EngineServer(Protocol protocol, String name, Player player, int defaultDepth) {
        this.protocol = Objects.requireNonNull(protocol, "protocol");
        this.name = Objects.requireNonNull(name, "name");
        this.player = Objects.requireNonNull(player, "player");
        this.limit = Limit.depth(defaultDepth);
        if (name.isBlank() || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("an engine name is one line of text, not '" + name + "'");
        }
    }

    /**
     * Returns a server of a player.
     *
     * @param protocol the protocol to speak
     * @param name the engine name it gives ({@code set myname}, GTP {@code name})
     * @param player the player
     * @param defaultDepth the depth the player gets until the client sets one, 1 to {@link Limit#MAX_DEPTH}
     * @return the server
     * @throws IllegalArgumentException if the name is not one line of text or the depth is out of range
     */
    public static EngineServer of(Protocol protocol, String name, Player player, int defaultDepth) {
        Limit.depth(defaultDepth);
        return new EngineServer(protocol, name, player, defaultDepth);
    }

    /**
     * Serves until the client sends {@code quit} or the input ends. Lines are written with {@code \n}
     * and flushed one by one. A player that throws, or chooses no move, is a GTP error reply
     * ({@code ? the player failed: ...}) and serving goes on; NBoard has no error reply, so there a
     * {@code warning the player failed: ...} line is written and the failure ends serving.
     *
     * @param in the commands
     * @param out where the replies go
     * @throws IOException if the input cannot be read
     * @throws RuntimeException what the player throws, over NBoard
     */
    public void serve(BufferedReader in, PrintWriter out) throws IOException {
        StringBuilder line = new StringBuilder();
        while (true) {
            int end = readLine(in, line);
            if (end == EOF && line.length() == 0) {
                return;
            }
            boolean more;
            if (end == TOO_LONG) {
                more = true;
                if (protocol == Protocol.NBOARD) {
                    send(out, "warning a line longer than " + MAX_LINE + " characters: ignored");
                } else {
                    gtpReply(out, false, "", "line longer than " + MAX_LINE + " characters");
                }
            } else {
                more = protocol == Protocol.NBOARD ? nboard(line.toString(), out) : gtp(line.toString(), out);
            }
            out.flush();
            if (!more || end == EOF) {
                return;
            }
        }
    }

    /** The longest command line read, in characters; a longer one is answered as such and skipped. */
    public static final int MAX_LINE = 1 << 20;

    private static final int EOL = 0;
    private static final int EOF = 1;
    private static final int TOO_LONG = 2;

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
                return tooLong || line.length() > MAX_LINE ? TOO_LONG : EOL;
            }
            if (line.length() <= MAX_LINE) {
                line.append((char) c); // one more than the limit: a '\r' before the '\n'
            } else {
                tooLong = true;
            }
        }
        return tooLong || line.length() > MAX_LINE ? TOO_LONG : EOF;
    }

    private GameState position() {
        return game.replay().finalState();
    }

    /**
     * Chooses a move over NBoard, whose protocol has no error reply: a player's failure is a warning
     * line, then the failure itself ends serving.
     */
    @SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "the player's own failure goes on to the caller of serve, after the warning line")
    private Move chooseOrWarn(PrintWriter out) {
        try {
            return choose();
        } catch (RuntimeException e) {
            send(out, "warning the player failed: " + failure(e));
            throw e;
        }
    }

    /** A player's failure in one visible line. */
    private static String failure(RuntimeException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return Ascii.visible(m.replace('\n', ' ').replace('\r', ' '));
    }

    private Move choose() {
        GameState s = position();
        List<Move> legal = rules.legalMoves(s);
        if (legal.equals(List.of(Move.pass()))) {
            return Move.pass();
        }
        Limit l = timePerMove != null ? Limit.time(timePerMove) : limit;
        return Objects.requireNonNull(player.choose(rules, s, l), "the player chose no move (null)");
    }

    private static void send(PrintWriter out, String line) {
        out.print(line);
        out.print('\n');
        out.flush();
    }

    // ---- NBoard ----------------------------------------------------------------------------------

    private boolean nboard(String line, PrintWriter out) {
        String[] w = line.strip().split("\\s+", 3);
        switch (w[0]) {
            case "quit":
                return false;
            case "ping":
                send(out, "pong " + (w.length > 1 ? w[1] : ""));
                break;
            case "set":
                if (w.length == 3) {
                    set(w[1], w[2], out);
                }
                break;
            case "move":
                if (w.length > 1) {
                    String mv = w[1].split("/", -1)[0];
                    try {
                        Move m = Move.isPassText(mv) ? Move.pass() : Move.parse(mv.toLowerCase(Locale.ROOT));
                        rules.play(position(), m);
                        game = game.with(m);
                    } catch (IllegalArgumentException | IllegalMoveException e) {
                        send(out, "warning cannot play '" + w[1] + "': " + e.getMessage());
                    }
                }
                break;
            case "go":
                if (!rules.isTerminal(position())) {
                    send(out, "status " + name + " is thinking");
                    send(out, "=== " + nboardMove(chooseOrWarn(out)));
                    send(out, "status " + name + " is waiting");
                } else {
                    send(out, "warning the game is over");
                }
                break;
            case "hint":
                if (!rules.isTerminal(position())) {
                    send(out, "status " + name + " is thinking");
                    send(out, "search " + nboardMove(chooseOrWarn(out)) + " 0 0 " + depthText() + " unscored");
                    send(out, "status " + name + " is waiting");
                }
                break;
            case "learn":
                send(out, "learned");
                break;
            default:
                break; // nboard, analyze, and what the protocol may add: ignored
        }
        return true;
    }

    private String depthText() {
        return limit instanceof Limit.Depth d ? Integer.toString(d.plies()) : "0";
    }

    private static String nboardMove(Move m) {
        return m.isPass() ? "PA" : m.toString().toUpperCase(Locale.ROOT);
    }

    private void set(String what, String value, PrintWriter out) {
        switch (what) {
            case "depth":
                try {
                    limit = Limit.depth((int) Ascii.parse(value.strip(), Integer.MIN_VALUE, Integer.MAX_VALUE));
                } catch (IllegalArgumentException e) {
                    send(out, "warning not a depth: '" + value + "'");
                    return;
                }
                send(out, "set myname " + name);
                break;
            case "game":
                try {
                    GgfGame g = GgfGame.parse(value);
                    CheckedGame c = GgfReader.check(g, Location.of("set game"));
                    Optional<GameRecord> r = c.record();
                    if (r.isEmpty() || !c.isValid()) {
                        send(out, "warning cannot use the game: " + c);
                        return;
                    }
                    game = r.get();
                    rules = game.rules();
                } catch (RuntimeException e) {
                    send(out, "warning cannot read the game: " + e.getMessage());
                }
                break;
            default:
                break; // contempt and others: a player has no use for them
        }
    }

    // ---- GTP -------------------------------------------------------------------------------------

    private static final List<String> GTP_COMMANDS = List.of("protocol_version", "name", "version",
            "known_command", "list_commands", "quit", "boardsize", "clear_board", "komi", "play", "genmove",
            "showboard", "time_settings", "time_left");

    private boolean gtp(String raw, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (char c : raw.toCharArray()) {
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                sb.append(' ');
            } else if (c >= 32 && c != 127) {
                sb.append(c);
            }
        }
        String line = sb.toString().strip();
        if (line.isEmpty()) {
            return true;
        }
        String[] w = line.split(" +");
        String id = "";
        int k = 0;
        if (w[0].length() <= 9 && w[0].chars().allMatch(c -> Ascii.isDigit((char) c))) {
            id = w[0];
            k = 1;
        }
        if (k >= w.length) {
            gtpReply(out, false, id, "no command");
            return true;
        }
        String cmd = w[k];
        List<String> args = List.of(w).subList(k + 1, w.length);
        try {
            switch (cmd) {
                case "protocol_version":
                    gtpReply(out, true, id, "2");
                    break;
                case "name":
                    gtpReply(out, true, id, name);
                    break;
                case "known_command":
                    gtpReply(out, true, id, Boolean.toString(!args.isEmpty() && GTP_COMMANDS.contains(args.get(0))));
                    break;
                case "list_commands":
                    gtpReply(out, true, id, String.join("\n", GTP_COMMANDS));
                    break;
                case "quit":
                    gtpReply(out, true, id, "");
                    return false;
                case "boardsize":
                    int size = (int) Ascii.parse(args.get(0), Integer.MIN_VALUE, Integer.MAX_VALUE);
                    if (size < 4 || size > 14 || size % 2 != 0) {
                        gtpReply(out, false, id, "unacceptable size");
                    } else {
                        rules = StandardRules.othello().withGeometry(Geometry.of(size));
                        game = GameRecord.of(rules, List.of());
                        gtpReply(out, true, id, "");
                    }
                    break;
                case "clear_board":
                    game = GameRecord.of(rules, List.of());
                    gtpReply(out, true, id, "");
                    break;
                case "version":
                case "komi":
                case "time_settings":
                    gtpReply(out, true, id, "");
                    break;
                case "time_left":
                    long seconds = Ascii.parse(args.get(1), 0, 1L << 40);
                    long stones = args.size() > 2 ? Ascii.parse(args.get(2), 0, 1L << 40) : 0;
                    long perMove = stones > 0 ? seconds * 1000 / stones : seconds * 1000 / 30;
                    timePerMove = Duration.ofMillis(Math.max(1, Math.min(perMove, 86_400_000)));
                    gtpReply(out, true, id, "");
                    break;
                case "play":
                    Color c = color(args.get(0));
                    passUntil(c);
                    Move m = Move.isPassText(args.get(1)) ? Move.pass() : Move.parse(args.get(1).toLowerCase(Locale.ROOT));
                    rules.play(position(), m);
                    game = game.with(m);
                    gtpReply(out, true, id, "");
                    break;
                case "genmove":
                    passUntil(color(args.get(0)));
                    if (rules.isTerminal(position())) {
                        gtpReply(out, true, id, "pass");
                        break;
                    }
                    Move chosen;
                    try {
                        chosen = choose();
                    } catch (RuntimeException e) {
                        gtpReply(out, false, id, "the player failed: " + failure(e));
                        break;
                    }
                    if (rules.isLegal(position(), chosen)) {
                        game = game.with(chosen);
                    }
                    gtpReply(out, true, id, chosen.isPass() ? "pass" : chosen.toString());
                    break;
                case "showboard":
                    gtpReply(out, true, id, "\n" + position().board().diagram().stripTrailing());
                    break;
                default:
                    gtpReply(out, false, id, "unknown command");
            }
        } catch (IllegalMoveException e) {
            gtpReply(out, false, id, "illegal move");
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            gtpReply(out, false, id, "syntax error");
        }
        return true;
    }

    /** Plays the forced passes before a move of the given color, as Edax does. */
    private void passUntil(Color c) {
        if (position().toMove() != c) {
            if (rules.legalMoves(position()).equals(List.of(Move.pass()))) {
                game = game.with(Move.pass());
            } else {
                throw new IllegalArgumentException("wrong color");
            }
        }
    }

    private static Color color(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "b":
            case "black":
                return Color.BLACK;
            case "w":
            case "white":
                return Color.WHITE;
            default:
                throw new IllegalArgumentException("not a color: " + text);
        }
    }

    private static void gtpReply(PrintWriter out, boolean ok, String id, String text) {
        out.print((ok ? "=" : "?") + id + (text.isEmpty() ? "" : " " + text) + "\n\n");
        out.flush();
    }
}
