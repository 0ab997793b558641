package io.github.reversi4j.variants;

import java.util.HashSet;
import java.util.Set;

/**
 * The search that decides which tokens of a solo position can still be won (RULES §S6) where the
 * fixed point of {@link SoloFixedPoint#mayBeWon} cannot: a depth-first search over the legal placements
 * of either color from the player's view, in which a face-down token that a placement turns up
 * takes each color in turn (the search asks whether some colors and some placements win a token,
 * so it never uses a hidden color). A target token is proved winnable when a placement of the
 * search wins it; when the search has looked at every reachable position without winning a target,
 * the target is dead. The fixed point prunes: a position where it finds no target left that may be
 * won is not expanded, since the fixed point is safe. The search is bounded by a number of nodes
 * (positions expanded); when the budget runs out, every target not yet proved winnable is kept
 * alive, on the safe side.
 *
 * <p>The search is deterministic: it visits squares in index order, Gold before Black, placements
 * that win or turn up a token before the others, and the colors of turned-up tokens in a fixed
 * order; its answer is a function of the view and the budget. Board of 8x8 only (the solo game's).
 */
final class SoloEndSearch {

    /**
     * The default node budget per position: the positions the search may expand for one decision.
     * Measured in docs/RULES.md §S6 (the undecided tokens left, and the cost per call).
     */
    public static final int DEFAULT_BUDGET = 2_000;

    private static final int[] NEXT = SoloFixedPoint.neighbours8x8();

    /** A position of the search. */
    private record Key(long gold, long black, long down, long upGold, long upBlack) {
    }

    private final boolean any;
    private final int budget;
    private long remaining;
    private long proved;
    private int nodes;
    private boolean exhausted;
    private Set<Key> seen;

    private SoloEndSearch(long targets, boolean any, int budget) {
        this.remaining = targets;
        this.any = any;
        this.budget = budget;
    }

    /**
     * Decides which tokens may still be won: the fixed point first, then the search on the tokens it
     * keeps.
     *
     * @param gold the Gold discs
     * @param black the Black discs
     * @param down the face-down tokens
     * @param upGold the face-up Gold tokens
     * @param upBlack the face-up Black tokens
     * @param any true to stop at the first token proved winnable
     * @param budget the number of positions the search may expand, at least 0
     * @return the result
     */
    public static Result decide(long gold, long black, long down, long upGold, long upBlack, boolean any, int budget) {
        long fixedPoint = SoloFixedPoint.mayBeWon8x8(gold, black, down, upGold, upBlack);
        return run(gold, black, down, upGold, upBlack, fixedPoint, any, budget);
    }

    /**
     * Decides which of the targets may still be won.
     *
     * @param gold the Gold discs
     * @param black the Black discs
     * @param down the face-down tokens
     * @param upGold the face-up Gold tokens
     * @param upBlack the face-up Black tokens
     * @param targets the tokens to decide (those the fixed point keeps)
     * @param any true to stop at the first target proved winnable (enough to tell whether the game is over)
     * @param budget the number of positions the search may expand, at least 0
     * @return the result
     */
    public static Result run(long gold, long black, long down, long upGold, long upBlack, long targets, boolean any,
            int budget) {
        SoloEndSearch s = new SoloEndSearch(targets, any, budget);
        if (targets != 0) {
            s.expand(gold, black, down, upGold, upBlack);
        }
        // the targets neither won nor searched to the end stay alive: the budget ran out, or the
        // "any" mode stopped at its first win
        boolean complete = !s.exhausted && !(any && s.proved != 0);
        long alive = s.proved | (complete ? 0 : s.remaining);
        return new Result(alive, s.proved, s.exhausted, s.nodes);
    }

    /**
     * What the search found.
     *
     * @param alive the targets kept alive: proved winnable, or not decided (the budget ran out, or the
     *     "any" mode stopped at its first win); the targets left out are proved dead
     * @param proved the targets proved winnable: a placement of the search wins each
     * @param budgetExhausted true when the budget ran out before the search finished
     * @param nodes the positions expanded
     */
    public record Result(long alive, long proved, boolean budgetExhausted, int nodes) {
    }

    /** Whether the search is over: a target won in the "any" mode, every target won, or the budget spent. */
    private boolean done() {
        return exhausted || remaining == 0 || (any && proved != 0);
    }

    /** Expands one position: wins found there first, then the positions after each placement. */
    private void expand(long gold, long black, long down, long upGold, long upBlack) {
        long discs = gold | black;
        long free = ~(discs | down | upGold | upBlack);
        // the placements, as (square, color, flips, wins, turned up); first those that win or turn up
        long[] moves = new long[2 * 64 * 4];
        int n = 0;
        int quiet = 64 * 4;
        int nq = 0;
        for (long rest = free; rest != 0; rest &= rest - 1) {
            int x = Long.numberOfTrailingZeros(rest);
            for (int c = 0; c < 2; c++) {
                long mine = c == 0 ? gold : black;
                long theirs = c == 0 ? black : gold;
                long theirTokens = c == 0 ? upBlack : upGold;
                long flips = 0;
                long wins = 0;
                for (int d = 0; d < 8; d++) {
                    int s = NEXT[x * 8 + d];
                    long line = 0;
                    while (s >= 0 && (theirs >>> s & 1) != 0) {
                        line |= 1L << s;
                        s = NEXT[s * 8 + d];
                    }
                    if (line != 0 && s >= 0 && (mine >>> s & 1) != 0) {
                        flips |= line;
                    }
                    int t = NEXT[x * 8 + d];
                    if (t >= 0 && (theirTokens >>> t & 1) != 0) {
                        int b = NEXT[t * 8 + d];
                        if (b >= 0 && (mine >>> b & 1) != 0) {
                            wins |= 1L << t;
                        }
                    }
                }
                if (flips == 0 && wins == 0) {
                    continue;
                }
                long turned = 0;
                for (int d = 0; d < 8; d += 2) {
                    int r = NEXT[x * 8 + d];
                    if (r >= 0 && (down >>> r & 1) != 0) {
                        turned |= 1L << r;
                    }
                }
                if ((wins & remaining) != 0) {
                    proved |= wins & remaining;
                    remaining &= ~wins;
                    if (done()) {
                        return;
                    }
                }
                int at = wins != 0 || turned != 0 ? 4 * n++ : quiet + 4 * nq++;
                moves[at] = x * 2L + c;
                moves[at + 1] = flips;
                moves[at + 2] = wins;
                moves[at + 3] = turned;
            }
        }
        for (int k = 0; k < n + nq; k++) {
            int at = k < n ? 4 * k : quiet + 4 * (k - n);
            int x = (int) (moves[at] >>> 1);
            int c = (int) (moves[at] & 1);
            long flips = moves[at + 1];
            long wins = moves[at + 2];
            long turned = moves[at + 3];
            long placed = (1L << x) | flips;
            long g = c == 0 ? gold | placed : gold & ~flips;
            long b = c == 0 ? black & ~flips : black | placed;
            long d = down & ~turned;
            long ug = upGold & ~wins;
            long ub = upBlack & ~wins;
            int m = Long.bitCount(turned);
            for (int colors = 0; colors < 1 << m; colors++) {
                long cg = ug;
                long cb = ub;
                int j = 0;
                for (long rest = turned; rest != 0; rest &= rest - 1, j++) {
                    long bit = rest & -rest;
                    if ((colors >>> j & 1) != 0) {
                        cg |= bit;
                    } else {
                        cb |= bit;
                    }
                }
                child(g, b, d, cg, cb);
                if (done()) {
                    return;
                }
            }
        }
    }

    /** Visits the position after a placement, unless seen before or hopeless by the fixed point. */
    private void child(long gold, long black, long down, long upGold, long upBlack) {
        if (seen == null) {
            seen = new HashSet<>();
        }
        if (!seen.add(new Key(gold, black, down, upGold, upBlack))) {
            return;
        }
        if ((SoloFixedPoint.mayBeWon8x8(gold, black, down, upGold, upBlack) & remaining) == 0) {
            return; // the fixed point is safe: no target can be won from here
        }
        if (nodes >= budget) {
            exhausted = true;
            return;
        }
        nodes++;
        expand(gold, black, down, upGold, upBlack);
    }
}
