package io.github.reversi4j.examples;

import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.Severity;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Every problem of a run, counted by severity and kind, with the first ones of each severity kept in
 * full, so that the listing shows errors first: one error among a million notices is never crowded
 * out. A problem counts with its own severity (a {@code BAD_HEADER} lowered to a warning is a warning).
 */
final class ProblemLog {

    private final int keep;
    private final boolean notices;
    private final Map<Severity, Map<ProblemKind, Long>> counts = new EnumMap<>(Severity.class);
    private final Map<Severity, List<Problem>> kept = new EnumMap<>(Severity.class);

    /**
     * @param keep how many problems to list in all, 0 or more
     * @param notices whether notices are listed too; they are always counted
     */
    ProblemLog(int keep, boolean notices) {
        this.keep = keep;
        this.notices = notices;
        for (Severity s : Severity.values()) {
            counts.put(s, new EnumMap<>(ProblemKind.class));
            kept.put(s, new ArrayList<>());
        }
    }

    /** Counts a problem, and keeps it if its severity has room. */
    void add(Problem p) {
        counts.get(p.severity()).merge(p.kind(), 1L, Long::sum);
        List<Problem> list = kept.get(p.severity());
        if (list.size() < keep && (notices || p.severity() != Severity.NOTICE)) {
            list.add(p);
        }
    }

    /** Counts problems. */
    void addAll(List<Problem> problems) {
        for (Problem p : problems) {
            add(p);
        }
    }

    /**
     * The problems to list: errors, then warnings, then notices when they are asked for, each in the
     * order found, at most {@code keep} in all.
     */
    List<Problem> listed() {
        List<Problem> out = new ArrayList<>();
        for (Severity s : Severity.values()) {
            for (Problem p : kept.get(s)) {
                if (out.size() == keep) {
                    return out;
                }
                out.add(p);
            }
        }
        return out;
    }

    /** How many problems of a severity were found. */
    long count(Severity s) {
        return counts.get(s).values().stream().mapToLong(Long::longValue).sum();
    }

    /** How many problems are listed when all that may be listed are: notices only when asked for. */
    long listable() {
        return notices ? total() : total() - count(Severity.NOTICE);
    }

    /** How many problems were found in all. */
    long total() {
        long n = 0;
        for (Severity s : Severity.values()) {
            n += count(s);
        }
        return n;
    }

    /** The kinds found with a severity and their counts, in the order of {@link ProblemKind}. */
    Map<ProblemKind, Long> kinds(Severity s) {
        return Collections.unmodifiableMap(counts.get(s));
    }

    /** Whether an error was found. */
    boolean hasErrors() {
        return count(Severity.ERROR) > 0;
    }
}
