package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import picocli.CommandLine.Help.Ansi;

/**
 * Colors when a person watches a terminal, plain text otherwise: colors are on when the program has a
 * console and the {@code NO_COLOR} environment variable is not set (see no-color.org). The markup is
 * picocli's ({@code @|bold,red text|@}).
 */
final class Style {

    private final Ansi ansi;

    private Style(Ansi ansi) {
        this.ansi = ansi;
    }

    /** Colors on a terminal unless {@code NO_COLOR} is set. */
    static Style forConsole() {
        boolean colors = System.console() != null && System.getenv("NO_COLOR") == null;
        return colors ? colored() : plain();
    }

    static Style plain() {
        return new Style(Ansi.OFF);
    }

    static Style colored() {
        return new Style(Ansi.ON);
    }

    Ansi ansi() {
        return ansi;
    }

    boolean colors() {
        return ansi.enabled();
    }

    /** A disc of a color: X and O, in two colors on a terminal. */
    String disc(Color color) {
        return disc(color, color.symbol());
    }

    /** A disc of a color shown as some character (a diagram writes the last move's disc in lower case). */
    String disc(Color color, char shown) {
        String symbol = String.valueOf(shown);
        return color == Color.BLACK ? apply("bold,blue", symbol) : apply("bold,yellow", symbol);
    }

    String hint(String text) {
        return apply("faint", text);
    }

    String strong(String text) {
        return apply("bold", text);
    }

    String warn(String text) {
        return apply("red", text);
    }

    String apply(String styles, String text) {
        return ansi.enabled() ? ansi.string("@|" + styles + " " + text + "|@") : text;
    }
}
