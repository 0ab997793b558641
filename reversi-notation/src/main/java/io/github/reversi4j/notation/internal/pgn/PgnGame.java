package io.github.reversi4j.notation.internal.pgn;

import io.github.reversi4j.notation.internal.shared.HeaderFields;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.shared.RecordedScores;
import io.github.reversi4j.notation.internal.Numbers;
import io.github.reversi4j.notation.internal.Shown;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One PGN game, as written: its record, its tags and its text. {@link #parse} reads one, {@link #of}
 * makes one from a game, and {@link #toString()} is the text, which {@link #parse} reads back to an
 * equal game.
 *
 * <p>The text is Edax's layout (<a href="../../doc-files/formats.html#7.2">FORMATS §7.2</a>): the tag pairs one per line, a blank
 * line, the movetext in lines of at most 79 characters - lower-case squares, every pass written
 * {@code pass}, a move number before each move of the first mover so that numbered pairs are
 * Black/White pairs - then, for a finished game, a comment such as {@code {Black wins 40-24}} (the
 * official scores, <a href="../../doc-files/rules.html#O3">RULES §O3</a>), the termination, and a blank line.
 *
 * <p>{@link #of(CheckedGame)} writes a game as read: the roster tags it lacks first ({@code Event},
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
 * {@link #of(GameRecord, GameInfo)} exports a record as Edax does: the seven tags of PGN's roster
 * come first ({@code ?} for the missing ones) and a missing result is {@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2} from the replay, or {@code *} for a game that is not over.
 */
public final class PgnGame {

    /** The longest movetext line written, in characters. */
    public static final int LINE = 79;

    private static final String[] ROSTER = {GameInfo.EVENT, GameInfo.SITE, GameInfo.DATE, "Round", GameInfo.BLACK,
        GameInfo.WHITE, GameInfo.RESULT};

    private final GameRecord record;
    private final GameInfo tags;
    private final String text;

    private PgnGame(GameRecord record, GameInfo tags, String text) {
        this.record = record;
        this.tags = tags;
        this.text = text;
    }

    /**
     * Reads one game of standard Othello.
     *
     * @param text the game's PGN text
     * @return the game
     * @throws TextParseException if the text holds no valid game (the message is the first problem)
     */
    public static PgnGame parse(String text) {
        return parse(text, StandardRules.othello());
    }

    /**
     * Reads one game played under some rules.
     *
     * @param text the game's PGN text
     * @param rules the rules the game is replayed under
     * @return the game
     * @throws TextParseException if the text holds no valid game, or more than one
     */
    public static PgnGame parse(String text, Rules rules) {
        CheckedGame g;
        boolean more;
        try (PgnReader r = PgnReader.of(new StringReader(text), "", rules)) {
            java.util.Iterator<CheckedGame> games = r.iterator();
            if (!games.hasNext()) {
                throw new TextParseException("no PGN game", Shown.text(text, Shown.FIELD), 0);
            }
            g = games.next();
            more = games.hasNext();
        }
        if (!g.isValid()) {
            Problem first = g.problems().stream().filter(Problem::isError).findFirst().orElseThrow();
            throw new TextParseException(first.reason() + first.moveText().map(m -> " (" + m + ")").orElse(""),
                    Shown.text(text, Shown.FIELD), 0);
        }
        if (more) {
            throw new TextParseException("more than one PGN game", Shown.text(text, Shown.FIELD), 0);
        }
        return of(g);
    }

    /**
     * Returns the record of the game.
     *
     * @return the record: rules, start (the {@code FEN} tag's, else the rules'), moves
     */
    public GameRecord record() {
        return record;
    }

    /**
     * Returns the tags as written, in order, the roster's {@code ?} and {@code Result} included.
     *
     * @return the tags
     */
    public GameInfo info() {
        return tags;
    }

    /**
     * Returns the PGN text: the tags, a blank line, the movetext, the termination and a blank line.
     *
     * @return the text, which {@link #parse} reads back to an equal game
     */
    @Override
    public String toString() {
        return text;
    }

    /**
     * Tells whether another object is a PGN game of the same text.
     *
     * @param o the object
     * @return true when its text is this one's
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof PgnGame && ((PgnGame) o).text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /**
     * Returns a game as read, to be written again: see the class comment.
     *
     * @param game the game; an invalid game is written up to its first illegal move
     * @return the PGN game
     * @throws IllegalArgumentException if the game has no record (it could not be read)
     */
    public static PgnGame of(CheckedGame game) {
        GameRecord record = game.record().orElseThrow(() -> new IllegalArgumentException(
                "a game that could not be read has no moves to write: " + game));
        int squares = record.rules().geometry().size();
        Optional<String> given = game.info().get(GameInfo.RESULT);
        Optional<String> tag = given.map(String::strip).filter(PgnGame::isTermination);
        RecordedResult recorded = game.recordedResult();
        Optional<String> termination;
        String tagText = null;
        boolean none = RecordedScores.kind(recorded) == RecordedScores.Kind.NONE;
        if (none && game.isFinished() && game.outcome().orElse(null) instanceof Outcome.TwoPlayer) {
            // a finished game read without a result ends with the board's
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) game.outcome().get();
            termination = Optional.of(tag.filter(t -> PgnReader.result(t).map(r -> agrees(r, o)).orElse(false))
                    .orElse(o.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2")));
        } else if (RecordedScores.kind(recorded) == RecordedScores.Kind.UNSCORED || none) {
            termination = Optional.of("*"); // unknown as read: '?' or '*' stays, any other text is no PGN result
            tagText = given.map(String::strip).filter(t -> t.equals("?") || t.equals("*")).orElse("*");
        } else if (game.isFinished() && game.outcome().orElse(null) instanceof Outcome.TwoPlayer) {
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) game.outcome().get();
            // the result in the form recorded: a winner as 1-0, 0-1, 1/2-1/2; any count or margin as the scores
            String form = RecordedScores.kind(recorded) == RecordedScores.Kind.WINNER
                    ? o.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2")
                    : o.score(Color.BLACK) + "-" + o.score(Color.WHITE);
            termination = Optional.of(tag.filter(t -> PgnReader.result(t).map(r -> agrees(r, o)).orElse(false))
                    .orElse(form));
        } else {
            termination = tag.isPresent() ? tag : termination(recorded, squares);
        }
        // the tags in the order read, each roster tag it lacks written '?' at its place in the roster (before
        // the first roster tag read that follows it), so that the text read back writes the same text
        Map<String, String> tags = new LinkedHashMap<>();
        int missing = 0; // the roster tags before this index are placed
        for (Map.Entry<String, String> e : game.info().tags().entrySet()) {
            int k = rosterIndex(e.getKey());
            for (; k >= 0 && missing < k; missing++) {
                unknown(tags, ROSTER[missing], game.info());
            }
            tags.put(e.getKey(), e.getValue());
        }
        for (; missing < ROSTER.length; missing++) {
            unknown(tags, ROSTER[missing], game.info());
        }
        // every game ends with a result token, and its Result tag says the same
        String t = tagText != null ? tagText : termination.orElse("*");
        tags.put(GameInfo.RESULT, given.isPresent() && given.get().strip().equals(t) ? given.get() : t);
        return make(record, tags, termination.orElse("*"));
    }

    private static int rosterIndex(String tag) {
        for (int i = 0; i < ROSTER.length; i++) {
            if (ROSTER[i].equals(tag)) {
                return i;
            }
        }
        return -1;
    }

    /** A roster tag the game lacks, written '?' (the result is written from the game, not here). */
    private static void unknown(Map<String, String> tags, String name, GameInfo info) {
        if (!name.equals(GameInfo.RESULT) && info.get(name).isEmpty() && !tags.containsKey(name)) {
            tags.put(name, name.equals(GameInfo.DATE) ? "????.??.??" : "?");
        }
    }

    /** Whether a PGN result read from a tag says what the outcome is (winner, or scores equal). */
    private static boolean agrees(RecordedResult r, Outcome.TwoPlayer o) {
        switch (RecordedScores.kind(r)) {
            case WINNER:
                return ((RecordedResult.Winner) r).winner().equals(o.winner());
            case SCORES:
                return RecordedScores.black(r) == o.score(Color.BLACK) && RecordedScores.white(r) == o.score(Color.WHITE);
            default:
                return false;
        }
    }

    /**
     * Exports a record as Edax does.
     *
     * @param record the record
     * @param info its tags; the seven of PGN's roster are written first, {@code ?} when missing
     * @return the PGN game
     */
    public static PgnGame of(GameRecord record, GameInfo info) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : ROSTER) {
            tags.put(name, info.get(name).orElse(name.equals(GameInfo.DATE) ? "????.??.??" : "?"));
        }
        tags.putAll(info.tags());
        String result = info.get(GameInfo.RESULT).filter(PgnGame::isTermination).orElse(null);
        if (result == null) {
            Replay r = record.replay();
            result = r.outcome().map(o -> o.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2"))
                    .orElse("*");
            tags.put(GameInfo.RESULT, result);
        }
        return make(record, tags, result);
    }

    /** The game of a record, its tags (a FEN added or corrected) and its termination (or null). */
    private static PgnGame make(GameRecord record, Map<String, String> given, String termination) {
        Map<String, String> tags = withFen(record, given);
        StringBuilder sb = new StringBuilder(1024);
        try {
            write(sb, record, tags, termination);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new PgnGame(record, GameInfo.of(tags), sb.toString());
    }

    private static boolean isTermination(String text) {
        return !text.equals("?") && PgnReader.result(text).isPresent();
    }

    /** The PGN result of a game that stops before its end: the scores it records, else its winner, else none. */
    private static Optional<String> termination(RecordedResult r, int squares) {
        if (RecordedScores.kind(r) == RecordedScores.Kind.WINNER) {
            return Optional.of(((RecordedResult.Winner) r).winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2"));
        }
        if (RecordedScores.kind(r) == RecordedScores.Kind.NONE) {
            return Optional.empty();
        }
        return RecordedScores.recordedScores(r, squares).filter(b -> b[0] >= 0 && b[1] >= 0 && b[0] <= 999 && b[1] <= 999)
                .map(b -> b[0] + "-" + b[1]).or(() -> Optional.of("*"));
    }

    /** The tags with a FEN tag that gives the record's start, when it is not the rules' initial state. */
    private static Map<String, String> withFen(GameRecord record, Map<String, String> given) {
        Rules rules = record.rules();
        GameState start = record.start();
        Map<String, String> tags = new LinkedHashMap<>(given);
        // a date another format wrote as seconds since 1970 (GGS's DT) is written as PGN writes dates
        tags.computeIfPresent(GameInfo.DATE, (k, v) -> HeaderFields.calendarDateOfUnixSeconds(v).orElse(v));
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
        return tags;
    }

    private static void write(Appendable out, GameRecord record, Map<String, String> tags, String termination)
            throws IOException {
        Rules rules = record.rules();
        GameState start = record.start();
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
        if (outcome.orElse(null) instanceof Outcome.TwoPlayer) {
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) outcome.get();
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
