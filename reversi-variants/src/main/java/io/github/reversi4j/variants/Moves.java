package io.github.reversi4j.variants;

import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;

/** Helpers for the moves of the rule sets of this package. */
final class Moves {

    private Moves() {
    }

    /**
     * Returns the same rejection for the move the caller was given, when a wrapped rule set was asked
     * about a simpler form of it (a line or color removed).
     */
    static IllegalMoveException restate(IllegalMoveException e, Move move) {
        String m = e.getMessage();
        String detail = "";
        int open = m.indexOf(" (");
        int close = m.lastIndexOf(')');
        if (open >= 0 && close > open) {
            detail = m.substring(open + 2, close);
        }
        return new IllegalMoveException(e.state(), move, e.reason(), detail, e.choices());
    }
}
