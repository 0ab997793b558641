package io.github.reversi4j.notation.render;

import static io.github.reversi4j.notation.render.RenderTest.byClass;
import static io.github.reversi4j.notation.render.RenderTest.parse;
import static io.github.reversi4j.notation.render.RenderTest.squares;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.StandardRules;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** The per-square marks: the rules' blocked squares drawn unasked, and the options' blocked and highlighted squares. */
class MarksTest {

    /** Worked by hand: at the start Black may play d3, c4, f5 and e6 (FORMATS §0); with c4 blocked, c4 is no move. */
    @Test
    @DisplayName("a blocked square of standard rules is '#' in the diagram and a dark rect.blocked in SVG, unasked")
    void blockedSquaresOfTheRules() throws Exception {
        Rules r = StandardRules.othello().withBlockedSquares(SquareSet.parse(Geometry.STANDARD, "[c4]"));
        assertThat(TextRenderer.render(r.initialState(), r, RenderOptions.defaults())).isEqualTo(
                "   a b c d e f g h\n"
                + " 1 . . . . . . . .\n"
                + " 2 . . . . . . . .\n"
                + " 3 . . . * . . . .\n"
                + " 4 . . # O X . . .\n"
                + " 5 . . . X O * . .\n"
                + " 6 . . . . * . . .\n"
                + " 7 . . . . . . . .\n"
                + " 8 . . . . . . . .\n"
                + "Black to move\n");
        Document d = parse(SvgRenderer.render(r.initialState(), r, RenderOptions.defaults()));
        assertThat(squares(byClass(d, "rect", "blocked"))).containsExactly("c4");
        assertThat(squares(byClass(d, "circle", "legal-move"))).containsExactlyInAnyOrder("d3", "f5", "e6");
        // the square's place as the class documents it: 40-pixel squares, margin 24; column c = 2, row 4 = 3
        Element c4 = byClass(d, "rect", "blocked").get(0);
        assertThat(c4.getAttribute("x")).isEqualTo(String.valueOf(24 + 2 * 40));
        assertThat(c4.getAttribute("y")).isEqualTo(String.valueOf(24 + 3 * 40));
        assertThat(c4.getAttribute("width")).isEqualTo("40");
        // the same rules named by their option
        Rules named = RuleSets.of("othello(blocked=c3+f6)");
        assertThat(squares(byClass(parse(SvgRenderer.render(named.initialState(), named, RenderOptions.defaults())),
                "rect", "blocked"))).containsExactly("c3", "f6");
    }

    @Test
    @DisplayName("the options mark squares: blocked '#', an empty highlighted square '+', a highlighted disc keeps its letter")
    void marksOfTheOptions() throws Exception {
        Rules r = StandardRules.othello();
        RenderOptions o = RenderOptions.defaults().withMarks(SquareSet.parse(Geometry.STANDARD, "[a1, h8]"), SquareMark.BLOCKED)
                .withMark(Square.parse("f5"), SquareMark.HIGHLIGHT).withMark(Square.parse("d4"), SquareMark.HIGHLIGHT)
                .withMark(Square.of(9, 9), SquareMark.HIGHLIGHT); // off an 8x8 board: left out
        assertThat(TextRenderer.render(r.initialState(), r, o)).isEqualTo(
                "   a b c d e f g h\n"
                + " 1 # . . . . . . .\n"
                + " 2 . . . . . . . .\n"
                + " 3 . . . * . . . .\n"
                + " 4 . . * O X . . .\n"
                + " 5 . . . X O + . .\n"
                + " 6 . . . . * . . .\n"
                + " 7 . . . . . . . .\n"
                + " 8 . . . . . . . #\n"
                + "Black to move\n");
        Document d = parse(SvgRenderer.render(r.initialState(), r, o));
        assertThat(squares(byClass(d, "rect", "blocked"))).containsExactly("a1", "h8");
        assertThat(squares(byClass(d, "rect", "highlight"))).containsExactly("d4", "f5");
        assertThat(squares(byClass(d, "circle", "disc white"))).contains("d4");
        assertThat(squares(byClass(d, "circle", "legal-move"))).containsExactlyInAnyOrder("d3", "c4", "f5", "e6");
        // the highlight lies under the disc: drawn before it
        String svg = SvgRenderer.render(r.initialState(), r, o);
        assertThat(svg.indexOf("class=\"highlight\" data-square=\"d4\"")).isLessThan(svg.indexOf("data-square=\"d4\" cx"));
    }

    @Test
    @DisplayName("marks are values: equal options for equal marks, the last mark of a square wins, withoutMarks clears them")
    void marksAreValues() {
        RenderOptions a = RenderOptions.defaults().withMark(Square.parse("c4"), SquareMark.HIGHLIGHT)
                .withMark(Square.parse("c4"), SquareMark.BLOCKED);
        RenderOptions b = RenderOptions.defaults().withMarks(SquareSet.parse(Geometry.STANDARD, "[c4]"), SquareMark.BLOCKED);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.marks()).isEqualTo(Map.of(Square.parse("c4"), SquareMark.BLOCKED));
        assertThat(a.toString()).isEqualTo("RenderOptions[coordinates=true, legalMoves=true, lastMove=none, squareSize=40,"
                + " marks={c4=BLOCKED}]");
        assertThat(a.withoutMarks()).isEqualTo(RenderOptions.defaults());
        assertThat(RenderOptions.defaults().toString()).doesNotContain("marks");
    }
}
