package io.github.reversi4j.notation;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The counts a {@link Validator} collected: games read, valid, finished (valid and at their end),
 * unfinished (valid but stopped early with a result recorded, reported {@link ProblemKind#UNFINISHED}),
 * partial (valid, stopped early, no result recorded: an opening line, the start of a game) and
 * invalid, the problems counted by kind, and the first problems in full. Every game is counted once:
 * {@code games = finished + unfinished + partial + invalid}.
 *
 * <p>The canonical text is one line, e.g. {@code games=127475 valid=127475 finished=127062
 * unfinished=413 partial=0 invalid=0 problems={UNFINISHED=413}}. This class is immutable and
 * thread-safe.
 */
public final class ValidationSummary {

    private final long games;
    private final long valid;
    private final long finished;
    private final long unfinished;
    private final Map<ProblemKind, Long> counts;
    private final List<Problem> problems;
    private final Map<Severity, Long> severities;
    private final Map<Severity, Map<ProblemKind, Long>> bySeverity;

    ValidationSummary(long games, long valid, long finished, long unfinished, Map<ProblemKind, Long> counts,
            Map<Severity, Long> severities, Map<Severity, Map<ProblemKind, Long>> bySeverity, List<Problem> problems) {
        this.severities = Collections.unmodifiableMap(new EnumMap<>(severities));
        Map<Severity, Map<ProblemKind, Long>> k = new EnumMap<>(Severity.class);
        for (Severity v : Severity.values()) {
            Map<ProblemKind, Long> m = bySeverity.getOrDefault(v, Map.of());
            k.put(v, Collections.unmodifiableMap(m.isEmpty() ? new EnumMap<>(ProblemKind.class) : new EnumMap<>(m)));
        }
        this.bySeverity = Collections.unmodifiableMap(k);
        this.games = games;
        this.valid = valid;
        this.finished = finished;
        this.unfinished = unfinished;
        this.counts = Collections.unmodifiableMap(counts.isEmpty() ? new EnumMap<>(ProblemKind.class) : new EnumMap<>(counts));
        this.problems = List.copyOf(problems);
    }

    /**
     * Returns the number of games read.
     *
     * @return the count
     */
    public long games() {
        return games;
    }

    /**
     * Returns the number of games without an error.
     *
     * @return the count
     */
    public long valid() {
        return valid;
    }

    /**
     * Returns the number of valid games that reach their end.
     *
     * @return the count
     */
    public long finished() {
        return finished;
    }

    /**
     * Returns the number of valid games reported as stopping before their end.
     *
     * @return the count
     */
    public long unfinished() {
        return unfinished;
    }

    /**
     * Returns the number of valid games that stop before their end and record no result to check:
     * opening lines, fragments, transcripts of the start of a game. They are neither finished nor
     * {@linkplain ProblemKind#UNFINISHED unfinished}, which is said of a game whose record claims a
     * result the board does not reach.
     *
     * @return the count, {@code valid() - finished() - unfinished()}
     */
    public long partial() {
        return valid - finished - unfinished;
    }

    /**
     * Returns the number of games with an error.
     *
     * @return the count
     */
    public long invalid() {
        return games - valid;
    }

    /**
     * Returns the number of problems of a kind.
     *
     * @param kind the kind
     * @return the count
     */
    public long count(ProblemKind kind) {
        return counts.getOrDefault(kind, 0L);
    }

    /**
     * Returns the number of problems of a severity, whether or not they were kept.
     *
     * @param severity the severity
     * @return the count
     */
    public long count(Severity severity) {
        return severities.getOrDefault(severity, 0L);
    }

    /**
     * Returns the counts by kind of the problems of one severity, for the kinds found with it: a
     * problem counts with its own severity (a {@code BAD_HEADER} a reader lowered to a warning is a
     * warning), so one kind may be counted under two severities.
     *
     * @param severity the severity
     * @return an unmodifiable map, in the order of {@link ProblemKind}
     */
    public Map<ProblemKind, Long> counts(Severity severity) {
        return bySeverity.get(severity);
    }

    /**
     * Returns the problem counts by kind, for the kinds found.
     *
     * @return an unmodifiable map
     */
    public Map<ProblemKind, Long> counts() {
        return counts;
    }

    /**
     * Returns the problems kept in full: the first of each severity, as many as the validator keeps,
     * errors first, then warnings, then notices (kept only when the validator was asked to,
     * {@link Validator#keepingNotices()}; they are always {@linkplain #count(Severity) counted}).
     *
     * @return an unmodifiable list
     */
    public List<Problem> problems() {
        return problems;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ValidationSummary)) {
            return false;
        }
        ValidationSummary s = (ValidationSummary) o;
        return games == s.games && valid == s.valid && finished == s.finished && unfinished == s.unfinished
                && counts.equals(s.counts) && problems.equals(s.problems);
    }

    @Override
    public int hashCode() {
        return Objects.hash(games, valid, finished, unfinished, counts, problems);
    }

    /**
     * Returns the counts on one line.
     *
     * @return e.g. {@code games=12 valid=12 finished=12 unfinished=0 partial=0 invalid=0 problems={}}
     */
    @Override
    public String toString() {
        return "games=" + games + " valid=" + valid + " finished=" + finished + " unfinished=" + unfinished
                + " partial=" + partial() + " invalid=" + invalid() + " problems=" + counts;
    }
}
