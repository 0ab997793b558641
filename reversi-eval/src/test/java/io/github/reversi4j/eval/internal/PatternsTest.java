package io.github.reversi4j.eval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The features of the bitboard code against a reference written from the patterns' definition: every
 * pattern's squares mapped by the eight symmetries of the board square by square, the instances that
 * land on distinct square sets read digit by digit.
 */
class PatternsTest {

    /** The eight symmetries of the square, as maps of (c, r). */
    private static int[] image(int s, int c, int r) {
        int x = c;
        int y = r;
        if ((s & 4) != 0) {
            int t = x;
            x = y;
            y = t;
        }
        if ((s & 1) != 0) {
            y = 7 - y;
        }
        if ((s & 2) != 0) {
            x = 7 - x;
        }
        return new int[] {x, y};
    }

    /** The reference: for each pattern, the sorted indices of its instances (distinct square lists). */
    private static List<List<Integer>> reference(long p, long o) {
        List<List<Integer>> out = new ArrayList<>();
        for (int k = 0; k < Patterns.KINDS; k++) {
            int[][] sq = Patterns.squaresOf(k);
            List<String> seen = new ArrayList<>();
            List<Integer> idx = new ArrayList<>();
            for (int s = 0; s < 8; s++) {
                int[] bits = new int[sq.length];
                long set = 0;
                for (int i = 0; i < sq.length; i++) {
                    int[] im = image(s, sq[i][0], sq[i][1]);
                    bits[i] = im[1] * 8 + im[0];
                    set |= 1L << bits[i];
                }
                // an instance is its square set; a mirror-image reading of the same set is the same instance
                String key = Long.toHexString(set);
                if (seen.contains(key)) {
                    continue;
                }
                seen.add(key);
                int v = 0;
                int w = 1;
                for (int i = 0; i < sq.length; i++) {
                    int digit = (p >>> bits[i] & 1) != 0 ? 1 : (o >>> bits[i] & 1) != 0 ? 2 : 0;
                    v += digit * w;
                    w *= 3;
                }
                // both readings of a self-symmetric pattern share one weight: compare canonical indices
                int f = Patterns.offset(k) + v;
                idx.add(Math.min(f, Patterns.mirror(f)));
            }
            idx.sort(null);
            out.add(idx);
        }
        return out;
    }

    private static long[] randomPosition(SplittableRandom rnd) {
        long p = 0;
        long o = 0;
        int fill = rnd.nextInt(65);
        for (int x = 0; x < 64; x++) {
            if (rnd.nextInt(64) < fill) {
                if (rnd.nextBoolean()) {
                    p |= 1L << x;
                } else {
                    o |= 1L << x;
                }
            }
        }
        return new long[] {p, o};
    }

    @Test
    void featuresMatchTheReferenceOnRandomBoards() {
        long seed = 20261128L;
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] f = new int[Patterns.FEATURES];
        for (int n = 0; n < 20_000; n++) {
            long[] b = randomPosition(rnd);
            Patterns.features(b[0], b[1], f);
            List<List<Integer>> ref = reference(b[0], b[1]);
            int at = 0;
            for (int k = 0; k < Patterns.KINDS; k++) {
                int count = Patterns.instances(k);
                assertThat(ref.get(k)).as("instances of %s", Patterns.name(k)).hasSize(count);
                Integer[] got = new Integer[count];
                for (int i = 0; i < count; i++) {
                    int x = f[at + i];
                    got[i] = Math.min(x, Patterns.mirror(x));
                }
                Arrays.sort(got);
                assertThat(got).as("seed %d, board %x/%x, pattern %s", seed, b[0], b[1], Patterns.name(k))
                        .containsExactly(ref.get(k).toArray(new Integer[0]));
                at += count;
            }
            assertThat(f[Patterns.INSTANCES]).isEqualTo(Patterns.BIAS);
        }
    }

    @Test
    void theBoardSymmetriesMoveEachSquareWhereTheDefinitionSays() {
        for (int x = 0; x < 64; x++) {
            int c = x & 7;
            int r = x >>> 3;
            assertThat(Patterns.flipVertical(1L << x)).isEqualTo(1L << ((7 - r) * 8 + c));
            assertThat(Patterns.flipHorizontal(1L << x)).isEqualTo(1L << (r * 8 + 7 - c));
            assertThat(Patterns.transpose(1L << x)).isEqualTo(1L << (c * 8 + r));
        }
    }

    @Test
    void mirrorIsAnInvolutionWithinEachPattern() {
        for (int k = 0; k < Patterns.KINDS; k++) {
            int from = Patterns.offset(k);
            int to = from + Patterns.pow3(Patterns.squares(k));
            for (int i = from; i < to; i++) {
                int m = Patterns.mirror(i);
                assertThat(m).isBetween(from, to - 1);
                assertThat(Patterns.mirror(m)).isEqualTo(i);
            }
        }
        // hand-worked: an edge with only a1 held by the side to move reads, mirrored, h1 held
        assertThat(Patterns.mirror(Patterns.offset(0) + 1)).isEqualTo(Patterns.offset(0) + Patterns.pow3(7));
    }

    @Test
    void phasesFollowTheDiscCount() {
        assertThat(Patterns.phase(4)).isZero();
        assertThat(Patterns.phase(7)).isZero();
        assertThat(Patterns.phase(8)).isEqualTo(1);
        assertThat(Patterns.phase(63)).isEqualTo(Patterns.PHASES - 1);
        assertThat(Patterns.phase(64)).isEqualTo(Patterns.PHASES - 1);
    }
}
