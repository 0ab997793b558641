package io.github.reversi4j.notation.internal;

import java.math.BigDecimal;

/**
 * The one place where record text becomes a number. Every reader of this module reads its numeric
 * fields here, so that the same rules hold everywhere:
 * <ul>
 *   <li>only the ASCII digits {@code 0-9} are digits: fullwidth, Arabic-Indic or any other Unicode
 *       digits that {@link Character#isDigit(char)}, {@link Integer#parseInt(String)} and
 *       {@link BigDecimal#BigDecimal(String)} accept are rejected;</li>
 *   <li>a number is bounded by its digit count before any arithmetic is done with it: an integer
 *       by its range, a decimal by at most {@link #MAX_INTEGER_DIGITS} digits before the point and
 *       {@link #MAX_FRACTION_DIGITS} after it, with no exponent. {@code 1e999999999} is not a
 *       number here: it cannot allocate a billion-digit value or overflow a scale;</li>
 *   <li>failures are {@link NumberFormatException}s whose message says what was expected, for the
 *       readers to turn into located problems.</li>
 * </ul>
 * This class is stateless and thread-safe.
 */
public final class Numbers {

    /** The most digits before the decimal point of a decimal. */
    public static final int MAX_INTEGER_DIGITS = 9;
    /** The most digits after the decimal point of a decimal. */
    public static final int MAX_FRACTION_DIGITS = 9;

    private Numbers() {
    }

    /**
     * Tells whether a character is an ASCII digit.
     *
     * @param c the character
     * @return true for {@code 0-9} only
     */
    public static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /**
     * Tells whether a character is an ASCII letter.
     *
     * @param c the character
     * @return true for {@code a-z} and {@code A-Z} only
     */
    public static boolean isLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /**
     * Lower-cases an ASCII letter; any other character is returned as it is (so that {@code İ},
     * U+0130, or the Kelvin sign never become {@code i} or {@code k}).
     *
     * @param c the character
     * @return the lower-case letter, or {@code c}
     */
    public static char toLower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /**
     * Compares two texts ignoring the case of ASCII letters only: {@code reſign} (U+017F) is no
     * {@code resign}, as {@link String#equalsIgnoreCase(String)} would have it.
     *
     * @param a a text
     * @param b another
     * @return whether they are equal up to the case of ASCII letters
     */
    public static boolean equalsIgnoreCase(CharSequence a, CharSequence b) {
        if (a.length() != b.length()) {
            return false;
        }
        for (int i = 0; i < a.length(); i++) {
            if (toLower(a.charAt(i)) != toLower(b.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tells whether every character of a text is printable ASCII (space to tilde).
     *
     * @param s the text
     * @return true when it is
     */
    public static boolean isPrintableAscii(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7E) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tells whether a text is one or more ASCII digits.
     *
     * @param s the text
     * @return true when it is
     */
    public static boolean isDigits(CharSequence s) {
        if (s.length() == 0) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Reads an integer in a range: an optional sign, then ASCII digits. Leading zeros are allowed;
     * the digits are bounded before they are summed, so no text overflows.
     *
     * @param s the text, without surrounding whitespace
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param what what the number is, for the message
     * @return the value
     * @throws NumberFormatException if the text is not such an integer, or out of range
     */
    public static long parseLong(CharSequence s, long min, long max, String what) {
        int n = s.length();
        int i = 0;
        boolean negative = false;
        if (n > 0 && (s.charAt(0) == '+' || s.charAt(0) == '-')) {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        if (i == n) {
            throw new NumberFormatException(what + ": expected an integer, found '" + excerpt(s) + "'");
        }
        while (i < n - 1 && s.charAt(i) == '0') {
            i++;
        }
        if (n - i > 18) {
            throw new NumberFormatException(what + ": " + excerpt(s) + " is out of range " + min + ".." + max);
        }
        long v = 0;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (!isDigit(c)) {
                throw new NumberFormatException(what + ": expected an integer of ASCII digits, found '" + excerpt(s) + "'");
            }
            v = v * 10 + (c - '0');
        }
        if (negative) {
            v = -v;
        }
        if (v < min || v > max) {
            throw new NumberFormatException(what + ": " + excerpt(s) + " is out of range " + min + ".." + max);
        }
        return v;
    }

    /**
     * Reads an integer in an {@code int} range.
     *
     * @param s the text, without surrounding whitespace
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param what what the number is, for the message
     * @return the value
     * @throws NumberFormatException if the text is not such an integer, or out of range
     */
    public static int parseInt(CharSequence s, int min, int max, String what) {
        return (int) parseLong(s, min, max, what);
    }

    /**
     * Reads a plain decimal: an optional sign, ASCII digits with an optional decimal point
     * ({@code 12}, {@code -0.500}, {@code +8.}, {@code .5}), at most {@link #MAX_INTEGER_DIGITS}
     * digits before the point (leading zeros not counted) and {@link #MAX_FRACTION_DIGITS} after it,
     * no exponent. The scale of the value is the number of digits written after the point.
     *
     * @param s the text, without surrounding whitespace
     * @param what what the number is, for the message
     * @return the value
     * @throws NumberFormatException if the text is not such a decimal
     */
    public static BigDecimal parseDecimal(CharSequence s, String what) {
        int n = s.length();
        int i = 0;
        if (n > 0 && (s.charAt(0) == '+' || s.charAt(0) == '-')) {
            i = 1;
        }
        int intDigits = 0;
        int fracDigits = 0;
        boolean point = false;
        boolean significant = false;
        for (int k = i; k < n; k++) {
            char c = s.charAt(k);
            if (c == '.' && !point) {
                point = true;
            } else if (isDigit(c)) {
                if (point) {
                    fracDigits++;
                } else if (significant || c != '0') {
                    significant = true;
                    intDigits++;
                }
            } else {
                throw new NumberFormatException(what + ": expected a plain decimal number of ASCII digits (such as -2.5),"
                        + " found '" + excerpt(s) + "'");
            }
        }
        if (n - i - (point ? 1 : 0) == 0) {
            throw new NumberFormatException(what + ": expected a number, found '" + excerpt(s) + "'");
        }
        if (intDigits > MAX_INTEGER_DIGITS || fracDigits > MAX_FRACTION_DIGITS) {
            throw new NumberFormatException(what + ": " + excerpt(s) + " has more than " + MAX_INTEGER_DIGITS
                    + " digits before the point or " + MAX_FRACTION_DIGITS + " after it");
        }
        String t = s.toString();
        if (t.startsWith("+")) {
            t = t.substring(1);
        }
        if (t.endsWith(".")) {
            t = t.substring(0, t.length() - 1);
        }
        return new BigDecimal(t);
    }

    private static String excerpt(CharSequence s) {
        return s.length() > 24 ? s.subSequence(0, 24) + "..." : s.toString();
    }
}
