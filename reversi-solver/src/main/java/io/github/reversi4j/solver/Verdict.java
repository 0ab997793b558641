package io.github.reversi4j.solver;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Outcome;
import java.util.Objects;

/** The result of perfect play for the side to move: a win, a draw or a loss. */
public enum Verdict {
    /** The side to move wins. */
    WIN,
    /** Perfect play draws. */
    DRAW,
    /** The side to move loses. */
    LOSS;

    /**
     * Returns the verdict an outcome gives a color.
     *
     * @param outcome the outcome of a two-player game
     * @param color the color
     * @return its verdict
     */
    public static Verdict of(Outcome outcome, Color color) {
        Objects.requireNonNull(color, "color");
        return outcome.winner().map(w -> w == color ? WIN : LOSS).orElse(DRAW);
    }

    /**
     * Returns the verdict of a score: positive wins, zero draws, negative loses (the standard rules).
     *
     * @param score a score of the side to move
     * @return its verdict
     */
    public static Verdict ofScore(int score) {
        return score > 0 ? WIN : score < 0 ? LOSS : DRAW;
    }

    /**
     * Returns the verdict of the other side.
     *
     * @return WIN for LOSS, LOSS for WIN, DRAW for DRAW
     */
    public Verdict negate() {
        return this == WIN ? LOSS : this == LOSS ? WIN : DRAW;
    }
}
