package io.github.reversi4j.notation.internal.pgn;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.internal.shared.ReadOnce;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.internal.Numbers;
import io.github.reversi4j.notation.internal.shared.HeaderFields;
import io.github.reversi4j.notation.internal.shared.SourceProblems;
import io.github.reversi4j.notation.internal.shared.TextScanner;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads a file of PGN-style Othello games as a stream of {@link CheckedGame}s, one game at a time
 * with constant memory (<a href="../../doc-files/formats.html#7.1">FORMATS §7.1</a>-<a href="../../doc-files/formats.html#7.3">§7.3</a>, <a href="../../doc-files/formats.html#8">§8</a>): Edax's export, PlayOK's records and thor2pgn's
 * conversions of WTHOR archives.
 *
 * <p>A game is its tag pairs ({@code [Name "value"]}, {@code \"} and {@code \\} escaped), then its
 * movetext, up to a termination ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *} or a score
 * such as {@code 38-26}), the next tag pair or the end of the file. In the movetext:
 * <ul>
 *   <li>moves are squares in either case ({@code f5}, {@code F5}), optionally with a variant's
 *       color or line ({@code X:d3}, {@code d3>ne}, as {@link Move#parse} reads them) and with
 *       annotation marks {@code !} and {@code ?};</li>
 *   <li>passes are written {@code --} (PlayOK), {@code pass} (Edax), {@code pa}, {@code ps},
 *       {@code @@}, or not at all (thor2pgn): a placement met where the side to move has none is
 *       preceded by the forced pass (<a href="../../doc-files/rules.html#B4">RULES §B4</a>);</li>
 *   <li>move numbers ({@code 1.}, {@code 12...}, {@code 3.f5}) are skipped without being checked:
 *       thor2pgn numbers plain pairs of moves, which after a pass are no Black/White pairs;</li>
 *   <li>comments {@code {...}} and {@code ; ...} to the end of the line, lines starting with
 *       {@code %}, numeric annotations {@code $n} and variations {@code (...)} are skipped.</li>
 * </ul>
 *
 * <p>Tags: every tag is kept in the game's {@link GameInfo}, in the order read (a repeated tag keeps
 * its first value, with a {@link ProblemKind#BAD_HEADER} warning). A {@code Date} or {@code Time} that
 * names no day or time of day ({@code 2004.13.01}, {@code 25:00:00}) is a {@code BAD_HEADER} error;
 * one that cannot be read, a year outside 1880 to 2100, a {@code TimeControl} that is no time control,
 * and a {@code Black}, {@code White}, {@code Event}, {@code Site} or {@code Round} with control or
 * bidirectional-control characters or of more than 100 characters are warnings. {@code FEN} (any case) gives the
 * start position ({@link PgnFen}); without it the game starts from the rules' initial state. The
 * {@code Result} tag - else the termination - is the recorded result the replay is checked against
 * (<a href="../../doc-files/formats.html#8">FORMATS §8</a>): {@code 1-0} Black wins, {@code 0-1} White wins, {@code 1/2-1/2} a draw (Edax's
 * convention: the first player, Black, is named first); {@code b-w} the official scores of Black and
 * White (PlayOK, thor2pgn: empty squares to the winner, <a href="../../doc-files/rules.html#O3">RULES §O3</a>); {@code *} or {@code ?} no
 * result. A termination that contradicts the {@code Result} tag is a {@link
 * ProblemKind#RESULT_MISMATCH}; forms that name the same winner agree ({@code 1-0} and {@code 34-30},
 * {@link RecordedResult#agreesWith}), and {@code *} contradicts nothing.
 *
 * <p>Faults of a game are reported in its {@link CheckedGame} and reading goes on with the next game:
 * a token that is no move ({@link ProblemKind#SYNTAX}, or {@link ProblemKind#UNKNOWN_SQUARE} for
 * {@code z9}), a malformed tag, a file that ends inside a tag or a comment or after the tags, a game
 * with neither a move nor a termination ({@link ProblemKind#TRUNCATED}), an illegal move or a result mismatch (found by {@link
 * Validator}), more than {@link #MAX_MOVES} moves, {@link #MAX_TAGS} tags or a tag value longer than
 * {@link #MAX_TAG_VALUE} ({@link ProblemKind#LIMIT_EXCEEDED}: nothing of unbounded size is kept).
 * Recovery is bounded: a variation still open when a termination comes ends with the game (a
 * {@link ProblemKind#SYNTAX} error), and a comment still open when a line starts with a tag pair
 * ends there ({@link ProblemKind#TRUNCATED}), so neither swallows the next game. Squares, passes and
 * scores are ASCII only. The reader throws only when the source itself fails.
 *
 * <p>A reader is not thread-safe; close it to close its source.
 */
public final class PgnReader implements GameReader {

    /** Whether an iterator or a stream was made: a reader is read once. */
    private final ReadOnce once = new ReadOnce();

    /** The most moves (passes included) kept of one game. */
    public static final int MAX_MOVES = 1024;
    /** The most tags kept of one game. */
    public static final int MAX_TAGS = 256;
    /** The longest tag value kept, in characters. */
    public static final int MAX_TAG_VALUE = 4096;
    /** The longest tag name or movetext token read, in characters. */
    public static final int MAX_TOKEN = 64;
    /** The most problems kept of one game (each kind of limit is reported once). */
    static final int MAX_PROBLEMS = 16;

    private final TextScanner in;
    private final Location source;
    private final Rules rules;
    private final SourceProblems sourceProblems = new SourceProblems();
    /** The next game, when its first tag ended the game before it. */
    private Game carried;
    private long games;

    private PgnReader(Reader in, Location source, Rules rules) {
        this.in = new TextScanner(in, source);
        this.source = source;
        this.rules = rules;
    }

    /**
     * Returns a reader of games of standard Othello.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader
     */
    public static PgnReader of(Reader in, String sourceName) {
        return of(in, sourceName, StandardRules.othello());
    }

    /**
     * Returns a reader of games played under some rules.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @param rules the rules the games are replayed under
     * @return the reader
     */
    public static PgnReader of(Reader in, String sourceName, Rules rules) {
        return new PgnReader(Objects.requireNonNull(in), Location.of(sourceName), Objects.requireNonNull(rules));
    }

    /**
     * Returns the problems of the source that belong to no game: a comment left open after the last
     * game. Complete once the reader has reached the end.
     *
     * @return an unmodifiable view
     */
    @Override
    public List<Problem> sourceProblems() {
        return sourceProblems.list();
    }

    /** What is being read of the current game. */
    private enum Part { NONE, TAGS, MOVES }

    /** The game being read. */
    private static final class Game {
        final Location at;
        final Map<String, String> tags = new LinkedHashMap<>();
        final List<Move> moves = new ArrayList<>();
        final List<String> texts = new ArrayList<>();
        final List<Problem> errors = new ArrayList<>();
        final List<Problem> warnings = new ArrayList<>();
        RecordedResult termination;
        String terminationText;
        boolean limitMoves;
        boolean limitTags;

        Game(Location at) {
            this.at = at;
        }

        Location here(int line, int column) {
            return at.withLine(Math.max(1, line), Math.max(0, column));
        }

        void error(Problem p) {
            if (errors.size() < MAX_PROBLEMS) {
                errors.add(p);
            }
        }

        void warning(Problem p) {
            if (warnings.size() < MAX_PROBLEMS) {
                warnings.add(p);
            }
        }
    }

    @Override
    public boolean next(GameVisitor visitor) throws NotationException {
        Optional<Game> g = read();
        if (g.isEmpty()) {
            return false;
        }
        GameInfo info = info(g.get());
        if (visitor.begin(g.get().at, info) == GameVisitor.Action.REPLAY) {
            visitor.visit(finish(g.get(), info));
        }
        return true;
    }

    private Optional<Game> read() throws NotationException {
        Game g = carried;
        Part part = carried == null ? Part.NONE : Part.TAGS;
        carried = null;
        int depth = 0;
        while (true) {
            int c = in.read();
            if (c == TextScanner.EOF) {
                if (g == null) {
                    return Optional.empty();
                }
                if (part == Part.TAGS && g.errors.stream().noneMatch(p -> p.kind() == ProblemKind.TRUNCATED)) {
                    g.error(Problem.of(ProblemKind.TRUNCATED, g.here(in.line(), lastColumn()),
                            "the file ends after the tags, before the moves"));
                }
                if (depth > 0) {
                    g.error(Problem.of(ProblemKind.TRUNCATED, g.here(in.line(), lastColumn()), depth
                            + " variation(s) left open at the end of the file"));
                }
                return Optional.of(g);
            }
            if (Character.isWhitespace(c) || c == '\uFEFF') {
                continue;
            }
            int line = in.line();
            int column = lastColumn();
            if (c == '%' && column == 1) {
                skipLine();
                continue;
            }
            if (c == '{') {
                if (!skipComment()) {
                    Problem p = Problem.of(ProblemKind.TRUNCATED, (g == null ? source.withGame(games) : g.at)
                            .withLine(line, column), "the comment opened here is not closed by '}' before "
                            + (atEnd() ? "the end of the file" : "the tags of the next game at line " + in.line()));
                    if (g == null) {
                        sourceProblems.add(p);
                        if (atEnd()) {
                            return Optional.empty();
                        }
                        continue;
                    }
                    g.error(p);
                    if (!atEnd()) {
                        return Optional.of(g);
                    }
                }
                continue;
            }
            if (c == ';') {
                skipLine();
                continue;
            }
            if (c == '[') {
                if (part == Part.MOVES) {
                    if (depth > 0) {
                        g.error(Problem.of(ProblemKind.TRUNCATED, g.here(line, column), depth + " variation(s) left open"
                                + " when the tags of the next game begin at line " + line));
                    }
                    in.unread();
                    return Optional.of(g);
                }
                if (g == null) {
                    g = new Game(source.withGame(games++).withLine(line, column));
                } else if (column == 1 && (g.tags.containsKey("Event") || !g.errors.isEmpty()) && opensEvent()) {
                    // an Event after an Event or a broken tag opens the next game's tags: this game ends here
                    // without moves (FORMATS §7)
                    g.error(Problem.of(ProblemKind.TRUNCATED, g.here(line, column), "the tags of the next game begin at line "
                            + line + ", before this game's moves"));
                    carried = new Game(source.withGame(games++).withLine(line, column));
                    readTag(carried, line, column);
                    return Optional.of(g);
                }
                part = Part.TAGS;
                readTag(g, line, column);
                continue;
            }
            if (g == null) {
                g = new Game(source.withGame(games++).withLine(line, column));
            }
            part = Part.MOVES;
            if (c == '(') {
                depth = Math.min(depth + 1, Integer.MAX_VALUE - 1);
                continue;
            }
            if (c == ')') {
                if (depth > 0) {
                    depth--;
                } else {
                    g.error(Problem.of(ProblemKind.SYNTAX, g.here(line, column), "')' closes no variation"));
                }
                continue;
            }
            if (c == '$') {
                while (true) {
                    int d = in.read();
                    if (d < '0' || d > '9') {
                        in.unread();
                        break;
                    }
                }
                continue;
            }
            if (c == ']' || c == '}' || c == '"') {
                g.error(Problem.of(ProblemKind.SYNTAX, g.here(line, column), "'" + (char) c + "' out of place in the moves"));
                continue;
            }
            String word = readWord(c);
            if (depth > 0) {
                if (result(word).isPresent() && !word.equals("?")) {
                    g.error(Problem.of(ProblemKind.SYNTAX, g.here(line, column), depth + " variation(s) left open when the"
                            + " game ends with " + word));
                    move(g, word, line, column);
                    return Optional.of(g);
                }
                continue;
            }
            if (move(g, word, line, column)) {
                return Optional.of(g);
            }
        }
    }

    /** The column of the character last read (one-based; 0 right after a line end). */
    private int lastColumn() {
        return in.column() - 1;
    }

    private boolean atEnd() throws NotationException {
        return in.peek() == TextScanner.EOF;
    }

    private void skipLine() throws NotationException {
        for (int c = in.read(); c != TextScanner.EOF && c != '\n'; c = in.read()) {
            // skipped
        }
    }

    /**
     * Skips a comment after its '{'; false when the file ends inside it or a line starts with a tag
     * pair first (the next game: recovery stops there, the '[' left to be read).
     */
    private boolean skipComment() throws NotationException {
        for (int c = in.read(); c != TextScanner.EOF; c = in.read()) {
            if (c == '}') {
                return true;
            }
            if (c == '[' && lastColumn() == 1) {
                in.unread();
                return false;
            }
        }
        return false;
    }

    private static boolean isDelimiter(int c) {
        return c == TextScanner.EOF || Character.isWhitespace(c) || c == '[' || c == ']' || c == '{' || c == '}'
                || c == '(' || c == ')' || c == ';' || c == '"' || c == '$';
    }

    private String readWord(int first) throws NotationException {
        StringBuilder sb = new StringBuilder(8);
        sb.append((char) first);
        boolean longer = false;
        while (true) {
            int c = in.read();
            if (isDelimiter(c)) {
                in.unread();
                break;
            }
            if (sb.length() < MAX_TOKEN) {
                sb.append((char) c);
            } else {
                longer = true;
            }
        }
        return longer ? sb.append('\u2026').toString() : sb.toString();
    }

    /** Reads a tag pair after its '['. */
    private void readTag(Game g, int line, int column) throws NotationException {
        Location at = g.here(line, column);
        int c = skipBlanks();
        StringBuilder name = new StringBuilder();
        while (c != TextScanner.EOF && !Character.isWhitespace(c) && c != '"' && c != ']' && c != '[') {
            if (name.length() <= MAX_TOKEN) {
                name.append((char) c);
            }
            c = in.read();
        }
        if (c == TextScanner.EOF) {
            g.error(Problem.of(ProblemKind.TRUNCATED, at, "the file ends inside a tag"));
            return;
        }
        if (name.length() == 0 || name.length() > MAX_TOKEN || c == '[') {
            g.error(Problem.of(ProblemKind.SYNTAX, at, name.length() == 0 ? "a tag without a name"
                    : name.length() > MAX_TOKEN ? "a tag name longer than " + MAX_TOKEN : "'[' in a tag name"));
            recover(g, at, c);
            return;
        }
        if (Character.isWhitespace(c) && c != '\n') {
            c = skipBlanks();
        }
        if (c != '"') {
            g.error(Problem.of(ProblemKind.SYNTAX, at, "expected '\"' after the tag name " + name));
            recover(g, at, c);
            return;
        }
        StringBuilder value = new StringBuilder();
        boolean tooLong = false;
        while (true) {
            c = in.read();
            if (c == TextScanner.EOF) {
                g.error(Problem.of(ProblemKind.TRUNCATED, at, "the file ends inside the value of the tag " + name));
                return;
            }
            if (c == '"') {
                break;
            }
            if (c == '\n') {
                g.error(Problem.of(ProblemKind.SYNTAX, at, "the value of the tag " + name + " is not closed on its line"));
                return;
            }
            if (c == '\\') {
                int d = in.read();
                if (d == TextScanner.EOF) {
                    g.error(Problem.of(ProblemKind.TRUNCATED, at, "the file ends inside the value of the tag " + name));
                    return;
                }
                if (d == '\n') {
                    g.error(Problem.of(ProblemKind.SYNTAX, at, "the value of the tag " + name + " is not closed on its line"));
                    return;
                }
                c = d;
            }
            if (value.length() < MAX_TAG_VALUE) {
                value.append((char) c);
            } else {
                tooLong = true;
            }
        }
        c = skipBlanks();
        if (c != ']') {
            g.error(Problem.of(ProblemKind.SYNTAX, at, "expected ']' after the value of the tag " + name));
            recover(g, at, c);
            return;
        }
        String n = name.toString();
        if (tooLong) {
            if (!g.limitTags) {
                g.error(Problem.of(ProblemKind.LIMIT_EXCEEDED, at, "the value of the tag " + n + " is longer than "
                        + MAX_TAG_VALUE + " characters"));
            }
            return;
        }
        if (g.tags.containsKey(n)) {
            if ((n.equals("Result") || n.equals("FEN")) && !g.tags.get(n).strip().equals(value.toString().strip())) {
                // a tag that decides how the game is judged or replayed, saying two things (FORMATS §7)
                g.error(Problem.of(ProblemKind.BAD_HEADER, at, "the tag " + n + " is given twice, as \"" + g.tags.get(n)
                        + "\" and \"" + value + "\": the game says two things"));
                return;
            }
            g.warning(Problem.of(ProblemKind.BAD_HEADER, at, "the tag " + n + " is repeated; its first value is kept")
                    .withSeverity(Severity.WARNING));
            return;
        }
        if (g.tags.size() >= MAX_TAGS) {
            if (!g.limitTags) {
                g.limitTags = true;
                g.error(Problem.of(ProblemKind.LIMIT_EXCEEDED, at, "more than " + MAX_TAGS + " tags"));
            }
            return;
        }
        g.tags.put(n, value.toString());
    }

    /** Whether the characters after a '[' just read are the tag name {@code Event}. */
    private boolean opensEvent() throws NotationException {
        for (int k = 0; k < 5; k++) {
            if (in.peekAt(k) != "Event".charAt(k)) {
                return false;
            }
        }
        int after = in.peekAt(5);
        return after == ' ' || after == '\t' || after == '"';
    }

    /** Skips blanks within a line: a tag pair never continues on the next line. Returns the next other character, consumed. */
    private int skipBlanks() throws NotationException {
        int c = in.read();
        while (c != TextScanner.EOF && c != '\n' && Character.isWhitespace(c)) {
            c = in.read();
        }
        return c;
    }

    /** After a malformed tag: skips to its ']' or the end of the line. */
    private void recover(Game g, Location at, int c) throws NotationException {
        while (c != ']' && c != '\n') {
            if (c == TextScanner.EOF) {
                g.error(Problem.of(ProblemKind.TRUNCATED, at, "the file ends inside a tag"));
                return;
            }
            c = in.read();
        }
    }

    /**
     * Handles one movetext token.
     *
     * @return true when the token terminates the game
     */
    private boolean move(Game g, String token, int line, int column) {
        String w = token;
        int n = w.length();
        int i = 0;
        while (i < n && w.charAt(i) >= '0' && w.charAt(i) <= '9') {
            i++;
        }
        if (i == n) {
            return false; // a move number without its dot
        }
        if (i > 0 && w.charAt(i) == '.') {
            while (i < n && w.charAt(i) == '.') {
                i++;
            }
            w = w.substring(i);
            if (w.isEmpty()) {
                return false;
            }
            column += i;
        }
        Optional<RecordedResult> r = w.equals("?") ? Optional.empty() : result(w);
        if (r.isPresent()) {
            g.termination = r.get();
            g.terminationText = w;
            return true;
        }
        int end = w.length();
        while (end > 0 && (w.charAt(end - 1) == '!' || w.charAt(end - 1) == '?')) {
            end--;
        }
        if (end == 0) {
            return false;
        }
        String m = w.substring(0, end);
        Move move;
        if (m.equals("@@@@")) {
            move = Move.pass();
        } else {
            try {
                if (!Numbers.isPrintableAscii(m)) {
                    throw new IllegalArgumentException("not ASCII");
                }
                move = Move.parse(m);
            } catch (IllegalArgumentException e) {
                boolean squareLike = Numbers.isLetter(m.charAt(0)) && m.length() > 1
                        && m.chars().skip(1).allMatch(Numbers::isDigit);
                g.error(Problem.of(squareLike ? ProblemKind.UNKNOWN_SQUARE : ProblemKind.SYNTAX, g.here(line, column),
                        squareLike ? "'" + m + "' is not a square (a column a..p and a row 1..16)"
                                : "'" + m + "' is neither a move, a pass, a move number nor a result")
                        .withMove(g.moves.size() + 1, m));
                return false;
            }
        }
        if (g.moves.size() >= MAX_MOVES) {
            if (!g.limitMoves) {
                g.limitMoves = true;
                g.error(Problem.of(ProblemKind.LIMIT_EXCEEDED, g.here(line, column), "more than " + MAX_MOVES + " moves"));
            }
            return false;
        }
        g.moves.add(move);
        g.texts.add(m);
        return false;
    }

    /**
     * Reads a result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}, {@code ?} or scores
     * {@code b-w} of at most three digits each, without leading zeros.
     *
     * @param text the text
     * @return the result, or empty when the text is none of these
     */
    static Optional<RecordedResult> result(String text) {
        switch (text) {
            case "1-0":
                return Optional.of(new RecordedResult.Winner(Optional.of(Color.BLACK)));
            case "0-1":
                return Optional.of(new RecordedResult.Winner(Optional.of(Color.WHITE)));
            case "1/2-1/2":
                return Optional.of(new RecordedResult.Winner(Optional.empty()));
            case "*":
            case "?":
                return Optional.of(new RecordedResult.Unscored(text));
            default:
                break;
        }
        int dash = text.indexOf('-');
        if (dash < 1 || dash > 3 || text.length() - dash - 1 < 1 || text.length() - dash - 1 > 3) {
            return Optional.empty();
        }
        if ((dash > 1 && text.charAt(0) == '0') || (text.length() - dash - 1 > 1 && text.charAt(dash + 1) == '0')) {
            return Optional.empty(); // no leading zeros: each score has one spelling
        }
        int b = 0;
        int w = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (i == dash) {
                continue;
            }
            if (c < '0' || c > '9') {
                return Optional.empty();
            }
            if (i < dash) {
                b = b * 10 + (c - '0');
            } else {
                w = w * 10 + (c - '0');
            }
        }
        return Optional.of(new RecordedResult.Scores(b, w));
    }

    private static GameInfo info(Game g) {
        try {
            Map<String, String> known = new LinkedHashMap<>(g.tags);
            // a roster tag written '?' (a date '????.??.??') says the value is unknown: it is no value
            known.entrySet().removeIf(e -> !e.getKey().equals(GameInfo.RESULT) && (e.getValue().equals("?")
                    || e.getKey().equals(GameInfo.DATE) && e.getValue().equals("????.??.??")));
            // a date in seconds since 1970 (GGS's form) is the UTC day it names, as the writer writes it
            known.computeIfPresent(GameInfo.DATE, (k, v) -> HeaderFields.calendarDateOfUnixSeconds(v).orElse(v));
            return GameInfo.of(known);
        } catch (IllegalArgumentException e) {
            // names are read so that this cannot happen; kept as a defence
            g.error(Problem.of(ProblemKind.SYNTAX, g.at, e.getMessage()));
            return GameInfo.empty();
        }
    }

    /** The tags whose values are names, checked for hidden characters and length. */
    private static final String[] NAMES = {GameInfo.BLACK, GameInfo.WHITE, GameInfo.EVENT, GameInfo.SITE, "Round"};

    /** Dates, times, clocks and names that are impossible (errors) or suspicious (warnings). */
    private static void headerFields(Map<String, String> tags, Location at, List<Problem> out) {
        String date = tags.get(GameInfo.DATE);
        if (date != null) {
            HeaderFields.date("Date", date, true, at, out);
        }
        String time = tags.get("Time");
        if (time != null && time.indexOf('?') < 0 && !time.isBlank()) {
            HeaderFields.time("Time", time.strip(), 0, at, out);
        }
        String control = tags.get("TimeControl");
        if (control != null) {
            HeaderFields.timeControl(control, at, out);
        }
        for (String n : NAMES) {
            String v = tags.get(n);
            if (v != null) {
                HeaderFields.name(n, v, at, out);
            }
        }
    }

    private CheckedGame finish(Game g, GameInfo info) {
        List<Problem> early = new ArrayList<>(g.warnings);
        headerFields(g.tags, g.at, early);
        RecordedResult recorded = new RecordedResult.None();
        String tagResult = g.tags.get(GameInfo.RESULT);
        if (tagResult != null) {
            Optional<RecordedResult> r = result(tagResult.strip());
            if (r.isPresent()) {
                recorded = r.get();
            } else {
                recorded = new RecordedResult.Unscored(tagResult);
                g.error(Problem.of(ProblemKind.BAD_HEADER, g.at, "the Result tag \"" + tagResult
                        + "\" is no result (1-0, 0-1, 1/2-1/2, *, or scores such as 38-26)"));
            }
            if (g.termination != null && r.isPresent() && !r.get().agreesWith(g.termination)) {
                g.error(Problem.of(ProblemKind.RESULT_MISMATCH, g.at, "the Result tag says " + tagResult
                        + ", the moves end with " + g.terminationText));
            }
        } else if (g.termination != null) {
            recorded = g.termination;
        }
        GameState start = rules.initialState();
        for (Map.Entry<String, String> e : g.tags.entrySet()) {
            if (e.getKey().equalsIgnoreCase("FEN")) {
                try {
                    start = PgnFen.parse(e.getValue(), g.at);
                    if (!start.board().geometry().equals(rules.geometry())) {
                        g.error(Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, g.at, "the FEN is of a " + start.board().geometry()
                                + " board, the rules " + rules.id() + " play on " + rules.geometry()));
                    }
                } catch (NotationException x) {
                    g.error(Problem.of(x.kind() == ProblemKind.SYNTAX ? ProblemKind.BAD_HEADER : x.kind(), g.at,
                            "the FEN tag: " + x.reason()));
                }
                break;
            }
        }
        if (g.moves.isEmpty() && g.termination == null && g.errors.isEmpty()) {
            g.error(Problem.of(ProblemKind.TRUNCATED, g.at, "a game without moves or a result"));
        }
        if (!g.errors.isEmpty()) {
            List<Problem> all = new ArrayList<>(g.errors.size() + early.size());
            for (Problem p : g.errors) {
                all.add(p.withInfo(info));
            }
            for (Problem p : early) {
                all.add(p.withInfo(info));
            }
            return Games.unreadable(g.at, info, all);
        }
        List<Problem> withInfo = new ArrayList<>(early.size());
        for (Problem p : early) {
            withInfo.add(p.withInfo(info));
        }
        return Games.check(new ReadGame(g.at, info, rules, start, g.moves, g.texts, recorded, withInfo));
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
