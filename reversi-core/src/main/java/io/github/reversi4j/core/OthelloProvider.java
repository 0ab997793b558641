package io.github.reversi4j.core;

/**
 * The standard rules under the id {@code othello}, with the options of
 * {@link StandardRules#describeOptions()}: built into {@link RuleSets}, which lists it beside the
 * providers it finds with {@link java.util.ServiceLoader}, so that Othello is found from any class
 * loader and on any path.
 */
final class OthelloProvider extends AbstractRulesProvider {

    OthelloProvider() {
        super(StandardRules.ID, "Othello (World Othello Federation rules) and the standard Reversi options",
                StandardRules.othello().describeOptions());
    }

    @Override
    public Rules create(RuleOptions options) {
        return StandardRules.othello().withOptions(options);
    }
}
