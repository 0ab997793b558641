package io.github.reversi4j.variants;

import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.internal.Messages;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Helpers for the option descriptions and the text forms of the variants. Not part of the API. */
final class Options {

    private Options() {
    }

    /**
     * Returns a text quoted for an error message, cut after 40 characters with its length noted.
     *
     * @param text the text
     * @return the quoted text
     */
    public static String quote(CharSequence text) {
        return Messages.quote(text);
    }

    /**
     * Tells whether a character is one of the ASCII spaces that separate the words of a text form,
     * as in the core's text forms.
     *
     * @param c the character
     * @return true for a space, tab, line feed, carriage return or form feed
     */
    public static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    /**
     * Returns the {@code seed} option: ASCII digits, optionally signed, that fit in a {@code long}.
     *
     * @param options the options
     * @return the seed, 0 when absent
     * @throws io.github.reversi4j.core.RuleOptionException if the value is not such a number
     */
    public static long seed(RuleOptions options) {
        return options.value("seed", 0L, Options::asciiLong, "a whole number in " + Long.MIN_VALUE + ".." + Long.MAX_VALUE);
    }

    private static Long asciiLong(String text) {
        int i = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        if (i == text.length() || text.length() > 20) {
            throw new IllegalArgumentException("not a whole number");
        }
        for (int j = i; j < text.length(); j++) {
            if (text.charAt(j) < '0' || text.charAt(j) > '9') {
                throw new IllegalArgumentException("not a whole number");
            }
        }
        return Long.parseLong(text); // NumberFormatException, an IllegalArgumentException, beyond a long
    }

    /**
     * Returns the descriptions of some keys, in the order of the map.
     *
     * @param descriptions the descriptions by key
     * @param keys the keys to keep
     * @return an unmodifiable map
     */
    public static Map<String, String> only(Map<String, String> descriptions, Collection<String> keys) {
        Map<String, String> m = new LinkedHashMap<>(descriptions);
        m.keySet().retainAll(keys);
        return Collections.unmodifiableMap(m);
    }
}
