package io.github.reversi4j.notation.internal.text;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.internal.shared.ReadOnce;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.shared.TranscriptMoves;
import io.github.reversi4j.notation.internal.shared.TextScanner;
import java.io.Reader;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Reads a file of transcripts, one game per line, as a stream of {@link CheckedGame}s (<a href="../../doc-files/formats.html#1">FORMATS §1</a>,
 * <a href="../../doc-files/formats.html#7.4">§7.4</a>). Blank lines and comment lines (starting with {@code //}, {@code %} or {@code #}) are
 * skipped. Each game is replayed from the rules' initial state; game indices count games, not lines.
 *
 * <p>The {@link Layout} says where the moves are on a line. Lines longer than {@link #MAX_LINE}
 * characters are reported ({@link ProblemKind#LIMIT_EXCEEDED}) without being held in memory.
 */
public final class TranscriptReader implements GameReader {

    /** Whether an iterator or a stream was made: a reader is read once. */
    private final ReadOnce once = new ReadOnce();

    /** The longest line read in full, in characters. */
    public static final int MAX_LINE = 1 << 16;

    /** Where the moves are on a line. */
    public enum Layout {
        /** The whole line is the transcript ({@code f5d6c4d3c2b3b4b5}, the XOT list). */
        MOVES,
        /**
         * The first word is the transcript and the rest, after whitespace, a name kept as the tag
         * {@code Opening} ({@code F5d6C3d3C4   Tiger}, NTest's opening list). Moves may be written as
         * several words ({@code f5 d6 c3 Tiger}, {@code F5-D6-C3 Tiger}): the transcript is every
         * leading word that reads as moves, and the name starts at the first word that does not, so a
         * line of moves alone ({@code f5 d6 a1 a1 a1}) is replayed in full, never cut to its first
         * word.
         */
        MOVES_THEN_NAME,
        /**
         * The eOthello CSV: {@code id,winner,moves} with winner 1 (Black), -1 (White) or 0 (draw),
         * checked against the replay; a first line whose winner is not a number is the header.
         */
        EOTHELLO_CSV
    }

    /** The tag of an opening's name. */
    public static final String OPENING = "Opening";
    /** The tag of a game's id in its source. */
    public static final String ID = "Id";

    private final TextScanner in;
    private final Location source;
    private final Layout layout;
    private final Rules rules;
    private long games;

    private TranscriptReader(Reader in, Location source, Layout layout, Rules rules) {
        this.in = new TextScanner(in, source);
        this.source = source;
        this.layout = layout;
        this.rules = rules;
    }

    /**
     * Returns a reader of a character stream.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @param layout where the moves are on a line
     * @param rules the rules the games are played under
     * @return the reader
     */
    public static TranscriptReader of(Reader in, String sourceName, Layout layout, Rules rules) {
        return new TranscriptReader(Objects.requireNonNull(in), Location.of(sourceName), Objects.requireNonNull(layout),
                Objects.requireNonNull(rules));
    }

    @Override
    public boolean next(GameVisitor visitor) throws NotationException {
        while (true) {
            String line = in.nextLine(MAX_LINE);
            if (line == null) {
                return false;
            }
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("//") || t.startsWith("%") || t.startsWith("#")) {
                continue;
            }
            Location at = source.withLine(in.lineNumber(), 0);
            if (in.lineWasCut()) {
                Location g = at.withGame(games++);
                return deliver(visitor, g, GameInfo.empty(), () -> Games.unreadable(g, GameInfo.empty(), List.of(
                        Problem.of(ProblemKind.LIMIT_EXCEEDED, g, "line longer than " + MAX_LINE + " characters"))));
            }
            switch (layout) {
                case MOVES: {
                    Location g = at.withGame(games++);
                    if (holdsNoMove(t, rules)) {
                        return noMove(visitor, g, GameInfo.empty(), t);
                    }
                    return deliver(visitor, g, GameInfo.empty(), () -> read(t, g, GameInfo.empty(), new RecordedResult.None()));
                }
                case MOVES_THEN_NAME: {
                    // the moves are the leading words that read as moves; the name, the rest
                    int end = wordEnd(t, 0);
                    while (end < t.length()) {
                        int next = wordStart(t, end);
                        int nextEnd = wordEnd(t, next);
                        if (!readsAsMoves(t.substring(next, nextEnd), rules)) {
                            break;
                        }
                        end = nextEnd;
                    }
                    String moves = t.substring(0, end);
                    String name = t.substring(end).strip();
                    GameInfo info = name.isEmpty() ? GameInfo.empty() : GameInfo.empty().with(OPENING, name);
                    Location g = at.withGame(games++);
                    if (holdsNoMove(moves, rules)) {
                        return noMove(visitor, g, info, moves);
                    }
                    return deliver(visitor, g, info, () -> read(moves, g, info, new RecordedResult.None()));
                }
                default: {
                    String[] f = t.split(",", -1);
                    Integer w = f.length == 3 ? winner(f[1].strip()) : null;
                    if (w == null && games == 0 && in.lineNumber() == 1 && f.length == 3) {
                        continue;
                    }
                    Location g = at.withGame(games++);
                    if (f.length != 3 || w == null) {
                        return deliver(visitor, g, GameInfo.empty(), () -> Games.unreadable(g, GameInfo.empty(),
                                List.of(Problem.of(ProblemKind.SYNTAX, g, "expected id,winner,moves with winner 1, 0 or -1"))));
                    }
                    GameInfo info = GameInfo.empty().with(ID, f[0].strip());
                    RecordedResult r = new RecordedResult.Winner(w == 0 ? Optional.empty()
                            : Optional.of(w > 0 ? Color.BLACK : Color.WHITE));
                    return deliver(visitor, g, info, () -> read(f[2].strip(), g, info, r));
                }
            }
        }
    }

    /** Reads one transcript as a game from the rules' start: a syntax error makes it unreadable. */
    private CheckedGame read(String text, Location at, GameInfo info, RecordedResult result) {
        TranscriptMoves t;
        try {
            t = TranscriptMoves.parse(text, at, rules);
        } catch (NotationException e) {
            return Games.unreadable(at, info, List.of(Problem.of(e.kind(), at, e.reason()).withInfo(info)));
        }
        return Games.check(new ReadGame(at, info, rules, rules.initialState(), t.moves(), t.texts(), result, List.of()));
    }

    private static boolean deliver(GameVisitor visitor, Location at, GameInfo info, Supplier<CheckedGame> game) {
        if (visitor.begin(at, info) == GameVisitor.Action.REPLAY) {
            visitor.visit(game.get());
        }
        return true;
    }

    /**
     * Whether a text reads as a transcript without a single move: separators alone ({@code -,;}). Such a
     * line is no game, and is reported rather than read as a valid game of no moves, which no writer
     * could give back (<a href="../../doc-files/formats.html#1">FORMATS §1</a>).
     */
    private static boolean holdsNoMove(String text, Rules rules) {
        try {
            return TranscriptMoves.parse(text, Location.of(""), rules).moves().isEmpty();
        } catch (NotationException e) {
            return false; // the replay reports what is wrong with it
        }
    }

    private static boolean noMove(GameVisitor visitor, Location g, GameInfo info, String text) {
        return deliver(visitor, g, info, () -> Games.unreadable(g, info, List.of(Problem.of(ProblemKind.SYNTAX, g,
                "no move on the line, only separators: '" + text + "'").withInfo(info))));
    }

    /** The index of the first character of the word at or after {@code from}. */
    private static int wordStart(String s, int from) {
        int i = from;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The index just after the word that starts at {@code from}. */
    private static int wordEnd(String s, int from) {
        int i = from;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Whether a word is a transcript on its own: moves and passes, as a name never is. */
    private static boolean readsAsMoves(String word, Rules rules) {
        try {
            return !TranscriptMoves.parse(word, Location.of(""), rules).moves().isEmpty();
        } catch (NotationException e) {
            return false;
        }
    }

    private static Integer winner(String s) {
        switch (s) {
            case "1": case "+1":
                return 1;
            case "0": case "-0":
                return 0;
            case "-1":
                return -1;
            default:
                return null;
        }
    }

    /**
     * Returns an iterator over the remaining games; see {@link GameReader#iterator()}.
     *
     * @return the iterator
     * @throws IllegalStateException if an iterator or a stream of this reader was made before
     */
    @Override
    public java.util.Iterator<CheckedGame> iterator() {
        once.claim();
        return GameReader.super.iterator();
    }

    @Override
    public void close() throws NotationException {
        in.close();
    }
}
