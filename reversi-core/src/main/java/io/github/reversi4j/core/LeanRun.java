package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.Bridge;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * The lean replay: moves played in order from a state, a placement met where the side to move must
 * pass played after the forced pass, up to the first illegal move, keeping only the last state; on
 * the engine path of {@link StandardRules} with no object per move. The library's own modules reach
 * it through {@code io.github.reversi4j.core.internal.fastpath.LeanReplay}, which documents it.
 */
final class LeanRun implements Bridge.Run<Rules, GameState, Outcome, IllegalMoveException> {

    private static final int[] NO_PASSES = {};

    private final Rules rules;
    /** The start, whose board and extension the last state shares on the engine path. */
    private final GameState start;
    /** On the engine path, the last position: the discs of the side to move, the other's, the packed word. */
    private final long mover;
    private final long other;
    private final int packed;
    /** The last state: given off the engine path, built when first asked for on it. */
    private GameState finalState;
    /** The index of the first move not played: the count when every move was played. */
    private final int next;
    private final IllegalMoveException error;
    private final int[] passes;
    private final int passCount;
    private final boolean finished;

    /** A replay that the engine path of the standard rules stopped at a move of an index. */
    LeanRun(StandardRules rules, GameState start, long mover, long other, int packed, int next, int[] passes,
            int passCount, boolean finished) {
        this.rules = rules;
        this.start = start;
        this.mover = mover;
        this.other = other;
        this.packed = packed;
        this.next = next;
        this.error = null;
        this.passes = passes;
        this.passCount = passCount;
        this.finished = finished;
    }

    /** A replay off the engine path, or handed over by it. */
    private LeanRun(Rules rules, GameState finalState, int next, IllegalMoveException error, Passes run) {
        this.rules = rules;
        this.start = finalState;
        this.mover = 0;
        this.other = 0;
        this.packed = 0;
        this.finalState = finalState;
        this.next = next;
        this.error = error;
        this.passes = run.passes;
        this.passCount = run.passCount;
        this.finished = error == null && rules.isTerminal(finalState);
    }

    /** The forced passes of a replay off the engine path (rare: no object on the engine path). */
    private static final class Passes {
        private int[] passes;
        private int passCount;

        Passes(int[] passes, int passCount) {
            this.passes = passes;
            this.passCount = passCount;
        }

        /** Notes a forced pass played before the move of an index. */
        void forcedPass(int index) {
            if (passCount == passes.length) {
                passes = Arrays.copyOf(passes, Math.max(4, 2 * passCount));
            }
            passes[passCount++] = index;
        }
    }

    /** The index of the first move not played; for the engine path, which stops before a move it hands over. */
    int next() {
        return next;
    }

    /** Goes on, with the rules' {@link Rules#play}, from the move at which the engine path stopped. */
    private static LeanRun handOver(Rules rules, LeanRun engine, int count, IntFunction<Move> moves) {
        Passes run = new Passes(engine.passes.length == 0 ? NO_PASSES : engine.passes.clone(), engine.passCount);
        return replay(rules, engine.finalState(), engine.next, count, moves, run);
    }

    /** Plays moves from an index with the rules' {@link Rules#play}. */
    private static LeanRun replay(Rules rules, GameState from, int first, int count, IntFunction<Move> moves,
            Passes run) {
        GameState s = from;
        for (int i = first; i < count; i++) {
            Move m = moves.apply(i);
            try {
                s = playForcingPass(rules, s, m, i, run);
            } catch (IllegalMoveException e) {
                return new LeanRun(rules, s, i, e, run);
            }
        }
        return new LeanRun(rules, s, count, null, run);
    }

    /**
     * Replays moves from a state.
     *
     * @param rules the rules
     * @param start the state before the first move, of a game under these rules
     * @param moves the moves; forced passes may be written or left out
     * @return the replay, up to the first illegal move
     * @throws NullPointerException if an argument or a move is null
     * @throws RuntimeException whatever the rules' {@link Rules#play} throws other than an
     *     {@link IllegalMoveException} (such as a state of another board)
     */
    static LeanRun of(Rules rules, GameState start, List<Move> moves) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "moves");
        int count = moves.size();
        if (rules instanceof StandardRules && ((StandardRules) rules).replaysOnEngine(start)) {
            LeanRun r = ((StandardRules) rules).replayEngine(start, moves);
            return r.next == count ? r : handOver(rules, r, count, read(moves));
        }
        return replay(rules, start, 0, count, read(moves), new Passes(NO_PASSES, 0));
    }

    /** The moves of a list, each checked not null (made only off the engine path). */
    private static IntFunction<Move> read(List<Move> moves) {
        return i -> Objects.requireNonNull(moves.get(i), "move");
    }

    /**
     * Replays moves given as square indices, the form of archives that store a game as bytes (such
     * as WTHOR): the moves are read one at a time, without a {@link Move} each on the bitboard path.
     * Move {@code i} is the placement on the square of index {@code squareIndex.applyAsInt(i)} on the
     * rules' board ({@link Geometry#index(Square)}, row-major from {@code a1}), or a pass for -1.
     *
     * @param rules the rules
     * @param start the state before the first move, of a game under these rules
     * @param count the number of moves, 0 or more
     * @param squareIndex the square index of each move, -1 for a pass
     * @return the replay, up to the first illegal move
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the count is negative, or a move reached is neither -1 nor
     *     the index of a square of the board
     * @throws RuntimeException whatever the rules' {@link Rules#play} throws other than an
     *     {@link IllegalMoveException} (such as a state of another board)
     */
    static LeanRun of(Rules rules, GameState start, int count, IntUnaryOperator squareIndex) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(squareIndex, "squareIndex");
        if (count < 0) {
            throw new IllegalArgumentException("negative number of moves: " + count);
        }
        if (rules instanceof StandardRules && ((StandardRules) rules).replaysOnEngine(start)) {
            LeanRun r = ((StandardRules) rules).replayEngineIndexed(start, count, squareIndex);
            return r.next == count ? r : handOver(rules, r, count, indexed(rules.geometry(), squareIndex));
        }
        return replay(rules, start, 0, count, indexed(rules.geometry(), squareIndex), new Passes(NO_PASSES, 0));
    }

    /** The moves of square indices, each checked. */
    private static IntFunction<Move> indexed(Geometry g, IntUnaryOperator squareIndex) {
        return i -> {
            int idx = squareIndex.applyAsInt(i);
            if (idx < -1 || idx >= g.size()) {
                throw new IllegalArgumentException("move " + i + ": " + idx + " is not a square index of the "
                        + g + " board, nor -1 for a pass");
            }
            return idx == -1 ? Move.pass() : Move.place(g.square(idx));
        };
    }

    /**
     * Plays a move; a placement the rules refuse as {@link IllegalMoveException.Reason#MUST_PASS
     * MUST_PASS} is played after the pass.
     */
    private static GameState playForcingPass(Rules rules, GameState s, Move m, int i, Passes run) {
        try {
            return rules.play(s, m);
        } catch (IllegalMoveException e) {
            if (m.square().isEmpty() || e.reason() != IllegalMoveException.Reason.MUST_PASS) {
                throw e;
            }
            GameState next = rules.play(rules.play(s, Move.pass()), m);
            run.forcedPass(i);
            return next;
        }
    }

    /**
     * Returns the rules the moves were played under.
     *
     * @return the rules
     */
    @Override
    public Rules rules() {
        return rules;
    }

    /**
     * Returns the last state reached: after the last move when every move is legal, else before the
     * first illegal move (and before the forced pass tried ahead of it).
     *
     * @return the state
     */
    @Override
    public GameState finalState() {
        GameState s = finalState;
        if (s == null) {
            // the engine path: built once, when asked for (a racing second build is an equal state)
            s = GameState.relative(start.geometry(), mover, other, packed, start.ext());
            finalState = s;
        }
        return s;
    }

    /**
     * Tells whether every move is legal.
     *
     * @return true when every move was played
     */
    @Override
    public boolean isValid() {
        return error == null;
    }

    /**
     * Returns the zero-based index of the first illegal move in the list of moves.
     *
     * @return the index, or empty when every move is legal
     */
    @Override
    public OptionalInt firstBadMove() {
        return error == null ? OptionalInt.empty() : OptionalInt.of(next);
    }

    /**
     * Returns why the first illegal move is illegal: the rules' own rejection (of the move, or of the
     * move after the forced pass when the side to move had no placement).
     *
     * @return the exception, carrying the state, move and reason; empty when every move is legal
     */
    @Override
    public Optional<IllegalMoveException> error() {
        return Optional.ofNullable(error);
    }

    /**
     * Returns where forced passes were played that the moves leave out: the index of each move that a
     * pass preceded, in ascending order. Passes written in the moves are moves, not listed here.
     *
     * @return an unmodifiable list, empty when every pass played is written
     */
    @Override
    public List<Integer> forcedPasses() {
        if (passCount == 0) {
            return List.of();
        }
        Integer[] boxed = new Integer[passCount];
        for (int k = 0; k < passCount; k++) {
            boxed[k] = passes[k];
        }
        return List.of(boxed);
    }

    /**
     * Tells whether every move is legal and the last state ends the game ({@link Rules#isTerminal}).
     *
     * @return true for a complete game
     */
    @Override
    public boolean isFinished() {
        return finished;
    }

    /**
     * Returns the outcome of a finished game, as the rules give it ({@link Rules#outcome}).
     *
     * @return the outcome, or empty when a move is illegal or the game is not over
     */
    @Override
    public Optional<Outcome> outcome() {
        if (!finished) {
            return Optional.empty();
        }
        // the standard rules' outcome of a state known terminal, without asking again whether it is
        GameState s = finalState;
        if (s == null) {
            // the engine path: counted on the two longs, no state built
            return Optional.of(((StandardRules) rules).outcomeOnEngine(mover, other, packed));
        }
        return Optional.of(rules instanceof StandardRules ? ((StandardRules) rules).outcomeIfEnded(s) : rules.outcome(s));
    }

    @Override
    public String toString() {
        return error == null ? "valid lean replay ending in " + finalState() + (finished ? ", finished" : "")
                : "bad move #" + (next + 1) + ": " + error.getMessage();
    }
}
