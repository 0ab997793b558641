package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * A seeded property check: values drawn from a generator at sizes that grow from 0, so the first
 * failure found is one of the smallest inputs that fail. A failure names the property, the seed that
 * rebuilds the input ({@code -Dreversi4j.property.seed} sets the base seed), the size and the input.
 */
final class Property {

    /** The base seed; every case derives its own from it. */
    static final long SEED = Long.getLong("reversi4j.property.seed", 0x5EED_E261L);

    private Property() {
    }

    /**
     * Checks a property on {@code cases} values.
     *
     * @param name the property, for the failure message
     * @param cases how many values
     * @param maxSize the size of the last values
     * @param generator makes a value from a random source and a size
     * @param check throws (an assertion error or any exception) when the property fails
     */
    static <T> void check(String name, int cases, int maxSize, BiFunction<SplittableRandom, Integer, T> generator,
            Consumer<T> check) {
        for (int i = 0; i < cases; i++) {
            long seed = new SplittableRandom(SEED + i).nextLong();
            int size = (int) ((long) i * maxSize / Math.max(1, cases - 1));
            T value = generator.apply(new SplittableRandom(seed), size);
            try {
                check.accept(value);
            } catch (AssertionError | RuntimeException e) {
                fail(name + " fails for case " + i + " (base seed " + SEED + ", case seed " + seed + ", size " + size
                        + "), the smallest size that fails:\n" + describe(value) + "\n" + e, e);
            }
        }
    }

    private static String describe(Object value) {
        try {
            return String.valueOf(value);
        } catch (RuntimeException e) {
            return value.getClass().getSimpleName() + " whose toString throws " + e;
        }
    }
}
