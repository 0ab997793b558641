package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.internal.shared.ReadOnce;

import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
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
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.internal.FastReplay;
import io.github.reversi4j.notation.internal.Numbers;
import io.github.reversi4j.notation.internal.shared.HeaderFields;
import io.github.reversi4j.notation.internal.shared.SourceProblems;
import io.github.reversi4j.notation.internal.shared.TextScanner;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.AbstractList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * Reads GGF files as a stream (<a href="../../doc-files/formats.html#2">FORMATS §2</a>): GGS archives, one match per line ({@code 1 (;...;)}, or
 * {@code 2 (;...;)(;...;)} for a synchro pair), and files of bare games, on one line or several.
 * {@link #nextMatch()} gives the matches as read; {@link #next(GameVisitor)} and the other ways of {@link GameReader} give each game replayed and checked.
 *
 * <p>Checking a game: {@code GM} must be Othello; the start is {@code BO} (any board type 4..14 and
 * either side to move; the octagon {@code 88} is reported {@link ProblemKind#UNSUPPORTED_BOARD_TYPE});
 * the rules are looked up by id in {@link RuleSets} from {@code TY} and {@code KM} by the
 * {@link RulesResolver} (by default {@link #defaultRulesId(GgfType, BigDecimal)}); the {@code B} and
 * {@code W} moves are replayed, passes explicit ({@code pass}, {@code PA}) or left out, each property's
 * color checked against the side to move; {@code RE}
 * is checked against the replay ({@link Validator}), the komi included; {@code RE[?]} and flagged
 * results ({@code :r}, {@code :t}, {@code :s}, {@code :l}) are not scored from the board; the clocks
 * ({@link GgfClock}), ratings and komi bids must parse ({@link ProblemKind#BAD_HEADER} warnings); a
 * {@code DT} that names no day or no time of day is a {@code BAD_HEADER} error, one that cannot be read
 * or whose year is outside 1880 to 2100 a warning, as is a {@code PB} or {@code PW} with control or
 * bidirectional-control characters or of more than 100 characters. Unknown
 * properties are kept and reported ({@link ProblemKind#UNKNOWN_FIELD}, a warning).
 *
 * <p>Header facts of each game: those of {@link GgfGame#info()}, plus {@code Match} (the zero-based
 * index of the match in the file) and, in a synchro pair, {@code MatchGame} (1 or 2). Game indices
 * count games, not matches. A game longer than {@link #MAX_GAME} characters is reported without being
 * held in memory.
 *
 * <p>Hostile input: every number ({@code KM}, {@code RE}, ratings, clocks, evaluations, board types)
 * is a plain decimal of ASCII digits, bounded before any arithmetic (no exponent: {@code KM[1e999999999]}
 * is a {@link ProblemKind#SYNTAX} problem, not a billion-digit number). A random start ({@code TY[8r20]})
 * without {@code BO} is not replayed from another start ({@link ProblemKind#BAD_HEADER}). A game that
 * cannot be read is reported as a game of its own, its problem located at the fault with the game's
 * index, and reading resumes at the next game start (a line starting {@code (;} or a match count
 * and {@code (;}): an unclosed value or game never swallows the games after it, and the good game
 * of a synchro pair is kept when the other is broken. Not thread-safe.
 */
public final class GgfReader implements GameReader {

    /** Whether an iterator or a stream was made: a reader is read once. */
    private final ReadOnce once = new ReadOnce();

    /** The longest game read, in characters. */
    public static final int MAX_GAME = 1 << 20;
    /** The tag of the match index. */
    public static final String MATCH = "Match";
    /** The tag of a game's place in a synchro pair. */
    public static final String MATCH_GAME = "MatchGame";

    /** Chooses the rule-set id of a GGF game. */
    @FunctionalInterface
    public interface RulesResolver {

        /**
         * Returns the id of the rules of a game.
         *
         * @param type the game's type ({@code TY}, or the plain type of its {@code BO} board when absent)
         * @param komi the game's komi ({@code KM}), zero when none
         * @return a rule-set id for {@link RuleSets#of(String)}
         */
        String rulesId(GgfType type, BigDecimal komi);
    }

    private final TextScanner in;
    private final RulesResolver resolver;
    private final SourceProblems sourceProblems = new SourceProblems();
    private final ArrayDeque<Pending> pending = new ArrayDeque<>(2);
    private final ArrayDeque<Entry> backlog = new ArrayDeque<>(2);
    private long games;
    private long matches;

    private GgfReader(Reader in, Location source, RulesResolver resolver) {
        this.in = new TextScanner(in, source);
        this.resolver = resolver;
    }

    /**
     * Returns a reader with the default rules resolver.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @return the reader
     */
    public static GgfReader of(Reader in, String sourceName) {
        return of(in, sourceName, GgfReader::defaultRulesId);
    }

    /**
     * Returns a reader that chooses rules with a resolver.
     *
     * @param in the characters; closed by {@link #close()}
     * @param sourceName the source's name for locations
     * @param resolver chooses each game's rule-set id
     * @return the reader
     */
    public static GgfReader of(Reader in, String sourceName, RulesResolver resolver) {
        return new GgfReader(Objects.requireNonNull(in), Location.of(sourceName), Objects.requireNonNull(resolver));
    }

    /**
     * The default choice of rules. A plain game (no komi, not anti, no random start; synchro or not)
     * is {@code othello}, with {@code size=NxN} off 8x8 - the same rules as a WTHOR or transcript
     * record of the game. Otherwise, when a rule set {@code ggs} is registered (the GGS game types of
     * {@code reversi-variants}), the id is {@code ggs} with the options that apply: {@code size=NxN}
     * (not 8x8), {@code komi=KM} (a komi game with a non-zero {@code KM}), {@code anti=true},
     * {@code random=n}. Without {@code ggs}: an anti game is {@code anti-othello} (with {@code size}),
     * any other game {@code othello}; a komi is then applied to the outcome by {@link Validator}, and
     * a random start is simply the game's {@code BO}.
     *
     * @param type the game's type
     * @param komi its komi, zero when none
     * @return the rule-set id
     * @throws IllegalArgumentException if the komi has more than 9 digits before or after the point
     */
    static String defaultRulesId(GgfType type, BigDecimal komi) {
        if (komi.precision() - komi.scale() > Numbers.MAX_INTEGER_DIGITS || komi.scale() > Numbers.MAX_FRACTION_DIGITS) {
            throw new IllegalArgumentException("a komi has at most " + Numbers.MAX_INTEGER_DIGITS + " digits before and "
                    + Numbers.MAX_FRACTION_DIGITS + " after the point, not " + komi);
        }
        Map<String, String> o = new LinkedHashMap<>();
        if (type.boardType() != 8) {
            o.put("size", type.boardType() + "x" + type.boardType());
        }
        boolean komiGame = type.isKomi() && komi.signum() != 0;
        boolean plain = !komiGame && !type.isAnti() && type.random().isEmpty();
        if (!plain && RuleSets.ids().contains("ggs")) {
            if (komiGame) {
                o.put("komi", komi.stripTrailingZeros().toPlainString());
            }
            if (type.isAnti()) {
                o.put("anti", "true");
            }
            type.random().ifPresent(n -> o.put("random", Integer.toString(n)));
            return RuleOptions.of("ggs", o).id();
        }
        return RuleOptions.of(type.isAnti() ? "anti-othello" : "othello", o).id();
    }

    /**
     * Returns the problems of the file that belong to no game: text between games that is not a
     * game, a match count that is not 1 or 2, a synchro match with one game.
     *
     * @return an unmodifiable view
     */
    @Override
    public List<Problem> sourceProblems() {
        return sourceProblems.list();
    }

    /**
     * Reads the next match as written, without checking its games. When one game of a synchro pair
     * is malformed, the other is not lost: the games of the pair come one by one, each good one as
     * a match of its own and the malformed one as the exception, in the order written.
     *
     * @return the match, or empty at the end
     * @throws NotationException if a game is malformed (the reader has skipped it and can go on) or
     *     the source fails
     */
    Optional<GgfMatch> nextMatch() throws NotationException {
        if (backlog.isEmpty()) {
            Optional<Read> r = readMatch();
            if (r.isEmpty()) {
                return Optional.empty();
            }
            List<Entry> es = r.get().entries;
            if (es.stream().allMatch(e -> e.failure == null)) {
                List<GgfGame> gs = new ArrayList<>(es.size());
                for (Entry e : es) {
                    gs.add(e.game);
                }
                return Optional.of(r.get().bare ? GgfMatch.bare(gs.get(0)) : GgfMatch.of(gs));
            }
            backlog.addAll(es);
        }
        Entry e = backlog.poll();
        if (e.failure != null) {
            throw e.failure;
        }
        return Optional.of(GgfMatch.bare(e.game));
    }

    /** A game of a match as read: the game, or why it could not be read. */
    private static final class Entry {
        final Location at;
        final GgfGame game;
        final NotationException failure;

        Entry(Location at, GgfGame game, NotationException failure) {
            this.at = at;
            this.game = game;
            this.failure = failure;
        }
    }

    /** The games of one match as read, and whether it was a bare game without a count. */
    private static final class Read {
        final boolean bare;
        final List<Entry> entries;

        Read(boolean bare, List<Entry> entries) {
            this.bare = bare;
            this.entries = entries;
        }
    }

    private Optional<Read> readMatch() throws NotationException {
        while (true) {
            skipWhitespace(in);
            int c = in.peek();
            if (c < 0) {
                return Optional.empty();
            }
            if (c == '(') {
                Entry e = entry();
                matches++;
                return Optional.of(new Read(true, List.of(e)));
            }
            if (Numbers.isDigit(c)) {
                Location at = in.here();
                int count = 0;
                while (Numbers.isDigit(in.peek())) {
                    count = Math.min(count * 10 + in.read() - '0', 1000);
                }
                if (count != 1 && count != 2) {
                    sourceProblems.add(Problem.of(ProblemKind.SYNTAX, at, "a match count is 1 or 2, not " + count));
                    resync(in);
                    continue;
                }
                List<Entry> gs = new ArrayList<>(2);
                for (int k = 0; k < count; k++) {
                    skipWhitespace(in);
                    if (in.peek() != '(' || (k > 0 && atGameStart(in))) {
                        sourceProblems.add(Problem.of(ProblemKind.TRUNCATED, in.here(), "the match at " + at + " announces "
                                + count + " games, " + k + " follow"));
                        break;
                    }
                    gs.add(entry());
                }
                matches++;
                if (gs.isEmpty()) {
                    continue;
                }
                return Optional.of(new Read(false, gs));
            }
            Location at = in.here();
            sourceProblems.add(Problem.of(ProblemKind.SYNTAX, at, "expected a game '(;' or a match count, found '"
                    + (char) c + "'"));
            in.read();
            resync(in);
        }
    }

    /** Reads one game; a malformed one is skipped up to the next game start and returned as its failure. */
    private Entry entry() throws NotationException {
        Location at = in.here();
        try {
            return new Entry(at, game(in), null);
        } catch (NotationException e) {
            if (e.kind() == ProblemKind.IO) {
                throw e;
            }
            resync(in);
            return new Entry(at, null, e);
        }
    }

    /**
     * Parses one game, {@code (;...;)}, with optional whitespace around it.
     *
     * @param text the game
     * @return the game
     * @throws NotationException if the text is not one GGF game
     */
    static GgfGame parseGame(String text) throws NotationException {
        TextScanner in = new TextScanner(new StringReader(text), Location.of(""));
        skipWhitespace(in);
        GgfGame g = game(in);
        skipWhitespace(in);
        if (in.peek() >= 0) {
            throw new NotationException(in.here(), ProblemKind.TRAILING_DATA, "text after the game");
        }
        return g;
    }

    /**
     * Tells whether a game starts here: at the start of a line, {@code (;} or a match count (one to
     * four digits), blanks and {@code (;}. Recovery after a broken game resumes at such a place.
     */
    private static boolean atGameStart(TextScanner in) throws NotationException {
        if (!in.atLineStart()) {
            return false;
        }
        int k = 0;
        while (k < 4 && Numbers.isDigit(in.peekAt(k))) {
            k++;
        }
        if (k > 0) {
            int blanks = k;
            while (k < blanks + 4 && (in.peekAt(k) == ' ' || in.peekAt(k) == '\t')) {
                k++;
            }
            if (k == blanks) {
                return false;
            }
        }
        return in.peekAt(k) == '(' && in.peekAt(k + 1) == ';';
    }

    private static void skipWhitespace(TextScanner in) throws NotationException {
        while (in.peek() >= 0 && Character.isWhitespace((char) in.peek())) {
            in.read();
        }
    }

    /** Reads a game {@code (;...;)}; the next character must be its {@code (}. */
    private static GgfGame game(TextScanner in) throws NotationException {
        Location start = in.here();
        if (in.read() != '(' || in.read() != ';') {
            throw new NotationException(start, ProblemKind.SYNTAX, "a GGF game starts with '(;'");
        }
        ArrayList<GgfProperty> props = new ArrayList<>();
        int size = 2;
        StringBuilder name = new StringBuilder(4);
        StringBuilder value = new StringBuilder(16);
        while (true) {
            skipWhitespace(in);
            Location at = in.here();
            if (atGameStart(in)) {
                throw new NotationException(at, ProblemKind.TRUNCATED, "the game that starts at " + start
                        + " is not closed by ';)' before the next game");
            }
            int c = in.read();
            if (c < 0) {
                throw new NotationException(at, ProblemKind.TRUNCATED, "the game that starts at " + start + " is not closed by ';)'");
            }
            if (c == ';') {
                if (in.peek() == ')') {
                    in.read();
                    return GgfGame.ofOwned(props);
                }
                throw new NotationException(at, ProblemKind.SYNTAX, "';' not followed by ')'");
            }
            if (c < 'A' || c > 'Z') {
                throw new NotationException(at, ProblemKind.SYNTAX, "expected a property name (A-Z) or ';)', found '"
                        + (char) c + "'");
            }
            name.setLength(0);
            name.append((char) c);
            while (in.peek() >= 'A' && in.peek() <= 'Z') {
                if (name.length() >= 8) {
                    throw new NotationException(at, ProblemKind.SYNTAX, "property name longer than 8 letters");
                }
                name.append((char) in.read());
            }
            if (in.read() != '[') {
                throw new NotationException(in.here(), ProblemKind.SYNTAX, "expected '[' after " + name);
            }
            value.setLength(0);
            while (true) {
                int v = in.read();
                if (v < 0) {
                    throw new NotationException(in.here(), ProblemKind.TRUNCATED, "the value of " + name + " at " + at
                            + " is not closed by ']'");
                }
                if (v == ']') {
                    break;
                }
                if (v == '\n' && atGameStart(in)) {
                    throw new NotationException(at, ProblemKind.TRUNCATED, "the value of " + name + " is not closed by ']'"
                            + " before the next game at line " + in.line());
                }
                if (++size > MAX_GAME) {
                    throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "game longer than " + MAX_GAME + " characters");
                }
                value.append((char) v);
            }
            size += name.length() + 2;
            if (size > MAX_GAME) {
                throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "game longer than " + MAX_GAME + " characters");
            }
            props.add(GgfProperty.read(name, value.toString()));
        }
    }

    /**
     * After an error: skips to just after the next {@code ;)}, or to the next game start
     * ({@link #atGameStart(TextScanner)}), whichever comes first.
     */
    private static void resync(TextScanner in) throws NotationException {
        int prev = -1;
        while (true) {
            int c = in.peek();
            if (c < 0) {
                return;
            }
            if (atGameStart(in)) {
                return;
            }
            in.read();
            if (prev == ';' && c == ')') {
                return;
            }
            prev = c;
        }
    }

    @Override
    public boolean next(GameVisitor visitor) throws NotationException {
        if (pending.isEmpty()) {
            long match = matches;
            Optional<Read> m = readMatch();
            if (m.isEmpty()) {
                return false;
            }
            List<Entry> gs = m.get().entries;
            for (int k = 0; k < gs.size(); k++) {
                GameInfo extra = GameInfo.empty().with(MATCH, Long.toString(match));
                if (gs.size() == 2) {
                    extra = extra.with(MATCH_GAME, Integer.toString(k + 1));
                }
                pending.add(new Pending(gs.get(k), gs.get(k).at.withGame(games++), extra));
            }
        }
        Pending p = pending.poll();
        Entry e = p.entry;
        if (e.failure != null) {
            if (visitor.begin(p.at, p.extra) == GameVisitor.Action.REPLAY) {
                Location where = e.failure.location().withGame(p.at.gameIndex().orElse(0));
                visitor.visit(Games.unreadable(p.at, p.extra, List.of(Problem.of(e.failure.kind(), where,
                        e.failure.reason()).withInfo(p.extra))));
            }
            return true;
        }
        GameInfo info = info(e.game, p.extra);
        if (visitor.begin(p.at, info) == GameVisitor.Action.REPLAY) {
            visitor.visit(checkWith(e.game, p.at, info, resolver));
        }
        return true;
    }

    /** A game of a match read, not yet replayed. */
    private static final class Pending {
        final Entry entry;
        final Location at;
        final GameInfo extra;

        Pending(Entry entry, Location at, GameInfo extra) {
            this.entry = entry;
            this.at = at;
            this.extra = extra;
        }
    }

    private static GameInfo info(GgfGame game, GameInfo extra) {
        return game.info(extra);
    }

    /**
     * Replays and checks one game with the default rules resolver.
     *
     * @param game the game
     * @param at its location
     * @return the checked game
     */
    public static CheckedGame check(GgfGame game, Location at) {
        return check(game, at, GameInfo.empty(), GgfReader::defaultRulesId);
    }

    static CheckedGame check(GgfGame game, Location at, GameInfo extra, RulesResolver resolver) {
        return checkWith(game, at, info(game, extra), resolver);
    }

    /** The properties that decide how a game is replayed or judged, each of which a game gives once. */
    private static final List<String> DEFINING = List.of("GM", "TY", "BO", "RE", "KM");

    /**
     * Reports a deciding property given twice: with another value, the game says two things and is
     * invalid ({@link ProblemKind#BAD_HEADER}), whichever value the replay would agree with; with the
     * same value, a warning (<a href="../../doc-files/formats.html#2.2">FORMATS §2.2</a>).
     */
    private static void repeated(GgfGame game, Location at, GameInfo info, List<Problem> problems) {
        String[] first = null;
        for (GgfProperty p : game.properties()) {
            String n = p.name();
            int k = n.length() == 2 ? DEFINING.indexOf(n) : -1;
            if (k < 0) {
                continue;
            }
            if (first == null) {
                first = new String[DEFINING.size()];
            }
            if (first[k] == null) {
                first[k] = p.value();
            } else if (first[k].strip().equals(p.value().strip())) {
                problems.add(Problem.of(ProblemKind.BAD_HEADER, at, n + " is given twice, alike: [" + p.value() + "]")
                        .withSeverity(Severity.WARNING).withInfo(info));
            } else {
                problems.add(Problem.of(ProblemKind.BAD_HEADER, at, n + " is given twice, as [" + first[k] + "] and ["
                        + p.value() + "]: the game says two things").withInfo(info));
            }
        }
    }

    private static CheckedGame checkWith(GgfGame game, Location at, GameInfo info, RulesResolver resolver) {
        List<Problem> problems = new ArrayList<>();
        for (String name : game.unknownNames()) {
            problems.add(Problem.of(ProblemKind.UNKNOWN_FIELD, at, "unknown property " + name + " (kept)").withInfo(info));
        }
        repeated(game, at, info, problems);
        Optional<String> gm = game.get("GM");
        if (gm.isPresent() && !gm.get().strip().equalsIgnoreCase("othello")) {
            return unreadable(at, info, problems, Problem.of(ProblemKind.UNKNOWN_RULES, at, "GM[" + gm.get()
                    + "] is not Othello"));
        }
        GgfType type;
        GameState start;
        BigDecimal komi;
        List<GgfGame.Played> played;
        RecordedResult result = new RecordedResult.None();
        try {
            Optional<GgfType> ty = game.type(at);
            Optional<GameState> bo = game.start(at);
            if (ty.isPresent() && ty.get().boardType() == 88) {
                return unreadable(at, info, problems, Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, at,
                        "the 10x10 octagon (board type 88) is not supported"));
            }
            int side = bo.isPresent() ? bo.get().board().geometry().width() : ty.map(GgfType::boardType).orElse(8);
            type = ty.orElse(GgfType.of(side));
            if (type.boardType() != side) {
                return unreadable(at, info, problems, Problem.of(ProblemKind.BAD_HEADER, at, "TY[" + type
                        + "] and BO disagree on the board (" + side + ")"));
            }
            if (bo.isEmpty() && type.random().isPresent()) {
                return unreadable(at, info, problems, Problem.of(ProblemKind.BAD_HEADER, at, "TY[" + type
                        + "] is a random start, but the game has no BO to give it"));
            }
            if (bo.isEmpty()) {
                problems.add(Problem.of(ProblemKind.BAD_HEADER, at, "no BO: the standard start is assumed")
                        .withSeverity(Severity.WARNING).withInfo(info));
            }
            komi = game.komi(at).orElse(BigDecimal.ZERO);
            played = game.moves(at);
            start = bo.orElse(null);
            for (String k : List.of("KB", "KW")) {
                Optional<String> v = game.get(k);
                if (v.isPresent()) {
                    GgfMove.parse(v.get(), at);
                }
            }
            for (String k : List.of("TI", "TB", "TW", "RB", "RW")) {
                Optional<String> v = game.get(k);
                try {
                    if (v.isPresent() && k.startsWith("T")) {
                        GgfClock.parse(v.get(), at);
                    } else if (v.isPresent()) {
                        GgfMove.number(v.get(), at, "rating");
                    }
                } catch (NotationException e) {
                    problems.add(Problem.of(ProblemKind.BAD_HEADER, at, k + ": " + e.reason()).withSeverity(Severity.WARNING)
                            .withInfo(info));
                }
            }
            int before = problems.size(); // dates and names: impossible (errors) or suspicious (warnings)
            Optional<String> dt = game.get("DT");
            if (dt.isPresent()) {
                HeaderFields.date("DT", dt.get(), true, at, problems);
            }
            Optional<String> pb = game.get("PB");
            if (pb.isPresent()) {
                HeaderFields.name("PB", pb.get(), at, problems);
            }
            Optional<String> pw = game.get("PW");
            if (pw.isPresent()) {
                HeaderFields.name("PW", pw.get(), at, problems);
            }
            for (int k = before; k < problems.size(); k++) {
                problems.set(k, problems.get(k).withInfo(info));
            }
            Optional<GgfResult> re;
            try {
                re = game.result(at);
            } catch (NotationException e) {
                problems.add(e.toProblem().withInfo(info));
                re = Optional.empty();
            }
            if (re.isPresent()) {
                result = re.get().isBoardResult() ? new RecordedResult.Margin(re.get().margin().orElseThrow(),
                        type.isKomi() ? komi : BigDecimal.ZERO) : new RecordedResult.Unscored(re.get().toString());
            }
        } catch (NotationException e) {
            return unreadable(at, info, problems, e.toProblem());
        }
        Rules rules;
        String id = "?";
        try {
            id = resolver.rulesId(type, type.isKomi() ? komi : BigDecimal.ZERO);
            rules = RuleSets.of(id);
        } catch (RuntimeException e) {
            return unreadable(at, info, problems, Problem.of(ProblemKind.UNKNOWN_RULES, at, "rules '" + id + "' for TY["
                    + type + "]: " + e.getMessage()));
        }
        if (start == null) {
            start = rules.initialState();
        }
        if (!rules.geometry().equals(start.board().geometry())) {
            return unreadable(at, info, problems, Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, at, "rules '" + id
                    + "' play on " + rules.geometry() + ", the game on " + start.board().geometry()));
        }
        List<Move> moves = new ArrayList<>(played.size());
        for (GgfGame.Played p : played) {
            moves.add(p.move().move());
        }
        List<String> texts = new MoveTexts(played);
        CheckedGame g = Games.check(new ReadGame(at, info, rules, start, moves, texts, result, problems));
        List<Color> written = new ArrayList<>(played.size());
        for (GgfGame.Played p : played) {
            written.add(p.color());
        }
        if (FastReplay.moversAre(rules, start, moves, written) || g.record().isEmpty()) {
            return g;
        }
        List<Problem> colors = colorSlips(g, played, at, info, rules);
        if (colors.isEmpty()) {
            return g;
        }
        List<Problem> all = new ArrayList<>(problems);
        all.addAll(colors);
        return Games.check(new ReadGame(at, info, rules, start, moves.subList(0, firstSlip(colors)),
                texts.subList(0, firstSlip(colors)), new RecordedResult.None(), all));
    }

    /** The text of each move property, made only for the few moves a problem names. */
    private static final class MoveTexts extends AbstractList<String> implements RandomAccess {
        private final List<GgfGame.Played> played;

        MoveTexts(List<GgfGame.Played> played) {
            this.played = played;
        }

        @Override
        public String get(int index) {
            return played.get(index).toString();
        }

        @Override
        public int size() {
            return played.size();
        }
    }

    private static int firstSlip(List<Problem> colors) {
        return colors.get(0).moveNumber().orElse(1) - 1;
    }

    private static List<Problem> colorSlips(CheckedGame g, List<GgfGame.Played> played, Location at, GameInfo info,
            Rules rules) {
        List<GameState> states = g.replay().orElseThrow().states();
        List<Move> moves = g.record().orElseThrow().moves();
        int j = 0;
        for (int k = 0; k < moves.size() && j < played.size(); k++) {
            Move m = moves.get(k);
            if (m.isPass() && !played.get(j).move().move().isPass()) {
                continue;
            }
            Color mover = states.get(k).toMove();
            if (played.get(j).color() != mover) {
                return List.of(Problem.of(ProblemKind.ILLEGAL_MOVE, at, played.get(j) + " is a " + rules.colorName(
                        played.get(j).color()) + " move, but " + rules.colorName(mover) + " is to move").withInfo(info)
                        .withMove(j + 1, played.get(j).toString()));
            }
            j++;
        }
        return List.of();
    }

    private static CheckedGame unreadable(Location at, GameInfo info, List<Problem> earlier, Problem p) {
        List<Problem> all = new ArrayList<>(earlier);
        all.add(Problem.of(p.kind(), at, p.reason()).withInfo(info)); // each is a bare problem of its kind, moved here
        return Games.unreadable(at, info, all);
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
