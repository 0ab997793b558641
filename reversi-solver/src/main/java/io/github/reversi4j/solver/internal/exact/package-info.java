/**
 * The exact solver's searches on the calling thread for the midgame search's hand-over near the end
 * of a game; not exported, not part of the API.
 */
package io.github.reversi4j.solver.internal.exact;
