package io.github.reversi4j.notation.internal.pgn;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.util.Optional;

/**
 * The chess-style FEN that Edax writes in the {@code FEN} tag of a PGN game that does not start from
 * the standard position (<a href="../../doc-files/formats.html#5.3">FORMATS §5.3</a>): the rows from the last ({@code 8} on 8x8) up to row {@code 1},
 * separated by {@code /}; in a row, from column {@code a}, {@code p} is a black disc, {@code P} a white
 * disc and a number a run of empty squares; then a space and the side to move, {@code b} or
 * {@code w}, and the ignored chess fields ({@code - - 0 1}). The standard start is
 * {@code 8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1}.
 *
 * <p>Reading accepts any board of even sides 4..16 (the number of rows and the run lengths give the
 * size) and a missing side to move (Black). Writing gives the form above.
 */
final class PgnFen {

    /** The longest FEN text read, in characters. */
    public static final int MAX_LENGTH = 1024;

    private PgnFen() {
    }

    /**
     * Parses a FEN.
     *
     * @param text e.g. {@code 8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1}
     * @param at where the text is, for errors
     * @return the state: the board and the side to move
     * @throws NotationException if the text is not a FEN of a supported board
     */
    static GameState parse(String text, Location at) throws NotationException {
        if (text.length() > MAX_LENGTH) {
            throw new NotationException(at, ProblemKind.LIMIT_EXCEEDED, "FEN longer than " + MAX_LENGTH + " characters");
        }
        String t = text.strip();
        int sp = 0;
        while (sp < t.length() && !Character.isWhitespace(t.charAt(sp))) {
            sp++;
        }
        String placement = t.substring(0, sp);
        String rest = t.substring(sp).strip();
        Color side;
        if (rest.isEmpty() || rest.charAt(0) == 'b' || rest.charAt(0) == 'B') {
            side = Color.BLACK;
        } else if (rest.charAt(0) == 'w' || rest.charAt(0) == 'W') {
            side = Color.WHITE;
        } else {
            throw new NotationException(at, ProblemKind.SYNTAX, "FEN side to move is '" + rest.charAt(0) + "', not b or w");
        }
        if (rest.length() > 1 && !Character.isWhitespace(rest.charAt(1))) {
            throw new NotationException(at, ProblemKind.SYNTAX, "FEN side to move is '" + rest.split("\\s", 2)[0]
                    + "', not b or w");
        }
        String[] rows = placement.split("/", -1);
        int height = rows.length;
        int width = -1;
        int[][] cells = new int[height][];
        for (int r = 0; r < height; r++) {
            int[] row = new int[Square.MAX_SIDE];
            int w = 0;
            String s = rows[r];
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c >= '0' && c <= '9') {
                    int run = 0;
                    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9' && run <= Square.MAX_SIDE) {
                        run = run * 10 + (s.charAt(i) - '0');
                        i++;
                    }
                    i--;
                    if (run == 0 || w + run > Square.MAX_SIDE) {
                        throw new NotationException(at, ProblemKind.UNSUPPORTED_BOARD_TYPE, "FEN row " + (r + 1)
                                + " is longer than " + Square.MAX_SIDE + " squares or has an empty run of 0");
                    }
                    w += run;
                } else if (c == 'p' || c == 'P') {
                    if (w >= Square.MAX_SIDE) {
                        throw new NotationException(at, ProblemKind.UNSUPPORTED_BOARD_TYPE, "FEN row " + (r + 1)
                                + " is longer than " + Square.MAX_SIDE + " squares");
                    }
                    row[w++] = c == 'p' ? 1 : 2;
                } else {
                    throw new NotationException(at, ProblemKind.SYNTAX, "'" + c + "' in a FEN row (p, P or a digit)");
                }
            }
            if (width >= 0 && w != width) {
                throw new NotationException(at, ProblemKind.SYNTAX, "FEN rows of different lengths (" + width + " and " + w + ")");
            }
            width = w;
            cells[r] = row;
        }
        Geometry g;
        try {
            g = Geometry.of(width, height);
        } catch (IllegalArgumentException e) {
            throw new NotationException(at, ProblemKind.UNSUPPORTED_BOARD_TYPE, "FEN of a " + width + "x" + height
                    + " board: " + e.getMessage());
        }
        Board b = Board.empty(g);
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (cells[r][c] != 0) {
                    b = b.with(Square.of(c, height - 1 - r), cells[r][c] == 1 ? Color.BLACK : Color.WHITE);
                }
            }
        }
        return GameState.of(b, side);
    }

    /**
     * Writes the FEN of a state.
     *
     * @param state the state; only its board and side to move are written
     * @return e.g. {@code 8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1}
     */
    public static String format(GameState state) {
        Board b = state.board();
        Geometry g = b.geometry();
        StringBuilder sb = new StringBuilder(g.size() + 16);
        for (int r = g.height() - 1; r >= 0; r--) {
            int run = 0;
            for (int c = 0; c < g.width(); c++) {
                Optional<Color> k = b.colorAt(Square.of(c, r));
                if (k.isEmpty()) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    sb.append(run);
                    run = 0;
                }
                sb.append(k.get() == Color.BLACK ? 'p' : 'P');
            }
            if (run > 0) {
                sb.append(run);
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        return sb.append(state.toMove() == Color.BLACK ? " b" : " w").append(" - - 0 1").toString();
    }
}
