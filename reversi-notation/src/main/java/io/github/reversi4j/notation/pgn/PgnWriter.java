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
import io.github.reversi4j.notation.internal.shared.RecordedScores;
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
 * <p>{@link #write(CheckedGame)} writes a game as read: the roster tags it lacks first ({@code Event},
 * {@code Site}, {@code Date}, {@code Round}, {@code Black}, {@code White}, as {@code ?}, which the
 * reader reads as unknown), then its own tags verbatim and in order, its {@code Result} replaced by
 * the result below (a {@code FEN} tag is added when the game starts elsewhere than the rules'
 * initial state and has
 * none). The result is always one the reader accepts, and none for a game read without one: for a finished game its {@code Result} tag
 * when that agrees with the replay, else, after the comment with the scores, the replay's result in
 * the form recorded: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} for a recorded winner
 * ({@code {Draw 32-32} 1/2-1/2}), the official scores for a recorded count or margin ({@code 34-30}); for a game that stops early the scores it
 * records ({@code 40-24}; a GGF margin becomes the scores it gives), its winner, or {@code *}.
 * {@link PgnReader} reads the text back to the same record, tags and recorded result.
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
        int squares = record.rules().geometry().size();
        Optional<String> given = game.info().get(GameInfo.RESULT);
        Optional<String> tag = given.map(String::strip).filter(PgnWriter::isTermination);
        RecordedResult recorded = game.recordedResult();
        Optional<String> termination;
        String tagText = null;
        if (recorded.kind() == RecordedResult.Kind.NONE && given.isEmpty()) {
            termination = Optional.empty(); // a game read without a result is written without one
        } else if (recorded.kind() == RecordedResult.Kind.UNSCORED || recorded.kind() == RecordedResult.Kind.NONE) {
            termination = Optional.of("*"); // unknown as read: '?' or '*' stays, any other text is no PGN result
            tagText = given.map(String::strip).filter(t -> t.equals("?") || t.equals("*")).orElse("*");
        } else if (game.isFinished() && game.outcome().isPresent()) {
            Outcome o = game.outcome().get();
            // the result in the form recorded: a winner as 1-0, 0-1, 1/2-1/2; any count or margin as the scores
            String form = recorded.kind() == RecordedResult.Kind.WINNER
                    ? o.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2")
                    : o.score(Color.BLACK) + "-" + o.score(Color.WHITE);
            termination = Optional.of(tag.filter(t -> PgnReader.result(t).map(r -> agrees(r, o)).orElse(false))
                    .orElse(form));
        } else {
            termination = tag.isPresent() ? tag : termination(recorded, squares);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : ROSTER) {
            if (!name.equals(GameInfo.RESULT) && game.info().get(name).isEmpty()) {
                tags.put(name, name.equals(GameInfo.DATE) ? "????.??.??" : "?");
            }
        }
        tags.putAll(game.info().tags()); // in the order read
        if (given.isPresent()) {
            String t = tagText != null ? tagText : termination.orElse("*");
            tags.put(GameInfo.RESULT, given.get().strip().equals(t) ? given.get() : t); // as read when it says the same
        }
        write(out, record, GameInfo.of(tags), termination.orElse(null));
    }

    /** Whether a PGN result read from a tag says what the outcome is (winner, or scores equal). */
    private static boolean agrees(RecordedResult r, Outcome o) {
        switch (r.kind()) {
            case WINNER:
                return r.winner().equals(o.winner());
            case SCORES:
                return r.blackScore() == o.score(Color.BLACK) && r.whiteScore() == o.score(Color.WHITE);
            default:
                return false;
        }
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

    /** The PGN result of a game that stops before its end: the scores it records, else its winner, else none. */
    private static Optional<String> termination(RecordedResult r, int squares) {
        if (r.kind() == RecordedResult.Kind.WINNER) {
            return Optional.of(r.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2"));
        }
        if (r.kind() == RecordedResult.Kind.NONE) {
            return Optional.empty();
        }
        return RecordedScores.recordedScores(r, squares).filter(b -> b[0] >= 0 && b[1] >= 0 && b[0] <= 999 && b[1] <= 999)
                .map(b -> b[0] + "-" + b[1]).or(() -> Optional.of("*"));
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
