package io.github.reversi4j.core.internal;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * The one link from the plumbing above the value API ({@code core.internal.fastpath}, which the
 * library's own modules use) to the package-private parts of the core it needs: the bitboards inside
 * the values and the engine path of the replay. The core installs its implementation when its
 * {@code GameState} class is initialised. The core's types are type parameters here, so that this
 * package names nothing of the core, which uses it (its messages are quoted by {@link Messages}), and
 * the packages of the module form no cycle.
 */
public final class Bridge {

    private static final Object LOCK = new Object();
    private static Bits<?, ?, ?, ?> bits;
    private static Replays<?, ?, ?, ?> replays;

    private Bridge() {
    }

    /**
     * The bitboards of the values of the core (boards of at most 64 squares; the caller checks).
     *
     * @param <G> the geometry
     * @param <B> the board
     * @param <S> the game state
     * @param <Q> the square set
     */
    public interface Bits<G, B, S, Q> {

        /**
         * The discs of a color on a board.
         *
         * @param board the board
         * @param black true for black, false for white
         * @return the bitboard
         */
        long boardBits(B board, boolean black);

        /**
         * The board of two bitboards.
         *
         * @param geometry the board's shape
         * @param black the black discs
         * @param white the white discs
         * @return the board
         */
        B board(G geometry, long black, long white);

        /**
         * The shape of a state's board.
         *
         * @param state the state
         * @return the geometry
         */
        G geometry(S state);

        /**
         * The discs of a color in a state.
         *
         * @param state the state
         * @param black true for black, false for white
         * @return the bitboard
         */
        long stateBits(S state, boolean black);

        /**
         * A state with other discs and side to move, all else kept.
         *
         * @param state the state
         * @param black the black discs
         * @param white the white discs
         * @param blackToMove true when black is to move
         * @return the new state
         */
        S withBits(S state, long black, long white, boolean blackToMove);

        /**
         * The bitboard of a set of squares.
         *
         * @param squares the squares
         * @return the bitboard
         */
        long setBits(Q squares);

        /**
         * The set of the squares of a bitboard.
         *
         * @param geometry the board's shape
         * @param bits the bitboard
         * @return the squares
         */
        Q squares(G geometry, long bits);
    }

    /**
     * The lean replay of a game.
     *
     * @param <R> the rules
     * @param <S> the game state
     * @param <M> the move
     * @param <L> the replay
     */
    public interface Replays<R, S, M, L> {

        /**
         * Replays moves.
         *
         * @param rules the rules
         * @param start the state before the first move
         * @param moves the moves
         * @return the replay
         */
        L replay(R rules, S start, List<M> moves);

        /**
         * Replays moves given as square indices, -1 for a pass.
         *
         * @param rules the rules
         * @param start the state before the first move
         * @param count the number of moves
         * @param squareIndex the square index of each move
         * @return the replay
         */
        L replay(R rules, S start, int count, IntUnaryOperator squareIndex);
    }

    /**
     * What a lean replay answers.
     *
     * @param <R> the rules
     * @param <S> the game state
     * @param <O> the outcome
     * @param <E> the illegal-move exception
     */
    public interface Run<R, S, O, E> {

        /**
         * The rules.
         *
         * @return the rules
         */
        R rules();

        /**
         * The state after the last legal move.
         *
         * @return the state
         */
        S finalState();

        /**
         * Whether every move is legal.
         *
         * @return true if so
         */
        boolean isValid();

        /**
         * The index of the first illegal move.
         *
         * @return the index, or empty
         */
        OptionalInt firstBadMove();

        /**
         * The refusal of the first illegal move.
         *
         * @return the exception, or empty
         */
        Optional<E> error();

        /**
         * The indices of the moves played after a forced pass.
         *
         * @return the indices
         */
        List<Integer> forcedPasses();

        /**
         * Whether the game is over after a valid replay.
         *
         * @return true if so
         */
        boolean isFinished();

        /**
         * The outcome of a finished game.
         *
         * @return the outcome, or empty
         */
        Optional<O> outcome();
    }

    /**
     * Installs the core's implementation, once.
     *
     * @param bitsImpl the bitboards of the values
     * @param replaysImpl the lean replay
     * @throws IllegalStateException if an implementation is installed already
     */
    @SuppressFBWarnings(value = "EI_EXPOSE_STATIC_REP2", justification = "the core's stateless implementation, held to be shared")
    public static void install(Bits<?, ?, ?, ?> bitsImpl, Replays<?, ?, ?, ?> replaysImpl) {
        synchronized (LOCK) {
            if (bits != null) {
                throw new IllegalStateException("the core's bridge is installed already");
            }
            bits = bitsImpl;
            replays = replaysImpl;
        }
    }

    /**
     * Returns the core's bitboards of values.
     *
     * @return the implementation
     * @throws IllegalStateException if the core has not installed it
     */
    @SuppressFBWarnings(value = "MS_EXPOSE_REP", justification = "the core's stateless implementation, shared by design")
    public static Bits<?, ?, ?, ?> bits() {
        synchronized (LOCK) {
            if (bits == null) {
                throw new IllegalStateException("the core's bridge is not installed");
            }
            return bits;
        }
    }

    /**
     * Returns the core's lean replay.
     *
     * @return the implementation
     * @throws IllegalStateException if the core has not installed it
     */
    public static Replays<?, ?, ?, ?> replays() {
        synchronized (LOCK) {
            if (replays == null) {
                throw new IllegalStateException("the core's bridge is not installed");
            }
            return replays;
        }
    }
}
