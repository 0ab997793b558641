/**
 * A trained pattern evaluation of standard 8x8 Othello positions: the predicted final disc margin of
 * the side to move. See {@link io.github.reversi4j.eval.PatternEvaluation}.
 */
@SuppressWarnings("module") // the solver, the internal package's target, is built after this one
module io.github.reversi4j.eval {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.eval;
    // the bitboard form of the evaluation for the library's own searches, not part of the API
    exports io.github.reversi4j.eval.internal to io.github.reversi4j.solver;
}
