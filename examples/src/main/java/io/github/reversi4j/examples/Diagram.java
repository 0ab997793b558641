package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.examples.holes.HolesRules;
import io.github.reversi4j.notation.render.RenderOptions;
import io.github.reversi4j.notation.render.SquareMark;
import io.github.reversi4j.notation.render.SvgRenderer;
import io.github.reversi4j.notation.render.TextRenderer;

/**
 * The notation module's pictures of a position - {@link TextRenderer}'s diagram and {@link SvgRenderer}'s
 * SVG - with what this program adds: colors on a terminal ({@link Style}), and the holes of the
 * {@code holes} variant given to the renderers as {@link SquareMark#BLOCKED} marks, since only the
 * variant knows them ({@code #} in the diagram, a dark {@code rect.blocked} in the SVG; the blocked
 * squares of {@code othello(blocked=...)} the renderers find themselves).
 */
final class Diagram {

    private Diagram() {
    }

    /** The text diagram of a position (its last line says whose move it is), colored by the style. */
    static String text(Rules rules, GameState state, RenderOptions options, Style style) {
        return colored(TextRenderer.render(state, rules, withHoles(rules, options)), state.board().geometry(), options, style);
    }

    /** The text diagram of a record's final position, its last placement in lower case. */
    static String text(GameRecord record, RenderOptions options, Style style) {
        return colored(TextRenderer.render(record, withHoles(record.rules(), options)), record.start().board().geometry(),
                options, style);
    }

    /** The SVG picture of a position. */
    static String svg(Rules rules, GameState state, RenderOptions options) {
        return SvgRenderer.render(state, rules, withHoles(rules, options));
    }

    /** The SVG picture of a record's final position, its last placement marked. */
    static String svg(GameRecord record, RenderOptions options) {
        return SvgRenderer.render(record, withHoles(record.rules(), options));
    }

    /** The options with the holes of the {@code holes} variant marked blocked. */
    private static RenderOptions withHoles(Rules rules, RenderOptions options) {
        return rules instanceof HolesRules ? options.withMarks(((HolesRules) rules).holes(), SquareMark.BLOCKED) : options;
    }

    /**
     * Colors the squares of the diagram's rows. A row is its prefix (the row number with coordinates),
     * then one character per square, separated by spaces.
     */
    private static String colored(String diagram, Geometry g, RenderOptions options, Style style) {
        if (!style.colors()) {
            return diagram;
        }
        String[] lines = diagram.split("\n", -1);
        int first = options.coordinates() ? 1 : 0;
        StringBuilder sb = new StringBuilder(diagram.length() * 2);
        for (int i = 0; i < lines.length; i++) {
            int r = i - first;
            String line = lines[i];
            if (r >= 0 && r < g.height()) {
                int prefix = line.length() - (2 * g.width() - 1);
                sb.append(line, 0, prefix);
                for (int c = 0; c < g.width(); c++) {
                    if (c > 0) {
                        sb.append(' ');
                    }
                    sb.append(square(line.charAt(prefix + 2 * c), style));
                }
            } else {
                sb.append(line);
            }
            if (i < lines.length - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private static String square(char shown, Style style) {
        switch (shown) {
            case 'X':
            case 'x':
                return style.disc(Color.BLACK, shown);
            case 'O':
            case 'o':
                return style.disc(Color.WHITE, shown);
            case '*':
                return style.strong("*");
            case '#':
                return "#";
            default:
                return style.hint(String.valueOf(shown));
        }
    }
}
