package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Limit;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The selective pass and the narrow first windows it gives the exact search (positions with at
 * least {@link Search#SEL_MIN} empties): against the published scores of the FFO problems with that
 * many empties, the value, the best move, and every window's answer (exact inside, a bound on the
 * right side outside), with one and two threads.
 */
class SelectivePassTest {

    private static List<Ffo> problems() {
        List<Ffo> out = Ffo.all().stream().filter(f -> f.empties() >= Search.SEL_MIN && f.empties() <= 21)
                .limit(4).collect(Collectors.toList());
        assertThat(out).as("FFO problems the selective pass applies to").hasSize(4);
        return out;
    }

    @Test
    void solvesExactlyWithTheSelectivePassOnAndOff() {
        Solver off = Solver.of().withTuning(Tuning.ALL.without("selective"));
        for (Ffo f : problems()) {
            for (int threads = 1; threads <= 2; threads++) {
                Solution s = Solver.builder().threads(threads).build().solve(StandardRules.othello(), f.state);
                assertThat(s.score()).as("FFO #" + f.number + " threads " + threads).isEqualTo(f.best());
                Move best = s.bestMove().orElseThrow();
                assertThat(f.scores.get(best)).as("FFO #" + f.number + " best move " + best).isEqualTo(f.best());
            }
            assertThat(off.solve(StandardRules.othello(), f.state).score()).as("FFO #" + f.number + " without")
                    .isEqualTo(f.best());
        }
    }

    @Test
    void everyWindowIsAnsweredOnTheRightSide() {
        Solver solver = Solver.of();
        for (Ffo f : problems().subList(0, 2)) {
            int best = f.best();
            int[][] windows = {{best - 1, best + 1}, {best - 2, best + 2}, {best + 1, best + 3}, {best + 3, best + 9},
                {best - 3, best - 1}, {best - 11, best - 3}, {best, best + 1}, {best - 1, best}, {-65, 65}};
            for (int[] w : windows) {
                Bound b = solver.within(StandardRules.othello(), f.state, w[0], w[1], Limit.none());
                String as = "FFO #" + f.number + " (" + w[0] + ", " + w[1] + ")";
                if (best <= w[0]) {
                    assertThat(b.kind()).as(as).isEqualTo(Bound.Kind.AT_MOST);
                    assertThat(b.value()).as(as).isBetween(best, w[0]);
                } else if (best >= w[1]) {
                    assertThat(b.kind()).as(as).isEqualTo(Bound.Kind.AT_LEAST);
                    assertThat(b.value()).as(as).isBetween(w[1], best);
                } else {
                    assertThat(b).as(as).isEqualTo(Bound.of(best, Bound.Kind.EXACT));
                }
            }
        }
    }
}
