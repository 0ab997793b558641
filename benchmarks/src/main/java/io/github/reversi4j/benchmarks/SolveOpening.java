package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.solver.Progress;
import io.github.reversi4j.solver.SolveFuture;
import io.github.reversi4j.solver.Solution;
import io.github.reversi4j.solver.Solver;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Solves the start of a rule set, or the position some moves reach from it, and prints where the
 * search stands every ten seconds, then the score, best move, nodes, wall-clock and CPU seconds. A
 * timed command for the small-board figures of {@code benchmarks/README.md} (6x6 Othello after a few
 * moves of its principal variation, and from the start). Run it with {@code java -cp
 * benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.SolveOpening RULES [MOVES [THREADS
 * [HASH_MB]]]}, e.g. {@code 'othello(size=6x6)' c4e3f4c5 2 1024}; MOVES {@code -} is the start itself,
 * and a number N the position after N plies each playing the last legal move in the rules' order.
 */
public final class SolveOpening {

    private SolveOpening() {
    }

    /**
     * Runs the solve.
     *
     * @param args RULES [MOVES [THREADS [HASH_MB]]]
     * @throws InterruptedException if interrupted while waiting
     * @throws ExecutionException if the solve failed
     */
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        Rules rules = RuleSets.of(args[0]);
        String moves = args.length > 1 ? args[1] : "-";
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int hash = args.length > 3 ? Integer.parseInt(args[3]) : 1024;
        GameState s = rules.initialState();
        if (moves.matches("[0-9]+")) {
            // that many plies, each the last legal move in the rules' order: a position off the beaten track
            StringBuilder played = new StringBuilder();
            for (int i = Integer.parseInt(moves); i > 0 && !rules.isTerminal(s); i--) {
                java.util.List<Move> legal = rules.legalMoves(s);
                Move m = legal.get(legal.size() - 1);
                played.append(m);
                s = rules.play(s, m);
            }
            moves = played.toString();
        } else if (!moves.equals("-")) {
            for (int i = 0; i + 2 <= moves.length(); i += 2) {
                s = rules.play(s, Move.parse(moves.substring(i, i + 2).toLowerCase(Locale.ROOT)));
            }
        }
        Solver solver = Solver.builder().threads(threads).hashMegabytes(hash).build();
        System.out.printf(Locale.ROOT, "%s %s, %d empties, %s, %s%n", rules.id(), moves, s.board().empties().size(), solver,
                System.getProperty("java.vm.version"));
        long cpu0 = cpu();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        SolveFuture task = solver.solveAsync(rules, s, Limit.none(), pool);
        pool.shutdown();
        Solution sol;
        while (true) {
            try {
                sol = task.get(10, TimeUnit.SECONDS);
                break;
            } catch (TimeoutException e) {
                Progress p = task.progress();
                System.out.printf(Locale.ROOT, "  ... root move %d/%d, %d nodes, %.0f s%n", p.movesDone(), p.moves(),
                        p.nodes(), p.elapsed().toMillis() / 1e3);
            }
        }
        double cpu = (cpu() - cpu0) / 1e9;
        double secs = sol.time().toNanos() / 1e9;
        System.out.printf(Locale.ROOT, "score %+d, best %s, %d nodes, %.2f s, %.0f nodes/s, cpu %.2f s%n", sol.score(),
                sol.bestMove().map(Move::toString).orElse("-"), sol.nodes(), secs, sol.nodes() / secs, cpu);
        System.out.printf(Locale.ROOT, "outcome %s, principal variation %s%n", sol.outcome(),
                sol.principalVariation().stream().map(Move::toString).collect(java.util.stream.Collectors.joining(" ")));
    }

    private static long cpu() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
        }
        return 0;
    }
}
