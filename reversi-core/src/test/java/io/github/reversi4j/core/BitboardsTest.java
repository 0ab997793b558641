package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import io.github.reversi4j.core.internal.bitboard.Bitboards;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine-level entry points ({@link Bitboards}: legal-move mask and flip mask as longs) against the
 * reference implementation, on every board shape of at most 64 squares.
 */
class BitboardsTest {

    @ParameterizedTest(name = "RULES §X1: the {0} start has the four legal moves of the crossed start")
    @ValueSource(strings = {"16x4", "4x16", "8x8", "4x4", "12x4", "4x12", "6x10"})
    @DisplayName("a board of 64 squares that is not 8x8 (16x4, 4x16) is not treated as 8x8")
    void sixtyFourSquaresThatAreNotEightByEight(String size) {
        Geometry g = Geometry.parse(size);
        Rules rules = StandardRules.othello().withGeometry(g);
        GameState s = rules.initialState();
        ReferenceReversi ref = ReferenceReversi.crossedStart(g.width(), g.height());
        assertThat(rules.legalMoves(s)).hasSize(4);
        assertThat(Bitboards.legalMoves(g.width(), g.height(), BitboardAccess.bits(s, Color.BLACK), BitboardAccess.bits(s, Color.WHITE))).isEqualTo(mask(g, ref.legalSquares(ReferenceReversi.BLACK)));
        for (int[] sq : ref.legalSquares(ReferenceReversi.BLACK)) {
            int idx = sq[1] * g.width() + sq[0];
            assertThat(Bitboards.flips(g.width(), g.height(), BitboardAccess.bits(s, Color.BLACK), BitboardAccess.bits(s, Color.WHITE), idx))
                    .isEqualTo(mask(g, ref.flips(sq[0], sq[1], ReferenceReversi.BLACK)));
        }
    }

    @ParameterizedTest(name = "legal and flip masks on {0} equal the reference implementation's along random games")
    @ValueSource(strings = {"4x4", "6x6", "8x8", "16x4", "4x16", "6x8", "8x6", "10x6", "4x14"})
    void masksMatchReferenceAlongRandomGames(String size) {
        Geometry g = Geometry.parse(size);
        boolean eight = g.width() == 8 && g.height() == 8;
        SplittableRandom random = new SplittableRandom(0xB17B0A4DL ^ size.hashCode());
        for (int game = 0; game < 20; game++) {
            ReferenceReversi ref = ReferenceReversi.crossedStart(g.width(), g.height());
            List<int[]> moves;
            while (true) {
                int side = ref.toMove();
                int other = side == ReferenceReversi.BLACK ? ReferenceReversi.WHITE : ReferenceReversi.BLACK;
                long p = bits(ref, side);
                long o = bits(ref, other);
                moves = ref.legalSquares(side);
                String where = size + " game " + game + " position " + ref.boardString() + " side " + side;
                assertThat(Bitboards.legalMoves(g.width(), g.height(), p, o)).as(where).isEqualTo(mask(g, moves));
                if (eight) {
                    assertThat(Bitboards.legalMoves(p, o)).as(where).isEqualTo(mask(g, moves));
                }
                for (int idx = 0; idx < g.size(); idx++) {
                    int c = idx % g.width();
                    int r = idx / g.width();
                    if (ref.get(c, r) == ReferenceReversi.EMPTY) {
                        long expected = mask(g, ref.flips(c, r, side));
                        assertThat(Bitboards.flips(g.width(), g.height(), p, o, idx)).as(where + " flips at " + idx).isEqualTo(expected);
                        if (eight) {
                            assertThat(Bitboards.flips(p, o, idx)).as(where + " flips at " + idx).isEqualTo(expected);
                        }
                    }
                }
                if (moves.isEmpty()) {
                    if (ref.isOver()) {
                        break;
                    }
                    ref.pass();
                } else {
                    int[] m = moves.get(random.nextInt(moves.size()));
                    ref.place(m[0], m[1]);
                }
            }
        }
    }

    private static long bits(ReferenceReversi ref, int color) {
        long b = 0;
        for (int r = 0; r < ref.height(); r++) {
            for (int c = 0; c < ref.width(); c++) {
                if (ref.get(c, r) == color) {
                    b |= 1L << (r * ref.width() + c);
                }
            }
        }
        return b;
    }

    private static long mask(Geometry g, List<int[]> squares) {
        long b = 0;
        for (int[] sq : squares) {
            b |= 1L << (sq[1] * g.width() + sq[0]);
        }
        return b;
    }
}
