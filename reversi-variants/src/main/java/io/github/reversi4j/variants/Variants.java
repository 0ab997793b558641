package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.StandardRules;

/**
 * The one-line configurations of the rulebook that need no class of their own. The rule sets this
 * module registers are listed by {@link io.github.reversi4j.core.RuleSets#ids()}.
 */
public final class Variants {

    private Variants() {
    }

    /**
     * Returns the Othello of seed 004 (<a href="doc-files/rules.html#O4">RULES §O4</a>): the standard Othello rules with White moving first
     * and a tie a draw. It is the one line {@code StandardRules.othello().withFirstToMove(Color.WHITE)},
     * id {@code othello(first=white)}.
     *
     * @return the rules
     */
    public static StandardRules othelloWhiteFirst() {
        return StandardRules.othello().withFirstToMove(Color.WHITE);
    }
}
