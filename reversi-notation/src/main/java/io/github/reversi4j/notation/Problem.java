package io.github.reversi4j.notation;

import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.notation.internal.Shown;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One fault (or notable fact) found while reading or checking a record: its {@link ProblemKind} and
 * {@link Severity}, the {@link Location} (source and game index, line/column or byte offset), the
 * game's header facts ({@link GameInfo}: players, tournament), the number and text of the move
 * concerned, the typed reason of an illegal move, and a sentence for a person.
 *
 * <p>Move numbers count the moves as the record writes them, from 1: a pass the record leaves out
 * is not counted, an explicit one is.
 *
 * <p>The canonical text reads {@code ERROR ILLEGAL_MOVE at WTH_1990.wtb, game 17 [Black "A"]
 * [White "B"], move 23 "c4": NO_FLIP ...}. This class is immutable and thread-safe.
 */
public final class Problem {

    private final ProblemKind kind;
    private final Severity severity;
    private final Location location;
    private final GameInfo info;
    private final int moveNumber;
    private final String moveText;
    private final IllegalMoveException.Reason illegal;
    private final String reason;

    private Problem(ProblemKind kind, Severity severity, Location location, GameInfo info, int moveNumber,
            String moveText, IllegalMoveException.Reason illegal, String reason) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.severity = Objects.requireNonNull(severity, "severity");
        this.location = Objects.requireNonNull(location, "location");
        this.info = Objects.requireNonNull(info, "info");
        this.moveNumber = moveNumber;
        this.moveText = moveText;
        this.illegal = illegal;
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /**
     * Returns a problem of a kind, with that kind's default severity, no game info and no move.
     *
     * @param kind the kind
     * @param location where it is
     * @param reason a sentence for a person
     * @return the problem
     */
    public static Problem of(ProblemKind kind, Location location, String reason) {
        return new Problem(kind, kind.defaultSeverity(), location, GameInfo.empty(), 0, null, null,
                Shown.text(Objects.requireNonNull(reason, "reason"), Shown.REASON));
    }

    /**
     * Returns this problem with another severity: a problem a program finds itself and reports
     * ({@link Validator#report(Problem)}) at a severity other than its kind's default.
     *
     * @param newSeverity the severity
     * @return the new problem
     */
    public Problem withSeverity(Severity newSeverity) {
        return new Problem(kind, newSeverity, location, info, moveNumber, moveText, illegal, reason);
    }

    /**
     * Returns this problem with the header facts of its game.
     *
     * @param newInfo the info
     * @return the new problem
     */
    public Problem withInfo(GameInfo newInfo) {
        return new Problem(kind, severity, location, newInfo, moveNumber, moveText, illegal, reason);
    }

    /**
     * Returns this problem at another location.
     *
     * @param newLocation the location
     * @return the new problem
     */
    Problem withLocation(Location newLocation) {
        return new Problem(kind, severity, newLocation, info, moveNumber, moveText, illegal, reason);
    }

    /**
     * Returns this problem naming the move concerned.
     *
     * @param number the one-based number of the move as the record writes it
     * @param text the move as the record writes it
     * @return the new problem
     * @throws IllegalArgumentException if the number is not positive
     */
    public Problem withMove(int number, String text) {
        if (number < 1) {
            throw new IllegalArgumentException("move numbers start at 1: " + number);
        }
        return new Problem(kind, severity, location, info, number, Shown.text(Objects.requireNonNull(text, "text"), Shown.FIELD),
                illegal, reason);
    }

    /**
     * Returns this problem with the typed reason of an illegal move.
     *
     * @param why the reason the rules gave
     * @return the new problem
     */
    Problem withIllegalMoveReason(IllegalMoveException.Reason why) {
        return new Problem(kind, severity, location, info, moveNumber, moveText, Objects.requireNonNull(why), reason);
    }

    /**
     * Returns the kind.
     *
     * @return the kind
     */
    public ProblemKind kind() {
        return kind;
    }

    /**
     * Returns the severity.
     *
     * @return the severity
     */
    public Severity severity() {
        return severity;
    }

    /**
     * Tells whether this problem is an {@link Severity#ERROR}.
     *
     * @return true for an error
     */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * Returns where the problem is.
     *
     * @return the location, with the game index when the problem belongs to a game
     */
    public Location location() {
        return location;
    }

    /**
     * Returns the header facts of the game concerned.
     *
     * @return the info, empty when unknown
     */
    public GameInfo info() {
        return info;
    }

    /**
     * Returns the number of the move concerned, counting from 1 as the record writes the moves.
     *
     * @return the number, or empty when no move is concerned
     */
    public OptionalInt moveNumber() {
        return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }

    /**
     * Returns the move concerned as the record writes it, shown as {@link #reason()} is and cut after
     * 80 characters.
     *
     * @return the text, or empty when no move is concerned
     */
    public Optional<String> moveText() {
        return Optional.ofNullable(moveText);
    }

    /**
     * Returns why the move concerned is illegal, as the rules said.
     *
     * @return the reason, or empty for other kinds of problem
     */
    public Optional<IllegalMoveException.Reason> illegalMoveReason() {
        return Optional.ofNullable(illegal);
    }

    /**
     * Returns the sentence for a person: on one line, control and formatting characters from the input
     * written {@code \\uXXXX}, at most about 800 characters.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }

    /** This problem as an exception, with this location, kind and the canonical text's detail. */
    NotationException toException() {
        return new NotationException(location, kind, detail());
    }

    private String detail() {
        StringBuilder sb = new StringBuilder();
        if (moveNumber > 0) {
            sb.append("move ").append(moveNumber).append(" \"").append(moveText).append("\": ");
        }
        if (illegal != null) {
            sb.append(illegal).append(": ");
        }
        return sb.append(reason).toString();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Problem)) {
            return false;
        }
        Problem p = (Problem) o;
        return kind == p.kind && severity == p.severity && location.equals(p.location) && info.equals(p.info)
                && moveNumber == p.moveNumber && Objects.equals(moveText, p.moveText) && illegal == p.illegal
                && reason.equals(p.reason);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, severity, location, info, moveNumber, moveText, illegal, reason);
    }

    /**
     * Returns the canonical text: severity, kind, location, info, move and reason.
     *
     * @return e.g. {@code ERROR ILLEGAL_MOVE at x.wtb, game 3, move 23 "c4": NO_FLIP: ...}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(severity).append(' ').append(kind).append(" at ").append(location);
        if (!info.isEmpty()) {
            sb.append(' ');
            appendInfo(sb);
        }
        return sb.append(", ").append(detail()).toString();
    }

    /** The most characters of the header facts in {@link #toString()}. */
    private static final int INFO = 600;

    /** The header facts in the tag form of {@link GameInfo#toString()}, each value shown short and visible. */
    private void appendInfo(StringBuilder sb) {
        int start = sb.length();
        boolean first = true;
        for (Map.Entry<String, String> e : info.tags().entrySet()) {
            if (sb.length() - start > INFO) {
                sb.append(" ...");
                return;
            }
            if (!first) {
                sb.append(' ');
            }
            first = false;
            sb.append('[').append(Shown.text(e.getKey(), Shown.FIELD)).append(" \"");
            String v = Shown.text(e.getValue(), Shown.FIELD);
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c == '"') {
                    sb.append('\\');
                }
                sb.append(c);
            }
            sb.append("\"]");
        }
    }
}
