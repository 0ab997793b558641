package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of a solo game (<a href="doc-files/rules.html#S7">RULES §S7</a>): no winner, the points
 * of the won tokens, why the game ended, and the discs left on the board. Its canonical text is
 * {@code NONE}, the disc counts {@code gold-black}, the empty squares, the points and the end:
 * {@code NONE 33-27 empties=4 points=11 end=declared}, which the rule set's
 * {@link io.github.reversi4j.core.Rules#parseOutcome(String) parseOutcome} reads back.
 *
 * @param points the points scored
 * @param ending why the game ended
 * @param blackDiscs the Gold discs ({@link Color#BLACK}) on the final board
 * @param whiteDiscs the Black discs ({@link Color#WHITE}) on the final board
 * @param empties the squares with no disc on the final board
 */
public record SoloOutcome(int points, Ending ending, int blackDiscs, int whiteDiscs, int empties)
        implements Outcome.Variant {

    /** The most points of a game: the numbered tokens' values, doubled. */
    private static final int MAX_POINTS = 1000;

    /**
     * Why a solo game ended (<a href="doc-files/rules.html#S6">RULES §S6</a>). The text of each, the
     * {@code end=} of the outcome's canonical text, is {@link SoloOutcome#end()}.
     */
    public enum Ending {
        /** The player declared the game over ({@link Move#declareEnd()}); text {@code declared}. */
        DECLARED("declared"),
        /** Every token was won; text {@code all-tokens-won}. */
        ALL_TOKENS_WON("all-tokens-won"),
        /** No token left can be won; text {@code no-token-winnable}. */
        NO_TOKEN_WINNABLE("no-token-winnable");

        private final String text;

        Ending(String text) {
            this.text = text;
        }

        /** The ending whose text this is, or empty. */
        static Optional<Ending> ofText(String text) {
            for (Ending e : values()) {
                if (e.text.equals(text)) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        }
    }

    /**
     * Checks the parts.
     *
     * @param points the points, 0 .. 1000
     * @param ending why the game ended
     * @param blackDiscs the Gold discs, 0 .. 64
     * @param whiteDiscs the Black discs, 0 .. 64
     * @param empties the squares with no disc, 0 .. 64
     * @throws IllegalArgumentException if a part is out of range or the counts are not 64 squares
     */
    public SoloOutcome {
        Objects.requireNonNull(ending, "ending");
        if (points < 0 || points > MAX_POINTS || blackDiscs < 0 || whiteDiscs < 0 || empties < 0
                || blackDiscs + whiteDiscs + empties != 64) {
            throw new IllegalArgumentException("points 0.." + MAX_POINTS + " and counts of the 64 squares: "
                    + points + ", " + blackDiscs + "-" + whiteDiscs + ", " + empties);
        }
    }

    /**
     * Returns the text of why the game ended, the {@code end=} of the canonical text.
     *
     * @return {@code declared}, {@code all-tokens-won} or {@code no-token-winnable}
     */
    @Override
    public String end() {
        return ending.text;
    }

    @Override
    public Optional<Color> winner() {
        return Optional.empty();
    }

    @Override
    public boolean isDraw() {
        return false;
    }

    @Override
    public int discs(Color color) {
        return Objects.requireNonNull(color, "color") == Color.BLACK ? blackDiscs : whiteDiscs;
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code NONE 33-27 empties=4 points=11 end=declared}
     */
    @Override
    public String toString() {
        return "NONE " + blackDiscs + "-" + whiteDiscs + " empties=" + empties + " points=" + points + " end=" + end();
    }
}
