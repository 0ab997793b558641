package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The Othello game types of the GGS server that change the rules of a game record (<a href="doc-files/formats.html#2.4">FORMATS §2.4</a>,
 * <a href="doc-files/rules.html#X">RULES §X</a>): the board size, komi ({@code k}: a fractional disc handicap subtracted from Black's
 * margin), anti ({@code a}: the most discs lose, <a href="doc-files/rules.html#X2">RULES §X2</a>) and random starting positions
 * ({@code r<n>}: a start with n discs). Synchro ({@code s}) is a property of a match of two games, not
 * of a game's rules, and maps to nothing here.
 *
 * <p>The id is {@code ggs} with options {@code size}, {@code komi}, {@code anti}, {@code random} and
 * {@code seed}. A GGF {@code TY} value maps to an id letter by letter:
 * <table>
 *   <caption>GGF game types and their rule-set ids</caption>
 *   <tr><th>{@code TY}</th><th>id</th></tr>
 *   <tr><td>{@code 8}, {@code s8}</td><td>{@code ggs} (the same game as {@code othello})</td></tr>
 *   <tr><td>{@code 10}, {@code s10}</td><td>{@code ggs(size=10x10)}</td></tr>
 *   <tr><td>{@code 8k} with {@code KM[-0.5]}</td><td>{@code ggs(komi=-0.5)}</td></tr>
 *   <tr><td>{@code 8a}</td><td>{@code ggs(anti=true)}</td></tr>
 *   <tr><td>{@code s8r20}</td><td>{@code ggs(random=20)}, the start read from {@code BO}</td></tr>
 *   <tr><td>{@code 8kr20} with {@code KM[1]}</td><td>{@code ggs(komi=1,random=20)}</td></tr>
 * </table>
 * A record of a random-start game keeps its own start position (a GGF {@code BO}); the rules accept
 * any start. The start these rules generate themselves, {@link #initialState()}, is reproducible from
 * the {@code seed} (default 0): from the crossed start, uniformly random legal moves (passes included)
 * drawn with the generator described in the package documentation until the board holds n discs;
 * a line of play that ends earlier is dropped and the next one drawn. How the GGS server itself draws
 * its positions is not documented, so these starts are not the server's.
 *
 * <p>Decisions beyond RULES.md and FORMATS.md:
 * <ul>
 *   <li>The outcome of a komi game is {@link Outcome.TwoPlayer#withKomi(BigDecimal)} of the Othello outcome:
 *       Black wins when its disc margin minus the komi is positive, and {@link Outcome.TwoPlayer#margin()} is
 *       GGF's {@code RE} (a final 36-28 with komi -0.5 gives +8.5).</li>
 *   <li>Anti games follow {@link AntiOthello}: raw disc counts, the fewer discs win. What komi means
 *       in an anti game is not documented, so anti with a non-zero komi is rejected.</li>
 *   <li>{@code random=n} needs 4 &lt;= n &lt;= width * height - 16 (GGS's bound); {@code seed} is
 *       only accepted together with {@code random}. The octagonal board of GGS ({@code 88}) is not
 *       supported.</li>
 * </ul>
 *
 * <p>This class is immutable and thread-safe.
 */
final class GgsOthello extends ForwardingRules<StandardRules> {

    /** The provider id, {@code ggs}. */
    public static final String ID = "ggs";

    private static final int ATTEMPTS = 10_000;
    /** The values the id leaves out. */
    private static final RuleOptions ID_DEFAULTS = RuleOptions.parse("ggs(size=8x8,komi=0,anti=false,seed=0)");
    /** The largest komi in size: the squares of the largest board. */
    static final BigDecimal MAX_KOMI = BigDecimal.valueOf(256);
    /** The most decimals a komi has. */
    private static final int MAX_KOMI_SCALE = 9;

    private final BigDecimal komi;
    private final boolean anti;
    private final int random;
    private final long seed;
    private final GameState initial;

    private GgsOthello(Geometry geometry, BigDecimal komi, boolean anti, int random, long seed) {
        super(StandardRules.othello().withGeometry(geometry));
        this.komi = checkKomi(komi);
        if (anti && this.komi.signum() != 0) {
            throw new IllegalArgumentException("komi in an anti game is not supported (its meaning is not documented)");
        }
        if (random != 0 && geometry.size() - 16 < 4) {
            throw new IllegalArgumentException("a random start needs a board of at least 20 squares (4 to width x height"
                    + " - 16 discs); " + geometry + " has " + geometry.size());
        }
        if (random != 0 && (random < 4 || random > geometry.size() - 16)) {
            throw new IllegalArgumentException("a random start on " + geometry + " has 4 to " + (geometry.size() - 16)
                    + " discs: " + random);
        }
        if (random == 0 && seed != 0) {
            throw new IllegalArgumentException("a seed is only meaningful with a random start (random=n)");
        }
        this.anti = anti;
        this.random = random;
        this.seed = seed;
        this.initial = random == 0 ? delegate().initialState() : randomStart(delegate(), random, seed);
    }

    private static BigDecimal checkKomi(BigDecimal komi) {
        if (komi.signum() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal k = komi.stripTrailingZeros();
        if (k.abs().compareTo(MAX_KOMI) > 0 || k.scale() > MAX_KOMI_SCALE) {
            throw new IllegalArgumentException("a komi is at most " + MAX_KOMI + " in size, with at most "
                    + MAX_KOMI_SCALE + " decimals");
        }
        return k;
    }

    /**
     * Returns the GGS game type of plain 8x8 Othello.
     *
     * @return the rules, id {@code ggs}
     */
    public static GgsOthello of() {
        return new GgsOthello(Geometry.STANDARD, BigDecimal.ZERO, false, 0, 0);
    }

    /**
     * Returns these rules on another board.
     *
     * @param geometry the board's shape
     * @return the rules
     * @throws IllegalArgumentException if the random start does not fit the board
     */
    public GgsOthello withGeometry(Geometry geometry) {
        return new GgsOthello(Objects.requireNonNull(geometry), komi, anti, random, seed);
    }

    /**
     * Returns these rules with a komi ({@code k}), the handicap subtracted from Black's disc margin.
     *
     * @param newKomi the komi, as in GGF's {@code KM}
     * @return the rules
     * @throws IllegalArgumentException if the game is anti and the komi is not zero, or the komi is
     *     beyond 256 in size (the squares of the largest board) or has more than 9 decimals
     */
    public GgsOthello withKomi(BigDecimal newKomi) {
        return new GgsOthello(geometry(), Objects.requireNonNull(newKomi), anti, random, seed);
    }

    /**
     * Returns these rules as an anti game ({@code a}, <a href="doc-files/rules.html#X2">RULES §X2</a>) or not.
     *
     * @param newAnti true when the most discs lose
     * @return the rules
     * @throws IllegalArgumentException if the komi is not zero
     */
    public GgsOthello withAnti(boolean newAnti) {
        return new GgsOthello(geometry(), komi, newAnti, random, seed);
    }

    /**
     * Returns these rules with a random start ({@code r<n>}) drawn from a seed.
     *
     * @param discs the discs of the start, 4 .. width * height - 16
     * @param newSeed the seed of {@link #initialState()}
     * @return the rules
     * @throws IllegalArgumentException if the disc count is out of range
     */
    public GgsOthello withRandomStart(int discs, long newSeed) {
        if (discs == 0) {
            throw new IllegalArgumentException("a random start has 4 or more discs");
        }
        return new GgsOthello(geometry(), komi, anti, discs, newSeed);
    }

    /**
     * Returns the komi.
     *
     * @return the komi, zero when none
     */
    public BigDecimal komi() {
        return komi;
    }

    /**
     * Tells whether the most discs lose (<a href="doc-files/rules.html#X2">RULES §X2</a>).
     *
     * @return true for an anti game
     */
    public boolean isAnti() {
        return anti;
    }

    /**
     * Returns the disc count of the random start.
     *
     * @return the count, or 0 for the standard start
     */
    public int randomDiscs() {
        return random;
    }

    /**
     * Returns the seed of the random start.
     *
     * @return the seed, 0 by default
     */
    public long seed() {
        return seed;
    }

    static GameState randomStart(StandardRules rules, int discs, long seed) {
        SplitMix rnd = new SplitMix(seed);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            GameState s = rules.initialState();
            while (s.board().count(Color.BLACK) + s.board().count(Color.WHITE) < discs) {
                List<Move> moves = rules.legalMoves(s);
                if (moves.isEmpty()) {
                    break;
                }
                s = rules.play(s, moves.get(rnd.nextInt(moves.size())));
            }
            if (s.board().empties().size() == rules.geometry().size() - discs && !rules.isTerminal(s)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no random start of " + discs + " discs found from seed " + seed);
    }

    @Override
    public String id() {
        RuleOptions o = RuleOptions.of(ID).with("size", geometry().toString()).with("komi", komi.toPlainString())
                .with("anti", Boolean.toString(anti));
        if (random != 0) {
            o = o.with("random", Integer.toString(random)).with("seed", Long.toString(seed));
        }
        return o.changedFrom(ID_DEFAULTS).id();
    }

    @Override
    public GameState initialState() {
        return initial;
    }

    /**
     * Returns the outcome: Othello's, reversed in an anti game (<a href="doc-files/rules.html#X2">RULES §X2</a>), with the komi applied.
     *
     * @param state a terminal state
     * @return the outcome
     * @throws IllegalStateException if the game is not over
     */
    @Override
    public Outcome.TwoPlayer outcome(GameState state) {
        Outcome.TwoPlayer o = delegate().outcome(state);
        if (anti) {
            return AntiOthello.reverse(o);
        }
        return komi.signum() == 0 ? o : o.withKomi(komi);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof GgsOthello)) {
            return false;
        }
        GgsOthello g = (GgsOthello) o;
        return g.delegate().equals(delegate()) && g.komi.compareTo(komi) == 0 && g.anti == anti && g.random == random
                && g.seed == seed;
    }

    @Override
    public int hashCode() {
        return Objects.hash(delegate(), komi, anti, random, seed);
    }
}
