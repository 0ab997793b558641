package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.TextParseException;
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
 * {@link Location} does. The source and the tags' values are quoted as {@link SearchResult} quotes
 * a line, so that any name reads back and the text is one visible line; for ordinary names the
 * tags read as {@link GameInfo}'s text. {@link #parse(String)} reads the text back for positions without a rule set's
 * extension (those of WTHOR and OBF). This class is immutable and thread-safe.
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
        return "stored " + unit.what() + " " + text(unit, stored) + ", engine " + text(unit, engine) + " ("
                + facts(unit, position) + ")";
    }

    private static String facts(Unit unit, GameState position) {
        int empties = position.geometry().size() - position.count(Color.BLACK) - position.count(Color.WHITE);
        return unit.text() + ", " + empties + " empties, " + (position.toMove() == Color.BLACK ? "Black" : "White")
                + " to move";
    }

    private static String text(Unit unit, int score) {
        return unit == Unit.MARGIN_FOR_MOVER && score > 0 ? "+" + score : Integer.toString(score);
    }

    /**
     * Reads the canonical text.
     *
     * @param text e.g. {@code "fforum-20-39.obf":12, move 7 g1: stored score -30, engine -32 (discs for
     *     the side to move, 20 empties, Black to move); position ---...--- X}
     * @return the check
     * @throws TextParseException if the text is not a score check, at the first character found wrong;
     *     among them a position with a rule set's extension, and empties or a side to move that are
     *     not the position's
     */
    public static ScoreCheck parse(String text) {
        TextCursor in = new TextCursor(text, "a score check");
        Location at = Location.of(in.quoted("the source"));
        if (in.acceptBeforeDigit(":")) {
            int line = (int) in.number("a line", 1, Integer.MAX_VALUE);
            at = at.withLine(line, in.acceptBeforeDigit(":") ? (int) in.number("a column", 1, Integer.MAX_VALUE) : 0);
        }
        if (in.accept(", game ")) {
            at = at.withGame(in.number("a game index", 0, Long.MAX_VALUE));
        }
        if (in.accept(", byte ")) {
            at = at.withOffset(in.number("a byte offset", 0, Long.MAX_VALUE));
        }
        int number = 0;
        Move move = null;
        if (in.accept(", move ")) {
            number = (int) in.number("a move number", 1, Integer.MAX_VALUE);
            in.expect(" ");
            // a move's text may hold a colon (X:d3), never at its end
            int moveAt = in.index();
            String w = in.word("a move");
            if (!w.endsWith(":")) {
                throw in.error("expected ':' after the move", in.index());
            }
            try {
                move = Move.parse(w.substring(0, w.length() - 1));
            } catch (TextParseException e) {
                throw e.within(text, moveAt);
            }
        } else {
            in.expect(":");
        }
        Unit unit;
        if (in.accept(" stored " + Unit.BLACK_DISCS.what() + " ")) {
            unit = Unit.BLACK_DISCS;
        } else if (in.accept(" stored " + Unit.MARGIN_FOR_MOVER.what() + " ")) {
            unit = Unit.MARGIN_FOR_MOVER;
        } else {
            throw in.error("expected ' stored theoretical score ' or ' stored score '");
        }
        int stored = (int) in.number("the stored score", Integer.MIN_VALUE, Integer.MAX_VALUE);
        in.expect(", engine ");
        int engine = (int) in.number("the engine's score", Integer.MIN_VALUE, Integer.MAX_VALUE);
        in.expect(" (");
        int factsAt = in.index();
        String facts = in.until(")");
        in.expect("); position ");
        int positionAt = in.index();
        String rest = in.rest();
        int infoAt = rest.indexOf("; info ");
        GameState position;
        try {
            position = GameState.parse(infoAt < 0 ? rest : rest.substring(0, infoAt));
        } catch (TextParseException e) {
            throw e.within(text, positionAt);
        }
        GameInfo info = GameInfo.empty();
        if (infoAt >= 0) {
            TextCursor tags = new TextCursor(text, "a score check");
            tags.accept(text.substring(0, positionAt + infoAt + "; info ".length()));
            do {
                tags.expect("[");
                int nameAt = tags.index();
                String name = tags.visibleWord("a tag name", "]");
                tags.expect(" ");
                String value = tags.quoted("the tag's value");
                tags.expect("]");
                if (info.get(name).isPresent()) {
                    throw tags.error("the tag " + Ascii.visible(name) + " comes twice", nameAt);
                }
                try {
                    info = info.with(name, value);
                } catch (IllegalArgumentException e) {
                    throw tags.error(e.getMessage(), nameAt);
                }
            } while (tags.accept(" "));
            tags.expectEnd();
        }
        if (!facts.equals(facts(unit, position))) {
            throw in.error("expected (" + facts(unit, position) + ") for this position and unit", factsAt);
        }
        return new ScoreCheck(at, info, position, number, move, unit, stored, engine);
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
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(160).append(TextCursor.quote(location.source()));
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
            info.tags().forEach((name, value) -> sb.append(" [").append(TextCursor.visible(name)).append(' ')
                    .append(TextCursor.quote(value)).append(']'));
        }
        return sb.toString();
    }
}
