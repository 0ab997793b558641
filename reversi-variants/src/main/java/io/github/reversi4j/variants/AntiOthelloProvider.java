package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The registration of a rule set of this module; its {@link Provider} is named in {@code module-info} and {@code META-INF/services}. */
final class AntiOthelloProvider {

    private AntiOthelloProvider() {
    }

    /**
     * Registers Anti-Othello with {@link RuleSets} under the id {@code anti-othello}. It takes the
     * options of the standard rules except {@code scoring}: {@code size}, {@code opening},
     * {@code first}, {@code tie} and {@code supply}, with the Othello defaults.
     */
    public static final class Provider extends FixedProvider {

        private static final List<String> KEYS = List.of("size", "opening", "first", "tie", "supply");

        /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
        public Provider() {
            super(AntiOthello.ID, "Anti-Othello: Othello moves, the player with fewer discs wins",
                    Options.only(AntiOthello.of().standardRules().describeOptions(), KEYS));
        }

        @Override
        public Rules create(RuleOptions options) {
            return AntiOthello.of(AntiOthello.of().standardRules().withOptions(options.requireKeys(KEYS)));
        }
    }
}
