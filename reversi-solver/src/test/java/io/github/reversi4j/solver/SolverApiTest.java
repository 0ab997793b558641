package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class SolverApiTest {

    /** FFO #38, 24 empties: far more than the budgets below allow. */
    private static final GameState HARD = Ffo.number(38).state;

    @Test
    void configurationIsValidatedAndImmutable() {
        Solver s = Solver.builder().hashMegabytes(16).threads(2).build();
        assertThat(s.hashMegabytes()).isEqualTo(16);
        assertThat(s.threads()).isEqualTo(2);
        assertThat(s.withThreads(1).threads()).isEqualTo(1);
        assertThat(s.threads()).isEqualTo(2);
        assertThat(s).hasToString("Solver[hash=16MB, threads=2]");
        assertThatThrownBy(() -> Solver.builder().threads(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Solver.of().withHashMegabytes(Solver.MAX_HASH_MEGABYTES + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Budget.ofNodes(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Budget.ofTime(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNodeBudgetEndsWithNotSolvedRatherThanAScore() {
        assertThatThrownBy(() -> Solver.of().solve(StandardRules.othello(), HARD, Budget.ofNodes(100_000)))
                .isInstanceOfSatisfying(SolveIncompleteException.class, e -> {
                    assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.NODE_BUDGET);
                    assertThat(e.nodes()).isGreaterThan(100_000);
                });
        assertThatThrownBy(() -> Solver.of().analyse(StandardRules.othello(), HARD, Budget.ofNodes(50_000)))
                .isInstanceOf(SolveIncompleteException.class);
    }

    @Test
    void aTimeBudgetEndsWithNotSolved() {
        assertThatThrownBy(() -> Solver.of().withThreads(2).solve(StandardRules.othello(), HARD,
                Budget.ofTime(Duration.ofMillis(200))))
                .isInstanceOfSatisfying(SolveIncompleteException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.TIME_BUDGET));
    }

    @Test
    void anAsynchronousSolveReportsProgressAndCanBeCancelled() throws Exception {
        SolveTask task = Solver.of().solveAsync(StandardRules.othello(), HARD, Budget.unlimited());
        assertThat(task.progress().empties()).isEqualTo(24);
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (task.progress().moves() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Progress p = task.progress();
        assertThat(p.empties()).isEqualTo(24);
        assertThat(p.moves()).isPositive();
        assertThat(task.isDone()).isFalse();
        task.cancel();
        assertThatThrownBy(() -> task.result().join()).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(SolveIncompleteException.class)
                .satisfies(e -> assertThat(((SolveIncompleteException) e.getCause()).reason())
                        .isEqualTo(SolveIncompleteException.Reason.CANCELLED));
        assertThat(task.isDone()).isTrue();
    }

    @Test
    void anAsynchronousSolveCompletesWithTheSolution() {
        Ffo f = Ffo.number(1);
        SolveTask task = Solver.of().solveAsync(StandardRules.othello(), f.state, Budget.ofNodes(100_000_000));
        Solution s = task.result().join();
        assertThat(s.bestMoveScore()).hasToString("G8:+18");
        assertThat(task.progress().movesDone()).isEqualTo(task.progress().moves());
    }

    @Test
    void aFinishedGameHasItsScoreAndNoMove() {
        StandardRules rules = StandardRules.othello();
        GameState full = GameState.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO- O");
        Solution s = Solver.of().solve(rules, full);
        // one empty square: the oracle is plain minimax
        assertThat(s.score()).isEqualTo(BruteForce.score(new BruteForce(rules).best(full), full.toMove()));
        Solution ended = Solver.of().solve(rules,
                GameState.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOO O"));
        assertThat(ended.score()).isEqualTo(-16);
        assertThat(ended.bestMove()).isEmpty();
        assertThat(ended.principalVariation()).isEmpty();
        assertThatThrownBy(ended::bestMoveScore).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aPassIsPartOfThePrincipalVariation() {
        // White to move has no move on this board; Black has: White passes first
        StandardRules rules = StandardRules.othello();
        GameState s = GameState.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O");
        Solution sol = Solver.of().solve(rules, s);
        assertThat(sol.principalVariation().get(0)).isEqualTo(Move.pass());
        assertThat(Solver.of().analyse(rules, s).moves()).extracting(MoveScore::move).containsExactly(Move.pass());
    }

    @Test
    void moveScoresReadBackTheirText() {
        for (String t : new String[] {"B8:+18", "A1:-4", "H8:+0", "PA:+2", "C4:+0/WIN"}) {
            assertThat(MoveScore.parse(t)).hasToString(t);
        }
        assertThat(MoveScore.parse("B8:+18")).isEqualTo(MoveScore.of(Move.parse("b8"), 18));
        assertThatThrownBy(() -> MoveScore.parse("B8:+1x")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> MoveScore.parse("B8:+18/MAYBE")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> MoveScore.parse("+18")).isInstanceOf(TextParseException.class);
        assertThat(Bound.of(2, Bound.Kind.AT_LEAST)).hasToString(">=+2");
        assertThat(Bound.of(-4, Bound.Kind.AT_MOST)).hasToString("<=-4");
    }

    @Test
    void aStateOfAnotherBoardIsRefused() {
        assertThatThrownBy(() -> Solver.of().solve(StandardRules.othello(), Ffo.number(1).state.withBoard(
                StandardRules.othello().withGeometry(io.github.reversi4j.core.Geometry.of(6)).initialState().board())))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
