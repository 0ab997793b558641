package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.examples.holes.HolesRules;
import io.github.reversi4j.notation.render.RenderOptions;
import io.github.reversi4j.notation.render.SvgRenderer;
import io.github.reversi4j.notation.render.TextRenderer;
import java.util.Set;

/**
 * The notation module's pictures of a position - {@link TextRenderer}'s diagram and {@link SvgRenderer}'s
 * SVG - with what this program adds: colors on a terminal ({@link Style}) and the holes of the
 * {@code holes} variant, which the library's renderers draw as empty squares since only the variant
 * knows them: {@code #} in the diagram, a dark {@code rect.hole} over the square in the SVG.
 */
final class Diagram {

    private Diagram() {
    }

    /** The text diagram of a position (its last line says whose move it is), colored by the style. */
    static String text(Rules rules, GameState state, RenderOptions options, Style style) {
        return decorate(TextRenderer.render(state, rules, options), rules, state.board().geometry(), options, style);
    }

    /** The text diagram of a record's final position, its last placement in lower case. */
    static String text(GameRecord record, RenderOptions options, Style style) {
        return decorate(TextRenderer.render(record, options), record.rules(), record.start().board().geometry(), options, style);
    }

    /** The SVG picture of a position. */
    static String svg(Rules rules, GameState state, RenderOptions options) {
        return withHoles(SvgRenderer.render(state, rules, options), rules, options);
    }

    /** The SVG picture of a record's final position, its last placement marked. */
    static String svg(GameRecord record, RenderOptions options) {
        return withHoles(SvgRenderer.render(record, options), record.rules(), options);
    }

    private static Set<Square> holes(Rules rules) {
        return rules instanceof HolesRules ? ((HolesRules) rules).holes() : Set.of();
    }

    /**
     * Colors the squares of the diagram's rows and writes the holes {@code #}. A row is its prefix (the
     * row number with coordinates), then one character per square, separated by spaces.
     */
    private static String decorate(String diagram, Rules rules, Geometry g, RenderOptions options, Style style) {
        Set<Square> holes = holes(rules);
        if (!style.colors() && holes.isEmpty()) {
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
                    sb.append(square(line.charAt(prefix + 2 * c), holes.contains(Square.of(c, r)), style));
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

    private static String square(char shown, boolean hole, Style style) {
        switch (shown) {
            case 'X':
            case 'x':
                return style.disc(Color.BLACK, shown);
            case 'O':
            case 'o':
                return style.disc(Color.WHITE, shown);
            case '*':
                return style.strong("*");
            default:
                return hole ? "#" : style.hint(String.valueOf(shown));
        }
    }

    /** Adds a dark square over each hole, at the place {@link SvgRenderer} documents for a square. */
    private static String withHoles(String svg, Rules rules, RenderOptions options) {
        Set<Square> holes = holes(rules);
        if (holes.isEmpty()) {
            return svg;
        }
        int size = options.squareSize();
        int margin = options.coordinates() ? size * 3 / 5 : size / 8;
        StringBuilder rects = new StringBuilder();
        for (Square s : holes) {
            rects.append("  <rect class=\"hole\" data-square=\"").append(s).append("\" x=\"").append(margin + s.column() * size)
                    .append("\" y=\"").append(margin + s.row() * size).append("\" width=\"").append(size).append("\" height=\"")
                    .append(size).append("\" fill=\"#102a12\"/>\n");
        }
        int end = svg.lastIndexOf("</svg>");
        return svg.substring(0, end) + rects + svg.substring(end);
    }
}
