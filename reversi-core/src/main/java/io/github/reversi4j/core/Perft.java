package io.github.reversi4j.core;

import java.util.List;

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
 * bitboards. Both count the last ply in bulk (the number of legal moves of each node one ply above the
 * leaves), so leaves are counted, not played.
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
        if (depth == 1) {
            int n = rules.legalMoveCount(state);
            return n == 0 && convention == Convention.COUNT_ENDED ? 1 : n;
        }
        List<Move> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
            return convention == Convention.COUNT_ENDED ? 1 : 0;
        }
        long total = 0;
        for (Move m : moves) {
            total += count(rules, rules.play(state, m), depth - 1, convention);
        }
        return total;
    }

    /**
     * Counts the leaves at a depth on an 8x8 board of Othello rules, on raw bitboards: the engine
     * path, with no object per node.
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
        return bb(player, opponent, depth, false, convention == Convention.COUNT_ENDED);
    }

    private static long bb(long p, long o, int depth, boolean passed, boolean countEnded) {
        if (depth == 0) {
            return 1;
        }
        long moves = Bitboards.legalMoves(p, o);
        if (moves == 0) {
            if (passed) {
                return countEnded ? 1 : 0;
            }
            if (depth == 1) {
                // one ply left: a pass is a leaf if the opponent can move, else the game has ended
                return Bitboards.legalMoves(o, p) != 0 ? 1 : countEnded ? 1 : 0;
            }
            return bb(o, p, depth - 1, true, countEnded);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long total = 0;
        while (moves != 0) {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, sq);
            total += bb(o & ~f, p | f | (1L << sq), depth - 1, false, countEnded);
        }
        return total;
    }
}
