package io.github.reversi4j.examples.maxflips;

import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.testkit.VariantContract;
import java.util.List;

/**
 * The library's contract suites, run on the max-flips variant: the laws every rule set keeps
 * ({@code RulesContract}, through {@link VariantContract}) and those of a variant found by id.
 */
class MaxFlipsRulesContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        return List.of(RuleSets.of("max-flips"), RuleSets.of("max-flips(flips=1)"), RuleSets.of("max-flips(size=6x6,flips=1)"),
                RuleSets.of("max-flips(size=10x10,flips=3)"), RuleSets.of("max-flips(size=4x4)"));
    }
}
