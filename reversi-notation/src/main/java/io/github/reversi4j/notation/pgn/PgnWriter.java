package io.github.reversi4j.notation.pgn;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.Numbers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes Othello games as PGN in Edax's layout (<a href="../doc-files/formats.html#7.2">FORMATS §7.2</a>): the tag pairs one per line, a blank
 * line, the movetext in lines of at most 79 characters - lower-case squares, every pass written
 * {@code pass}, a move number before each move of the first mover so that numbered pairs are
 * Black/White pairs - then, for a finished game, a comment such as {@code {Black wins 40-24}} (the
 * official scores, <a href="../doc-files/rules.html#O3">RULES §O3</a>), the termination, and a blank line.
 *
 * <p>{@link #write(CheckedGame)} writes a game as read: its tags verbatim and in order (a
 * {@code FEN} tag is added when the game starts elsewhere than the rules' initial state and has
 * none), the termination its {@code Result} tag gives, or else its recorded result (none when it has
 * none). {@link PgnReader} reads the text back to the same record, tags and recorded result.
 * {@link #write(GameRecord, GameInfo)} exports a record as Edax does: the seven tags of PGN's roster
 * come first ({@code ?} for the missing ones) and a missing result is {@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2} from the replay, or {@code *} for a game that is not over.
 */
public final class PgnWriter {

    /** The longest movetext line written, in characters. */
    public static final int LINE = 79;

    private static final String[] ROSTER = {GameInfo.EVENT, GameInfo.SITE, GameInfo.DATE, "Round", GameInfo.BLACK,
        GameInfo.WHITE, GameInfo.RESULT};

    private PgnWriter() {
    }

    /**
     * Writes a game as read.
     *
     * @param game the game; an invalid game is written up to its first illegal move
     * @return the PGN text, ending with a blank line
     * @throws IllegalArgumentException if the game has no record (it could not be read)
     */
    public static String write(CheckedGame game) {
        StringBuilder sb = new StringBuilder(1024);
        try {
            write(sb, game);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sb.toString();
    }

    /**
     * Writes a game as read to an output.
     *
     * @param out where to write
     * @param game the game; an invalid game is written up to its first illegal move
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if the game has no record (it could not be read)
     */
    public static void write(Appendable out, CheckedGame game) throws IOException {
        GameRecord record = game.record().orElseThrow(() -> new IllegalArgumentException(
                "a game that could not be read has no moves to write: " + game));
        Optional<String> tag = game.info().get(GameInfo.RESULT);
        String termination;
        if (tag.isPresent()) {
            termination = isTermination(tag.get()) ? tag.get() : "*";
        } else {
            termination = termination(game.recordedResult(), record.rules().geometry().size()).orElse(null);
        }
        write(out, record, game.info(), termination);
    }

    /**
     * Exports a record as Edax does.
     *
     * @param record the record
     * @param info its tags; the seven of PGN's roster are written first, {@code ?} when missing
     * @return the PGN text, ending with a blank line
     */
    public static String write(GameRecord record, GameInfo info) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : ROSTER) {
            tags.put(name, info.get(name).orElse(name.equals(GameInfo.DATE) ? "????.??.??" : "?"));
        }
        tags.putAll(info.tags());
        String result = info.get(GameInfo.RESULT).filter(PgnWriter::isTermination).orElse(null);
        if (result == null) {
            Replay r = record.replay();
            result = r.outcome().map(o -> o.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2"))
                    .orElse("*");
            tags.put(GameInfo.RESULT, result);
        }
        StringBuilder sb = new StringBuilder(1024);
        try {
            write(sb, record, GameInfo.of(tags), result);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sb.toString();
    }

    private static boolean isTermination(String text) {
        return !text.equals("?") && PgnReader.result(text).isPresent();
    }

    private static Optional<String> termination(RecordedResult r, int squares) {
        switch (r.kind()) {
            case NONE:
                return Optional.empty();
            case WINNER:
                return Optional.of(r.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2"));
            case SCORES:
                return Optional.of(r.blackScore() + "-" + r.whiteScore());
            case BLACK_SCORE:
                return Optional.of(r.blackScore() + "-" + Math.max(0, squares - r.blackScore()));
            default:
                return Optional.of("*");
        }
    }

    private static void write(Appendable out, GameRecord record, GameInfo info, String termination) throws IOException {
        Rules rules = record.rules();
        GameState start = record.start();
        Map<String, String> tags = new LinkedHashMap<>(info.tags());
        boolean standard = start.equals(rules.initialState());
        String fenName = null;
        for (String name : tags.keySet()) {
            if (name.length() == 3 && Numbers.toLower(name.charAt(0)) == 'f' && Numbers.toLower(name.charAt(1)) == 'e'
                    && Numbers.toLower(name.charAt(2)) == 'n') {
                fenName = name;
                break;
            }
        }
        if (fenName != null) {
            if (!startOf(tags.get(fenName)).map(s -> s.board().equals(start.board()) && s.toMove() == start.toMove())
                    .orElse(false)) {
                tags.put(fenName, PgnFen.format(start));
            }
        } else if (!standard) {
            tags.put("FEN", PgnFen.format(start));
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            out.append('[').append(e.getKey()).append(" \"");
            String v = e.getValue();
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c == '"' || c == '\\') {
                    out.append('\\');
                }
                out.append(c);
            }
            out.append("\"]\n");
        }
        out.append('\n');
        List<Move> moves = record.moves();
        Replay replay = record.replay();
        List<GameState> states = replay.states();
        StringBuilder line = new StringBuilder(LINE + 8);
        int pair = 0;
        for (int i = 0; i < moves.size(); i++) {
            Color mover = i < states.size() ? states.get(i).toMove()
                    : (i - states.size()) % 2 == 0 ? replay.finalState().toMove().opponent() : replay.finalState().toMove();
            String token = moves.get(i).isPass() ? "pass" : moves.get(i).toString();
            if (i == 0 || mover == start.toMove()) {
                token = (++pair) + ". " + token;
            }
            if (line.length() > 0 && line.length() + 1 + token.length() > LINE) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(token);
        }
        if (line.length() > 0) {
            out.append(line).append('\n');
        }
        Optional<Outcome> outcome = replay.outcome();
        StringBuilder end = new StringBuilder();
        if (outcome.isPresent() && rules.players() == 2) {
            Outcome o = outcome.get();
            end.append('{').append(o.winner().map(w -> rules.colorName(w) + " wins").orElse("Draw")).append(' ')
                    .append(o.score(Color.BLACK)).append('-').append(o.score(Color.WHITE)).append('}');
        }
        if (termination != null) {
            if (end.length() > 0) {
                end.append(' ');
            }
            end.append(termination);
        }
        if (end.length() > 0) {
            out.append(end).append('\n');
        }
        out.append('\n');
    }

    private static Optional<GameState> startOf(String fen) {
        try {
            return Optional.of(PgnFen.parse(fen, Location.of("")));
        } catch (NotationException e) {
            return Optional.empty();
        }
    }
}
