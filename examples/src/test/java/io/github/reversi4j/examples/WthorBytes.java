package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.util.List;

/**
 * The games of a WTHOR file's bytes as the tests of theoretical scores read them, apart from the
 * library's reader (FORMATS §3.2: a 16-byte header, then 68 bytes a game, byte 7 the theoretical
 * score in Black discs, the moves from byte 8 as 10 row + column), replayed through the rules with the
 * passes filled in.
 */
final class WthorBytes {

    private static final Rules OTHELLO = StandardRules.othello();

    private WthorBytes() {
    }

    /** The square of a move byte: 10 row + column, both from 1. */
    static Square square(int code) {
        return Square.parse("" + (char) ('a' + code % 10 - 1) + (code / 10));
    }

    /** The move byte {@code i} (from 0) of a game. */
    static int move(byte[] file, int game, int i) {
        return file[16 + 68 * game + 8 + i] & 0xFF;
    }

    /** The theoretical score of a game as Black's disc difference. */
    static int blackDifference(byte[] file, int game) {
        return 2 * (file[16 + 68 * game + 7] & 0xFF) - 64;
    }

    /** The position with {@code empties} empty squares of a game's move bytes, or null if not reached. */
    static GameState positionAt(byte[] file, int game, int empties) {
        GameState s = OTHELLO.initialState();
        for (int i = 0; i < 60; i++) {
            if (empties(s) == empties) {
                return s;
            }
            int b = move(file, game, i);
            if (b == 0) {
                return null;
            }
            if (OTHELLO.legalMoves(s).equals(List.of(Move.pass()))) {
                s = OTHELLO.play(s, Move.pass());
            }
            s = OTHELLO.play(s, Move.place(square(b)));
        }
        return empties(s) == empties ? s : null;
    }

    private static int empties(GameState s) {
        return 64 - s.board().count(Color.BLACK) - s.board().count(Color.WHITE);
    }
}
