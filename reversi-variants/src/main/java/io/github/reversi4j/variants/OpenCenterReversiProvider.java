package io.github.reversi4j.variants;

import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class OpenCenterReversiProvider {

    private OpenCenterReversiProvider() {
    }

    /**
     * Registers open-center Reversi with {@link RuleSets} under the id {@code reversi-open-center}. It
     * takes the options of the standard rules except {@code opening}: {@code size}, {@code first},
     * {@code tie}, {@code supply} and {@code scoring}, with the Othello defaults.
     */
    public static final class Provider extends FixedProvider {

        private static final List<String> KEYS = List.of("size", "first", "tie", "supply", "scoring");

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(OpenCenterReversi.ID, "Reversi with the open center: the first four moves fill the center squares without outflanking",
                    Options.only(OpenCenterReversi.of().standardRules().describeOptions(), KEYS));
        }

        @Override
        public Rules create(RuleOptions options) {
            return OpenCenterReversi.of(OpenCenterReversi.of().standardRules().withOptions(options.requireKeys(KEYS)));
        }
    }
}
