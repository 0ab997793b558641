package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TieRule;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Reversi as the Ravensburger box plays it (<a href="doc-files/rules.html#R">RULES §R</a>, seeds 000 and 001): 8x8, the colors Gold and
 * Black with Gold moving first (<a href="doc-files/rules.html#R1">RULES §R1</a>), the parallel start (<a href="doc-files/rules.html#R2">RULES §R2</a>), 32 discs for each player
 * with the give rule (<a href="doc-files/rules.html#B7">RULES §B7</a>), and a tie won by the player who placed the last disc (<a href="doc-files/rules.html#R3">RULES §R3</a>).
 * It is a configuration of {@link StandardRules}, which it wraps: every option of the standard rules
 * can be changed.
 * <pre>{@code
 * RuleSets.of("reversi-ravensburger")                           // the defaults
 * RuleSets.of("reversi-ravensburger(tie=second-player)")         // the Dutch text's tie rule
 * RuleSets.of("reversi-ravensburger(tie=draw)")                  // a tie is a draw
 * }</pre>
 *
 * <p>Decisions beyond RULES.md:
 * <ul>
 *   <li>Gold is the library's {@link Color#BLACK}, the color that moves first, so that tools which
 *       assume "the first color is BLACK" (game records, GGF's {@code B} property) see Gold there;
 *       {@link #colorName(Color)} names the first mover {@code Gold} and the other {@code Black}.
 *       With the parallel start of {@link Opening#PARALLEL} Gold starts on {@code e4} and
 *       {@code e5}, Black on {@code d4} and {@code d5}.</li>
 *   <li>The score is the raw count of discs ({@link Scoring#DISCS}): the box's rules count the discs
 *       of each color and give no empty squares to anyone (<a href="doc-files/rules.html#O3">RULES §O3</a> is an Othello rule).</li>
 *   <li>The 32 discs of each player include the two opening discs, so each has 30 left to place
 *       (the box has 64 discs and the game ends "when the 64 discs have been placed").</li>
 * </ul>
 *
 * <p>This class is immutable and thread-safe.
 */
final class RavensburgerReversi extends ForwardingRules<StandardRules> {

    /** The provider id, {@code reversi-ravensburger}. */
    public static final String ID = "reversi-ravensburger";

    /** The display name of the first mover (<a href="doc-files/rules.html#R1">RULES §R1</a>). */
    public static final String GOLD = "Gold";

    /** The display name of the second mover (<a href="doc-files/rules.html#R1">RULES §R1</a>). */
    public static final String BLACK = "Black";

    private static final StandardRules DEFAULTS = StandardRules.othello().withOpening(Opening.PARALLEL).withSupply(32)
            .withTieRule(TieRule.LAST_DISC_PLACED).withScoring(Scoring.DISCS);
    private static final RavensburgerReversi DEFAULT = new RavensburgerReversi(DEFAULTS);

    private RavensburgerReversi(StandardRules rules) {
        super(rules);
    }

    /**
     * Returns the Ravensburger rules with their defaults (<a href="doc-files/rules.html#R1">RULES §R1</a>-<a href="doc-files/rules.html#R3">§R3</a>).
     *
     * @return the rules, id {@code reversi-ravensburger}
     */
    public static RavensburgerReversi of() {
        return DEFAULT;
    }

    /**
     * Returns the standard-rules configuration of the Ravensburger defaults: parallel start, 32 discs
     * each, last disc wins a tie, raw disc count.
     *
     * @return the configuration
     */
    public static StandardRules defaults() {
        return DEFAULTS;
    }

    /**
     * Returns Ravensburger Reversi over any configuration of the standard rules (the colors keep their
     * names Gold and Black).
     *
     * @param configuration the standard rules to play by
     * @return the rules
     */
    public static RavensburgerReversi of(StandardRules configuration) {
        return new RavensburgerReversi(Objects.requireNonNull(configuration));
    }

    /**
     * Returns these rules with another tie rule (<a href="doc-files/rules.html#R3">RULES §R3</a>): {@link TieRule#LAST_DISC_PLACED} (the
     * French text, the default), {@link TieRule#SECOND_PLAYER} (the Dutch text) or {@link TieRule#DRAW}.
     *
     * @param tieRule the tie rule
     * @return the rules
     */
    public RavensburgerReversi withTieRule(TieRule tieRule) {
        return new RavensburgerReversi(delegate().withTieRule(tieRule));
    }

    /**
     * Returns the tie rule (<a href="doc-files/rules.html#R3">RULES §R3</a>).
     *
     * @return the tie rule
     */
    public TieRule tieRule() {
        return delegate().tieRule();
    }

    /**
     * Returns the configuration of the standard rules these rules play by.
     *
     * @return the standard rules
     */
    public StandardRules standardRules() {
        return delegate();
    }

    @Override
    public String id() {
        return delegate().options().changedFrom(DEFAULTS.options()).withName(ID).id();
    }

    /**
     * Returns {@code Gold} for the color that moves first and {@code Black} for the other (<a href="doc-files/rules.html#R1">RULES §R1</a>).
     *
     * @param color the color
     * @return the display name
     */
    @Override
    public String colorName(Color color) {
        Objects.requireNonNull(color, "color");
        return color == delegate().firstToMove() ? GOLD : BLACK;
    }
}
