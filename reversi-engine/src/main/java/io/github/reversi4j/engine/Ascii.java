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
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
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
     * Reads a number of ASCII digits, with an optional leading {@code -}, within bounds.
     *
     * @param text the text
     * @param min the least value
     * @param max the greatest value
     * @return the number
     * @throws NumberFormatException if the text is not such a number, or is out of bounds
     */
    static long parse(String text, long min, long max) {
        int from = text.startsWith("-") ? 1 : 0;
        if (text.length() == from || text.length() - from > 18) {
            throw new NumberFormatException("not a number of 1 to 18 ASCII digits: '" + text + "'");
        }
        long n = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isDigit(c)) {
                throw new NumberFormatException("not a number of ASCII digits: '" + text + "'");
            }
            n = n * 10 + (c - '0');
        }
        n = from == 1 ? -n : n;
        if (n < min || n > max) {
            throw new NumberFormatException(text + " is not in " + min + ".." + max);
        }
        return n;
    }
}
