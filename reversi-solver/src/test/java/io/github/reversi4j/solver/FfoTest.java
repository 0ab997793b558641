package io.github.reversi4j.solver;

import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The FFO endgame problems (testdata/ffo): every scored move of every line exact, the best move's
 * score and a principal variation that reaches it. #1-#19 (14 to 16 empties) in every build, all 59
 * under -Pffo-all.
 */
class FfoTest {

    static Stream<Ffo> quick() {
        boolean all = Boolean.getBoolean("reversi4j.ffoAll");
        return Ffo.all().stream().filter(f -> all || f.number <= 19);
    }

    @ParameterizedTest(name = "FFO #{0}")
    @MethodSource("quick")
    void everyMoveScoredExactly(Ffo ffo) {
        Analysis a = Solver.of().analyse(StandardRules.othello(), ffo.state, Limit.none());
        Map<Move, Integer> got = new LinkedHashMap<>();
        for (MoveEvaluation m : a.moves()) {
            got.put(m.move(), (int) m.score().discs());
            assertThat(m.isExact()).isTrue();
        }
        assertThat(got).as("FFO #" + ffo.number).isEqualTo(ffo.scores);
        assertThat(a.nodes()).isPresent();
        List<Integer> sorted = a.moves().stream().map(m -> (int) m.score().discs()).collect(Collectors.toList());
        assertThat(sorted).as("best first").isSortedAccordingTo((x, y) -> Integer.compare(y, x));
    }

    @ParameterizedTest(name = "FFO #{0}")
    @MethodSource("quick")
    void solvesWithABestMoveAndAPrincipalVariation(Ffo ffo) {
        for (int threads = 1; threads <= 2; threads++) {
            Solution s = Solver.builder().threads(threads).build().solve(io.github.reversi4j.core.StandardRules.othello(), ffo.state);
            assertThat(s.score()).as("FFO #" + ffo.number + " threads " + threads).isEqualTo(ffo.best());
            Move best = s.bestMove().orElseThrow();
            assertThat(ffo.scores.get(best)).as("FFO #" + ffo.number + " best move " + best).isEqualTo(ffo.best());
            StandardRules rules = StandardRules.othello();
            GameState end = ffo.state;
            for (Move m : s.principalVariation()) {
                end = rules.play(end, m);
            }
            assertThat(rules.isTerminal(end)).isTrue();
            assertThat(s.outcome()).isEqualTo(rules.outcome(end));
            assertThat(s.nodes()).isPositive();
        }
    }

    @ParameterizedTest(name = "FFO #{0}")
    @MethodSource("quick")
    void windowAndVerdictAgreeWithTheScore(Ffo ffo) {
        int best = ffo.best();
        Solver solver = Solver.of();
        assertThat(solver.verdict(StandardRules.othello(), ffo.state, Limit.none())).isEqualTo(Verdict.ofScore(best));
        Bound above = solver.within(StandardRules.othello(), ffo.state, best, best + 4, Limit.none());
        assertThat(above.kind()).isEqualTo(Bound.Kind.AT_MOST);
        assertThat(above.value()).isGreaterThanOrEqualTo(best);
        Bound below = solver.within(StandardRules.othello(), ffo.state, best - 5, best, Limit.none());
        assertThat(below.kind()).isEqualTo(Bound.Kind.AT_LEAST);
        assertThat(below.value()).isLessThanOrEqualTo(best);
        assertThat(solver.within(StandardRules.othello(), ffo.state, best - 1, best + 1, Limit.none())).isEqualTo(Bound.of(best, Bound.Kind.EXACT));
    }
}
