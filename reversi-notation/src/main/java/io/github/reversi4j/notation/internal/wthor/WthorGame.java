package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One game record of a WTHOR game file (<a href="../../doc-files/formats.html#3.2">FORMATS §3.2</a>), as its bytes: tournament, Black and White
 * player indices (u16, little-endian), the actual score (Black's discs with the empty squares given
 * to the winner, <a href="../../doc-files/rules.html#O3">RULES §O3</a>), the theoretical score, and the moves, one byte each, {@code 10 * row +
 * column} with rows and columns from 1 ({@code a1} = 11, {@code h8} = 88), passes not written,
 * unused bytes 0. An 8x8 record has 68 bytes and 60 moves; a 10x10 one ({@code .wtd}) 104 bytes and
 * 96 moves coded {@code 12 * row + column} ({@code a1} = 13, {@code j10} = 130).
 *
 * <p>The record keeps its bytes as read: writing a record read gives back its bytes, whatever they
 * hold. Decoding is checked when the game is replayed ({@link WthorReader}). This class is immutable
 * and thread-safe.
 */
public final class WthorGame {

    private final int side;
    private final byte[] bytes;

    private WthorGame(int side, byte[] bytes) {
        this.side = side;
        this.bytes = bytes;
    }

    /**
     * Returns the size of a record on a board.
     *
     * @param side 8 or 10
     * @return 68 or 104
     * @throws IllegalArgumentException for another side
     */
    public static int recordSize(int side) {
        return 8 + moveSlots(side);
    }

    private static int moveSlots(int side) {
        if (side == 8) {
            return 60;
        }
        if (side == 10) {
            return 96;
        }
        throw new IllegalArgumentException("WTHOR files hold 8x8 or 10x10 games, not " + side + "x" + side);
    }

    private static int base(int side) {
        return side == 8 ? 10 : 12;
    }

    /**
     * Returns the move byte of a square.
     *
     * @param square the square
     * @param side the board's side, 8 or 10
     * @return the code, e.g. 56 for {@code f5} on 8x8
     * @throws IllegalArgumentException if the square is not on the board
     */
    public static int code(Square square, int side) {
        if (square.column() >= side || square.row() >= side) {
            throw new IllegalArgumentException(square + " is not on a " + side + "x" + side + " board");
        }
        return base(side) * (square.row() + 1) + square.column() + 1;
    }

    /**
     * Returns the square of a move byte.
     *
     * @param code the byte, 0..255
     * @param side the board's side, 8 or 10
     * @return the square, or empty when the byte names none (0 is the end marker)
     */
    public static Optional<Square> square(int code, int side) {
        int b = base(side);
        int r = code / b;
        int c = code % b;
        if (r < 1 || r > side || c < 1 || c > side) {
            return Optional.empty();
        }
        return Optional.of(Square.of(c - 1, r - 1));
    }

    /** For each move byte, whether it names a square of an 8x8 board, then of a 10x10 board. */
    private static final boolean[][] SQUARE_BYTES = {squareBytes(8), squareBytes(10)};

    private static boolean[] squareBytes(int side) {
        boolean[] t = new boolean[256];
        for (int code = 0; code < 256; code++) {
            t[code] = square(code, side).isPresent();
        }
        return t;
    }

    /**
     * Tells whether a move byte names a square, as {@link #square(int, int)} would, without making it.
     *
     * @param code the byte, 0 to 255
     * @param side 8 or 10
     * @return whether it names a square
     */
    static boolean isSquare(int code, int side) {
        return SQUARE_BYTES[side == 8 ? 0 : 1][code & 0xFF];
    }

    static WthorGame wrap(int side, byte[] bytes) {
        return new WthorGame(side, bytes);
    }

    /**
     * Returns a record of an 8x8 or 10x10 game from its bytes.
     *
     * @param bytes the 68 or 104 bytes
     * @return the record
     * @throws NotationException of kind {@link ProblemKind#TRUNCATED} if the length is neither
     */
    public static WthorGame ofBytes(byte[] bytes) throws NotationException {
        int side = bytes.length == 68 ? 8 : bytes.length == 104 ? 10 : 0;
        if (side == 0) {
            throw new NotationException(Location.of("bytes"), ProblemKind.TRUNCATED,
                    "a WTHOR game has 68 (8x8) or 104 (10x10) bytes, not " + bytes.length);
        }
        return new WthorGame(side, bytes.clone());
    }

    /**
     * Returns the record of a game.
     *
     * @param tournament the tournament index, 0..65535
     * @param black Black's player index, 0..65535
     * @param white White's player index, 0..65535
     * @param score Black's official score; use {@link #of(int, int, int, GameRecord, int)} to have it computed
     * @param theoretical the theoretical score, 0..255
     * @param moves the placements in order, passes left out, on an 8x8 or 10x10 board
     * @param side the board's side, 8 or 10
     * @return the record
     * @throws IllegalArgumentException if a value does not fit its field or there are too many moves
     */
    public static WthorGame of(int tournament, int black, int white, int score, int theoretical, List<Square> moves,
            int side) {
        byte[] b = new byte[recordSize(side)];
        u16(b, 0, tournament, "tournament");
        u16(b, 2, black, "black");
        u16(b, 4, white, "white");
        b[6] = u8(score, "score");
        b[7] = u8(theoretical, "theoretical score");
        if (moves.size() > moveSlots(side)) {
            throw new IllegalArgumentException(moves.size() + " moves do not fit a " + side + "x" + side + " record");
        }
        for (int i = 0; i < moves.size(); i++) {
            b[8 + i] = (byte) code(moves.get(i), side);
        }
        return new WthorGame(side, b);
    }

    /**
     * Returns the record of a finished game of standard Othello on 8x8 or 10x10, its score computed by
     * replaying it: Black's discs with the empties given to the winner (<a href="../../doc-files/rules.html#O3">RULES §O3</a>).
     *
     * @param tournament the tournament index
     * @param black Black's player index
     * @param white White's player index
     * @param record the game; it must replay and be finished
     * @param theoretical the theoretical score
     * @return the WTHOR record
     * @throws UnwritableGameException if the game is not valid, not finished, or not on 8x8 or 10x10
     */
    public static WthorGame of(int tournament, int black, int white, GameRecord record, int theoretical) {
        Replay r = record.replay();
        Outcome.TwoPlayer o = r.outcome().filter(Outcome.TwoPlayer.class::isInstance).map(Outcome.TwoPlayer.class::cast)
                .orElseThrow(() -> new UnwritableGameException("wthor", "the game is not valid and finished with a"
                        + " two-player result; give the recorded score of an unfinished game: " + r));
        return of(tournament, black, white, o.score(Color.BLACK), theoretical, placements(record), side(record.rules().geometry()));
    }

    /**
     * Returns the record of a game with a score given (a game that stopped early: resigned, adjudicated).
     *
     * @param tournament the tournament index
     * @param black Black's player index
     * @param white White's player index
     * @param record the game
     * @param score the recorded Black score
     * @param theoretical the theoretical score
     * @return the WTHOR record
     * @throws IllegalArgumentException if a value does not fit its field
     * @throws UnwritableGameException if the board is not 8x8 or 10x10
     */
    public static WthorGame of(int tournament, int black, int white, GameRecord record, int score, int theoretical) {
        return of(tournament, black, white, score, theoretical, placements(record), side(record.rules().geometry()));
    }

    private static List<Square> placements(GameRecord record) {
        List<Square> out = new ArrayList<>(record.moves().size());
        for (Move m : record.moves()) {
            if (!m.isPass()) {
                out.add(m.squareOrThrow());
            }
        }
        return out;
    }

    private static int side(Geometry g) {
        if (!g.isSquare() || (g.width() != 8 && g.width() != 10)) {
            throw new UnwritableGameException("wthor", "WTHOR holds 8x8 and 10x10 games, not " + g);
        }
        return g.width();
    }

    private static byte u8(int v, String what) {
        if (v < 0 || v > 255) {
            throw new IllegalArgumentException(what + " out of range 0..255: " + v);
        }
        return (byte) v;
    }

    private static void u16(byte[] b, int at, int v, String what) {
        if (v < 0 || v > 0xFFFF) {
            throw new IllegalArgumentException(what + " out of range 0..65535: " + v);
        }
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
    }

    private int u16(int at) {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8;
    }

    /**
     * Returns the board's side.
     *
     * @return 8 or 10
     */
    public int side() {
        return side;
    }

    /**
     * Returns the tournament index (into {@code WTHOR.TRN}).
     *
     * @return the index
     */
    public int tournament() {
        return u16(0);
    }

    /**
     * Returns Black's player index (into {@code WTHOR.JOU}).
     *
     * @return the index
     */
    public int black() {
        return u16(2);
    }

    /**
     * Returns White's player index.
     *
     * @return the index
     */
    public int white() {
        return u16(4);
    }

    /**
     * Returns the recorded actual score: Black's discs, empties to the winner.
     *
     * @return the byte, 0..255
     */
    public int score() {
        return bytes[6] & 0xFF;
    }

    /**
     * Returns the recorded theoretical score.
     *
     * @return the byte, 0..255
     */
    public int theoreticalScore() {
        return bytes[7] & 0xFF;
    }

    /**
     * Returns the move bytes, all of them (trailing zeros included).
     *
     * @return a new array of 60 or 96 codes 0..255
     */
    public int[] moveCodes() {
        int[] c = new int[bytes.length - 8];
        for (int i = 0; i < c.length; i++) {
            c[i] = bytes[8 + i] & 0xFF;
        }
        return c;
    }

    /**
     * Returns the bytes of the record.
     *
     * @return a new array of 68 or 104 bytes
     */
    public byte[] toBytes() {
        return bytes.clone();
    }

    byte[] bytes() {
        return bytes;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof WthorGame && Arrays.equals(bytes, ((WthorGame) o).bytes));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /**
     * Returns the fields and the moves.
     *
     * @return e.g. {@code WthorGame[tournament=0, black=346, white=843, score=34, theoretical=41, moves=f5d6...]}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("WthorGame[tournament=").append(tournament()).append(", black=").append(black())
                .append(", white=").append(white()).append(", score=").append(score()).append(", theoretical=")
                .append(theoreticalScore()).append(", moves=");
        for (int c : moveCodes()) {
            if (c == 0) {
                continue;
            }
            Optional<Square> s = square(c, side);
            sb.append(s.isPresent() ? s.get().toString() : "?" + c + "?");
        }
        return sb.append(']').toString();
    }
}
