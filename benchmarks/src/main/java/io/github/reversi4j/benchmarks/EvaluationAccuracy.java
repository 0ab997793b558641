package io.github.reversi4j.benchmarks;

import io.github.reversi4j.eval.internal.Evaluator;
import io.github.reversi4j.solver.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The accuracy of the bundled evaluation against exact scores: positions of the WTHOR games of the
 * given (held-out) years, drawn with a seed, solved exactly by the solver, and the mean absolute error
 * of the evaluation in discs by number of empty squares.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.EvaluationAccuracy \
 *     testdata/wthor 2005-2009 --empties 12,14,16,18,20 --count 200 --seed 1
 * }</pre>
 */
public final class EvaluationAccuracy {

    private EvaluationAccuracy() {
    }

    /**
     * Runs the report.
     *
     * @param args WTHOR_DIR Y1-Y2 [--empties E1,E2,...] [--count N] [--seed S]
     * @throws IOException when a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int[] years = WthorGames.years(args[1]);
        int from = years[0];
        int to = years[1];
        int[] empties = {12, 14, 16, 18, 20};
        int count = 200;
        long seed = 1;
        for (int i = 2; i < args.length; i += 2) {
            switch (args[i]) {
                case "--empties":
                    String[] e = args[i + 1].split(",");
                    empties = new int[e.length];
                    for (int k = 0; k < e.length; k++) {
                        empties[k] = Integer.parseInt(e[k]);
                    }
                    break;
                case "--count":
                    count = Integer.parseInt(args[i + 1]);
                    break;
                case "--seed":
                    seed = Long.parseLong(args[i + 1]);
                    break;
                default:
                    throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        // every game's position with each number of empties asked for (the first such position)
        List<List<long[]>> byEmpties = new ArrayList<>();
        for (int k = 0; k < empties.length; k++) {
            byEmpties.add(new ArrayList<>());
        }
        for (int y = from; y <= to; y++) {
            byte[] all = WthorGames.year(dir, y);
            int n = WthorGames.games(all);
            for (int g = 0; g < n; g++) {
                collect(all, g, empties, byEmpties);
            }
        }
        Evaluator ev = Evaluator.standard();
        Solver solver = Solver.builder().hashMegabytes(64).build();
        SplittableRandom rnd = new SplittableRandom(seed);
        System.out.printf(Locale.ROOT, "years %d-%d, seed %d, %d positions per row%n", from, to, seed, count);
        System.out.printf(Locale.ROOT, "%7s %9s %10s %12s %12s%n", "empties", "positions", "MAE discs", "mean |exact|",
                "sign agrees");
        for (int k = 0; k < empties.length; k++) {
            List<long[]> pool = byEmpties.get(k);
            double err = 0;
            double size = 0;
            int agree = 0;
            int m = Math.min(count, pool.size());
            for (int i = 0; i < m; i++) {
                // a seeded draw without replacement
                int j = i + rnd.nextInt(pool.size() - i);
                long[] t = pool.get(j);
                pool.set(j, pool.get(i));
                pool.set(i, t);
                int exact = LabelCache.solve(solver, t[0], t[1]);
                double v = Math.max(-64, Math.min(64, (double) ev.evaluate(t[0], t[1]) / Evaluator.UNIT));
                err += Math.abs(v - exact);
                size += Math.abs(exact);
                agree += (int) Math.signum(v) == Integer.signum(exact) ? 1 : 0;
            }
            System.out.printf(Locale.ROOT, "%7d %9d %10.2f %12.2f %11.1f%%%n", empties[k], m, err / m, size / m,
                    100.0 * agree / m);
        }
    }

    /** Adds a game's first position with each number of empties asked for, up to its first illegal move. */
    private static void collect(byte[] all, int game, int[] empties, List<List<long[]>> out) {
        boolean[] seen = new boolean[empties.length];
        WthorGames.replay(all, game, (me, op, color, x, legal) -> {
            if (!legal) {
                return false;
            }
            int e = 64 - Long.bitCount(me | op);
            for (int k = 0; k < empties.length; k++) {
                if (e == empties[k] && !seen[k]) {
                    seen[k] = true;
                    out.get(k).add(new long[] {me, op});
                }
            }
            return true;
        });
    }
}
