package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.internal.shared.ValueText;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;

/**
 * The board string of a position and its side to move, the de-facto "FEN" of Othello (<a href="../doc-files/formats.html#5.1">FORMATS §5.1</a>):
 * {@code --XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O}.
 *
 * <p>Reading (Zebra's endgame script and Edax): one character per square, row by row from
 * {@code a1}; black is {@code X}, {@code x}, {@code *} or {@code B}; white {@code O}, {@code o},
 * {@code 0} or {@code W}; empty {@code -}, {@code .} or {@code _}; whitespace between squares is
 * ignored; then whitespace and the side to move in the same letters; {@code %} starts a comment. A
 * square board's size follows from the number of squares (16, 36, 64, 100 ... 256); a rectangular
 * one is prefixed with its size, {@code 6x8 ------...} (the generalisation of {@link Board#toString()}).
 *
 * <p>Writing: {@code X}, {@code O} and {@code -}, a space, and {@code X} or {@code O} - the canonical
 * text of a plain {@link GameState}.
 */
final class PositionText {

    private PositionText() {
    }

    /**
     * Parses a position.
     *
     * @param text the board string and side to move
     * @return the state, with no supplies, last placer or extension
     * @throws io.github.reversi4j.core.TextParseException if the text is not a position, with the index
     *     of the fault
     */
    public static GameState parse(String text) {
        return ValueText.parse(text, t -> parse(t, Location.of("")));
    }

    /**
     * Parses a position, naming its location for errors.
     *
     * @param text the board string and side to move
     * @param at where the text is
     * @return the state
     * @throws NotationException if the text is not a position
     */
    static GameState parse(String text, Location at) throws NotationException {
        int end = text.indexOf('%');
        String t = (end < 0 ? text : text.substring(0, end)).strip();
        int line = at.line().orElse(1);
        Geometry g = null;
        int from = 0;
        int sp = t.indexOf(' ');
        int x = sp > 0 ? t.substring(0, sp).toLowerCase(java.util.Locale.ROOT).indexOf('x') : -1;
        if (x > 0 && Numbers.isDigit(t.charAt(0))) {
            String size = t.substring(0, sp);
            if (!Numbers.isDigits(size.substring(0, x)) || !Numbers.isDigits(size.substring(x + 1))) {
                throw new NotationException(at.withLine(line, 1), ProblemKind.SYNTAX, "a board size is written in ASCII"
                        + " digits, such as 8x8: '" + size + "'");
            }
            try {
                g = Geometry.parse(t.substring(0, sp));
            } catch (IllegalArgumentException e) {
                throw new NotationException(at.withLine(line, 1), ProblemKind.UNSUPPORTED_BOARD_TYPE, e.getMessage());
            }
            from = sp + 1;
        }
        int last = t.length() - 1;
        if (last < from) {
            throw new NotationException(at.withLine(line, 1), ProblemKind.TRUNCATED, "empty position");
        }
        Color side = color(t.charAt(last));
        if (side == null || last == from || !Character.isWhitespace(t.charAt(last - 1))) {
            throw new NotationException(at.withLine(line, last + 1), ProblemKind.SYNTAX,
                    "expected the board, a space and the side to move (X or O)");
        }
        StringBuilder cells = new StringBuilder(t.length());
        for (int i = from; i < last; i++) {
            char c = t.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            Color k = color(c);
            if (k != null) {
                cells.append(k.symbol());
            } else if (c == '-' || c == '.' || c == '_') {
                cells.append('-');
            } else {
                throw new NotationException(at.withLine(line, i + 1), ProblemKind.SYNTAX, "'" + c
                        + "' is not a square's content (X, O or -)");
            }
        }
        int n = cells.length();
        if (g == null) {
            int side2 = (int) Math.round(Math.sqrt(n));
            if (side2 * side2 != n || side2 % 2 != 0 || side2 < Geometry.MIN_SIDE || side2 > 16) {
                throw new NotationException(at.withLine(line, 1), n < 64 ? ProblemKind.TRUNCATED : ProblemKind.UNSUPPORTED_BOARD_TYPE,
                        n + " squares is no supported square board (16, 36, 64 ... 256); prefix a rectangle's size, e.g. 6x8");
            }
            g = Geometry.of(side2);
        } else if (n != g.size()) {
            throw new NotationException(at.withLine(line, 1), ProblemKind.TRUNCATED, "a " + g + " board has "
                    + g.size() + " squares, the text gives " + n);
        }
        String prefix = g.isSquare() ? "" : g + " ";
        return GameState.of(Board.parse(prefix + cells), side);
    }

    private static Color color(char c) {
        switch (c) {
            case 'X': case 'x': case '*': case 'B':
                return Color.BLACK;
            case 'O': case 'o': case '0': case 'W':
                return Color.WHITE;
            default:
                return null;
        }
    }

    /**
     * Writes a position: the board string ({@link Board#toString()}), a space and the side to move.
     *
     * @param state the state; supplies, last placer and extension are not written
     * @return e.g. {@code ---------------------------OX------XO--------------------------- X}
     */
    public static String format(GameState state) {
        return state.board() + " " + state.toMove().symbol();
    }
}
