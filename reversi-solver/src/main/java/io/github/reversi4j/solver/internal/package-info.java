/**
 * The midgame search of the library's players (evaluation, iterative deepening, the exact solver at
 * the end); exported to the engine module only, not part of the API.
 */
package io.github.reversi4j.solver.internal;
