/**
 * The fast path below the value API, for the library's own modules: the bitboards of states, boards
 * and square sets ({@link io.github.reversi4j.core.internal.fastpath.BitboardAccess}) and the lean
 * replay of records ({@link io.github.reversi4j.core.internal.fastpath.LeanReplay}), with which the
 * readers of {@code reversi-notation} check the games of the standard rules. It uses the core; the
 * core never uses it (it reaches the core's package-private parts through {@code
 * core.internal.Bridge}). Exported only to the library's modules: nothing here is part of the API.
 */
package io.github.reversi4j.core.internal.fastpath;
