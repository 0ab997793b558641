package io.github.reversi4j.solver;

import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The values of docs/SOLVED.md. A board of at most 16 squares is checked in every build against plain
 * minimax over its whole game tree (the oracle, {@link BruteForce}); the larger ones are solved again
 * under -Psolve-6x6. Every row's principal variation is replayed to the outcome the row states.
 */
class SolvedDocTest {

    /** One row of the table: rule-set id, value for the first mover, verdict, outcome, principal variation. */
    static final class Row {
        final String id;
        final int value;
        final Verdict verdict;
        final String outcome;
        final List<String> pv;

        Row(String id, int value, Verdict verdict, String outcome, List<String> pv) {
            this.id = id;
            this.value = value;
            this.verdict = verdict;
            this.outcome = outcome;
            this.pv = pv;
        }

        @Override
        public String toString() {
            return id;
        }
    }

    static List<Row> rows() throws IOException {
        String d = System.getProperty("reversi4j.data");
        Path docs = (d == null || d.isEmpty() ? Path.of("../testdata") : Path.of(d)).resolveSibling("docs");
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(docs.resolve("SOLVED.md"), StandardCharsets.UTF_8)) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String[] c = line.split("\\|");
            String id = c[1].strip().replace("`", "");
            String[] value = c[4].strip().split(" ");
            rows.add(new Row(id, Integer.parseInt(value[0].replace("+", "")), Verdict.valueOf(value[1]), c[5].strip(),
                    List.of(c[6].strip().split(" "))));
        }
        return rows;
    }

    static Stream<Row> small() throws IOException {
        return rows().stream().filter(r -> RuleSets.of(r.id).geometry().size() <= 16);
    }

    static Stream<Row> large() throws IOException {
        return rows().stream().filter(r -> RuleSets.of(r.id).geometry().size() > 16);
    }

    @Test
    void theTableHasTheSmallBoardsOfEveryTwoPlayerRuleSet() throws IOException {
        List<String> ids = rows().stream().map(r -> r.id).toList();
        assertThat(ids).contains("othello(size=4x4)", "othello(size=4x4,opening=parallel)", "anti-othello(size=4x4)",
                "reversi-ravensburger(size=4x4)", "reversi-single-line(size=4x4)", "piecepack", "othello(size=4x6)");
    }

    /** 6x6 Othello from the standard start is a White win by 20-16 (Feinstein, 1993): -4 for Black. */
    @Test
    void sixBySixIsAWhiteWinByFourUnderTheProfile() {
        assumeTrue(Boolean.getBoolean("reversi4j.solve6x6"), "solved under -Psolve-6x6");
        Rules rules = RuleSets.of("othello(size=6x6)");
        Solution s = solveShowingProgress(rules);
        assertThat(s.score()).isEqualTo(-4);
        assertThat(s.outcome().winner()).contains(Color.WHITE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("small")
    void smallBoardsAgreeWithMinimaxOverTheWholeTree(Row row) {
        Rules rules = RuleSets.of(row.id);
        GameState start = rules.initialState();
        Color first = start.toMove();
        Outcome oracle = new BruteForce(rules).best(start);
        assertThat(row.value).as(row.id).isEqualTo(BruteForce.score(oracle, first));
        assertThat(row.verdict).as(row.id).isEqualTo(Verdict.of(oracle, first));
        Solution s = Solver.of().solve(rules, start);
        assertThat(s.score()).as(row.id).isEqualTo(row.value);
        assertThat(s.verdict()).as(row.id).isEqualTo(row.verdict);
        replay(rules, row);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("large")
    void largerBoardsAreSolvedAgainUnderTheProfile(Row row) {
        Rules rules = RuleSets.of(row.id);
        replay(rules, row);
        assumeTrue(Boolean.getBoolean("reversi4j.solve6x6"), "solved again under -Psolve-6x6");
        Solution s = solveShowingProgress(rules);
        assertThat(s.score()).as(row.id).isEqualTo(row.value);
        assertThat(s.verdict()).as(row.id).isEqualTo(row.verdict);
    }

    /** Solves the start on two threads, printing where the search stands every 30 seconds. */
    private static Solution solveShowingProgress(Rules rules) {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        SolveFuture task = Solver.builder().threads(2).hashMegabytes(1024).build().solveAsync(rules, rules.initialState(),
                Limit.none(), pool);
        try {
            while (true) {
                try {
                    Solution s = task.get(30, TimeUnit.SECONDS);
                    System.out.printf(Locale.ROOT, "%s: %+d, %d nodes, %.1f s%n", rules.id(), s.score(), s.nodes(),
                            s.time().toMillis() / 1e3);
                    return s;
                } catch (TimeoutException e) {
                    System.out.println(rules.id() + ": " + task.progress());
                }
            }
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
        }
    }

    /** The row's principal variation is a legal game that ends in the row's outcome, with the row's value. */
    private static void replay(Rules rules, Row row) {
        GameState s = rules.initialState();
        Color first = s.toMove();
        for (String m : row.pv) {
            s = rules.play(s, m.equals("pass") ? Move.pass() : rules.parseMove(m.toLowerCase(Locale.ROOT)));
        }
        assertThat(rules.isTerminal(s)).as(row.id).isTrue();
        Outcome o = rules.outcome(s);
        assertThat(o.toString()).as(row.id).isEqualTo(row.outcome);
        assertThat(BruteForce.score(o, first)).as(row.id).isEqualTo(row.value);
    }
}
