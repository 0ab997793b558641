package io.github.reversi4j.solver;

/** A command-line run over FFO problems: number range, threads. Not a test. */
public final class FfoRun {
    private FfoRun() {
    }

    public static void main(String[] args) {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        String off = args.length > 3 ? args[3] : "";
        Tuning t = Tuning.ALL;
        for (String o : off.split(",")) {
            if (!o.isEmpty()) {
                t = t.without(o);
            }
        }
        Solver solver = Solver.builder().threads(threads).hashMegabytes(256).build().withTuning(t);
        long totalNodes = 0;
        long totalNs = 0;
        for (int n = from; n <= to; n++) {
            Ffo f = Ffo.number(n);
            long t0 = System.nanoTime();
            Solution s = solver.solve(io.github.reversi4j.core.StandardRules.othello(), f.state);
            long ns = System.nanoTime() - t0;
            totalNodes += s.nodes();
            totalNs += ns;
            System.out.printf("#%d %d empties %s expected %+d nodes %d time %.3f s %.1f Mn/s %s%n", n, f.empties(),
                    s.bestMoveScore(), f.best(), s.nodes(), ns / 1e9, s.nodes() / (ns / 1e3), s.score() == f.best() && s.bestMove().map(m -> f.scores.get(m)).orElse(Integer.MIN_VALUE) == f.best() ? "ok" : "WRONG");
        }
        System.out.printf("total nodes %d time %.3f s %.1f Mn/s%n", totalNodes, totalNs / 1e9, totalNodes / (totalNs / 1e3));
    }
}
