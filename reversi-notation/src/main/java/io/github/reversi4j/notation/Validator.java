package io.github.reversi4j.notation;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Sums up many checked games in a {@link ValidationSummary}: counts games valid, finished, unfinished
 * and invalid, and problems by kind and severity, and keeps the first problems of each severity in
 * full (a bounded number, so that validating a huge archive needs constant memory). Notices (such as
 * {@link ProblemKind#UNFINISHED}) are counted always and kept only when asked
 * ({@link #keepingNotices()}). The checks themselves are those of the one path every reader takes,
 * listed in {@link CheckedGame}'s documentation; a validator only counts what they found.
 *
 * <pre>{@code
 * try (GameReader games = RecordFormat.open(Path.of("WTH_2004.wtb"), FormatOptions.defaults())) {
 *     ValidationSummary s = new Validator(100).validate(games).summary();
 * }
 * }</pre>
 *
 * <p>A validator is a mutable accumulator and not thread-safe; its summaries are immutable.
 */
public final class Validator implements GameVisitor {

    private final int keep;
    private long games;
    private long valid;
    private long finished;
    private long unfinished;
    private final Map<ProblemKind, Long> counts = new EnumMap<>(ProblemKind.class);
    private final Map<Severity, List<Problem>> kept = new EnumMap<>(Severity.class);
    private final Map<Severity, Long> severities = new EnumMap<>(Severity.class);
    private final Map<Severity, Map<ProblemKind, Long>> bySeverity = new EnumMap<>(Severity.class);
    private boolean notices;

    /**
     * Creates a validator that keeps at most a number of problems of each severity in full.
     *
     * @param keepProblems how many problems of each severity to keep, 0 or more; all are counted
     * @throws IllegalArgumentException if the number is negative
     */
    public Validator(int keepProblems) {
        if (keepProblems < 0) {
            throw new IllegalArgumentException("negative number of problems to keep: " + keepProblems);
        }
        this.keep = keepProblems;
        for (Severity v : Severity.values()) {
            kept.put(v, new ArrayList<>());
        }
    }

    /**
     * Keeps notices in full too, not only counts them.
     *
     * @return this validator
     */
    public Validator keepingNotices() {
        notices = true;
        return this;
    }

    /**
     * Reads every remaining game of a reader, then counts the reader's {@linkplain
     * GameReader#sourceProblems() source problems}.
     *
     * @param reader the reader; not closed
     * @return this validator
     * @throws NotationException if the source cannot be read any further
     */
    public Validator validate(GameReader reader) throws NotationException {
        reader.readAll(this);
        for (Problem p : reader.sourceProblems()) {
            report(p);
        }
        return this;
    }

    /**
     * Counts one checked game and its problems.
     *
     * @param game the game
     */
    @Override
    public void visit(CheckedGame game) {
        games++;
        boolean ok = game.isValid();
        if (ok) {
            valid++;
            if (game.isFinished()) {
                finished++;
            }
        }
        boolean stopped = false;
        for (Problem p : game.problems()) {
            stopped |= p.kind() == ProblemKind.UNFINISHED;
            report(p);
        }
        if (stopped && ok) {
            unfinished++;
        }
    }

    /**
     * Counts a problem of the source that belongs to no game (a bad header, trailing bytes).
     *
     * @param problem the problem
     */
    public void report(Problem problem) {
        counts.merge(problem.kind(), 1L, Long::sum);
        severities.merge(problem.severity(), 1L, Long::sum);
        bySeverity.computeIfAbsent(problem.severity(), v -> new EnumMap<>(ProblemKind.class)).merge(problem.kind(), 1L, Long::sum);
        List<Problem> list = kept.get(problem.severity());
        if (list.size() < keep && (notices || problem.severity() != Severity.NOTICE)) {
            list.add(problem);
        }
    }

    /**
     * Returns what has been counted so far.
     *
     * @return an immutable summary
     */
    public ValidationSummary summary() {
        List<Problem> all = new ArrayList<>();
        for (Severity v : Severity.values()) {
            all.addAll(kept.get(v));
        }
        return new ValidationSummary(games, valid, finished, unfinished, counts, severities, bySeverity, all);
    }
}
