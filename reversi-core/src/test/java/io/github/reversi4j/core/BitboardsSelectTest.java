package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Bitboards#select(long, int)} against the plain walk over the set bits. */
class BitboardsSelectTest {

    @Test
    void selectFindsTheSetBitOfEveryRank() {
        long seed = 20261121L;
        SplittableRandom random = new SplittableRandom(seed);
        for (int n = 0; n < 20_000; n++) {
            long bits = random.nextLong() & random.nextLong() & (n % 3 == 0 ? -1L : random.nextLong());
            if (n % 7 == 0) {
                bits = -1L;
            }
            int k = 0;
            for (int i = 0; i < 64; i++) {
                if ((bits & (1L << i)) != 0) {
                    assertThat(Bitboards.select(bits, k)).as("seed %d, bits %x, rank %d", seed, bits, k).isEqualTo(i);
                    k++;
                }
            }
        }
    }
}
