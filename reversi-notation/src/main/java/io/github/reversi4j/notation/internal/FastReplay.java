package io.github.reversi4j.notation.internal;

import io.github.reversi4j.core.bitboard.Bitboards;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.util.List;

/**
 * The bitboard shortcut of {@code CheckedGame.check}: a game of the standard 8x8 rules from their start,
 * written with plain placements and passes, is replayed on two {@code long}s. When that replay finds
 * nothing to report, the game is known valid without building its record; anything else - an illegal
 * move, a result to compare that is not a plain score or winner, a game that stops with a result - is
 * left to the full replay, so that the problems reported are always those of the one general path.
 */
public final class FastReplay {

    /** The replay found something to report, or the game is not one it can judge. */
    public static final int UNKNOWN = -1;
    /** Every move legal, the game not over. */
    public static final int OPEN = -2;

    private static final Rules OTHELLO = StandardRules.othello();
    private static final GameState START = OTHELLO.initialState();
    private static final long START_BLACK = (1L << 28) | (1L << 35);
    private static final long START_WHITE = (1L << 27) | (1L << 36);

    private FastReplay() {
    }

    /**
     * Replays a game on bitboards when it can.
     *
     * @param rules the rules
     * @param start the start
     * @param moves the moves as written
     * @return Black's official score (the empty squares to the winner) when every move is legal and the
     *     game over, {@link #OPEN} when it is not over, {@link #UNKNOWN}; the caller compares the
     *     score with the recorded result, so that this package uses nothing of the framework above it
     */
    public static int judge(Rules rules, GameState start, List<Move> moves) {
        if (rules != OTHELLO && !OTHELLO.equals(rules) || start != START && !START.equals(start)) {
            return UNKNOWN;
        }
        long me = START_BLACK;
        long you = START_WHITE;
        boolean blackToMove = true;
        if (moves instanceof ByteMoves && ((ByteMoves) moves).isEight()) {
            // WTHOR's bytes, replayed in a loop of their own: one shared loop over square indices
            // (an int[] filled first) made the public WTHOR path about a third slower
            ByteMoves codes = (ByteMoves) moves;
            for (int i = 0, n = codes.size(); i < n; i++) {
                int sq = codes.index8(i);
                long bit = 1L << sq;
                if (((me | you) & bit) != 0) {
                    return UNKNOWN;
                }
                long f = Bitboards.flips(me, you, sq);
                if (f == 0) {
                    if (Bitboards.legalMoves(me, you) != 0) {
                        return UNKNOWN;
                    }
                    long t = me;
                    me = you;
                    you = t;
                    blackToMove = !blackToMove;
                    f = Bitboards.flips(me, you, sq);
                    if (f == 0) {
                        return UNKNOWN;
                    }
                }
                long t = you & ~f;
                you = me | f | bit;
                me = t;
                blackToMove = !blackToMove;
            }
            return end(me, you, blackToMove);
        }
        for (int i = 0, n = moves.size(); i < n; i++) {
            Move m = moves.get(i);
            if (m.isPass()) {
                if (Bitboards.legalMoves(me, you) != 0 || Bitboards.legalMoves(you, me) == 0) {
                    return UNKNOWN;
                }
                long t = me;
                me = you;
                you = t;
            } else {
                if (m.color().isPresent() || m.line().isPresent()) {
                    return UNKNOWN;
                }
                Square s = m.squareOrThrow();
                if (s.column() >= 8 || s.row() >= 8) {
                    return UNKNOWN;
                }
                int sq = s.row() * 8 + s.column();
                long bit = 1L << sq;
                if (((me | you) & bit) != 0) {
                    return UNKNOWN;
                }
                long f = Bitboards.flips(me, you, sq);
                if (f == 0) {
                    // only a forced pass may come first
                    if (Bitboards.legalMoves(me, you) != 0) {
                        return UNKNOWN;
                    }
                    long t = me;
                    me = you;
                    you = t;
                    blackToMove = !blackToMove;
                    f = Bitboards.flips(me, you, sq);
                    if (f == 0) {
                        return UNKNOWN;
                    }
                }
                long t = you & ~f;
                you = me | f | bit;
                me = t;
            }
            blackToMove = !blackToMove;
        }
        return end(me, you, blackToMove);
    }

    private static int end(long me, long you, boolean blackToMove) {
        boolean over = (me | you) == -1L || Bitboards.legalMoves(me, you) == 0 && Bitboards.legalMoves(you, me) == 0;
        if (!over) {
            return OPEN;
        }
        int black = Long.bitCount(blackToMove ? me : you);
        int white = Long.bitCount(blackToMove ? you : me);
        int empties = 64 - black - white;
        return black > white ? black + empties : black == white ? black + empties / 2 : black;
    }

    /**
     * Tells, for a game of the standard 8x8 rules from their start, whether every written move was
     * played by the color the record gives it, forced passes inserted where the side to move has no
     * placement (GGF writes each move's color).
     *
     * @param rules the rules
     * @param start the start
     * @param moves the moves as written, legal
     * @param colors the color written with each move
     * @return true when every color is the mover's; false when one is not, or the game is not one
     *     this shortcut replays
     */
    public static boolean moversAre(Rules rules, GameState start, List<Move> moves, List<Color> colors) {
        if (rules != OTHELLO && !OTHELLO.equals(rules) || start != START && !START.equals(start)
                || moves.size() != colors.size()) {
            return false;
        }
        long me = START_BLACK;
        long you = START_WHITE;
        Color mover = Color.BLACK;
        for (int i = 0, n = moves.size(); i < n; i++) {
            Move m = moves.get(i);
            if (m.isPass()) {
                if (colors.get(i) != mover) {
                    return false;
                }
                long t = me;
                me = you;
                you = t;
                mover = mover.opponent();
                continue;
            }
            if (m.color().isPresent() || m.line().isPresent()) {
                return false;
            }
            Square s = m.squareOrThrow();
            if (s.column() >= 8 || s.row() >= 8) {
                return false;
            }
            int sq = s.row() * 8 + s.column();
            long f = Bitboards.flips(me, you, sq);
            if (f == 0 && Bitboards.legalMoves(me, you) == 0) {
                long t = me;
                me = you;
                you = t;
                mover = mover.opponent();
                f = Bitboards.flips(me, you, sq);
            }
            if (f == 0 || colors.get(i) != mover) {
                return false;
            }
            long t = you & ~f;
            you = me | f | (1L << sq);
            me = t;
            mover = mover.opponent();
        }
        return true;
    }
}
