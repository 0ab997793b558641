package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;

/**
 * An unmodifiable list of moves in one of two forms: the moves of an array that nobody else holds, or
 * the placements on the squares of a bitboard, each taken from a table of cached moves indexed by
 * square. The second form costs one small object per list whatever the number of moves. Every list
 * of moves the rule sets of this module hand out is of this one class, so that callers' calls on it
 * stay monomorphic.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {

    private static final Move[] NONE = new Move[0];
    static final MoveList EMPTY = new MoveList(NONE);
    static final MoveList PASS_ONLY = new MoveList(new Move[] {Move.pass()});

    /** The moves (bits == 0), or the table of cached moves by square index (bits != 0). */
    private final Move[] moves;
    private final long bits;
    private final int size;

    MoveList(Move[] moves) {
        this.moves = moves;
        this.bits = 0;
        this.size = moves.length;
    }

    /**
     * The placements on the squares of a bitboard, in ascending square order, taken from a table by
     * square; for an empty bitboard, the moves of the array instead.
     */
    MoveList(Move[] table, long bits) {
        this.moves = table;
        this.bits = bits;
        this.size = bits == 0 ? table.length : Long.bitCount(bits);
    }

    /** The array of a list made from one (bits == 0), which must not be modified. */
    Move[] moves() {
        return moves;
    }

    @Override
    public Move get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of a list of " + size + " moves");
        }
        if (bits == 0) {
            return moves[index];
        }
        return moves[Bitboards.select(bits, index)];
    }


    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public Iterator<Move> iterator() {
        return new Moves(moves, bits, size);
    }

    /**
     * The iterator: it copies what it needs rather than refer to the list, so that a caller that
     * only iterates can have both objects scalar-replaced once the calls are inlined.
     */
    private static final class Moves implements Iterator<Move> {
        private final Move[] moves;
        private final int size;
        /** The squares not yet returned; 0 throughout for the array form, which then counts with next. */
        private long rest;
        private int next;

        Moves(Move[] moves, long bits, int size) {
            this.moves = moves;
            this.rest = bits;
            this.size = size;
        }

        @Override
        public boolean hasNext() {
            return next < size;
        }

        @Override
        public Move next() {
            if (next >= size) {
                throw new NoSuchElementException();
            }
            if (rest == 0) {
                return moves[next++];
            }
            next++;
            int sq = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            return moves[sq];
        }
    }

    @Override
    public void forEach(Consumer<? super Move> action) {
        Objects.requireNonNull(action);
        if (bits == 0) {
            for (Move m : moves) {
                action.accept(m);
            }
            return;
        }
        for (long b = bits; b != 0; b &= b - 1) {
            action.accept(moves[Long.numberOfTrailingZeros(b)]);
        }
    }
}
