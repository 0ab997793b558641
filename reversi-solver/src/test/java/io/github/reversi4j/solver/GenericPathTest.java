package io.github.reversi4j.solver;

import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The generic search against plain minimax on tiny boards, and against the bitboard search on the standard rules. */
class GenericPathTest {

    /** The standard rules seen through a wrapper, so that the solver takes the generic search. */
    static final class Wrapped extends ForwardingRules<StandardRules> {
        Wrapped(StandardRules rules) {
            super(rules);
        }

        @Override
        public String id() {
            return "wrapped-" + delegate().id();
        }
    }

    private static GameState randomPlay(Rules rules, GameState s, int plies, Random random) {
        for (int i = 0; i < plies && !rules.isTerminal(s); i++) {
            List<Move> moves = rules.legalMoves(s);
            s = rules.play(s, moves.get(random.nextInt(moves.size())));
        }
        return s;
    }

    @ParameterizedTest
    @ValueSource(strings = {"othello(size=4x4)", "othello(size=4x4,opening=parallel)", "anti-othello(size=4x4)",
        "reversi-ravensburger(size=4x4,supply=6)", "reversi-ravensburger(size=4x4,supply=8,tie=second-player)",
        "reversi-ravensburger(size=4x4,supply=5,tie=draw)", "reversi-single-line(size=4x4,supply=6)",
        "othello(size=4x4,supply=5,tie=last-disc)", "othello(size=4x4,scoring=discs)", "othello(size=4x6)"})
    void agreesWithMinimaxOnRandomPositions(String id) {
        Rules rules = RuleSets.of(id);
        long seed = id.hashCode();
        Random random = new Random(seed);
        BruteForce brute = new BruteForce(rules);
        Solver solver = Solver.of();
        int plies = rules.geometry().size() > 16 ? 8 : 0;
        for (int k = 0; k < 12; k++) {
            GameState s = randomPlay(rules, rules.initialState(), plies + random.nextInt(6), random);
            Outcome oracle = brute.best(s);
            Solution sol = solver.solve(rules, s);
            Color me = s.toMove();
            String where = "seed " + seed + " position " + k + " " + s + " under " + id;
            assertThat(sol.score()).as(where).isEqualTo(BruteForce.score(oracle, me));
            assertThat(sol.verdict()).as(where).isEqualTo(Verdict.of(oracle, me));
            assertThat(BruteForce.better(oracle, sol.outcome(), me) || BruteForce.better(sol.outcome(), oracle, me))
                    .as(where).isFalse();
            GameState end = s;
            for (Move m : sol.principalVariation()) {
                end = rules.play(end, m);
            }
            assertThat(rules.isTerminal(end)).as(where).isTrue();
            assertThat(rules.outcome(end)).as(where).isEqualTo(sol.outcome());
            Analysis a = solver.analyse(rules, s, Limit.none());
            assertThat(a.moves()).hasSize(rules.legalMoves(s).size());
            for (MoveEvaluation ms : a.moves()) {
                Outcome child = brute.best(rules.play(s, ms.move()));
                assertThat(ms.score().discs()).as(where + " move " + ms.move()).isEqualTo(BruteForce.score(child, me));
                assertThat(ms.isExact()).isTrue();
            }
            // the analysis lists the best move first, best under the rules' own scoring (fewer discs win in
            // anti-Othello): its first move reaches the oracle's outcome, as solve's best move does
            Outcome first = brute.best(rules.play(s, a.moves().get(0).move()));
            assertThat(BruteForce.better(oracle, first, me)).as(where + " first move " + a.moves().get(0)).isFalse();
            assertThat(solver.verdict(rules, s, Limit.none())).as(where).isEqualTo(Verdict.of(oracle, me));
        }
    }

    @Test
    void genericAgreesWithBitboardsOnRandomEightByEightPositions() {
        long seed = 20261126L;
        Random random = new Random(seed);
        StandardRules rules = StandardRules.othello();
        Rules wrapped = new Wrapped(rules);
        Solver solver = Solver.of();
        int checked = 0;
        while (checked < 25) {
            GameState s = randomPlay(rules, rules.initialState(), 60 - 6 - random.nextInt(7), random);
            if (rules.isTerminal(s) || s.board().empties().size() > 12) {
                continue;
            }
            Solution fast = solver.solve(rules, s);
            Solution generic = solver.solve(wrapped, s);
            String where = "seed " + seed + " position " + s;
            assertThat(generic.score()).as(where).isEqualTo(fast.score());
            assertThat(GenericPath.twoPlayer(generic.outcome()).margin()).as(where)
                    .isEqualByComparingTo(GenericPath.twoPlayer(fast.outcome()).margin());
            assertThat(solver.analyse(wrapped, s, Limit.none()).moves().stream().map(m -> m.score().discs()).sorted().toList())
                    .as(where).isEqualTo(solver.analyse(rules, s, Limit.none()).moves().stream().map(m -> m.score().discs())
                            .sorted().toList());
            checked++;
        }
    }

    @Test
    void refusesOnePlayerGames() {
        Rules solo = RuleSets.of("solo-knizia");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Solver.of().solve(solo, solo.initialState()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-player");
    }
}
