package io.github.reversi4j.core;

import java.util.Map;

/**
 * The standard rules under the id {@code othello}, with the options of
 * {@link StandardRules#describeOptions()}: built into {@link RuleSets}, which lists it beside the
 * providers it finds with {@link java.util.ServiceLoader}, so that Othello is found from any class
 * loader and on any path.
 */
final class OthelloProvider implements RulesProvider {

    @Override
    public String id() {
        return StandardRules.ID;
    }

    @Override
    public String description() {
        return "Othello (World Othello Federation rules) and the standard Reversi options";
    }

    @Override
    public Map<String, String> options() {
        return StandardRules.othello().describeOptions();
    }

    @Override
    public Rules create(RuleOptions options) {
        return StandardRules.othello().withOptions(options);
    }
}
