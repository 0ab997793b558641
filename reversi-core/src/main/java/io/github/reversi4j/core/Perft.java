package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.parallel.Workers;
import java.util.ArrayList;
import java.util.List;

/**
 * Perft through the rules: the number of move sequences of a given length from a state, the
 * standard check of a move generator against published counts, for every rule set and every board
 * size. A pass counts as a ply; {@link Convention} says how a game that ends before the depth
 * is counted.
 *
 * <p>A perft is a check of the move generator it walks, so {@code count} calls
 * {@link Rules#legalMoves}, {@link Rules#play} and {@link Rules#legalMoveCount} of the rules it is
 * given at every node and never hands a rule set it recognises to a faster path: its counts vouch for
 * exactly the code a game, a search or a playout runs. The last ply is counted in bulk
 * ({@link Rules#legalMoveCount}).
 *
 * <pre>{@code
 * Rules othello = StandardRules.othello();
 * Perft.count(othello, othello.initialState(), 9, Perft.Convention.EXCLUDE_ENDED);    // 3005288
 * Rules mine = RuleSets.of("anti-othello(size=6x6)");                               // any rule set, any size
 * Perft.count(mine, mine.initialState(), 8, Perft.Convention.COUNT_ENDED);
 * }</pre>
 */
public final class Perft {

    /**
     * How a perft counts a game that ends before the requested depth. On the 8x8 start the two agree
     * up to depth 9 (3 005 288) and differ from depth 10 on (24 571 056 and 24 571 284).
     */
    public enum Convention {
        /**
         * Not counted: only sequences of exactly the requested length are leaves (Edax's
         * {@code count}, the chess-perft convention).
         */
        EXCLUDE_ENDED,
        /** Counted as one leaf (Aart Bik's counts). */
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
     * Counts the leaves at a depth through the public API of any rule set, with several threads: the
     * tree is cut a few plies below the root into subtrees that the threads share out, each counted
     * with {@link #count(Rules, GameState, int, Convention)}, whose result this is. The rules
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
        Workers.checkThreads(threads);
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
        return settled + Workers.sum(frontier.size(), threads, i -> count(rules, frontier.get(i), rest, convention));
    }

    private static final int SPLIT_MIN_DEPTH = 5;
    private static final int TASKS_PER_THREAD = 64;
}
