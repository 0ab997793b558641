package io.github.reversi4j.solver;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import java.util.stream.Collectors;

/**
 * Prints the rows of docs/SOLVED.md: each rule set's start position solved. Not a test; run it with
 * the rule-set ids to solve and the threads as the first argument.
 */
public final class SolvedTable {
    private SolvedTable() {
    }

    static String row(Rules rules, Solution s) {
        GameState start = rules.initialState();
        String pv = s.principalVariation().stream().map(Move::toString).collect(Collectors.joining(" "));
        return "| `" + rules.id() + "` | " + rules.geometry() + " | " + rules.colorName(start.toMove()) + " | "
                + (s.score() >= 0 ? "+" : "") + s.score() + " " + s.verdict() + " | " + s.outcome() + " | " + pv + " | "
                + s.nodes() + " | " + String.format("%.2f s", s.time().toNanos() / 1e9) + " |";
    }

    public static void main(String[] args) {
        int threads = Integer.parseInt(args[0]);
        Solver solver = Solver.builder().threads(threads).hashMegabytes(512).build();
        for (int i = 1; i < args.length; i++) {
            Rules rules = RuleSets.of(args[i]);
            Solution s = solver.solve(rules, rules.initialState());
            System.out.println(row(rules, s));
            System.out.flush();
        }
    }
}
