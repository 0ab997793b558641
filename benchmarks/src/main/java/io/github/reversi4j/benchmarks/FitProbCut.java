package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import io.github.reversi4j.eval.internal.Evaluator;
import io.github.reversi4j.solver.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Fits the margins of the solver's probable cuts (its class {@code ProbCut}): for positions of WTHOR
 * games with a given number of empty squares, the value of a shallow search with the bundled
 * evaluation against the exact score, by least squares ({@code exact = a * shallow + b}) and the
 * standard deviation of what is left. The exact score of a position with 24 empties is its game's
 * theoretical score (WTHOR stores it: perfect play from there); other positions are solved by the
 * solver. Positions are drawn with a seed, one per game at most; the shallow search is the solver's
 * (a minimax of the given depth, the evaluation at its horizon, a pass not counted as a move, a
 * finished game worth its margin).
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.FitProbCut \
 *     testdata/wthor 2005-2009 --points 14:2:400,16:2:300,18:3:200,20:3:100,24:4:2000 --seed 1
 * }</pre>
 *
 * <p>Each point is EMPTIES:DEPTH:COUNT; the output has one line per point, {@code {empties, a, b,
 * sigma}}, as the solver's table holds them, beside the correlation and the mean absolute error.
 */
public final class FitProbCut {

    private FitProbCut() {
    }

    /**
     * Runs the fit.
     *
     * @param args WTHOR_DIR Y1-Y2 [--points E:D:N,...] [--seed S]
     * @throws IOException when a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int[] years = WthorGames.years(args[1]);
        int from = years[0];
        int to = years[1];
        String points = "14:2:400,16:2:300,18:3:200,20:3:100,24:4:2000";
        long seed = 1;
        for (int i = 2; i < args.length; i += 2) {
            switch (args[i]) {
                case "--points":
                    points = args[i + 1];
                    break;
                case "--seed":
                    seed = Long.parseLong(args[i + 1]);
                    break;
                default:
                    throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Evaluator ev = Evaluator.standard();
        Solver solver = Solver.builder().hashMegabytes(64).build();
        System.out.printf(Locale.ROOT, "years %d-%d, seed %d%n", from, to, seed);
        System.out.printf(Locale.ROOT, "%-28s %7s %6s %6s %12s%n", "{empties, a, b, sigma}", "depth", "count", "r",
                "MAE shallow");
        for (String point : points.split(",")) {
            String[] f = point.split(":");
            int empties = Integer.parseInt(f[0]);
            int depth = Integer.parseInt(f[1]);
            int count = Integer.parseInt(f[2]);
            List<long[]> pool = new ArrayList<>();
            for (int y = from; y <= to; y++) {
                byte[] all = WthorGames.year(dir, y);
                int n = WthorGames.games(all);
                for (int g = 0; g < n; g++) {
                    long[] t = position(all, g, empties);
                    if (t.length > 0) {
                        pool.add(t);
                    }
                }
            }
            SplittableRandom rnd = new SplittableRandom(seed);
            int m = Math.min(count, pool.size());
            double[] x = new double[m];
            double[] y = new double[m];
            for (int i = 0; i < m; i++) {
                int j = i + rnd.nextInt(pool.size() - i);
                long[] t = pool.get(j);
                pool.set(j, pool.get(i));
                pool.set(i, t);
                x[i] = (double) shallow(ev, t[0], t[1], depth) / Evaluator.UNIT;
                y[i] = empties == 24 ? t[2] : LabelCache.solve(solver, t[0], t[1]);
            }
            double mx = 0;
            double my = 0;
            for (int i = 0; i < m; i++) {
                mx += x[i] / m;
                my += y[i] / m;
            }
            double sxx = 0;
            double sxy = 0;
            double syy = 0;
            double mae = 0;
            for (int i = 0; i < m; i++) {
                sxx += (x[i] - mx) * (x[i] - mx);
                sxy += (x[i] - mx) * (y[i] - my);
                syy += (y[i] - my) * (y[i] - my);
                mae += Math.abs(x[i] - y[i]) / m;
            }
            double a = sxy / sxx;
            double b = my - a * mx;
            double rss = 0;
            for (int i = 0; i < m; i++) {
                double r = y[i] - (a * x[i] + b);
                rss += r * r;
            }
            double sigma = Math.sqrt(rss / Math.max(1, m - 2));
            System.out.printf(Locale.ROOT, "%-28s %7d %6d %6.3f %12.2f%n",
                    String.format(Locale.ROOT, "{%d, %.3f, %.3f, %.3f},", empties, a, b, sigma), depth, m,
                    sxy / Math.sqrt(sxx * syy), mae);
        }
    }

    /**
     * The minimax value of a position searched depth moves deep with the evaluation at the horizon
     * (1/128 disc), a pass not counted as a move, a finished game worth its margin.
     */
    static int shallow(Evaluator ev, long p, long o, int depth) {
        if (depth == 0) {
            return ev.evaluate(p, o);
        }
        long moves = Bitboards.legalMoves(p, o);
        if (moves == 0) {
            if (Bitboards.legalMoves(o, p) == 0) {
                int d = Long.bitCount(p) - Long.bitCount(o);
                int e = 64 - Long.bitCount(p | o);
                return Evaluator.UNIT * (d > 0 ? d + e : d < 0 ? d - e : 0);
            }
            return -shallow(ev, o, p, depth);
        }
        int best = -Integer.MAX_VALUE;
        while (moves != 0) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, x);
            best = Math.max(best, -shallow(ev, o ^ f, p ^ f ^ (1L << x), depth - 1));
        }
        return best;
    }

    /**
     * The position of a game with the given number of empties and the side to move: {p, o, the
     * theoretical score of the side to move}, or an empty array if the game has none or does not replay.
     */
    private static long[] position(byte[] all, int game, int empties) {
        int blackValue = 2 * WthorGames.theoretical(all, game) - 64;
        long[][] found = new long[1][];
        WthorGames.replay(all, game, (me, op, color, x, legal) -> {
            if (64 - Long.bitCount(me | op) == empties) {
                found[0] = new long[] {me, op, color == 0 ? blackValue : -blackValue};
                return false;
            }
            return true;
        });
        return found[0] == null ? new long[0] : found[0];
    }
}
