package io.github.reversi4j.examples.holes;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.testkit.VariantContract;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The library's contract suites, run on the custom variant: the core's {@code RulesContract} (through
 * {@link VariantContract}) and the variants module's checks of a variant found by id (ServiceLoader
 * registration, color names, discs never removed). This is how a user checks a variant of their own.
 */
class HolesRulesContractTest extends VariantContract {

    @Override
    protected List<Rules> ruleSets() {
        return List.of(RuleSets.of("holes"), RuleSets.of("holes(holes=c3+f6)"), RuleSets.of("holes(size=6x6,holes=a1+b5)"),
                RuleSets.of("holes(size=10x10,holes=e3+f3+e8+f8)"), RuleSets.of("holes(size=4x4,holes=none)"));
    }

    /** Besides the usual sample, a placement on each hole must be rejected. */
    @Override
    protected List<Move> illegalMoves(Rules rules, GameState state, SplittableRandom random) {
        List<Move> moves = new ArrayList<>(super.illegalMoves(rules, state, random));
        ((HolesRules) rules).holes().forEach(h -> moves.add(Move.place(h)));
        return moves;
    }
}
