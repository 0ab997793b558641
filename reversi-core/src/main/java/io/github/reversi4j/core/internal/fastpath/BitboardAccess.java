package io.github.reversi4j.core.internal.fastpath;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.internal.Bridge;
import io.github.reversi4j.core.internal.bitboard.BoardTooLargeException;
import java.lang.invoke.MethodHandles;

/**
 * Raw {@code long} access to the values of the core: the bitboards of a {@link GameState}, a
 * {@link Board} or a {@link SquareSet}, and back. This is the fast path between the value API and
 * the kernels of {@link io.github.reversi4j.core.internal.bitboard.Bitboards}: reading a state's discs allocates nothing, and
 * {@link #withBits(GameState, long, long, Color)} builds the next state in one object.
 *
 * <p>Bit {@code i} of a bitboard is the square of row-major index {@code i}
 * ({@link Geometry#index(Square)}). The limit is the size of a {@code long}:
 * every method here takes boards of at most 64 squares ({@code geometry.size() <= 64}) and throws
 * {@link BoardTooLargeException} for larger ones, which the value API handles instead. Every method
 * checks its input: bits off the board, or a square with both colors, are rejected with an
 * {@link IllegalArgumentException} and never make a value.
 */
public final class BitboardAccess {

    /** The core's side, installed when {@link GameState} is initialised. */
    @SuppressWarnings("unchecked")
    private static final Bridge.Bits<Geometry, Board, GameState, SquareSet> CORE =
            (Bridge.Bits<Geometry, Board, GameState, SquareSet>) core();

    private BitboardAccess() {
    }

    static Bridge.Bits<?, ?, ?, ?> core() {
        try {
            MethodHandles.lookup().ensureInitialized(GameState.class);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("the core's bridge is out of reach", e);
        }
        return Bridge.bits();
    }

    private static void checkFits(Geometry geometry) {
        if (geometry.size() > 64) {
            throw new BoardTooLargeException(geometry.width(), geometry.height());
        }
    }

    private static void checkBits(Geometry geometry, long black, long white) {
        long outside = (black | white) & ~mask(geometry);
        if (outside != 0) {
            throw new IllegalArgumentException("bits beyond the " + geometry + " board: 0x" + Long.toHexString(outside));
        }
        if ((black & white) != 0) {
            throw new IllegalArgumentException("bits on both colors: 0x" + Long.toHexString(black & white));
        }
    }

    /**
     * Returns the bitboard of every square of a board.
     *
     * @param geometry the board's shape, of at most 64 squares
     * @return the mask, {@code -1L} on 8x8
     * @throws BoardTooLargeException if the board has more than 64 squares
     */
    public static long mask(Geometry geometry) {
        checkFits(geometry);
        int n = geometry.size();
        return n == 64 ? -1L : (1L << n) - 1;
    }

    /**
     * Returns the bitboard of a color's discs in a state.
     *
     * @param state the state, of a board of at most 64 squares
     * @param color the color
     * @return the bits
     * @throws BoardTooLargeException if the board has more than 64 squares
     */
    public static long bits(GameState state, Color color) {
        checkFits(CORE.geometry(state));
        return CORE.stateBits(state, color == Color.BLACK);
    }

    /**
     * Returns a state with other discs and another side to move, in one step, everything else (disc
     * supplies, last placer, extension) kept: the allocation-lean path for rule sets and searches.
     *
     * @param state the state, of a board of at most 64 squares
     * @param black the black discs
     * @param white the white discs
     * @param toMove the side to move
     * @return the new state
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a bit lies off the board or on both colors
     */
    public static GameState withBits(GameState state, long black, long white, Color toMove) {
        Geometry g = CORE.geometry(state);
        checkFits(g);
        checkBits(g, black, white);
        return CORE.withBits(state, black, white, toMove == Color.BLACK);
    }

    /**
     * Returns the bitboard of a color's discs on a board.
     *
     * @param board the board, of at most 64 squares
     * @param color the color
     * @return the bits
     * @throws BoardTooLargeException if the board has more than 64 squares
     */
    public static long bits(Board board, Color color) {
        checkFits(board.geometry());
        return CORE.boardBits(board, color == Color.BLACK);
    }

    /**
     * Returns the board of two bitboards.
     *
     * @param geometry the board's shape, of at most 64 squares
     * @param black the black discs
     * @param white the white discs
     * @return the board
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a bit lies off the board or on both colors
     */
    public static Board board(Geometry geometry, long black, long white) {
        checkFits(geometry);
        checkBits(geometry, black, white);
        return CORE.board(geometry, black, white);
    }

    /**
     * Returns the bitboard of a set of squares.
     *
     * @param squares the set, of a board of at most 64 squares
     * @return the bits
     * @throws BoardTooLargeException if the board has more than 64 squares
     */
    public static long bits(SquareSet squares) {
        checkFits(squares.geometry());
        return CORE.setBits(squares);
    }

    /**
     * Returns the set of the squares of a bitboard.
     *
     * @param geometry the board's shape, of at most 64 squares
     * @param bits the bits
     * @return the set
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a bit lies off the board
     */
    public static SquareSet squares(Geometry geometry, long bits) {
        checkFits(geometry);
        checkBits(geometry, bits, 0);
        return CORE.squares(geometry, bits);
    }
}
