package io.github.reversi4j.core;

import java.util.List;
import java.util.Objects;

/**
 * A rule set that passes every call on to another rule set, its delegate: the supported base for a
 * variant that changes part of an existing rule set. A subclass overrides the methods whose rules
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
 *         Optional<Color> winner = b == w ? Optional.empty() : Optional.of(b < w ? Color.BLACK : Color.WHITE);
 *         return Outcome.of(winner, b, w, o.empties());
 *     }
 * }
 * }</pre>
 *
 * <p>What a subclass must keep consistent:
 * <ul>
 *   <li>{@link #id()} is forwarded too; a rule set with rules of its own overrides it, so that its id
 *       names it and {@link RuleSets#of(String)} can find it again.</li>
 *   <li>The methods that {@link Rules} defines in terms of others are forwarded as well, so they
 *       follow the delegate, not the subclass: a subclass that overrides
 *       {@link #play(GameState, Move)} also overrides {@link #isLegal(GameState, Move)}, and one that
 *       overrides {@link #legalMoves(GameState)} also overrides {@link #legalMoveCount(GameState)}.</li>
 *   <li>Two forwarding rule sets are {@linkplain #equals(Object) equal} when they are of the same class
 *       and their delegates are equal; a subclass with state of its own (options beyond the
 *       delegate's) overrides {@link #equals(Object)} and {@link #hashCode()} to compare it as well.</li>
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
     * Returns the delegate's id; a subclass with rules of its own overrides this.
     *
     * @return the id
     */
    @Override
    public String id() {
        return delegate.id();
    }

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

    @Override
    public GameState play(GameState state, Move move) {
        return delegate.play(state, move);
    }

    /**
     * Tells whether a move is legal in a state, by the delegate's rules: a subclass that overrides
     * {@link #play(GameState, Move)} overrides this as well.
     *
     * @param state a state of a game under these rules
     * @param move the move
     * @return the delegate's answer
     */
    @Override
    public boolean isLegal(GameState state, Move move) {
        return delegate.isLegal(state, move);
    }

    /**
     * Returns the number of legal moves of a state, by the delegate's rules: a subclass that overrides
     * {@link #legalMoves(GameState)} overrides this as well.
     *
     * @param state a state of a game under these rules
     * @return the delegate's count
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
     * with state beyond its delegate overrides this (and {@link #hashCode()}).
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
