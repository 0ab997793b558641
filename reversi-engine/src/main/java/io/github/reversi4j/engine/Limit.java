package io.github.reversi4j.engine;

import java.time.Duration;
import java.util.Objects;

/**
 * How long an engine may search: to a depth, or for a time. Its text is
 * {@code depth 6} or {@code time PT2S}, and {@link #parse(String)} reads it back.
 */
public sealed interface Limit permits Limit.Depth, Limit.Time {

    /** The deepest depth a limit may name: every empty square of the largest board. */
    int MAX_DEPTH = 256;

    /**
     * Returns a depth limit.
     *
     * @param plies the midgame search depth in plies, 1 to {@link #MAX_DEPTH}
     * @return the limit
     * @throws IllegalArgumentException if the depth is out of range
     */
    static Limit depth(int plies) {
        return new Depth(plies);
    }

    /**
     * Returns a time limit.
     *
     * @param time the time for the search, 1 ms to 24 hours
     * @return the limit
     * @throws IllegalArgumentException if the time is out of range
     */
    static Limit time(Duration time) {
        return new Time(time);
    }

    /**
     * Reads a limit from its text: {@code depth N} or {@code time D} (an ISO-8601 duration such as
     * {@code PT2S}).
     *
     * @param text the text
     * @return the limit
     * @throws IllegalArgumentException if the text is not a limit
     */
    static Limit parse(String text) {
        String[] w = text.strip().split("\\s+");
        try {
            if (w.length == 2 && w[0].equals("depth")) {
                return depth((int) Ascii.parse(w[1], Integer.MIN_VALUE, Integer.MAX_VALUE));
            }
            if (w.length == 2 && w[0].equals("time")) {
                return time(Duration.parse(w[1]));
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a limit: '" + text + "' (" + e.getMessage() + ")", e);
        }
        throw new IllegalArgumentException("not a limit: '" + text + "' (expected e.g. 'depth 6' or 'time PT2S')");
    }

    /**
     * A search to a fixed depth.
     *
     * @param plies the midgame search depth in plies, 1 to {@link #MAX_DEPTH}
     */
    record Depth(int plies) implements Limit {
        /**
         * Checks the depth.
         *
         * @param plies the depth
         */
        public Depth {
            if (plies < 1 || plies > MAX_DEPTH) {
                throw new IllegalArgumentException("a depth is 1 to " + MAX_DEPTH + " plies, not " + plies);
            }
        }

        @Override
        public String toString() {
            return "depth " + plies;
        }
    }

    /**
     * A search for a time.
     *
     * @param time the time, 1 ms to 24 hours
     */
    record Time(Duration time) implements Limit {
        /**
         * Checks the time.
         *
         * @param time the time
         */
        public Time {
            Objects.requireNonNull(time, "time");
            if (time.compareTo(Duration.ofMillis(1)) < 0 || time.compareTo(Duration.ofHours(24)) > 0) {
                throw new IllegalArgumentException("a time limit is 1 ms to 24 hours, not " + time);
            }
        }

        @Override
        public String toString() {
            return "time " + time;
        }
    }
}
