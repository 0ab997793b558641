/**
 * A computer player for standard Othello with levels from beginner to expert: a midgame search
 * guided by the pattern evaluation of {@code reversi-eval}, and the exact solver near the end. See
 * {@link io.github.reversi4j.solver.player.ComputerPlayer}.
 *
 * <p>This package is {@link io.github.reversi4j.core.Incubating incubating}: its API may still change in a minor
 * release (README.md, "Stability").
 */
@Incubating
package io.github.reversi4j.solver.player;

import io.github.reversi4j.core.Incubating;
