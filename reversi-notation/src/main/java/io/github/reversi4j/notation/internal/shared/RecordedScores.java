package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.notation.RecordedResult;
import java.math.BigDecimal;
import java.util.Optional;

/** Black's margin and scores as a recorded result states them, for the writers. */
public final class RecordedScores {

    private RecordedScores() {
    }

    /** The forms of a recorded result, for a switch over them. */
    public enum Kind {
        /** {@link RecordedResult.None}. */
        NONE,
        /** {@link RecordedResult.Unscored}. */
        UNSCORED,
        /** {@link RecordedResult.BlackScore}. */
        BLACK_SCORE,
        /** {@link RecordedResult.Margin}. */
        MARGIN,
        /** {@link RecordedResult.Scores}. */
        SCORES,
        /** {@link RecordedResult.Winner}. */
        WINNER
    }

    /**
     * Returns the form of a recorded result.
     *
     * @param r the result
     * @return its form
     */
    public static Kind kind(RecordedResult r) {
        if (r instanceof RecordedResult.None) {
            return Kind.NONE;
        } else if (r instanceof RecordedResult.Unscored) {
            return Kind.UNSCORED;
        } else if (r instanceof RecordedResult.BlackScore) {
            return Kind.BLACK_SCORE;
        } else if (r instanceof RecordedResult.Margin) {
            return Kind.MARGIN;
        } else if (r instanceof RecordedResult.Scores) {
            return Kind.SCORES;
        }
        return Kind.WINNER;
    }

    /**
     * Returns Black's score of a result of scores or of a Black score.
     *
     * @param r the result
     * @return the score
     */
    public static int black(RecordedResult r) {
        if (r instanceof RecordedResult.Scores scores) {
            return scores.black();
        }
        if (r instanceof RecordedResult.BlackScore black) {
            return black.score();
        }
        throw new IllegalArgumentException("no Black score in the result " + r);
    }

    /**
     * Returns White's score of a result of scores.
     *
     * @param r the result
     * @return the score
     */
    public static int white(RecordedResult r) {
        if (r instanceof RecordedResult.Scores scores) {
            return scores.white();
        }
        throw new IllegalArgumentException("no White score in the result " + r);
    }

    /**
     * Returns the margin of a margin.
     *
     * @param r the result
     * @return the margin
     */
    public static BigDecimal margin(RecordedResult r) {
        if (r instanceof RecordedResult.Margin margin) {
            return margin.margin();
        }
        throw new IllegalArgumentException("no margin in the result " + r);
    }

    /**
     * Returns the komi of a margin, zero for any other form.
     *
     * @param r the result
     * @return the komi
     */
    public static BigDecimal komi(RecordedResult r) {
        return r instanceof RecordedResult.Margin ? ((RecordedResult.Margin) r).komi() : BigDecimal.ZERO;
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
        switch (RecordedScores.kind(r)) {
            case SCORES:
                return Optional.of(BigDecimal.valueOf((long) RecordedScores.black(r) - RecordedScores.white(r)));
            case BLACK_SCORE:
                return Optional.of(BigDecimal.valueOf(2L * RecordedScores.black(r) - squares));
            case MARGIN:
                return Optional.of(RecordedScores.margin(r));
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
        switch (RecordedScores.kind(r)) {
            case SCORES:
                return Optional.of(new int[] {RecordedScores.black(r), RecordedScores.white(r)});
            case BLACK_SCORE:
                return RecordedScores.black(r) <= squares ? Optional.of(new int[] {RecordedScores.black(r), squares - RecordedScores.black(r)})
                        : Optional.empty();
            case MARGIN: {
                BigDecimal twice = RecordedScores.margin(r).add(BigDecimal.valueOf(squares));
                if (RecordedScores.komi(r).signum() != 0 || RecordedScores.margin(r).abs().compareTo(BigDecimal.valueOf(squares)) > 0
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
