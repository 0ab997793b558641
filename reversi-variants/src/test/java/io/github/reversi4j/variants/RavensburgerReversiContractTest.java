package io.github.reversi4j.variants;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.TieRule;
import io.github.reversi4j.testkit.VariantContract;
import java.util.List;

/** The rules contract for Ravensburger Reversi (RULES §R) in its configurations. */
class RavensburgerReversiContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        RavensburgerReversi r = RavensburgerReversi.of();
        return List.of(r, r.withTieRule(TieRule.SECOND_PLAYER), r.withTieRule(TieRule.DRAW),
                RavensburgerReversi.of(r.standardRules().withGeometry(Geometry.of(6)).withSupply(12)),
                RavensburgerReversi.of(r.standardRules().withSupply(20).withOpening(Opening.CROSSED)));
    }
}
