/**
 * The library's own form of the pattern evaluation, on bitboards, for its searches (the solver's move
 * ordering and the players); not part of the API.
 */
package io.github.reversi4j.eval.internal;
