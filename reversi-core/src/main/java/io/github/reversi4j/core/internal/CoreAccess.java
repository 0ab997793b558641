package io.github.reversi4j.core.internal;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.SquareSet;

/**
 * The bridge through which the engine package reaches the representation of the value classes,
 * which keep it package-private. The value package installs the one implementation when
 * {@link Geometry} is initialized. Not part of the API: this package is not exported.
 */
public abstract class CoreAccess {

    private static volatile CoreAccess instance;

    /** For the one subclass, in the value package. */
    protected CoreAccess() {
    }

    /**
     * Installs the implementation; the value package calls this once.
     *
     * @param access the implementation
     */
    public static void install(CoreAccess access) {
        if (instance != null) {
            throw new IllegalStateException("already installed");
        }
        instance = access;
    }

    /**
     * Returns the implementation.
     *
     * @return the implementation
     */
    public static CoreAccess get() {
        CoreAccess a = instance;
        if (a == null) {
            // initializing Geometry installs it
            a = Geometry.STANDARD == null ? null : instance;
        }
        return a;
    }

    /**
     * Tells whether a state's board is held in two longs.
     *
     * @param state the state
     * @return true for a board of at most 64 squares
     */
    public abstract boolean fitsInLong(GameState state);

    /**
     * Returns the bits of a color of a state of at most 64 squares.
     *
     * @param state the state
     * @param color the color
     * @return the bits
     */
    public abstract long bits(GameState state, Color color);

    /**
     * Returns a state with other bits and side to move, all else kept; the caller has checked them.
     *
     * @param state the state
     * @param black the black discs
     * @param white the white discs
     * @param toMove the side to move
     * @return the new state
     */
    public abstract GameState withBits(GameState state, long black, long white, Color toMove);

    /**
     * Returns the bits of a color of a board of at most 64 squares.
     *
     * @param board the board
     * @param color the color
     * @return the bits
     */
    public abstract long bits(Board board, Color color);

    /**
     * Returns the board of checked bits.
     *
     * @param geometry a geometry of at most 64 squares
     * @param black the black discs
     * @param white the white discs
     * @return the board
     */
    public abstract Board board(Geometry geometry, long black, long white);

    /**
     * Returns the bits of a set of at most 64 squares.
     *
     * @param set the set
     * @return the bits
     */
    public abstract long bits(SquareSet set);

    /**
     * Returns the set of checked bits.
     *
     * @param geometry a geometry of at most 64 squares
     * @param bits the bits
     * @return the set
     */
    public abstract SquareSet squares(Geometry geometry, long bits);
}
