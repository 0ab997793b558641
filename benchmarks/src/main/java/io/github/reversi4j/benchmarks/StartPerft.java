package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import io.github.reversi4j.core.internal.fastpath.BitboardAccess;

/**
 * What the perft benchmarks of the engine path share ({@link PerftBenchmark},
 * {@link ParallelPerftBenchmark}): the 8x8 start as bitboards, read once per benchmark instance, and
 * the count of its leaves on one thread or several, added to the {@link Leaves} counter.
 */
public abstract class StartPerft {

    private final long black;
    private final long white;

    /** Reads the start; JMH creates the benchmarks. */
    protected StartPerft() {
        GameState start = StandardRules.othello().initialState();
        black = BitboardAccess.bits(start, Color.BLACK);
        white = BitboardAccess.bits(start, Color.WHITE);
    }

    /**
     * Counts perft from the start, without the game-end convention (Edax's), and adds the leaves.
     *
     * @param depth the depth in plies
     * @param threads 1 for {@code BitboardPerft.count}, more for {@code BitboardPerft.parallel}
     * @param leaves the leaf counter
     * @return the leaf count
     */
    protected final long perft(int depth, int threads, Leaves leaves) {
        long n = threads == 1 ? BitboardPerft.count(black, white, depth, false)
                : BitboardPerft.parallel(black, white, depth, false, threads);
        leaves.add(n);
        return n;
    }
}
