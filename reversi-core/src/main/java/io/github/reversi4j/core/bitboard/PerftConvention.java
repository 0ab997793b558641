package io.github.reversi4j.core.bitboard;

/**
 * How a perft counts a game that ends before the requested depth. On the 8x8 start the two agree up
 * to depth 9 (3 005 288) and differ from depth 10 on (24 571 056 and 24 571 284).
 */
public enum PerftConvention {
    /** Not counted: only sequences of exactly the requested length are leaves (Edax's {@code count}, the chess-perft convention). */
    EXCLUDE_ENDED,
    /** Counted as one leaf (Aart Bik's counts). */
    COUNT_ENDED
}
