/**
 * Exact endgame solving. A {@link io.github.reversi4j.solver.Solver} (hash size and threads, immutable
 * and thread-safe) solves a position under perfect play: {@link io.github.reversi4j.solver.Solution}
 * (score, best move, principal variation, outcome, nodes and time), every legal move scored
 * ({@link io.github.reversi4j.solver.Analysis}, as the FFO problems' OBF lines), a
 * {@link io.github.reversi4j.solver.Verdict}, a {@link io.github.reversi4j.solver.Bound} from a search
 * inside a window, or a background {@link io.github.reversi4j.solver.SolveTask} with a
 * {@link io.github.reversi4j.solver.Budget} that ends with a
 * {@link io.github.reversi4j.solver.SolveIncompleteException} rather than a wrong score.
 *
 * <p>The standard rules on boards of at most 64 squares take a bitboard search; every other two-player
 * rule set a search through {@link io.github.reversi4j.core.Rules}, exact by construction.
 */
package io.github.reversi4j.solver;
