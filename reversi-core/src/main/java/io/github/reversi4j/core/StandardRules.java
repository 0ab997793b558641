package io.github.reversi4j.core;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.core.internal.bitboard.Bitboards;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

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
 * StandardRules.othello().withBlockedSquares(SquareSet.parse(Geometry.STANDARD, "[c3, f6]"))  // squares no disc may take
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
 *   <li>In the open-center opening (<a href="doc-files/rules.html#R2">RULES §R2</a>) the players alternate from the first mover, each move
 *       filling one empty center square and flipping nothing; a pass is never possible then.</li>
 * </ul>
 *
 * <p>Its {@link IllegalMoveException}s carry the color involved and name it {@code Black} or
 * {@code White}; a {@link ForwardingRules} variant that names the colors otherwise (Gold and Black)
 * gets them restated in its own names.
 *
 * <p>This class is immutable and thread-safe. It registers the id {@code othello} with
 * {@link RuleSets}; options that differ from the defaults are written in the id, e.g.
 * {@code othello(size=10x10,first=white)}.
 */
public final class StandardRules implements Rules {

    /** The provider id of the standard rules. */
    public static final String ID = "othello";

    private static final StandardRules OTHELLO = new StandardRules(Geometry.STANDARD, Opening.CROSSED, Color.BLACK,
            TieRule.DRAW, 0, Scoring.EMPTIES_TO_WINNER, SquareSet.empty(Geometry.STANDARD), null);

    private final Geometry geometry;
    private final Opening opening;
    private final Color firstToMove;
    private final TieRule tieRule;
    /** Discs per player in all, 0 for no limit. */
    private final int supply;
    private final Scoring scoring;
    /** The squares no disc may take; empty by default. */
    private final SquareSet blocked;
    /** The variant's condition on placements, or null for none. */
    private final PlacementRule placementRule;
    /** The blocked squares as a bitboard, on a board that fits in a long. */
    private final long blockedBits;
    /** The blocked squares as the words of a larger board, else null. */
    private final long[] blockedWords;
    /** The symmetries of the board that map the blocked squares onto themselves. */
    private final List<Symmetry> symmetries;
    private final GameState initial;
    private final Move.Place[] plainMoves;
    /**
     * The square index on this board of each plain placement, by its {@code Move.plainKey}; -1 for
     * squares off the board.
     */
    private final int[] indexByKey;
    private final long centerMask;
    /** The board is 8x8: the dedicated kernels of {@link Bitboards} apply. */
    private final boolean eight;
    /**
     * States of the geometry without supplies go through the one-long engine: the board fits in a
     * long, there is no opening phase, no square is blocked and no placement rule is set.
     */
    private final boolean engine;
    /**
     * The outcomes of games ended on the engine path, by Black's and White's discs, made when first
     * met: an {@link Outcome} is an immutable value, so the fast replay of an archive shares them
     * instead of making one per game. Racy by design: a thread that sees no entry makes an equal one.
     */
    private Outcome.TwoPlayer[] engineOutcomes;

    private StandardRules(Geometry geometry, Opening opening, Color firstToMove, TieRule tieRule, int supply,
            Scoring scoring, SquareSet blocked, PlacementRule placementRule) {
        this.geometry = geometry;
        this.placementRule = placementRule;
        this.blocked = blocked;
        this.opening = opening;
        this.firstToMove = firstToMove;
        this.tieRule = tieRule;
        this.supply = supply;
        this.scoring = scoring;
        Board start = opening.board(geometry);
        for (Square sq : blocked) {
            if (!start.isEmpty(sq) || opening == Opening.OPEN_CENTER && geometry.center().contains(sq)) {
                throw new IllegalArgumentException("the square " + sq + " takes an opening disc and cannot be blocked");
            }
        }
        GameState s = GameState.of(start, firstToMove);
        if (supply > 0) {
            int b = supply - start.count(Color.BLACK);
            int w = supply - start.count(Color.WHITE);
            // the open centre's four opening moves take two discs of each stock (RULES §R2, §B7)
            int opened = opening == Opening.OPEN_CENTER ? geometry.center().size() / 2 : 0;
            if (b < opened || w < opened) {
                throw new IllegalArgumentException("a supply of " + supply + " discs each cannot pay for the opening discs");
            }
            s = s.withSupplies(b, w);
        }
        this.initial = s;
        this.plainMoves = new Move.Place[geometry.size()];
        this.indexByKey = new int[Square.MAX_SIDE * Square.MAX_SIDE];
        Arrays.fill(indexByKey, -1);
        for (int i = 0; i < geometry.size(); i++) {
            plainMoves[i] = Move.place(geometry.square(i));
            indexByKey[plainMoves[i].plainKey] = i;
        }
        long c = 0;
        if (geometry.fitsInLong()) {
            for (Square sq : geometry.center()) {
                c |= 1L << geometry.index(sq);
            }
        }
        this.centerMask = c;
        long bb = 0;
        long[] bw = null;
        if (geometry.fitsInLong()) {
            for (Square sq : blocked) {
                bb |= 1L << geometry.index(sq);
            }
        } else if (!blocked.isEmpty()) {
            bw = new long[LargeEngine.words(geometry)];
            for (Square sq : blocked) {
                LargeEngine.set(bw, 0, geometry.index(sq));
            }
        }
        this.blockedBits = bb;
        this.blockedWords = bw;
        List<Symmetry> sym = geometry.symmetries();
        if (!blocked.isEmpty()) {
            List<Symmetry> kept = new java.util.ArrayList<>();
            for (Symmetry y : sym) {
                boolean maps = true;
                for (Square sq : blocked) {
                    maps &= blocked.contains(y.apply(sq, geometry));
                }
                if (maps) {
                    kept.add(y);
                }
            }
            sym = List.copyOf(kept);
        }
        this.symmetries = List.copyOf(sym);
        this.eight = geometry.width() == 8 && geometry.height() == 8;
        this.engine = geometry.fitsInLong() && opening != Opening.OPEN_CENTER && blocked.isEmpty() && placementRule == null;
    }

    /**
     * Tells whether a state can take the one-long engine path: its geometry fits, no opening phase,
     * no supplies. The hot methods test this first and keep everything else in other methods, so
     * that they stay small enough for the JIT compiler to inline them into their callers.
     */
    /** No forced pass yet: the engine path's list of them, before it needs one. */
    private static final int[] NO_PASSES = {};

    private boolean onEngine(GameState s) {
        return engine && s.geometry() == geometry && s.words() == null && GameState.unlimited(s.packed());
    }

    private long legal(long p, long o) {
        return eight ? Bitboards.legalMoves(p, o) : Bitboards.legalMoves(geometry.width(), geometry.height(), p, o);
    }

    /** The legal placements off the engine path: those of {@link #legal} that are not blocked. */
    private long legalOpen(long p, long o) {
        return legal(p, o) & ~blockedBits;
    }

    /** The legal placements of a color on a board of more than 64 squares, blocked squares left out. */
    private long[] legalWords(long[] bw, Color side) {
        long[] legal = LargeEngine.legal(geometry, bw, side);
        if (blockedWords != null) {
            for (int i = 0; i < legal.length; i++) {
                legal[i] &= ~blockedWords[i];
            }
        }
        return legal;
    }

    /**
     * The placements of a color off the engine path on a board that fits in a long: legal, not
     * blocked, and allowed by the placement rule.
     */
    private long placeable(GameState s, Color side) {
        long p = side == Color.BLACK ? s.blackBits() : s.whiteBits();
        long o = side == Color.BLACK ? s.whiteBits() : s.blackBits();
        long m = legalOpen(p, o);
        if (placementRule == null || m == 0) {
            return m;
        }
        GameState at = s.toMove() == side ? s : s.withToMove(side);
        long kept = 0;
        for (long rest = m; rest != 0; rest &= rest - 1) {
            int idx = Long.numberOfTrailingZeros(rest);
            if (placementRule.allows(at, geometry.square(idx), SquareSet.ofBits(geometry, flips(p, o, idx)))) {
                kept |= 1L << idx;
            }
        }
        return kept;
    }

    /** {@link #placeable} on a board of more than 64 squares. */
    private long[] placeableWords(GameState s, Color side) {
        long[] bw = s.words();
        long[] legal = legalWords(bw, side);
        if (placementRule == null) {
            return legal;
        }
        GameState at = s.toMove() == side ? s : s.withToMove(side);
        for (int i = 0; i < legal.length; i++) {
            for (long rest = legal[i]; rest != 0; rest &= rest - 1) {
                int idx = (i << 6) + Long.numberOfTrailingZeros(rest);
                SquareSet f = SquareSet.ofWords(geometry, LargeEngine.flips(geometry, bw, side, idx));
                if (!placementRule.allows(at, geometry.square(idx), f)) {
                    legal[i] &= ~(1L << (idx & 63));
                }
            }
        }
        return legal;
    }

    /** Whether a color has a placement off the engine path, outside the opening phase. */
    private boolean canPlace(GameState s, Color side) {
        return s.words() == null ? placeable(s, side) != 0 : !LargeEngine.isZero(placeableWords(s, side));
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
        Objects.requireNonNull(newGeometry, "geometry");
        if (newGeometry.equals(geometry)) {
            return this;
        }
        return new StandardRules(newGeometry, opening, firstToMove, tieRule, supply, scoring, onto(newGeometry), placementRule);
    }

    /**
     * Returns these rules with another opening set-up (<a href="doc-files/rules.html#R2">RULES §R2</a>).
     *
     * @param newOpening the opening
     * @return the rules
     */
    public StandardRules withOpening(Opening newOpening) {
        return new StandardRules(geometry, Objects.requireNonNull(newOpening), firstToMove, tieRule, supply, scoring, blocked, placementRule);
    }

    /**
     * Returns these rules with another first mover (<a href="doc-files/rules.html#B1">RULES §B1</a>, <a href="doc-files/rules.html#O4">§O4</a>).
     *
     * @param color the color that moves first
     * @return the rules
     */
    public StandardRules withFirstToMove(Color color) {
        return new StandardRules(geometry, opening, Objects.requireNonNull(color), tieRule, supply, scoring, blocked, placementRule);
    }

    /**
     * Returns these rules with another tie rule (<a href="doc-files/rules.html#B6">RULES §B6</a>, <a href="doc-files/rules.html#R3">§R3</a>).
     *
     * @param rule the tie rule
     * @return the rules
     */
    public StandardRules withTieRule(TieRule rule) {
        return new StandardRules(geometry, opening, firstToMove, Objects.requireNonNull(rule), supply, scoring, blocked, placementRule);
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
        return new StandardRules(geometry, opening, firstToMove, tieRule, discsPerPlayer, scoring, blocked, placementRule);
    }

    /**
     * Returns these rules with no disc limit.
     *
     * @return the rules
     */
    public StandardRules withUnlimitedSupply() {
        return new StandardRules(geometry, opening, firstToMove, tieRule, 0, scoring, blocked, placementRule);
    }

    /**
     * Returns these rules with another way of scoring (<a href="doc-files/rules.html#O3">RULES §O3</a>).
     *
     * @param newScoring the scoring
     * @return the rules
     */
    public StandardRules withScoring(Scoring newScoring) {
        return new StandardRules(geometry, opening, firstToMove, tieRule, supply, Objects.requireNonNull(newScoring), blocked, placementRule);
    }

    /**
     * Returns these rules with squares that no disc may ever take: the one call a variant needs to
     * forbid placements. A blocked square stays empty, so it breaks every line through it and protects
     * the discs beside it; the legal moves, the passes, the end of the game and the
     * {@linkplain #symmetries() symmetries} leave the blocked squares out, a placement on one is
     * {@link IllegalMoveException.Reason#BLOCKED_SQUARE BLOCKED_SQUARE}, and the empty squares an
     * outcome gives the winner do not count them. In an id it is the option {@code blocked}, the
     * squares joined by {@code +}: {@code othello(blocked=c3+f6)}.
     *
     * @param squares the squares to block, of this board; the empty set for none
     * @return the rules
     * @throws IllegalArgumentException if a square is not on the board or takes an opening disc
     */
    public StandardRules withBlockedSquares(SquareSet squares) {
        Objects.requireNonNull(squares, "squares");
        for (Square sq : squares) {
            if (!geometry.contains(sq)) {
                throw new IllegalArgumentException("the square " + sq + " is not on a " + geometry + " board");
            }
        }
        return new StandardRules(geometry, opening, firstToMove, tieRule, supply, scoring, SquareSet.of(geometry, squares), placementRule);
    }

    /** The blocked squares carried onto another board: there must be none, or they must be on it. */
    private SquareSet onto(Geometry newGeometry) {
        if (blocked.isEmpty()) {
            return SquareSet.empty(newGeometry);
        }
        for (Square sq : blocked) {
            if (!newGeometry.contains(sq)) {
                throw new IllegalArgumentException("the blocked square " + sq + " is not on a " + newGeometry + " board");
            }
        }
        return SquareSet.of(newGeometry, blocked);
    }

    /**
     * Returns the squares no disc may take.
     *
     * @return the blocked squares, empty by default
     */
    @SuppressFBWarnings(value = "EI_EXPOSE_REP", justification = "a SquareSet is immutable")
    public SquareSet blockedSquares() {
        return blocked;
    }

    /**
     * Returns these rules with a variant's own condition on placements: of the placements these
     * rules find legal, only those the rule allows stay legal. Everything else follows: the legal
     * moves, their count, {@link #isLegal}, {@link #isTerminal}, {@link #play} and the outcome see only
     * the allowed placements, so a side with none passes ({@link Move#pass()}; a placement is then
     * refused with {@code MUST_PASS}), the game ends when neither side has one ({@code GAME_OVER}
     * after it), and a placement the rule refuses fails with an {@link IllegalMoveException} whose code
     * is the rule's {@link PlacementRule#code()} (reason {@link IllegalMoveException.Reason#VARIANT
     * VARIANT} for a code of the variant's own).
     * The rule replaces any rule set before; the other options ({@link #withOptions} included) keep it.
     *
     * <p>The placement rule is part of the value: two rule sets are equal when their options are and
     * their rules are equal by {@code equals} (a record compares its parameters, a lambda only itself).
     * It is no option: {@link #id()} and {@link #options()} leave it out, so a variant that sets it
     * names itself in an id of its own (a {@link ForwardingRules} over these rules, registered by a
     * {@link RulesProvider}), and {@link #toString()} shows it. The bitboard engine path does not
     * apply to rules with a placement rule; they take the general path, where every placement is put
     * to the rule.
     *
     * @param rule the condition; asked only of placements that outflank a line
     * @return the rules
     */
    public StandardRules withPlacementRule(PlacementRule rule) {
        return new StandardRules(geometry, opening, firstToMove, tieRule, supply, scoring, blocked,
                Objects.requireNonNull(rule, "rule"));
    }

    /**
     * Returns the placement rule set by {@link #withPlacementRule(PlacementRule)}.
     *
     * @return the rule, or empty for the standard rules' placements (the default)
     */
    public Optional<PlacementRule> placementRule() {
        return Optional.ofNullable(placementRule);
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
        return options().changedFrom(OTHELLO.options()).id();
    }

    /** The keys of the standard options, in the order an id writes them. */
    private static final List<String> OPTION_KEYS = List.of("size", "opening", "first", "tie", "supply", "scoring",
            "blocked");

    /**
     * Returns every standard option with its value in these rules, under the name {@code othello}, in
     * the order an id writes them: {@code size}, {@code opening}, {@code first}, {@code tie},
     * {@code supply}, {@code scoring}, {@code blocked}. A variant built on the standard rules writes its id from these,
     * e.g. {@code rules.options().changedFrom(StandardRules.othello().options()).withName("my-variant").id()}.
     *
     * @return the options
     */
    public RuleOptions options() {
        return RuleOptions.of(ID).with("size", geometry.toString()).with("opening", openingText(opening))
                .with("first", firstToMove.name().toLowerCase(Locale.ROOT)).with("tie", tieRule.text())
                .with("supply", supply == 0 ? "unlimited" : Integer.toString(supply)).with("scoring", scoring.text())
                .with("blocked", blockedText(blocked));
    }

    private static String blockedText(SquareSet squares) {
        if (squares.isEmpty()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        for (Square sq : squares) {
            sb.append(sb.length() == 0 ? "" : "+").append(sq);
        }
        return sb.toString();
    }

    /** Reads {@code none} or squares joined by {@code +}, each once. */
    private static List<Square> parseBlocked(String v) {
        if (Texts.equalsIgnoreCase(v, "none")) {
            return List.of();
        }
        List<Square> squares = new java.util.ArrayList<>();
        for (String part : v.split("\\+", -1)) {
            Square sq = Square.parse(part);
            if (squares.contains(sq)) {
                throw new IllegalArgumentException(sq + " is listed twice");
            }
            squares.add(sq);
        }
        return squares;
    }

    /**
     * Returns the descriptions of the standard options, each with its value in these rules as the
     * default, for the {@link RulesProvider#options()} of a rule set that takes them.
     *
     * @return an unmodifiable map of descriptions by key, in the order of {@link #options()}
     */
    public Map<String, String> describeOptions() {
        Map<String, String> d = options().values();
        Map<String, String> m = new LinkedHashMap<>();
        m.put("size", "board size WIDTHxHEIGHT, even sides 4..16 (default " + d.get("size") + ")");
        m.put("opening", "crossed, parallel or open-center (default " + d.get("opening") + ")");
        m.put("first", "black or white (default " + d.get("first") + ")");
        m.put("tie", "draw, last-disc or second-player (default " + d.get("tie") + ")");
        m.put("supply", "discs per player including the opening discs, 1.." + GameState.MAX_SUPPLY
                + ", or unlimited (default " + d.get("supply") + ")");
        m.put("scoring", "official (empties to the winner) or discs (default " + d.get("scoring") + ")");
        m.put("blocked", "squares no disc may take, joined by +, e.g. c3+f6, or none (default " + d.get("blocked") + ")");
        return Collections.unmodifiableMap(m);
    }

    /**
     * Returns these rules with the standard options that are given changed: the options of an id,
     * which a variant built on the standard rules applies to its defaults.
     *
     * @param options options whose keys are among those of {@link #options()}; the name is only used
     *     in messages
     * @return the configured rules
     * @throws RuleOptionException if a key is not a standard option or a value is not valid
     */
    public StandardRules withOptions(RuleOptions options) {
        options.requireKeys(OPTION_KEYS);
        StandardRules r = withGeometry(options.geometry("size", geometry))
                .withOpening(options.value("opening", opening, StandardRules::parseOpening, "crossed, parallel or open-center"))
                .withFirstToMove(options.value("first", firstToMove, StandardRules::parseColor, "black or white"))
                .withTieRule(options.value("tie", tieRule, TieRule::parse, "draw, last-disc or second-player"))
                .withScoring(options.value("scoring", scoring, Scoring::parse, "official or discs"));
        String s = options.text("supply", null);
        if (s != null) {
            r = Texts.equalsIgnoreCase(s, "unlimited") ? r.withUnlimitedSupply()
                    : r.withSupplyChecked(options.integer("supply", supply, 1, GameState.MAX_SUPPLY), options);
        }
        if (options.values().containsKey("blocked")) {
            List<Square> squares = options.value("blocked", List.of(), StandardRules::parseBlocked,
                    "none or squares joined by +, e.g. c3+f6");
            try {
                r = r.withBlockedSquares(SquareSet.of(r.geometry, squares));
            } catch (IllegalArgumentException e) {
                String v = options.values().get("blocked");
                throw new RuleOptionException(options.name(), "blocked", v, "option 'blocked' of rule set '"
                        + options.name() + "' must be squares of the board that take no opening disc: "
                        + Texts.quote(v) + " (" + e.getMessage() + ")", e);
            }
        }
        return r;
    }

    private StandardRules withSupplyChecked(int n, RuleOptions options) {
        try {
            return withSupply(n);
        } catch (IllegalArgumentException e) {
            throw new RuleOptionException(options.name(), "supply", Integer.toString(n), "option 'supply' of rule set '"
                    + options.name() + "': " + e.getMessage(), e);
        }
    }

    private static String openingText(Opening o) {
        return o.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static Opening parseOpening(String v) {
        for (Opening o : Opening.values()) {
            if (Texts.equalsIgnoreCase(openingText(o), v) || Texts.equalsIgnoreCase(o.name(), v)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown opening " + Texts.quote(v));
    }

    private static Color parseColor(String v) {
        if (Texts.equalsIgnoreCase(v, "black")) {
            return Color.BLACK;
        }
        if (Texts.equalsIgnoreCase(v, "white")) {
            return Color.WHITE;
        }
        throw new IllegalArgumentException("unknown first mover " + Texts.quote(v));
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
            return ((s.blackBits() | s.whiteBits()) & centerMask) != centerMask;
        }
        Board b = s.board();
        for (Square sq : geometry.center()) {
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
            long p = s.moverBits();
            long o = s.otherBits();
            long m = legal(p, o);
            // one allocation site, so that a caller that only iterates the list can have it
            // scalar-replaced
            return new MoveList(m != 0 ? plainMoves : noPlacement(p, o).moves(), m);
        }
        return legalMovesOther(s);
    }

    /** The moves of a side with no placement: the pass if the opponent can place, else none. */
    private MoveList noPlacement(long p, long o) {
        return legal(o, p) == 0 ? MoveList.EMPTY : MoveList.PASS_ONLY;
    }

    /** {@link #legalMoves} off the engine path. */
    private List<Move> legalMovesOther(GameState s) {
        checkGeometry(s);
        if (suppliesExhausted(s)) {
            return MoveList.EMPTY;
        }
        if (inOpeningPhase(s)) {
            Board b = s.board();
            return new MoveList(geometry.center().stream().filter(b::isEmpty).map(Move::place)
                    .sorted((x, y) -> x.at().compareTo(y.at())).toArray(Move[]::new));
        }
        Color side = s.toMove();
        if (s.words() == null) {
            long m = placeable(s, side);
            if (m == 0) {
                return placeable(s, side.opponent()) == 0 ? MoveList.EMPTY : MoveList.PASS_ONLY;
            }
            return new MoveList(plainMoves, m);
        }
        long[] legal = placeableWords(s, side);
        int n = 0;
        for (long w : legal) {
            n += Long.bitCount(w);
        }
        if (n == 0) {
            return LargeEngine.isZero(placeableWords(s, side.opponent())) ? MoveList.EMPTY
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
        if (onEngine(s)) {
            long p = s.moverBits();
            long o = s.otherBits();
            int n = Long.bitCount(legal(p, o));
            if (n != 0) {
                return n;
            }
            return noPlacement(p, o).size();
        }
        return legalMovesOther(s).size();
    }

    @Override
    public boolean isTerminal(GameState s) {
        if (onEngine(s)) {
            return ends(s.moverBits(), s.otherBits());
        }
        checkGeometry(s);
        if (suppliesExhausted(s)) {
            return true;
        }
        if (inOpeningPhase(s)) {
            return false;
        }
        return !canPlace(s, Color.BLACK) && !canPlace(s, Color.WHITE);
    }

    @Override
    public GameState play(GameState s, Move move) {
        if (onEngine(s)) {
            int packed = s.packed();
            boolean white = (packed & 1) != 0;
            long p = s.moverBits();
            long o = s.otherBits();
            // a plain placement's square index here: on 8x8 read from the move, else one look-up
            int idx = -1;
            if (move instanceof Move.Place) {
                Move.Place place = (Move.Place) move;
                idx = eight ? place.index8 : indexByKey[place.plainKey];
            }
            // the packed word of the next state; stays -1 when the move needs the checks of playChecked
            int next = -1;
            if (idx >= 0) {
                if (((p | o) & (1L << idx)) == 0) {
                    long f = flips(p, o, idx);
                    if (f != 0) {
                        p |= (1L << idx) | f;
                        o &= ~f;
                        next = ((packed ^ 1) & ~6) | (white ? 4 : 2);
                    }
                }
            } else if (move.isPass()) {
                next = passWord(p, o, packed);
            }
            // One test for every refusal, never true on a legal move, and one allocation site: a
            // caller that only reads the state (perft's last plies) can then have it scalar-replaced.
            if (next < 0) {
                return playChecked(s, move);
            }
            // the opponent moves next, after a placement as after a pass
            return GameState.relative(geometry, o, p, next, s.ext());
        }
        return playOther(s, move);
    }

    /**
     * The packed word after a pass when the pass is legal (the side to move has no placement and
     * the opponent has one), else -1. Kept out of {@link #play} because it is rarely called: the
     * compiler then leaves it out of play's compiled code, which stays small enough to be inlined.
     */
    private int passWord(long p, long o, int packed) {
        return legal(p, o) == 0 && legal(o, p) != 0 ? packed ^ 1 : -1;
    }

    private long flips(long p, long o, int idx) {
        return eight ? Bitboards.flips(p, o, idx) : Bitboards.flips(geometry.width(), geometry.height(), p, o, idx);
    }

    /**
     * The engine path of {@link LeanRun#of(Rules, GameState, List)}: plays moves from a state on
     * two {@code long}s, with no object per move, while they are placements and passes that {@link
     * #play} accepts, a placement where the side to move has none after the forced pass; stops before
     * the first other move, which {@link LeanRun} hands to {@link #play}.
     *
     * <p>On 8x8 a first loop takes the common case alone: plain placements that flip, each square
     * index checked by one {@code or} into {@code codes}, looked at on leaving the loop (an index off
     * the board or a pass makes the moves start again in {@link #replayCarefully}). It leaves the loop
     * by returning: measured, a loop that breaks out, or that checks each index as it comes, was up
     * to a tenth slower on WTHOR's games.
     *
     * @param start the state, on the engine path (see {@code onEngine})
     * @param moves the moves
     * @return the replay up to the first move not played ({@code LeanRun.next()})
     */
    LeanRun replayEngine(GameState start, List<Move> moves) {
        int count = moves.size();
        if (!eight) {
            return replayCarefully(start, start.moverBits(), start.otherBits(), start.packed(), 0, count,
                    i -> engineCode(moves.get(i)));
        }
        long p = start.moverBits();
        long o = start.otherBits();
        int codes = 0;
        for (int i = 0; i < count; i++) {
            Move m = moves.get(i);
            int idx = m instanceof Move.Place ? ((Move.Place) m).index8 : m == null ? -2 : -1;
            codes |= idx;
            long bit = 1L << idx;
            long f;
            if (((p | o) & bit) != 0 || (f = Bitboards.flips(p, o, idx)) == 0) {
                return resume(start, p, o, i, count, codes, k -> engineCode(moves.get(k)));
            }
            long t = o & ~f;
            o = p | f | bit;
            p = t;
        }
        return (codes & ~63) != 0 ? resume(start, p, o, count, count, codes, i -> engineCode(moves.get(i)))
                : new LeanRun(this, start, p, o, packedAfter(start.packed(), count), count, NO_PASSES, 0, ends(p, o));
    }

    /**
     * {@link #replayEngine}, for the square indices of {@link LeanRun#of(Rules, GameState, int,
     * IntUnaryOperator)}: the same loop, in a method of its own so that the compiler's profile of its
     * one call of {@code moves} sees only the readers of indices (WTHOR's bytes), not the lists of
     * moves of every other caller, and inlines the read. Sharing the loop made the replay of WTHOR's
     * bytes about a third slower.
     *
     * @param start the state, on the engine path (see {@code onEngine})
     * @param count the number of moves
     * @param moves the square index of each move, -1 for a pass, anything else for a move to hand over
     * @return the replay up to the first move not played ({@code LeanRun.next()})
     */
    LeanRun replayEngineIndexed(GameState start, int count, IntUnaryOperator moves) {
        if (!eight) {
            return replayCarefully(start, start.moverBits(), start.otherBits(), start.packed(), 0, count, moves);
        }
        long p = start.moverBits();
        long o = start.otherBits();
        int codes = 0;
        for (int i = 0; i < count; i++) {
            int idx = moves.applyAsInt(i);
            codes |= idx;
            long bit = 1L << idx;
            long f;
            if (((p | o) & bit) != 0 || (f = Bitboards.flips(p, o, idx)) == 0) {
                return resume(start, p, o, i, count, codes, moves);
            }
            long t = o & ~f;
            o = p | f | bit;
            p = t;
        }
        return (codes & ~63) != 0 ? resume(start, p, o, count, count, codes, moves)
                : new LeanRun(this, start, p, o, packedAfter(start.packed(), count), count, NO_PASSES, 0, ends(p, o));
    }

    /**
     * Where the first loop of {@link #replayEngine} stops (at a move that is not a plain placement
     * that flips, or after the last): {@link #replayCarefully} goes on from there when every index
     * read was a square of the board, else starts again from the start.
     */
    private LeanRun resume(GameState start, long p, long o, int i, int count, int codes, IntUnaryOperator moves) {
        if ((codes & ~63) != 0) {
            return replayCarefully(start, start.moverBits(), start.otherBits(), start.packed(), 0, count, moves);
        }
        return replayCarefully(start, p, o, packedAfter(start.packed(), i), i, count, moves);
    }

    /**
     * The packed word after a number of placements from a state, no pass among them: the side to
     * move changes with each, and the last placer is the other side than the one to move.
     */
    private static int packedAfter(int packed, int placements) {
        if (placements == 0) {
            return packed;
        }
        int side = (packed ^ placements) & 1;
        // bits 1 and 2: 1 for Black, 2 for White, the color that placed last (not the side to move)
        return (packed & ~7) | side | (side == 0 ? 4 : 2);
    }

    /**
     * The engine path move by move: placements (a forced pass played before one where the side to
     * move has none), passes, each code checked; stops before the first move it cannot play, which
     * {@link LeanRun} hands to {@link #play}.
     *
     * @param start the state the replay started from
     * @param p the discs of the side to move at move {@code from}
     * @param o the other side's discs
     * @param packed the packed word at move {@code from}
     * @param from the index of the first move to play
     * @param count the number of moves
     * @param moves the code of each move: a square index, -1 for a pass, anything else to hand over
     * @return the replay up to the first move not played ({@code LeanRun.next()})
     */
    private LeanRun replayCarefully(GameState start, long p, long o, int packed, int from, int count,
            IntUnaryOperator moves) {
        int size = geometry.size();
        int[] passes = NO_PASSES;
        int passCount = 0;
        int i = from;
        for (; i < count; i++) {
            int idx = moves.applyAsInt(i);
            if (idx >= 0 && idx < size) {
                long bit = 1L << idx;
                if (((p | o) & bit) != 0) {
                    break;
                }
                long f = flips(p, o, idx);
                if (f == 0) {
                    // only a forced pass may come first: the side to move has no placement, and
                    // the square is the other side's placement
                    if (legal(p, o) != 0) {
                        break;
                    }
                    f = flips(o, p, idx);
                    if (f == 0) {
                        break;
                    }
                    if (passCount == passes.length) {
                        passes = Arrays.copyOf(passes, Math.max(4, 2 * passCount));
                    }
                    passes[passCount++] = i;
                    long t = p;
                    p = o;
                    o = t;
                    packed ^= 1;
                }
                boolean white = (packed & 1) != 0;
                long t = o & ~f;
                o = p | f | bit;
                p = t;
                packed = ((packed ^ 1) & ~6) | (white ? 4 : 2);
            } else if (idx == -1) {
                int next = passWord(p, o, packed);
                if (next < 0) {
                    break;
                }
                long t = p;
                p = o;
                o = t;
                packed = next;
            } else {
                break;
            }
        }
        return new LeanRun(this, start, p, o, packed, i, passes, passCount, i == count && ends(p, o));
    }

    /**
     * Tells whether a position on the engine path ends the game: the board full (most games end
     * there, and no one has a placement on it), or no placement for either side.
     */
    private boolean ends(long p, long o) {
        return Long.bitCount(p | o) == geometry.size() || legal(p, o) == 0 && legal(o, p) == 0;
    }

    /**
     * The code of a move for {@link #replayEngine}: the square index of a plain placement on this
     * board, -1 for a pass, -2 for any other move and for none.
     *
     * @param m the move
     * @return the code
     */
    int engineCode(Move m) {
        if (m == null) {
            return -2;
        }
        if (m instanceof Move.Place) {
            Move.Place place = (Move.Place) m;
            int idx = eight ? place.index8 : indexByKey[place.plainKey];
            return idx >= 0 ? idx : -2;
        }
        return m.isPass() ? -1 : -2;
    }

    /**
     * Tells whether {@link #replayEngine} can start from a state.
     *
     * @param s the state
     * @return true on the engine path
     */
    boolean replaysOnEngine(GameState s) {
        return onEngine(s);
    }

    /** {@link #play} off the engine path: states with supplies, boards of more than 64 squares. */
    private GameState playOther(GameState s, Move move) {
        if (engine && s.geometry() == geometry && s.words() == null) {
            // supplies: a plain placement that flips is legal unless the supplies are exhausted
            int idx = move instanceof Move.Place ? indexByKey[((Move.Place) move).plainKey] : -1;
            int packed = s.packed();
            boolean white = (packed & 1) != 0;
            long p = white ? s.whiteBits() : s.blackBits();
            long o = white ? s.blackBits() : s.whiteBits();
            if (idx >= 0 && ((p | o) & (1L << idx)) == 0 && !suppliesExhausted(s)) {
                long f = flips(p, o, idx);
                if (f != 0) {
                    p |= (1L << idx) | f;
                    o &= ~f;
                    int np = ((packed ^ 1) & ~6) | (white ? 4 : 2);
                    GameState next = new GameState(geometry, white ? o : p, white ? p : o, null, np, s.ext());
                    return s.hasSupplies() ? takeDisc(next, white ? Color.WHITE : Color.BLACK) : next;
                }
            }
        } else if (s.words() != null && opening != Opening.OPEN_CENTER && s.geometry() == geometry && !move.isPass()
                && placementRule == null) {
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
        int idx = move instanceof Move.Place ? indexByKey[((Move.Place) move).plainKey] : -1;
        if (idx < 0) {
            return null;
        }
        long[] bw = s.words();
        int n = LargeEngine.words(geometry);
        if (LargeEngine.get(bw, 0, idx) || LargeEngine.get(bw, n, idx) || suppliesExhausted(s)
                || blockedWords != null && LargeEngine.get(blockedWords, 0, idx)) {
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
            throw reject(s, move, IllegalMoveException.Reason.GAME_OVER, side);
        }
        Board b = s.board();
        boolean opening = inOpeningPhase(s);
        boolean canPlace = opening || canPlace(s, side);
        if (move instanceof Move.End) {
            throw reject(s, move, IllegalMoveException.Reason.END_NOT_ALLOWED, side);
        }
        if (move instanceof Move.Variant) {
            throw reject(s, move, IllegalMoveException.Reason.UNSUPPORTED_MOVE, side);
        }
        if (move.isPass()) {
            if (canPlace) {
                throw reject(s, move, IllegalMoveException.Reason.PASS_NOT_ALLOWED, side);
            }
            return s.withToMove(side.opponent());
        }
        Square sq = ((Move.Place) move).at();
        if (!geometry.contains(sq)) {
            throw reject(s, move, IllegalMoveException.Reason.NOT_ON_BOARD, side);
        }
        if (blocked.contains(sq)) {
            throw reject(s, move, IllegalMoveException.Reason.BLOCKED_SQUARE, side);
        }
        Optional<Color> there = b.colorAt(sq);
        if (there.isPresent()) {
            throw reject(s, move, IllegalMoveException.Reason.OCCUPIED, there.get());
        }
        Board next;
        if (opening) {
            if (!geometry.center().contains(sq)) {
                throw reject(s, move, IllegalMoveException.Reason.NOT_IN_CENTER, side);
            }
            next = b.with(sq, side);
        } else {
            if (!canPlace) {
                throw reject(s, move, IllegalMoveException.Reason.MUST_PASS, side);
            }
            SquareSet f = b.flips(sq, side);
            if (f.isEmpty()) {
                throw reject(s, move, IllegalMoveException.Reason.NO_FLIP, side);
            }
            if (placementRule != null && !placementRule.allows(s, sq, f)) {
                throw new IllegalMoveException(s, move, placementRule.code(), "the placement rule of these rules"
                        + " does not allow a " + colorName(side) + " disc on " + sq + ", which would flip " + f.size()
                        + (f.size() == 1 ? " disc" : " discs"), List.of());
            }
            next = b.with(sq, side).flip(f);
        }
        GameState n = s.withBoard(next).withToMove(side.opponent()).withLastPlacer(side);
        return n.hasSupplies() ? takeDisc(n, side) : n;
    }

    private IllegalMoveException reject(GameState s, Move move, IllegalMoveException.Reason reason, Color color) {
        return IllegalMoveException.worded(s, move, reason, color, this::colorName);
    }

    @Override
    public Outcome.TwoPlayer outcome(GameState s) {
        if (!isTerminal(s)) {
            throw new IllegalStateException("the game is not over: " + s);
        }
        return outcomeIfEnded(s);
    }

    /**
     * The outcome these rules give a game that ends in a state, without asking whether it has ended:
     * the discs counted, the tie rule and the scoring applied (the replay's fast path, which knows).
     */
    Outcome.TwoPlayer outcomeIfEnded(GameState s) {
        if (onEngine(s)) {
            return outcomeOnEngine(s.moverBits(), s.otherBits(), s.packed());
        }
        Board b = s.board();
        int black = b.count(Color.BLACK);
        int white = b.count(Color.WHITE);
        return outcome(s.packed(), suppliesExhausted(s), black, white,
                blocked.isEmpty() ? b.emptyCount() : b.empties().minus(blocked).size());
    }

    /**
     * {@link #outcomeIfEnded} of a position on the engine path (no blocked square, no supply), given
     * as the discs of the side to move, the other's and the packed word: the discs counted on the
     * two {@code long}s, no state nor board built, and the outcome of those counts shared.
     */
    Outcome.TwoPlayer outcomeOnEngine(long mover, long other, int packed) {
        int moverCount = Long.bitCount(mover);
        int otherCount = Long.bitCount(other);
        boolean whiteToMove = (packed & 1) != 0;
        int black = whiteToMove ? otherCount : moverCount;
        int white = whiteToMove ? moverCount : otherCount;
        int size = geometry.size();
        if (black == white && tieRule == TieRule.LAST_DISC_PLACED) {
            // the winner of this draw depends on who placed last, which the discs do not tell
            return outcome(packed, false, black, white, size - black - white);
        }
        Outcome.TwoPlayer[] known = engineOutcomes;
        if (known == null) {
            known = new Outcome.TwoPlayer[(size + 1) * (size + 1)];
            engineOutcomes = known;
        }
        int key = black * (size + 1) + white;
        Outcome.TwoPlayer o = known[key];
        if (o == null) {
            o = outcome(packed, false, black, white, size - black - white);
            known[key] = o;
        }
        return o;
    }

    /**
     * The outcome of a game ended in a state of a packed word (its side to move and last placer),
     * its supplies exhausted or not, its discs and empty squares counted.
     */
    private Outcome.TwoPlayer outcome(int packed, boolean exhausted, int black, int white, int empties) {
        Color winner;
        if (black != white) {
            winner = black > white ? Color.BLACK : Color.WHITE;
        } else {
            switch (tieRule) {
                case LAST_DISC_PLACED:
                    winner = GameState.lastPlacer(packed);
                    break;
                case SECOND_PLAYER:
                    winner = firstToMove.opponent();
                    break;
                default:
                    winner = null;
            }
        }
        Outcome.TwoPlayer o = winner == null ? Outcome.draw(black, white, empties) : Outcome.win(winner, black, white, empties);
        if (exhausted && o.termination() == Outcome.Termination.NO_MOVES) {
            o = o.withTermination(Outcome.Termination.SUPPLY_EXHAUSTED);
        }
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
                && tieRule == r.tieRule && supply == r.supply && scoring == r.scoring && blocked.equals(r.blocked)
                && Objects.equals(placementRule, r.placementRule);
    }

    @Override
    public int hashCode() {
        return Objects.hash(geometry, opening, firstToMove, tieRule, supply, scoring, blocked, placementRule);
    }

    /**
     * Returns the symmetries of the board that map the blocked squares onto themselves: all of the
     * board's when no square is blocked.
     *
     * @return the symmetries, starting with the identity
     */
    @Override
    public List<Symmetry> symmetries() {
        return symmetries;
    }

    /**
     * Returns the rule set's id, followed by the placement rule when one is set: {@code othello},
     * {@code othello(size=6x6) with placement rule MaxFlips[most=2]}. Without a placement rule it is
     * the id, which {@link RuleSets#of(String)} reads back.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return placementRule == null ? id() : id() + " with placement rule " + placementRule;
    }
}
