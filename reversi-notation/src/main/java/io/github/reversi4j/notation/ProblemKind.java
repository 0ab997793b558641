package io.github.reversi4j.notation;

/**
 * What kind of fault or fact a {@link Problem} reports. Each kind has a default {@link Severity}.
 */
public enum ProblemKind {
    /** The text or bytes do not follow the format's grammar. */
    SYNTAX(Severity.ERROR),
    /** The record ends in the middle: a short final record, an unclosed game, a missing field. */
    TRUNCATED(Severity.ERROR),
    /** A move names no square of the board (a WTHOR byte such as 19 or 90, {@code z9} in a text). */
    UNKNOWN_SQUARE(Severity.ERROR),
    /** A move is not legal where it is played; {@link Problem#illegalMoveReason()} says why. */
    ILLEGAL_MOVE(Severity.ERROR),
    /** The result the record states differs from the result of its replay. */
    RESULT_MISMATCH(Severity.ERROR),
    /** The game stops before its end (resigned, adjourned, adjudicated, time out): it is not scored. */
    UNFINISHED(Severity.NOTICE),
    /** The board type is one the library cannot play (the GGF octagon, a size out of range). */
    UNSUPPORTED_BOARD_TYPE(Severity.ERROR),
    /** The record names rules, or a game type, that no registered rule set provides. */
    UNKNOWN_RULES(Severity.ERROR),
    /** A header field is out of range or inconsistent (a WTHOR count, a score byte above 64). */
    BAD_HEADER(Severity.ERROR),
    /** A player or tournament number has no entry in its name file. */
    UNKNOWN_NAME(Severity.WARNING),
    /** A move's letter case contradicts the case convention the reader was told to expect. */
    CASE_MISMATCH(Severity.WARNING),
    /** A property or field the reader does not know; it is kept but not checked. */
    UNKNOWN_FIELD(Severity.WARNING),
    /** Bytes or text after the last record the header announces. */
    TRAILING_DATA(Severity.WARNING),
    /** A record is larger than the reader's limit (a defence against unbounded input). */
    LIMIT_EXCEEDED(Severity.ERROR),
    /**
     * The source could not be read, or the sink written: its {@link java.io.IOException} is the
     * exception's cause. Also a path that is no regular file where one is read or written.
     */
    IO(Severity.ERROR),
    /** A format cannot hold a game given to its writer; see {@link UnwritableGameException}. */
    UNWRITABLE(Severity.ERROR),
    /** A file's content is of another format than its name says. */
    WRONG_FORMAT(Severity.ERROR),
    /**
     * An exact score the record stores (a WTHOR game's theoretical score, an OBF move's score) differs
     * from the score of perfect play, as an engine's solve of the position found it.
     */
    SCORE_MISMATCH(Severity.ERROR);

    private final Severity severity;

    ProblemKind(Severity severity) {
        this.severity = severity;
    }

    /**
     * Returns the severity a problem of this kind has unless the reader says otherwise.
     *
     * @return the default severity
     */
    public Severity defaultSeverity() {
        return severity;
    }
}
