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

/** The GTP side of {@link EngineServer}. */
final class GtpServer extends ServerBase implements EngineServer {

    GtpServer(String name, Player player, Limit defaultDepth) {
        super(name, player, defaultDepth);
    }

    @Override
    public Protocol protocol() {
        return Protocol.GTP;
    }

    @Override
    void tooLong(PrintWriter out) {
        gtpReply(out, false, "", "line longer than " + MAX_LINE + " characters");
    }

    @Override
    boolean handle(String line, PrintWriter out) {
        return gtp(line, out);
    }


    private static final List<String> GTP_COMMANDS = List.of("protocol_version", "name", "version",
            "known_command", "list_commands", "quit", "boardsize", "clear_board", "komi", "play", "genmove",
            "showboard", "time_settings", "time_left");

    @Override
    boolean stopsSearch(String line) {
        return false; // GTP has no command to stop a search: only the end of the input does
    }

    @Override
    boolean endsServing(String line) {
        String[] w = line.split("#", 2)[0].strip().split("\\s+");
        int k = w.length > 1 && w[0].length() <= 9 && w[0].chars().allMatch(c -> Ascii.isDigit((char) c)) ? 1 : 0;
        return w.length > k && w[k].equals("quit");
    }

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
                    Move m = Move.parse(args.get(1));
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
                    gtpReply(out, true, id, "\n" + diagram(position()));
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

    /** The board as rows of {@code X}, {@code O} and {@code -} under the column letters, each led by its number. */
    private static String diagram(GameState state) {
        Geometry g = state.board().geometry();
        String cells = state.board().toString();
        cells = cells.substring(cells.length() - g.size());
        StringBuilder sb = new StringBuilder("  ");
        for (int c = 0; c < g.width(); c++) {
            sb.append(' ').append((char) ('a' + c));
        }
        for (int r = 0; r < g.height(); r++) {
            sb.append('\n').append(r + 1 < 10 ? " " : "").append(r + 1);
            for (int c = 0; c < g.width(); c++) {
                sb.append(' ').append(cells.charAt(r * g.width() + c));
            }
        }
        return sb.toString();
    }
}
