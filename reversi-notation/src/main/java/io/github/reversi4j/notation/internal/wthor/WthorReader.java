package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.internal.shared.ReadOnce;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.internal.TrustedInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.internal.ByteMoves;
import io.github.reversi4j.notation.internal.shared.HeaderFields;
import java.io.IOException;
import java.io.InputStream;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * Reads a WTHOR game file ({@code .wtb}, and {@code .wtd} for 10x10) as a stream, one record at a time
 * with constant memory (<a href="../../doc-files/formats.html#3">FORMATS §3</a>): {@link #nextGame()} gives the raw
 * {@link WthorGame}, {@link #next(GameVisitor)} and the other ways of {@link GameReader} the game replayed and
 * checked as a {@link CheckedGame}.
 *
 * <p>Checks: each move byte must name a square ({@link ProblemKind#UNKNOWN_SQUARE}) and the bytes
 * after the first 0 must be 0 ({@link ProblemKind#SYNTAX}); the moves are replayed under the standard
 * rules ({@code othello}, or {@code othello(size=10x10)}) with passes inserted where forced; a game
 * that reaches its end must have the score byte equal to Black's official score, the empty squares
 * given to the winner ({@link ProblemKind#RESULT_MISMATCH}); a game that stops before its end
 * (resigned or adjudicated) is reported {@link ProblemKind#UNFINISHED} and its score byte is not
 * checked. A theoretical score above the number of squares is a {@link ProblemKind#BAD_HEADER} error
 * (it counts Black's discs); otherwise it is carried, not checked. Player and tournament names are resolved when the name files are given ({@link
 * ProblemKind#UNKNOWN_NAME} for an index without a name; a name with control characters is a
 * {@link ProblemKind#BAD_HEADER} warning). The header's creation date must name a day and its depth of
 * the theoretical scores be at most the empty squares of a game ({@code BAD_HEADER} errors in
 * {@link #sourceProblems()}); a year of creation or of the games outside 1880 to 2100 is a warning
 * there. The header's game count is never used to
 * allocate, nor to stop: every whole record of the file is read and checked, and a count that is not
 * the number of records is an error in {@link #sourceProblems()} ({@link ProblemKind#TRUNCATED} when
 * the file holds fewer, {@link ProblemKind#BAD_HEADER} when it holds more), as is a last record cut
 * short ({@link ProblemKind#TRUNCATED}).
 *
 * <p>Header facts of each game: tags {@code Event}, {@code Black}, {@code White} (the names, or
 * {@code #index} when unresolved), {@code Date} (the year of the file), {@link #THEORETICAL_SCORE} and
 * the numbers of the tournament and the players ({@link #TOURNAMENT_NUMBER}, {@link #BLACK_NUMBER},
 * {@link #WHITE_NUMBER}), which the WTHOR writer keeps. Not thread-safe.
 *
 * <p>A reader is made by {@link io.github.reversi4j.notation.formats.RecordFormat#WTHOR}; over a
 * {@link java.nio.file.Path} it resolves the names from the {@code WTHOR.JOU} and {@code WTHOR.TRN}
 * files beside the game file. The players and theoretical score of the first games of a year:
 * (The examples are in {@code RecordFormat.WTHOR}.)
 */
public final class WthorReader implements GameReader {

    /** Whether an iterator or a stream was made: a reader is read once. */
    private final ReadOnce once = new ReadOnce();

    /** The tag of the theoretical score. */
    public static final String THEORETICAL_SCORE = "TheoreticalScore";
    /** The tag of the tournament's number in {@code WTHOR.TRN}, kept so that writing WTHOR again keeps it. */
    public static final String TOURNAMENT_NUMBER = "WthorTournament";
    /** The tag of Black's number in {@code WTHOR.JOU}. */
    public static final String BLACK_NUMBER = "WthorBlack";
    /** The tag of White's number in {@code WTHOR.JOU}. */
    public static final String WHITE_NUMBER = "WthorWhite";

    private final InputStream in;
    private final Location source;
    private final WthorHeader header;
    private final WthorNames players;
    private final WthorNames tournaments;
    private final Rules rules;
    private final int side;
    private final byte[] buf;
    private final String year;
    private final List<Problem> sourceProblems = new ArrayList<>();
    /** The reasons the players' names are suspicious, by number; empty without name files. */
    private final String[] hiddenPlayers;
    /** The reasons the tournaments' names are suspicious, by number; empty without name files. */
    private final String[] hiddenTournaments;
    private long read;
    private long offset = WthorHeader.SIZE;
    private boolean done;

    private WthorReader(InputStream in, Location source, WthorHeader header, WthorNames players, WthorNames tournaments,
            Rules rules) {
        this.in = in;
        this.source = source;
        this.header = header;
        this.players = players;
        this.tournaments = tournaments;
        this.rules = rules;
        this.side = header.boardSide();
        this.buf = new byte[WthorGame.recordSize(side)];
        this.year = Integer.toString(header.gameYear());
        this.hiddenPlayers = hidden(players, "player");
        this.hiddenTournaments = hidden(tournaments, "tournament");
        headerProblems(header, source, side, sourceProblems);
    }

    /**
     * The header's fields that are impossible (errors) or suspicious (warnings), problems of the file:
     * a creation date that names no day, a year of the games outside the plausible years, a depth of
     * the theoretical scores beyond the empty squares a game can have.
     */
    static void headerProblems(WthorHeader header, Location source, int side, List<Problem> out) {
        int[] c = header.created();
        HeaderFields.calendar("the header's creation date", c[0] * 100 + c[1], c[2], c[3], source.withOffset(0), out);
        HeaderFields.plausibleYear("the header's year of the games", header.gameYear(), source.withOffset(10), out);
        int empties = side * side - 4;
        if (header.depth() > empties) {
            out.add(Problem.of(ProblemKind.BAD_HEADER, source.withOffset(14), "the header's depth of the theoretical "
                    + "scores, " + header.depth() + " empty squares, is more than the " + empties + " a game can have")
                    .withSeverity(Severity.ERROR));
        }
    }

    /** For each number of a name file, the reason its name is suspicious, or null; none without a file. */
    private static String[] hidden(WthorNames names, String what) {
        if (names == null) {
            return new String[0];
        }
        List<String> all = names.names();
        String[] out = new String[all.size()];
        List<Problem> found = new ArrayList<>(1);
        for (int i = 0; i < out.length; i++) {
            HeaderFields.name(what + " " + i, all.get(i), Location.of(""), found);
            if (!found.isEmpty()) {
                out[i] = found.get(0).reason();
                found.clear();
            }
        }
        return out;
    }

    /**
     * Opens a game file without name files.
     *
     * @param in the bytes; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader, its header read
     * @throws NotationException if the header is truncated, the file is not a game file, or its board
     *     size is not 8x8 or 10x10
     */
    public static WthorReader of(InputStream in, String sourceName) throws NotationException {
        return open(in, sourceName, null, null);
    }

    /**
     * Opens a game file and resolves names with the name files.
     *
     * @param in the bytes; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @param players {@code WTHOR.JOU}
     * @param tournaments {@code WTHOR.TRN}
     * @return the reader, its header read
     * @throws NotationException if the header is truncated, the file is not a game file, or its board
     *     size is not 8x8 or 10x10
     * @throws IllegalArgumentException if the name files are of the wrong kinds
     */
    public static WthorReader of(InputStream in, String sourceName, WthorNames players, WthorNames tournaments)
            throws NotationException {
        if (players.kind() != WthorNames.Kind.PLAYERS || tournaments.kind() != WthorNames.Kind.TOURNAMENTS) {
            throw new IllegalArgumentException("expected the players' (JOU) and the tournaments' (TRN) files");
        }
        return open(in, sourceName, players, tournaments);
    }

    private static WthorReader open(InputStream in, String sourceName, WthorNames players, WthorNames tournaments)
            throws NotationException {
        Location at = Location.of(sourceName);
        byte[] h = new byte[WthorHeader.SIZE];
        int n = readFully(Objects.requireNonNull(in), h, at, 0);
        WthorHeader header = WthorHeader.parse(n == h.length ? h : java.util.Arrays.copyOf(h, n), 0, at);
        int p1 = header.boardSizeField();
        if (header.type() != 0 || (p1 != 0 && p1 != 8 && p1 != 10)) {
            throw new NotationException(at.withOffset(12), ProblemKind.UNSUPPORTED_BOARD_TYPE, "not a game file of 8x8 or "
                    + "10x10 games: " + header);
        }
        Rules rules = header.boardSide() == 8 ? RuleSets.of("othello") : RuleSets.of("othello(size=10x10)");
        return new WthorReader(in, at, header, players, tournaments, rules);
    }

    private static int readFully(InputStream in, byte[] b, Location at, long offset) throws NotationException {
        int n = 0;
        try {
            while (n < b.length) {
                int k = in.read(b, n, b.length - n);
                if (k < 0) {
                    break;
                }
                n += k;
            }
        } catch (IOException e) {
            throw new NotationException(at.withOffset(offset + n), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
        }
        return n;
    }

    /**
     * Returns the file's header.
     *
     * @return the header
     */
    public WthorHeader header() {
        return header;
    }

    /**
     * Returns the problems of the file that belong to no game: a header count that is not the number
     * of records, a last record cut short. Complete once the reader has reached the end.
     *
     * @return an unmodifiable view
     */
    @Override
    public List<Problem> sourceProblems() {
        return Collections.unmodifiableList(sourceProblems);
    }

    /**
     * Reads the next record as it is.
     *
     * @return the record, or empty at the end of the bytes (whatever the header's count)
     * @throws NotationException if the source fails
     */
    public Optional<WthorGame> nextGame() throws NotationException {
        if (done) {
            return Optional.empty();
        }
        int n = readFully(in, buf, source, offset);
        if (n < buf.length) {
            done = true;
            sourceProblems.addAll(endProblems(source, header.games(), read, offset, n, buf.length));
            return Optional.empty();
        }
        read++;
        offset += n;
        return Optional.of(WthorGame.wrap(side, buf.clone()));
    }

    /**
     * The problems found at the end of a game file: a header count that is not the number of whole
     * records ({@link ProblemKind#TRUNCATED} when there are fewer, {@link ProblemKind#BAD_HEADER}
     * when more), and bytes that are not a whole record ({@link ProblemKind#TRUNCATED} when a record
     * is missing, else {@link ProblemKind#TRAILING_DATA}).
     */
    static List<Problem> endProblems(Location source, long announced, long held, long offset, int tail, int record) {
        List<Problem> ps = new ArrayList<>(2);
        if (tail > 0) {
            ps.add(Problem.of(held < announced ? ProblemKind.TRUNCATED : ProblemKind.TRAILING_DATA, source.withOffset(offset
                    + tail), "the file ends " + tail + " bytes into record " + (held + 1) + " (a record has " + record
                    + " bytes); the header announces " + announced + " games"));
        }
        if (held > announced || (held < announced && tail == 0)) {
            ps.add(Problem.of(held < announced ? ProblemKind.TRUNCATED : ProblemKind.BAD_HEADER, source.withOffset(4),
                    "the header announces " + announced + " games, the file holds " + held + " (every record is checked)"));
        }
        return ps;
    }

    @Override
    public boolean next(GameVisitor visitor) throws NotationException {
        long index = read;
        long at = offset;
        Optional<WthorGame> g = nextGame();
        if (g.isEmpty()) {
            return false;
        }
        Location where = source.withGame(index).withOffset(at);
        List<Problem> early = new ArrayList<>(0);
        GameInfo info = info(g.get(), where, early);
        if (visitor.begin(where, info) == GameVisitor.Action.REPLAY) {
            visitor.visit(check(g.get(), where, info, early));
        }
        return true;
    }

    /**
     * Replays and checks one record as this reader would.
     *
     * @param game the record
     * @param at its location
     * @return the checked game
     */
    CheckedGame check(WthorGame game, Location at) {
        List<Problem> early = new ArrayList<>(0);
        return check(game, at, info(game, at, early), early);
    }

    private GameInfo info(WthorGame game, Location at, List<Problem> early) {
        Map<String, String> tags = new LinkedHashMap<>(16);
        tags.put(GameInfo.EVENT, name(tournaments, hiddenTournaments, game.tournament(), "tournament", at, early));
        tags.put(GameInfo.BLACK, name(players, hiddenPlayers, game.black(), "player", at, early));
        tags.put(GameInfo.WHITE, name(players, hiddenPlayers, game.white(), "player", at, early));
        tags.put(GameInfo.DATE, year);
        tags.put(THEORETICAL_SCORE, number(game.theoreticalScore()));
        tags.put(TOURNAMENT_NUMBER, number(game.tournament()));
        tags.put(BLACK_NUMBER, number(game.black()));
        tags.put(WHITE_NUMBER, number(game.white()));
        return TrustedInfo.wrap(tags, GameInfo.class); // a fresh map of known names: no check, no copy
    }

    /** The decimal text of a number, the small ones shared. */
    private static String number(int n) {
        return n < SMALL.length ? SMALL[n] : Integer.toString(n);
    }

    private static final String[] SMALL = new String[1024];

    static {
        for (int i = 0; i < SMALL.length; i++) {
            SMALL[i] = Integer.toString(i);
        }
    }

    private CheckedGame check(WthorGame game, Location at, GameInfo info, List<Problem> early) {
        List<Problem> withInfo = new ArrayList<>(early.size() + 1);
        for (Problem p : early) {
            withInfo.add(p.withInfo(info));
        }
        byte[] b = game.bytes();
        int slots = b.length - 8;
        RecordedResult result = new RecordedResult.BlackScore(game.score());
        int n = 0;
        for (; n < slots; n++) {
            int c = b[8 + n] & 0xFF;
            if (c == 0) {
                for (int j = n + 1; j < slots; j++) {
                    if (b[8 + j] != 0) {
                        withInfo.add(Problem.of(ProblemKind.SYNTAX, at.withOffset(at.byteOffset().orElse(0) + 8 + j),
                                "move byte " + (b[8 + j] & 0xFF) + " after the end of the moves").withInfo(info)
                                .withMove(j + 1, Integer.toString(b[8 + j] & 0xFF)));
                        result = new RecordedResult.None();
                        break;
                    }
                }
                break;
            }
            if (!WthorGame.isSquare(c, side)) {
                withInfo.add(Problem.of(ProblemKind.UNKNOWN_SQUARE, at.withOffset(at.byteOffset().orElse(0) + 8 + n),
                        "move byte " + c + " names no square").withInfo(info).withMove(n + 1, Integer.toString(c)));
                result = new RecordedResult.None();
                break;
            }
        }
        if (game.theoreticalScore() > side * side) {
            // Black's discs with perfect play (FORMATS §3.2): never more than the squares
            withInfo.add(Problem.of(ProblemKind.BAD_HEADER, at.withOffset(at.byteOffset().orElse(0) + 7), "theoretical score "
                    + game.theoreticalScore() + " is more than the " + side * side + " squares").withInfo(info));
        }
        List<Move> moves = new ByteMoves(b, 8, n, side);
        return Games.check(new ReadGame(at, info, rules, rules.initialState(), moves, new TextView(moves), result, withInfo));
    }

    /** The texts of the moves of a record, made on each access. */
    private static final class TextView extends AbstractList<String> implements RandomAccess {
        private final List<Move> moves;

        TextView(List<Move> moves) {
            this.moves = moves;
        }

        @Override
        public String get(int i) {
            return moves.get(i).toString();
        }

        @Override
        public int size() {
            return moves.size();
        }
    }

    private static String name(WthorNames names, String[] hidden, int index, String what, Location at,
            List<Problem> problems) {
        if (names == null) {
            return "#" + index;
        }
        if (index < hidden.length && hidden[index] != null) {
            problems.add(Problem.of(ProblemKind.BAD_HEADER, at, hidden[index]).withSeverity(Severity.WARNING));
        }
        Optional<String> n = names.name(index);
        if (n.isEmpty()) {
            problems.add(Problem.of(ProblemKind.UNKNOWN_NAME, at, what + " index " + index + " has no name (the file has "
                    + names.names().size() + ")"));
            return "#" + index;
        }
        return n.get();
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
        try {
            in.close();
        } catch (IOException e) {
            throw new NotationException(source, ProblemKind.IO, "cannot close: " + e.getMessage(), e);
        }
    }
}
