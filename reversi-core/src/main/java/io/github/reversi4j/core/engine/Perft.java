package io.github.reversi4j.core.engine;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntToLongFunction;

/**
 * Perft: the number of move sequences of a given length from a state, the standard check of a move
 * generator against published counts. A pass counts as a ply. Two conventions are in use for games
 * that end before the depth is reached:
 * <ul>
 *   <li>{@link Convention#EXCLUDE_ENDED} (Edax's {@code count}, the chess-perft convention): such a
 *       game is not counted;</li>
 *   <li>{@link Convention#COUNT_ENDED} (Aart Bik's counts): such a game counts as one leaf.</li>
 * </ul>
 * On the 8x8 start they agree up to depth 9 (3 005 288) and differ from depth 10 on
 * (24 571 056 and 24 571 284).
 *
 * <p>{@link #count(Rules, GameState, int, Convention)} goes through the public immutable API and works
 * for every rule set; {@link #bitboard(long, long, int, Convention)} is the engine path for 8x8
 * bitboards, and {@link #bitboard(Geometry, long, long, int, Convention)} that of the other boards of
 * at most 64 squares. Both count the last ply in bulk (the number of legal moves of each node one ply above the
 * leaves), so leaves are counted, not played.
 *
 * <p>On x86-64 the 8x8 engine path also counts the last three plies of many positions at once, in
 * batches that the JIT compiles to vector instructions (system property
 * {@code io.github.reversi4j.perft.batch=false} turns this off). {@code count} never does, and never
 * hands a rule set it recognises to the engine path: a perft is a check of the move generator it
 * walks, so {@code count} calls {@link Rules#legalMoves}, {@link Rules#play} and
 * {@link Rules#legalMoveCount} of the rules it is given at every node, and its counts vouch for
 * exactly the code a game, a search or a playout runs.
 *
 * <pre>{@code
 * Rules othello = StandardRules.othello();
 * Perft.count(othello, othello.initialState(), 9, Perft.Convention.EXCLUDE_ENDED);    // 3005288
 * GameState start = othello.initialState();
 * Perft.bitboard(BitboardAccess.bits(start, Color.BLACK), BitboardAccess.bits(start, Color.WHITE),
 *         9, Perft.Convention.EXCLUDE_ENDED);                                         // 3005288, faster
 * Rules mine = RuleSets.of("anti-othello(size=6x6)");                                 // any rule set, any size
 * Perft.count(mine, mine.initialState(), 8, Perft.Convention.COUNT_ENDED);
 * }</pre>
 */
public final class Perft {

    /** How a game that ends before the requested depth is counted. */
    public enum Convention {
        /** Not counted: only sequences of exactly the requested length are leaves (Edax). */
        EXCLUDE_ENDED,
        /** Counted as one leaf (Aart Bik). */
        COUNT_ENDED
    }

    private Perft() {
    }

    /**
     * Counts the leaves at a depth through the public API of any rule set.
     *
     * @param rules the rules
     * @param state the root state
     * @param depth the number of plies, at least 0
     * @param convention how games that end early count
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative
     */
    public static long count(Rules rules, GameState state, int depth, Convention convention) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return api(rules, state, depth, convention == Convention.COUNT_ENDED);
    }

    /** Perft through the API of a node at depth 1 or more. */
    private static long api(Rules rules, GameState state, int depth, boolean countEnded) {
        if (depth == 1) {
            int n = rules.legalMoveCount(state);
            return n == 0 && countEnded ? 1 : n;
        }
        List<Move> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
            return countEnded ? 1 : 0;
        }
        long total = 0;
        if (depth == 2) {
            // the last two plies in one loop: each child state goes from play straight to
            // legalMoveCount, so that the compiler, once both are inlined here, need not allocate it
            for (Move m : moves) {
                int n = rules.legalMoveCount(rules.play(state, m));
                total += n == 0 && countEnded ? 1 : n;
            }
            return total;
        }
        for (Move m : moves) {
            total += api(rules, rules.play(state, m), depth - 1, countEnded);
        }
        return total;
    }

    /**
     * Counts the leaves at a depth on any board of at most 64 squares under Othello's rules of
     * placement (<a href="../doc-files/rules.html#B2">RULES §B2</a> to <a href="../doc-files/rules.html#B5">§B5</a>: no disc supply, no opening phase), on raw
     * bitboards with the geometry's kernels of {@link Bitboards}: the engine path of every board
     * that fits in a long. On 8x8 this is {@link #bitboard(long, long, int, Perft.Convention)}.
     *
     * @param geometry the board's shape; it must fit in a long
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param depth the number of plies, at least 0
     * @param convention how games that end early count
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative
     * @throws BoardTooLargeException if the geometry has more than 64 squares
     */
    public static long bitboard(Geometry geometry, long player, long opponent, int depth, Convention convention) {
        if (!geometry.fitsInLong()) {
            throw new BoardTooLargeException(geometry);
        }
        if (geometry.width() == 8 && geometry.height() == 8) {
            return bitboard(player, opponent, depth, convention);
        }
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return small(geometry, player, opponent, depth, false, convention == Convention.COUNT_ENDED);
    }

    /** Perft of a node at depth 1 or more on a board other than 8x8; passed: the previous ply was a pass. */
    private static long small(Geometry g, long p, long o, int depth, boolean passed, boolean countEnded) {
        long moves = Bitboards.legalMoves(g, p, o);
        if (moves == 0) {
            if (passed) {
                return countEnded ? 1 : 0;
            }
            if (depth == 1) {
                return Bitboards.legalMoves(g, o, p) != 0 || countEnded ? 1 : 0;
            }
            return small(g, o, p, depth - 1, true, countEnded);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long total = 0;
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(g, p, o, sq);
            total += small(g, o & ~f, p | f | (1L << sq), depth - 1, false, countEnded);
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
     * @param convention how games that end early count
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative
     */
    public static long bitboard(long player, long opponent, int depth, Convention convention) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return subtree(player, opponent, depth, false, convention == Convention.COUNT_ENDED);
    }

    /**
     * Counts the leaves at a depth on an 8x8 board of Othello rules, on raw bitboards, with several
     * threads: the tree is cut a few plies below the root into subtrees that the threads share out.
     * The result is that of {@link #bitboard(long, long, int, Perft.Convention)}.
     *
     * <p>This call starts {@code threads - 1} platform threads (the calling thread is the last
     * worker) and waits for them; they have ended when it returns. If the calling thread is
     * interrupted, the call still completes and the thread's interrupt status is set again.
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param depth the number of plies, at least 0
     * @param convention how games that end early count
     * @param threads the number of threads, at least 1
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative or threads is less than 1
     */
    public static long parallel(long player, long opponent, int depth, Convention convention, int threads) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        checkThreads(threads);
        boolean countEnded = convention == Convention.COUNT_ENDED;
        if (threads == 1 || depth < SPLIT_MIN_DEPTH) {
            return bitboard(player, opponent, depth, convention);
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
        return settled + share(n, threads,
                i -> subtree(frontier[4 * i], frontier[4 * i + 1], (int) frontier[4 * i + 2],
                        frontier[4 * i + 3] != 0, countEnded));
    }

    /**
     * Counts the leaves at a depth through the public API of any rule set, with several threads: the
     * tree is cut a few plies below the root into subtrees that the threads share out, each counted
     * with {@link #count(Rules, GameState, int, Perft.Convention)}, whose result this is. The rules
     * must be safe to use from several threads, as every immutable rule set is.
     *
     * <p>This call starts {@code threads - 1} platform threads (the calling thread is the last
     * worker) and waits for them; they have ended when it returns. If the calling thread is
     * interrupted, the call still completes and the thread's interrupt status is set again.
     *
     * @param rules the rules
     * @param state the root state
     * @param depth the number of plies, at least 0
     * @param convention how games that end early count
     * @param threads the number of threads, at least 1
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative or threads is less than 1
     */
    public static long parallel(Rules rules, GameState state, int depth, Convention convention, int threads) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        checkThreads(threads);
        if (threads == 1 || depth < SPLIT_MIN_DEPTH) {
            return count(rules, state, depth, convention);
        }
        List<GameState> nodes = List.of(state);
        int d = depth;
        long settled = 0;
        while (nodes.size() < TASKS_PER_THREAD * threads && d >= SPLIT_MIN_DEPTH) {
            List<GameState> next = new ArrayList<>();
            for (GameState s : nodes) {
                List<Move> moves = rules.legalMoves(s);
                if (moves.isEmpty()) {
                    settled += convention == Convention.COUNT_ENDED ? 1 : 0;
                }
                for (Move m : moves) {
                    next.add(rules.play(s, m));
                }
            }
            nodes = next;
            d--;
        }
        final List<GameState> frontier = nodes;
        final int rest = d;
        return settled + share(frontier.size(), threads, i -> count(rules, frontier.get(i), rest, convention));
    }

    private static final int SPLIT_MIN_DEPTH = 5;
    private static final int TASKS_PER_THREAD = 64;

    private static void checkThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    private static long[] grow(long[] a, int m) {
        return 4 * m + 4 <= a.length ? a : Arrays.copyOf(a, a.length * 2);
    }

    /** Runs tasks 0..n-1 on the calling thread and threads - 1 started threads, and sums the results. */
    @SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "rethrows, unchanged, the unchecked exception a worker thread caught")
    private static long share(int n, int threads, IntToLongFunction task) {
        AtomicInteger nextTask = new AtomicInteger();
        LongAdder sum = new LongAdder();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            try {
                for (int i = nextTask.getAndIncrement(); i < n; i = nextTask.getAndIncrement()) {
                    sum.add(task.applyAsLong(i));
                }
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
                nextTask.set(n);
            }
        };
        // no task at all when every game below the root ended before the cut
        Thread[] started = new Thread[Math.max(0, Math.min(threads, n) - 1)];
        for (int k = 0; k < started.length; k++) {
            started[k] = new Thread(null, worker, "reversi4j-perft-" + (k + 1), WORKER_STACK);
            started[k].setDaemon(true);
            started[k].start();
        }
        worker.run();
        boolean interrupted = false;
        for (Thread t : started) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException) {
            throw (RuntimeException) e;
        }
        if (e instanceof Error) {
            throw (Error) e;
        }
        return sum.sum();
    }

    /** The stack of a worker thread: the API path recurses once per ply. */
    private static final long WORKER_STACK = 16L << 20;

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
