package io.github.reversi4j.core.internal;

import io.github.reversi4j.core.AbstractRulesProvider;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;

/**
 * Registers the standard rules with {@code RuleSets} under the id {@code othello}, with the options of
 * {@link StandardRules#describeOptions()}. Plumbing: {@link java.util.ServiceLoader} names it
 * ({@code provides} in the module descriptor, {@code META-INF/services} on the class path), and it is
 * not part of the API.
 */
public final class StandardRulesProvider extends AbstractRulesProvider {

    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public StandardRulesProvider() {
        super(StandardRules.ID, "Othello (World Othello Federation rules) and the standard Reversi options",
                StandardRules.othello().describeOptions());
    }

    @Override
    public Rules create(RuleOptions options) {
        return StandardRules.othello().withOptions(options);
    }
}
