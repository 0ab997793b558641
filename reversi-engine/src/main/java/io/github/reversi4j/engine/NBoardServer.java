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
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.io.StringReader;
import java.util.Iterator;
import java.util.Optional;

/** The NBoard side of {@link EngineServer}. */
final class NBoardServer extends ServerBase implements EngineServer {

    NBoardServer(String name, Player player, Limit defaultDepth) {
        super(name, player, defaultDepth);
    }

    @Override
    public Protocol protocol() {
        return Protocol.NBOARD;
    }

    @Override
    void tooLong(PrintWriter out) {
        send(out, "warning a line longer than " + MAX_LINE + " characters: ignored");
    }

    @Override
    boolean handle(String line, PrintWriter out) {
        return nboard(line, out);
    }

    @Override
    boolean stopsSearch(String line) {
        return line.strip().split("\\s+", 2)[0].equals("ping");
    }

    @Override
    boolean endsServing(String line) {
        return line.strip().split("\\s+", 2)[0].equals("quit");
    }


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
                        Move m = Move.parse(mv);
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
                    int n = hintCount(w.length > 1 ? w[1] : "1", out);
                    send(out, "status " + name + " is thinking");
                    if (player instanceof AnalysingPlayer) {
                        for (MoveEvaluation e : analyseOrWarn((AnalysingPlayer) player, n, out).moves()) {
                            send(out, "search " + pvText(e.pv()) + " " + evalText(e.score()) + " 0 " + depthText(e.depth()));
                        }
                    } else {
                        send(out, "search " + nboardMove(chooseOrWarn(out)) + " 0 0 " + depthText() + " unscored");
                    }
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

    /**
     * The count of a {@code hint}: below 1 is 1 (the protocol asks for the top move at least), above the
     * legal moves is all of them; a count of other characters than ASCII digits is 1, with a warning.
     */
    private int hintCount(String text, PrintWriter out) {
        int legal = Math.max(1, rules.legalMoves(position()).size());
        String t = text.strip();
        boolean negative = t.startsWith("-");
        String digits = negative ? t.substring(1) : t;
        if (digits.isEmpty() || !digits.chars().allMatch(c -> Ascii.isDigit((char) c))) {
            send(out, "warning not a move count: '" + Ascii.excerpt(text) + "': hint gives 1 move");
            return 1;
        }
        digits = digits.replaceFirst("^0+(?=.)", "");
        if (negative || digits.equals("0")) {
            return 1;
        }
        return digits.length() > 9 ? legal : Math.min(legal, Integer.parseInt(digits));
    }

    /** The player's analysis, or a warning line and the failure, as {@link #chooseOrWarn}. */
    @SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "the player's own failure goes on to the caller of serve, after the warning line")
    private Analysis analyseOrWarn(AnalysingPlayer analyst, int n, PrintWriter out) {
        Analysis a;
        try {
            a = Objects.requireNonNull(searching(() -> analyst.analyse(game, searchLimit(), n)),
                    "the player gave no analysis (null)");
            if (a.moves().isEmpty()) {
                throw new IllegalStateException("the player scored no move");
            }
        } catch (RuntimeException e) {
            send(out, "warning the player failed: " + failure(e));
            throw e;
        }
        return a;
    }

    /** A principal variation as NBoard writes it: the moves run together, {@code F5D6C3}. */
    private static String pvText(List<Move> pv) {
        StringBuilder sb = new StringBuilder();
        for (Move m : pv) {
            sb.append(nboardMove(m));
        }
        return sb.toString();
    }

    private static String evalText(Score score) {
        return String.format(Locale.ROOT, "%.2f", score.discs());
    }

    /** A depth as NBoard reads it: plies, {@code @selectivity%} when selective, {@code 100%} for a solve. */
    private static String depthText(SearchDepth depth) {
        if (depth.exact()) {
            return "100%";
        }
        return depth.plies() + (depth.selectivity() < 100 ? "@" + depth.selectivity() + "%" : "");
    }

    private String depthText() {
        return limit.depth().isPresent() ? Integer.toString(limit.depth().getAsInt()) : "0";
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
                    CheckedGame c;
                    try (GameReader reader = RecordFormat.GGF.reader(new StringReader(value), "set game",
                            FormatOptions.defaults())) {
                        Iterator<CheckedGame> games = reader.iterator();
                        if (!games.hasNext()) {
                            send(out, "warning cannot read the game: no GGF game in it");
                            return;
                        }
                        c = games.next();
                    }
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

}
