/**
 * The one checking path as the readers of this module take it: what a reader read of one game
 * ({@link io.github.reversi4j.notation.internal.check.ReadGame}) replayed and checked into a
 * {@code CheckedGame} by {@link io.github.reversi4j.notation.internal.check.Games}. Not exported but
 * to the Spark connector, which checks the games of a table's rows the same way; not part of the API.
 */
package io.github.reversi4j.notation.internal.check;
