package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.internal.bitboard.Bitboards;
import io.github.reversi4j.eval.internal.Evaluator;
import io.github.reversi4j.solver.Solver;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
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
        String[] years = args[1].split("-");
        int from = Integer.parseInt(years[0]);
        int to = Integer.parseInt(years[years.length - 1]);
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
            byte[] all = Files.readAllBytes(dir.resolve("WTH_" + y + ".wtb"));
            int n = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN).getInt(4);
            for (int g = 0; g < n; g++) {
                collect(all, 16 + 68 * g, empties, byEmpties);
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
                int exact = solve(solver, t[0], t[1]);
                double v = Math.max(-64, Math.min(64, (double) ev.evaluate(t[0], t[1]) / Evaluator.UNIT));
                err += Math.abs(v - exact);
                size += Math.abs(exact);
                agree += (int) Math.signum(v) == Integer.signum(exact) ? 1 : 0;
            }
            System.out.printf(Locale.ROOT, "%7d %9d %10.2f %12.2f %11.1f%%%n", empties[k], m, err / m, size / m,
                    100.0 * agree / m);
        }
    }

    private static void collect(byte[] all, int at, int[] empties, List<List<long[]>> out) {
        long black = 0x0000000810000000L;
        long white = 0x0000001008000000L;
        int color = 0;
        boolean[] seen = new boolean[empties.length];
        for (int m = 0; m < 60; m++) {
            int code = all[at + 8 + m] & 0xFF;
            if (code == 0) {
                return;
            }
            int col = code % 10 - 1;
            int row = code / 10 - 1;
            if (col < 0 || col > 7 || row < 0 || row > 7) {
                return;
            }
            int x = row * 8 + col;
            long me = color == 0 ? black : white;
            long op = color == 0 ? white : black;
            if (Bitboards.legalMoves(me, op) == 0) {
                color ^= 1;
                long t = me;
                me = op;
                op = t;
            }
            long f = Bitboards.flips(me, op, x);
            if (f == 0 || ((me | op) & (1L << x)) != 0) {
                return;
            }
            int e = 64 - Long.bitCount(me | op);
            for (int k = 0; k < empties.length; k++) {
                if (e == empties[k] && !seen[k]) {
                    seen[k] = true;
                    out.get(k).add(new long[] {me, op});
                }
            }
            me |= f | (1L << x);
            op &= ~f;
            if (color == 0) {
                black = me;
                white = op;
            } else {
                white = me;
                black = op;
            }
            color ^= 1;
        }
    }

    private static int solve(Solver solver, long p, long o) {
        Board b = Board.empty(Geometry.STANDARD);
        for (int x = 0; x < 64; x++) {
            if ((p & (1L << x)) != 0) {
                b = b.with(Square.of(x & 7, x >>> 3), Color.BLACK);
            } else if ((o & (1L << x)) != 0) {
                b = b.with(Square.of(x & 7, x >>> 3), Color.WHITE);
            }
        }
        return solver.solve(StandardRules.othello(), GameState.of(b, Color.BLACK)).score();
    }
}
