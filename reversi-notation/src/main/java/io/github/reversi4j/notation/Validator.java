package io.github.reversi4j.notation;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the results of checking games into a {@link ValidationSummary}: games counted, valid,
 * finished, unfinished and invalid, problems counted by kind, and the first problems kept in full (a
 * bounded number, so that validating a huge archive needs constant memory).
 *
 * <pre>{@code
 * Validator v = new Validator(100);
 * try (GameReader r = ...) {
 *     r.forEach(v);
 * }
 * ValidationSummary s = v.summary();
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
    private final List<Problem> kept = new ArrayList<>();

    /**
     * Creates a validator that keeps at most a number of problems in full.
     *
     * @param keepProblems how many problems to keep, 0 or more; all are counted
     * @throws IllegalArgumentException if the number is negative
     */
    public Validator(int keepProblems) {
        if (keepProblems < 0) {
            throw new IllegalArgumentException("negative number of problems to keep: " + keepProblems);
        }
        this.keep = keepProblems;
    }

    /**
     * Reads every remaining game of a reader, then counts the reader's {@linkplain
     * GameReader#sourceProblems() source problems}.
     *
     * @param reader the reader; not closed
     * @return this validator
     * @throws NotationException if the source cannot be read any further
     */
    public Validator readAll(GameReader reader) throws NotationException {
        reader.forEach(this);
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
        count(game.isValid(), game.isFinished(), game.problems());
    }

    /**
     * Counts one game checked without building a {@link CheckedGame} (the allocation-lean paths of the
     * readers use this).
     *
     * @param isValid whether the game has no error
     * @param isFinished whether it is valid and ends the game
     * @param problems its problems
     */
    public void count(boolean isValid, boolean isFinished, List<Problem> problems) {
        games++;
        if (isValid) {
            valid++;
            if (isFinished) {
                finished++;
            }
        }
        boolean stopped = false;
        for (Problem p : problems) {
            stopped |= p.kind() == ProblemKind.UNFINISHED;
            report(p);
        }
        if (stopped && isValid) {
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
        if (kept.size() < keep) {
            kept.add(problem);
        }
    }

    /**
     * Returns what has been counted so far.
     *
     * @return an immutable summary
     */
    public ValidationSummary summary() {
        return new ValidationSummary(games, valid, finished, unfinished, counts, kept);
    }
}
