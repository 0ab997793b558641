package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * No null is taken for a value: each of these calls once read a null color as White, a null square
 * as a pass, or a null collection as empty, and returned an answer. Each is now a
 * NullPointerException naming the argument.
 */
class NullArgumentsTest {

    private static final Board START = StandardRules.othello().initialState().board();
    private static final GameState STATE = StandardRules.othello().initialState();
    private static final Square D3 = Square.parse("d3");
    private static final RuleOptions OPTIONS = RuleOptions.of("othello");

    private static void refused(String argument, ThrowingCallable call) {
        assertThatThrownBy(call).as(argument).isInstanceOf(NullPointerException.class).hasMessage(argument);
    }

    @Test
    void colorsSquaresAndCollections() {
        refused("color", () -> START.count(null));
        refused("color", () -> START.discs(null));
        refused("mover", () -> START.legalSquares(null));
        refused("mover", () -> START.flips(D3, null));
        refused("mover", () -> START.flips(D3, null, Direction.S));
        refused("mover", () -> START.place(D3, null));
        refused("color", () -> START.with(D3, null));
        refused("toMove", () -> GameState.of(START, null));
        refused("color", () -> STATE.withToMove(null));
        refused("color", () -> STATE.count(null));
        refused("color", () -> STATE.supply(null));
        refused("square", () -> Move.place((Square) null));
        refused("color", () -> Outcome.draw(32, 32, 0).discs(null));
        refused("color", () -> Outcome.draw(32, 32, 0).score(null));
        refused("color", () -> StandardRules.othello().colorName(null));
        refused("defaults", () -> OPTIONS.changedFrom(null));
        refused("accepted", () -> OPTIONS.requireKeys(null));
        refused("key", () -> OPTIONS.with(null, "8x8"));
        refused("value", () -> OPTIONS.with("size", null));
        refused("name", () -> RuleOptions.of(null));
        refused("options", () -> RuleSets.of((RuleOptions) null));
        refused("moves", () -> GameRecord.of(StandardRules.othello(), (List<Move>) null));
    }
}
