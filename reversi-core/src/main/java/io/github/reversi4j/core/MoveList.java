package io.github.reversi4j.core;

import java.util.AbstractList;
import java.util.RandomAccess;

/** An unmodifiable list over an array of moves that nobody else holds. */
final class MoveList extends AbstractList<Move> implements RandomAccess {

    private final Move[] moves;

    MoveList(Move[] moves) {
        this.moves = moves;
    }

    @Override
    public Move get(int index) {
        return moves[index];
    }

    @Override
    public int size() {
        return moves.length;
    }
}
