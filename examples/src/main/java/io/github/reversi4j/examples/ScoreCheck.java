package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One stored exact score compared with an engine's solve ({@link TheoreticalScores}): where the
 * score is, the position it is of, the score stored and the engine's, in the unit the record uses.
 * When they differ, {@link #problem()} is the located {@link ProblemKind#SCORE_MISMATCH} a validator
 * reports.
 *
 * <p>The canonical text is the location with its source in double quotes, the move, both scores with
 * their unit, the position and the game's info when it has any: {@code "WTH_1977.wtb", game 4,
 * byte 288, move 37 f1: stored theoretical score 19, engine 17 (Black discs, 24 empties, Black to
 * move); position ---...--- X; info [Black "A"] [White "B"]}. The location counts games from 0, as
 * {@link Location} does. The source and the tags' values are quoted as an engine's line is quoted
 * a line, so that the text is one visible line; for ordinary names the tags read as
 * {@link GameInfo}'s text. This class is immutable and thread-safe.
 */
final class ScoreCheck {

    /** The unit of a score. */
    enum Unit {
        /**
         * Black's discs at the end of perfect play, empty squares going to the winner (RULES §O3): the
         * unit of WTHOR's theoretical score (FORMATS §3.2).
         */
        BLACK_DISCS,
        /**
         * The final disc margin for the side to move before the scored move, with best play: the unit
         * of OBF's move scores (FORMATS §5.2).
         */
        MARGIN_FOR_MOVER;

        private String text() {
            return this == BLACK_DISCS ? "Black discs" : "discs for the side to move";
        }

        private String what() {
            return this == BLACK_DISCS ? "theoretical score" : "score";
        }
    }

    private final Location location;
    private final GameInfo info;
    private final GameState position;
    private final int moveNumber;
    private final Move move;
    private final Unit unit;
    private final int stored;
    private final int engine;

    ScoreCheck(Location location, GameInfo info, GameState position, int moveNumber, Move move, Unit unit, int stored,
            int engine) {
        this.location = Objects.requireNonNull(location, "location");
        this.info = Objects.requireNonNull(info, "info");
        this.position = Objects.requireNonNull(position, "position");
        if (moveNumber < 0 || (moveNumber == 0) != (move == null)) {
            throw new IllegalArgumentException("a move number is 1 or more with a move, 0 without, not " + moveNumber
                    + " with " + (move == null ? "no move" : "move " + move));
        }
        this.moveNumber = moveNumber;
        this.move = move;
        this.unit = Objects.requireNonNull(unit, "unit");
        this.stored = stored;
        this.engine = engine;
    }

    /**
     * Returns where the score is stored: the source, and the game index (WTHOR) or line (OBF).
     *
     * @return the location
     */
    Location location() {
        return location;
    }

    /**
     * Returns the header facts of the game the score belongs to.
     *
     * @return the info; empty for an OBF line
     */
    GameInfo info() {
        return info;
    }

    /**
     * Returns the position whose score is stored: for WTHOR, the game's position with the header's
     * depth of empty squares; for OBF, the line's position, before the scored move.
     *
     * @return the position
     */
    GameState position() {
        return position;
    }

    /**
     * Returns the number of the move concerned, from 1: for WTHOR, the move played from
     * {@link #position()}, counted as the record writes the moves (passes are not written); for OBF,
     * the scored move's place among the line's scores.
     *
     * @return the number, or empty when no move is concerned (a WTHOR game that ends at the position,
     *     an OBF line's best score alone)
     */
    OptionalInt moveNumber() {
        return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }

    /**
     * Returns the move concerned: the one played from the position (WTHOR), or the scored one (OBF).
     *
     * @return the move, or empty as for {@link #moveNumber()}
     */
    Optional<Move> move() {
        return Optional.ofNullable(move);
    }

    /**
     * Returns the unit of both scores.
     *
     * @return the unit
     */
    Unit unit() {
        return unit;
    }

    /**
     * Returns the score the record stores.
     *
     * @return the stored score, in {@link #unit()}
     */
    int stored() {
        return stored;
    }

    /**
     * Returns the score of the engine's solve.
     *
     * @return the engine's score, in {@link #unit()}
     */
    int engine() {
        return engine;
    }

    /**
     * Tells whether the stored score is the engine's.
     *
     * @return true when they agree
     */
    boolean agrees() {
        return stored == engine;
    }

    /**
     * Returns the difference as a located problem.
     *
     * @return a {@link ProblemKind#SCORE_MISMATCH} error with this location, game info and move, or
     *     empty when the scores agree
     */
    Optional<Problem> problem() {
        if (agrees()) {
            return Optional.empty();
        }
        Problem p = Problem.of(ProblemKind.SCORE_MISMATCH, location, scores()).withInfo(info);
        return Optional.of(move == null ? p : p.withMove(moveNumber, moveText()));
    }

    private String moveText() {
        return move.isPass() ? "PA" : move.toString();
    }

    private String scores() {
        return "stored " + unit.what() + " " + text(unit, stored) + ", engine " + text(unit, engine) + " ("
                + facts(unit, position) + ")";
    }

    private static String facts(Unit unit, GameState position) {
        int empties = position.board().geometry().size() - position.board().count(Color.BLACK) - position.board().count(Color.WHITE);
        return unit.text() + ", " + empties + " empties, " + (position.toMove() == Color.BLACK ? "Black" : "White")
                + " to move";
    }

    private static String text(Unit unit, int score) {
        return unit == Unit.MARGIN_FOR_MOVER && score > 0 ? "+" + score : Integer.toString(score);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ScoreCheck)) {
            return false;
        }
        ScoreCheck c = (ScoreCheck) o;
        return location.equals(c.location) && info.equals(c.info) && position.equals(c.position)
                && moveNumber == c.moveNumber && Objects.equals(move, c.move) && unit == c.unit && stored == c.stored
                && engine == c.engine;
    }

    @Override
    public int hashCode() {
        return Objects.hash(location, info, position, moveNumber, move, unit, stored, engine);
    }

    /**
     * Returns the canonical text: the location, the move, both scores with their unit, the position,
     * and the info when the game has any.
     *
     * @return e.g. {@code "fforum-20-39.obf":12, move 7 g1: stored score -30, engine -32 (discs for the
     *     side to move, 20 empties, Black to move); position ---...--- X}
     */
    /** Writes a text in double quotes, a backslash and a double quote escaped, control and format characters as \\uXXXX. */
    private static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int type = Character.getType(c);
            if (c == '\\' || c == '"') {
                sb.append('\\').append(c);
            } else if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.SURROGATE
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(160).append(quote(location.source()));
        location.line().ifPresent(l -> {
            sb.append(':').append(l);
            location.column().ifPresent(c -> sb.append(':').append(c));
        });
        location.gameIndex().ifPresent(g -> sb.append(", game ").append(g));
        location.byteOffset().ifPresent(b -> sb.append(", byte ").append(b));
        if (move != null) {
            sb.append(String.format(Locale.ROOT, ", move %d %s", moveNumber, move));
        }
        sb.append(": ").append(scores()).append("; position ").append(position);
        if (!info.isEmpty()) {
            sb.append("; info");
            info.tags().forEach((name, value) -> sb.append(" [").append(quote(name), 1, quote(name).length() - 1).append(' ')
                    .append(quote(value)).append(']'));
        }
        return sb.toString();
    }
}
