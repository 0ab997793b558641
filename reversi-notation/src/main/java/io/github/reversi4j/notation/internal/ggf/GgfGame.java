package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.notation.internal.shared.ValueText;

import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.internal.Margins;
import io.github.reversi4j.notation.internal.Numbers;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One GGF game, {@code (;GM[Othello]PC[...]...B[d3]W[c5]...;)} (<a href="../../doc-files/formats.html#2">FORMATS §2</a>): its properties in the
 * order read, each kept verbatim, so that {@link #toString()} writes back what was read (up to the
 * whitespace between properties). The typed views - {@link #start(Location)},
 * {@link #type(Location)}, {@link #moves(Location)}, {@link #result(Location)}, {@link #komi(Location)},
 * {@link #info()} - read the properties; {@link GgfReader} checks the game against its rules.
 *
 * <p>Properties (<a href="../../doc-files/formats.html#2.2">FORMATS §2.2</a>): {@code GM} game, {@code PC} place, {@code DT} date, {@code PB}/{@code PW}
 * players, {@code RB}/{@code RW} ratings, {@code TI}/{@code TB}/{@code TW} clocks, {@code TY} type,
 * {@code RE} result for Black (komi games: minus {@code KM}), {@code BO} start position and side to
 * move, {@code B}/{@code W} moves, {@code KB}/{@code KW} komi bids, {@code KM} komi, {@code CO}
 * comment. Others are kept and reported as unknown.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class GgfGame {

    /** The properties this library knows (<a href="../../doc-files/formats.html#2.2">FORMATS §2.2</a>). */
    public static final Set<String> KNOWN = Set.of("GM", "PC", "DT", "PB", "PW", "RB", "RW", "TI", "TB", "TW", "TY",
            "RE", "BO", "B", "W", "KB", "KW", "KM", "CO");

    private final List<GgfProperty> properties;

    /** The properties that are not moves ({@code B}, {@code W}), in order: the few that header look-ups scan. */
    private final GgfProperty[] headers;

    private GgfGame(List<GgfProperty> properties) {
        this.properties = Collections.unmodifiableList(properties);
        int n = 0;
        for (GgfProperty p : properties) {
            if (!isMove(p.name())) {
                n++;
            }
        }
        GgfProperty[] h = new GgfProperty[n];
        int k = 0;
        for (GgfProperty p : properties) {
            if (!isMove(p.name())) {
                h[k++] = p;
            }
        }
        this.headers = h;
    }

    private static boolean isMove(String name) {
        return name.length() == 1 && (name.charAt(0) == 'B' || name.charAt(0) == 'W');
    }

    /** Wraps a list the caller gives up: the reader's own, never seen by anyone else. */
    static GgfGame ofOwned(ArrayList<GgfProperty> properties) {
        return new GgfGame(properties);
    }

    /**
     * Returns the game with the given properties, in order.
     *
     * @param properties the properties
     * @return the game
     */
    public static GgfGame of(List<GgfProperty> properties) {
        return new GgfGame(new ArrayList<>(properties));
    }

    /**
     * Parses one game, {@code (;...;)}, with optional whitespace around it.
     *
     * @param text the game
     * @return the game
     * @throws io.github.reversi4j.core.TextParseException if the text is not one GGF game
     */
    public static GgfGame parse(String text) {
        return ValueText.parse(text, GgfReader::parseGame);
    }

    /**
     * Returns the properties in order.
     *
     * @return an unmodifiable list
     */
    public List<GgfProperty> properties() {
        return properties;
    }

    /**
     * Returns the value of the first property with a name.
     *
     * @param name e.g. {@code PB}
     * @return the value, or empty
     */
    public Optional<String> get(String name) {
        if (isMove(name)) {
            for (GgfProperty p : properties) {
                if (p.name().equals(name)) {
                    return Optional.of(p.value());
                }
            }
            return Optional.empty();
        }
        for (GgfProperty p : headers) {
            if (p.name().equals(name)) {
                return Optional.of(p.value());
            }
        }
        return Optional.empty();
    }

    /**
     * Returns the names of the properties that are neither known to GGF nor to this library, in order.
     *
     * @return the unknown names, often empty
     */
    List<String> unknownNames() {
        List<String> out = List.of();
        for (GgfProperty p : headers) {
            if (!KNOWN.contains(p.name())) {
                if (out.isEmpty()) {
                    out = new ArrayList<>();
                }
                out.add(p.name());
            }
        }
        return out;
    }

    /**
     * Returns the game type of {@code TY}.
     *
     * @param at where the game is, for errors
     * @return the type, or empty without {@code TY}
     * @throws NotationException if {@code TY} is malformed
     */
    Optional<GgfType> type(Location at) throws NotationException {
        Optional<String> t = get("TY");
        return t.isPresent() ? Optional.of(GgfType.parse(t.get(), at)) : Optional.empty();
    }

    /**
     * Returns the start position of {@code BO}: board type, the squares row by row ({@code *} Black,
     * {@code O} White, {@code -} empty, whitespace ignored), and the side to move ({@code *} or
     * {@code O}; Black when absent).
     *
     * @param at where the game is, for errors
     * @return the state, or empty without {@code BO}
     * @throws NotationException if {@code BO} is malformed ({@link ProblemKind#SYNTAX},
     *     {@link ProblemKind#TRUNCATED}) or its board type unsupported ({@link ProblemKind#UNSUPPORTED_BOARD_TYPE})
     */
    Optional<GameState> start(Location at) throws NotationException {
        Optional<String> bo = get("BO");
        if (bo.isEmpty()) {
            return Optional.empty();
        }
        String v = bo.get().strip();
        int sp = 0;
        while (sp < v.length() && Numbers.isDigit(v.charAt(sp))) {
            sp++;
        }
        if (sp == 0 || sp > 3) {
            throw new NotationException(at, ProblemKind.SYNTAX, "BO starts with the board type: '" + excerpt(v) + "'");
        }
        int type = Numbers.parseInt(v.substring(0, sp), 0, 999, "board type");
        if (type == 88) {
            throw new NotationException(at, ProblemKind.UNSUPPORTED_BOARD_TYPE, "the 10x10 octagon (board type 88) is not supported");
        }
        if (type < 4 || type > 14 || type % 2 != 0) {
            throw new NotationException(at, ProblemKind.UNSUPPORTED_BOARD_TYPE, "board type " + type
                    + " (GGF has 4, 6, 8, 10, 12, 14 and 88)");
        }
        Geometry g = Geometry.of(type);
        StringBuilder cells = new StringBuilder(g.size());
        Color side = Color.BLACK;
        boolean sideSeen = false;
        for (int i = sp; i < v.length(); i++) {
            char c = v.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (sideSeen) {
                throw new NotationException(at, ProblemKind.SYNTAX, "text after the side to move in BO");
            }
            if (c != '*' && c != 'O' && c != '-') {
                throw new NotationException(at, ProblemKind.SYNTAX, "'" + c + "' in BO (expected *, O or -)");
            }
            if (cells.length() < g.size()) {
                cells.append(c == '*' ? 'X' : c);
            } else {
                if (c == '-') {
                    throw new NotationException(at, ProblemKind.SYNTAX, "more squares than a " + g + " board has in BO");
                }
                side = c == '*' ? Color.BLACK : Color.WHITE;
                sideSeen = true;
            }
        }
        if (cells.length() < g.size()) {
            throw new NotationException(at, ProblemKind.TRUNCATED, "BO gives " + cells.length() + " squares of the "
                    + g.size() + " of a " + g + " board");
        }
        rowsAsWritten(v.substring(sp), type, at);
        return Optional.of(GameState.of(Board.parse(cells.toString()), side));
    }

    /**
     * Squares written in groups (GGS puts a space after each row) must be grouped in whole rows: then a
     * row one square short is seen as such, not made whole by the side to move read as a square
     * (<a href="../../doc-files/formats.html#2.3">FORMATS §2.3</a>). Squares in one run (NBoard) are
     * not checked.
     */
    private static void rowsAsWritten(String squares, int side, Location at) throws NotationException {
        String[] groups = squares.strip().split("\\s+");
        if (groups.length <= 2) {
            return;
        }
        for (int k = 0; k < groups.length; k++) {
            boolean sideMark = k == side && groups[k].length() == 1;
            if (k >= side ? !sideMark : groups[k].length() != side) {
                throw new NotationException(at, ProblemKind.SYNTAX, "BO writes its squares in groups, but group " + (k + 1)
                        + " ('" + excerpt(groups[k]) + "') is not a row of " + side + " squares"
                        + (k >= side ? " nor the side to move" : ""));
            }
        }
    }

    private static String excerpt(String s) {
        return s.length() > 20 ? s.substring(0, 20) + "..." : s;
    }

    /**
     * Returns the moves, the {@code B} and {@code W} properties in order, each with its color.
     *
     * @param at where the game is, for errors
     * @return the moves, colors and annotations
     * @throws NotationException if a move is malformed
     */
    List<Played> moves(Location at) throws NotationException {
        List<Played> out = new ArrayList<>(properties.size() - headers.length);
        for (GgfProperty p : properties) {
            if (isMove(p.name())) {
                out.add(new Played(p.name().charAt(0) == 'B' ? Color.BLACK : Color.WHITE, GgfMove.parse(p.value(), at),
                        p.value()));
            }
        }
        return out;
    }

    /**
     * Returns the result of {@code RE}.
     *
     * @param at where the game is, for errors
     * @return the result, or empty without {@code RE}
     * @throws NotationException if {@code RE} is malformed
     */
    Optional<GgfResult> result(Location at) throws NotationException {
        Optional<String> re = get("RE");
        return re.isPresent() ? Optional.of(GgfResult.parse(re.get(), at)) : Optional.empty();
    }

    /**
     * Returns the komi of {@code KM}.
     *
     * @param at where the game is, for errors
     * @return the komi, or empty without {@code KM}
     * @throws NotationException if {@code KM} is not a number
     */
    Optional<BigDecimal> komi(Location at) throws NotationException {
        Optional<String> km = get("KM");
        return km.isPresent() ? Optional.ofNullable(GgfMove.number(km.get(), at, "komi")) : Optional.empty();
    }

    /**
     * Returns the header facts: {@code PB} as {@code Black}, {@code PW} as {@code White}, {@code PC}
     * as {@code Site}, {@code DT} as {@code Date}, {@code RE} as {@code Result}, and every other
     * property but {@code BO} and the moves under its own name (the first of each name).
     *
     * @return the info
     */
    public GameInfo info() {
        return info(GameInfo.empty());
    }

    /**
     * Returns the headers as game information, with tags of the reader's (the match and its game)
     * added or replacing those of the same name, in one map.
     */
    GameInfo info(GameInfo extra) {
        Map<String, String> tags = new LinkedHashMap<>(headers.length + extra.tags().size() + 2);
        for (GgfProperty p : headers) {
            String n = p.name();
            if (n.equals("BO")) {
                continue;
            }
            tags.putIfAbsent(tag(n), p.value());
        }
        tags.putAll(extra.tags());
        return GameInfo.of(tags);
    }

    private static String tag(String property) {
        switch (property) {
            case "PB":
                return GameInfo.BLACK;
            case "PW":
                return GameInfo.WHITE;
            case "PC":
                return GameInfo.SITE;
            case "DT":
                return GameInfo.DATE;
            case "RE":
                return GameInfo.RESULT;
            default:
                return property;
        }
    }

    /**
     * The type a written game states: the info's {@code TY} when it reads and names the record's
     * board, else the plain type of the board ({@code 8}, {@code 10}).
     */
    private static GgfType type(GameRecord record, GameInfo info) {
        GgfType t = statedType(record, info);
        String id = record.rules().id();
        if (info.get("TY").isEmpty()) {
            // no stated type: the one the rules name (anti-othello, or ggs with its options)
            String base = id.indexOf('(') < 0 ? id : id.substring(0, id.indexOf('('));
            Map<String, String> o = idOptions(id);
            if (base.equals("anti-othello") || (base.equals("ggs") && "true".equals(o.get("anti")))) {
                t = t.withAnti(true);
            }
            if (base.equals("ggs") && o.containsKey("komi")) {
                t = t.withKomi(true);
            }
            if (base.equals("ggs") && o.containsKey("random") && Numbers.isDigits(o.get("random"))
                    && o.get("random").length() <= 4) {
                t = t.withRandom(Integer.parseInt(o.get("random")));
            }
        }
        BigDecimal komi = t.isKomi() ? komi(record, info) : BigDecimal.ZERO;
        Map<String, String> size = new java.util.LinkedHashMap<>();
        if (t.boardType() != 8) {
            size.put("size", t.boardType() + "x" + t.boardType());
        }
        boolean plain = !(t.isKomi() && komi.signum() != 0) && t.random().isEmpty();
        String named = GgfReader.defaultRulesId(t, komi);
        String fallback = plain ? RuleOptions.of(t.isAnti() ? "anti-othello" : "othello", size).id() : named;
        if (!id.equals(named) && !id.equals(fallback)) {
            throw new UnwritableGameException("GGF", "the rules " + id + " are not those GGF's TY[" + t + "] names (" + named
                    + ")");
        }
        return t;
    }

    /** The komi a written game states: the info's {@code KM}, else the rules' ({@code ggs(komi=...)}), else zero. */
    private static BigDecimal komi(GameRecord record, GameInfo info) {
        Optional<String> km = info.get("KM");
        String text = km.orElse(idOptions(record.rules().id()).getOrDefault("komi", ""));
        try {
            BigDecimal k = GgfMove.number(text, Location.of(""), "komi");
            return k == null ? BigDecimal.ZERO : k;
        } catch (NotationException e) {
            throw new UnwritableGameException("GGF", "KM[" + text + "] is not a number: " + e.reason());
        }
    }

    /** The options of a rule-set id, {@code name(key=value,...)}; empty without options. */
    private static Map<String, String> idOptions(String id) {
        Map<String, String> o = new java.util.LinkedHashMap<>();
        int open = id.indexOf('(');
        if (open < 0 || !id.endsWith(")")) {
            return o;
        }
        for (String kv : id.substring(open + 1, id.length() - 1).split(",", -1)) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                o.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
            }
        }
        return o;
    }

    private static GgfType statedType(GameRecord record, GameInfo info) {
        int side = record.rules().geometry().width();
        Optional<String> ty = info.get("TY");
        if (ty.isPresent()) {
            GgfType t;
            try {
                t = GgfType.parse(ty.get(), Location.of(""));
            } catch (NotationException e) {
                throw new UnwritableGameException("GGF", "TY[" + ty.get() + "] is not a game type: " + e.reason());
            }
            if (t.boardType() != side) {
                throw new UnwritableGameException("GGF", "TY[" + ty.get() + "] is not of the record's " + side + "x" + side
                        + " board");
            }
            return t;
        }
        return GgfType.of(side);
    }

    private static String property(String tag) {
        switch (tag) {
            case GameInfo.BLACK:
                return "PB";
            case GameInfo.WHITE:
                return "PW";
            case GameInfo.SITE:
                return "PC";
            case GameInfo.DATE:
                return "DT";
            case GameInfo.RESULT:
                return "RE";
            default:
                return tag;
        }
    }

    /**
     * Writes a game of a square board: {@code GM[Othello]}, the header facts of {@code info} (players,
     * place, date, ratings, clocks, type, komi bids and komi, under the names {@link #info()} gives
     * them), {@code TY} (the board size when the info has none), {@code RE}, {@code BO} (the record's
     * start), then the moves with every pass written {@code pass}, {@code B} and {@code W} by mover.
     * {@code RE} is Black's margin with three decimals ({@code +2.000}), positive when Black won,
     * minus the komi of {@code KM} when {@code TY} has {@code k} (a {@code KM} without it is written
     * back as read and, as the reader does, not applied); the info's {@code Result} is kept when it
     * states the same margin. A game that does not reach its end gets the info's {@code Result} when it
     * is a GGF result ({@code +12.000}, {@code ?}, {@code +12.000:r}), else {@code ?}: a result is
     * never invented, nor copied from another format ({@code 1-0}).
     *
     * @param record the game; its board must be square, 4x4 to 14x14
     * @param info the header facts
     * @return the GGF game
     * @throws UnwritableGameException if GGF cannot hold the game: a board that is not a GGF board,
     *     rules that its {@code TY} (the info's, or the board's plain type) does not name, a move
     *     naming a color or a line
     */
    public static GgfGame of(GameRecord record, GameInfo info) {
        Geometry g = record.rules().geometry();
        if (!g.isSquare() || g.width() > 14 || g.width() % 2 != 0) {
            throw new UnwritableGameException("GGF", "GGF boards are square, 4x4 to 14x14, even sides, not " + g);
        }
        List<GgfProperty> props = new ArrayList<>();
        props.add(GgfProperty.of("GM", info.get("GM").orElse("Othello")));
        for (String tag : List.of(GameInfo.SITE, GameInfo.DATE, GameInfo.BLACK, GameInfo.WHITE, "RB", "RW", "TI", "TB", "TW")) {
            info.get(tag).ifPresent(v -> props.add(GgfProperty.of(property(tag), v)));
        }
        GgfType type = type(record, info);
        props.add(GgfProperty.of("TY", type.toString()));
        for (String tag : List.of("KB", "KW", "KM")) {
            info.get(tag).ifPresent(v -> props.add(GgfProperty.of(tag, v)));
        }
        if (type.isKomi() && info.get("KM").isEmpty()) {
            props.add(GgfProperty.of("KM", komi(record, info).toPlainString()));
        }
        for (Map.Entry<String, String> e : info.tags().entrySet()) {
            String n = property(e.getKey());
            if (!KNOWN.contains(n) && n.chars().allMatch(c -> c >= 'A' && c <= 'Z')) {
                props.add(GgfProperty.of(n, e.getValue()));
            }
        }
        props.add(GgfProperty.of("RE", resultText(record, info, type)));
        props.add(GgfProperty.of("BO", boardText(record.start())));
        Replay r = record.replay();
        List<GameState> states = r.states();
        for (int i = 0; i < record.moves().size(); i++) {
            Move m = record.moves().get(i);
            Color mover = i < states.size() ? states.get(i).toMove() : (i % 2 == 0 ? record.start().toMove()
                    : record.start().toMove().opponent());
            if (m instanceof Move.Variant || m instanceof Move.End) {
                throw new UnwritableGameException("GGF", "the move " + m + " is a variant's; a GGF move is a"
                        + " square or a pass", i + 1);
            }
            props.add(GgfProperty.of(mover == Color.BLACK ? "B" : "W", m.isPass() ? "pass" : m.toString()));
        }
        return new GgfGame(props);
    }

    private static String resultText(GameRecord record, GameInfo info, GgfType type) {
        Optional<Outcome.TwoPlayer> o = record.replay().outcome().filter(Outcome.TwoPlayer.class::isInstance)
                .map(Outcome.TwoPlayer.class::cast);
        Optional<String> given = info.get(GameInfo.RESULT);
        Optional<GgfResult> read = Optional.empty();
        if (given.isPresent()) {
            try {
                read = Optional.of(GgfResult.parse(given.get(), Location.of("")));
            } catch (NotationException e) {
                // not a GGF result (a PGN 1-0, say): never copied
            }
        }
        if (o.isEmpty()) {
            // a game that does not reach its end keeps the GGF result it records, never another format's
            return read.isPresent() ? given.get() : "?";
        }
        BigDecimal komi = BigDecimal.ZERO;
        Optional<String> km = info.get("KM");
        if (km.isPresent() && type.isKomi() && o.get().komi().signum() == 0) {
            try {
                komi = GgfMove.number(km.get(), Location.of(""), "komi");
            } catch (NotationException e) {
                throw new UnwritableGameException("GGF", "KM is not a number: " + km.get());
            }
            komi = komi == null ? BigDecimal.ZERO : komi;
        }
        BigDecimal margin = Margins.blackMargin(o.get().komi().signum() != 0 || komi.signum() == 0 ? o.get()
                : o.get().withKomi(komi));
        if (read.isPresent() && read.get().isBoardResult() && read.get().margin().orElseThrow().compareTo(margin) == 0) {
            return given.get();
        }
        BigDecimal m = margin.setScale(Math.max(3, margin.scale()), RoundingMode.UNNECESSARY);
        return (m.signum() >= 0 ? "+" : "") + m.toPlainString();
    }

    /**
     * Writes the {@code BO} value of a state: board type, the rows separated by spaces, the side.
     *
     * @param state a state of a square board
     * @return e.g. {@code 8 -------- ... ---O*--- ---*O--- ... *}
     */
    static String boardText(GameState state) {
        Geometry g = state.geometry();
        String cells = state.board().toString();
        StringBuilder sb = new StringBuilder().append(g.width());
        for (int r = 0; r < g.height(); r++) {
            sb.append(' ');
            for (int c = 0; c < g.width(); c++) {
                char ch = cells.charAt(cells.length() - g.size() + r * g.width() + c);
                sb.append(ch == 'X' ? '*' : ch);
            }
        }
        return sb.append(' ').append(state.toMove() == Color.BLACK ? '*' : 'O').toString();
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof GgfGame && properties.equals(((GgfGame) o).properties));
    }

    @Override
    public int hashCode() {
        return properties.hashCode();
    }

    /**
     * Returns the game's text: {@code (;}, the properties, {@code ;)}.
     *
     * @return the text, one line
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("(;");
        for (GgfProperty p : properties) {
            sb.append(p);
        }
        return sb.append(";)").toString();
    }

    /**
     * A move property as read: the color of {@code B} or {@code W}, the move and its annotations, and
     * the value as written. This class is immutable and thread-safe.
     */
    public static final class Played {

        private final Color color;
        private final GgfMove move;
        private final String text;

        Played(Color color, GgfMove move, String text) {
            this.color = color;
            this.move = move;
            this.text = text;
        }

        /**
         * Returns the color of the property, {@code B} Black, {@code W} White.
         *
         * @return the color
         */
        public Color color() {
            return color;
        }

        /**
         * Returns the move and its annotations.
         *
         * @return the move
         */
        public GgfMove move() {
            return move;
        }

        /**
         * Returns the value as written.
         *
         * @return e.g. {@code d3//0.01}
         */
        public String text() {
            return text;
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof Played && color == ((Played) o).color && move.equals(((Played) o).move)
                    && text.equals(((Played) o).text));
        }

        @Override
        public int hashCode() {
            return Objects.hash(color, move, text);
        }

        /**
         * Returns the property's text.
         *
         * @return e.g. {@code B[d3//0.01]}
         */
        @Override
        public String toString() {
            return (color == Color.BLACK ? "B" : "W") + "[" + text + "]";
        }
    }
}
