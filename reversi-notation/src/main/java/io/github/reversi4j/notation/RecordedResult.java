package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * The result a record states, in the form its format uses (<a href="doc-files/formats.html#8">FORMATS §8</a>), so
 * that {@link Validator} can compare it with the replay. Each form is a record of its own, holding
 * only its own data:
 * <ul>
 *   <li>{@link None}: the record states no result (a transcript);</li>
 *   <li>{@link Unscored}: the record says the game has no board result (GGF {@code RE[?]},
 *       a resignation {@code RE[+64.00:r]}, a time out);</li>
 *   <li>{@link BlackScore}: Black's official score, empties to the winner (WTHOR byte 6);</li>
 *   <li>{@link Margin}: Black's official margin minus the komi (GGF {@code RE}), compared to the
 *       precision it is written with;</li>
 *   <li>{@link Scores}: both official scores ({@code 38-26});</li>
 *   <li>{@link Winner}: only who won (the eOthello CSV).</li>
 * </ul>
 * The canonical text is the form and its value, e.g. {@code black-score 34} or {@code margin -22.87
 * komi=-3.133}. Every form is immutable and thread-safe.
 *
 * <pre>{@code
 * CheckedGame game = reader.iterator().next();
 * RecordedResult r = game.recordedResult();
 * if (r instanceof RecordedResult.Scores) {
 *     RecordedResult.Scores s = (RecordedResult.Scores) r;
 *     System.out.println(s.black() + "-" + s.white());
 * }
 * }</pre>
 */
public sealed interface RecordedResult {

    /**
     * Tells whether two recorded results can both be true of one game: equal results, or two that
     * state the same winner in different forms ({@code 1-0} and {@code 34-30}), or one that states
     * nothing ({@link None}, {@link Unscored}).
     *
     * @param other the other result
     * @return true when they agree
     */
    default boolean agreesWith(RecordedResult other) {
        if (equals(other) || this instanceof None || this instanceof Unscored || other instanceof None
                || other instanceof Unscored) {
            return true;
        }
        if (getClass() == other.getClass()) {
            return false;
        }
        Optional<Optional<Color>> a = statedWinner(this);
        Optional<Optional<Color>> b = statedWinner(other);
        return a.isPresent() && b.isPresent() && a.equals(b);
    }

    /**
     * The winner a result states without the board: a color, empty inside for a draw; empty outside
     * for the forms that need the board or the rules to name one.
     */
    private static Optional<Optional<Color>> statedWinner(RecordedResult r) {
        if (r instanceof Scores) {
            Scores s = (Scores) r;
            return Optional.of(s.black == s.white ? Optional.empty() : Optional.of(s.black > s.white ? Color.BLACK : Color.WHITE));
        }
        if (r instanceof Winner) {
            return Optional.of(((Winner) r).winner);
        }
        return Optional.empty();
    }

    /**
     * No result is recorded.
     */
    record None() implements RecordedResult {
        /**
         * Returns the canonical text.
         *
         * @return {@code none}
         */
        @Override
        public String toString() {
            return "none";
        }
    }

    /**
     * The record says the game has no board result: unknown, adjourned, resigned, lost on time.
     *
     * @param text the record's own text, e.g. {@code ?} or {@code +64.00:r}
     */
    record Unscored(String text) implements RecordedResult {
        /**
         * Creates the result.
         *
         * @param text the record's own text
         */
        public Unscored {
            Objects.requireNonNull(text, "text");
        }

        /**
         * Returns the canonical text.
         *
         * @return e.g. {@code unscored ?}
         */
        @Override
        public String toString() {
            return "unscored " + text;
        }
    }

    /**
     * Black's official score: discs plus the empty squares when Black won, half of them in a draw
     * (<a href="doc-files/rules.html#O3">RULES §O3</a>).
     *
     * @param score 0..255 as recorded; a check fails for anything the board cannot give
     */
    record BlackScore(int score) implements RecordedResult {
        /**
         * Creates the result.
         *
         * @param score the score
         * @throws IllegalArgumentException if the score is negative
         */
        public BlackScore {
            if (score < 0) {
                throw new IllegalArgumentException("negative score " + score);
            }
        }

        /**
         * Returns the canonical text.
         *
         * @return e.g. {@code black-score 34}
         */
        @Override
        public String toString() {
            return "black-score " + score;
        }
    }

    /**
     * Black's official margin minus the komi, as GGF's {@code RE} writes it. Two margins are equal
     * when their values are, whatever their scales.
     *
     * @param margin the margin as written, e.g. {@code -22.87}
     * @param komi the komi of the game, zero when none
     */
    record Margin(BigDecimal margin, BigDecimal komi) implements RecordedResult {
        /**
         * Creates the result.
         *
         * @param margin the margin as written
         * @param komi the komi, zero when none
         * @throws IllegalArgumentException if either has more than 9 digits before or after the point
         */
        public Margin {
            bounded(margin, "margin");
            bounded(komi, "komi");
        }

        private static void bounded(BigDecimal v, String what) {
            if (v.precision() - v.scale() > StatedResults.MAX_DIGITS || v.scale() > StatedResults.MAX_DIGITS) {
                throw new IllegalArgumentException("a " + what + " has at most " + StatedResults.MAX_DIGITS
                        + " digits before and after the point, not " + v);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Margin && ((Margin) o).margin.compareTo(margin) == 0 && ((Margin) o).komi.compareTo(komi) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(margin.stripTrailingZeros(), komi.stripTrailingZeros());
        }

        /**
         * Returns the canonical text.
         *
         * @return e.g. {@code margin +8.500 komi=-0.500}
         */
        @Override
        public String toString() {
            return "margin " + margin.toPlainString() + (komi.signum() == 0 ? "" : " komi=" + komi.toPlainString());
        }
    }

    /**
     * Both official scores.
     *
     * @param black Black's score
     * @param white White's score
     */
    record Scores(int black, int white) implements RecordedResult {
        /**
         * Creates the result.
         *
         * @param black Black's score
         * @param white White's score
         * @throws IllegalArgumentException if a score is negative
         */
        public Scores {
            if (black < 0 || white < 0) {
                throw new IllegalArgumentException("negative score " + black + "-" + white);
            }
        }

        /**
         * Returns the canonical text.
         *
         * @return e.g. {@code scores 38-26}
         */
        @Override
        public String toString() {
            return "scores " + black + "-" + white;
        }
    }

    /**
     * Only the winner, or a draw.
     *
     * @param winner the winner, empty for a draw
     */
    record Winner(Optional<Color> winner) implements RecordedResult {
        /**
         * Creates the result.
         *
         * @param winner the winner, empty for a draw
         */
        public Winner {
            Objects.requireNonNull(winner, "winner");
        }

        /**
         * Returns the canonical text.
         *
         * @return {@code winner BLACK}, {@code winner WHITE} or {@code winner DRAW}
         */
        @Override
        public String toString() {
            return "winner " + winner.map(Color::name).orElse("DRAW");
        }
    }
}
