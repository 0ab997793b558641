package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.internal.bitboard.Bitboards;

/**
 * Uniformly random games of 8x8 Othello on two longs with {@link Bitboards}: at each turn a move drawn
 * uniformly from the legal moves by a seeded {@link Xorshift}, a forced pass played, until neither side
 * has a move. The one random game of the benchmarks that play on bitboards: {@link PlayoutBenchmark#raw()}
 * plays it, {@link EvaluationBenchmark} takes its positions from it. The same seed gives the same games.
 */
final class RandomGames {

    /** The discs of Black, the side to move, at the standard start (d5 and e4). */
    static final long START_PLAYER = 0x0000000810000000L;
    /** The discs of White at the standard start (d4 and e5). */
    static final long START_OPPONENT = 0x0000001008000000L;

    private RandomGames() {
    }

    /** Sees the positions of a game. */
    @FunctionalInterface
    interface Visitor {
        /**
         * Sees a position whose side to move has a move, before the move is drawn.
         *
         * @param player the discs of the side to move
         * @param opponent the discs of the other side
         * @return true to go on, false to stop the game here
         */
        boolean visit(long player, long opponent);
    }

    /**
     * Plays one random game to its end, or until the visitor stops it.
     *
     * @param player the discs of the side to move at the start
     * @param opponent the discs of the other side
     * @param random the generator, which draws one number a move
     * @param visitor sees each position with a move before its move
     * @return at the end, the side to move's discs minus the other side's; 0 when the visitor stopped the game
     */
    static int play(long player, long opponent, Xorshift random, Visitor visitor) {
        long p = player;
        long o = opponent;
        boolean passed = false;
        while (true) {
            long m = Bitboards.legalMoves(p, o);
            if (m == 0) {
                if (passed) {
                    return Long.bitCount(p) - Long.bitCount(o);
                }
                passed = true;
            } else {
                if (!visitor.visit(p, o)) {
                    return 0;
                }
                passed = false;
                int sq = Bitboards.select(m, random.nextInt(Long.bitCount(m)));
                long f = Bitboards.flips(p, o, sq);
                p |= f | (1L << sq);
                o &= ~f;
            }
            long t = p;
            p = o;
            o = t;
        }
    }
}
