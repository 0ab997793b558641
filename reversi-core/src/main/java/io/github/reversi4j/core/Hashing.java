package io.github.reversi4j.core;

/**
 * The stable 64-bit hash of boards and states. It must never change between versions, since users
 * store it (opening books, transposition tables on disk), so it is defined here once, in terms of
 * fixed constants only:
 *
 * <ul>
 *   <li>{@code mix(z)} is the SplitMix64 finaliser: {@code z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
 *       z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL; return z ^ (z >>> 31)};
 *   <li>the key of a disc of color {@code c} (0 black, 1 white) on the square of row-major index
 *       {@code i} is {@code mix(0x9E3779B97F4A7C15L * (1 + c * 256 + i))};
 *   <li>a board's hash is {@code mix(0x9E3779B97F4A7C15L * (1000 + width * 17 + height))} xor the keys
 *       of all its discs;
 *   <li>a state's hash xors in {@code mix(0x9E3779B97F4A7C15L * 600)} when WHITE is to move and the
 *       key of every other component of the state (see {@link GameState#hash64()}).
 * </ul>
 */
final class Hashing {

    static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final long[] KEYS = new long[2 * 256];

    static {
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = mix(GOLDEN * (1 + i));
        }
    }

    private Hashing() {
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static long key(int color, int index) {
        return KEYS[color * 256 + index];
    }

    static long of(long z) {
        return mix(GOLDEN * z);
    }

    static long bits(long bits, int color) {
        long h = 0;
        while (bits != 0) {
            h ^= KEYS[color * 256 + Long.numberOfTrailingZeros(bits)];
            bits &= bits - 1;
        }
        return h;
    }

    static long words(long[] bw, int offset, int n, int color) {
        long h = 0;
        for (int w = 0; w < n; w++) {
            long bits = bw[offset + w];
            while (bits != 0) {
                h ^= KEYS[color * 256 + w * 64 + Long.numberOfTrailingZeros(bits)];
                bits &= bits - 1;
            }
        }
        return h;
    }

    static long geometry(Geometry g) {
        return of(1000 + g.width() * 17L + g.height());
    }
}
