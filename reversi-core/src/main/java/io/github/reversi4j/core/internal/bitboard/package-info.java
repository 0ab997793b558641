/**
 * The bitboard kernels, below the value API: legal-move and flip masks ({@link
 * io.github.reversi4j.core.internal.bitboard.Bitboards}) and move-path counts ({@link
 * io.github.reversi4j.core.internal.bitboard.BitboardPerft}) on raw {@code long} bitboards, one bit
 * per square in row-major order, on boards of at most 64 squares. The bottom layer of the core: it
 * uses nothing of the value API, which is built on it, and serves the library's own modules (the
 * solver and the evaluation); it is not part of the API. A program reaches the same moves through
 * {@code Rules} and counts them with {@code Perft}.
 */
package io.github.reversi4j.core.internal.bitboard;
