package io.github.reversi4j.variants;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.testkit.VariantContract;
import java.util.List;

/** The rules contract for the single-line variant (RULES §V) in its configurations. */
class SingleLineReversiContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        SingleLineReversi v = SingleLineReversi.of();
        return List.of(v, SingleLineReversi.of(v.standardRules().withGeometry(Geometry.of(4)).withSupply(6)),
                SingleLineReversi.of(v.standardRules().withGeometry(Geometry.of(10)).withUnlimitedSupply()),
                SingleLineReversi.of(v.standardRules().withOpening(Opening.OPEN_CENTER)));
    }
}
