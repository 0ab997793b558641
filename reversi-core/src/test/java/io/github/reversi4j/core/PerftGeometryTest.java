package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import io.github.reversi4j.core.internal.bitboard.BoardTooLargeException;
import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine path of the boards of at most 64 squares, {@link BitboardPerft#count(int, int, long, long, int,
 * Perft.Convention)}: against the independent {@link ReferenceReversi} on every shape (RULES §X1) and the
 * published counts on 8x8.
 */
class PerftGeometryTest {

    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of(4, 4, 14),
                Arguments.of(6, 6, 9),
                Arguments.of(6, 8, 8),
                Arguments.of(8, 6, 8),
                Arguments.of(4, 10, 10),
                Arguments.of(16, 4, 9),
                Arguments.of(4, 16, 9),
                Arguments.of(8, 4, 10));
    }

    @ParameterizedTest(name = "RULES §X1: engine perft {0}x{1} to depth {2} equals the reference implementation's")
    @MethodSource("shapes")
    void matchesReference(int width, int height, int maxDepth) {
        Geometry g = Geometry.of(width, height);
        GameState start = StandardRules.othello().withGeometry(g).initialState();
        long black = BitboardAccess.bits(start, Color.BLACK);
        long white = BitboardAccess.bits(start, Color.WHITE);
        ReferenceReversi reference = ReferenceReversi.crossedStart(width, height);
        for (int depth = 0; depth <= maxDepth; depth++) {
            for (Perft.Convention c : Perft.Convention.values()) {
                assertThat(BitboardPerft.count(g.width(), g.height(), black, white, depth, c == Perft.Convention.COUNT_ENDED)).as("%dx%d perft %d, %s", width, height, depth, c)
                        .isEqualTo(depth == 0 ? 1 : reference.perft(depth, c == Perft.Convention.COUNT_ENDED));
            }
        }
    }

    @Test
    @DisplayName("on 8x8 it gives the published counts (perft 10: 24 571 056 and 24 571 284)")
    void eightByEight() {
        long black = (1L << 28) | (1L << 35);
        long white = (1L << 27) | (1L << 36);
        assertThat(BitboardPerft.count(8, 8, black, white, 9, false)).isEqualTo(3005288L);
        assertThat(BitboardPerft.count(8, 8, black, white, 10, false)).isEqualTo(24571056L);
        assertThat(BitboardPerft.count(8, 8, black, white, 10, true)).isEqualTo(24571284L);
    }

    @Test
    @DisplayName("a board of more than 64 squares and a negative depth are refused")
    void refusals() {
        assertThatThrownBy(() -> BitboardPerft.count(10, 10, 0, 0, 3, false))
                .isInstanceOf(BoardTooLargeException.class);
        assertThatThrownBy(() -> BitboardPerft.count(6, 6, 0, 0, -1, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }
}
