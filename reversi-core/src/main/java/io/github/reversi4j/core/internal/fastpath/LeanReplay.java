package io.github.reversi4j.core.internal.fastpath;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.internal.Bridge;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * A replay that keeps only the last state: moves played in order from a state, a placement met where
 * the side to move must pass (which {@code Rules.play} refuses as {@link
 * IllegalMoveException.Reason#MUST_PASS MUST_PASS}) played after the forced pass that most records
 * leave out (RULES §B4), up to the first illegal move. It answers what a
 * reader of game archives asks of each game - is every move legal, is the game over, what is its
 * outcome - without the list of every state that a {@code Replay} keeps.
 *
 * <p>This is the fast path of replaying records: under {@code StandardRules} on a board of at most 64
 * squares (no opening phase, no blocked square, no disc supply) the moves are played on two
 * {@code long}s with the kernels {@code StandardRules.play} runs on, with no object per move; any
 * other rule set, and any move that path does not take, goes through {@code Rules.play}. Either way
 * the moves accepted, the state reached, the end of the game and its outcome are those of the rules'
 * own {@code Rules.play}, {@code Rules.isTerminal} and {@code Rules.outcome}.
 *
 * <p>This class is immutable and thread-safe (as far as the rules are).
 */
public final class LeanReplay {

    /** The core's side, installed when {@link GameState} is initialised. */
    @SuppressWarnings("unchecked")
    private static final Bridge.Replays<Rules, GameState, Move, Bridge.Run<Rules, GameState, Outcome, IllegalMoveException>>
            CORE = (Bridge.Replays<Rules, GameState, Move, Bridge.Run<Rules, GameState, Outcome, IllegalMoveException>>)
                    replays();

    private final Bridge.Run<Rules, GameState, Outcome, IllegalMoveException> run;

    private LeanReplay(Bridge.Run<Rules, GameState, Outcome, IllegalMoveException> run) {
        this.run = run;
    }

    private static Bridge.Replays<?, ?, ?, ?> replays() {
        BitboardAccess.core();
        return Bridge.replays();
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
        return new LeanReplay(CORE.replay(rules, start, moves));
    }

    /**
     * Replays moves given as square indices, the form of archives that store a game as bytes (such
     * as WTHOR): the moves are read one at a time, without a {@link Move} each on the bitboard path.
     * Move {@code i} is the placement on the square of index {@code squareIndex.applyAsInt(i)} on the
     * rules' board ({@code Geometry.index}, row-major from {@code a1}), or a pass for -1.
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
        return new LeanReplay(CORE.replay(rules, start, count, squareIndex));
    }

    /**
     * Returns the rules the moves were played under.
     *
     * @return the rules
     */
        public Rules rules() {
        return run.rules();
    }

    /**
     * Returns the last state reached: after the last move when every move is legal, else before the
     * first illegal move (and before the forced pass tried ahead of it).
     *
     * @return the state
     */
        public GameState finalState() {
        return run.finalState();
    }

    /**
     * Tells whether every move is legal.
     *
     * @return true when every move was played
     */
        public boolean isValid() {
        return run.isValid();
    }

    /**
     * Returns the zero-based index of the first illegal move in the list of moves.
     *
     * @return the index, or empty when every move is legal
     */
        public OptionalInt firstBadMove() {
        return run.firstBadMove();
    }

    /**
     * Returns why the first illegal move is illegal: the rules' own rejection (of the move, or of the
     * move after the forced pass when the side to move had no placement).
     *
     * @return the exception, carrying the state, move and reason; empty when every move is legal
     */
        public Optional<IllegalMoveException> error() {
        return run.error();
    }

    /**
     * Returns where forced passes were played that the moves leave out: the index of each move that a
     * pass preceded, in ascending order. Passes written in the moves are moves, not listed here.
     *
     * @return an unmodifiable list, empty when every pass played is written
     */
        public List<Integer> forcedPasses() {
        return run.forcedPasses();
    }

    /**
     * Tells whether every move is legal and the last state ends the game ({@link Rules#isTerminal}).
     *
     * @return true for a complete game
     */
        public boolean isFinished() {
        return run.isFinished();
    }

    /**
     * Returns the outcome of a finished game, as the rules give it ({@link Rules#outcome}).
     *
     * @return the outcome, or empty when a move is illegal or the game is not over
     */
        public Optional<Outcome> outcome() {
        return run.outcome();
    }

    @Override
    public String toString() {
        return run.toString();
    }
}
