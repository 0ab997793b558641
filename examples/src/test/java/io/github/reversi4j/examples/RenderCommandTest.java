package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Board;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** {@code reversi render}: text diagrams that read back as boards, and SVG that the JDK's XML parser accepts. */
class RenderCommandTest {

    @TempDir
    Path tmp;

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static int count(Document d, String xpath) throws Exception {
        return ((NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, d, XPathConstants.NODESET)).getLength();
    }

    @Test
    @DisplayName("after f5 d6 c3 (hand-played: Black 5 discs, White 2; White's moves d3 f3 f4 g5) the SVG has 7 discs and 4 move dots")
    void movesToSvg() throws Exception {
        Path svg = tmp.resolve("p.svg");
        // the diagram marks White's four moves and writes Black's last disc, c3, in lower case
        Cli.Result text = Cli.run("render", "--moves", "f5d6c3");
        assertThat(text.out).contains(" 3 . . x * . * . .", " 4 . . . X X * . .", " 5 . . . O X X * .", " 6 . . . O . . . .");
        Cli.Result r = Cli.run("render", "--moves", "f5d6c3", "--svg", svg.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("Black 5, White 2; White to move: d3 f3 f4 g5");
        Document d = parse(Files.readString(svg, StandardCharsets.UTF_8));
        assertThat(d.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(d.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(count(d, "//*[local-name()='circle' and @class='disc black']")).isEqualTo(5);
        assertThat(count(d, "//*[local-name()='circle' and @class='disc white']")).isEqualTo(2);
        assertThat(count(d, "//*[local-name()='circle' and @class='legal-move']")).isEqualTo(4);
        assertThat(count(d, "//*[local-name()='circle' and @class='legal-move' and (@data-square='d3' or @data-square='f3'"
                + " or @data-square='f4' or @data-square='g5')]")).isEqualTo(4);
        assertThat(count(d, "//*[local-name()='circle' and @class='last-move' and @data-square='c3']")).isEqualTo(1);
        assertThat(count(d, "//*[local-name()='line' and @class='grid']")).isEqualTo(14);
        assertThat(count(d, "//*[local-name()='text' and @class='coordinate']")).isEqualTo(16);
    }

    @Test
    @DisplayName("a game's final position: WTH_1977 game 1 ends 34-30 (FFO record), and its diagram reads back as a board")
    void gameFinalPosition() throws Exception {
        Path file = Cli.data("wthor/WTH_1977.wtb");
        Cli.Result r = Cli.run("render", "--game", file.toString(), "--number", "1");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("Inoue Hiroshi").contains("Black 34, White 30");
        String diagram = r.out.lines().skip(1).limit(9).reduce((a, b) -> a + "\n" + b).orElseThrow();
        Board b = Board.parse(diagram);
        assertThat(b.count(io.github.reversi4j.core.Color.BLACK)).isEqualTo(34);
        assertThat(b.empties().size()).isZero();

        Cli.Result svg = Cli.run("render", "--game", file.toString(), "--svg", "-");
        Document d = parse(svg.out);
        assertThat(count(d, "//*[local-name()='circle' and @class='disc black']")).isEqualTo(34);
        assertThat(count(d, "//*[local-name()='circle' and @class='disc white']")).isEqualTo(30);
        assertThat(count(d, "//*[local-name()='circle' and @class='legal-move']")).isZero();
        assertThat(count(d, "//*[local-name()='circle' and @class='last-move']")).isEqualTo(1);
    }

    @Test
    @DisplayName("a board string, a board with holes, and a title with markup characters stay well-formed")
    void positionsAndHoles() throws Exception {
        String start = "---------------------------OX------XO--------------------------- X";
        Cli.Result r = Cli.run("render", "--position", start, "--svg", "-");
        assertThat(count(parse(r.out), "//*[local-name()='circle' and starts-with(@class, 'disc')]")).isEqualTo(4);

        // the default holes are the four corners (see HolesRules): dark squares in the SVG, '#' in the diagram
        Cli.Result holes = Cli.run("render", "--rules", "holes", "--moves", "f5", "--svg", "-");
        Document h = parse(holes.out);
        assertThat(count(h, "//*[local-name()='rect' and @class='blocked']")).isEqualTo(4);
        assertThat(count(h, "//*[local-name()='rect' and @class='blocked' and (@data-square='a1' or @data-square='h1'"
                + " or @data-square='a8' or @data-square='h8')]")).isEqualTo(4);
        assertThat(Cli.run("render", "--rules", "holes", "--moves", "f5").out).contains(" 1 # . . . . . . #", " 8 # . . . . . . #");
        // the blocked squares of the standard rules' option are drawn alike, by the library alone
        Cli.Result blocked = Cli.run("render", "--rules", "othello(blocked=c3+f6)", "--moves", "f5", "--svg", "-");
        assertThat(count(parse(blocked.out), "//*[local-name()='rect' and @class='blocked' and (@data-square='c3'"
                + " or @data-square='f6')]")).isEqualTo(2);
        assertThat(Cli.run("render", "--rules", "othello(blocked=c3+f6)", "--moves", "f5").out)
                .contains(" 3 . . # . . . . .", " 6 . . . * . # . .");

        // the SVG at another size and without coordinates: 8 columns of 20 pixels and a margin of 20 / 8 = 2 on each side
        Document small = parse(Cli.run("render", "--position", start, "--svg", "-", "--square-size", "20", "--no-coordinates",
                "--no-legal-moves").out);
        assertThat(small.getDocumentElement().getAttribute("width")).isEqualTo("164");
        assertThat(count(small, "//*[local-name()='text']")).isZero();
        assertThat(count(small, "//*[local-name()='circle' and @class='legal-move']")).isZero();

        Cli.Result named = Cli.run("render", "--rules", "holes(holes=c3+f6)", "--moves", "f5<&>", "--svg", "-");
        assertThat(named.status).isEqualTo(2);
        assertThat(named.err).doesNotContain("Exception");
    }

    @Test
    @DisplayName("bad input: an illegal transcript and a game index past the end are explained, status 2")
    void badInput() {
        Cli.Result illegal = Cli.run("render", "--moves", "f5f5");
        assertThat(illegal.status).isEqualTo(2);
        assertThat(illegal.err).contains("not a legal game of othello").doesNotContain("Exception");
        assertThat(Cli.run("render").status).isEqualTo(2);
        Cli.Result tiny = Cli.run("render", "--moves", "f5", "--square-size", "2");
        assertThat(tiny.status).isEqualTo(2);
        assertThat(tiny.err).contains("--square-size").doesNotContain("Exception");
    }
}
