package io.github.reversi4j.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The lexical rules shared by the text forms of the core: only ASCII letters and digits make names
 * and numbers (so that {@code İ8}, a fullwidth digit or an Arabic-Indic digit never reads as a square
 * or a count), and words are separated by ASCII spaces and tabs.
 */
final class Texts {

    private Texts() {
    }

    /**
     * Tells whether a text is one of the spellings of a pass {@link Move#parse(String)} accepts:
     * {@code pass}, {@code pa}, {@code ps}, {@code --} or {@code @@}, in any case of their ASCII letters.
     */
    static boolean isPassText(String text) {
        return equalsIgnoreCase(text, "pass") || equalsIgnoreCase(text, "pa") || equalsIgnoreCase(text, "ps")
                || text.equals("--") || text.equals("@@");
    }

    /** Compares two texts ignoring the case of ASCII letters only. */
    static boolean equalsIgnoreCase(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        for (int i = 0; i < a.length(); i++) {
            if (lower(a.charAt(i)) != lower(b.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The ASCII lower case of a character; any other character is returned unchanged. */
    static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /** The most characters of a text that an error message quotes. */
    static final int QUOTED = io.github.reversi4j.core.internal.Messages.QUOTED;

    /**
     * A text quoted for an error message: in single quotes, cut after {@link #QUOTED} characters with
     * its length noted, so that a message about a huge text stays small.
     */
    static String quote(CharSequence text) {
        return io.github.reversi4j.core.internal.Messages.quote(text);
    }

    /** A text with its control and bidi characters escaped for a message. */
    static String escape(CharSequence text) {
        return io.github.reversi4j.core.internal.Messages.escape(text);
    }

    /**
     * Notes the name of a {@code name=value} part of a text (the whole part when it has no {@code =}),
     * refusing a name met before: a part given twice would leave the reader to guess which one holds.
     *
     * @throws TextParseException at the part, when its name was seen
     */
    static void once(java.util.Set<String> seen, String part, String text, int at) {
        int eq = part.indexOf('=');
        String name = eq < 0 ? part : part.substring(0, eq);
        if (!seen.add(name)) {
            throw new TextParseException(Texts.quote(name) + " given twice", text, at);
        }
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    /** The index of the first character that is not a space, or the length. */
    static int lead(String s) {
        int i = 0;
        while (i < s.length() && isSpace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The end of the text without its trailing spaces, not before from. */
    static int trail(String s, int from) {
        int i = s.length();
        while (i > from && isSpace(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** The words of s[from, to) separated by spaces, as pairs of start and end indices. */
    static List<int[]> words(String s, int from, int to) {
        List<int[]> out = new ArrayList<>();
        int i = from;
        while (i < to) {
            while (i < to && isSpace(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < to && !isSpace(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(new int[] {start, i});
            }
        }
        return out;
    }

    /**
     * Reads a count: ASCII digits, at most 9 of them, not negative.
     *
     * @throws TextParseException at the first character that is not a digit, or at from when the
     *     count is empty or too long
     */
    static int count(String text, int from, int to, String what) {
        if (to <= from || to - from > 9) {
            throw new TextParseException("expected " + what + ", a count of 1 to 9 digits", text, from);
        }
        int n = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (!isDigit(c)) {
                throw new TextParseException("expected " + what + ", a count of ASCII digits", text, i);
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }
}
