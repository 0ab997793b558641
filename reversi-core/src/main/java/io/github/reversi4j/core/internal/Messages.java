package io.github.reversi4j.core.internal;

/**
 * The one way the library's messages show text that came from outside: control and bidirectional
 * formatting characters as {@code \}{@code uXXXX} escapes, so that a message printed to a terminal or
 * a log can neither move the cursor, set a window title nor reorder what a reader sees, and at most
 * {@link #QUOTED} characters of the text, so that a message about a huge text stays small.
 */
public final class Messages {

    /** The most characters of a text that a message quotes. */
    public static final int QUOTED = 40;

    private Messages() {
    }

    /**
     * Returns a text with every control character (C0, DEL, C1), line and paragraph separator and
     * bidirectional formatting character written as {@code \}{@code uXXXX}; every other character is
     * kept as it is.
     *
     * @param text the text
     * @return the escaped text
     */
    public static String escape(CharSequence text) {
        int n = text.length();
        int i = 0;
        while (i < n && !unsafe(text.charAt(i))) {
            i++;
        }
        if (i == n) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder(n + 16).append(text, 0, i);
        for (; i < n; i++) {
            char c = text.charAt(i);
            if (unsafe(c)) {
                sb.append(String.format("\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * Returns a text quoted for a message: escaped as {@link #escape(CharSequence)} does, in single
     * quotes, cut after {@link #QUOTED} characters with its length noted.
     *
     * @param text the text
     * @return e.g. {@code 'othello\u001B]0;'}
     */
    public static String quote(CharSequence text) {
        if (text.length() <= QUOTED) {
            return "'" + escape(text) + "'";
        }
        int cut = Character.isHighSurrogate(text.charAt(QUOTED - 1)) ? QUOTED - 1 : QUOTED;
        return "'" + escape(text.subSequence(0, cut)) + "...' (" + text.length() + " characters)";
    }

    /** Tells whether a character must not reach a message as it is. */
    static boolean unsafe(char c) {
        return c < 0x20 || c >= 0x7F && c <= 0x9F || c == '\u061C' || c == '\u200E' || c == '\u200F'
                || c >= '\u2028' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069';
    }
}
