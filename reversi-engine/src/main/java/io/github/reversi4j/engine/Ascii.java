package io.github.reversi4j.engine;

/**
 * Numbers and letters of the protocols, in ASCII only: {@link Integer#parseInt(String)} and
 * {@link Character#isDigit(char)} also take fullwidth and Arabic-Indic digits, which no engine
 * protocol writes, so a line holding them is not read as a number.
 */
final class Ascii {

    private Ascii() {
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /** Compares ignoring the case of ASCII letters only: {@code reſign} (U+017F) is no {@code resign}. */
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

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /**
     * Reads a number of ASCII digits, with an optional leading {@code -} (never {@code +}: the
     * protocols write none), within bounds.
     *
     * @param text the text
     * @param min the least value
     * @param max the greatest value
     * @return the number
     * @throws NumberFormatException if the text is not such a number, or is out of bounds
     */
    static long parse(String text, long min, long max) {
        if (text.startsWith("+")) {
            throw new NumberFormatException("not a number of ASCII digits: '" + visible(clip(text)) + "'");
        }
        int i = text.startsWith("-") ? 1 : 0;
        while (i < text.length() - 1 && text.charAt(i) == '0') {
            i++;
        }
        if (i == text.length() || text.length() - i > 18) {
            throw new NumberFormatException("not a number in " + min + ".." + max + ": '" + visible(clip(text)) + "'");
        }
        long v = 0;
        for (int k = i; k < text.length(); k++) {
            char c = text.charAt(k);
            if (!isDigit(c)) {
                throw new NumberFormatException("not a number of ASCII digits: '" + visible(clip(text)) + "'");
            }
            v = v * 10 + (c - '0');
        }
        v = text.startsWith("-") ? -v : v;
        if (v < min || v > max) {
            throw new NumberFormatException("out of range " + min + ".." + max + ": " + v);
        }
        return v;
    }

    private static String clip(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }

    /** The most characters of an input a message quotes. */
    static final int EXCERPT = 40;

    /**
     * A piece of input as a message quotes it: {@link #visible} of its first {@value #EXCERPT}
     * characters, then, when there are more, {@code ... (N characters)}.
     */
    static String excerpt(String text) {
        if (text.length() <= EXCERPT) {
            return visible(text);
        }
        int end = EXCERPT;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return visible(text.substring(0, end)) + "... (" + text.length() + " characters)";
    }

    /**
     * Returns a text with its control characters (C0, DEL, C1), formatting characters (bidirectional
     * overrides, zero-width characters) and lone surrogates written as {@code \\uXXXX}, and a
     * backslash doubled, so that it prints as one visible line.
     */
    static String visible(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean lone = Character.isSurrogate(c) && !(Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1)))
                    && !(Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1)));
            boolean escape = c == '\\' || Character.isISOControl(c) || Character.getType(c) == Character.FORMAT
                    || c == '\u2028' || c == '\u2029' || lone;
            if (escape && sb == null) {
                sb = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (sb != null) {
                if (c == '\\') {
                    sb.append("\\\\");
                } else if (escape) {
                    sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? text : sb.toString();
    }

    /**
     * Tells whether a text is a decimal number as engines write them, in ASCII: an optional sign,
     * digits with an optional fraction, and an optional exponent ({@code -2}, {@code +18.00},
     * {@code 1.5e6}); not {@code NaN}, {@code Infinity}, hexadecimal, or Java's {@code 1f} and
     * {@code 1d}.
     */
    static boolean isDecimal(String text) {
        int i = 0;
        int n = text.length();
        if (n > 40) {
            return false;
        }
        if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < n && isDigit(text.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && text.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(text.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            int exp = 0;
            while (i < n && isDigit(text.charAt(i))) {
                i++;
                exp++;
            }
            if (exp == 0) {
                return false;
            }
        }
        return i == n;
    }
}
