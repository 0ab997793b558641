package io.github.reversi4j.engine;

import java.math.BigDecimal;

/** The value of {@code set contempt}: discs, -64 to 64, written in plain decimal. */
final class Contempt {

    private Contempt() {
    }

    static void check(double discs) {
        if (!Double.isFinite(discs) || Math.abs(discs) > 64) {
            throw new IllegalArgumentException("a contempt is -64 to 64 discs, not " + discs);
        }
    }

    /** The value as the command writes it: {@code 2}, {@code -1.5}, never an exponent. */
    static String text(double discs) {
        check(discs);
        return BigDecimal.valueOf(discs == 0 ? 0 : discs).stripTrailingZeros().toPlainString();
    }
}
