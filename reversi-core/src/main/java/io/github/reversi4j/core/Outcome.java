package io.github.reversi4j.core;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of a finished game, in one of two cases, each carrying only its own data:
 * <ul>
 *   <li>{@link TwoPlayer}: the result of a two-player game: the winner (or a draw), why the game
 *       ended, the raw disc counts, and the official score, in which the empty squares of a game that
 *       ended early go to the winner and a draw splits them (<a href="doc-files/rules.html#O3">RULES §O3</a>;
 *       this is what WTHOR records). Komi games (a fractional handicap subtracted from Black's margin,
 *       as on the GGS server) carry their {@link TwoPlayer#komi() komi}.</li>
 *   <li>{@link Variant}: a result of a variant's own shape, a type the variant defines, such as the
 *       points of the single-player solo game (<a href="doc-files/rules.html#S7">RULES §S7</a>). A rule
 *       set of a user's own defines its results the same way.</li>
 * </ul>
 *
 * <p>The canonical text of an outcome is its {@code toString()}. That of a two-player game is the
 * result ({@code BLACK}, {@code WHITE} or {@code DRAW}), the official score {@code black-white}, and,
 * where they add anything, {@code discs=b-w}, {@code empties=n} (only when the score does not show
 * them), {@code komi=k} and {@code end=reason} (only when the reason is not the one the discs show,
 * see {@link Termination}):
 * <pre>
 * BLACK 34-30
 * WHITE 20-44 discs=20-38
 * BLACK 36-28 komi=-0.5
 * DRAW 32-32 end=agreed
 * </pre>
 * {@link #parse(String)} reads it back; {@link Rules#parseOutcome(String)} reads every outcome of a
 * rule set, its variant outcomes included.
 *
 * <p>Every outcome is immutable and thread-safe.
 */
public sealed interface Outcome permits Outcome.TwoPlayer, Outcome.Variant {

    /**
     * Why a game ended: the ends of the rules of this module, which every two-player rule set shares,
     * and {@link #VARIANT}, the end of every {@link Variant} outcome, which {@link Variant#end()} names
     * in the variant's own words (the model is python-chess's {@code VARIANT_WIN},
     * {@code VARIANT_LOSS} and {@code VARIANT_DRAW}).
     */
    public enum Termination {
        /** Neither player can place a disc, with squares left empty (<a href="doc-files/rules.html#B5">RULES §B5</a>). */
        NO_MOVES,
        /** Every square holds a disc. */
        BOARD_FULL,
        /** One color has no disc left on the board. */
        WIPE_OUT,
        /** No player has a disc left to place (<a href="doc-files/rules.html#B7">RULES §B7</a>). */
        SUPPLY_EXHAUSTED,
        /**
         * An end particular to a variant: the end of every {@link Variant} outcome, named by
         * {@link Variant#end()}.
         */
        VARIANT;

        /**
         * Returns the reason's text in an outcome: its name in lower case with hyphens.
         *
         * @return e.g. {@code board-full}
         */
        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * Returns the outcome of a two-player game that a color won, scoring the empty squares as RULES
     * <a href="doc-files/rules.html#O3">§O3</a> says: all to the winner. The termination is the one the discs show
     * (one color wiped out, the board full, or no move left).
     *
     * @param winner the winner
     * @param blackDiscs the black discs on the final board
     * @param whiteDiscs the white discs on the final board
     * @param empties the empty squares on the final board
     * @return the outcome
     * @throws IllegalArgumentException if a count is negative or beyond a million
     */
    static TwoPlayer win(Color winner, int blackDiscs, int whiteDiscs, int empties) {
        return TwoPlayer.scored(Objects.requireNonNull(winner, "winner"), blackDiscs, whiteDiscs, empties);
    }

    /**
     * Returns the outcome of a drawn two-player game: the empty squares are split evenly (an odd
     * square, which only a komi draw can leave, goes to nobody).
     *
     * @param blackDiscs the black discs on the final board
     * @param whiteDiscs the white discs on the final board
     * @param empties the empty squares on the final board
     * @return the outcome
     * @throws IllegalArgumentException if a count is negative or beyond a million
     */
    static TwoPlayer draw(int blackDiscs, int whiteDiscs, int empties) {
        return TwoPlayer.scored(null, blackDiscs, whiteDiscs, empties);
    }

    /**
     * Returns the outcome of a finished two-player board decided by the majority of discs, ties a draw
     * (<a href="doc-files/rules.html#B6">RULES §B6</a>, <a href="doc-files/rules.html#O2">§O2</a>), with the official score of <a href="doc-files/rules.html#O3">RULES §O3</a>.
     *
     * @param board the final board
     * @return the outcome
     */
    static TwoPlayer byMajority(Board board) {
        int b = board.count(Color.BLACK);
        int w = board.count(Color.WHITE);
        return b == w ? draw(b, w, board.emptyCount()) : win(b > w ? Color.BLACK : Color.WHITE, b, w, board.emptyCount());
    }

    /**
     * Parses the canonical text of a two-player outcome (see the class documentation). A variant's
     * outcome is read by its rules ({@link Rules#parseOutcome(String)}).
     *
     * @param text e.g. {@code BLACK 34-30} or {@code WHITE 20-44 discs=20-38}
     * @return the outcome
     * @throws TextParseException if the text is malformed, at the first part found wrong
     */
    static TwoPlayer parse(String text) {
        return TwoPlayer.parseText(text);
    }

    /**
     * Returns the winner.
     *
     * @return the winning color, or empty for a draw or a game that has no winner
     */
    Optional<Color> winner();

    /**
     * Tells whether a two-player game was drawn.
     *
     * @return true for a draw; false for a game with a winner and for a variant's outcome that is
     *     not a draw
     */
    boolean isDraw();

    /**
     * Returns why the game ended.
     *
     * @return the reason; {@link Termination#VARIANT} for an end particular to a variant
     */
    Termination termination();

    /**
     * Returns the number of discs of a color on the final board.
     *
     * @param color the color
     * @return the raw count
     */
    int discs(Color color);

    /**
     * Returns the number of empty squares on the final board.
     *
     * @return the count
     */
    int empties();

    /**
     * The result of a two-player game: the winner or a draw, the discs, the official score, the komi
     * and why the game ended (see {@link Outcome}).
     */
    final class TwoPlayer implements Outcome {

        /** The largest count an outcome holds: far beyond the squares of any board. */
        private static final int MAX_COUNT = 1_000_000;
        private static final List<Termination> TERMINATIONS = List.of(Termination.values());

        private final Color winner;
        private final int blackDiscs;
        private final int whiteDiscs;
        private final int blackScore;
        private final int whiteScore;
        private final int empties;
        private final BigDecimal komi;
        private final Termination termination;
        /** The largest komi in size: the squares of the largest board. */
        private static final BigDecimal MAX_KOMI = BigDecimal.valueOf(256);
        /** The most decimals a komi has. */
        private static final int MAX_KOMI_SCALE = 9;

        private TwoPlayer(Color winner, int blackDiscs, int whiteDiscs, int blackScore, int whiteScore,
                int empties, BigDecimal komi, Termination termination) {
            this.winner = winner;
            this.blackDiscs = blackDiscs;
            this.whiteDiscs = whiteDiscs;
            this.blackScore = blackScore;
            this.whiteScore = whiteScore;
            this.empties = empties;
            this.komi = komi;
            this.termination = termination;
        }

        /**
         * The reason the final discs show: WIPE_OUT when one color has none, BOARD_FULL when no square is
         * empty, NO_MOVES otherwise.
         */
        private static Termination shownBy(int blackDiscs, int whiteDiscs, int empties) {
            if ((blackDiscs == 0) != (whiteDiscs == 0)) {
                return Termination.WIPE_OUT;
            }
            return empties == 0 ? Termination.BOARD_FULL : Termination.NO_MOVES;
        }

        private static void checkCounts(int blackDiscs, int whiteDiscs, int empties) {
            if (blackDiscs < 0 || whiteDiscs < 0 || empties < 0 || blackDiscs > MAX_COUNT || whiteDiscs > MAX_COUNT
                    || empties > MAX_COUNT) {
                throw new IllegalArgumentException("counts must be in 0.." + MAX_COUNT + ": " + blackDiscs + ", "
                        + whiteDiscs + ", " + empties);
            }
        }

        static TwoPlayer scored(Color winner, int blackDiscs, int whiteDiscs, int empties) {
            checkCounts(blackDiscs, whiteDiscs, empties);
            int b = blackDiscs + (winner == Color.BLACK ? empties : winner == null ? empties / 2 : 0);
            int w = whiteDiscs + (winner == Color.WHITE ? empties : winner == null ? empties / 2 : 0);
            return new TwoPlayer(winner, blackDiscs, whiteDiscs, b, w, empties, BigDecimal.ZERO,
                    shownBy(blackDiscs, whiteDiscs, empties));
        }

        /**
         * Returns this outcome scored by raw disc counts instead of giving the empties to the winner
         * (the {@code scoring=discs} option of the standard rules).
         *
         * @return the outcome with score equal to discs
         */
        public TwoPlayer withRawScore() {
            return new TwoPlayer(winner, blackDiscs, whiteDiscs, blackDiscs, whiteDiscs, empties, komi, termination);
        }

        /**
         * Returns this outcome with another reason for the end of the game.
         *
         * @param newTermination why the game ended
         * @return the outcome
         * @throws IllegalArgumentException for {@link Termination#VARIANT}, the end of a {@link Variant}
         *     outcome
         */
        public TwoPlayer withTermination(Termination newTermination) {
            if (Objects.requireNonNull(newTermination, "termination") == Termination.VARIANT) {
                throw new IllegalArgumentException("a variant's own end is an Outcome.Variant of its rule set");
            }
            return new TwoPlayer(winner, blackDiscs, whiteDiscs, blackScore, whiteScore, empties, komi, newTermination);
        }

        /**
         * Returns this outcome with a komi, and the winner it implies: Black wins when Black's disc
         * margin minus the komi is positive, White when it is negative, and the game is drawn at zero. A
         * zero komi on an outcome without one changes nothing (so a game the fewer discs win keeps its
         * winner).
         *
         * @param newKomi the komi, as in GGF's {@code KM} property
         * @return the outcome
         * @throws IllegalArgumentException if the komi is beyond {@link #MAX_KOMI} in size or has more
         *     than {@link #MAX_KOMI_SCALE} decimals
         */
        public TwoPlayer withKomi(BigDecimal newKomi) {
            BigDecimal k = checkKomi(newKomi);
            if (k.signum() == 0 && komi.signum() == 0) {
                return this;
            }
            int sign = BigDecimal.valueOf(blackDiscs - whiteDiscs).subtract(k).signum();
            TwoPlayer o = scored(sign == 0 ? null : sign > 0 ? Color.BLACK : Color.WHITE, blackDiscs, whiteDiscs, empties);
            return new TwoPlayer(o.winner, blackDiscs, whiteDiscs, o.blackScore, o.whiteScore, empties, k, termination);
        }

        private static BigDecimal checkKomi(BigDecimal komi) {
            if (komi.signum() == 0) {
                return BigDecimal.ZERO;
            }
            BigDecimal k = komi.stripTrailingZeros();
            if (k.abs().compareTo(MAX_KOMI) > 0 || k.scale() > MAX_KOMI_SCALE) {
                throw new IllegalArgumentException("a komi is at most " + MAX_KOMI + " in size, with at most "
                        + MAX_KOMI_SCALE + " decimals");
            }
            return k;
        }

        @Override
        public Optional<Color> winner() {
            return Optional.ofNullable(winner);
        }

        @Override
        public boolean isDraw() {
            return winner == null;
        }

        @Override
        public Termination termination() {
            return termination;
        }

        @Override
        public int discs(Color color) {
            Objects.requireNonNull(color, "color");
            return color == Color.BLACK ? blackDiscs : whiteDiscs;
        }

        /**
         * Returns the official score of a color (<a href="doc-files/rules.html#O3">RULES §O3</a>): its
         * discs plus the empty squares it was awarded.
         *
         * @param color the color
         * @return the score
         */
        public int score(Color color) {
            Objects.requireNonNull(color, "color");
            return color == Color.BLACK ? blackScore : whiteScore;
        }

        @Override
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
         * Returns Black's margin: positive when Black won, negative when White won, the official score
         * of Black minus White's less the komi in a draw. Its size is the difference of the official
         * scores less the komi, so that it always agrees with {@link #winner()}: in a game the fewer
         * discs win (Anti-Othello, <a href="doc-files/rules.html#X2">RULES §X2</a>), a Black win by 19-45
         * has the margin {@code +26}. This is the number GGF writes in {@code RE}.
         *
         * @return the margin
         */
        public BigDecimal margin() {
            BigDecimal raw = BigDecimal.valueOf(blackScore - whiteScore).subtract(komi);
            if (winner == Color.BLACK) {
                return raw.abs();
            }
            return winner == Color.WHITE ? raw.abs().negate() : raw;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof TwoPlayer)) {
                return false;
            }
            TwoPlayer x = (TwoPlayer) o;
            return winner == x.winner && blackDiscs == x.blackDiscs && whiteDiscs == x.whiteDiscs
                    && blackScore == x.blackScore && whiteScore == x.whiteScore && empties == x.empties
                    && komi.compareTo(x.komi) == 0 && termination == x.termination;
        }

        @Override
        public int hashCode() {
            return Objects.hash(winner, blackDiscs, whiteDiscs, blackScore, whiteScore, empties,
                    komi.stripTrailingZeros(), termination);
        }

        /**
         * Returns the canonical text (see {@link Outcome}).
         *
         * @return e.g. {@code BLACK 34-30}
         */
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append(winner == null ? "DRAW" : winner.name());
            sb.append(' ').append(blackScore).append('-').append(whiteScore);
            if (blackScore != blackDiscs || whiteScore != whiteDiscs) {
                sb.append(" discs=").append(blackDiscs).append('-').append(whiteDiscs);
            }
            if (empties != blackScore + whiteScore - blackDiscs - whiteDiscs) {
                sb.append(" empties=").append(empties);
            }
            if (komi.signum() != 0) {
                sb.append(" komi=").append(komi.toPlainString());
            }
            if (termination != shownBy(blackDiscs, whiteDiscs, empties)) {
                sb.append(" end=").append(termination.text());
            }
            return sb.toString();
        }

        static TwoPlayer parseText(String text) {
            Objects.requireNonNull(text, "text");
            List<int[]> parts = Texts.words(text, 0, text.length());
            if (parts.size() < 2) {
                throw new TextParseException("not an outcome: " + Texts.quote(text) + " (expected e.g. BLACK 34-30)", text,
                        parts.isEmpty() ? text.length() : parts.get(0)[1]);
            }
            Color w;
            switch (word(text, parts.get(0))) {
                case "BLACK": w = Color.BLACK; break;
                case "WHITE": w = Color.WHITE; break;
                case "DRAW": w = null; break;
                default:
                    throw new TextParseException("an outcome starts with BLACK, WHITE or DRAW", text, parts.get(0)[0]);
            }
            int[] score = pair(text, parts.get(1)[0], parts.get(1)[1]);
            int[] discs = score;
            BigDecimal komi = BigDecimal.ZERO;
            int empties = -1;
            Termination end = null;
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int k = 2; k < parts.size(); k++) {
                int ps = parts.get(k)[0];
                int pe = parts.get(k)[1];
                String p = word(text, parts.get(k));
                Texts.once(seen, p, text, ps);
                if (p.startsWith("discs=")) {
                    discs = pair(text, ps + 6, pe);
                } else if (p.startsWith("empties=")) {
                    empties = Texts.count(text, ps + 8, pe, "the empty squares");
                } else if (p.startsWith("komi=")) {
                    komi = komi(text, ps + 5, pe);
                } else if (p.startsWith("end=")) {
                    String t = p.substring(4);
                    end = TERMINATIONS.stream().filter(x -> x.text().equals(t)).findFirst().orElse(null);
                    if (end == null || end == Termination.VARIANT) {
                        throw new TextParseException("unknown end of a two-player game " + Texts.quote(t)
                                + " (a variant's own end is its rule set's outcome: Rules.parseOutcome)", text, ps + 4);
                    }
                } else {
                    throw new TextParseException("unknown part of an outcome: " + Texts.quote(p), text, ps);
                }
            }
            if (empties < 0) {
                empties = score[0] + score[1] - discs[0] - discs[1];
            }
            if (empties < 0 || empties > MAX_COUNT) {
                throw new TextParseException("scores below the disc counts", text, parts.get(1)[0]);
            }
            if (end == null) {
                end = shownBy(discs[0], discs[1], empties);
            }
            return new TwoPlayer(w, discs[0], discs[1], score[0], score[1], empties, komi, end);
        }

        private static String word(String text, int[] word) {
            return text.substring(word[0], word[1]);
        }

        private static BigDecimal komi(String text, int from, int to) {
            int i = from < to && (text.charAt(from) == '-' || text.charAt(from) == '+') ? from + 1 : from;
            int digits = 0;
            int points = 0;
            for (int k = i; k < to; k++) {
                char c = text.charAt(k);
                if (c == '.' && points == 0 && digits > 0) {
                    points++;
                } else if (Texts.isDigit(c)) {
                    digits++;
                } else {
                    throw new TextParseException("a komi is a decimal of ASCII digits", text, k);
                }
            }
            if (digits == 0 || digits > 20 || text.charAt(to - 1) == '.') {
                throw new TextParseException("a komi is a decimal of 1 to 20 digits", text, from);
            }
            try {
                return checkKomi(new BigDecimal(text.substring(from, to)));
            } catch (IllegalArgumentException e) {
                throw new TextParseException(e.getMessage(), text, from, e);
            }
        }

        private static int[] pair(String text, int from, int to) {
            int dash = text.indexOf('-', from);
            if (dash <= from || dash >= to) {
                throw new TextParseException("expected two counts like 34-30", text, dash == from ? from : to);
            }
            return new int[] {Texts.count(text, from, dash, "a count"), Texts.count(text, dash + 1, to, "a count")};
        }
    }

    /**
     * A result of a variant's own shape: the extension point through which a rule set carries end
     * data the two-player result does not have, in a type of its own (usually a record), such as the
     * points of the solo game. Its {@link #termination()} is {@link Termination#VARIANT}, and
     * {@link #end()} names the end in the variant's words. The rule set returns it from
     * {@link Rules#outcome(GameState)} and reads its text back in {@link Rules#parseOutcome(String)}.
     *
     * <p>An implementation is an immutable value with value equality, whose {@code toString()} is its
     * canonical text, which the rule set's {@code parseOutcome} reads back to an equal outcome.
     */
    non-sealed interface Variant extends Outcome {

        /**
         * Returns the variant's name of why the game ended.
         *
         * @return e.g. {@code all-tokens-won}
         */
        String end();

        /**
         * Returns {@link Termination#VARIANT}.
         *
         * @return {@link Termination#VARIANT}
         */
        @Override
        default Termination termination() {
            return Termination.VARIANT;
        }
    }
}
