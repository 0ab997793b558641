/**
 * Exact endgame solving for reversi4j: the perfect-play score, best move and principal variation of
 * a position, every move's exact score, win/loss/draw verdicts and window searches, synchronously or
 * as a cancellable background task. See {@link io.github.reversi4j.solver.Solver}.
 */
@SuppressWarnings("module") // the engine, the internal package's target, is built after this one
module io.github.reversi4j.solver {
    requires transitive io.github.reversi4j.core;
    requires io.github.reversi4j.eval;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.solver;
    // the midgame search of the library's players, not part of the API
    exports io.github.reversi4j.solver.internal to io.github.reversi4j.engine;
}
