package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.CoreAccess;

/** The value package's side of the bridge to the engine package. */
final class Access extends CoreAccess {

    @Override
    public boolean fitsInLong(GameState state) {
        return state.words() == null;
    }

    @Override
    public long bits(GameState state, Color color) {
        return color == Color.BLACK ? state.blackBits() : state.whiteBits();
    }

    @Override
    public GameState withBits(GameState state, long black, long white, Color toMove) {
        return new GameState(state.geometry(), black, white, null,
                (state.packed() & ~1) | GameState.packSide(toMove), state.ext());
    }

    @Override
    public long bits(Board board, Color color) {
        return color == Color.BLACK ? board.blackBits() : board.whiteBits();
    }

    @Override
    public Board board(Geometry geometry, long black, long white) {
        return new Board(geometry, black, white, null);
    }

    @Override
    public long bits(SquareSet set) {
        return set.toBits();
    }

    @Override
    public SquareSet squares(Geometry geometry, long bits) {
        return SquareSet.ofBits(geometry, bits);
    }
}
