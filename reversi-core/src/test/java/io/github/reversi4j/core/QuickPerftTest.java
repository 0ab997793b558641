package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QuickPerftTest {
    @Test
    void quick() {
        StandardRules r = StandardRules.othello();
        GameState s = r.initialState();
        long[] expected = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216};
        for (int d = 0; d <= 8; d++) {
            assertThat(Perft.count(r, s, d, Perft.Convention.EXCLUDE_ENDED)).as("api d" + d).isEqualTo(expected[d]);
            assertThat(Perft.bitboard(s.bits(Color.BLACK), s.bits(Color.WHITE), d, Perft.Convention.EXCLUDE_ENDED)).as("bb d" + d).isEqualTo(expected[d]);
        }
        long t = System.nanoTime();
        long n = Perft.bitboard(s.bits(Color.BLACK), s.bits(Color.WHITE), 10, Perft.Convention.EXCLUDE_ENDED);
        long n2 = Perft.bitboard(s.bits(Color.BLACK), s.bits(Color.WHITE), 10, Perft.Convention.COUNT_ENDED);
        System.out.println("bb d10 " + n + " " + n2 + " " + (System.nanoTime() - t) / 1e9);
        t = System.nanoTime();
        long a = Perft.count(r, s, 9, Perft.Convention.EXCLUDE_ENDED);
        System.out.println("api d9 " + a + " " + (System.nanoTime() - t) / 1e9);
        assertThat(n).isEqualTo(24571056L);
        assertThat(n2).isEqualTo(24571284L);
    }
}
