/**
 * The worker pool the parallel perfts share, of the value API and the bitboard kernels alike. It
 * names nothing of the library, so the kernels may use it and stay the bottom layer. Not exported:
 * no part of the public API.
 */
package io.github.reversi4j.core.internal.parallel;
