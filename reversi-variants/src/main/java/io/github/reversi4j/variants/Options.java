package io.github.reversi4j.variants;

import io.github.reversi4j.core.internal.Messages;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Helpers for the option descriptions and the text forms of this package. */
final class Options {

    private Options() {
    }

    /** A text quoted for an error message, cut after 40 characters with its length noted. */
    static String quote(CharSequence text) {
        return Messages.quote(text);
    }

    /** The ASCII spaces that separate the words of a text form, as in the core's text forms. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    /** The descriptions of some keys, in the order of the map. */
    static Map<String, String> only(Map<String, String> descriptions, Collection<String> keys) {
        Map<String, String> m = new LinkedHashMap<>(descriptions);
        m.keySet().retainAll(keys);
        return Collections.unmodifiableMap(m);
    }
}
