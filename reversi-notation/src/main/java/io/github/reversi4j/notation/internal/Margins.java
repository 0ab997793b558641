package io.github.reversi4j.notation.internal;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Outcome;
import java.math.BigDecimal;

/** Black's margin as the records state it, whatever the rules' own sign convention. */
public final class Margins {

    private Margins() {
    }

    /**
     * Returns Black's margin with the sign of the result: positive when Black won, negative when
     * White won, the size that of {@link Outcome.TwoPlayer#margin()}. A rule set in which the fewer discs win
     * (anti) can make the raw difference of scores point the other way; a record's margin (GGF
     * {@code RE}) never does.
     *
     * @param o the outcome
     * @return the signed margin
     */
    public static BigDecimal blackMargin(Outcome.TwoPlayer o) {
        BigDecimal m = o.margin().abs();
        if (o.winner().isEmpty()) {
            return o.margin();
        }
        return o.winner().get() == Color.BLACK ? m : m.negate();
    }
}
