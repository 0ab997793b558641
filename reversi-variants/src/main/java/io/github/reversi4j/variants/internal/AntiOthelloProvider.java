package io.github.reversi4j.variants.internal;

import io.github.reversi4j.core.AbstractRulesProvider;
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

/**
 * Registers Anti-Othello with {@link RuleSets} under the id {@code anti-othello}. It takes the
 * options of the standard rules except {@code scoring}: {@code size}, {@code opening},
 * {@code first}, {@code tie} and {@code supply}, with the Othello defaults.
 */
public final class AntiOthelloProvider extends AbstractRulesProvider {

    private static final List<String> KEYS = List.of("size", "opening", "first", "tie", "supply");

    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public AntiOthelloProvider() {
        super(AntiOthello.ID, "Anti-Othello: Othello moves, the player with fewer discs wins",
                Options.only(AntiOthello.of().standardRules().describeOptions(), KEYS));
    }

    @Override
    public Rules create(RuleOptions options) {
        return AntiOthello.of(AntiOthello.of().standardRules().withOptions(options.requireKeys(KEYS)));
    }
}
