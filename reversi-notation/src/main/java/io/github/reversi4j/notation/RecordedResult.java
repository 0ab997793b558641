package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * The result a record states, in the form its format uses (<a href="doc-files/formats.html#8">FORMATS §8</a>), so
 * that {@link Validator} can compare it with the replay:
 * <ul>
 *   <li>{@link #none()}: the record states no result (a transcript);</li>
 *   <li>{@link #unscored(String)}: the record says the game has no board result (GGF {@code RE[?]},
 *       a resignation {@code RE[+64.00:r]}, a time out);</li>
 *   <li>{@link #blackScore(int)}: Black's official score, empties to the winner (WTHOR byte 6);</li>
 *   <li>{@link #margin(BigDecimal, BigDecimal)}: Black's official margin minus the komi (GGF
 *       {@code RE}), compared to the precision it is written with;</li>
 *   <li>{@link #scores(int, int)}: both official scores ({@code 38-26});</li>
 *   <li>{@link #winner(Optional)}: only who won (the eOthello CSV).</li>
 * </ul>
 * The canonical text is the kind and its value, e.g. {@code black-score 34} or {@code margin -22.87
 * komi=-3.133}. This class is immutable and thread-safe.
 */
public final class RecordedResult {

    /** The forms a recorded result takes. */
    public enum Kind {
        /** No result is recorded. */
        NONE,
        /** The record says the game has no board result; the text says how. */
        UNSCORED,
        /** Black's official score. */
        BLACK_SCORE,
        /** Black's official margin minus the komi. */
        MARGIN,
        /** Both official scores. */
        SCORES,
        /** Only the winner, or a draw. */
        WINNER
    }

    /** The most digits of a margin or komi before and after the decimal point. */
    static final int MAX_DIGITS = 9;

    private static final RecordedResult NONE = new RecordedResult(Kind.NONE, "", 0, 0, BigDecimal.ZERO, BigDecimal.ZERO, null);

    private final Kind kind;
    private final String text;
    private final int black;
    private final int white;
    private final BigDecimal margin;
    private final BigDecimal komi;
    private final Color winner;

    private RecordedResult(Kind kind, String text, int black, int white, BigDecimal margin, BigDecimal komi, Color winner) {
        this.kind = kind;
        this.text = text;
        this.black = black;
        this.white = white;
        this.margin = margin;
        this.komi = komi;
        this.winner = winner;
    }

    /**
     * Returns the absence of a recorded result.
     *
     * @return the result
     */
    public static RecordedResult none() {
        return NONE;
    }

    /**
     * Returns a result that is not a board score: unknown, adjourned, resigned, lost on time.
     *
     * @param text the record's own text, e.g. {@code ?} or {@code +64.00:r}
     * @return the result
     */
    public static RecordedResult unscored(String text) {
        return new RecordedResult(Kind.UNSCORED, Objects.requireNonNull(text), 0, 0, BigDecimal.ZERO, BigDecimal.ZERO, null);
    }

    /**
     * Returns Black's official score: discs plus the empty squares when Black won, half of them in a
     * draw (<a href="doc-files/rules.html#O3">RULES §O3</a>).
     *
     * @param score 0..255 as recorded; a check fails for anything the board cannot give
     * @return the result
     * @throws IllegalArgumentException if the score is negative
     */
    public static RecordedResult blackScore(int score) {
        if (score < 0) {
            throw new IllegalArgumentException("negative score " + score);
        }
        return new RecordedResult(Kind.BLACK_SCORE, "", score, 0, BigDecimal.ZERO, BigDecimal.ZERO, null);
    }

    /**
     * Returns Black's official margin minus the komi, as GGF's {@code RE} writes it.
     *
     * @param margin the margin as written, e.g. {@code -22.87}
     * @param komi the komi of the game, zero when none
     * @return the result
     * @throws IllegalArgumentException if either has more than 9 digits before or after the point
     */
    public static RecordedResult margin(BigDecimal margin, BigDecimal komi) {
        return new RecordedResult(Kind.MARGIN, "", 0, 0, bounded(margin, "margin"), bounded(komi, "komi"), null);
    }

    private static BigDecimal bounded(BigDecimal v, String what) {
        if (v.precision() - v.scale() > MAX_DIGITS || v.scale() > MAX_DIGITS) {
            throw new IllegalArgumentException("a " + what + " has at most " + MAX_DIGITS
                    + " digits before and after the point, not " + v);
        }
        return v;
    }

    /**
     * Returns both official scores.
     *
     * @param black Black's score
     * @param white White's score
     * @return the result
     * @throws IllegalArgumentException if a score is negative
     */
    public static RecordedResult scores(int black, int white) {
        if (black < 0 || white < 0) {
            throw new IllegalArgumentException("negative score " + black + "-" + white);
        }
        return new RecordedResult(Kind.SCORES, "", black, white, BigDecimal.ZERO, BigDecimal.ZERO, null);
    }

    /**
     * Returns the winner only.
     *
     * @param winner the winner, or empty for a draw
     * @return the result
     */
    public static RecordedResult winner(Optional<Color> winner) {
        return new RecordedResult(Kind.WINNER, "", 0, 0, BigDecimal.ZERO, BigDecimal.ZERO, winner.orElse(null));
    }

    /**
     * The winner this result states without the board: a color, empty inside for a draw; empty
     * outside for the kinds that need the board or the rules to name one.
     */
    private Optional<Optional<Color>> statedWinner() {
        switch (kind) {
            case SCORES:
                return Optional.of(black == white ? Optional.empty() : Optional.of(black > white ? Color.BLACK : Color.WHITE));
            case WINNER:
                return Optional.of(winner());
            default:
                return Optional.empty();
        }
    }

    /**
     * Tells whether two recorded results can both be true of one game: equal results, or two that
     * state the same winner in different forms ({@code 1-0} and {@code 34-30}), or one that states
     * nothing ({@link Kind#NONE}, {@link Kind#UNSCORED}).
     *
     * @param other the other result
     * @return true when they agree
     */
    public boolean agreesWith(RecordedResult other) {
        if (equals(other) || kind == Kind.NONE || kind == Kind.UNSCORED || other.kind == Kind.NONE
                || other.kind == Kind.UNSCORED) {
            return true;
        }
        if (kind == other.kind) {
            return false;
        }
        Optional<Optional<Color>> a = statedWinner();
        Optional<Optional<Color>> b = other.statedWinner();
        return a.isPresent() && b.isPresent() && a.equals(b);
    }

    /**
     * Returns the form of this result.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Returns the record's text of an {@link Kind#UNSCORED} result.
     *
     * @return the text; empty for other kinds
     */
    public String text() {
        return text;
    }

    /**
     * Returns Black's score of a {@link Kind#BLACK_SCORE} or {@link Kind#SCORES} result.
     *
     * @return the score; 0 for other kinds
     */
    public int blackScore() {
        return black;
    }

    /**
     * Returns White's score of a {@link Kind#SCORES} result.
     *
     * @return the score; 0 for other kinds
     */
    public int whiteScore() {
        return white;
    }

    /**
     * Returns the margin of a {@link Kind#MARGIN} result.
     *
     * @return the margin; zero for other kinds
     */
    public BigDecimal margin() {
        return margin;
    }

    /**
     * Returns the komi of a {@link Kind#MARGIN} result.
     *
     * @return the komi; zero when none
     */
    public BigDecimal komi() {
        return komi;
    }

    /**
     * Returns the winner of a {@link Kind#WINNER} result.
     *
     * @return the winner, empty for a draw or another kind
     */
    public Optional<Color> winner() {
        return Optional.ofNullable(winner);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof RecordedResult)) {
            return false;
        }
        RecordedResult r = (RecordedResult) o;
        return kind == r.kind && text.equals(r.text) && black == r.black && white == r.white
                && margin.compareTo(r.margin) == 0 && komi.compareTo(r.komi) == 0 && winner == r.winner;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, text, black, white, margin.stripTrailingZeros(), komi.stripTrailingZeros(), winner);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code none}, {@code unscored ?}, {@code black-score 34}, {@code margin +8.500 komi=-0.500},
     *     {@code scores 38-26}, {@code winner BLACK}, {@code winner DRAW}
     */
    @Override
    public String toString() {
        switch (kind) {
            case NONE:
                return "none";
            case UNSCORED:
                return "unscored " + text;
            case BLACK_SCORE:
                return "black-score " + black;
            case MARGIN:
                return "margin " + margin.toPlainString() + (komi.signum() == 0 ? "" : " komi=" + komi.toPlainString());
            case SCORES:
                return "scores " + black + "-" + white;
            default:
                return "winner " + (winner == null ? "DRAW" : winner.name());
        }
    }
}
