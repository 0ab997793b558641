package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The games of the WTHOR files ({@code WTH_<year>.wtb}) replayed on bitboards, for the commands that
 * train and measure the evaluation ({@link TrainEvaluation}, {@link EvaluationAccuracy},
 * {@link FitProbCut}): a file's bytes, its game count, each game's theoretical score, and the
 * positions of a game before each of its moves. The format is docs/FORMATS.md's; the replay passes
 * for a side with no move, and stops at the end of the moves (a zero), at a square off the board or
 * at a move the rules refuse.
 */
final class WthorGames {

    /** The discs of the start: Black's and White's (a1 = bit 0). */
    static final long BLACK_START = 0x0000000810000000L;
    static final long WHITE_START = 0x0000001008000000L;

    private static final int HEADER = 16;
    private static final int RECORD = 68;
    private static final int MOVES = 8;

    private WthorGames() {
    }

    /** Sees the positions of a game before its moves. */
    interface Visitor {

        /**
         * A position before a move.
         *
         * @param me the discs of the side to move (after a pass, if the other side had no move)
         * @param op the other side's discs
         * @param color the side to move: 0 Black, 1 White
         * @param square the square of the move played there ({@code 8 * row + column})
         * @param legal whether the rules allow the move; the replay stops after an illegal one
         * @return false to stop the replay here
         */
        boolean position(long me, long op, int color, int square, boolean legal);
    }

    /**
     * Where a replay ended.
     *
     * @param complete true when every move was legal up to the end of the moves; false when a square
     *     off the board, an illegal move or the visitor stopped it
     * @param black Black's discs after the last move played
     * @param white White's discs after the last move played
     * @param color the side whose turn came after the last move played (before any pass)
     */
    record Replayed(boolean complete, long black, long white, int color) {
    }

    /** The years of a range written {@code 1977-2004}, or one year alone: {first, last}. */
    static int[] years(String range) {
        String[] s = range.split("-");
        return new int[] {Integer.parseInt(s[0]), Integer.parseInt(s[s.length - 1])};
    }

    /** The file of a year in a folder. */
    static Path file(Path dir, int year) {
        return dir.resolve("WTH_" + year + ".wtb");
    }

    /** The bytes of the file of a year in a folder. */
    static byte[] year(Path dir, int year) throws IOException {
        return Files.readAllBytes(file(dir, year));
    }

    /** The number of games a file's header gives. */
    static int games(byte[] file) {
        return ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).getInt(4);
    }

    /** The theoretical score of a game: Black's discs under perfect play from 24 empties (the file's word). */
    static int theoretical(byte[] file, int game) {
        return file[HEADER + RECORD * game + 7] & 0xFF;
    }

    /** Replays a game, showing the visitor the position before each move. */
    static Replayed replay(byte[] file, int game, Visitor visitor) {
        int at = HEADER + RECORD * game;
        long black = BLACK_START;
        long white = WHITE_START;
        int color = 0;
        for (int m = 0; m < 60; m++) {
            int code = file[at + MOVES + m] & 0xFF;
            if (code == 0) {
                break;
            }
            int col = code % 10 - 1;
            int row = code / 10 - 1;
            if (col < 0 || col > 7 || row < 0 || row > 7) {
                return new Replayed(false, black, white, color);
            }
            int x = row * 8 + col;
            long me = color == 0 ? black : white;
            long op = color == 0 ? white : black;
            if (Bitboards.legalMoves(me, op) == 0) {
                color ^= 1;
                long t = me;
                me = op;
                op = t;
            }
            long f = Bitboards.flips(me, op, x);
            boolean legal = f != 0 && ((me | op) & (1L << x)) == 0;
            if (!visitor.position(me, op, color, x, legal) || !legal) {
                return new Replayed(false, black, white, color);
            }
            me |= f | (1L << x);
            op &= ~f;
            if (color == 0) {
                black = me;
                white = op;
            } else {
                white = me;
                black = op;
            }
            color ^= 1;
        }
        return new Replayed(true, black, white, color);
    }
}
