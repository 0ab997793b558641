package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Reads the result a header's {@code Result} field states. Kept in this package, beside {@link
 * RecordedResult}, so that the framework depends on none of the packages built on it.
 */
final class StatedResults {

    /** The most digits of a margin or komi before and after the decimal point. */
    static final int MAX_DIGITS = 9;


    private StatedResults() {
    }

    /**
     * Returns the result a header's {@code Result} field states, in the forms PGN and GGF write it.
     *
     * @param text the field's value
     * @return none for {@code *} or a blank, a winner for {@code 1-0}, {@code 0-1}, {@code 1/2-1/2},
     *     scores for {@code b-w}, a margin for a signed decimal, or unscored for any other text (which
     *     states no board result: {@code ?}, {@code +64.00:r})
     */
    static RecordedResult stated(String text) {
        String t = text.strip();
        if (t.isEmpty() || t.equals("*")) {
            return new RecordedResult.None();
        }
        switch (t) {
            case "1-0":
                return new RecordedResult.Winner(Optional.of(Color.BLACK));
            case "0-1":
                return new RecordedResult.Winner(Optional.of(Color.WHITE));
            case "1/2-1/2":
                return new RecordedResult.Winner(Optional.empty());
            default:
                break;
        }
        int dash = t.indexOf('-');
        int after = t.length() - dash - 1;
        if (dash > 0 && dash <= 3 && after >= 1 && after <= 3 && isDigits(t, 0, dash) && isDigits(t, dash + 1, t.length())) {
            return new RecordedResult.Scores(Integer.parseInt(t.substring(0, dash)), Integer.parseInt(t.substring(dash + 1)));
        }
        if (t.length() <= 2 * MAX_DIGITS + 2 && t.matches("[+-]?[0-9]{1,9}(\\.[0-9]{1,9})?")) {
            return new RecordedResult.Margin(new BigDecimal(t), BigDecimal.ZERO);
        }
        return new RecordedResult.Unscored(t);
    }

    private static boolean isDigits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
