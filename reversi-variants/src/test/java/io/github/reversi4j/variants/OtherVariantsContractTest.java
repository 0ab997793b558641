package io.github.reversi4j.variants;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TieRule;
import io.github.reversi4j.testkit.VariantContract;
import java.math.BigDecimal;
import java.util.List;

/** The rules contract for open-center Reversi, Anti-Othello and the GGS game types. */
class OtherVariantsContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        return List.of(OpenCenterReversi.of(),
                OpenCenterReversi.of(OpenCenterReversi.of().standardRules().withSupply(32).withTieRule(TieRule.LAST_DISC_PLACED)),
                AntiOthello.of(), AntiOthello.of(StandardRules.othello().withGeometry(Geometry.of(6))),
                GgsOthello.of(), GgsOthello.of().withKomi(new BigDecimal("-0.5")), GgsOthello.of().withAnti(true),
                GgsOthello.of().withRandomStart(20, 3), GgsOthello.of().withGeometry(Geometry.of(10)).withRandomStart(30, 4)
                        .withKomi(BigDecimal.ONE));
    }
}
