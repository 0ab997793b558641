/**
 * Exact endgame solving. A {@link io.github.reversi4j.solver.Solver} (hash size and threads, immutable
 * and thread-safe) solves a position of a game under its {@link io.github.reversi4j.core.Rules} with
 * perfect play: {@link io.github.reversi4j.solver.Solution} (score, best move, principal variation,
 * outcome, nodes and time), every legal move scored (the engines'
 * {@link io.github.reversi4j.engine.Analysis}, as the FFO problems' OBF lines), a
 * {@link io.github.reversi4j.solver.Verdict}, a {@link io.github.reversi4j.solver.Bound} from a search
 * inside a window, each within the engines' {@link io.github.reversi4j.engine.Limit}, or a solve in the
 * background, a {@link io.github.reversi4j.solver.SolveFuture} that cancelling stops. A search that
 * reaches its limit or is cancelled ends with a
 * {@link io.github.reversi4j.solver.SolveIncompleteException} rather than a wrong score.
 *
 * <p>The standard rules on boards of at most 64 squares take a bitboard search; every other two-player
 * rule set a search through {@link io.github.reversi4j.core.Rules}, exact by construction.
 *
 * <p>This package is {@link io.github.reversi4j.core.Incubating incubating}: its API may still change in a minor
 * release (README.md, "Stability").
 */
@Incubating
package io.github.reversi4j.solver;

import io.github.reversi4j.core.Incubating;
