package io.github.reversi4j.notation.internal;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;
import java.util.function.IntUnaryOperator;

/**
 * The placements of a WTHOR record, read from its bytes on each access: an immutable list that
 * costs no object per move. Each byte must name a square ({@code 10 * row + column} on 8x8,
 * {@code 12 * row + column} on 10x10, from 1); the reader checks that before making the list.
 * On 8x8 the list is also the reader of its moves' square indices that the core's {@code
 * LeanReplay} takes, so that a replay of WTHOR's bytes costs no object for the reading either.
 */
public final class ByteMoves extends AbstractList<Move> implements RandomAccess, IntUnaryOperator {

    /** The square index ({@code row * 8 + column}) of each 8x8 code, -1 for none. */
    private static final byte[] INDEX8 = new byte[256];
    private static final Move[] MOVES8 = new Move[256];
    private static final Move[] MOVES10 = new Move[256];

    static {
        Arrays.fill(INDEX8, (byte) -1);
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                INDEX8[10 * r + c] = (byte) ((r - 1) * 8 + c - 1);
                MOVES8[10 * r + c] = Move.place(Square.of(c - 1, r - 1));
            }
        }
        for (int r = 1; r <= 10; r++) {
            for (int c = 1; c <= 10; c++) {
                MOVES10[12 * r + c] = Move.place(Square.of(c - 1, r - 1));
            }
        }
    }

    private final byte[] bytes;
    private final int offset;
    private final int size;
    private final int side;

    /**
     * Wraps the move bytes of a record; the array must not change afterwards.
     *
     * @param bytes the record's bytes
     * @param offset where the moves start
     * @param size how many moves there are
     * @param side the board's side, 8 or 10
     * @throws IllegalArgumentException if a byte names no square
     */
    @SuppressFBWarnings(value = "EI_EXPOSE_REP2", justification = "the reader hands over a record it never changes again;"
            + " copying 68 bytes per game is what this class exists to avoid")
    public ByteMoves(byte[] bytes, int offset, int size, int side) {
        Move[] table = side == 8 ? MOVES8 : MOVES10;
        for (int i = 0; i < size; i++) {
            if (table[bytes[offset + i] & 0xFF] == null) {
                throw new IllegalArgumentException("move byte " + (bytes[offset + i] & 0xFF) + " names no square");
            }
        }
        this.bytes = bytes;
        this.offset = offset;
        this.size = size;
        this.side = side;
    }

    /**
     * Tells whether the moves are on the 8x8 board.
     *
     * @return true for 8x8
     */
    public boolean isEight() {
        return side == 8;
    }

    /**
     * Returns the square index of a move on 8x8: {@code row * 8 + column}.
     *
     * @param i the move's index, 0 to {@code size() - 1}; the moves on 8x8 ({@link #isEight()})
     * @return 0..63
     */
    @Override
    public int applyAsInt(int i) {
        return INDEX8[bytes[offset + i] & 0xFF];
    }

    @Override
    public Move get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("index " + i + " of " + size + " moves");
        }
        return (side == 8 ? MOVES8 : MOVES10)[bytes[offset + i] & 0xFF];
    }

    @Override
    public int size() {
        return size;
    }
}
