package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The perft entry points against the published counts from the 8x8 start (RULES §X1): Aart Bik's
 * table of Othello game-tree sizes (OEIS A124005) for {@link Perft.Convention#COUNT_ENDED}, and Edax's
 * {@code perft} for {@link Perft.Convention#EXCLUDE_ENDED}, which differs from depth 10 on.
 */
@DisplayName("RULES §X1 perft of 8x8 Othello against the published counts")
class PerftEngineTest {

    private static final Rules OTHELLO = StandardRules.othello();
    private static final long BLACK = BitboardAccess.bits(OTHELLO.initialState(), Color.BLACK);
    private static final long WHITE = BitboardAccess.bits(OTHELLO.initialState(), Color.WHITE);

    @ParameterizedTest(name = "depth {0}: {1} (both conventions)")
    @CsvSource({"0, 1", "1, 4", "2, 12", "3, 56", "4, 244", "5, 1396", "6, 8200", "7, 55092", "8, 390216",
        "9, 3005288"})
    void shallowCountsAgreeOnEveryPath(int depth, long expected) {
        for (Perft.Convention c : Perft.Convention.values()) {
            assertThat(BitboardPerft.count(BLACK, WHITE, depth, c == Perft.Convention.COUNT_ENDED)).as("bitboard %s", c).isEqualTo(expected);
            assertThat(Perft.count(OTHELLO, OTHELLO.initialState(), depth, c)).as("count %s", c).isEqualTo(expected);
            assertThat(BitboardPerft.parallel(BLACK, WHITE, depth, c == Perft.Convention.COUNT_ENDED, 2)).as("parallel %s", c).isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "depth 10, {0}: {1}")
    @CsvSource({"EXCLUDE_ENDED, 24571056", "COUNT_ENDED, 24571284"})
    void depthTenTellsTheConventionsApart(Perft.Convention convention, long expected) {
        assertThat(BitboardPerft.count(BLACK, WHITE, 10, convention == Perft.Convention.COUNT_ENDED)).isEqualTo(expected);
        assertThat(BitboardPerft.parallel(BLACK, WHITE, 10, convention == Perft.Convention.COUNT_ENDED, 2)).isEqualTo(expected);
        assertThat(BitboardPerft.parallel(BLACK, WHITE, 10, convention == Perft.Convention.COUNT_ENDED, 3)).isEqualTo(expected);
        assertThat(Perft.parallel(OTHELLO, OTHELLO.initialState(), 10, convention, 2)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "depth 11, {0}: {1}")
    @CsvSource({"COUNT_ENDED, 212258800"})
    void depthEleven(Perft.Convention convention, long expected) {
        assertThat(BitboardPerft.parallel(BLACK, WHITE, 11, convention == Perft.Convention.COUNT_ENDED, 2)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "threads {0}")
    @CsvSource({"0", "-1"})
    void parallelNeedsAThread(int threads) {
        assertThatThrownBy(() -> BitboardPerft.parallel(BLACK, WHITE, 3, true, threads))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads");
        assertThatThrownBy(() -> Perft.parallel(OTHELLO, OTHELLO.initialState(), 3, Perft.Convention.COUNT_ENDED,
                threads)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads");
    }
}
