package io.github.reversi4j.core;

import java.util.List;
import java.util.Objects;

/**
 * A rule set that passes every call on to another rule set, its delegate: the supported base for a
 * variant that changes part of an existing rule set. A subclass OVERRIDES the methods whose rules
 * differ and inherits the others, which call the delegate directly (no copy, no allocation).
 *
 * <p>An anti variant of Othello, in which the fewer discs win (<a href="doc-files/rules.html#X2">RULES §X2</a>), changes the outcome alone:
 * <pre>{@code
 * public final class FewestDiscsWin extends ForwardingRules<StandardRules> {
 *
 *     public FewestDiscsWin(StandardRules rules) {
 *         super(rules);
 *     }
 *
 *     public String id() {
 *         return "fewest-discs-win";
 *     }
 *
 *     public Outcome outcome(GameState state) {
 *         Outcome o = delegate().outcome(state);
 *         int b = o.discs(Color.BLACK);
 *         int w = o.discs(Color.WHITE);
 *         return b == w ? Outcome.draw(b, w, o.empties())
 *                 : Outcome.win(b < w ? Color.BLACK : Color.WHITE, b, w, o.empties());
 *     }
 * }
 * }</pre>
 *
 * <p>What a subclass must keep consistent:
 * <ul>
 *   <li>{@link #id()} is abstract: a variant names itself, so that {@link RuleSets#of(String)} finds
 *       it again and its records never read back under the delegate's rules.</li>
 *   <li>{@link #isLegal(GameState, Move)} and {@link #legalMoveCount(GameState)} go to the
 *       delegate's fast answers; a subclass that overrides {@link #play(GameState, Move)} or
 *       {@link #legalMoves(GameState)} overrides them too. The contract suites of
 *       {@code reversi-testkit} check that {@code isLegal} agrees with {@code play} and
 *       {@code legalMoveCount} with {@code legalMoves}.</li>
 *   <li>A variant that only forbids some squares does not extend this class: it plays
 *       {@link StandardRules#withBlockedSquares(SquareSet)}, whose moves, passes, end and
 *       symmetries already leave the squares out.</li>
 *   <li>A rejection of the delegate's reaches the caller in this rule set's color names.</li>
 *   <li>{@link #legalMoves(GameState)}, {@link #play(GameState, Move)}, {@link #isTerminal(GameState)}
 *       and {@link #outcome(GameState)} agree: a subclass that forbids placements the delegate allows
 *       OVERRIDES all four, for the delegate would still see moves where this rule set sees none - a
 *       lone {@link Move#pass()} when only the side to move is stuck, the end of the game when both
 *       are - and its {@code outcome} would then refuse a state that is over here. Its {@code play}
 *       then also answers a placement where only the pass is left with
 *       {@link IllegalMoveException.Reason#MUST_PASS MUST_PASS}, as {@link Rules#play(GameState, Move)}
 *       promises: the delegate, seeing a move, would answer something else.
 *       {@link StandardRules#withPlacementRule(PlacementRule)} does all of this for a rule that
 *       forbids placements, with no override.</li>
 *   <li>Two forwarding rule sets are {@linkplain #equals(Object) equal} when they are of the same class
 *       and their delegates are equal; a subclass with state of its own (options beyond the
 *       delegate's) OVERRIDES {@link #equals(Object)} and {@link #hashCode()} to compare it as well.</li>
 *   <li>{@link #toString()} is the {@link #id()}, as for every rule set of the library, and cannot be
 *       overridden.</li>
 * </ul>
 *
 * <p>A subclass is immutable and thread-safe when its delegate and its own fields are.
 *
 * @param <R> the type of the delegate, so that a subclass reaches its options without a cast
 */
public abstract class ForwardingRules<R extends Rules> implements Rules {

    private final R delegate;

    /**
     * Creates a rule set forwarding to a delegate.
     *
     * @param delegate the rule set the calls go to
     * @throws NullPointerException if the delegate is null
     */
    protected ForwardingRules(R delegate) {
        this(Objects.requireNonNull(delegate, "delegate"), true);
    }

    /*
     * The null check runs in the argument of this(...), before Object's constructor: a null delegate
     * leaves no partially built instance behind (no finalizer attack on a subclass).
     */
    private ForwardingRules(R checkedDelegate, boolean checked) {
        this.delegate = checkedDelegate;
    }

    /**
     * Returns the rule set the calls go to.
     *
     * @return the delegate
     */
    protected final R delegate() {
        return delegate;
    }

    /**
     * Returns this rule set's own id. It is abstract: a variant always names itself, for an id
     * forwarded from the delegate would make the variant's records read back under the delegate's
     * rules.
     *
     * @return the id, which {@link RuleSets#of(String)} turns back into an equal rule set
     */
    @Override
    public abstract String id();

    @Override
    public Geometry geometry() {
        return delegate.geometry();
    }

    @Override
    public GameState initialState() {
        return delegate.initialState();
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return delegate.legalMoves(state);
    }

    /**
     * Plays a move by the delegate's rules. A rejection of the library's wording is worded again with
     * this rule set's {@linkplain #colorName(Color) color names}.
     *
     * @param state a state of a game under these rules
     * @param move the move
     * @return the delegate's next state
     * @throws IllegalMoveException if the delegate rejects the move
     */
    @Override
    public GameState play(GameState state, Move move) {
        try {
            return delegate.play(state, move);
        } catch (IllegalMoveException e) {
            throw e.reworded(move, this::colorName);
        }
    }

    /**
     * Tells whether a move is legal in a state: the delegate's answer, which it gives without building
     * the next state. A subclass that overrides {@link #play(GameState, Move)} OVERRIDES this too, so
     * that the two agree; {@code RulesContract} of {@code reversi-testkit} checks that they do.
     *
     * @param state a state of a game under these rules
     * @param move the move
     * @return true if {@code play} accepts the move
     */
    @Override
    public boolean isLegal(GameState state, Move move) {
        return delegate.isLegal(state, move);
    }

    /**
     * Returns the number of legal moves of a state: the delegate's count, which it gives without
     * building the list. A subclass that overrides {@link #legalMoves(GameState)} OVERRIDES this too
     * (the size of its own list will do); {@code RulesContract} checks that the two agree.
     *
     * @param state a state of a game under these rules
     * @return the number of legal moves, 0 when the game is over
     */
    @Override
    public int legalMoveCount(GameState state) {
        return delegate.legalMoveCount(state);
    }

    @Override
    public boolean isTerminal(GameState state) {
        return delegate.isTerminal(state);
    }

    @Override
    public Outcome outcome(GameState state) {
        return delegate.outcome(state);
    }

    @Override
    public String colorName(Color color) {
        return delegate.colorName(color);
    }

    @Override
    public int players() {
        return delegate.players();
    }

    @Override
    public List<Symmetry> symmetries() {
        return delegate.symmetries();
    }

    @Override
    public GameState parseState(String text) {
        return delegate.parseState(text);
    }

    /**
     * Tells whether another object is a rule set of the same class with an equal delegate. A subclass
     * with state beyond its delegate OVERRIDES this (and {@link #hashCode()}).
     *
     * @param o the other object
     * @return true if it is of the same class and its delegate is equal
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o != null && o.getClass() == getClass() && ((ForwardingRules<?>) o).delegate.equals(delegate);
    }

    /**
     * Returns a hash code from the class name and the delegate, consistent with {@link #equals(Object)}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return getClass().getName().hashCode() * 31 + delegate.hashCode();
    }

    /**
     * Returns the id.
     *
     * @return the same as {@link #id()}
     */
    @Override
    public final String toString() {
        return id();
    }
}
