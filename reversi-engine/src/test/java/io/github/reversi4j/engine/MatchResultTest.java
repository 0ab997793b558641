package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Outcome;
import org.junit.jupiter.api.Test;

/**
 * The match tally and its Elo estimate. Every expected number is worked by hand (a desk calculator)
 * from the formulas in {@link MatchResult}'s description: p = (w + d/2) / n,
 * Elo = -400 log10(1/p - 1), se = sqrt(sum over games of (x - p)^2 / n) / sqrt(n), the ends at
 * p -/+ 1.96 se.
 */
class MatchResultTest {

    private static MatchResult of(int w, int d, int l) {
        return new MatchResult(w, d, l, 0);
    }

    @Test
    void sixWinsTwoDrawsTwoLosses() {
        // p = (6 + 1) / 10 = 0.7; 1/p - 1 = 0.428571; log10 = -0.367977; Elo = +147.19
        // squares: 6 (0.3)^2 + 2 (0.2)^2 + 2 (0.7)^2 = 0.54 + 0.08 + 0.98 = 1.6; / 10 = 0.16; s = 0.4
        // se = 0.4 / sqrt(10) = 0.126491; 1.96 se = 0.247918; p in [0.452082, 0.947918]
        // low: 1/0.452082 - 1 = 1.211989, log10 = 0.083500, Elo -33.40
        // high: 1/0.947918 - 1 = 0.054943, log10 = -1.260090, Elo +504.04
        MatchResult r = of(6, 2, 2);
        assertThat(r.games()).isEqualTo(10);
        assertThat(r.score()).isCloseTo(0.7, within(1e-12));
        MatchResult.Elo elo = r.elo();
        assertThat(elo.difference()).isCloseTo(147.19, within(0.01));
        assertThat(elo.low()).isCloseTo(-33.40, within(0.01));
        assertThat(elo.high()).isCloseTo(504.03, within(0.02));
        assertThat(elo.errorBar()).isCloseTo((504.03 + 33.40) / 2, within(0.02));
    }

    @Test
    void threeWinsOneLossHasAnOpenHighEnd() {
        // p = 0.75; Elo = -400 log10(1/3) = 400 x 0.477121 = +190.85
        // squares: 3 (0.25)^2 + (0.75)^2 = 0.75; / 4 = 0.1875; s = 0.433013; se = s / 2 = 0.216506
        // 1.96 se = 0.424345: p + 1.96 se = 1.174 > 1, so the high end is +inf
        // low: p = 0.325655; 1/p - 1 = 2.070736; log10 = 0.316125; Elo = -126.45
        MatchResult.Elo elo = of(3, 0, 1).elo();
        assertThat(elo.difference()).isCloseTo(190.85, within(0.01));
        assertThat(elo.low()).isCloseTo(-126.45, within(0.01));
        assertThat(elo.high()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(elo.errorBar()).isInfinite();
        assertThat(elo.format(1)).isEqualTo("+190.8 [-126.4, +inf]");
    }

    @Test
    void anEvenScoreIsZeroAndAPerfectScoreIsInfinite() {
        assertThat(of(5, 0, 5).elo().difference()).isCloseTo(0.0, within(1e-9));
        assertThat(of(0, 4, 0).elo().difference()).isCloseTo(0.0, within(1e-9));
        // all draws: every game scores exactly p, so s = 0 and the interval is the point itself
        assertThat(of(0, 4, 0).elo().errorBar()).isCloseTo(0.0, within(1e-9));
        MatchResult.Elo allWon = of(4, 0, 0).elo();
        assertThat(allWon.difference()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(allWon.high()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(of(0, 0, 4).elo().difference()).isEqualTo(Double.NEGATIVE_INFINITY);
    }

    /**
     * A side that scored 0 or 100% gets the bound the games give, not infinities alone: the exact
     * (Clopper-Pearson) 95% interval of n wins in n games has the low end p with p^n = 0.025; at n = 4,
     * p = 0.3976, whose Elo, -400 log10(1 / p - 1), is -72.15 (worked by hand: 1 / 0.3976 - 1 = 1.515,
     * log10 1.515 = 0.1804); at n = 10, p = 0.6915 and +140.2.
     */
    @Test
    void aPerfectOrNullScoreIsReportedByItsBound() {
        MatchResult.Elo allWon = of(4, 0, 0).elo();
        assertThat(allWon.low()).isCloseTo(-72.15, within(0.01));
        MatchResult.Elo allLost = of(0, 0, 4).elo();
        assertThat(allLost.low()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(allLost.high()).isCloseTo(72.15, within(0.01));
        assertThat(of(0, 0, 4).elo().format(0)).isEqualTo("-inf [-inf, +72]");
        assertThat(of(10, 0, 0).elo().low()).isCloseTo(140.2, within(0.05));
        assertThat(of(0, 0, 2).summary()).isEqualTo("+0 =0 -2, score 0.0%, margin +0.0, Elo < +290.5");
        assertThat(of(10, 0, 0).summary()).endsWith("Elo > +140.2");
    }

    @Test
    void aSoloOutcomeIsRefusedWithATypedError() {
        // a single-player result of a variant's own shape: no winner, no draw
        Outcome outcome = new Outcome.Variant() {
            @Override
            public String end() {
                return "declared";
            }

            @Override
            public java.util.Optional<Color> winner() {
                return java.util.Optional.empty();
            }

            @Override
            public boolean isDraw() {
                return false;
            }

            @Override
            public int discs(Color color) {
                return 2;
            }

            @Override
            public int empties() {
                return 60;
            }
        };
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchResult.empty().with(outcome, Color.BLACK))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two players");
    }

    @Test
    void gamesAreCountedFromTheFirstContestantsSide() {
        Outcome blackBy10 = Outcome.win(Color.BLACK, 37, 27, 0);
        Outcome draw = Outcome.draw(32, 32, 0);
        MatchResult r = MatchResult.empty().with(blackBy10, Color.BLACK).with(blackBy10, Color.WHITE).with(draw, Color.WHITE);
        assertThat(r).isEqualTo(new MatchResult(1, 1, 1, 0));
        r = r.with(blackBy10, Color.BLACK);
        assertThat(r.discMargin()).isEqualTo(10);
        assertThat(r.meanDiscMargin()).isCloseTo(2.5, within(1e-12));
        assertThat(r.summary()).startsWith("+2 =1 -1, score 62.5%, margin +2.5, Elo ");
        assertThat(r).hasToString("+2 =1 -1 margin +10");
        assertThat(MatchResult.empty().summary()).isEqualTo("+0 =0 -0");
    }

    @Test
    void badCountsAndNoGamesAreRefused() {
        assertThatThrownBy(() -> of(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MatchResult(1, 0, 0, 300)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MatchResult.empty().elo()).isInstanceOf(IllegalStateException.class);
    }
}
