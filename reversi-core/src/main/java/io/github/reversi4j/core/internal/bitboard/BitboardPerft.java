package io.github.reversi4j.core.internal.bitboard;

import io.github.reversi4j.core.internal.parallel.Workers;
import java.util.Arrays;

/**
 * Perft on raw bitboards: the number of move sequences of a given length from a position under
 * Othello's rules of placement (<a href="../doc-files/rules.html#B2">RULES §B2</a> to <a href="../doc-files/rules.html#B5">§B5</a>: no disc supply, no opening phase), the
 * engine path of every board of at most 64 squares. A pass counts as a ply; {@code Perft.Convention}
 * says how a game that ends before the depth is counted. The last ply is counted in bulk (the number
 * of legal moves of each node one ply above the leaves), so leaves are counted, not played.
 *
 * <p>On x86-64 the 8x8 path also counts the last three plies of many positions at once, in batches
 * that the JIT compiles to vector instructions (system property
 * {@code io.github.reversi4j.perft.batch=false} turns this off).
 *
 * <p>The perft of any rule set through its {@code Rules} is {@code io.github.reversi4j.core.Perft},
 * beside the value API; it checks the rule set's own move generator, where this class checks the
 * kernels of {@link Bitboards}.
 *
 */
public final class BitboardPerft {

    private BitboardPerft() {
    }

    /**
     * Counts the leaves at a depth on any board of at most 64 squares under Othello's rules of
     * placement (<a href="../doc-files/rules.html#B2">RULES §B2</a> to <a href="../doc-files/rules.html#B5">§B5</a>: no disc supply, no opening phase), on raw
     * bitboards with the kernels of {@link Bitboards}: the engine path of every board of at most 64
     * squares. On 8x8 this is {@link #count(long, long, int, boolean)}.
     *
     * @param width the number of columns, at least 1
     * @param height the number of rows, at least 1
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param depth the number of plies, at least 0
     * @param countEnded whether a game that ends before the depth counts as one leaf (Aart Bik's
     *     counts) or not (Edax's {@code count}): {@code Perft.Convention}
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if the depth is negative or a side less than 1
     */
    public static long count(int width, int height, long player, long opponent, int depth, boolean countEnded) {
        Tables.of(width, height);
        if (width == 8 && height == 8) {
            return count(player, opponent, depth, countEnded);
        }
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return small(width, height, player, opponent, depth, false, countEnded);
    }

    /** Perft of a node at depth 1 or more on a board other than 8x8; passed: the previous ply was a pass. */
    private static long small(int w, int h, long p, long o, int depth, boolean passed, boolean countEnded) {
        long moves = Bitboards.legalMoves(w, h, p, o);
        if (moves == 0) {
            if (passed) {
                return countEnded ? 1 : 0;
            }
            if (depth == 1) {
                return Bitboards.legalMoves(w, h, o, p) != 0 || countEnded ? 1 : 0;
            }
            return small(w, h, o, p, depth - 1, true, countEnded);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long total = 0;
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(w, h, p, o, sq);
            total += small(w, h, o & ~f, p | f | (1L << sq), depth - 1, false, countEnded);
        } while (moves != 0);
        return total;
    }

    /**
     * Counts the leaves at a depth on an 8x8 board of Othello rules, on raw bitboards: the engine
     * path, with no object per node.
     *
     * <p>On x86-64 the last three plies are counted in batches of about a thousand positions, each
     * step of the move generation one loop over the batch that the JIT compiler turns into vector
     * instructions (AVX2 or AVX-512): about twice as fast as one position at a time. Elsewhere, or
     * with the system property {@code io.github.reversi4j.perft.batch=false}, the positions are
     * counted one at a time. Both give the same counts.
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param depth the number of plies, at least 0
     * @param countEnded whether a game that ends before the depth counts as one leaf (Aart Bik's
     *     counts) or not (Edax's {@code count}): {@code Perft.Convention}
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative
     */
    public static long count(long player, long opponent, int depth, boolean countEnded) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return subtree(player, opponent, depth, false, countEnded);
    }

    /**
     * Counts the leaves at a depth on an 8x8 board of Othello rules, on raw bitboards, with several
     * threads: the tree is cut a few plies below the root into subtrees that the threads share out.
     * The result is that of {@link #count(long, long, int, boolean)}.
     *
     * <p>This call starts {@code threads - 1} platform threads (the calling thread is the last
     * worker) and waits for them; they have ended when it returns. If the calling thread is
     * interrupted, the call still completes and the thread's interrupt status is set again.
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param depth the number of plies, at least 0
     * @param countEnded whether a game that ends before the depth counts as one leaf (Aart Bik's
     *     counts) or not (Edax's {@code count}): {@code Perft.Convention}
     * @param threads the number of threads, at least 1
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative or threads is less than 1
     */
    public static long parallel(long player, long opponent, int depth, boolean countEnded, int threads) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        Workers.checkThreads(threads);
        if (threads == 1 || depth < SPLIT_MIN_DEPTH) {
            return count(player, opponent, depth, countEnded);
        }
        // breadth-first: cut the tree until there are enough subtrees to share out evenly
        long[] nodes = {player, opponent, depth, 0};
        int n = 1;
        long settled = 0;
        while (n < TASKS_PER_THREAD * threads && nodes[2] >= SPLIT_MIN_DEPTH) {
            long[] next = new long[n * 4 * 20];
            int m = 0;
            for (int i = 0; i < n; i++) {
                long p = nodes[4 * i];
                long o = nodes[4 * i + 1];
                int d = (int) nodes[4 * i + 2];
                long moves = Bitboards.legalMoves(p, o);
                if (moves == 0) {
                    if (nodes[4 * i + 3] != 0) {
                        settled += countEnded ? 1 : 0;
                        continue;
                    }
                    next = grow(next, m);
                    next[4 * m] = o;
                    next[4 * m + 1] = p;
                    next[4 * m + 2] = d - 1;
                    next[4 * m + 3] = 1;
                    m++;
                    continue;
                }
                while (moves != 0) {
                    int sq = Long.numberOfTrailingZeros(moves);
                    moves &= moves - 1;
                    long f = Bitboards.flips(p, o, sq);
                    next = grow(next, m);
                    next[4 * m] = o & ~f;
                    next[4 * m + 1] = p | f | (1L << sq);
                    next[4 * m + 2] = d - 1;
                    next[4 * m + 3] = 0;
                    m++;
                }
            }
            nodes = next;
            n = m;
        }
        final long[] frontier = nodes;
        return settled + Workers.sum(n, threads,
                i -> subtree(frontier[4 * i], frontier[4 * i + 1], (int) frontier[4 * i + 2],
                        frontier[4 * i + 3] != 0, countEnded));
    }

    private static final int SPLIT_MIN_DEPTH = 5;
    private static final int TASKS_PER_THREAD = 64;

    private static long[] grow(long[] a, int m) {
        return 4 * m + 4 <= a.length ? a : Arrays.copyOf(a, a.length * 2);
    }

    /**
     * Whether the last three plies are counted in batches ({@link LastPlies}): on x86-64, where the
     * JIT compiler has vector instructions of 4 or 8 longs (AVX2, AVX-512), unless the system
     * property {@value #BATCH_PROPERTY} says otherwise ({@code false} or {@code true}). Without such
     * vectors the batches are slower than the one-position path, which is kept for other processors
     * and for x86-64 processors without AVX2 ({@link VectorWidth}).
     */
    private static final boolean BATCHED = batched();

    /** The plies above the leaves counted in batches: 3, two batches deep. */
    private static final int BATCHED_PLIES = 3;

    /** The system property that turns the batched count of the last plies off ({@code false}) or on. */
    private static final String BATCH_PROPERTY = "io.github.reversi4j.perft.batch";

    private static boolean batched() {
        String forced = System.getProperty(BATCH_PROPERTY);
        if (forced != null) {
            return Boolean.parseBoolean(forced);
        }
        return VectorWidth.hasWideLongVectors(System.getProperty("os.arch", ""));
    }

    /** Perft of a node at depth 1 or more, by the fastest path; passed tells that the previous ply was a pass. */
    private static long subtree(long p, long o, int depth, boolean passed, boolean countEnded) {
        if (!BATCHED || depth < 3) {
            return bb(p, o, depth, passed, countEnded);
        }
        LastPlies batch = LastPlies.chain(countEnded, Math.min(depth, BATCHED_PLIES));
        long direct = batched(p, o, depth, passed, countEnded, batch);
        return direct + batch.finish();
    }

    /**
     * Perft of a node at depth 1 or more, the nodes three plies above the leaves handed to the batches;
     * returns the leaves not counted by the batch.
     */
    private static long batched(long p, long o, int depth, boolean passed, boolean countEnded,
            LastPlies batch) {
        long moves = Bitboards.legalMoves(p, o);
        if (moves == 0) {
            if (passed) {
                return countEnded ? 1 : 0;
            }
            if (depth == 1) {
                return Bitboards.legalMoves(o, p) != 0 || countEnded ? 1 : 0;
            }
            return batched(o, p, depth - 1, true, countEnded, batch);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        if (depth == batch.plies()) {
            batch.add(p, o, moves);
            return 0;
        }
        if (depth < batch.plies()) {
            // below the batch, after a pass
            return bb(p, o, depth, passed, countEnded);
        }
        long total = 0;
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, sq);
            total += batched(o & ~f, p | f | (1L << sq), depth - 1, false, countEnded, batch);
        } while (moves != 0);
        return total;
    }

    /** Perft of a node at depth 1 or more, one position at a time; passed tells that the previous ply was a pass. */
    private static long bb(long p, long o, int depth, boolean passed, boolean countEnded) {
        long moves = Bitboards.legalMoves(p, o);
        if (moves == 0) {
            if (passed) {
                return countEnded ? 1 : 0;
            }
            if (depth == 1) {
                // one ply left: a pass is a leaf if the opponent can move, else the game has ended
                return Bitboards.legalMoves(o, p) != 0 || countEnded ? 1 : 0;
            }
            return bb(o, p, depth - 1, true, countEnded);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        if (depth == 2) {
            return lastTwo(p, o, moves, countEnded);
        }
        long total = 0;
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, sq);
            total += bb(o & ~f, p | f | (1L << sq), depth - 1, false, countEnded);
        } while (moves != 0);
        return total;
    }

    /** The last two plies: play each move, then count the replies in bulk. */
    private static long lastTwo(long p, long o, long moves, boolean countEnded) {
        long total = 0;
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, sq);
            long np = o & ~f;
            long no = p | f | (1L << sq);
            long replies = Bitboards.legalMoves(np, no);
            if (replies != 0) {
                total += Long.bitCount(replies);
            } else if (countEnded || Bitboards.legalMoves(no, np) != 0) {
                total++;
            }
        } while (moves != 0);
        return total;
    }
}
