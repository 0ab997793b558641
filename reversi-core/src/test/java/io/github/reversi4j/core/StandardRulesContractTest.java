package io.github.reversi4j.core;

import io.github.reversi4j.testkit.RulesContract;
import java.util.List;

/**
 * The rules contract ({@link RulesContract}) for the standard rules in a spread of configurations:
 * every board shape class (4x4, 6x6, 8x8, 10x10, 16x16, rectangles), every opening (RULES §R2),
 * both first movers (RULES §O4), every tie rule (RULES §R3), finite supplies with the give rule
 * (RULES §B7) and both scorings (RULES §O3).
 */
class StandardRulesContractTest extends RulesContract {

    @Override
    protected List<Rules> ruleSets() {
        StandardRules o = StandardRules.othello();
        return List.of(
                o,
                o.withFirstToMove(Color.WHITE),
                o.withGeometry(Geometry.of(4)),
                o.withGeometry(Geometry.of(6)).withOpening(Opening.PARALLEL),
                o.withGeometry(Geometry.of(10)).withTieRule(TieRule.LAST_DISC_PLACED),
                o.withGeometry(Geometry.of(16)),
                o.withGeometry(Geometry.of(6, 8)).withScoring(Scoring.DISCS),
                o.withGeometry(Geometry.of(16, 4)).withOpening(Opening.OPEN_CENTER),
                o.withGeometry(Geometry.of(4, 10)).withTieRule(TieRule.SECOND_PLAYER).withFirstToMove(Color.WHITE),
                o.withOpening(Opening.OPEN_CENTER).withTieRule(TieRule.LAST_DISC_PLACED),
                o.withOpening(Opening.PARALLEL).withSupply(32).withTieRule(TieRule.LAST_DISC_PLACED),
                o.withSupply(12),
                o.withGeometry(Geometry.of(6)).withSupply(9).withOpening(Opening.OPEN_CENTER),
                o.withGeometry(Geometry.of(12, 10)).withSupply(40).withScoring(Scoring.DISCS));
    }
}
