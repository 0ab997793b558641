package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every technique switched off alone leaves every value unchanged (FFO #1-#7). */
class TuningTest {

    @ParameterizedTest
    @ValueSource(strings = {"nullWindow", "table", "etc", "stability", "fastestFirst", "parity", "lastEmpties",
        "passes", "selective"})
    void eachTechniqueOffGivesTheSameScores(String off) {
        Solver solver = Solver.of().withTuning(Tuning.ALL.without(off));
        for (Ffo f : Ffo.all().subList(0, 7)) {
            assertThat(solver.solve(io.github.reversi4j.core.StandardRules.othello(), f.state).score()).as("FFO #" + f.number + " without " + off).isEqualTo(f.best());
        }
        assertThat(List.of(Tuning.ALL.without(off).toString())).allMatch(s -> s.contains(off + "=false"));
    }
}
