package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The flips counted at the last empty square of the full board against the flips found by walking
 * each line square by square ({@link StabilityTest#walkFlips}), for both sides, on random fillings.
 */
class LastFlipsTest {

    @Test
    void countsTheFlipsOfTheLastEmptySquare() {
        long seed = 0x1A57L;
        Random random = new Random(seed);
        for (int i = 0; i < 100_000; i++) {
            long[] b = TestBoards.fill(random, 1);
            int sq = Long.numberOfTrailingZeros(~(b[0] | b[1]));
            assertThat(LastFlips.count(b[0], sq)).as("seed %d, case %d: p %016x, o %016x", seed, i, b[0], b[1])
                    .isEqualTo(Long.bitCount(TestBoards.walkFlips(b[0], b[1], sq)));
            assertThat(LastFlips.count(b[1], sq)).as("seed %d, case %d: p %016x, o %016x", seed, i, b[0], b[1])
                    .isEqualTo(Long.bitCount(TestBoards.walkFlips(b[1], b[0], sq)));
        }
    }
}
