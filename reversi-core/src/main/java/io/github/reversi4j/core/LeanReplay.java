package io.github.reversi4j.core;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * A replay that keeps only the last state: moves played in order from a state, a placement met where
 * the side to move must pass (which {@link Rules#play} refuses as {@link
 * IllegalMoveException.Reason#MUST_PASS MUST_PASS}) played after the forced pass that most records
 * leave out (<a href="doc-files/rules.html#B4">RULES §B4</a>), up to the first illegal move. It answers what a
 * reader of game archives asks of each game - is every move legal, is the game over, what is its
 * outcome - without the list of every state that a {@link Replay} keeps.
 *
 * <p>This is the fast path of replaying records: under {@link StandardRules} on a board of at most 64
 * squares (no opening phase, no blocked square, no disc supply) the moves are played on two
 * {@code long}s with the kernels {@link StandardRules#play} runs on, with no object per move; any
 * other rule set, and any move that path does not take, goes through {@link Rules#play}. Either way
 * the moves accepted, the state reached, the end of the game and its outcome are those of the rules'
 * own {@link Rules#play}, {@link Rules#isTerminal} and {@link Rules#outcome}.
 *
 * <pre>{@code
 * Rules othello = StandardRules.othello();
 * List<Move> moves = GameRecord.parse("othello: f5 d6 c3").moves();
 * LeanReplay replay = LeanReplay.of(othello, othello.initialState(), moves);
 * replay.isValid();          // true
 * replay.finalState();       // the position after c3, White to move
 * replay.outcome();          // empty: the game is not over
 * }</pre>
 *
 * <p>This class is immutable and thread-safe (as far as the rules are).
 */
@Incubating
public final class LeanReplay {

    private final Rules rules;
    private final GameState finalState;
    private final int badIndex;
    private final IllegalMoveException error;
    private final List<Integer> forcedPasses;
    private final boolean finished;

    private LeanReplay(Rules rules, GameState finalState, int badIndex, IllegalMoveException error,
            List<Integer> forcedPasses) {
        this.rules = rules;
        this.finalState = finalState;
        this.badIndex = badIndex;
        this.error = error;
        this.forcedPasses = List.copyOf(forcedPasses);
        this.finished = error == null && rules.isTerminal(finalState);
    }

    /** The progress of a replay: the state reached, where, and the forced passes played so far. */
    static final class Run {
        private GameState state;
        private int next;
        private int[] passes = new int[0];
        private int passCount;

        Run(GameState start) {
            this.state = start;
        }

        /** Notes a forced pass played before the move of an index. */
        void forcedPass(int index) {
            if (passCount == passes.length) {
                passes = Arrays.copyOf(passes, Math.max(4, 2 * passCount));
            }
            passes[passCount++] = index;
        }

        /** Notes the state reached before the move of an index. */
        void reached(GameState s, int index) {
            state = s;
            next = index;
        }

        List<Integer> passes() {
            if (passCount == 0) {
                return List.of();
            }
            Integer[] boxed = new Integer[passCount];
            for (int k = 0; k < passCount; k++) {
                boxed[k] = passes[k];
            }
            return List.of(boxed);
        }
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
    public static LeanReplay of(Rules rules, GameState start, List<Move> moves) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "moves");
        Run run = new Run(start);
        if (rules instanceof StandardRules && ((StandardRules) rules).replaysOnEngine(start)) {
            StandardRules standard = (StandardRules) rules;
            standard.replayEngine(start, moves.size(), i -> standard.engineCode(moves.get(i)), run);
        }
        GameState s = run.state;
        for (int i = run.next, n = moves.size(); i < n; i++) {
            Move m = Objects.requireNonNull(moves.get(i), "move");
            try {
                s = playForcingPass(rules, s, m, i, run);
            } catch (IllegalMoveException e) {
                return new LeanReplay(rules, s, i, e, run.passes());
            }
        }
        return new LeanReplay(rules, s, -1, null, run.passes());
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
    public static LeanReplay of(Rules rules, GameState start, int count, IntUnaryOperator squareIndex) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(squareIndex, "squareIndex");
        if (count < 0) {
            throw new IllegalArgumentException("negative number of moves: " + count);
        }
        Run run = new Run(start);
        if (rules instanceof StandardRules && ((StandardRules) rules).replaysOnEngine(start)) {
            ((StandardRules) rules).replayEngineIndexed(start, count, squareIndex, run);
        }
        GameState s = run.state;
        Geometry g = rules.geometry();
        for (int i = run.next; i < count; i++) {
            int idx = squareIndex.applyAsInt(i);
            if (idx < -1 || idx >= g.size()) {
                throw new IllegalArgumentException("move " + i + ": " + idx + " is not a square index of the "
                        + g + " board, nor -1 for a pass");
            }
            Move m = idx == -1 ? Move.pass() : Move.place(g.square(idx));
            try {
                s = playForcingPass(rules, s, m, i, run);
            } catch (IllegalMoveException e) {
                return new LeanReplay(rules, s, i, e, run.passes());
            }
        }
        return new LeanReplay(rules, s, -1, null, run.passes());
    }

    /**
     * Plays a move; a placement the rules refuse as {@link IllegalMoveException.Reason#MUST_PASS
     * MUST_PASS} is played after the pass.
     */
    private static GameState playForcingPass(Rules rules, GameState s, Move m, int i, Run run) {
        try {
            return rules.play(s, m);
        } catch (IllegalMoveException e) {
            if (!m.isPlacement() || e.reason() != IllegalMoveException.Reason.MUST_PASS) {
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
    public Rules rules() {
        return rules;
    }

    /**
     * Returns the last state reached: after the last move when every move is legal, else before the
     * first illegal move (and before the forced pass tried ahead of it).
     *
     * @return the state
     */
    public GameState finalState() {
        return finalState;
    }

    /**
     * Tells whether every move is legal.
     *
     * @return true when every move was played
     */
    public boolean isValid() {
        return error == null;
    }

    /**
     * Returns the zero-based index of the first illegal move in the list of moves.
     *
     * @return the index, or empty when every move is legal
     */
    public OptionalInt firstBadMove() {
        return error == null ? OptionalInt.empty() : OptionalInt.of(badIndex);
    }

    /**
     * Returns why the first illegal move is illegal: the rules' own rejection (of the move, or of the
     * move after the forced pass when the side to move had no placement).
     *
     * @return the exception, carrying the state, move and reason; empty when every move is legal
     */
    public Optional<IllegalMoveException> error() {
        return Optional.ofNullable(error);
    }

    /**
     * Returns where forced passes were played that the moves leave out: the index of each move that a
     * pass preceded, in ascending order. Passes written in the moves are moves, not listed here.
     *
     * @return an unmodifiable list, empty when every pass played is written
     */
    public List<Integer> forcedPasses() {
        return forcedPasses;
    }

    /**
     * Tells whether every move is legal and the last state ends the game ({@link Rules#isTerminal}).
     *
     * @return true for a complete game
     */
    public boolean isFinished() {
        return finished;
    }

    /**
     * Returns the outcome of a finished game, as the rules give it ({@link Rules#outcome}).
     *
     * @return the outcome, or empty when a move is illegal or the game is not over
     */
    public Optional<Outcome> outcome() {
        if (!finished) {
            return Optional.empty();
        }
        // the standard rules' outcome of a state known terminal, without asking again whether it is
        return Optional.of(rules instanceof StandardRules ? ((StandardRules) rules).outcomeIfEnded(finalState)
                : rules.outcome(finalState));
    }

    @Override
    public String toString() {
        return error == null ? "valid lean replay ending in " + finalState + (finished ? ", finished" : "")
                : "bad move #" + (badIndex + 1) + ": " + error.getMessage();
    }
}
