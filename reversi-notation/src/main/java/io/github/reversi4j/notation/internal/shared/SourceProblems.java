package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The problems of a source that belong to no game, kept in bounded memory: the first {@value #KEPT},
 * then only a count of the others, reported as one {@link ProblemKind#LIMIT_EXCEEDED} problem at the
 * last of them. Junk between games may repeat millions of times; a reader must not keep a problem for
 * each. Not thread-safe.
 */
public final class SourceProblems {

    /** The most problems kept. */
    public static final int KEPT = 1000;

    private final List<Problem> kept = new ArrayList<>();
    private long dropped;
    private Location last;

    /**
     * Adds a problem, or counts it when {@value #KEPT} are kept.
     *
     * @param p the problem
     */
    public void add(Problem p) {
        if (kept.size() < KEPT) {
            kept.add(p);
        } else {
            dropped++;
            last = p.location();
        }
    }

    /**
     * Returns the problems kept, and the count of the others as a last problem.
     *
     * @return the problems, unmodifiable
     */
    public List<Problem> list() {
        if (dropped == 0) {
            return Collections.unmodifiableList(kept);
        }
        List<Problem> all = new ArrayList<>(kept.size() + 1);
        all.addAll(kept);
        all.add(Problem.of(ProblemKind.LIMIT_EXCEEDED, last, dropped + " more problems outside any game, up to here, are"
                + " counted but not listed (the first " + KEPT + " are)"));
        return Collections.unmodifiableList(all);
    }
}
