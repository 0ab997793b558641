package io.github.reversi4j.examples;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import java.io.StringWriter;
import java.util.Optional;
import java.util.Set;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A board as an SVG picture, written with the JDK's XML stream writer (so it is always well-formed):
 * a green board with its grid and coordinates, black and white discs, small dots on the legal moves
 * and dark squares for holes.
 */
final class Svg {

    private static final String NS = "http://www.w3.org/2000/svg";
    private static final int CELL = 40;
    private static final int MARGIN = 24;

    private Svg() {
    }

    static String render(Board board, Set<Square> legal, Set<Square> holes, String title) {
        Geometry g = board.geometry();
        int width = 2 * MARGIN + g.width() * CELL;
        int height = 2 * MARGIN + g.height() * CELL;
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter w = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            w.writeStartDocument("UTF-8", "1.0");
            w.writeStartElement("svg");
            w.writeDefaultNamespace(NS);
            w.writeAttribute("width", Integer.toString(width));
            w.writeAttribute("height", Integer.toString(height));
            w.writeAttribute("viewBox", "0 0 " + width + " " + height);
            w.writeStartElement("title");
            w.writeCharacters(title);
            w.writeEndElement();
            rect(w, 0, 0, width, height, "#1b5e20");
            rect(w, MARGIN, MARGIN, g.width() * CELL, g.height() * CELL, "#2e7d32");
            for (int c = 0; c < g.width(); c++) {
                label(w, MARGIN + c * CELL + CELL / 2, MARGIN - 8, String.valueOf((char) ('a' + c)));
            }
            for (int r = 0; r < g.height(); r++) {
                label(w, MARGIN / 2, MARGIN + r * CELL + CELL / 2 + 4, Integer.toString(r + 1));
            }
            for (Square sq : g.squares()) {
                int x = MARGIN + sq.column() * CELL;
                int y = MARGIN + sq.row() * CELL;
                w.writeEmptyElement("rect");
                attributes(w, "x", x, "y", y, "width", CELL, "height", CELL);
                w.writeAttribute("fill", holes.contains(sq) ? "#102a12" : "none");
                w.writeAttribute("stroke", "#0b3d0b");
                Optional<Color> disc = board.colorAt(sq);
                if (disc.isPresent()) {
                    circle(w, x + CELL / 2, y + CELL / 2, CELL / 2 - 4, disc.get() == Color.BLACK ? "#111111" : "#f5f5f5");
                } else if (legal.contains(sq)) {
                    circle(w, x + CELL / 2, y + CELL / 2, 4, "#81c784");
                }
            }
            w.writeEndElement();
            w.writeEndDocument();
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write SVG to a string", e);
        }
        return text + System.lineSeparator();
    }

    private static void rect(XMLStreamWriter w, int x, int y, int width, int height, String fill) throws XMLStreamException {
        w.writeEmptyElement("rect");
        attributes(w, "x", x, "y", y, "width", width, "height", height);
        w.writeAttribute("fill", fill);
    }

    private static void circle(XMLStreamWriter w, int cx, int cy, int r, String fill) throws XMLStreamException {
        w.writeEmptyElement("circle");
        attributes(w, "cx", cx, "cy", cy, "r", r);
        w.writeAttribute("fill", fill);
    }

    private static void label(XMLStreamWriter w, int x, int y, String text) throws XMLStreamException {
        w.writeStartElement("text");
        attributes(w, "x", x, "y", y);
        w.writeAttribute("font-family", "sans-serif");
        w.writeAttribute("font-size", "14");
        w.writeAttribute("fill", "#e8f5e9");
        w.writeAttribute("text-anchor", "middle");
        w.writeCharacters(text);
        w.writeEndElement();
    }

    private static void attributes(XMLStreamWriter w, Object... namesAndValues) throws XMLStreamException {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            w.writeAttribute((String) namesAndValues[i], namesAndValues[i + 1].toString());
        }
    }
}
