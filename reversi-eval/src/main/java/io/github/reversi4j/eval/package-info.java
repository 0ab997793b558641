/**
 * A trained pattern evaluation of standard 8x8 Othello: {@link
 * io.github.reversi4j.eval.PatternEvaluation#standard()} predicts the final disc margin of the side to
 * move from the contents of edges, corners, lines and diagonals, with weights learnt from the WTHOR
 * tournament games and from positions solved exactly (docs/EVALUATION.md describes the patterns, the
 * weights' format, their training and their accuracy).
 *
 * <p>The weights are read once, on first use, from a resource of this module, and checked (header,
 * shape, checksum): a missing or corrupt resource is an {@link
 * io.github.reversi4j.eval.InvalidWeightsException}, never a wrong score. Positions of other sizes and
 * rule sets are refused with an {@link io.github.reversi4j.eval.UnsupportedPositionException}.
 *
 * <p>This package is {@link io.github.reversi4j.core.Incubating incubating}: its API may still change in
 * a minor release (README.md, "Stability").
 */
@Incubating
package io.github.reversi4j.eval;

import io.github.reversi4j.core.Incubating;
