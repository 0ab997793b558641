package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.Bridge;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The core's side of the {@link Bridge}: what the plumbing of {@code core.internal.fastpath} needs of
 * the package-private parts of the values and of the replay. The callers there check their input.
 */
final class Internals implements Bridge.Bits<Geometry, Board, GameState, SquareSet>,
        Bridge.Replays<Rules, GameState, Move, LeanRun> {

    /** Installs the bridge; {@link GameState}'s class initialisation calls this once. */
    static void install() {
        Internals core = new Internals();
        Bridge.install(core, core);
    }

    private Internals() {
    }

    @Override
    public long boardBits(Board board, boolean black) {
        return black ? board.blackBits() : board.whiteBits();
    }

    @Override
    public Board board(Geometry geometry, long black, long white) {
        return new Board(geometry, black, white, null);
    }

    @Override
    public Geometry geometry(GameState state) {
        return state.geometry();
    }

    @Override
    public long stateBits(GameState state, boolean black) {
        return black ? state.blackBits() : state.whiteBits();
    }

    @Override
    public GameState withBits(GameState state, long black, long white, boolean blackToMove) {
        return new GameState(state.geometry(), black, white, null,
                (state.packed() & ~1) | GameState.packSide(blackToMove ? Color.BLACK : Color.WHITE), state.ext());
    }

    @Override
    public long setBits(SquareSet squares) {
        return squares.toBits();
    }

    @Override
    public SquareSet squares(Geometry geometry, long bits) {
        return SquareSet.ofBits(geometry, bits);
    }

    @Override
    public LeanRun replay(Rules rules, GameState start, List<Move> moves) {
        return LeanRun.of(rules, start, moves);
    }

    @Override
    public LeanRun replay(Rules rules, GameState start, int count, IntUnaryOperator squareIndex) {
        return LeanRun.of(rules, start, count, squareIndex);
    }
}
