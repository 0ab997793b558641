package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Outcome;
import java.util.Locale;
import java.util.Objects;

/**
 * The games of a match counted from the first contestant's side: wins, draws, losses and the sum of
 * its disc margins; and the Elo difference they suggest, with a 95% interval.
 *
 * <p>The Elo difference of the first contestant over the second comes from its score
 * {@code p = (wins + draws / 2) / games}: {@code Elo = -400 log10(1 / p - 1)}, the difference under
 * which the logistic Elo model expects that score. The interval comes from the standard error of the
 * per-game score (1, 1/2 or 0 a game): with {@code s} the standard deviation of those scores around
 * {@code p}, the standard error is {@code s / sqrt(games)}, and the interval's ends are the Elo
 * differences of {@code p - 1.96 se} and {@code p + 1.96 se}. A score of 0 or 1 (every game lost, or
 * every game won) has an infinite difference: {@link Elo#difference()} is then
 * {@link Double#NEGATIVE_INFINITY} or {@link Double#POSITIVE_INFINITY}, and so is an end of the
 * interval whose score reaches 0 or 1.
 *
 * @param wins the games the first contestant won
 * @param draws the drawn games
 * @param losses the games it lost
 * @param discMargin the sum over the games of its final score minus its opponent's, in discs
 */
public record MatchResult(int wins, int draws, int losses, long discMargin) {

    /** The quantile of the standard normal distribution for a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    /**
     * Checks the counts.
     *
     * @param wins wins, 0 or more
     * @param draws draws, 0 or more
     * @param losses losses, 0 or more
     * @param discMargin the summed margin, at most 256 discs a game in size (the squares of the
     *     largest board)
     */
    public MatchResult {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts are 0 or more, not " + wins + "/" + draws + "/" + losses);
        }
        if ((long) wins + draws + losses > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many games: " + ((long) wins + draws + losses));
        }
        if (Math.abs(discMargin) > 256L * ((long) wins + draws + losses)) {
            throw new IllegalArgumentException("a disc margin of " + discMargin + " over " + ((long) wins + draws + losses)
                    + " games is more than 256 a game");
        }
    }

    /**
     * Returns the result of no games.
     *
     * @return 0 wins, draws, losses and margin
     */
    public static MatchResult empty() {
        return new MatchResult(0, 0, 0, 0);
    }

    /**
     * Returns this result with one more game.
     *
     * @param outcome the game's outcome
     * @param firstColor the colour the first contestant played
     * @return the new result
     */
    public MatchResult with(Outcome outcome, Color firstColor) {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(firstColor, "firstColor");
        int margin = outcome.score(firstColor) - outcome.score(firstColor.opponent());
        boolean draw = outcome.isDraw();
        boolean won = !draw && outcome.winner().orElseThrow() == firstColor;
        return new MatchResult(wins + (won ? 1 : 0), draws + (draw ? 1 : 0), losses + (!draw && !won ? 1 : 0),
                discMargin + margin);
    }

    /**
     * Returns the number of games.
     *
     * @return wins, draws and losses
     */
    public int games() {
        return wins + draws + losses;
    }

    /**
     * Returns the first contestant's score: a win counts 1, a draw 1/2.
     *
     * @return the score per game, 0 to 1
     * @throws IllegalStateException if no game was played
     */
    public double score() {
        requireGames();
        return (wins + draws / 2.0) / games();
    }

    /**
     * Returns the first contestant's mean disc margin per game.
     *
     * @return the mean margin
     * @throws IllegalStateException if no game was played
     */
    public double meanDiscMargin() {
        requireGames();
        return (double) discMargin / games();
    }

    /**
     * Returns the Elo difference of the first contestant over the second, with its 95% interval; see
     * the class's description for the formulas.
     *
     * @return the estimate
     * @throws IllegalStateException if no game was played
     */
    public Elo elo() {
        double p = score();
        int n = games();
        double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double se = Math.sqrt(variance / n);
        return new Elo(elo(p), elo(p - Z95 * se), elo(p + Z95 * se));
    }

    /**
     * The Elo difference under which the logistic model expects a score.
     *
     * @param p a score; 0 or less gives minus infinity, 1 or more plus infinity
     * @return {@code -400 log10(1 / p - 1)}
     */
    static double elo(double p) {
        if (p <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (p >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / p - 1);
    }

    private static double sq(double x) {
        return x * x;
    }

    private void requireGames() {
        if (games() == 0) {
            throw new IllegalStateException("no game was played");
        }
    }

    /**
     * Returns the counts and, after a game, the score, margin and Elo difference, e.g.
     * {@code +6 =2 -2, score 70.0%, margin +4.5, Elo +147.2 [-33.4, +504.0]}.
     */
    @Override
    public String toString() {
        String counts = "+" + wins + " =" + draws + " -" + losses;
        if (games() == 0) {
            return counts;
        }
        return counts + String.format(Locale.ROOT, ", score %.1f%%, margin %+.1f, Elo %s", 100 * score(), meanDiscMargin(), elo());
    }

    /**
     * An Elo difference and its 95% interval; values may be infinite (a score of 0 or 1).
     *
     * @param difference the estimate
     * @param low the interval's low end
     * @param high the interval's high end
     */
    public record Elo(double difference, double low, double high) {

        /**
         * Checks the order.
         *
         * @param difference the estimate, not NaN
         * @param low the low end, at most the estimate
         * @param high the high end, at least the estimate
         */
        public Elo {
            if (Double.isNaN(difference) || Double.isNaN(low) || Double.isNaN(high) || low > difference || high < difference) {
                throw new IllegalArgumentException("not an ordered interval: " + low + " <= " + difference + " <= " + high);
            }
        }

        /**
         * Returns the half width of the interval, the {@code ±} of an error bar.
         *
         * @return {@code (high - low) / 2}, infinite when an end is
         */
        public double errorBar() {
            return (high - low) / 2;
        }

        /**
         * Returns the estimate and interval, e.g. {@code +147.2 [-33.4, +504.0]}; infinities are
         * {@code +inf} and {@code -inf}.
         */
        @Override
        public String toString() {
            return format(difference) + " [" + format(low) + ", " + format(high) + "]";
        }

        private static String format(double v) {
            if (Double.isInfinite(v)) {
                return v > 0 ? "+inf" : "-inf";
            }
            return String.format(Locale.ROOT, "%+.1f", v);
        }
    }
}
