package io.github.reversi4j.notation.render;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Optional;

/**
 * Draws a position as a standalone SVG 1.1 document, for a board of any size. The drawing is made of
 * elements a program can find by their {@code class} and {@code data-square} attributes:
 * <ul>
 *   <li>{@code rect.board}, the green board; {@code line.grid}, the lines between the squares;</li>
 *   <li>{@code text.coordinate}, the column letters above and the row numbers left of the board
 *       (row {@code 1} at the top, <a href="../doc-files/formats.html#0">FORMATS §0</a>), when the options ask for them;</li>
 *   <li>{@code rect.highlight}, a translucent yellow square under the disc of each square the options
 *       mark {@link SquareMark#HIGHLIGHT}, and {@code rect.blocked}, a dark square over each
 *       {@link SquareMark#BLOCKED blocked} square (the blocked squares of
 *       {@link io.github.reversi4j.core.StandardRules} and those the options mark), each with its square
 *       in {@code data-square};</li>
 *   <li>{@code circle.disc.black} and {@code circle.disc.white}, one per disc, with its square in
 *       {@code data-square};</li>
 *   <li>{@code circle.legal-move}, a small dot on each square where the side to move may place a disc
 *       (none when it must pass or the game is over), when the options ask for them;</li>
 *   <li>{@code circle.last-move}, a red dot on the square of the last move, when the options name one.</li>
 * </ul>
 * The square in column {@code c} and row {@code r} (zero-based) has its centre at
 * {@code (margin + (c + 1/2) * size, margin + (r + 1/2) * size)}, where {@code size} is the square size
 * of the options and {@code margin} is {@code 3 * size / 5} with coordinates, {@code size / 8}
 * without (integer division). The {@code title} says whose move it is; the {@code desc} holds the
 * board string and the side to move.
 */
public final class SvgRenderer {

    private SvgRenderer() {
    }

    /**
     * Draws a position.
     *
     * @param state the position
     * @param rules the rules, for the legal moves and the colors' names
     * @param options what to show
     * @return the SVG document
     */
    public static String render(GameState state, Rules rules, RenderOptions options) {
        Board board = state.board();
        Geometry g = board.geometry();
        int size = options.squareSize();
        int margin = margin(options);
        int width = 2 * margin + g.width() * size;
        int height = 2 * margin + g.height() * size;
        boolean over = rules.isTerminal(state);
        String title = over ? "Game over" : rules.colorName(state.toMove()) + " to move";
        StringBuilder sb = new StringBuilder(4096);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ')
                .append(height).append("\">\n");
        sb.append("  <title>").append(escape(title)).append("</title>\n");
        sb.append("  <desc>").append(escape(board + " " + state.toMove().symbol())).append("</desc>\n");
        sb.append("  <rect class=\"board\" x=\"").append(margin).append("\" y=\"").append(margin).append("\" width=\"")
                .append(g.width() * size).append("\" height=\"").append(g.height() * size)
                .append("\" fill=\"#1f7a3c\" stroke=\"#000000\" stroke-width=\"2\"/>\n");
        for (int c = 1; c < g.width(); c++) {
            int x = margin + c * size;
            line(sb, x, margin, x, margin + g.height() * size);
        }
        for (int r = 1; r < g.height(); r++) {
            int y = margin + r * size;
            line(sb, margin, y, margin + g.width() * size, y);
        }
        for (Map.Entry<Square, SquareMark> m : Positions.marks(rules, state, options).entrySet()) {
            boolean blocked = m.getValue() == SquareMark.BLOCKED;
            Square s = m.getKey();
            sb.append("  <rect class=\"").append(blocked ? "blocked" : "highlight").append("\" data-square=\"").append(s)
                    .append("\" x=\"").append(margin + s.column() * size).append("\" y=\"").append(margin + s.row() * size)
                    .append("\" width=\"").append(size).append("\" height=\"").append(size).append("\" fill=\"")
                    .append(blocked ? "#102a12\"" : "#f0d040\" fill-opacity=\"0.6\"").append("/>\n");
        }
        if (options.coordinates()) {
            String font = num(size * 0.4);
            for (int c = 0; c < g.width(); c++) {
                text(sb, num(margin + (c + 0.5) * size), num(margin * 0.7), font, String.valueOf((char) ('a' + c)));
            }
            for (int r = 0; r < g.height(); r++) {
                text(sb, num(margin * 0.5), num(margin + (r + 0.5) * size + size * 0.14), font, Integer.toString(r + 1));
            }
        }
        String radius = num(size * 0.42);
        for (Square s : g.squares()) {
            Optional<Color> k = board.colorAt(s);
            if (k.isPresent()) {
                boolean black = k.get() == Color.BLACK;
                circle(sb, "disc " + (black ? "black" : "white"), s, margin, size, radius, black ? "#000000" : "#ffffff",
                        " stroke=\"#000000\" stroke-width=\"1\"");
            }
        }
        if (options.legalMoves()) {
            String dot = num(size * 0.12);
            String fill = state.toMove() == Color.BLACK ? "#000000" : "#ffffff";
            for (Square s : Positions.legalSquares(rules, state)) {
                circle(sb, "legal-move", s, margin, size, dot, fill, " fill-opacity=\"0.45\"");
            }
        }
        if (options.lastMove().isPresent() && g.contains(options.lastMove().get())) {
            circle(sb, "last-move", options.lastMove().get(), margin, size, num(size * 0.1), "#d02020", "");
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /**
     * Draws the final position of a record, marking its last placement (unless the options name
     * another last move).
     *
     * @param record the record; replayed up to its first illegal move
     * @param options what to show
     * @return the SVG document
     */
    public static String render(GameRecord record, RenderOptions options) {
        Replay r = record.replay();
        return render(r.finalState(), record.rules(), Positions.withLastPlacement(r, options));
    }

    static int margin(RenderOptions options) {
        return options.coordinates() ? options.squareSize() * 3 / 5 : options.squareSize() / 8;
    }

    private static void line(StringBuilder sb, int x1, int y1, int x2, int y2) {
        sb.append("  <line class=\"grid\" x1=\"").append(x1).append("\" y1=\"").append(y1).append("\" x2=\"").append(x2)
                .append("\" y2=\"").append(y2).append("\" stroke=\"#000000\" stroke-width=\"1\"/>\n");
    }

    private static void text(StringBuilder sb, String x, String y, String font, String t) {
        sb.append("  <text class=\"coordinate\" x=\"").append(x).append("\" y=\"").append(y)
                .append("\" font-family=\"sans-serif\" font-size=\"").append(font)
                .append("\" text-anchor=\"middle\">").append(t).append("</text>\n");
    }

    private static void circle(StringBuilder sb, String cls, Square s, int margin, int size, String r, String fill,
            String extra) {
        sb.append("  <circle class=\"").append(cls).append("\" data-square=\"").append(s).append("\" cx=\"")
                .append(num(margin + (s.column() + 0.5) * size)).append("\" cy=\"")
                .append(num(margin + (s.row() + 0.5) * size)).append("\" r=\"").append(r).append("\" fill=\"")
                .append(fill).append('"').append(extra).append("/>\n");
    }

    private static String num(double v) {
        BigDecimal b = BigDecimal.valueOf(v).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
        return b.scale() < 0 ? b.setScale(0).toPlainString() : b.toPlainString();
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<':
                    sb.append("&lt;");
                    break;
                case '>':
                    sb.append("&gt;");
                    break;
                case '&':
                    sb.append("&amp;");
                    break;
                case '"':
                    sb.append("&quot;");
                    break;
                default:
                    sb.append(c);
            }
        }
        return sb.toString();
    }
}
