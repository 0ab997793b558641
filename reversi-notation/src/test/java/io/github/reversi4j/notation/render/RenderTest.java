package io.github.reversi4j.notation.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class RenderTest {

    static final String SVG = "http://www.w3.org/2000/svg";

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        DocumentBuilder b = f.newDocumentBuilder();
        return b.parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> byClass(Document d, String element, String cls) {
        List<Element> out = new ArrayList<>();
        NodeList l = d.getElementsByTagNameNS(SVG, element);
        for (int i = 0; i < l.getLength(); i++) {
            Element e = (Element) l.item(i);
            List<String> classes = List.of(e.getAttribute("class").split(" "));
            if (classes.containsAll(List.of(cls.split(" ")))) {
                out.add(e);
            }
        }
        return out;
    }

    static Set<String> squares(List<Element> l) {
        Set<String> s = new TreeSet<>();
        for (Element e : l) {
            s.add(e.getAttribute("data-square"));
        }
        return s;
    }

    static Set<String> names(Iterable<Square> squares) {
        Set<String> s = new TreeSet<>();
        for (Square q : squares) {
            s.add(q.toString());
        }
        return s;
    }

    @Test
    @DisplayName("FORMATS §0: the start shows d4 e5 white, d5 e4 black, and Black's legal moves d3 c4 f5 e6")
    void svg_standardStart() throws Exception {
        Rules r = StandardRules.othello();
        Document d = parse(SvgRenderer.render(r.initialState(), r, RenderOptions.defaults()));
        assertThat(d.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(squares(byClass(d, "circle", "disc black"))).containsExactly("d5", "e4");
        assertThat(squares(byClass(d, "circle", "disc white"))).containsExactly("d4", "e5");
        assertThat(squares(byClass(d, "circle", "legal-move"))).containsExactlyInAnyOrder("d3", "c4", "f5", "e6");
        assertThat(byClass(d, "circle", "last-move")).isEmpty();
        assertThat(byClass(d, "text", "coordinate")).extracting(Element::getTextContent)
                .containsExactly("a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8");
        // 40-pixel squares, margin 24: 8 * 40 + 2 * 24 = 368
        assertThat(d.getDocumentElement().getAttribute("width")).isEqualTo("368");
        Element d5 = byClass(d, "circle", "disc black").stream().filter(e -> e.getAttribute("data-square").equals("d5"))
                .findFirst().orElseThrow();
        // column d = 3, row 5 = 4: centre (24 + 3.5 * 40, 24 + 4.5 * 40) = (164, 204)
        assertThat(Double.parseDouble(d5.getAttribute("cx"))).isEqualTo(164.0);
        assertThat(Double.parseDouble(d5.getAttribute("cy"))).isEqualTo(204.0);
        assertThat(d.getElementsByTagNameNS(SVG, "title").item(0).getTextContent()).isEqualTo("Black to move");
        // 7 inner lines each way
        assertThat(byClass(d, "line", "grid")).hasSize(14);
    }

    @Test
    void svg_optionsOff_lastMoveOfARecord() throws Exception {
        Rules r = StandardRules.othello();
        GameRecord rec = GameRecord.of(r, List.of(Move.parse("f5"), Move.parse("d6")));
        Document d = parse(SvgRenderer.render(rec, RenderOptions.defaults().withCoordinates(false).withLegalMoves(false)
                .withSquareSize(20)));
        assertThat(byClass(d, "text", "coordinate")).isEmpty();
        assertThat(byClass(d, "circle", "legal-move")).isEmpty();
        assertThat(squares(byClass(d, "circle", "last-move"))).containsExactly("d6");
        // margin 20 / 8 = 2: 8 * 20 + 4 = 164
        assertThat(d.getDocumentElement().getAttribute("height")).isEqualTo("164");
        assertThatThrownBy(() -> RenderOptions.defaults().withSquareSize(7)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void svgAndText_randomPositionsOnBoardsOfEverySize() throws Exception {
        long seed = 20261121L;
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Rules> rules = List.of(StandardRules.othello(), RuleSets.of("othello(size=4x4)"),
                RuleSets.of("othello(size=6x6)"), RuleSets.of("othello(size=10x10)"), RuleSets.of("othello(size=16x16)"),
                RuleSets.of("othello(size=6x8)"));
        int passPositions = 0;
        int terminal = 0;
        for (int i = 0; i < 120; i++) {
            Rules r = rules.get(i % rules.size());
            GameState s = r.initialState();
            int plies = rnd.nextInt(r.geometry().size());
            Square last = null;
            for (int k = 0; k < plies && !r.isTerminal(s); k++) {
                List<Move> legal = r.legalMoves(s);
                Move m = legal.get(rnd.nextInt(legal.size()));
                s = r.play(s, m);
                last = m.square().orElse(last);
            }
            RenderOptions o = last == null ? RenderOptions.defaults() : RenderOptions.defaults().withLastMove(last);
            String where = "seed " + seed + " position " + i + " " + s;
            Document d = parse(SvgRenderer.render(s, r, o));
            assertThat(byClass(d, "circle", "disc black")).as(where).hasSize(s.board().count(Color.BLACK));
            assertThat(byClass(d, "circle", "disc white")).as(where).hasSize(s.board().count(Color.WHITE));
            assertThat(squares(byClass(d, "circle", "disc black"))).as(where).isEqualTo(names(s.board().discs(Color.BLACK)));
            assertThat(squares(byClass(d, "circle", "disc white"))).as(where).isEqualTo(names(s.board().discs(Color.WHITE)));
            Set<String> legal = new HashSet<>();
            for (Move m : r.legalMoves(s)) {
                m.square().ifPresent(q -> legal.add(q.toString()));
            }
            passPositions += r.legalMoves(s).equals(List.of(Move.pass())) ? 1 : 0;
            terminal += r.isTerminal(s) ? 1 : 0;
            assertThat(squares(byClass(d, "circle", "legal-move"))).as(where).isEqualTo(legal);
            assertThat(byClass(d, "circle", "legal-move")).as(where).hasSize(legal.size());
            assertThat(byClass(d, "text", "coordinate")).as(where).hasSize(r.geometry().width() + r.geometry().height());
            assertThat(byClass(d, "line", "grid")).as(where).hasSize(r.geometry().width() + r.geometry().height() - 2);
            if (last != null) {
                assertThat(squares(byClass(d, "circle", "last-move"))).as(where).containsExactly(last.toString());
            }
            // every circle lies inside the drawing
            int w = Integer.parseInt(d.getDocumentElement().getAttribute("width"));
            int h = Integer.parseInt(d.getDocumentElement().getAttribute("height"));
            NodeList circles = d.getElementsByTagNameNS(SVG, "circle");
            for (int k = 0; k < circles.getLength(); k++) {
                Element c = (Element) circles.item(k);
                assertThat(Double.parseDouble(c.getAttribute("cx"))).as(where).isBetween(0.0, (double) w);
                assertThat(Double.parseDouble(c.getAttribute("cy"))).as(where).isBetween(0.0, (double) h);
            }
            checkText(TextRenderer.render(s, r, o), s, r, legal, last, where);
        }
        assertThat(terminal + passPositions).as("some positions are over or must pass").isPositive();
    }

    /** Reads the text diagram back square by square. */
    static void checkText(String text, GameState s, Rules r, Set<String> legal, Square last, String where) {
        String[] lines = text.split("\n");
        int w = s.board().geometry().width();
        int h = s.board().geometry().height();
        assertThat(lines).as(where).hasSize(h + 2);
        StringBuilder header = new StringBuilder("  ");
        for (int c = 0; c < w; c++) {
            header.append(' ').append((char) ('a' + c));
        }
        assertThat(lines[0]).as(where).isEqualTo(header.toString());
        for (int row = 0; row < h; row++) {
            String line = lines[row + 1];
            assertThat(Integer.parseInt(line.substring(0, 2).strip())).as(where).isEqualTo(row + 1);
            String[] cells = line.substring(3).split(" ");
            assertThat(cells).as(where).hasSize(w);
            for (int c = 0; c < w; c++) {
                Square q = Square.of(c, row);
                String want = s.board().colorAt(q).map(k -> k == Color.BLACK ? "X" : "O")
                        .orElse(legal.contains(q.toString()) ? "*" : ".");
                if (q.equals(last)) {
                    want = want.toLowerCase(java.util.Locale.ROOT);
                }
                assertThat(cells[c]).as(where + " " + q).isEqualTo(want);
            }
        }
        assertThat(lines[h + 1]).as(where).isEqualTo(r.isTerminal(s) ? gameOver(r, s) : r.colorName(s.toMove()) + " to move");
    }

    /** The expected last line of a finished game, from the outcome's scores and the rules' color names. */
    private static String gameOver(Rules r, GameState s) {
        io.github.reversi4j.core.Outcome.TwoPlayer o = (io.github.reversi4j.core.Outcome.TwoPlayer) r.outcome(s);
        String winner = o.score(Color.BLACK) == o.score(Color.WHITE) && o.winner().isEmpty() ? "a draw"
                : r.colorName(o.winner().orElseThrow()) + " wins";
        return "Game over: " + r.colorName(Color.BLACK) + " " + o.score(Color.BLACK) + ", " + r.colorName(Color.WHITE) + " "
                + o.score(Color.WHITE) + ", " + winner;
    }

    /** Hand-worked: after e6, White may play f4 (over e4), d6 (over d5) and f6 (over e5). */
    @Test
    void text_exampleOfTheDocumentation() {
        Rules r = StandardRules.othello();
        GameRecord rec = GameRecord.of(r, List.of(Move.parse("e6")));
        assertThat(TextRenderer.render(rec, RenderOptions.defaults())).isEqualTo(
                "   a b c d e f g h\n"
                + " 1 . . . . . . . .\n"
                + " 2 . . . . . . . .\n"
                + " 3 . . . . . . . .\n"
                + " 4 . . . O X * . .\n"
                + " 5 . . . X X . . .\n"
                + " 6 . . . * x * . .\n"
                + " 7 . . . . . . . .\n"
                + " 8 . . . . . . . .\n"
                + "White to move\n");
    }
}
