package io.github.reversi4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RulesProvider;
import io.github.reversi4j.core.Square;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract of a rule set registered as a variant: everything of the core's {@link RulesContract}
 * (legal moves, rejections, immutability, hashes, text round trips, symmetries, replay), plus what a
 * variant found by id must keep:
 * <ul>
 *   <li>its provider is found through {@link ServiceLoader} by the name part of its id, documents itself
 *       and its options, and rejects an unknown option with an {@link IllegalArgumentException};</li>
 *   <li>its colors have distinct, non-blank display names (<a href="doc-files/rules.html#B1">RULES §B1</a>);</li>
 *   <li>finite supplies never go negative, the mover pays for each placement from its own supply or,
 *       when that is empty, the opponent gives one, a pass costs nothing, the discs on the board plus
 *       those in the supplies never change, and the game is over when both supplies are empty
 *       (<a href="doc-files/rules.html#B7">RULES §B7</a>);</li>
 *   <li>in a two-player game discs are never removed: a placement adds exactly one disc and every disc
 *       stays on its square, possibly flipped (<a href="doc-files/rules.html#B8">RULES §B8</a>).</li>
 * </ul>
 * Extend it as {@link RulesContract} is extended:
 * <pre>{@code
 * class MyVariantContractTest extends VariantContract {
 *     @Override
 *     protected List<Rules> ruleSets() {
 *         return List.of(RuleSets.of("my-variant"), RuleSets.of("my-variant(size=6x6)"));
 *     }
 * }
 * }</pre>
 * The hooks {@link #keepsDiscs(Rules)} and {@link #requiresServiceLoader(Rules)} adapt it to a rule set
 * that removes discs or is not registered.
 */
public abstract class VariantContract extends RulesContract {

    /** Creates the suite; JUnit calls a subclass's constructor. */
    protected VariantContract() {
    }

    /**
     * Tells whether a rule set keeps every placed disc on the board (<a href="doc-files/rules.html#B8">RULES §B8</a>).
     *
     * @param rules the rules
     * @return by default true for two-player rule sets
     */
    protected boolean keepsDiscs(Rules rules) {
        return rules.players() == 2;
    }

    /**
     * Tells whether a rule set must be registered through {@link ServiceLoader}.
     *
     * @param rules the rules
     * @return by default true
     */
    protected boolean requiresServiceLoader(Rules rules) {
        return true;
    }

    private static String providerId(Rules rules) {
        String id = rules.id();
        int open = id.indexOf('(');
        return open < 0 ? id : id.substring(0, open);
    }

    /**
     * The rule set is found through {@link ServiceLoader} by its id (<a href="doc-files/rules.html#X3">RULES §X3</a>), its provider documents
     * it and its options, and an unknown option or id is rejected with a message.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> registeredThroughServiceLoader() {
        return ruleSets().stream().filter(this::requiresServiceLoader).map(rules -> DynamicTest.dynamicTest(rules.id(), () -> {
            String name = providerId(rules);
            List<RulesProvider> loaded = StreamSupport.stream(ServiceLoader.load(RulesProvider.class).spliterator(), false)
                    .filter(p -> p.id().equals(name)).toList();
            assertThat(loaded).as("providers with the id '%s' found by ServiceLoader", name).hasSize(1);
            RulesProvider p = loaded.get(0);
            assertThat(p.id()).as("provider id").matches("[a-z0-9]+(-[a-z0-9]+)*");
            assertThat(p.description()).as("description of %s", name).isNotBlank();
            for (Map.Entry<String, String> o : p.options().entrySet()) {
                assertThat(o.getValue()).as("description of the option %s of %s", o.getKey(), name).isNotBlank();
            }
            assertThat(RuleSets.of(rules.id())).as("RuleSets.of(\"%s\")", rules.id()).isEqualTo(rules);
            assertThatThrownBy(() -> RuleSets.of(name + "(no-such-option=1)"))
                    .as("an unknown option of %s", name).isInstanceOf(IllegalArgumentException.class);
        }));
    }

    /**
     * The colors have distinct, non-blank display names (<a href="doc-files/rules.html#B1">RULES §B1</a>).
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> colorNames() {
        return ruleSets().stream().map(rules -> DynamicTest.dynamicTest(rules.id(), () -> {
            assertThat(rules.colorName(Color.BLACK)).isNotBlank();
            assertThat(rules.colorName(Color.WHITE)).isNotBlank().isNotEqualTo(rules.colorName(Color.BLACK));
            assertThat(rules.players()).isBetween(1, 2);
        }));
    }

    /**
     * Supplies never go negative and the give rule fires exactly when needed (<a href="doc-files/rules.html#B7">RULES §B7</a>).
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> suppliesAndTheGiveRule() {
        return perGame("supplies and the give rule", (rules, seed, game, states) -> {
            for (int ply = 0; ply < game.moves().size(); ply++) {
                GameState before = states.get(ply);
                GameState after = states.get(ply + 1);
                Move move = game.moves().get(ply);
                check(rules, "supplies and the give rule", seed, game, ply + 1, () -> checkSupplies(rules, before, move, after));
            }
            GameState last = states.get(states.size() - 1);
            if (last.hasSupplies() && last.supply(Color.BLACK).getAsInt() == 0 && last.supply(Color.WHITE).getAsInt() == 0) {
                check(rules, "supplies and the give rule", seed, game, game.moves().size(),
                        () -> assertThat(rules.isTerminal(last)).as("no disc left ends the game").isTrue());
            }
            return -1;
        });
    }

    private static void checkSupplies(Rules rules, GameState before, Move move, GameState after) {
        assertThat(after.hasSupplies()).as("supplies are kept").isEqualTo(before.hasSupplies());
        if (!before.hasSupplies()) {
            return;
        }
        Color mover = move.isPass() ? before.toMove() : after.lastPlacer().orElse(before.toMove());
        int mine = before.supply(mover).getAsInt();
        int theirs = before.supply(mover.opponent()).getAsInt();
        int mineAfter = after.supply(mover).getAsInt();
        int theirsAfter = after.supply(mover.opponent()).getAsInt();
        assertThat(mineAfter).as("the mover's supply").isNotNegative();
        assertThat(theirsAfter).as("the opponent's supply").isNotNegative();
        if (move.isPass()) {
            assertThat(List.of(mineAfter, theirsAfter)).as("a pass costs nothing").containsExactly(mine, theirs);
        } else if (mine > 0) {
            assertThat(List.of(mineAfter, theirsAfter)).as("the mover pays").containsExactly(mine - 1, theirs);
        } else {
            assertThat(List.of(mineAfter, theirsAfter)).as("the opponent gives a disc").containsExactly(0, theirs - 1);
        }
        int discsBefore = before.board().count(Color.BLACK) + before.board().count(Color.WHITE) + mine + theirs;
        int discsAfter = after.board().count(Color.BLACK) + after.board().count(Color.WHITE) + mineAfter + theirsAfter;
        assertThat(discsAfter).as("discs on the board plus discs in the supplies").isEqualTo(discsBefore);
    }

    /**
     * Discs are never removed in a two-player game (<a href="doc-files/rules.html#B8">RULES §B8</a>): a placement adds one disc, on its
     * square, and every other disc stays where it was.
     *
     * @return the tests
     */
    @TestFactory
    protected final Stream<DynamicNode> discsAreNeverRemoved() {
        return perGame("discs are never removed", (rules, seed, game, states) -> {
            if (!keepsDiscs(rules)) {
                return -1;
            }
            for (int ply = 0; ply < game.moves().size(); ply++) {
                Board b = states.get(ply).board();
                Board a = states.get(ply + 1).board();
                Move move = game.moves().get(ply);
                check(rules, "discs are never removed", seed, game, ply + 1, () -> {
                    for (Square s : rules.geometry().squares()) {
                        if (!b.isEmpty(s)) {
                            assertThat(a.isEmpty(s)).as("the disc on %s after %s", s, move).isFalse();
                        }
                    }
                    int added = a.count(Color.BLACK) + a.count(Color.WHITE) - b.count(Color.BLACK) - b.count(Color.WHITE);
                    assertThat(added).as("discs added by %s", move).isEqualTo(move.isPass() ? 0 : 1);
                    if (!move.isPass()) {
                        assertThat(b.isEmpty(move.square().orElseThrow())).as("the square of %s was empty", move).isTrue();
                        assertThat(a.isEmpty(move.square().orElseThrow())).as("the square of %s is filled", move).isFalse();
                    }
                });
            }
            return -1;
        });
    }

    /**
     * Returns a game record's text for messages.
     *
     * @param game the game
     * @return its text
     */
    static String text(GameRecord game) {
        return game.toString();
    }
}
