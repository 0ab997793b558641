package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Anti-Othello (<a href="doc-files/rules.html#X2">RULES §X2</a>; "anti" on the GGS server: "player with the most discs loses"): the moves
 * of Othello, but the player with fewer discs at the end wins.
 *
 * <p>Decisions beyond RULES.md:
 * <ul>
 *   <li>Equal counts follow the tie rule of the wrapped rules (a draw by default).</li>
 *   <li>The score is the raw count of discs: giving the empty squares of an early end to the winner
 *       (<a href="doc-files/rules.html#O3">RULES §O3</a>) would add discs to the player who won by having fewer, so no scoring option is
 *       offered. {@link Outcome.TwoPlayer#margin()} is the difference of the disc counts, positive when Black
 *       won (had fewer discs), as for every outcome.</li>
 * </ul>
 *
 * <p>This class is immutable and thread-safe.
 */
final class AntiOthello extends ForwardingRules<StandardRules> {

    /** The provider id, {@code anti-othello}. */
    public static final String ID = "anti-othello";

    private static final StandardRules DEFAULTS = StandardRules.othello().withScoring(Scoring.DISCS);
    private static final AntiOthello DEFAULT = new AntiOthello(DEFAULTS);

    private AntiOthello(StandardRules rules) {
        super(rules);
    }

    /**
     * Returns Anti-Othello on the Othello board and start.
     *
     * @return the rules, id {@code anti-othello}
     */
    public static AntiOthello of() {
        return DEFAULT;
    }

    /**
     * Returns Anti-Othello over a configuration of the standard rules (its scoring is ignored: the
     * score is always the raw count).
     *
     * @param configuration the standard rules whose moves, end and tie rule apply
     * @return the rules
     */
    public static AntiOthello of(StandardRules configuration) {
        return new AntiOthello(Objects.requireNonNull(configuration).withScoring(Scoring.DISCS));
    }

    /**
     * Returns the configuration of the standard rules these rules play by, apart from who wins.
     *
     * @return the standard rules
     */
    public StandardRules standardRules() {
        return delegate();
    }

    /**
     * Returns the outcome of a finished game in which the fewer discs win (<a href="doc-files/rules.html#X2">RULES §X2</a>): a tie is
     * decided by a tie outcome given, and the score is the raw count.
     *
     * @param majorityOutcome the outcome of the same final position when the most discs win
     * @return the reversed outcome
     */
    static Outcome.TwoPlayer reverse(Outcome.TwoPlayer majorityOutcome) {
        int b = majorityOutcome.discs(Color.BLACK);
        int w = majorityOutcome.discs(Color.WHITE);
        Optional<Color> winner = b == w ? majorityOutcome.winner() : Optional.of(b < w ? Color.BLACK : Color.WHITE);
        int e = majorityOutcome.empties();
        return winner.map(c -> Outcome.win(c, b, w, e)).orElseGet(() -> Outcome.draw(b, w, e)).withRawScore()
                .withTermination(majorityOutcome.termination());
    }

    @Override
    public String id() {
        return delegate().options().changedFrom(DEFAULTS.options()).withName(ID).id();
    }

    /**
     * Returns the outcome: the player with fewer discs wins (<a href="doc-files/rules.html#X2">RULES §X2</a>).
     *
     * @param state a terminal state
     * @return the outcome, scored by raw disc counts
     * @throws IllegalStateException if the game is not over
     */
    @Override
    public Outcome.TwoPlayer outcome(GameState state) {
        return reverse(delegate().outcome(state));
    }
}
