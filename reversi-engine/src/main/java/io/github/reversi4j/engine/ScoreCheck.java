package io.github.reversi4j.engine;

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
 * <p>The text reads {@code WTH_1977.wtb, game 4, byte 288, move 37 "f1": stored theoretical score 19,
 * engine 17 (Black discs, 24 empties, Black to move)}: the location counts games from 0, as
 * {@link Location} does. This class is immutable and thread-safe.
 */
public final class ScoreCheck {

    /** The unit of a score. */
    public enum Unit {
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
    public Location location() {
        return location;
    }

    /**
     * Returns the header facts of the game the score belongs to.
     *
     * @return the info; empty for an OBF line
     */
    public GameInfo info() {
        return info;
    }

    /**
     * Returns the position whose score is stored: for WTHOR, the game's position with the header's
     * depth of empty squares; for OBF, the line's position, before the scored move.
     *
     * @return the position
     */
    public GameState position() {
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
    public OptionalInt moveNumber() {
        return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }

    /**
     * Returns the move concerned: the one played from the position (WTHOR), or the scored one (OBF).
     *
     * @return the move, or empty as for {@link #moveNumber()}
     */
    public Optional<Move> move() {
        return Optional.ofNullable(move);
    }

    /**
     * Returns the unit of both scores.
     *
     * @return the unit
     */
    public Unit unit() {
        return unit;
    }

    /**
     * Returns the score the record stores.
     *
     * @return the stored score, in {@link #unit()}
     */
    public int stored() {
        return stored;
    }

    /**
     * Returns the score of the engine's solve.
     *
     * @return the engine's score, in {@link #unit()}
     */
    public int engine() {
        return engine;
    }

    /**
     * Tells whether the stored score is the engine's.
     *
     * @return true when they agree
     */
    public boolean agrees() {
        return stored == engine;
    }

    /**
     * Returns the difference as a located problem.
     *
     * @return a {@link ProblemKind#SCORE_MISMATCH} error with this location, game info and move, or
     *     empty when the scores agree
     */
    public Optional<Problem> problem() {
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
        int empties = position.geometry().size() - position.count(Color.BLACK) - position.count(Color.WHITE);
        String what = unit == Unit.BLACK_DISCS ? "theoretical score" : "score";
        return "stored " + what + " " + text(stored) + ", engine " + text(engine) + " (" + unit.text() + ", " + empties
                + " empties, " + (position.toMove() == Color.BLACK ? "Black" : "White") + " to move)";
    }

    private String text(int score) {
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
     * Returns the location, the move, and both scores with their unit.
     *
     * @return e.g. {@code fforum-20-39.obf:12, move 7 "g1": stored score -30, engine -32 (discs for the
     *     side to move, 20 empties, Black to move)}
     */
    @Override
    public String toString() {
        return location + (move == null ? "" : String.format(Locale.ROOT, ", move %d \"%s\"", moveNumber, moveText()))
                + ": " + scores();
    }
}
