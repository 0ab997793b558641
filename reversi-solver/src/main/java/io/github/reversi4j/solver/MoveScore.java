package io.github.reversi4j.solver;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.TextParseException;
import java.util.Locale;
import java.util.Objects;

/**
 * A move with the exact score perfect play reaches after it, as an OBF line writes it: {@code B8:+18}.
 * The score is the side to move's official score minus the opponent's (the empty squares
 * of a game that ends early go to the winner, unless the rule set counts raw discs), the verdict who wins under the rule set's own tie rule (which can make an equal score a win).
 *
 * <p>The canonical text is {@code SQUARE:SCORE} with the square in capitals and the score signed,
 * a pass {@code PA}, followed by {@code /WIN}, {@code /DRAW} or {@code /LOSS} when the verdict is not the score's sign;
 * {@link #parse(String)} reads it back. This class is immutable and thread-safe.
 */
public final class MoveScore {

    private static final int MAX_SCORE = 1_000_000;

    private final Move move;
    private final int score;
    private final Verdict verdict;

    private MoveScore(Move move, int score, Verdict verdict) {
        this.move = move;
        this.score = score;
        this.verdict = verdict;
    }

    /**
     * Returns a move with its score, the verdict being the score's sign.
     *
     * @param move the move
     * @param score the exact score of the side to move after it
     * @return the move score
     * @throws IllegalArgumentException if the score is beyond a million in size
     */
    public static MoveScore of(Move move, int score) {
        return of(move, score, Verdict.ofScore(score));
    }

    /**
     * Returns a move with its score and verdict.
     *
     * @param move the move
     * @param score the exact score of the side to move after it
     * @param verdict who wins after it
     * @return the move score
     * @throws IllegalArgumentException if the score is beyond a million in size
     */
    public static MoveScore of(Move move, int score, Verdict verdict) {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(verdict, "verdict");
        if (score < -MAX_SCORE || score > MAX_SCORE) {
            throw new IllegalArgumentException("score out of range: " + score);
        }
        return new MoveScore(move, score, verdict);
    }

    /**
     * Returns the move.
     *
     * @return the move
     */
    public Move move() {
        return move;
    }

    /**
     * Returns the exact score of the side to move after the move.
     *
     * @return the official score difference
     */
    public int score() {
        return score;
    }

    /**
     * Returns who wins after the move.
     *
     * @return the verdict
     */
    public Verdict verdict() {
        return verdict;
    }

    /**
     * Parses the canonical text, e.g. {@code B8:+18} or {@code c4:+0/WIN}.
     *
     * @param text the text
     * @return the move score
     * @throws TextParseException if the text is malformed
     */
    public static MoveScore parse(String text) {
        Objects.requireNonNull(text, "text");
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || text.length() > 64) {
            throw new TextParseException("expected MOVE:SCORE such as B8:+18", text, 0);
        }
        int slash = text.indexOf('/', colon);
        String number = slash < 0 ? text.substring(colon + 1) : text.substring(colon + 1, slash);
        Move move;
        try {
            String m = text.substring(0, colon);
            move = m.equals("PA") ? Move.pass() : Move.parse(m.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new TextParseException("not a move: '" + visible(text.substring(0, colon)) + "'", text, 0);
        }
        if (!number.matches("[+-]?[0-9]{1,7}")) {
            throw new TextParseException("not a score: '" + visible(number) + "'", text, colon + 1);
        }
        int score = Integer.parseInt(number.startsWith("+") ? number.substring(1) : number);
        Verdict verdict = Verdict.ofScore(score);
        if (slash >= 0) {
            try {
                verdict = Verdict.valueOf(text.substring(slash + 1));
            } catch (IllegalArgumentException e) {
                throw new TextParseException("not a verdict (WIN, DRAW or LOSS)", text, slash + 1);
            }
        }
        try {
            return of(move, score, verdict);
        } catch (IllegalArgumentException e) {
            throw new TextParseException(e.getMessage(), text, colon + 1);
        }
    }

    /**
     * The text as a message may quote it: at most 20 characters, control, format and separator
     * characters and lone surrogates written as {@code \\uXXXX}, a backslash doubled.
     */
    static String visible(String text) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(text.length(), 20);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            if (c == '\\') {
                sb.append("\\\\");
            } else if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.SURROGATE
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        if (text.length() > n) {
            sb.append("... (").append(text.length()).append(" characters)");
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof MoveScore)) {
            return false;
        }
        MoveScore m = (MoveScore) o;
        return score == m.score && move.equals(m.move) && verdict == m.verdict;
    }

    @Override
    public int hashCode() {
        return (move.hashCode() * 31 + score) * 31 + verdict.hashCode();
    }

    /**
     * Returns the canonical text, e.g. {@code B8:+18}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        String m = move.isPass() ? "PA" : move.toString().toUpperCase(Locale.ROOT);
        String s = m + ":" + (score >= 0 ? "+" : "") + score;
        return verdict == Verdict.ofScore(score) ? s : s + "/" + verdict;
    }
}
