package io.github.reversi4j.solver;

import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.solver.internal.exact.ExactHandOver;

/**
 * A command-line measure of what the lines of {@link Solver#analyse} cost: each FFO problem of a range
 * analysed without lines, then with every move's line, on one thread; nodes of each and their ratio.
 * Not a test. Arguments: first and last problem numbers.
 */
public final class AnalyseLinesRun {
    private AnalyseLinesRun() {
    }

    public static void main(String[] args) {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        Solver solver = Solver.builder().hashMegabytes(256).build();
        long without = 0;
        long with = 0;
        for (int n = from; n <= to; n++) {
            Ffo f = Ffo.number(n);
            Analysis a = solver.analyse(StandardRules.othello(), f.state, Limit.none(), () -> false, 0,
                    new ExactHandOver.Keeper());
            Analysis b = solver.analyse(StandardRules.othello(), f.state, Limit.none());
            long x = a.nodes().orElseThrow();
            long y = b.nodes().orElseThrow();
            without += x;
            with += y;
            boolean same = a.moves().stream().map(m -> m.move() + " " + m.score()).toList()
                    .equals(b.moves().stream().map(m -> m.move() + " " + m.score()).toList());
            System.out.printf("#%d %d empties %d moves: nodes without lines %d, with %d, lines %d (%+.2f %%) %s%n", n,
                    f.empties(), b.moves().size(), x, y, y - x, 100.0 * (y - x) / x, same ? "same scores" : "SCORES DIFFER");
        }
        System.out.printf("total: without lines %d, with %d, lines %d (%+.2f %%)%n", without, with, with - without,
                100.0 * (with - without) / without);
    }
}
