package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The value types met in seeded random games of every registered rule set (and some options of
 * each): every {@code toString} parses back to an equal value with an equal hash, and the lists
 * handed out cannot be changed. A failure names the id, the seed and the moves before it.
 */
class ValueTypesPropertiesTest {

    private static final int GAMES = 12;

    private static final List<String> IDS = List.of("othello", "othello(size=4x6,opening=parallel,first=white)",
            "othello(size=16x16,supply=100,tie=last-disc,scoring=discs)", "othello(size=10x8,opening=open-center)",
            "anti-othello(size=6x6)", "ggs(komi=-2.5)", "ggs(size=6x4,random=6,seed=9)", "piecepack",
            "piecepack(coins=61,tiles=4x3)", "reversi-open-center(tie=second-player)", "reversi-ravensburger",
            "reversi-ravensburger(size=4x4,supply=6)", "reversi-single-line", "reversi-single-line(size=6x8,supply=20)",
            "solo-knizia(seed=5)", "solo-knizia(seed=-77,scoring=numbered)");

    @TestFactory
    Stream<DynamicTest> textFormsReadBackAndListsAreUnmodifiable() {
        List<String> ids = new ArrayList<>(IDS);
        for (var p : RuleSets.providers()) {
            ids.add(p.id());
        }
        return ids.stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Rules rules = RuleSets.of(id);
            // the rule set's id, and its options, read back
            assertThat(RuleSets.of(rules.id())).as(id).isEqualTo(rules).hasSameHashCodeAs(rules);
            RuleOptions o = RuleOptions.parse(rules.id());
            assertThat(RuleOptions.parse(o.toString())).as(id).isEqualTo(o).hasSameHashCodeAs(o);
            assertThatThrownBy(() -> o.values().put("size", "8x8")).isInstanceOf(UnsupportedOperationException.class);
            Geometry g = rules.geometry();
            assertThat(Geometry.parse(g.toString())).as(id).isEqualTo(g).hasSameHashCodeAs(g);
            for (long seed = 1; seed <= GAMES; seed++) {
                SplittableRandom rnd = new SplittableRandom(seed);
                GameState s = rules.initialState();
                List<Move> prefix = new ArrayList<>();
                while (true) {
                    String where = id + ", seed " + seed + ", moves " + prefix;
                    GameState back = rules.parseState(s.toString());
                    assertThat(back).as(where).isEqualTo(s).hasSameHashCodeAs(s);
                    assertThat(back.toString()).as(where).isEqualTo(s.toString());
                    List<Move> legal = rules.legalMoves(s);
                    assertThatThrownBy(() -> legal.add(Move.pass())).as(where)
                            .isInstanceOf(UnsupportedOperationException.class);
                    for (Move m : legal) {
                        Move mb = rules.parseMove(m.toString());
                        assertThat(mb).as(where).isEqualTo(m).hasSameHashCodeAs(m);
                        if (m.square().isPresent()) {
                            Square sq = m.square().orElseThrow();
                            assertThat(Square.parse(sq.toString())).as(where).isEqualTo(sq).hasSameHashCodeAs(sq);
                            assertThat(g.contains(sq)).as(where).isTrue();
                        }
                    }
                    if (rules.isTerminal(s)) {
                        Outcome out = rules.outcome(s);
                        assertThat(rules.parseOutcome(out.toString())).as(where).isEqualTo(out).hasSameHashCodeAs(out);
                        assertThat(legal).as(where).isEmpty();
                        break;
                    }
                    Move m = legal.get(rnd.nextInt(legal.size()));
                    prefix.add(m);
                    GameState before = s;
                    String beforeText = s.toString();
                    s = rules.play(s, m);
                    assertThat(before.toString()).as(where + ": play leaves its input alone").isEqualTo(beforeText);
                }
            }
        }));
    }
}
