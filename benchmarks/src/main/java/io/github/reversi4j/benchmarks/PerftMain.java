package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Perft from the 8x8 start on the engine path as a whole program, to time it from outside against
 * another program's perft (start-up included). Like Edax's {@code perft N}, it counts every depth
 * from 1 to N in turn and prints one line per depth: depth, leaves, seconds, leaves per second.
 * Convention: {@link Perft.Convention#EXCLUDE_ENDED}, Edax's.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.PerftMain 12
 * java -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.PerftMain 13 --threads 2 --only
 * </pre>
 * Options: {@code --threads N} counts with {@link BitboardPerft#parallel(long, long, int, Perft.Convention, int)}
 * (1, the default, is {@link BitboardPerft#count(long, long, int, Perft.Convention)}); {@code --only} counts
 * depth N alone.
 */
public final class PerftMain {

    private static final int MAX_DEPTH = 20;
    private static final int MAX_THREADS = 1024;

    private PerftMain() {
    }

    /**
     * Runs the count.
     *
     * @param args the depth, then the options
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        int depth = -1;
        int threads = 1;
        boolean only = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--only")) {
                only = true;
            } else if (a.equals("--threads") && i + 1 < args.length) {
                threads = parse(args[++i], 1, MAX_THREADS, "threads");
            } else if (depth < 0) {
                depth = parse(a, 0, MAX_DEPTH, "depth");
            } else {
                usage("unexpected argument: " + a);
            }
        }
        if (depth < 0) {
            usage("no depth given");
        }
        GameState start = StandardRules.othello().initialState();
        long black = BitboardAccess.bits(start, Color.BLACK);
        long white = BitboardAccess.bits(start, Color.WHITE);
        long total = 0;
        long t0 = System.nanoTime();
        for (int d = only ? depth : 1; d <= depth; d++) {
            long t = System.nanoTime();
            long n = threads == 1 ? BitboardPerft.count(black, white, d, false)
                    : BitboardPerft.parallel(black, white, d, false, threads);
            double s = (System.nanoTime() - t) / 1e9;
            total += n;
            out.printf(Locale.ROOT, "%2d %,16d %9.3f s %10.3e leaves/s%n", d, n, s, s > 0 ? n / s : 0.0);
        }
        out.printf(Locale.ROOT, "total %,d leaves in %.3f s, %d thread(s), Edax's convention%n", total,
                (System.nanoTime() - t0) / 1e9, threads);
    }

    private static int parse(String s, int min, int max, String what) {
        try {
            int v = Integer.parseInt(s);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        usage(what + " must be a number from " + min + " to " + max + ": " + s);
        return min;
    }

    private static void usage(String problem) {
        System.err.println("PerftMain: " + problem);
        System.err.println("usage: PerftMain DEPTH [--threads N] [--only]");
        System.exit(2);
    }
}
