package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.testkit.internal.RandomGames;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The 64-bit hash must never change (users store it): it is recomputed here from the documented
 * algorithm (the javadoc of {@link Board#hash64()} and {@link GameState#hash64()}), written again
 * from the text, so that any change of the hash breaks the build. The text is read from the board
 * string only, not from the library's internals.
 */
class StableHashTest {

    private static final long G = 0x9E3779B97F4A7C15L;

    /** The SplitMix64 finaliser, as documented. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The documented board hash, from the board's size and its squares' characters. */
    private static long boardHash(int width, int height, String cells) {
        long h = mix(G * (1000L + 17L * width + height));
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            if (c == 'X') {
                h ^= mix(G * (1L + i));
            } else if (c == 'O') {
                h ^= mix(G * (1L + 256 + i));
            }
        }
        return h;
    }

    /** The documented state hash: side to move, last placer and supplies xored into the board hash. */
    private static long stateHash(int width, int height, String cells, boolean whiteToMove, int lastPlacer,
            int blackSupply, int whiteSupply) {
        long h = boardHash(width, height, cells);
        if (whiteToMove) {
            h ^= mix(G * 600);
        }
        if (lastPlacer != 0) {
            h ^= mix(G * (700L + lastPlacer));
        }
        if (blackSupply >= 0) {
            h ^= mix(G * (100_000L + blackSupply * 8192L + whiteSupply));
        }
        return h;
    }

    @Test
    @DisplayName("the 8x8 start: board and state hashes follow the documented algorithm")
    void standardStart() {
        String cells = "-".repeat(27) + "OX" + "-".repeat(6) + "XO" + "-".repeat(27);
        GameState s = StandardRules.othello().initialState();
        assertThat(s.board().hash64()).isEqualTo(boardHash(8, 8, cells));
        assertThat(s.hash64()).isEqualTo(stateHash(8, 8, cells, false, 0, -1, -1));
        assertThat(Opening.CROSSED.board(Geometry.STANDARD).hash64()).isEqualTo(boardHash(8, 8, cells));
    }

    @Test
    @DisplayName("after f5: white to move, black the last placer")
    void afterF5() {
        // f5 flips e5: d4 white, e4 d5 e5 f5 black
        String cells = "-".repeat(27) + "OX" + "-".repeat(6) + "XXX" + "-".repeat(26);
        GameState s = StandardRules.othello().play(StandardRules.othello().initialState(), Move.parse("f5"));
        assertThat(s.board().toString()).isEqualTo(cells);
        assertThat(s.hash64()).isEqualTo(stateHash(8, 8, cells, true, 1, -1, -1));
        assertThat(s.withLastPlacer(Color.WHITE).hash64()).isEqualTo(stateHash(8, 8, cells, true, 2, -1, -1));
    }

    @Test
    @DisplayName("supplies, rectangles and boards of more than 64 squares")
    void suppliesAndLargeBoards() {
        StandardRules rect = StandardRules.othello().withGeometry(Geometry.of(6, 8)).withSupply(20);
        GameState s = rect.initialState();
        String cells = s.board().toString().substring("6x8 ".length());
        assertThat(s.hash64()).isEqualTo(stateHash(6, 8, cells, false, 0, 18, 18));
        assertThat(s.withSupplies(0, 7).hash64()).isEqualTo(stateHash(6, 8, cells, false, 0, 0, 7));

        for (Geometry g : List.of(Geometry.of(16), Geometry.of(10), Geometry.of(4), Geometry.of(16, 4), Geometry.of(12, 14))) {
            Rules rules = StandardRules.othello().withGeometry(g);
            GameRecord game = RandomGames.play(rules, rules.initialState(), 99, 40);
            for (GameState st : RandomGames.states(game)) {
                String text = st.board().toString();
                String sq = g.isSquare() ? text : text.substring(text.indexOf(' ') + 1);
                int last = st.lastPlacer().map(c -> c == Color.BLACK ? 1 : 2).orElse(0);
                assertThat(st.hash64()).as("%s %s", g, st)
                        .isEqualTo(stateHash(g.width(), g.height(), sq, st.toMove() == Color.WHITE, last, -1, -1));
            }
        }
    }

    @Test
    @DisplayName("the hash distinguishes sizes: an empty 8x8 board is not an empty 16x4 board")
    void sizeIsPartOfTheHash() {
        assertThat(Board.empty(Geometry.of(8)).hash64()).isEqualTo(boardHash(8, 8, ""))
                .isNotEqualTo(Board.empty(Geometry.of(16, 4)).hash64());
        assertThat(Board.empty(Geometry.of(16, 4)).hash64()).isEqualTo(boardHash(16, 4, ""));
    }
}
