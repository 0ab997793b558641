package io.github.reversi4j.notation.render;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Draws a position as a plain-text diagram, for a board of any size: one line per row, its squares
 * one character each, separated by spaces - {@code X} a black disc, {@code O} a white disc, {@code .} an empty
 * square, {@code *} an empty square where the side to move may play (when the options ask for the
 * legal moves); the disc of the last move is written in lower case ({@code x} or {@code o}). A
 * {@linkplain SquareMark#BLOCKED blocked} square is {@code #} (the blocked squares of
 * {@link io.github.reversi4j.core.StandardRules} and those the options mark), an empty
 * {@linkplain SquareMark#HIGHLIGHT highlighted} square {@code +}. With
 * coordinates, a first line of column letters and each row led by its number (row {@code 1} at the
 * top, <a href="../doc-files/formats.html#0">FORMATS §0</a>). A last line says whose move it is, or that
 * the game is over with its score and winner, the colors named as the rules name them
 * ({@code Game over: Gold 36, Black 28, Gold wins}).
 * With coordinates and without the legal-move marks, its board lines parse back with {@link
 * io.github.reversi4j.core.Board#parse(String)}.
 *
 * <pre>
 *    a b c d e f g h
 *  1 . . . . . . . .
 *  2 . . . . . . . .
 *  3 . . . . . . . .
 *  4 . . . O X * . .
 *  5 . . . X X . . .
 *  6 . . . * x * . .
 *  7 . . . . . . . .
 *  8 . . . . . . . .
 * White to move
 * </pre>
 * (the start after Black's e6).
 */
public final class TextRenderer {

    private TextRenderer() {
    }

    /**
     * Draws a position.
     *
     * @param state the position
     * @param rules the rules, for the legal moves and the colors' names
     * @param options what to show (the square size is not used)
     * @return the diagram, lines ended by {@code \n}
     */
    public static String render(GameState state, Rules rules, RenderOptions options) {
        Board board = state.board();
        Geometry g = board.geometry();
        List<Square> legal = options.legalMoves() ? Positions.legalSquares(rules, state) : List.of();
        Square last = options.lastMove().orElse(null);
        Map<Square, SquareMark> marks = Positions.marks(rules, state, options);
        StringBuilder sb = new StringBuilder((g.width() * 2 + 4) * (g.height() + 2));
        if (options.coordinates()) {
            sb.append("  ");
            for (int c = 0; c < g.width(); c++) {
                sb.append(' ').append((char) ('a' + c));
            }
            sb.append('\n');
        }
        for (int r = 0; r < g.height(); r++) {
            if (options.coordinates()) {
                sb.append(r + 1 < 10 ? " " : "").append(r + 1).append(' ');
            }
            for (int c = 0; c < g.width(); c++) {
                Square s = Square.of(c, r);
                Optional<Color> k = board.colorAt(s);
                char ch;
                if (k.isPresent()) {
                    ch = k.get() == Color.BLACK ? 'X' : 'O';
                    if (s.equals(last)) {
                        ch = Character.toLowerCase(ch);
                    }
                } else if (marks.get(s) == SquareMark.BLOCKED) {
                    ch = '#';
                } else if (marks.get(s) == SquareMark.HIGHLIGHT) {
                    ch = '+';
                } else {
                    ch = legal.contains(s) ? '*' : '.';
                }
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(ch);
            }
            sb.append('\n');
        }
        if (rules.isTerminal(state)) {
            sb.append(gameOver(rules, rules.outcome(state))).append('\n');
        } else {
            sb.append(rules.colorName(state.toMove())).append(" to move\n");
        }
        return sb.toString();
    }

    /** The last line of a finished game: the official scores and the winner, in the rules' color names. */
    private static String gameOver(Rules rules, Outcome o) {
        if (!(o instanceof Outcome.TwoPlayer)) {
            return "Game over";
        }
        Outcome.TwoPlayer t = (Outcome.TwoPlayer) o;
        return "Game over: " + rules.colorName(Color.BLACK) + " " + t.score(Color.BLACK) + ", " + rules.colorName(Color.WHITE)
                + " " + t.score(Color.WHITE) + ", " + t.winner().map(w -> rules.colorName(w) + " wins").orElse("a draw");
    }

    /**
     * Draws the final position of a record, marking its last placement (unless the options name
     * another last move).
     *
     * @param record the record; replayed up to its first illegal move
     * @param options what to show
     * @return the diagram
     */
    public static String render(GameRecord record, RenderOptions options) {
        Replay r = record.replay();
        return render(r.finalState(), record.rules(), Positions.withLastPlacement(r, options));
    }
}
