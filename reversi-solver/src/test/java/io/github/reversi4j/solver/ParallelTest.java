package io.github.reversi4j.solver;

import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The parallel search (null-window nodes shared among threads, abandoned when a sibling cuts) keeps
 * every value exact, with more threads than cores too, and stops cleanly when its budget is spent.
 */
class ParallelTest {

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {3, 4})
    void manyThreadsScoreEveryMoveOfTheFfoProblemsExactly(int threads) {
        Solver solver = Solver.builder().threads(threads).build();
        for (Ffo f : Ffo.all().subList(0, 10)) {
            Solution s = solver.solve(io.github.reversi4j.core.StandardRules.othello(), f.state);
            assertThat(s.score()).as("FFO #" + f.number + " threads " + threads).isEqualTo(f.best());
            assertThat(f.scores.get(s.bestMove().orElseThrow())).as("FFO #" + f.number).isEqualTo(f.best());
        }
        Ffo f = Ffo.all().get(10);
        Map<Move, Integer> got = solver.analyse(StandardRules.othello(), f.state, Limit.none()).moves().stream()
                .collect(Collectors.toMap(MoveEvaluation::move, m -> (int) m.score().discs()));
        assertThat(got).as("FFO #" + f.number).isEqualTo(f.scores);
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {2, 3})
    void aReachedLimitStopsEveryThreadAndTheNextSolveIsExact(int threads) {
        Solver solver = Solver.builder().threads(threads).build();
        Ffo f = Ffo.all().get(18);
        assertThatThrownBy(() -> solver.solve(StandardRules.othello(), f.state, Limit.nodes(20_000)))
                .isInstanceOf(SolveIncompleteException.class);
        assertThat(solver.solve(io.github.reversi4j.core.StandardRules.othello(), f.state).score()).isEqualTo(f.best());
    }
}
