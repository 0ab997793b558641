package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The cost of the public immutable API against the engine path, in CPU time of this thread, for
 * machines shared with other work: perft from the 8x8 start through {@link Perft#count} and through
 * {@link BitboardPerft#count(long, long, int, Perft.Convention)}, then random playouts through the API
 * ({@link PlayoutBenchmark#api()}) and on raw bitboards ({@link PlayoutBenchmark#raw()}). The two
 * sides of each pair run in turn, round after round, and the ratio is taken round by round; the
 * median and the smallest ratio are printed. Run it with
 * {@code java -Xss16m -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.ApiCpuRatio [depth] [rounds]}
 * (defaults: depth 10, 21 rounds).
 */
public final class ApiCpuRatio {

    private static final int GAMES = 20_000;

    private ApiCpuRatio() {
    }

    /** One side of a pair: returns something, so that nothing is optimised away. */
    @FunctionalInterface
    private interface Run {
        long run();
    }

    /**
     * Measures both pairs.
     *
     * @param args the perft depth (at most 12) and the number of rounds (at most 1000)
     */
    public static void main(String[] args) {
        int depth = args.length > 0 ? Math.max(1, Math.min(12, Integer.parseInt(args[0]))) : 10;
        int rounds = args.length > 1 ? Math.max(1, Math.min(1000, Integer.parseInt(args[1]))) : 21;
        Rules rules = StandardRules.othello();
        GameState start = rules.initialState();
        long black = BitboardAccess.bits(start, Color.BLACK);
        long white = BitboardAccess.bits(start, Color.WHITE);
        Perft.Convention c = Perft.Convention.EXCLUDE_ENDED;
        long leaves = BitboardPerft.count(black, white, depth, c == Perft.Convention.COUNT_ENDED);
        pair("perft " + depth + " from the 8x8 start", leaves, "leaves", rounds,
                () -> Perft.count(rules, start, depth, c), () -> BitboardPerft.count(black, white, depth, c == Perft.Convention.COUNT_ENDED));
        PlayoutBenchmark playouts = new PlayoutBenchmark();
        pair("random 8x8 playouts", GAMES, "playouts", rounds, () -> {
            long s = 0;
            for (int i = 0; i < GAMES; i++) {
                s += playouts.api();
            }
            return s;
        }, () -> {
            long s = 0;
            for (int i = 0; i < GAMES; i++) {
                s += playouts.raw();
            }
            return s;
        });
    }

    private static void pair(String name, long units, String unit, int rounds, Run api, Run engine) {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int i = 0; i < 3; i++) {
            sink += api.run() + engine.run();
        }
        double[] a = new double[rounds];
        double[] e = new double[rounds];
        double[] ratio = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            long t0 = t.getCurrentThreadCpuTime();
            sink += api.run();
            long t1 = t.getCurrentThreadCpuTime();
            sink += engine.run();
            long t2 = t.getCurrentThreadCpuTime();
            a[i] = (t1 - t0) / 1e9;
            e[i] = (t2 - t1) / 1e9;
            ratio[i] = a[i] / e[i];
        }
        Arrays.sort(a);
        Arrays.sort(e);
        Arrays.sort(ratio);
        int m = rounds / 2;
        System.out.printf(Locale.ROOT, "%s, %d rounds: API time / engine time median %.3f (min %.3f, max %.3f);"
                + " API %.3g %s per CPU second, engine %.3g (medians) [%d]%n", name, rounds, ratio[m], ratio[0],
                ratio[rounds - 1], units / a[m], unit, units / e[m], sink & 1);
    }
}
