package io.github.reversi4j.engine;

import io.github.reversi4j.core.TextParseException;

/**
 * An engine's evaluation of a position, in discs, from the view of the player to move: {@code +2} means
 * the mover is expected to win by two discs. Whether it is exact (the game solved to its end) is told
 * by the {@link SearchDepth} that goes with it.
 *
 * <p>The text is the signed decimal, {@code +2.0}, {@code -0.25}; the text is canonical: equal values, equal texts.
 *
 * @param discs the disc margin expected for the mover, finite, at most a million in size
 */
public record Score(double discs) implements Comparable<Score> {

    /** The largest score in size accepted from an engine. */
    public static final double MAX = 1e6;

    /**
     * Checks the score.
     *
     * @param discs the margin
     * @throws IllegalArgumentException if it is not finite or larger than {@link #MAX} in size
     */
    public Score {
        if (!Double.isFinite(discs) || Math.abs(discs) > MAX) {
            throw new IllegalArgumentException("a score is a finite number of discs of at most " + MAX + " in size, not "
                    + discs);
        }
        if (discs == 0) {
            discs = 0.0; // -0.0 and 0.0 are one score
        }
    }

    /**
     * Returns the score of a disc margin.
     *
     * @param discs the margin
     * @return the score
     */
    public static Score of(double discs) {
        return new Score(discs);
    }

    /**
     * Returns the score from the other player's view.
     *
     * @return the negated score
     */
    public Score negate() {
        return new Score(-discs);
    }

    /**
     * Reads a score from its text.
     *
     * @param text a signed decimal such as {@code +2.0}
     * @return the score
     * @throws TextParseException if the text is not a score
     */
    static Score parse(String text) {
        TextCursor in = new TextCursor(text, "a score");
        double d = in.decimal("a score");
        in.expectEnd();
        try {
            return new Score(d);
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage(), 0);
        }
    }

    @Override
    public int compareTo(Score o) {
        return Double.compare(discs, o.discs);
    }

    @Override
    public String toString() {
        return TextCursor.signed(discs);
    }
}
