package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import java.time.Duration;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The client side of GTP version 2 as Othello engines speak it: each command goes with an id, each
 * reply is {@code =id text} or {@code ?id text} (Edax writes {@code = id text}, which is accepted
 * too), its lines ended by an empty line. Squares are Othello's ({@code a1} top left), colors
 * {@code b} and {@code w}; forced passes are not played, the color of the next move tells them, as
 * Edax expects.
 */
final class GtpEngine extends AbstractEngine {

    private int ids;
    private int boardSize;
    /**
     * Whether the engine takes GTP's time commands; false once it has refused one (Egaroucid 7.8 knows
     * neither {@code time_settings} nor {@code time_left}: its own level or {@code -time} rules its moves).
     */
    private boolean timeCommands = true;
    /** The game as the engine has it, genmove's moves included; null before the first. */
    private GameRecord engineGame;

    private GtpEngine(EngineProcess process, EngineOptions options) {
        super(process, options);
    }

    static GtpEngine open(EngineProcess process, EngineOptions options) {
        GtpEngine e = new GtpEngine(process, options);
        e.exchange(() -> {
            e.name(e.command("name", options.startTimeout()));
            return null;
        });
        return e;
    }

    @Override
    public Protocol protocol() {
        return Protocol.GTP;
    }

    @Override
    String quitCommand() {
        return "quit";
    }

    /** Sends a command and returns the text of its success reply. */
    private String command(String command, Duration timeout) {
        int id = ++ids;
        process.send(id + " " + command);
        Reply r = new Reply(timeout, "the reply to '" + command + "'");
        String first = r.next();
        while (first.isBlank()) {
            first = r.next();
        }
        char status = first.charAt(0);
        if (status != '=' && status != '?') {
            throw new EngineProtocolException(process.name(), first, "not a GTP reply to '" + command + "'");
        }
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

    @Override
    void sendGame(GameRecord game) {
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

    @Override
    SearchResult search(GameRecord at, Limit limit) {
        if (!(limit instanceof Limit.Time t)) {
            throw new UnsupportedOperationException("GTP has no depth command: give the engine its depth on its"
                    + " command line (e.g. edax -l 10), and a time limit here");
        }
        if (engineGame == null || !engineGame.equals(at)) {
            sendGame(at);
        }
        long seconds = Math.max(1, (t.time().toMillis() + 999) / 1000);
        Color mover = at.replay().finalState().toMove();
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
        Duration wait = timeCommands ? t.time().plus(options.replyTimeout()) : options.searchTimeout();
        String text = command("genmove " + color(mover), wait);
        String line = text.lines().findFirst().orElse("").strip();
        if (Ascii.equalsIgnoreCase(line, "resign")) {
            throw new EngineProtocolException(process.name(), line, "an Othello engine cannot resign");
        }
        Move m = checked(at, move(line, line), line);
        engineGame = at.with(m);
        return new SearchResult(m, OptionalDouble.empty(), List.of(), OptionalLong.empty(), line);
    }

    @Override
    Analysis analysis(GameRecord at, Limit limit, int moves) {
        throw new UnsupportedOperationException("GTP has no analysis command; use the NBoard protocol");
    }

    @Override
    public void setContempt(double discs) {
        Contempt.check(discs);
        throw new UnsupportedOperationException("GTP has no contempt command; use the NBoard protocol");
    }

    @Override
    public void learn() {
        throw new UnsupportedOperationException("GTP has no learning command; use the NBoard protocol");
    }

    @Override
    public void stop() {
        // GTP cannot interrupt a command: the search runs to its limit
    }
}
