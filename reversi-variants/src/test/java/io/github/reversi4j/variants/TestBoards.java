package io.github.reversi4j.variants;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import java.util.ArrayList;
import java.util.List;

/** Small helpers to write positions and moves readably in tests. */
final class TestBoards {

    private TestBoards() {
    }

    /** Joins rows (top row first) into a board string. */
    static String rows(String... rows) {
        return String.join("", rows);
    }

    static List<Move> moves(String text) {
        List<Move> out = new ArrayList<>();
        for (String m : text.strip().split("\\s+")) {
            out.add(m.indexOf(':') >= 0 ? KniziaSolo.of(0).parseMove(m) : SingleLineReversi.of().parseMove(m));
        }
        return out;
    }

    static List<Square> squares(String text) {
        List<Square> out = new ArrayList<>();
        for (String s : text.strip().split("\\s+")) {
            out.add(Square.parse(s));
        }
        return out;
    }

    static List<Square> list(SquareSet set) {
        return new ArrayList<>(set);
    }
}
