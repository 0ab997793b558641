package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The client side of GTP version 2 as Othello engines speak it: each command goes with an id, each
 * reply is {@code =id text} or {@code ?id text} (Edax writes {@code = id text}, which is accepted
 * too), its lines ended by an empty line. Squares are Othello's ({@code a1} top left), colors
 * {@code b} and {@code w}; forced passes are not played, the color of the next move tells them, as
 * Edax expects.
 */
final class GtpClient extends AbstractEngine implements GtpEngine {

    private int ids;
    private int boardSize;
    /**
     * Whether the engine takes GTP's time commands; false once it has refused one (Egaroucid 7.8 knows
     * neither {@code time_settings} nor {@code time_left}: its own level or {@code -time} rules its moves).
     */
    private boolean timeCommands = true;
    /** The game as the engine has it, genmove's moves included; null before the first. */
    private GameRecord engineGame;

    private GtpClient(EngineProcess process, EngineOptions options) {
        super(process, options);
    }

    static GtpClient open(EngineProcess process, EngineOptions options) {
        GtpClient e = new GtpClient(process, options);
        e.greet(() -> e.name(e.command("name", options.startTimeout())));
        return e;
    }

    @Override
    String quitCommand() {
        return "quit";
    }

    /**
     * Sends a command and returns the text of its success reply. Lines before the reply that do not
     * start one ({@code =} or {@code ?}) are skipped, as Edax's {@code *** SEARCH STILL RUNNING ? (1) ***}
     * when a search overruns; the reply's line and character bounds count them.
     */
    private String command(String command, Duration timeout) {
        int id = ++ids;
        process.send(id + " " + command);
        Reply r = new Reply(timeout, "the reply to '" + command + "'");
        String first = r.next();
        while (first.isEmpty() || (first.charAt(0) != '=' && first.charAt(0) != '?')) {
            if (first.chars().anyMatch(c -> c != '\t' && Character.isISOControl(c))) {
                throw new EngineProtocolException(process.name(), first, "not a GTP reply to '" + command + "'");
            }
            first = r.next();
        }
        char status = first.charAt(0);
        String rest = first.substring(1);
        String ids = Integer.toString(id);
        if (rest.startsWith(ids) && (rest.length() == ids.length() || rest.charAt(ids.length()) == ' ')) {
            rest = rest.substring(ids.length());
        } else if (rest.startsWith(" " + ids) && (rest.length() == ids.length() + 1
                || rest.charAt(ids.length() + 1) == ' ')) {
            rest = rest.substring(ids.length() + 1);
        } else if (!rest.isEmpty() && Ascii.isDigit(rest.charAt(0))) {
            throw new EngineProtocolException(process.name(), first, "a reply to another command than " + id);
        }
        StringBuilder text = new StringBuilder(rest.strip());
        for (String line = r.next(); !line.isEmpty(); line = r.next()) {
            text.append('\n').append(line);
        }
        if (status == '?') {
            throw new EngineRefusedException(process.name(), command, text.toString());
        }
        return text.toString();
    }

    /** Plays the game to the engine, or only its new moves when it extends the engine's game. */
    private void sendGame(GameRecord game) {
        if (!game.start().equals(game.rules().initialState())) {
            throw new IllegalArgumentException("GTP sets a position by playing it from the start; this game starts from "
                    + game.start());
        }
        int size = game.rules().geometry().width();
        GameRecord old = engineGame;
        boolean extends_ = old != null && old.rules().equals(game.rules()) && game.moves().size() >= old.moves().size()
                && game.moves().subList(0, old.moves().size()).equals(old.moves());
        int from = 0;
        if (!extends_) {
            if (size != boardSize) {
                command("boardsize " + size, options.replyTimeout());
                boardSize = size;
            }
            command("clear_board", options.replyTimeout());
            engineGame = GameRecord.of(game.rules(), List.of());
        } else {
            from = old.moves().size();
        }
        List<GameState> states = game.replay().states();
        for (int i = from; i < game.moves().size(); i++) {
            Move m = game.moves().get(i);
            if (!m.isPass()) {
                command("play " + color(states.get(i).toMove()) + " " + m, options.replyTimeout());
            }
            engineGame = engineGame.with(m);
        }
    }

    private static String color(Color c) {
        return c == Color.BLACK ? "b" : "w";
    }

    /** Refuses what GTP cannot send: a depth or a node count, and a game from a set-up position. */
    private static void sendable(GameRecord game, Limit limit) {
        if (limit.depth().isPresent() || limit.nodes().isPresent()) {
            throw new IllegalArgumentException("GTP has no depth or node command: give the engine its depth on its"
                    + " command line (e.g. edax -gtp -l 10) and search with a time or no limit, not " + limit);
        }
        if (!game.start().equals(game.rules().initialState())) {
            throw new IllegalArgumentException("GTP sets a position by playing it from the start; this game starts from "
                    + game.start());
        }
    }

    @Override
    SearchResult search(GameRecord at, Limit limit) {
        sendable(at, limit);
        if (engineGame == null || !engineGame.equals(at)) {
            sendGame(at);
        }
        Color mover = at.replay().finalState().toMove();
        if (limit.time().isEmpty()) {
            return genmove(at, mover, options.searchTimeout());
        }
        long seconds = Math.max(1, (limit.time().get().toMillis() + 999) / 1000);
        if (timeCommands) {
            try {
                command("time_settings 0 " + seconds + " 1", options.replyTimeout());
                command("time_left " + color(mover) + " " + seconds + " 1", options.replyTimeout());
            } catch (EngineRefusedException e) {
                // the time commands are optional in GTP 2: an engine without them keeps to its own limits
                timeCommands = false;
            }
        }
        // an engine told no time searches as its own settings say (Egaroucid's level takes minutes at -l 21):
        // it is waited for as a depth-limited search is
        return genmove(at, mover, timeCommands ? limit.time().get().plus(options.replyTimeout()) : options.searchTimeout());
    }

    private SearchResult genmove(GameRecord at, Color mover, Duration wait) {
        String text = command("genmove " + color(mover), wait);
        String line = text.lines().findFirst().orElse("").strip();
        if (Ascii.equalsIgnoreCase(line, "resign")) {
            throw new EngineProtocolException(process.name(), line, "an Othello engine cannot resign");
        }
        Move m = checked(at, move(line, line), line);
        engineGame = at.with(m);
        return new SearchResult(m, Optional.empty(), List.of(), OptionalLong.empty(), line);
    }

    @Override
    public void stop() {
        // GTP cannot interrupt a command: the search runs to its limit
    }
}
