package io.github.reversi4j.variants;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Helpers for the option descriptions of the providers of this package. */
final class Options {

    private Options() {
    }

    /** The descriptions of some keys, in the order of the map. */
    static Map<String, String> only(Map<String, String> descriptions, Collection<String> keys) {
        Map<String, String> m = new LinkedHashMap<>(descriptions);
        m.keySet().retainAll(keys);
        return Collections.unmodifiableMap(m);
    }
}
