package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.TextParseException;
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
 * every game won) has no finite estimate: {@link Elo#difference()} is then
 * {@link Double#NEGATIVE_INFINITY} or {@link Double#POSITIVE_INFINITY}, and the interval is the
 * one-sided bound that the games do give, from the exact binomial interval (as Ordo and cutechess
 * report such a match by a bound, not by infinities alone): after {@code n} wins in {@code n} games,
 * the score is at least {@code 0.025^(1/n)} with 95% confidence, so the difference is at least its
 * Elo ({@code +inf [+140.2, +inf]} after 10 wins, which {@link #summary()} writes
 * {@code Elo > +140.2}); after {@code n} losses, at most the Elo of {@code 1 - 0.025^(1/n)}.
 *
 * <p>The canonical text is the counts and the summed margin, {@code +6 =2 -2 margin +45};
 * the text is canonical: equal values, equal texts. {@link #summary()} adds the score, the mean margin and the
 * Elo difference for a person.
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
     * @throws IllegalArgumentException if the outcome is of a solo game, which has no opponent
     */
    public MatchResult with(Outcome outcome, Color firstColor) {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(firstColor, "firstColor");
        if (!(outcome instanceof Outcome.TwoPlayer)) {
            throw new IllegalArgumentException("a match counts games of two players, not the outcome " + outcome);
        }
        Outcome.TwoPlayer two = (Outcome.TwoPlayer) outcome;
        int margin = two.score(firstColor) - two.score(firstColor.opponent());
        boolean draw = two.isDraw();
        boolean won = !draw && two.winner().orElseThrow() == firstColor;
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
        if (p == 1) {
            // every game won: the estimate is unbounded above; the interval's low end is the score
            // whose chance of n wins in n games is 2.5% (the exact binomial bound)
            return new Elo(Double.POSITIVE_INFINITY, elo(Math.pow(0.025, 1.0 / n)), Double.POSITIVE_INFINITY);
        }
        if (p == 0) {
            return new Elo(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, elo(1 - Math.pow(0.025, 1.0 / n)));
        }
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
     * Returns the counts and, after a game, the score, mean margin and Elo difference rounded for a
     * person, e.g. {@code +6 =2 -2, score 70.0%, margin +4.5, Elo +147.2 [-33.4, +504.0]}; a side that
     * scored 0 or 100% gets its bound: {@code +2 =0 -0, score 100.0%, margin +12.0, Elo > -290.5}.
     *
     * @return the summary
     */
    public String summary() {
        String counts = "+" + wins + " =" + draws + " -" + losses;
        if (games() == 0) {
            return counts;
        }
        Elo e = elo();
        String elo = e.difference() == Double.POSITIVE_INFINITY ? String.format(Locale.ROOT, "> %+.1f", e.low())
                : e.difference() == Double.NEGATIVE_INFINITY ? String.format(Locale.ROOT, "< %+.1f", e.high())
                : e.format(1);
        return counts + String.format(Locale.ROOT, ", score %.1f%%, margin %+.1f, Elo %s", 100 * score(), meanDiscMargin(),
                elo);
    }

    /**
     * Reads the canonical text.
     *
     * @param text e.g. {@code +6 =2 -2 margin +45}
     * @return the result
     * @throws TextParseException if the text is not a match result, at the first character found wrong
     */
    static MatchResult parse(String text) {
        TextCursor in = new TextCursor(text, "a match result");
        in.expect("+");
        long w = in.number("the wins", 0, Integer.MAX_VALUE);
        in.expect(" =");
        long d = in.number("the draws", 0, Integer.MAX_VALUE);
        in.expect(" -");
        long l = in.number("the losses", 0, Integer.MAX_VALUE);
        in.expect(" margin ");
        int at = in.index();
        long margin = in.number("the margin", -256L * Integer.MAX_VALUE, 256L * Integer.MAX_VALUE);
        in.expectEnd();
        try {
            return new MatchResult((int) w, (int) d, (int) l, margin);
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage(), at);
        }
    }

    /**
     * Returns the canonical text: the counts and the summed disc margin.
     *
     * @return e.g. {@code +6 =2 -2 margin +45}
     */
    @Override
    public String toString() {
        return "+" + wins + " =" + draws + " -" + losses + " margin " + TextCursor.signed(discMargin);
    }

    /**
     * An Elo difference and its 95% interval; values may be infinite (a score of 0 or 1).
     *
     * <p>The canonical text writes the three numbers exactly, the infinities as {@code +inf} and
     * {@code -inf}: {@code +147.5 [-33.25, +504.0]}, each with every digit
     * {@link Double#toString} gives; the text is canonical: equal values, equal texts, and {@link #format(int)} rounds for a person.
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
         * Reads the canonical text.
         *
         * @param text e.g. {@code +147.2 [-33.4, +504.0]} or {@code +inf [+95.5, +inf]}
         * @return the estimate
         * @throws TextParseException if the text is not an ordered Elo interval, at the first
         *     character found wrong
         */
        static Elo parse(String text) {
            TextCursor in = new TextCursor(text, "an Elo difference");
            double d = number(in, "the difference");
            in.expect(" [");
            double low = number(in, "the low end");
            in.expect(", ");
            double high = number(in, "the high end");
            in.expect("]");
            in.expectEnd();
            try {
                return new Elo(d, low, high);
            } catch (IllegalArgumentException e) {
                throw in.error(e.getMessage(), 0);
            }
        }

        private static double number(TextCursor in, String name) {
            if (in.accept("+inf")) {
                return Double.POSITIVE_INFINITY;
            }
            if (in.accept("-inf")) {
                return Double.NEGATIVE_INFINITY;
            }
            int start = in.index();
            String w = in.until(" ,]");
            if (!Ascii.isDecimal(w)) {
                throw in.error(name + " is a decimal number, +inf or -inf, not '" + Ascii.excerpt(w) + "'", start);
            }
            double v = Double.parseDouble(w);
            if (Double.isInfinite(v)) {
                throw in.error(name + " is too large: " + w, start);
            }
            return v;
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
         * Returns the estimate and interval rounded for a person.
         *
         * @param decimals the digits after the point, 0 to 15
         * @return e.g. {@code +147.2 [-33.4, +504.0]} for one decimal; infinities are {@code +inf} and
         *     {@code -inf}
         * @throws IllegalArgumentException if {@code decimals} is out of range
         */
        public String format(int decimals) {
            if (decimals < 0 || decimals > 15) {
                throw new IllegalArgumentException("decimals are 0 to 15, not " + decimals);
            }
            String f = "%+." + decimals + "f";
            return format(difference, f) + " [" + format(low, f) + ", " + format(high, f) + "]";
        }

        /**
         * Returns the canonical text: the three numbers exactly, as {@link Double#toString} writes
         * them with a sign when positive.
         *
         * @return e.g. {@code +147.5 [-33.25, +504.0]}; infinities are {@code +inf} and
         *     {@code -inf}
         */
        @Override
        public String toString() {
            return format(difference, null) + " [" + format(low, null) + ", " + format(high, null) + "]";
        }

        private static String format(double v, String pattern) {
            if (Double.isInfinite(v)) {
                return v > 0 ? "+inf" : "-inf";
            }
            return pattern == null ? TextCursor.signed(v) : String.format(Locale.ROOT, pattern, v);
        }
    }
}
