package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.StandardRules;
import java.util.List;

/**
 * The rule sets this module ships, by id, and the one-line configurations of the rulebook that need
 * no class of their own.
 */
public final class Variants {

    /**
     * The provider ids this module registers with {@link io.github.reversi4j.core.RuleSets}, sorted.
     */
    public static final List<String> IDS = List.of(AntiOthello.ID, GgsOthello.ID, PiecepackReversi.ID, OpenCenterReversi.ID,
            RavensburgerReversi.ID, SingleLineReversi.ID, KniziaSolo.ID);

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
