package io.github.reversi4j.variants;

import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.Geometry;

/**
 * The least fixed point behind {@link io.github.reversi4j.variants.SoloView#deadTokens()}: the tokens of
 * a solo position that may still be won, from what never changes. Not part of the API.
 */
final class SoloFixedPoint {

    /** {@link #neighbours(Geometry)} of the 8x8 board, the solo game's. */
    private static final int[] NEXT_8X8 = neighbours(Geometry.STANDARD);

    private SoloFixedPoint() {
    }

    /**
     * {@link #mayBeWon} on the 8x8 board.
     *
     * @param black the Gold discs
     * @param white the Black discs
     * @param down the face-down tokens
     * @param upGold the face-up Gold tokens
     * @param upBlack the face-up Black tokens
     * @return the bits of the tokens that may still be won
     */
    public static long mayBeWon8x8(long black, long white, long down, long upGold, long upBlack) {
        return mayBeWon(Geometry.STANDARD, black, white, down, upGold, upBlack);
    }

    /**
     * {@link #neighbours} of the 8x8 board.
     *
     * @return a new array, 8 entries per square
     */
    public static int[] neighbours8x8() {
        return NEXT_8X8.clone();
    }

    /**
     * The squares of the tokens that may still be won: the least fixed point of {@link io.github.reversi4j.variants.SoloView#deadTokens()}.
     *
     * @param g the board's shape, at most 64 squares
     * @param black the Gold discs
     * @param white the Black discs
     * @param down the face-down tokens
     * @param upGold the face-up Gold tokens
     * @param upBlack the face-up Black tokens
     * @return the bits of the tokens in W
     */
    public static long mayBeWon(Geometry g, long black, long white, long down, long upGold, long upBlack) {
        int[] next = g.equals(Geometry.STANDARD) ? NEXT_8X8 : neighbours(g);
        long all = g.size() == 64 ? -1L : (1L << g.size()) - 1;
        long discs = black | white;
        long tokens = down | upGold | upBlack;
        long free = all & ~discs & ~tokens;
        long may = 0;
        boolean grew = true;
        while (grew) {
            grew = false;
            long open = free | may;
            long[] colors = colors(next, black, white, open, may & (down | upBlack), may & (down | upGold));
            long placeable = colors[2] | colors[3];
            for (long rest = tokens & ~may; rest != 0; rest &= rest - 1) {
                int t = Long.numberOfTrailingZeros(rest);
                // the color the winning disc and the disc beyond must have: the other one than the token's
                long beyond = (down >>> t & 1) != 0 ? discs | placeable
                        : (upGold >>> t & 1) != 0 ? colors[1] | colors[3] : colors[0] | colors[2];
                if (mayWin(next, t, (down >>> t & 1) != 0, open, placeable, beyond)) {
                    may |= 1L << t;
                    grew = true;
                }
            }
        }
        return may;
    }

    /**
     * Whether token t may be won: a neighbour P open, the neighbour Q beyond it in {@code beyond}, and,
     * face down, an orthogonal neighbour other than P where a disc may go ({@code placeable}), to turn
     * it up first.
     */
    private static boolean mayWin(int[] next, int t, boolean faceDown, long open, long placeable, long beyond) {
        long revealers = 0;
        if (faceDown) {
            for (int d = 0; d < 8; d += 2) { // N, E, S, W
                int r = next[t * 8 + d];
                if (r >= 0 && (placeable >>> r & 1) != 0) {
                    revealers |= 1L << r;
                }
            }
            if (revealers == 0) {
                return false;
            }
        }
        for (int d = 0; d < 8; d++) {
            int p = next[t * 8 + d];
            int q = next[t * 8 + (d + 4) % 8];
            if (p >= 0 && q >= 0 && (open >>> p & 1) != 0 && (beyond >>> q & 1) != 0
                    && (!faceDown || (revealers & ~(1L << p)) != 0)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The discs that may some day be Gold ([0]) and Black ([1]), and the open squares where a Gold
     * ([2]) or a Black ([3]) disc may some day be placed legally. A disc is of its color now, and may
     * turn to the other color when, on some line through it, the first square past a run of discs
     * that may be of its color is open (the placed disc) and, the other way, such a run ends at a
     * disc that may be of the other color or a square where one may be placed (the anchor). A disc
     * of a color may be placed on an open square when, in some direction, it may outflank a line
     * (the next square holds or may take a disc of the other color, and past a run of such squares
     * one holds or may take a disc of its color) or win a token of W that may be of the other
     * color, with a disc of its color beyond.
     *
     * @param winGold the tokens of W that a Gold disc may win (face down, or face up and Black)
     * @param winBlack the tokens of W that a Black disc may win (face down, or face up and Gold)
     */
    private static long[] colors(int[] next, long black, long white, long open, long winGold, long winBlack) {
        long discs = black | white;
        long[] may = {black, white, 0, 0};
        long[] wins = {winGold, winBlack};
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int c = 0; c < 2; c++) {
                long mine = (discs & may[c]) | may[2 + c];
                long theirs = (discs & may[1 - c]) | may[3 - c];
                for (long rest = open & ~may[2 + c]; rest != 0; rest &= rest - 1) {
                    int x = Long.numberOfTrailingZeros(rest);
                    if (mayPlace(next, x, mine, theirs, wins[c])) {
                        may[2 + c] |= 1L << x;
                        grew = true;
                    }
                }
                long same = may[1 - c]; // discs that may be of the color flipped away from
                for (long rest = discs & ~may[c]; rest != 0; rest &= rest - 1) {
                    int x = Long.numberOfTrailingZeros(rest);
                    if (mayTurn(next, x, discs, same, mine, open)) {
                        may[c] |= 1L << x;
                        grew = true;
                    }
                }
            }
        }
        return may;
    }

    /** Whether a disc may be placed on x: see {@link #colors}. */
    private static boolean mayPlace(int[] next, int x, long mine, long theirs, long wins) {
        for (int d = 0; d < 8; d++) {
            int s = next[x * 8 + d];
            if (s < 0) {
                continue;
            }
            int beyond = next[s * 8 + d];
            if ((wins >>> s & 1) != 0 && beyond >= 0 && (mine >>> beyond & 1) != 0) {
                return true;
            }
            if ((theirs >>> s & 1) == 0) {
                continue;
            }
            for (s = beyond; s >= 0; s = next[s * 8 + d]) {
                if ((mine >>> s & 1) != 0) {
                    return true;
                }
                if ((theirs >>> s & 1) == 0) {
                    break;
                }
            }
        }
        return false;
    }

    /** Whether the disc on x may be outflanked: see {@link #colors}. */
    private static boolean mayTurn(int[] next, int x, long discs, long same, long anchors, long open) {
        for (int d = 0; d < 8; d++) {
            int s = next[x * 8 + d];
            while (s >= 0 && (discs >>> s & 1) != 0 && (same >>> s & 1) != 0) {
                s = next[s * 8 + d];
            }
            if (s < 0 || (open >>> s & 1) == 0) {
                continue; // no square for the placed disc on this side
            }
            int e = next[x * 8 + (d + 4) % 8];
            while (e >= 0 && (anchors >>> e & 1) == 0 && (discs >>> e & 1) != 0 && (same >>> e & 1) != 0) {
                e = next[e * 8 + (d + 4) % 8];
            }
            if (e >= 0 && (anchors >>> e & 1) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * For each square index and direction ordinal, the index of the next square, or -1 off the board.
     * The ordinals run N, NE, E, SE, S, SW, W, NW: the orthogonal directions are the even ones, and
     * d + 4 (mod 8) is the opposite of d.
     */
    private static int[] neighbours(Geometry g) {
        int w = g.width();
        int[] next = new int[g.size() * 8];
        Direction[] dirs = Direction.values();
        for (int i = 0; i < g.size(); i++) {
            for (int d = 0; d < 8; d++) {
                int c = i % w + dirs[d].dx();
                int r = i / w + dirs[d].dy();
                next[i * 8 + d] = g.contains(c, r) ? r * w + c : -1;
            }
        }
        return next;
    }

}
