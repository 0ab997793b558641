package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.StandardRules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The options of {@link StandardRules} as the rule sets of this package write and read them. */
final class StandardOptions {

    /** Every option key of the standard rules, in the order ids write them. */
    static final List<String> ALL = List.of("size", "opening", "first", "tie", "supply", "scoring");

    private StandardOptions() {
    }

    /**
     * Returns the options in which a configuration differs from a variant's defaults, in the order of
     * {@link #ALL}, with the values {@link StandardRules.Provider#configure} reads back.
     */
    static Map<String, String> diff(StandardRules defaults, StandardRules rules) {
        Map<String, String> o = new LinkedHashMap<>();
        if (!rules.geometry().equals(defaults.geometry())) {
            o.put("size", rules.geometry().toString());
        }
        if (rules.opening() != defaults.opening()) {
            o.put("opening", openingText(rules.opening()));
        }
        if (rules.firstToMove() != defaults.firstToMove()) {
            o.put("first", rules.firstToMove() == Color.BLACK ? "black" : "white");
        }
        if (rules.tieRule() != defaults.tieRule()) {
            o.put("tie", rules.tieRule().text());
        }
        if (!rules.supply().equals(defaults.supply())) {
            o.put("supply", rules.supply().isPresent() ? Integer.toString(rules.supply().getAsInt()) : "unlimited");
        }
        if (rules.scoring() != defaults.scoring()) {
            o.put("scoring", rules.scoring().text());
        }
        return o;
    }

    static String openingText(Opening o) {
        return o.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Applies the standard options of an id to a variant's defaults, accepting only the keys a
     * variant allows.
     *
     * @throws IllegalArgumentException for a key not allowed, naming the variant's options
     */
    static StandardRules configure(String providerId, StandardRules defaults, Map<String, String> options,
            List<String> allowed) {
        for (String key : options.keySet()) {
            if (!allowed.contains(key)) {
                throw new IllegalArgumentException("unknown option '" + key + "' of rule set '" + providerId
                        + "'; its options are " + (allowed.isEmpty() ? "none" : String.join(", ", allowed)));
            }
        }
        return StandardRules.Provider.configure(defaults, options);
    }
}
