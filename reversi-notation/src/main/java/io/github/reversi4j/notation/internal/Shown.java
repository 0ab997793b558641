package io.github.reversi4j.notation.internal;

import java.util.Locale;

/**
 * Text from an input as a message shows it: on one visible line, and short. Control characters
 * (C0, DEL, C1), formatting characters (bidirectional overrides, zero-width characters), the line
 * and paragraph separators and lone surrogates are written {@code \\uXXXX}, so that a name holding a
 * terminal escape prints as text; past a limit the text is cut and says how much was left out. Showing
 * a shown text again changes nothing, so a reason may pass from a problem to an exception and back.
 */
public final class Shown {

    /** The most characters of a reason. */
    public static final int REASON = 800;
    /** The most characters of a move's text, or of one header value. */
    public static final int FIELD = 40;
    /** How far past its limit a text may run uncut: more than the note a cut adds, so that a cut text is not cut again. */
    private static final int SLACK = 48;

    private Shown() {
    }

    /**
     * Returns a text as a message shows it.
     *
     * @param text the text from the input
     * @param max the most characters shown before the text is cut (an escape is six); a text at most
     *     a little longer is shown whole
     * @return the text, escaped and cut; the text itself when nothing needs doing
     */
    public static String text(String text, int max) {
        int n = text.length();
        boolean clean = n <= max + SLACK;
        for (int i = 0; clean && i < n; i++) {
            clean = !needsEscape(text, i);
        }
        if (clean) {
            return text;
        }
        StringBuilder sb = new StringBuilder(Math.min(n, max) + 32);
        int i = 0;
        for (; i < n && sb.length() < max; i++) {
            char c = text.charAt(i);
            if (needsEscape(text, i)) {
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else if (Character.isHighSurrogate(c) && sb.length() + 1 >= max) {
                break; // a pair is not split
            } else {
                sb.append(c);
            }
        }
        if (i < n) {
            sb.append("... (").append(n - i).append(" more characters)");
        }
        return sb.toString();
    }

    private static boolean needsEscape(String text, int i) {
        char c = text.charAt(i);
        if (c >= ' ' && c < 0x7F) {
            return false;
        }
        if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT || c == '\u2028'
                || c == '\u2029') {
            return true;
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
        }
        if (Character.isLowSurrogate(c)) {
            return i == 0 || !Character.isHighSurrogate(text.charAt(i - 1));
        }
        return false;
    }
}
