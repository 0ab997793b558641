package io.github.reversi4j.variants;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.Symmetry;
import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Reiner Knizia's solo game for the Ravensburger Reversi box (<a href="doc-files/rules.html#S">RULES §S</a>, seeds 000/001). One player
 * plays both colors (<a href="doc-files/rules.html#S1">RULES §S1</a>): each move places a disc of either color, named in the move
 * ({@code X:c4} for Gold, {@code O:c4} for Black: a {@link SoloMove}), on a square
 * with neither disc nor token. 24 tokens (<a href="doc-files/rules.html#S2">RULES §S2</a>) are dealt face down by a seeded shuffle onto a
 * layout around the four center discs. A move is legal when it outflanks a line of the other color
 * (tokens break lines) or wins a token (<a href="doc-files/rules.html#S3">RULES §S3</a>); its effects come in the order of <a href="doc-files/rules.html#S4">RULES §S4</a>: the
 * outflanked lines flip, the face-down tokens orthogonally next to the placed disc turn face up, and
 * the won tokens leave the board. A token is won (<a href="doc-files/rules.html#S5">RULES §S5</a>) when it was already face up before the
 * move, is of the other color than the placed disc, lies directly next to it, and has a disc of the
 * placed color directly beyond it. The game ends (<a href="doc-files/rules.html#S6">RULES §S6</a>) when every token is won, when no
 * placement is legal, when no token left can ever be won, or when the player stops; the score is the
 * number of tokens won, or in the numbered variant the sum of their values, doubled with all four
 * blanks (<a href="doc-files/rules.html#S7">RULES §S7</a>, {@link SoloScoring}), which the
 * outcome gives ({@link SoloOutcome}). {@link SoloView#of(GameState)} is what the player may see
 * (<a href="doc-files/rules.html#S8">RULES §S8</a>).
 * <pre>{@code
 * RuleSets.of("solo-knizia(seed=42)")                      // the deal of seed 42
 * RuleSets.of("solo-knizia(seed=42,scoring=numbered)")     // the numbered variant's score
 * }</pre>
 *
 * <p>Decisions beyond RULES.md:
 * <ul>
 *   <li>Stopping at will (<a href="doc-files/rules.html#S6">RULES §S6</a>) is the move {@link Move#declareEnd()} (text {@code end}),
 *       not a pass: the solo game has no pass at all (<a href="doc-files/rules.html#B4">RULES §B4</a> is a two-player rule), so
 *       {@link Move#pass()} is {@code PASS_NOT_ALLOWED}. The declared end is legal, and listed last in
 *       {@link #legalMoves(GameState)}, whenever the game is not over.</li>
 *   <li>Gold is {@link Color#BLACK} (symbol {@code X}) and Black is {@link Color#WHITE} (symbol
 *       {@code O}), for discs and tokens alike, as in {@link RavensburgerReversi}. The side to move
 *       of a state stays {@link Color#BLACK} and means nothing.</li>
 *   <li>The four center discs are the parallel start of the two-player game ({@link Opening#PARALLEL}:
 *       Gold on {@code e4} and {@code e5}, Black on {@code d4} and {@code d5}); the rule books say the
 *       discs are placed "as in the game for two players".</li>
 *   <li>The shuffle (<a href="doc-files/rules.html#S2">RULES §S2</a>): the tokens in the order of {@link SoloToken#fullSet()} are shuffled by
 *       Fisher-Yates (for i from 23 down to 1, swap i with a position drawn in 0..i) with the SplitMix64
 *       generator of the package documentation seeded with the seed, and dealt onto the layout's
 *       squares in row-major order. The same seed gives the same deal on every JVM and version.</li>
 *   <li>A layout is any 24 distinct squares off the four center squares; the default
 *       ({@link #DEFAULT_LAYOUT}) is the one of <a href="doc-files/rules.html#S2">RULES §S2</a>. With it no empty square has three tokens
 *       orthogonally next to it, so the rule book's second example (a move that wins a token and turns
 *       three new ones) needs another layout.</li>
 *   <li>"The remaining tokens can no longer be won" (<a href="doc-files/rules.html#S6">RULES §S6</a>) is decided from what never changes:
 *       discs stay (their colors may flip), a token's square frees only when the token is won, a
 *       face-down token turns up only beside a new disc, and a token is won only from a free square
 *       next to it against a disc beyond it. {@link SoloView#deadTokens()} gives the exact conditions,
 *       computed as a least fixed point over the tokens, the free squares and the discs, then
 *       decided exactly by a search over the placements, within a budget of positions per call (a
 *       token whose fate the budget leaves open stays in play). It is safe
 *       (no game ends while some sequence of moves still wins a token) and uses only what the player
 *       sees (<a href="doc-files/rules.html#S8">RULES §S8</a>). It reaches further than the axis test of <a href="doc-files/rules.html#S6">RULES §S6</a> (a token with, on every
 *       axis, the board's edge or discs on both sides): a face-down token whose four orthogonal
 *       neighbours hold discs is dead too, since it can never be turned up.</li>
 *   <li>Stopping at will is the player's declared end, not a rule of the board: the pass ends the
 *       game at once, whatever tokens could still be won.</li>
 *   <li>The disc beyond a token (<a href="doc-files/rules.html#S5">RULES §S5</a>) is looked at after the flips of step 1, as the order of
 *       effects says; it makes no difference, since the token breaks the line through that disc.</li>
 *   <li>There is no disc supply: the box's 64 discs are more than the 40 free squares.</li>
 * </ul>
 *
 * <p>This class is immutable and thread-safe.
 */
final class KniziaSolo implements Rules {


    /** The provider id, {@code solo-knizia}. */
    public static final String ID = "solo-knizia";

    /** The number of tokens (<a href="doc-files/rules.html#S2">RULES §S2</a>). */
    public static final int TOKENS = 24;

    /**
     * The default layout of <a href="doc-files/rules.html#S2">RULES §S2</a>: the 20 squares of the {@code b2-g7} frame and {@code c3},
     * {@code f3}, {@code c6}, {@code f6}.
     */
    public static final SquareSet DEFAULT_LAYOUT = squares(
            "b2 c2 d2 e2 f2 g2 b3 c3 f3 g3 b4 g4 b5 g5 b6 c6 f6 g6 b7 c7 d7 e7 f7 g7");

    private static final Direction[] ORTHOGONAL = {Direction.N, Direction.E, Direction.S, Direction.W};

    private final long seed;
    private final SquareSet layout;
    private final SoloScoring scoring;
    private final GameState initial;

    private KniziaSolo(long seed, SquareSet layout, SoloScoring scoring) {
        if (!layout.geometry().equals(Geometry.STANDARD)) {
            throw new IllegalArgumentException("the solo game is played on 8x8, not " + layout.geometry());
        }
        if (layout.size() != TOKENS) {
            throw new IllegalArgumentException("a layout has " + TOKENS + " squares, not " + layout.size() + ": " + layout);
        }
        for (Square c : Geometry.STANDARD.center()) {
            if (layout.contains(c)) {
                throw new IllegalArgumentException("a layout leaves the center squares to the discs: " + c + " is in " + layout);
            }
        }
        this.seed = seed;
        this.layout = layout;
        this.scoring = scoring;
        this.initial = GameState.of(Opening.PARALLEL.board(Geometry.STANDARD), Color.BLACK)
                .withExtension(deal(seed, layout));
    }

    /**
     * Returns the squares of the 8x8 board named in a text, separated by spaces, commas or hyphens
     * (a layout as written in an id: {@code b2-c2-d2...}).
     *
     * @param text the squares
     * @return the set
     * @throws IllegalArgumentException if a name is not a square of the 8x8 board
     */
    public static SquareSet squares(String text) {
        List<Square> list = new ArrayList<>();
        for (String part : text.strip().split("[\\s,-]+")) {
            if (!part.isEmpty()) {
                Square sq = Square.parse(part);
                if (!Geometry.STANDARD.contains(sq)) {
                    throw new IllegalArgumentException(sq + " is not on the 8x8 board");
                }
                list.add(sq);
            }
        }
        return SquareSet.of(Geometry.STANDARD, list);
    }

    /**
     * Returns the solo game with the tokens dealt from a seed onto the default layout, scored by count.
     *
     * @param seed the seed of the shuffle (<a href="doc-files/rules.html#S2">RULES §S2</a>)
     * @return the rules
     */
    public static KniziaSolo of(long seed) {
        return new KniziaSolo(seed, DEFAULT_LAYOUT, SoloScoring.COUNT);
    }

    /**
     * Returns these rules with another token layout (<a href="doc-files/rules.html#S2">RULES §S2</a>).
     *
     * @param newLayout 24 squares of the 8x8 board, none of them a center square
     * @return the rules
     * @throws IllegalArgumentException if the layout is not valid
     */
    public KniziaSolo withLayout(SquareSet newLayout) {
        return new KniziaSolo(seed, Objects.requireNonNull(newLayout), scoring);
    }

    /**
     * Returns these rules with another scoring (<a href="doc-files/rules.html#S7">RULES §S7</a>).
     *
     * @param newScoring the scoring
     * @return the rules
     */
    public KniziaSolo withScoring(SoloScoring newScoring) {
        return new KniziaSolo(seed, layout, Objects.requireNonNull(newScoring));
    }

    /**
     * Returns these rules with another seed of the shuffle (<a href="doc-files/rules.html#S2">RULES §S2</a>).
     *
     * @param newSeed the seed
     * @return the rules
     */
    public KniziaSolo withSeed(long newSeed) {
        return new KniziaSolo(newSeed, layout, scoring);
    }

    /**
     * Returns the seed of the shuffle.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Returns the token layout.
     *
     * @return the 24 squares
     */
    public SquareSet layout() {
        return BitboardAccess.squares(Geometry.STANDARD, BitboardAccess.bits(layout));
    }

    /**
     * Returns the scoring.
     *
     * @return the scoring
     */
    public SoloScoring scoring() {
        return scoring;
    }

    /**
     * Deals the 24 tokens face down onto a layout with the seeded shuffle described in the class
     * documentation (<a href="doc-files/rules.html#S2">RULES §S2</a>).
     *
     * @param seed the seed
     * @param layout 24 squares
     * @return the tokens, all face down
     */
    static SoloTokens deal(long seed, SquareSet layout) {
        List<SoloToken> deck = new ArrayList<>(SoloToken.fullSet());
        SplitMix rnd = new SplitMix(seed);
        for (int i = deck.size() - 1; i > 0; i--) {
            Collections.swap(deck, i, rnd.nextInt(i + 1));
        }
        SoloTokens t = SoloTokens.empty(layout.geometry());
        int k = 0;
        for (Square s : layout) {
            t = t.withToken(s, deck.get(k++), false);
        }
        return t;
    }

    /**
     * Returns the tokens of a state of this game.
     *
     * @param state a state of this game
     * @return its tokens
     * @throws IllegalArgumentException if the state has no solo tokens
     */
    public static SoloTokens tokens(GameState state) {
        return state.extension(SoloTokens.class).orElseThrow(
                () -> new IllegalArgumentException("not a state of the solo game (no tokens): " + state));
    }

    /**
     * Returns the score of a state so far (<a href="doc-files/rules.html#S7">RULES §S7</a>): the points of the tokens won.
     *
     * @param state a state of this game
     * @return the points
     */
    public int score(GameState state) {
        return scoring.score(tokens(state).won());
    }

    @Override
    public String id() {
        RuleOptions o = RuleOptions.of(ID).with("seed", Long.toString(seed));
        if (!layout.equals(DEFAULT_LAYOUT)) {
            StringBuilder sb = new StringBuilder();
            for (Square s : layout) {
                sb.append(sb.length() == 0 ? "" : "-").append(s);
            }
            o = o.with("layout", sb.toString());
        }
        return scoring == SoloScoring.COUNT ? o.id() : o.with("scoring", scoring.text()).id();
    }

    @Override
    public Geometry geometry() {
        return Geometry.STANDARD;
    }

    @Override
    public GameState initialState() {
        return initial;
    }

    private static boolean free(Board b, SoloTokens t, Square s) {
        return b.isEmpty(s) && !t.hasToken(s);
    }

    /**
     * Returns the squares of the tokens a disc of a color placed on a square would win (<a href="doc-files/rules.html#S5">RULES §S5</a>):
     * face-up tokens of the other color directly next to it with a disc of its color directly beyond.
     *
     * @param state a state of this game
     * @param square the square of the placed disc
     * @param color the color of the placed disc
     * @return the squares of the won tokens
     */
    public static SquareSet winnable(GameState state, Square square, Color color) {
        return winnable(state.board(), tokens(state), square, color);
    }

    private static SquareSet winnable(Board b, SoloTokens t, Square square, Color color) {
        long won = 0;
        Geometry g = b.geometry();
        for (Direction d : Direction.values()) {
            Optional<Square> next = square.step(d);
            if (next.isEmpty() || !g.contains(next.get()) || !t.isFaceUp(next.get())) {
                continue;
            }
            Optional<Square> beyond = next.get().step(d);
            if (beyond.isEmpty() || !g.contains(beyond.get())) {
                continue;
            }
            if (t.tokenAt(next.get()).orElseThrow().color() == color.opponent()
                    && b.colorAt(beyond.get()).equals(Optional.of(color))) {
                won |= 1L << g.index(next.get());
            }
        }
        return BitboardAccess.squares(g, won);
    }

    private static boolean legal(Board b, SoloTokens t, Square s, Color c) {
        return !b.flips(s, c).isEmpty() || !winnable(b, t, s, c).isEmpty();
    }

    private static List<Move> placements(Board b, SoloTokens t, boolean firstOnly) {
        List<Move> out = new ArrayList<>();
        for (Square s : b.geometry().squares()) {
            if (!free(b, t, s)) {
                continue;
            }
            for (Color c : Color.values()) {
                if (legal(b, t, s, c)) {
                    out.add(new SoloMove(c, s));
                    if (firstOnly) {
                        return out;
                    }
                }
            }
        }
        return out;
    }

    /**
     * Returns the squares of the tokens that can no longer be won (<a href="doc-files/rules.html#S6">RULES §S6</a>), decided from the
     * player's view as {@link SoloView#deadTokens()} describes; the game is over when every token left
     * is among them.
     *
     * @param state a state of this game
     * @return the squares of the dead tokens
     */
    public SquareSet deadTokens(GameState state) {
        return SoloView.of(state).deadTokens();
    }

    /** Whether no token left may still be won (<a href="doc-files/rules.html#S6">RULES §S6</a>, {@link SoloView#deadTokens()}). */
    private static boolean allDead(Board b, SoloTokens t) {
        return SoloEndSearch.decide(BitboardAccess.bits(b, Color.BLACK), BitboardAccess.bits(b, Color.WHITE),
                BitboardAccess.bits(t.faceDownSquares()), t.faceUpBits(Color.BLACK), t.faceUpBits(Color.WHITE),
                true, SoloEndSearch.DEFAULT_BUDGET).alive() == 0;
    }

    private void check(GameState s) {
        if (!s.board().geometry().equals(Geometry.STANDARD)) {
            throw new IllegalArgumentException("a " + s.board().geometry() + " state under the solo game's 8x8 rules");
        }
    }

    /**
     * Returns every legal placement (square by square in row-major order, Gold before Black), then
     * the pass that stops the game (<a href="doc-files/rules.html#S6">RULES §S6</a>); nothing when the game is over.
     *
     * @param state a state of this game
     * @return an unmodifiable list of the legal moves
     */
    @Override
    public List<Move> legalMoves(GameState state) {
        check(state);
        SoloTokens t = tokens(state);
        if (t.isStopped() || t.count() == 0) {
            return List.of();
        }
        Board b = state.board();
        List<Move> out = placements(b, t, false);
        if (out.isEmpty() || allDead(b, t)) {
            return List.of();
        }
        out.add(Move.declareEnd());
        return Collections.unmodifiableList(out);
    }

    /**
     * Tells whether the game is over (<a href="doc-files/rules.html#S6">RULES §S6</a>): every token won, no legal placement, no token that
     * can still be won, or the player stopped.
     *
     * @param state a state of this game
     * @return true when the game is over
     */
    @Override
    public boolean isTerminal(GameState state) {
        check(state);
        SoloTokens t = tokens(state);
        if (t.isStopped() || t.count() == 0) {
            return true;
        }
        Board b = state.board();
        return placements(b, t, true).isEmpty() || allDead(b, t);
    }

    /**
     * Plays a move: a placement naming its color (<a href="doc-files/rules.html#S1">RULES §S1</a>, <a href="doc-files/rules.html#S3">§S3</a>, <a href="doc-files/rules.html#S4">§S4</a>), or the declared end ({@link Move#declareEnd()}) that stops the
     * game (<a href="doc-files/rules.html#S6">RULES §S6</a>).
     *
     * @param state a state of this game
     * @param move the move
     * @return the next state
     * @throws IllegalMoveException if the move is not legal: {@code GAME_OVER}, {@code PASS_NOT_ALLOWED}
     *     (the solo game has no pass), {@code NOT_ON_BOARD}, {@code UNSUPPORTED_MOVE} (a move of another variant), {@code OCCUPIED}
     *     (a disc or a token), the variant's {@link SoloMove#COLOR_REQUIRED} (with the legal moves on that
     *     square as choices) or {@code NO_FLIP} (outflanks no line and wins no token)
     */
    @Override
    public GameState play(GameState state, Move move) {
        if (isTerminal(state)) {
            throw new IllegalMoveException(state, move, "GAME_OVER", "the game is over", List.of());
        }
        SoloTokens t = tokens(state);
        if (move instanceof Move.End) {
            return state.withExtension(t.withStopped());
        }
        if (move.isPass()) {
            throw new IllegalMoveException(state, move, "PASS_NOT_ALLOWED",
                    "a placement is legal, and the solo game has no pass; the move 'end' stops the game", List.of());
        }
        Square sq = move.square().orElseThrow();
        Board b = state.board();
        if (!b.geometry().contains(sq)) {
            throw new IllegalMoveException(state, move, "NOT_ON_BOARD",
                    sq + " is not on the 8x8 board", List.of());
        }
        if (!(move instanceof SoloMove || move instanceof Move.Place)) {
            throw new IllegalMoveException(state, move, "UNSUPPORTED_MOVE",
                    "a move of the solo game names the color of its disc, e.g. X:" + sq, List.of());
        }
        if (!b.isEmpty(sq)) {
            throw new IllegalMoveException(state, move, "OCCUPIED",
                    sq + " holds a " + colorName(b.colorAt(sq).orElseThrow()) + " disc", List.of());
        }
        if (t.hasToken(sq)) {
            throw new IllegalMoveException(state, move, "OCCUPIED",
                    sq + " holds a token", List.of());
        }
        if (move instanceof Move.Place) {
            List<Move> choices = new ArrayList<>(2);
            for (Color c : Color.values()) {
                if (legal(b, t, sq, c)) {
                    choices.add(new SoloMove(c, sq));
                }
            }
            throw new IllegalMoveException(state, move, SoloMove.COLOR_REQUIRED,
                    "name the color of the disc: X:" + sq + " for Gold or O:" + sq + " for Black", choices);
        }
        if (!(move instanceof SoloMove solo)) {
            throw new IllegalStateException("unreachable: the move kinds are checked above");
        }
        Color c = solo.color();
        SquareSet flips = b.flips(sq, c);
        SquareSet won = winnable(b, t, sq, c);
        if (flips.isEmpty() && won.isEmpty()) {
            throw new IllegalMoveException(state, move, "NO_FLIP",
                    "a " + colorName(c) + " disc on " + sq + " outflanks no line and wins no token", List.of());
        }
        // RULES §S4: (1) flip, (2) turn up the orthogonal neighbours, (3) remove the won tokens
        Board next = b.with(sq, c).flip(flips);
        long up = 0;
        for (Direction d : ORTHOGONAL) {
            Optional<Square> n = sq.step(d).filter(b.geometry()::contains);
            if (n.isPresent()) {
                up |= 1L << b.geometry().index(n.get());
            }
        }
        SoloTokens nt = t.withFaceUp(BitboardAccess.squares(b.geometry(), up));
        for (Square w : won) {
            nt = nt.withWon(w);
        }
        return state.withBoard(next).withLastPlacer(c).withExtension(nt);
    }

    /**
     * Returns the outcome (<a href="doc-files/rules.html#S7">RULES §S7</a>): no winner, the points of the won tokens.
     *
     * @param state a terminal state
     * @return the outcome
     * @throws IllegalStateException if the game is not over
     */
    @Override
    public SoloOutcome outcome(GameState state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("the game is not over: " + state);
        }
        SoloTokens t = tokens(state);
        SoloOutcome.Ending end = t.isStopped() ? SoloOutcome.Ending.DECLARED
                : t.count() == 0 ? SoloOutcome.Ending.ALL_TOKENS_WON : SoloOutcome.Ending.NO_TOKEN_WINNABLE;
        Board b = state.board();
        return new SoloOutcome(score(state), end, b.count(Color.BLACK), b.count(Color.WHITE), b.empties().size());
    }

    /**
     * Parses the text of a move of the solo game: a {@link SoloMove} ({@code X:d3}, {@code O:d3}), or
     * a placement, a pass or a declared end ({@link Move#parse(String)}), which {@link #play} refuses
     * or accepts.
     *
     * @param text the text, e.g. {@code X:d3} or {@code end}
     * @return the move
     * @throws TextParseException if the text is not a move
     */
    @Override
    public Move parseMove(String text) {
        Objects.requireNonNull(text, "text");
        int colon = text.indexOf(':');
        if (colon < 0) {
            return Move.parse(text);
        }
        String symbol = text.substring(0, colon).strip();
        Color c = symbol.equals("X") ? Color.BLACK : symbol.equals("O") ? Color.WHITE : null;
        if (c == null) {
            throw new TextParseException("not a move of the solo game: " + Options.quote(text)
                    + " (a color is X or O, e.g. X:d3)", text, 0);
        }
        Square at;
        try {
            at = Square.parse(text.substring(colon + 1).strip());
        } catch (TextParseException e) {
            throw e.within(text, colon + 1);
        }
        return new SoloMove(c, at);
    }

    /**
     * Parses the canonical text of an outcome of the solo game ({@link SoloOutcome}).
     *
     * @param text e.g. {@code NONE 33-27 empties=4 points=11 end=declared}
     * @return the outcome
     * @throws TextParseException if the text is malformed, at the first part found wrong
     */
    @Override
    public SoloOutcome parseOutcome(String text) {
        Objects.requireNonNull(text, "text");
        String[] parts = text.split(" ", -1);
        String[] keys = {"NONE", "", "empties=", "points=", "end="};
        int at = 0;
        int[] n = new int[4];
        if (parts.length != keys.length) {
            throw new TextParseException("not an outcome of the solo game: " + Options.quote(text)
                    + " (expected e.g. NONE 33-27 empties=4 points=11 end=declared)", text, 0);
        }
        for (int k = 0; k < keys.length; k++) {
            String p = parts[k];
            if (!p.startsWith(keys[k]) || k == 0 && !p.equals(keys[0])) {
                throw new TextParseException("expected " + (keys[k].isEmpty() ? "the disc counts" : keys[k]), text, at);
            }
            if (k == 1) {
                int dash = p.indexOf('-');
                n[0] = count(text, at, dash < 0 ? "" : p.substring(0, dash));
                n[1] = count(text, at + dash + 1, dash < 0 ? "" : p.substring(dash + 1));
            } else if (k == 2 || k == 3) {
                n[k] = count(text, at + keys[k].length(), p.substring(keys[k].length()));
            }
            at += p.length() + 1;
        }
        String endText = parts[4].substring(4);
        SoloOutcome.Ending end = SoloOutcome.Ending.ofText(endText).orElseThrow(() -> new TextParseException(
                "the solo game ends declared, all-tokens-won or no-token-winnable, not " + Options.quote(endText), text,
                text.length() - endText.length()));
        try {
            return new SoloOutcome(n[3], end, n[0], n[1], n[2]);
        } catch (IllegalArgumentException e) {
            throw new TextParseException(e.getMessage(), text, 0, e);
        }
    }

    private static int count(String text, int at, String digits) {
        if (digits.isEmpty() || digits.length() > 4) {
            throw new TextParseException("expected a count of 1 to 4 digits", text, at);
        }
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                throw new TextParseException("expected an ASCII digit", text, at + i);
            }
        }
        return Integer.parseInt(digits);
    }

    /**
     * Returns {@code Gold} for {@link Color#BLACK} and {@code Black} for {@link Color#WHITE}.
     *
     * @param color the color
     * @return the display name
     */
    @Override
    public String colorName(Color color) {
        Objects.requireNonNull(color, "color");
        return color == Color.BLACK ? RavensburgerReversi.GOLD : RavensburgerReversi.BLACK;
    }

    /**
     * Returns 1: one player plays both colors (<a href="doc-files/rules.html#S1">RULES §S1</a>).
     *
     * @return 1
     */
    @Override
    public int players() {
        return 1;
    }

    /**
     * Parses the canonical text of a state, with its tokens ({@link SoloTokens}).
     *
     * @param text the text
     * @return the state
     * @throws TextParseException if the text is malformed, has no tokens, or puts a disc on a token's square
     *     (a square holds a disc or a token, never both: <a href="doc-files/rules.html#S1">RULES §S1</a>)
     */
    @Override
    public GameState parseState(String text) {
        int bar = Objects.requireNonNull(text, "text").indexOf(" | ");
        if (bar < 0) {
            throw new TextParseException("a state of the solo game ends with its tokens after ' | '", text, text.length());
        }
        GameState s = GameState.parse(text.substring(0, bar));
        SoloTokens t;
        try {
            t = SoloTokens.parse(Geometry.STANDARD, text.substring(bar + 3).strip());
        } catch (TextParseException e) {
            int from = bar + 3;
            while (from < text.length() && Character.isWhitespace(text.charAt(from))) {
                from++;
            }
            throw e.within(text, from);
        }
        s = s.withExtension(t);
        Board b = s.board();
        for (Square sq : t.squares()) {
            if (!b.isEmpty(sq)) {
                int at = text.indexOf(sq + "=", bar);
                throw new TextParseException("a disc and a token on " + sq + "; a square holds one or the other", text,
                        at < 0 ? 0 : at);
            }
        }
        return s;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof KniziaSolo)) {
            return false;
        }
        KniziaSolo k = (KniziaSolo) o;
        return k.seed == seed && k.layout.equals(layout) && k.scoring == scoring;
    }

    @Override
    public int hashCode() {
        return Objects.hash(seed, layout, scoring);
    }

    /**
     * Returns the id.
     *
     * @return the same as {@link #id()}
     */
    @Override
    public String toString() {
        return id();
    }
}
