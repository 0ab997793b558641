package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A line of the FFO files in OBF as the tests read it, apart from the library's reader (FORMATS §5.2:
 * the 64 squares and the side to move, then {@code MOVE:score} fields separated by {@code ;}): the
 * position and each scored move with its published score for the side to move.
 *
 * @param position the position
 * @param scores the scored moves in the line's order
 */
record FfoLine(GameState position, Map<Move, Integer> scores) {

    /** Reads a line. */
    static FfoLine parse(String line) {
        String[] fields = line.split(";");
        String board = fields[0].strip();
        Color toMove = board.endsWith("X") ? Color.BLACK : Color.WHITE;
        GameState s = GameState.parse(board.substring(0, 64) + " " + (toMove == Color.BLACK ? "X" : "O"));
        Map<Move, Integer> scores = new LinkedHashMap<>();
        for (int i = 1; i < fields.length; i++) {
            if (!fields[i].isBlank()) {
                String[] ms = fields[i].strip().split(":");
                scores.put(Move.place(Square.parse(ms[0].toLowerCase(Locale.ROOT))), Integer.parseInt(ms[1].replace("+", "")));
            }
        }
        return new FfoLine(s, scores);
    }
}
