package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.TextParseException;
import java.math.BigInteger;
import java.util.Locale;

/**
 * Reads the canonical texts of this package's values: words separated by single spaces, fixed
 * words, ASCII numbers and quoted strings. Every failure is a {@link TextParseException} at the
 * character found wrong, naming what was expected.
 */
final class TextCursor {

    private final String text;
    private final String what;
    private int at;

    /**
     * Starts at the beginning of a text.
     *
     * @param text the text
     * @param what what the text should be, for messages ({@code "an analysis"})
     */
    TextCursor(String text, String what) {
        this.text = text;
        this.what = what;
    }

    /** Returns the whole text. */
    String text() {
        return text;
    }

    /** Tells whether the last character passed is a given one. */
    boolean endedWith(char c) {
        return at > 0 && text.charAt(at - 1) == c;
    }

    boolean atEnd() {
        return at == text.length();
    }

    /** Tells whether the text goes on with a literal, and if so passes it. */
    boolean accept(String literal) {
        if (text.startsWith(literal, at)) {
            at += literal.length();
            return true;
        }
        return false;
    }

    /** Tells whether the text goes on with a literal and then an ASCII digit, and if so passes the literal. */
    boolean acceptBeforeDigit(String literal) {
        int after = at + literal.length();
        return after < text.length() && Ascii.isDigit(text.charAt(after)) && accept(literal);
    }

    /** Passes a literal that must come next. */
    void expect(String literal) {
        if (!accept(literal)) {
            throw error("expected '" + literal + "'");
        }
    }

    /** Passes the end, which must come next. */
    void expectEnd() {
        if (!atEnd()) {
            throw error("expected the end of the text");
        }
    }

    /** Reads a word: the characters up to the next space or the end, at least one. */
    String word(String name) {
        int start = at;
        while (at < text.length() && text.charAt(at) != ' ') {
            at++;
        }
        if (at == start) {
            throw error("expected " + name);
        }
        return text.substring(start, at);
    }

    /** Reads the characters up to the first of some stop characters or the end, possibly none. */
    String until(String stops) {
        int start = at;
        while (at < text.length() && stops.indexOf(text.charAt(at)) < 0) {
            at++;
        }
        return text.substring(start, at);
    }

    /**
     * Reads a whole number: an optional sign and ASCII digits, up to the first other character,
     * within bounds.
     */
    long number(String name, long min, long max) {
        int start = at;
        if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
            at++;
        }
        int digits = at;
        while (at < text.length() && Ascii.isDigit(text.charAt(at))) {
            at++;
        }
        String w = text.substring(start, at);
        try {
            if (at == digits || at - digits > 19) {
                throw new NumberFormatException(w);
            }
            BigInteger v = new BigInteger(w);
            if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
                throw new NumberFormatException(w);
            }
            return v.longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new TextParseException(name + " is a whole number from " + min + " to " + max + ", not '"
                    + Ascii.excerpt(w + until(" ,;:]")) + "'", text, start);
        }
    }

    /** Reads a finite decimal number ({@code 2.5}, {@code -1.0E-5}) in ASCII. */
    double decimal(String name) {
        int start = at;
        String w = word(name);
        if (!Ascii.isDecimal(w)) {
            throw new TextParseException(name + " is a decimal number, not '" + Ascii.excerpt(w) + "'", text, start);
        }
        double d = Double.parseDouble(w);
        if (!Double.isFinite(d)) {
            throw new TextParseException(name + " is finite, not " + Ascii.excerpt(w), text, start);
        }
        return d;
    }

    /** Reads a move in its canonical text. */
    Move move(String name) {
        int start = at;
        String w = word(name);
        try {
            return Move.parse(w);
        } catch (TextParseException e) {
            throw e.within(text, start);
        }
    }

    /** Reads a string written by {@link #quote(String)}. */
    String quoted(String name) {
        int start = at;
        if (!accept("\"")) {
            throw error("expected " + name + " in double quotes");
        }
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw new TextParseException("unclosed quotes of " + name, text, start);
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return sb.toString();
            }
            if (c == '\\') {
                at--;
                escape(sb);
            } else {
                sb.append(c);
            }
        }
    }

    /** Reads a word written by {@link #visible(String)}: up to the next space or one of some stop characters. */
    String visibleWord(String name, String stops) {
        int start = at;
        StringBuilder sb = new StringBuilder();
        while (at < text.length() && text.charAt(at) != ' ' && stops.indexOf(text.charAt(at)) < 0) {
            if (text.charAt(at) == '\\') {
                escape(sb);
            } else {
                sb.append(text.charAt(at++));
            }
        }
        if (at == start) {
            throw error("expected " + name);
        }
        return sb.toString();
    }

    /** Reads an escape at a backslash: {@code \\}, {@code \"} or {@code \}{@code uXXXX}. */
    private void escape(StringBuilder sb) {
        int slash = at++;
        if (accept("\\")) {
            sb.append('\\');
        } else if (accept("\"")) {
            sb.append('"');
        } else if (accept("u") && at + 4 <= text.length() && isHex(text, at, at + 4)) {
            sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            at += 4;
        } else {
            throw new TextParseException("an escape is \\\\, \\\" or a backslash, u and four hexadecimal digits", text,
                    slash);
        }
    }

    private static boolean isHex(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!(Ascii.isDigit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    /** Returns the rest of the text and moves to its end. */
    String rest() {
        String r = text.substring(at);
        at = text.length();
        return r;
    }

    /** Returns the index of the next character, for an error found after reading a part. */
    int index() {
        return at;
    }

    /** Returns a failure at the next character. */
    TextParseException error(String reason) {
        return error(reason, at);
    }

    /** Returns a failure at a given character. */
    TextParseException error(String reason, int index) {
        return new TextParseException("not " + what + ": " + reason, text, Math.min(index, text.length()));
    }

    /**
     * Writes a word as {@link #quote(String)} writes a string, without the quotes: a backslash
     * doubled, control and formatting characters written as a backslash, {@code u} and four
     * hexadecimal digits.
     */
    static String visible(String s) {
        return Ascii.visible(s);
    }

    /**
     * Writes a string in double quotes: a backslash and a double quote escaped by a backslash, and
     * the characters {@link Ascii#visible} would escape written as {@code \\uXXXX}, so the result is
     * one visible line.
     */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        String visible = Ascii.visible(s);
        // visible doubles backslashes and writes \\uXXXX; only the quote is left to escape
        for (int i = 0; i < visible.length(); i++) {
            char c = visible.charAt(i);
            if (c == '"') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.append('"').toString();
    }

    /** Writes a decimal number exactly, with a sign when it is positive: {@code +2.5}, {@code -0.0}. */
    static String signed(double d) {
        return d > 0 ? "+" + d : Double.toString(d);
    }

    /** Writes a whole number with a sign when it is positive. */
    static String signed(long n) {
        return String.format(Locale.ROOT, "%+d", n);
    }
}
