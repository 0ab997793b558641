package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine-path perft ({@link BitboardPerft#count}, {@link BitboardPerft#parallel(long, long, int, Perft.Convention, int)})
 * from positions all through the game, against the independent reference implementation
 * {@link ReferenceReversi} (RULES §X1): positions of seeded random 8x8 games, the late ones full of
 * passes and games that end before the depth, where the two conventions differ.
 */
class PerftPositionsTest {

    private static final long SEED = 0x5EED_0F_BA7CL;
    private static final int GAMES = 8;

    @Test
    @DisplayName("RULES §X1: perft from positions of random games equals the reference implementation's")
    void randomPositionsMatchTheReference() {
        Random random = new Random(SEED);
        int checked = 0;
        int differing = 0;
        for (int g = 0; g < GAMES; g++) {
            ReferenceReversi game = ReferenceReversi.crossedStart(8, 8);
            for (int ply = 0; !game.isOver(); ply++) {
                List<int[]> moves = game.legalSquares(game.toMove());
                if (moves.isEmpty()) {
                    game.pass();
                    continue;
                }
                int[] m = moves.get(random.nextInt(moves.size()));
                game.place(m[0], m[1]);
                if (ply % 5 != 3 && ply < 44) {
                    continue;
                }
                int empties = game.count(ReferenceReversi.EMPTY);
                int maxDepth = empties <= 12 ? 6 : empties <= 24 ? 5 : 4;
                for (int depth = 1; depth <= maxDepth; depth++) {
                    long exclude = game.copy().perft(depth, false);
                    long count = game.copy().perft(depth, true);
                    differing += exclude != count ? 1 : 0;
                    check(game, depth, Perft.Convention.EXCLUDE_ENDED, exclude);
                    check(game, depth, Perft.Convention.COUNT_ENDED, count);
                    checked++;
                }
            }
        }
        assertThat(checked).as("positions and depths checked").isGreaterThan(200);
        assertThat(differing).as("checks where the conventions differ").isGreaterThan(10);
    }

    private static void check(ReferenceReversi game, int depth, Perft.Convention convention, long expected) {
        long black = bits(game, ReferenceReversi.BLACK);
        long white = bits(game, ReferenceReversi.WHITE);
        boolean blackToMove = game.toMove() == ReferenceReversi.BLACK;
        long player = blackToMove ? black : white;
        long opponent = blackToMove ? white : black;
        String where = String.format("seed %#x, board %s, %s to move, depth %d, %s", SEED, game.boardString(),
                blackToMove ? "X" : "O", depth, convention);
        assertThat(BitboardPerft.count(player, opponent, depth, convention == Perft.Convention.COUNT_ENDED)).as("bitboard, %s", where).isEqualTo(expected);
        assertThat(BitboardPerft.parallel(player, opponent, depth, convention == Perft.Convention.COUNT_ENDED, 2)).as("parallel, %s", where)
                .isEqualTo(expected);
    }

    private static long bits(ReferenceReversi game, int color) {
        long bits = 0;
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 8; col++) {
                if (game.get(col, row) == color) {
                    bits |= 1L << (row * 8 + col);
                }
            }
        }
        return bits;
    }
}
