package io.github.reversi4j.notation.wthor;

import io.github.reversi4j.core.engine.Bitboards;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.Validator;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Validates an 8x8 WTHOR game file at full speed: the same checks as {@link WthorReader#next()}, but
 * each record is decoded and replayed on two {@code long} bitboards with {@link Bitboards}, and no
 * object is made for a game that checks clean (a finished game whose score byte is right). A game with
 * anything to report - an unknown square, an illegal move, a score mismatch, an unfinished game -
 * is checked again by {@link WthorReader}'s path, so its problems are exactly the reader's.
 *
 * <p>Memory is constant: the file is read through one buffer.
 */
public final class WthorValidator {

    private static final int RECORD = 68;
    private static final long START_BLACK = (1L << 28) | (1L << 35);
    private static final long START_WHITE = (1L << 27) | (1L << 36);
    private static final byte[] SQUARE = new byte[256];

    static {
        java.util.Arrays.fill(SQUARE, (byte) -1);
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                SQUARE[10 * r + c] = (byte) ((r - 1) * 8 + c - 1);
            }
        }
    }

    private WthorValidator() {
    }

    /**
     * Validates a game file, counting every game and problem into a validator.
     *
     * @param in the file's bytes; read to the end, not closed
     * @param sourceName the source's name for locations
     * @param players the players' file for names in problems, or null
     * @param tournaments the tournaments' file for names in problems, or null
     * @param validator receives the games and problems
     * @throws NotationException if the header is unreadable or the source fails
     */
    public static void validate(InputStream in, String sourceName, WthorNames players, WthorNames tournaments,
            Validator validator) throws NotationException {
        WthorReader reader = players == null || tournaments == null ? WthorReader.of(in, sourceName)
                : WthorReader.of(in, sourceName, players, tournaments);
        WthorHeader h = reader.header();
        if (h.boardSide() != 8) {
            validator.readAll(reader);
            return;
        }
        Location source = Location.of(sourceName);
        long announced = h.games();
        byte[] buf = new byte[RECORD * 1024];
        long index = 0;
        long offset = WthorHeader.SIZE;
        int filled = 0;
        boolean eof = false;
        List<Problem> none = List.of();
        while (true) {
            if (!eof && filled < RECORD) {
                int n;
                try {
                    n = in.read(buf, filled, buf.length - filled);
                } catch (IOException e) {
                    throw new NotationException(source.withOffset(offset + filled), ProblemKind.IO, "cannot read: "
                            + e.getMessage(), e);
                }
                if (n < 0) {
                    eof = true;
                } else {
                    filled += n;
                }
                continue;
            }
            if (filled < RECORD) {
                for (Problem p : WthorReader.endProblems(source, announced, index, offset, filled, RECORD)) {
                    validator.report(p);
                }
                return;
            }
            int pos = 0;
            while (pos + RECORD <= filled) {
                if (clean(buf, pos)) {
                    validator.count(true, true, none);
                } else {
                    CheckedGame g = reader.check(WthorGame.wrap(8, java.util.Arrays.copyOfRange(buf, pos, pos + RECORD)),
                            source.withGame(index).withOffset(offset));
                    validator.visit(g);
                }
                pos += RECORD;
                offset += RECORD;
                index++;
            }
            System.arraycopy(buf, pos, buf, 0, filled - pos);
            filled -= pos;
        }
    }

    /**
     * Replays one 8x8 record on bitboards.
     *
     * @return true when every move byte names a square, every move is legal (passes forced), no byte
     *     follows the end marker, the game is over and the score byte is Black's official score
     */
    static boolean clean(byte[] b, int at) {
        long me = START_BLACK;
        long you = START_WHITE;
        boolean blackToMove = true;
        int end = at + RECORD;
        int i = at + 8;
        for (; i < end; i++) {
            int code = b[i] & 0xFF;
            if (code == 0) {
                break;
            }
            int sq = SQUARE[code];
            if (sq < 0) {
                return false;
            }
            long bit = 1L << sq;
            if (((me | you) & bit) != 0) {
                return false;
            }
            long f = Bitboards.flips(me, you, sq);
            if (f == 0) {
                if (Bitboards.legalMoves(me, you) != 0) {
                    return false;
                }
                long t = me;
                me = you;
                you = t;
                blackToMove = !blackToMove;
                f = Bitboards.flips(me, you, sq);
                if (f == 0) {
                    return false;
                }
            }
            long t = you & ~f;
            you = me | f | bit;
            me = t;
            blackToMove = !blackToMove;
        }
        for (int j = i; j < end; j++) {
            if (b[j] != 0) {
                return false;
            }
        }
        // a full board is over; otherwise neither side may have a placement left
        if ((me | you) != -1L && (Bitboards.legalMoves(me, you) != 0 || Bitboards.legalMoves(you, me) != 0)) {
            return false;
        }
        int black = Long.bitCount(blackToMove ? me : you);
        int white = Long.bitCount(blackToMove ? you : me);
        int empties = 64 - black - white;
        int score = black > white ? black + empties : black == white ? black + empties / 2 : black;
        return score == (b[at + 6] & 0xFF);
    }
}
