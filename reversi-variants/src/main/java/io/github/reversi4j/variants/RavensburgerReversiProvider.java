package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TieRule;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class RavensburgerReversiProvider {

    private RavensburgerReversiProvider() {
    }

    /**
     * Registers Ravensburger Reversi with {@link RuleSets} under the id {@code reversi-ravensburger}.
     * It takes the options of the standard rules with the Ravensburger defaults: {@code size}
     * ({@code 8x8}), {@code opening} ({@code parallel}), {@code first} ({@code black}, Gold),
     * {@code tie} ({@code last-disc}; {@code second-player}, {@code draw}), {@code supply} ({@code 32})
     * and {@code scoring} ({@code discs}).
     */
    public static final class Provider extends FixedProvider {

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(RavensburgerReversi.ID, "Reversi (Ravensburger): Gold and Black, parallel start, 32 discs each, last disc wins a tie",
                    ravensburgerOptions());
        }

        @Override
        public Rules create(RuleOptions options) {
            return RavensburgerReversi.of(RavensburgerReversi.defaults().withOptions(options));
        }

        /**
         * Returns the options of the Ravensburger defaults, which the single-line variant shares.
         *
         * @return the descriptions by key
         */
        public static Map<String, String> ravensburgerOptions() {
            Map<String, String> m = new LinkedHashMap<>(RavensburgerReversi.defaults().describeOptions());
            m.put("first", "black or white: the color that moves first is Gold (default black)");
            return m;
        }
    }
}
