/**
 * Exact endgame solving for reversi4j: the perfect-play score, best move and principal variation of
 * a position, every move's exact score, win/loss/draw verdicts and window searches, synchronously or
 * in the background, within the engines' {@link io.github.reversi4j.engine.Limit}. See
 * {@link io.github.reversi4j.solver.Solver}.
 */
module io.github.reversi4j.solver {
    requires transitive io.github.reversi4j.core;
    requires transitive io.github.reversi4j.engine;
    requires io.github.reversi4j.eval;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.solver;
    exports io.github.reversi4j.solver.player;
}
