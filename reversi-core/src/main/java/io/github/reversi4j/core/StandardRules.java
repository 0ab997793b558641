package io.github.reversi4j.core;

import io.github.reversi4j.core.engine.Bitboards;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The standard rules of Othello and Reversi (<a href="doc-files/rules.html#B">RULES §B</a> and <a href="doc-files/rules.html#O">§O</a>), as a value with options. The default,
 * {@link #othello()}, is Othello as the World Othello Federation plays it: 8x8, the crossed start,
 * Black first, a tie is a draw, no disc limit, empties to the winner. Every documented option is one
 * {@code with} call away:
 * <pre>{@code
 * StandardRules.othello()                                  // WOF Othello, id "othello"
 * StandardRules.othello().withFirstToMove(Color.WHITE)     // the Othello of seed 004 (RULES §O4)
 * StandardRules.othello().withGeometry(Geometry.of(10))  // 10x10 (RULES §X1)
 * StandardRules.othello().withOpening(Opening.PARALLEL)    // the Reversi start (RULES §R2)
 * StandardRules.othello().withTieRule(TieRule.LAST_DISC_PLACED)  // RULES §R3
 * StandardRules.othello().withSupply(32)                   // 32 discs each, the give rule (RULES §B7)
 * }</pre>
 *
 * <p>Decisions where RULES.md is silent:
 * <ul>
 *   <li>A supply of {@code n} is each player's whole stock, so the opening discs come out of it (the
 *       Ravensburger box has 64 discs, 32 each, and the game ends "when the 64 discs have been
 *       placed"): with the crossed or parallel start each player has {@code n - 2} left to place.</li>
 *   <li>When a player can move but has no disc, the opponent gives one (<a href="doc-files/rules.html#B7">RULES §B7</a>): the opponent's
 *       supply shrinks. When neither has a disc left the game is over, even with empty squares.</li>
 *   <li>The tie rule {@link TieRule#LAST_DISC_PLACED} looks at the last disc placed in the game; the
 *       scoring gives the empties to the winner it designates.</li>
 *   <li>In the open-centre opening (<a href="doc-files/rules.html#R2">RULES §R2</a>) the players alternate from the first mover, each move
 *       filling one empty centre square and flipping nothing; a pass is never possible then.</li>
 * </ul>
 *
 * <p>The messages of its {@link IllegalMoveException}s name the colors {@code BLACK} and
 * {@code WHITE}, the library's names, since a rule set built on these rules may give them display
 * names of its own (Gold and Black, where Gold is {@code BLACK}).
 *
 * <p>This class is immutable and thread-safe. It registers the id {@code othello} with
 * {@link RuleSets}; options that differ from the defaults are written in the id, e.g.
 * {@code othello(size=10x10,first=white)}.
 */
public final class StandardRules implements Rules {

    /** The provider id of the standard rules. */
    public static final String ID = "othello";

    private static final StandardRules OTHELLO = new StandardRules(Geometry.STANDARD, Opening.CROSSED, Color.BLACK,
            TieRule.DRAW, 0, Scoring.EMPTIES_TO_WINNER);

    private final Geometry geometry;
    private final Opening opening;
    private final Color firstToMove;
    private final TieRule tieRule;
    /** Discs per player in all, 0 for no limit. */
    private final int supply;
    private final Scoring scoring;
    private final GameState initial;
    private final Move[] plainMoves;
    private final long centreMask;
    /** The board is 8x8: the dedicated kernels of {@link Bitboards} apply. */
    private final boolean eight;
    /**
     * States of the geometry without supplies go through the one-long engine: the board fits in a
     * long and there is no opening phase.
     */
    private final boolean engine;

    private StandardRules(Geometry geometry, Opening opening, Color firstToMove, TieRule tieRule, int supply,
            Scoring scoring) {
        this.geometry = geometry;
        this.opening = opening;
        this.firstToMove = firstToMove;
        this.tieRule = tieRule;
        this.supply = supply;
        this.scoring = scoring;
        Board start = opening.board(geometry);
        GameState s = GameState.of(start, firstToMove);
        if (supply > 0) {
            int b = supply - start.count(Color.BLACK);
            int w = supply - start.count(Color.WHITE);
            if (b < 0 || w < 0) {
                throw new IllegalArgumentException("a supply of " + supply + " discs each cannot pay for the opening discs");
            }
            s = s.withSupplies(b, w);
        }
        this.initial = s;
        this.plainMoves = new Move[geometry.size()];
        for (int i = 0; i < geometry.size(); i++) {
            plainMoves[i] = Move.place(geometry.square(i));
        }
        long c = 0;
        if (geometry.fitsInLong()) {
            for (Square sq : geometry.centre()) {
                c |= 1L << geometry.index(sq);
            }
        }
        this.centreMask = c;
        this.eight = geometry.width() == 8 && geometry.height() == 8;
        this.engine = geometry.fitsInLong() && opening != Opening.OPEN_CENTER;
    }

    /** Tells whether a state can take the one-long engine path: its geometry fits, no supplies. */
    private boolean onEngine(GameState s) {
        return engine && s.geometry() == geometry && s.words() == null && !s.hasSupplies();
    }

    private long legal(long p, long o) {
        return eight ? Bitboards.legalMoves(p, o) : Bitboards.legalMoves(geometry, p, o);
    }

    /**
     * Returns the Othello rules of the World Othello Federation (<a href="doc-files/rules.html#O">RULES §O</a>): 8x8, crossed start, Black
     * first, tie a draw, no disc limit, empties to the winner. Its id is {@code othello}.
     *
     * @return the default rules
     */
    public static StandardRules othello() {
        return OTHELLO;
    }

    /**
     * Returns these rules on another board (<a href="doc-files/rules.html#X1">RULES §X1</a>).
     *
     * @param newGeometry the board's shape
     * @return the rules
     */
    public StandardRules withGeometry(Geometry newGeometry) {
        return new StandardRules(Objects.requireNonNull(newGeometry), opening, firstToMove, tieRule, supply, scoring);
    }

    /**
     * Returns these rules with another opening set-up (<a href="doc-files/rules.html#R2">RULES §R2</a>).
     *
     * @param newOpening the opening
     * @return the rules
     */
    public StandardRules withOpening(Opening newOpening) {
        return new StandardRules(geometry, Objects.requireNonNull(newOpening), firstToMove, tieRule, supply, scoring);
    }

    /**
     * Returns these rules with another first mover (<a href="doc-files/rules.html#B1">RULES §B1</a>, <a href="doc-files/rules.html#O4">§O4</a>).
     *
     * @param color the color that moves first
     * @return the rules
     */
    public StandardRules withFirstToMove(Color color) {
        return new StandardRules(geometry, opening, Objects.requireNonNull(color), tieRule, supply, scoring);
    }

    /**
     * Returns these rules with another tie rule (<a href="doc-files/rules.html#B6">RULES §B6</a>, <a href="doc-files/rules.html#R3">§R3</a>).
     *
     * @param rule the tie rule
     * @return the rules
     */
    public StandardRules withTieRule(TieRule rule) {
        return new StandardRules(geometry, opening, firstToMove, Objects.requireNonNull(rule), supply, scoring);
    }

    /**
     * Returns these rules with a finite disc supply and the give rule (<a href="doc-files/rules.html#B7">RULES §B7</a>).
     *
     * @param discsPerPlayer each player's stock of discs, the opening discs included; at least enough
     *     for the opening
     * @return the rules
     * @throws IllegalArgumentException if the supply is not positive, too large, or too small for the opening
     */
    public StandardRules withSupply(int discsPerPlayer) {
        if (discsPerPlayer <= 0 || discsPerPlayer > GameState.MAX_SUPPLY) {
            throw new IllegalArgumentException("a supply must be in 1.." + GameState.MAX_SUPPLY + ": " + discsPerPlayer);
        }
        return new StandardRules(geometry, opening, firstToMove, tieRule, discsPerPlayer, scoring);
    }

    /**
     * Returns these rules with no disc limit.
     *
     * @return the rules
     */
    public StandardRules withUnlimitedSupply() {
        return new StandardRules(geometry, opening, firstToMove, tieRule, 0, scoring);
    }

    /**
     * Returns these rules with another way of scoring (<a href="doc-files/rules.html#O3">RULES §O3</a>).
     *
     * @param newScoring the scoring
     * @return the rules
     */
    public StandardRules withScoring(Scoring newScoring) {
        return new StandardRules(geometry, opening, firstToMove, tieRule, supply, Objects.requireNonNull(newScoring));
    }

    /**
     * Returns the opening set-up.
     *
     * @return the opening
     */
    public Opening opening() {
        return opening;
    }

    /**
     * Returns the color that moves first.
     *
     * @return the first mover
     */
    public Color firstToMove() {
        return firstToMove;
    }

    /**
     * Returns the tie rule.
     *
     * @return the tie rule
     */
    public TieRule tieRule() {
        return tieRule;
    }

    /**
     * Returns each player's stock of discs.
     *
     * @return the supply per player, or empty for no limit
     */
    public OptionalInt supply() {
        return supply == 0 ? OptionalInt.empty() : OptionalInt.of(supply);
    }

    /**
     * Returns the way of scoring.
     *
     * @return the scoring
     */
    public Scoring scoring() {
        return scoring;
    }

    @Override
    public String id() {
        return RuleSets.formatId(ID, Provider.changedOptions(OTHELLO, this));
    }

    private static String openingText(Opening o) {
        return o.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public GameState initialState() {
        return initial;
    }

    private boolean inOpeningPhase(GameState s) {
        if (opening != Opening.OPEN_CENTER) {
            return false;
        }
        if (s.words() == null) {
            return ((s.blackBits() | s.whiteBits()) & centreMask) != centreMask;
        }
        Board b = s.board();
        for (Square sq : geometry.centre()) {
            if (b.isEmpty(sq)) {
                return true;
            }
        }
        return false;
    }

    private static boolean suppliesExhausted(GameState s) {
        if (!s.hasSupplies()) {
            return false;
        }
        return s.supply(Color.BLACK).getAsInt() == 0 && s.supply(Color.WHITE).getAsInt() == 0;
    }

    private void checkGeometry(GameState s) {
        if (!s.geometry().equals(geometry)) {
            throw new IllegalArgumentException("a " + s.geometry() + " state under " + geometry + " rules");
        }
    }

    @Override
    public List<Move> legalMoves(GameState s) {
        if (onEngine(s)) {
            boolean white = (s.packed() & 1) != 0;
            long p = white ? s.whiteBits() : s.blackBits();
            long o = white ? s.blackBits() : s.whiteBits();
            long m = legal(p, o);
            if (m != 0) {
                return new MoveList(plainMoves, m);
            }
            return legal(o, p) == 0 ? MoveList.EMPTY : MoveList.PASS_ONLY;
        }
        checkGeometry(s);
        if (suppliesExhausted(s)) {
            return MoveList.EMPTY;
        }
        if (inOpeningPhase(s)) {
            Board b = s.board();
            return new MoveList(geometry.centre().stream().filter(b::isEmpty).map(Move::place)
                    .sorted((x, y) -> x.squareOrThrow().compareTo(y.squareOrThrow())).toArray(Move[]::new));
        }
        Color side = s.toMove();
        if (s.words() == null) {
            long p = side == Color.BLACK ? s.blackBits() : s.whiteBits();
            long o = side == Color.BLACK ? s.whiteBits() : s.blackBits();
            long m = legal(p, o);
            if (m == 0) {
                return legal(o, p) == 0 ? MoveList.EMPTY : MoveList.PASS_ONLY;
            }
            return new MoveList(plainMoves, m);
        }
        long[] bw = s.words();
        long[] legal = LargeEngine.legal(geometry, bw, side);
        int n = 0;
        for (long w : legal) {
            n += Long.bitCount(w);
        }
        if (n == 0) {
            return LargeEngine.isZero(LargeEngine.legal(geometry, bw, side.opponent())) ? MoveList.EMPTY
                    : MoveList.PASS_ONLY;
        }
        Move[] moves = new Move[n];
        int k = 0;
        for (int i = 0; i < legal.length; i++) {
            for (long w = legal[i]; w != 0; w &= w - 1) {
                moves[k++] = plainMoves[(i << 6) + Long.numberOfTrailingZeros(w)];
            }
        }
        return new MoveList(moves);
    }

    @Override
    public int legalMoveCount(GameState s) {
        if (s.words() == null && opening != Opening.OPEN_CENTER && !s.hasSupplies() && s.geometry() == geometry) {
            boolean white = (s.packed() & 1) != 0;
            long p = white ? s.whiteBits() : s.blackBits();
            long o = white ? s.blackBits() : s.whiteBits();
            int n = Long.bitCount(legal(p, o));
            if (n != 0) {
                return n;
            }
            return legal(o, p) == 0 ? 0 : 1;
        }
        return legalMoves(s).size();
    }

    @Override
    public boolean isTerminal(GameState s) {
        if (onEngine(s)) {
            long b = s.blackBits();
            long w = s.whiteBits();
            return legal(b, w) == 0 && legal(w, b) == 0;
        }
        checkGeometry(s);
        if (suppliesExhausted(s)) {
            return true;
        }
        if (inOpeningPhase(s)) {
            return false;
        }
        if (s.words() == null) {
            long b = s.blackBits();
            long w = s.whiteBits();
            return legal(b, w) == 0 && legal(w, b) == 0;
        }
        Board b = s.board();
        return b.legalSquares(Color.BLACK).isEmpty() && b.legalSquares(Color.WHITE).isEmpty();
    }

    @Override
    public GameState play(GameState s, Move move) {
        if (engine && s.geometry() == geometry && s.words() == null) {
            int packed = s.packed();
            boolean white = (packed & 1) != 0;
            long p = white ? s.whiteBits() : s.blackBits();
            long o = white ? s.blackBits() : s.whiteBits();
            if (move.isPass()) {
                if (!s.hasSupplies() && legal(p, o) == 0 && legal(o, p) != 0) {
                    return new GameState(geometry, s.blackBits(), s.whiteBits(), null, packed ^ 1, s.ext());
                }
                return playChecked(s, move);
            }
            Square sq = move.squareOrThrow();
            int column = sq.column();
            int row = sq.row();
            int width = geometry.width();
            int idx = row * width + column;
            // a plain placement is the cached move of its square: no color, no line
            if (column < width && row < geometry.height() && plainMoves[idx] == move) {
                long bit = 1L << idx;
                if (((p | o) & bit) == 0) {
                    long f = eight ? Bitboards.flips(p, o, idx) : Bitboards.flips(geometry, p, o, idx);
                    if (f != 0 && (!s.hasSupplies() || !suppliesExhausted(s))) {
                        p |= bit | f;
                        o &= ~f;
                        int np = ((packed ^ 1) & ~6) | (white ? 4 : 2);
                        GameState next = new GameState(geometry, white ? o : p, white ? p : o, null, np, s.ext());
                        return s.hasSupplies() ? takeDisc(next, white ? Color.WHITE : Color.BLACK) : next;
                    }
                }
            }
        } else if (s.words() != null && opening != Opening.OPEN_CENTER && s.geometry() == geometry && !move.isPass()) {
            GameState next = playWords(s, move);
            if (next != null) {
                return next;
            }
        }
        return playChecked(s, move);
    }

    /**
     * A plain placement that flips something on a board of more than 64 squares, or null for any
     * other move (playChecked then finds the reason). A placement that flips is legal unless the
     * supplies are exhausted: the game cannot be over while it exists.
     */
    private GameState playWords(GameState s, Move move) {
        Square sq = move.squareOrThrow();
        int column = sq.column();
        int row = sq.row();
        int width = geometry.width();
        int idx = row * width + column;
        if (column >= width || row >= geometry.height() || plainMoves[idx] != move) {
            return null;
        }
        long[] bw = s.words();
        int n = LargeEngine.words(geometry);
        if (LargeEngine.get(bw, 0, idx) || LargeEngine.get(bw, n, idx) || suppliesExhausted(s)) {
            return null;
        }
        int packed = s.packed();
        boolean white = (packed & 1) != 0;
        Color mover = white ? Color.WHITE : Color.BLACK;
        long[] f = LargeEngine.flips(geometry, bw, mover, idx);
        if (LargeEngine.isZero(f)) {
            return null;
        }
        long[] w = bw.clone();
        int p = white ? n : 0;
        int o = white ? 0 : n;
        for (int k = 0; k < n; k++) {
            w[p + k] |= f[k];
            w[o + k] &= ~f[k];
        }
        LargeEngine.set(w, p, idx);
        int np = ((packed ^ 1) & ~6) | (white ? 4 : 2);
        GameState next = new GameState(geometry, 0, 0, w, np, s.ext());
        return s.hasSupplies() ? takeDisc(next, mover) : next;
    }

    /** Takes the placed disc from the mover's supply, or from the opponent's by the give rule (<a href="doc-files/rules.html#B7">RULES §B7</a>). */
    private static GameState takeDisc(GameState next, Color mover) {
        int mine = next.supply(mover).getAsInt();
        int theirs = next.supply(mover.opponent()).getAsInt();
        if (mine > 0) {
            mine--;
        } else {
            theirs--;
        }
        return mover == Color.BLACK ? next.withSupplies(mine, theirs) : next.withSupplies(theirs, mine);
    }

    private GameState playChecked(GameState s, Move move) {
        checkGeometry(s);
        Color side = s.toMove();
        if (isTerminal(s)) {
            throw new IllegalMoveException(s, move, IllegalMoveException.Reason.GAME_OVER, "the game is over");
        }
        Board b = s.board();
        boolean opening = inOpeningPhase(s);
        boolean canPlace = opening || !b.legalSquares(side).isEmpty();
        if (move.isPass()) {
            if (canPlace) {
                throw new IllegalMoveException(s, move, IllegalMoveException.Reason.PASS_NOT_ALLOWED,
                        side.name() + " has a legal placement, and passing is never voluntary");
            }
            return s.withToMove(side.opponent());
        }
        Square sq = move.squareOrThrow();
        if (move.color().isPresent() && move.color().get() != side) {
            throw new IllegalMoveException(s, move, IllegalMoveException.Reason.WRONG_COLOR,
                    side.name() + " is to move");
        }
        if (move.line().isPresent()) {
            throw new IllegalMoveException(s, move, IllegalMoveException.Reason.LINE_NOT_ALLOWED,
                    "these rules flip every outflanked line; write the move without a line");
        }
        if (!geometry.contains(sq)) {
            throw new IllegalMoveException(s, move, IllegalMoveException.Reason.NOT_ON_BOARD,
                    sq + " is not on a " + geometry + " board");
        }
        Optional<Color> there = b.colorAt(sq);
        if (there.isPresent()) {
            throw new IllegalMoveException(s, move, IllegalMoveException.Reason.OCCUPIED,
                    sq + " holds a " + there.get().name() + " disc");
        }
        Board next;
        if (opening) {
            if (!geometry.centre().contains(sq)) {
                throw new IllegalMoveException(s, move, IllegalMoveException.Reason.NOT_IN_CENTRE,
                        "the first four discs fill the centre squares " + geometry.centre());
            }
            next = b.with(sq, side);
        } else {
            if (!canPlace) {
                throw new IllegalMoveException(s, move, IllegalMoveException.Reason.MUST_PASS,
                        side.name() + " has no legal placement and must pass");
            }
            SquareSet f = b.flips(sq, side);
            if (f.isEmpty()) {
                throw new IllegalMoveException(s, move, IllegalMoveException.Reason.NO_FLIP,
                        "a " + side.name() + " disc on " + sq + " outflanks no line");
            }
            next = b.with(sq, side).flip(f);
        }
        GameState n = s.withBoard(next).withToMove(side.opponent()).withLastPlacer(side);
        return n.hasSupplies() ? takeDisc(n, side) : n;
    }

    @Override
    public Outcome outcome(GameState s) {
        if (!isTerminal(s)) {
            throw new IllegalStateException("the game is not over: " + s);
        }
        Board b = s.board();
        int black = b.count(Color.BLACK);
        int white = b.count(Color.WHITE);
        Optional<Color> winner;
        if (black != white) {
            winner = Optional.of(black > white ? Color.BLACK : Color.WHITE);
        } else {
            switch (tieRule) {
                case LAST_DISC_PLACED:
                    winner = s.lastPlacer();
                    break;
                case SECOND_PLAYER:
                    winner = Optional.of(firstToMove.opponent());
                    break;
                default:
                    winner = Optional.empty();
            }
        }
        Outcome o = Outcome.of(winner, black, white, b.emptyCount());
        return scoring == Scoring.DISCS ? o.withRawScore() : o;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof StandardRules)) {
            return false;
        }
        StandardRules r = (StandardRules) o;
        return geometry.equals(r.geometry) && opening == r.opening && firstToMove == r.firstToMove
                && tieRule == r.tieRule && supply == r.supply && scoring == r.scoring;
    }

    @Override
    public int hashCode() {
        return Objects.hash(geometry, opening, firstToMove, tieRule, supply, scoring);
    }

    /**
     * Returns the rule set's id.
     *
     * @return the same as {@link #id()}
     */
    @Override
    public String toString() {
        return id();
    }

    /**
     * Registers the standard rules with {@link RuleSets} under the id {@code othello}.
     *
     * <p>Options: {@code size} ({@code 8x8}), {@code opening} ({@code crossed}, {@code parallel},
     * {@code open-center}), {@code first} ({@code black}, {@code white}), {@code tie} ({@code draw},
     * {@code last-disc}, {@code second-player}), {@code supply} (discs per player, or
     * {@code unlimited}), {@code scoring} ({@code official}, {@code discs}).
     */
    public static final class Provider extends AbstractRulesProvider {

        private static final List<String> OPTION_KEYS = List.of("size", "opening", "first", "tie", "supply", "scoring");

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(ID, "Othello (World Othello Federation rules) and the standard Reversi options",
                    options(OTHELLO, OPTION_KEYS));
        }

        @Override
        public Rules create(Map<String, String> options) {
            return configure(OTHELLO, options);
        }

        /**
         * Returns the keys of the standard options, in the order ids write them: {@code size},
         * {@code opening}, {@code first}, {@code tie}, {@code supply}, {@code scoring}.
         *
         * @return an unmodifiable list of the keys
         */
        public static List<String> optionKeys() {
            return OPTION_KEYS;
        }

        /**
         * Returns the descriptions of some standard options with the defaults of a configuration, for
         * {@link RulesProvider#options()} of a rule set built on the standard rules.
         *
         * @param defaults the configuration whose values the descriptions give as the defaults
         * @param keys the keys to describe, in order, each one of {@link #optionKeys()}
         * @return a modifiable map of the descriptions by key, in the order of {@code keys}
         * @throws IllegalArgumentException if a key is not a standard option
         */
        public static Map<String, String> options(StandardRules defaults, List<String> keys) {
            Map<String, String> m = new LinkedHashMap<>();
            for (String key : keys) {
                switch (key) {
                    case "size":
                        m.put(key, "board size WIDTHxHEIGHT, even sides 4..16 (default " + defaults.geometry() + ")");
                        break;
                    case "opening":
                        m.put(key, "crossed, parallel or open-center (default " + openingText(defaults.opening()) + ")");
                        break;
                    case "first":
                        m.put(key, "black or white (default " + firstText(defaults.firstToMove()) + ")");
                        break;
                    case "tie":
                        m.put(key, "draw, last-disc or second-player (default " + defaults.tieRule().text() + ")");
                        break;
                    case "supply":
                        m.put(key, "discs per player including the opening discs, or unlimited (default "
                                + supplyText(defaults.supply()) + ")");
                        break;
                    case "scoring":
                        m.put(key, "official (empties to the winner) or discs (default " + defaults.scoring().text() + ")");
                        break;
                    default:
                        throw new IllegalArgumentException("'" + key + "' is not a standard option; they are "
                                + String.join(", ", OPTION_KEYS));
                }
            }
            return m;
        }

        /**
         * Returns the standard options in which a configuration differs from a rule set's defaults, in
         * the order of {@link #optionKeys()}, with the values {@link #configure(StandardRules, Map)}
         * reads back: the options of a canonical id ({@link RuleSets#formatId(String, Map)}).
         *
         * @param defaults the rule set's defaults
         * @param rules the configuration
         * @return a modifiable map of the option values by key
         */
        public static Map<String, String> changedOptions(StandardRules defaults, StandardRules rules) {
            Map<String, String> o = new LinkedHashMap<>();
            if (!rules.geometry.equals(defaults.geometry)) {
                o.put("size", rules.geometry.toString());
            }
            if (rules.opening != defaults.opening) {
                o.put("opening", openingText(rules.opening));
            }
            if (rules.firstToMove != defaults.firstToMove) {
                o.put("first", firstText(rules.firstToMove));
            }
            if (rules.tieRule != defaults.tieRule) {
                o.put("tie", rules.tieRule.text());
            }
            if (rules.supply != defaults.supply) {
                o.put("supply", supplyText(rules.supply()));
            }
            if (rules.scoring != defaults.scoring) {
                o.put("scoring", rules.scoring.text());
            }
            return o;
        }

        private static String firstText(Color c) {
            return c.name().toLowerCase(Locale.ROOT);
        }

        private static String supplyText(OptionalInt supply) {
            return supply.isPresent() ? Integer.toString(supply.getAsInt()) : "unlimited";
        }

        /**
         * Applies the options of an id to a rule set's defaults, accepting only the standard options the
         * rule set takes.
         *
         * @param providerId the rule set's provider id, for the message
         * @param defaults the rule set's defaults, which the options modify
         * @param options option values by key
         * @param keys the standard options the rule set takes
         * @return the configured rules
         * @throws IllegalArgumentException if an option is not among {@code keys} (the message names
         *     them) or its value is not valid
         */
        public static StandardRules configure(String providerId, StandardRules defaults, Map<String, String> options,
                List<String> keys) {
            for (String key : options.keySet()) {
                if (!keys.contains(key)) {
                    throw new IllegalArgumentException("unknown option '" + key + "' of rule set '" + providerId
                            + "'; its options are " + (keys.isEmpty() ? "none" : String.join(", ", keys)));
                }
            }
            return configure(defaults, options);
        }

        /**
         * Applies the options of an id to a base configuration; variants built on the standard rules
         * use this to accept the same options.
         *
         * @param base the configuration the options modify
         * @param options option values by key
         * @return the configured rules
         * @throws IllegalArgumentException if an option is unknown or its value is not valid
         */
        public static StandardRules configure(StandardRules base, Map<String, String> options) {
            StandardRules r = base;
            for (Map.Entry<String, String> e : options.entrySet()) {
                String v = e.getValue();
                switch (e.getKey()) {
                    case "size":
                        r = r.withGeometry(Geometry.parse(v));
                        break;
                    case "opening":
                        r = r.withOpening(parseOpening(v));
                        break;
                    case "first":
                        if (v.equalsIgnoreCase("black")) {
                            r = r.withFirstToMove(Color.BLACK);
                        } else if (v.equalsIgnoreCase("white")) {
                            r = r.withFirstToMove(Color.WHITE);
                        } else {
                            throw new IllegalArgumentException("unknown first mover '" + v + "' (expected black or white)");
                        }
                        break;
                    case "tie":
                        r = r.withTieRule(TieRule.parse(v));
                        break;
                    case "supply":
                        if (v.equalsIgnoreCase("unlimited")) {
                            r = r.withUnlimitedSupply();
                        } else {
                            try {
                                r = r.withSupply(Integer.parseInt(v));
                            } catch (NumberFormatException ex) {
                                throw new IllegalArgumentException("supply must be a number or unlimited: '" + v + "'", ex);
                            }
                        }
                        break;
                    case "scoring":
                        r = r.withScoring(Scoring.parse(v));
                        break;
                    default:
                        throw new IllegalArgumentException("unknown option '" + e.getKey()
                                + "'; the options are size, opening, first, tie, supply, scoring");
                }
            }
            return r;
        }

        private static Opening parseOpening(String v) {
            for (Opening o : Opening.values()) {
                if (openingText(o).equalsIgnoreCase(v) || o.name().equalsIgnoreCase(v)) {
                    return o;
                }
            }
            throw new IllegalArgumentException("unknown opening '" + v + "' (expected crossed, parallel or open-center)");
        }
    }
}
