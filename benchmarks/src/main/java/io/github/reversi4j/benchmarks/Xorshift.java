package io.github.reversi4j.benchmarks;

/**
 * A small seeded generator (xorshift64*), the same for the API and raw playouts so that both make the
 * same kind of random choices at the same cost. Not thread-safe; each benchmark thread has its own.
 */
final class Xorshift {

    private long x;

    Xorshift(long seed) {
        x = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
    }

    /** A uniform int in [0, n), n at least 1. */
    int nextInt(int n) {
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        long r = (x * 0x2545F4914F6CDD1DL) >>> 32;
        return (int) ((r * n) >>> 32);
    }
}
