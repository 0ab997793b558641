package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.notation.RecordedResult;
import java.math.BigDecimal;
import java.util.Optional;

/** Black's margin and scores as a recorded result states them, for the writers. */
public final class RecordedScores {

    private RecordedScores() {
    }

    /**
     * Returns Black's margin as a recorded result states it, for a writer that records margins (GGF):
     * scores {@code b-w} give {@code b - w}, a Black score {@code b} gives {@code 2b - squares} (the
     * rest of the board White's, as WTHOR counts), a margin itself.
     *
     * @param r the recorded result
     * @param squares the board's squares
     * @return the margin, or empty for a result that states none
     */
    public static Optional<BigDecimal> recordedMargin(RecordedResult r, int squares) {
        switch (r.kind()) {
            case SCORES:
                return Optional.of(BigDecimal.valueOf((long) r.blackScore() - r.whiteScore()));
            case BLACK_SCORE:
                return Optional.of(BigDecimal.valueOf(2L * r.blackScore() - squares));
            case MARGIN:
                return Optional.of(r.margin());
            default:
                return Optional.empty();
        }
    }

    /**
     * Returns the discs {@code {black, white}} a recorded result states, for a writer that records
     * scores (WTHOR, PGN): scores as they are, a Black score with the rest of the board White's, an
     * integral margin {@code m} as {@code (squares + m) / 2} and the rest.
     *
     * @param r the recorded result
     * @param squares the board's squares
     * @return the two scores, or empty for a result that states none or a margin no scores give
     */
    public static Optional<int[]> recordedScores(RecordedResult r, int squares) {
        switch (r.kind()) {
            case SCORES:
                return Optional.of(new int[] {r.blackScore(), r.whiteScore()});
            case BLACK_SCORE:
                return r.blackScore() <= squares ? Optional.of(new int[] {r.blackScore(), squares - r.blackScore()})
                        : Optional.empty();
            case MARGIN: {
                BigDecimal twice = r.margin().add(BigDecimal.valueOf(squares));
                if (r.komi().signum() != 0 || r.margin().abs().compareTo(BigDecimal.valueOf(squares)) > 0
                        || twice.stripTrailingZeros().scale() > 0 || twice.intValueExact() % 2 != 0) {
                    return Optional.empty();
                }
                int b = twice.intValueExact() / 2;
                return Optional.of(new int[] {b, squares - b});
            }
            default:
                return Optional.empty();
        }
    }
}
