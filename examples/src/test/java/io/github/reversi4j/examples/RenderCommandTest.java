package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
        Cli.Result r = Cli.run("render", "--moves", "f5d6c3", "--svg", svg.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("Black 5, White 2; White to move: d3 f3 f4 g5");
        Document d = parse(Files.readString(svg, StandardCharsets.UTF_8));
        assertThat(d.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(d.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(count(d, "//*[local-name()='circle' and @fill='#111111']")).isEqualTo(5);
        assertThat(count(d, "//*[local-name()='circle' and @fill='#f5f5f5']")).isEqualTo(2);
        assertThat(count(d, "//*[local-name()='circle' and @r='4']")).isEqualTo(4);
        assertThat(count(d, "//*[local-name()='rect' and @width='40']")).isEqualTo(64);
    }

    @Test
    @DisplayName("a game's final position: WTH_1977 game 0 ends 34-30 (FFO record), and its diagram reads back as a board")
    void gameFinalPosition() throws Exception {
        assumeTrue(Cli.data().isPresent(), "shared data folder missing (system property reversi4j.data): test skipped");
        Path file = Cli.data().get().resolve("wthor/WTH_1977.wtb");
        Cli.Result r = Cli.run("render", "--game", file.toString(), "--index", "0");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("Inoue Hiroshi").contains("Black 34, White 30");
        String diagram = r.out.lines().skip(1).limit(9).reduce((a, b) -> a + "\n" + b).orElseThrow();
        Board b = Board.parse(diagram);
        assertThat(b.count(io.github.reversi4j.core.Color.BLACK)).isEqualTo(34);
        assertThat(b.emptyCount()).isZero();

        Cli.Result svg = Cli.run("render", "--game", file.toString(), "--svg", "-");
        assertThat(count(parse(svg.out), "//*[local-name()='circle']")).isEqualTo(64);
    }

    @Test
    @DisplayName("a board string, a board with holes, and a title with markup characters stay well-formed")
    void positionsAndHoles() throws Exception {
        String start = "---------------------------OX------XO--------------------------- X";
        Cli.Result r = Cli.run("render", "--position", start, "--svg", "-");
        assertThat(count(parse(r.out), "//*[local-name()='circle' and @r!='4']")).isEqualTo(4);

        Cli.Result holes = Cli.run("render", "--rules", "holes", "--moves", "f5", "--svg", "-");
        assertThat(count(parse(holes.out), "//*[local-name()='rect' and @fill='#102a12']")).isEqualTo(4);

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
    }
}
