package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.solver.Solution;
import io.github.reversi4j.solver.Solver;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Solves FFO problems one after the other, as {@code edax -solve FILE -n 1 -l 60} does, and prints a
 * row per position (number, empties, best move and score, whether the file's best score agrees,
 * nodes, wall-clock seconds, nodes per second, the process's CPU seconds) and the totals. A timed
 * command for the comparison of {@code benchmarks/README.md}, not a JMH benchmark: one exact solve
 * of a 20-to-26-empty position takes seconds, and the comparison with Edax is a whole run. Run it with
 * {@code java -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.FfoSolve FILE FIRST
 * [COUNT [THREADS]]}; FIRST is the number of the file's first problem, e.g.
 * {@code testdata/ffo/fforum-40-59.obf 40 10 1} for #40-#49 on one thread. The solver's test class {@code FfoRun}
 * runs FFO problems with techniques switched off, for the ablation table.
 */
public final class FfoSolve {

    private FfoSolve() {
    }

    /**
     * Runs the solves.
     *
     * @param args FILE FIRST [COUNT [THREADS [HASH_MB]]]
     * @throws IOException if the file cannot be read
     * @throws io.github.reversi4j.core.TextParseException if a line is not an OBF position
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int first = Integer.parseInt(args[1]);
        int count = args.length > 2 ? Integer.parseInt(args[2]) : Integer.MAX_VALUE;
        int threads = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        int hash = args.length > 4 ? Integer.parseInt(args[4]) : 256;
        List<ObfPosition> positions = new ArrayList<>();
        // the lines through ObfPosition.parse: the positions with their published scores
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            if (!line.isBlank() && !line.strip().startsWith("%")) {
                positions.add(ObfPosition.parse(line));
            }
        }
        Solver solver = Solver.builder().threads(threads).hashMegabytes(hash).build();
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        System.out.printf(Locale.ROOT, "%s, %s, load average %.2f%n", solver, System.getProperty("java.vm.version"),
                os.getSystemLoadAverage());
        System.out.printf(Locale.ROOT, "%4s %7s %8s %8s %14s %9s %12s %9s%n", "#", "empties", "move", "file", "nodes",
                "seconds", "nodes/s", "cpu s");
        long nodes = 0;
        long nanos = 0;
        long cpu0 = cpu();
        int wrong = 0;
        for (int i = 0; i < positions.size() && i < count; i++) {
            ObfPosition p = positions.get(i);
            GameState s = p.position();
            long c0 = cpu();
            Solution sol = solver.solve(io.github.reversi4j.core.StandardRules.othello(), s);
            long c1 = cpu();
            int expected = p.bestScore().orElse(Integer.MIN_VALUE);
            Move best = sol.bestMove().orElseThrow();
            boolean ok = sol.score() == expected && p.scores().getOrDefault(best, expected) == expected;
            wrong += ok ? 0 : 1;
            nodes += sol.nodes();
            nanos += sol.time().toNanos();
            System.out.printf(Locale.ROOT, "%4d %7d %8s %8s %14d %9.2f %12.0f %9.2f%n", first + i,
                    s.board().empties().size(), sol.bestMoveScore(), (expected >= 0 ? "+" : "") + expected + (ok ? "" : " WRONG"),
                    sol.nodes(), sol.time().toNanos() / 1e9, sol.nodes() / (sol.time().toNanos() / 1e9), (c1 - c0) / 1e9);
        }
        System.out.printf(Locale.ROOT, "total nodes %d, %.2f s, %.0f nodes/s, cpu %.2f s, load average %.2f, %d wrong%n",
                nodes, nanos / 1e9, nodes / (nanos / 1e9), (cpu() - cpu0) / 1e9, os.getSystemLoadAverage(), wrong);
    }

    private static long cpu() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
        }
        return 0;
    }
}
