package io.github.reversi4j.core;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The result of a finished game: the winner (or a draw), the raw disc counts, and the official score,
 * in which the empty squares of a game that ended early go to the winner and a draw splits them
 * (<a href="doc-files/rules.html#O3">RULES §O3</a>; this is what WTHOR records). Komi games (a fractional handicap subtracted from Black's
 * margin, as on the GGS server) carry their {@link #komi()}; the single-player solo game carries its
 * {@link #points()} (<a href="doc-files/rules.html#S7">RULES §S7</a>) and has no winner.
 *
 * <p>The canonical text is the result ({@code BLACK}, {@code WHITE}, {@code DRAW}, or {@code NONE}
 * for a single-player game), the official score {@code black-white}, and, where they add anything,
 * {@code discs=b-w}, {@code empties=n} (only when the score does not show them), {@code komi=k} and
 * {@code points=n}:
 * <pre>
 * BLACK 34-30
 * WHITE 20-44 discs=20-38
 * BLACK 36-28 komi=-0.5
 * NONE 33-27 points=11
 * </pre>
 * {@link #parse(String)} reads it back.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class Outcome {

    private final Color winner;
    private final boolean solo;
    private final int blackDiscs;
    private final int whiteDiscs;
    private final int blackScore;
    private final int whiteScore;
    private final int empties;
    private final BigDecimal komi;
    private final int points;

    private Outcome(Color winner, boolean solo, int blackDiscs, int whiteDiscs, int blackScore, int whiteScore,
            int empties, BigDecimal komi, int points) {
        this.winner = winner;
        this.solo = solo;
        this.blackDiscs = blackDiscs;
        this.whiteDiscs = whiteDiscs;
        this.blackScore = blackScore;
        this.whiteScore = whiteScore;
        this.empties = empties;
        this.komi = komi;
        this.points = points;
    }

    /**
     * Returns the outcome of a two-player game with a winner or a draw, scoring the empty squares as
     * <a href="doc-files/rules.html#O3">RULES §O3</a> says: all to the winner, split evenly in a draw (an odd square, which only a komi
     * draw can leave, goes to nobody).
     *
     * @param winner the winner, or empty for a draw
     * @param blackDiscs the black discs on the final board
     * @param whiteDiscs the white discs on the final board
     * @param empties the empty squares on the final board
     * @return the outcome
     * @throws IllegalArgumentException if a count is negative
     */
    public static Outcome of(Optional<Color> winner, int blackDiscs, int whiteDiscs, int empties) {
        if (blackDiscs < 0 || whiteDiscs < 0 || empties < 0) {
            throw new IllegalArgumentException("negative count: " + blackDiscs + ", " + whiteDiscs + ", " + empties);
        }
        Color w = winner.orElse(null);
        int b = blackDiscs + (w == Color.BLACK ? empties : w == null ? empties / 2 : 0);
        int wh = whiteDiscs + (w == Color.WHITE ? empties : w == null ? empties / 2 : 0);
        return new Outcome(w, false, blackDiscs, whiteDiscs, b, wh, empties, BigDecimal.ZERO, 0);
    }

    /**
     * Returns the outcome of a finished two-player board decided by the majority of discs, ties a draw
     * (<a href="doc-files/rules.html#B6">RULES §B6</a>, <a href="doc-files/rules.html#O2">§O2</a>), with the official score of <a href="doc-files/rules.html#O3">RULES §O3</a>.
     *
     * @param board the final board
     * @return the outcome
     */
    public static Outcome byMajority(Board board) {
        int b = board.count(Color.BLACK);
        int w = board.count(Color.WHITE);
        Optional<Color> winner = b > w ? Optional.of(Color.BLACK) : w > b ? Optional.of(Color.WHITE) : Optional.empty();
        return of(winner, b, w, board.emptyCount());
    }

    /**
     * Returns the outcome of a single-player game (<a href="doc-files/rules.html#S7">RULES §S7</a>): no winner, the points scored, and the
     * discs left on the board.
     *
     * @param points the points
     * @param board the final board
     * @return the outcome
     */
    public static Outcome solo(int points, Board board) {
        int b = board.count(Color.BLACK);
        int w = board.count(Color.WHITE);
        return new Outcome(null, true, b, w, b, w, board.emptyCount(), BigDecimal.ZERO, points);
    }

    /**
     * Returns this outcome scored by raw disc counts instead of giving the empties to the winner
     * (the {@code scoring=discs} option of the standard rules).
     *
     * @return the outcome with score equal to discs
     */
    public Outcome withRawScore() {
        return new Outcome(winner, solo, blackDiscs, whiteDiscs, blackDiscs, whiteDiscs, empties, komi, points);
    }

    /**
     * Returns this outcome with a komi, and the winner it implies: Black wins when Black's official
     * margin minus the komi is positive, White when it is negative, and the game is drawn at zero.
     *
     * @param newKomi the komi, as in GGF's {@code KM} property
     * @return the outcome
     */
    public Outcome withKomi(BigDecimal newKomi) {
        BigDecimal k = newKomi.stripTrailingZeros();
        int sign = BigDecimal.valueOf(blackDiscs - whiteDiscs).subtract(k).signum();
        Optional<Color> w = sign > 0 ? Optional.of(Color.BLACK) : sign < 0 ? Optional.of(Color.WHITE) : Optional.empty();
        Outcome o = of(w, blackDiscs, whiteDiscs, empties);
        return new Outcome(o.winner, false, blackDiscs, whiteDiscs, o.blackScore, o.whiteScore, empties, k, points);
    }

    /**
     * Returns the winner.
     *
     * @return the winning color, or empty for a draw or a single-player game
     */
    public Optional<Color> winner() {
        return Optional.ofNullable(winner);
    }

    /**
     * Tells whether a two-player game was drawn.
     *
     * @return true for a draw
     */
    public boolean isDraw() {
        return winner == null && !solo;
    }

    /**
     * Returns the number of discs of a color on the final board.
     *
     * @param color the color
     * @return the raw count
     */
    public int discs(Color color) {
        return color == Color.BLACK ? blackDiscs : whiteDiscs;
    }

    /**
     * Returns the official score of a color (<a href="doc-files/rules.html#O3">RULES §O3</a>): its discs plus the empty squares it was
     * awarded.
     *
     * @param color the color
     * @return the score
     */
    public int score(Color color) {
        return color == Color.BLACK ? blackScore : whiteScore;
    }

    /**
     * Returns the number of empty squares on the final board.
     *
     * @return the count
     */
    public int empties() {
        return empties;
    }

    /**
     * Returns the komi subtracted from Black's margin.
     *
     * @return the komi, zero when none
     */
    public BigDecimal komi() {
        return komi;
    }

    /**
     * Returns Black's margin: the official score of Black minus White's, minus the komi. This is the
     * number GGF writes in {@code RE}.
     *
     * @return the margin, positive when Black won
     */
    public BigDecimal margin() {
        return BigDecimal.valueOf(blackScore - whiteScore).subtract(komi);
    }

    /**
     * Returns the points of a single-player game (<a href="doc-files/rules.html#S7">RULES §S7</a>).
     *
     * @return the points, or empty for a two-player game
     */
    public OptionalInt points() {
        return solo ? OptionalInt.of(points) : OptionalInt.empty();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Outcome)) {
            return false;
        }
        Outcome x = (Outcome) o;
        return winner == x.winner && solo == x.solo && blackDiscs == x.blackDiscs && whiteDiscs == x.whiteDiscs
                && blackScore == x.blackScore && whiteScore == x.whiteScore && empties == x.empties
                && komi.compareTo(x.komi) == 0
                && points == x.points;
    }

    @Override
    public int hashCode() {
        return Objects.hash(winner, solo, blackDiscs, whiteDiscs, blackScore, whiteScore, empties,
                komi.stripTrailingZeros(), points);
    }

    /**
     * Returns the canonical text (see the class documentation).
     *
     * @return e.g. {@code BLACK 34-30}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(solo ? "NONE" : winner == null ? "DRAW" : winner.name());
        sb.append(' ').append(blackScore).append('-').append(whiteScore);
        if (blackScore != blackDiscs || whiteScore != whiteDiscs) {
            sb.append(" discs=").append(blackDiscs).append('-').append(whiteDiscs);
        }
        if (empties != blackScore + whiteScore - blackDiscs - whiteDiscs) {
            sb.append(" empties=").append(empties);
        }
        if (komi.signum() != 0) {
            sb.append(" komi=").append(komi.stripTrailingZeros().toPlainString());
        }
        if (solo) {
            sb.append(" points=").append(points);
        }
        return sb.toString();
    }

    /**
     * Parses the canonical text.
     *
     * @param text e.g. {@code BLACK 34-30} or {@code WHITE 20-44 discs=20-38}
     * @return the outcome
     * @throws IllegalArgumentException if the text is malformed
     */
    public static Outcome parse(String text) {
        String[] parts = text.strip().split("\\s+");
        if (parts.length < 2) {
            throw new IllegalArgumentException("not an outcome: '" + text + "' (expected e.g. BLACK 34-30)");
        }
        try {
            Color w;
            boolean solo = false;
            switch (parts[0]) {
                case "BLACK": w = Color.BLACK; break;
                case "WHITE": w = Color.WHITE; break;
                case "DRAW": w = null; break;
                case "NONE": w = null; solo = true; break;
                default: throw new IllegalArgumentException("not an outcome: '" + text + "'");
            }
            int[] score = pair(parts[1]);
            int[] discs = score;
            BigDecimal komi = BigDecimal.ZERO;
            int points = 0;
            int empties = -1;
            for (int k = 2; k < parts.length; k++) {
                String p = parts[k];
                if (p.startsWith("discs=")) {
                    discs = pair(p.substring(6));
                } else if (p.startsWith("empties=")) {
                    empties = Integer.parseInt(p.substring(8));
                } else if (p.startsWith("komi=")) {
                    komi = new BigDecimal(p.substring(5)).stripTrailingZeros();
                } else if (p.startsWith("points=")) {
                    points = Integer.parseInt(p.substring(7));
                } else {
                    throw new IllegalArgumentException("unknown part of an outcome: '" + p + "'");
                }
            }
            if (empties < 0) {
                empties = score[0] + score[1] - discs[0] - discs[1];
            }
            if (empties < 0) {
                throw new IllegalArgumentException("scores below the disc counts: '" + text + "'");
            }
            return new Outcome(w, solo, discs[0], discs[1], score[0], score[1], empties, komi, points);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not an outcome: '" + text + "'", e);
        }
    }

    private static int[] pair(String s) {
        int dash = s.indexOf('-');
        if (dash <= 0) {
            throw new IllegalArgumentException("expected two counts like 34-30: '" + s + "'");
        }
        int a = Integer.parseInt(s.substring(0, dash));
        int b = Integer.parseInt(s.substring(dash + 1));
        if (a < 0 || b < 0) {
            throw new IllegalArgumentException("negative count in '" + s + "'");
        }
        return new int[] {a, b};
    }
}
