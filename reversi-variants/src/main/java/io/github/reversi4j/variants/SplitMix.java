package io.github.reversi4j.variants;

/**
 * The seeded generator behind every reproducible random choice of this package (the solo game's
 * shuffle, <a href="doc-files/rules.html#S2">RULES §S2</a>, and the random starting positions of {@link GgsOthello}): SplitMix64, fully
 * specified here so that a seed gives the same result on every JVM and in every version. The state
 * starts at the seed; each value adds {@code 0x9E3779B97F4A7C15} to the state and returns
 * {@link #mix(long)} of it. A bounded value is the unsigned remainder of the next value by the bound.
 * Not thread-safe; used locally only.
 */
final class SplitMix {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    /**
     * Creates a generator.
     *
     * @param seed the seed, the first state
     */
    public SplitMix(long seed) {
        this.state = seed;
    }

    /**
     * The SplitMix64 finalizer (Stafford's variant 13), also the stable hash mixer of this package.
     *
     * @param z the value to mix
     * @return the mixed value
     */
    public static long mix(long z) {
        long x = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }

    /**
     * Returns the next value.
     *
     * @return 64 random bits
     */
    public long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /**
     * Returns a value in {@code 0 .. bound - 1}.
     *
     * @param bound the bound, at least 1
     * @return the value
     */
    public int nextInt(int bound) {
        return (int) Long.remainderUnsigned(nextLong(), bound);
    }
}
