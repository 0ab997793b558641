package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class SolverApiTest {

    /**
     * FFO #45, 24 empties: about 200 million nodes, far more than the budgets below allow, and long
     * enough after its root's moves are known (several seconds on one thread of a fast machine) that a test
     * cancelling it then finds it running (FFO #38, a few seconds, raced the cancellation on a loaded
     * machine).
     */
    private static final GameState HARD = Ffo.number(45).state;

    @Test
    void configurationIsValidatedAndImmutable() {
        Solver s = Solver.builder().hashMegabytes(16).threads(2).build();
        assertThat(s.hashMegabytes()).isEqualTo(16);
        assertThat(s.threads()).isEqualTo(2);
        assertThat(s).hasToString("Solver[hash=16MB, threads=2]");
        assertThatThrownBy(() -> Solver.builder().threads(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Solver.builder().hashMegabytes(Solver.MAX_HASH_MEGABYTES + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Limit.nodes(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Limit.time(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNodeLimitEndsWithNotSolvedRatherThanAScoreInEveryKindOfSearch() {
        StandardRules rules = StandardRules.othello();
        assertThatThrownBy(() -> Solver.of().solve(rules, HARD, Limit.nodes(100_000)))
                .isInstanceOfSatisfying(SolveIncompleteException.class, e -> {
                    assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.NODE_LIMIT);
                    assertThat(e.nodes()).isGreaterThan(100_000);
                });
        for (org.assertj.core.api.ThrowableAssert.ThrowingCallable search : java.util.List.<
                org.assertj.core.api.ThrowableAssert.ThrowingCallable>of(
                () -> Solver.of().analyse(rules, HARD, Limit.nodes(50_000)),
                () -> Solver.of().verdict(rules, HARD, Limit.nodes(50_000)),
                () -> Solver.of().within(rules, HARD, -1, 1, Limit.nodes(50_000)))) {
            assertThatThrownBy(search).isInstanceOfSatisfying(SolveIncompleteException.class,
                    e -> assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.NODE_LIMIT));
        }
    }

    @Test
    void aDepthBelowTheEmptySquaresIsRefusedBeforeSearchingAndOneAtThemSolves() {
        Ffo f = Ffo.number(1); // 14 empties, G8:+18
        assertThatThrownBy(() -> Solver.of().solve(StandardRules.othello(), f.state, Limit.depth(13)))
                .isInstanceOfSatisfying(SolveIncompleteException.class, e -> {
                    assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.DEPTH_LIMIT);
                    assertThat(e.nodes()).isZero();
                });
        assertThat(Solver.of().solve(StandardRules.othello(), f.state, Limit.depth(14)).score()).isEqualTo(18);
    }

    @Test
    void anInterruptedThreadCancelsItsSynchronousSearchOfEveryKind() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            StandardRules rules = StandardRules.othello();
            for (java.util.concurrent.Callable<Object> search : java.util.List.<java.util.concurrent.Callable<Object>>of(
                    () -> Solver.of().solve(rules, HARD),
                    () -> Solver.of().verdict(rules, HARD, Limit.none()),
                    () -> Solver.of().within(rules, HARD, 0, 1, Limit.none()))) {
                java.util.concurrent.atomic.AtomicReference<Throwable> thrown = new java.util.concurrent.atomic.AtomicReference<>();
                java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
                Future<?> f = pool.submit(() -> {
                    started.countDown();
                    try {
                        search.call();
                    } catch (Throwable t) {
                        thrown.set(t);
                    }
                });
                started.await();
                Thread.sleep(100);
                f.cancel(true);
                pool.submit(() -> { }).get(); // the search thread is free again: the search stopped
                assertThat(thrown.get()).isInstanceOfSatisfying(SolveIncompleteException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.CANCELLED));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aTimeLimitEndsWithNotSolved() {
        assertThatThrownBy(() -> Solver.builder().threads(2).build().solve(StandardRules.othello(), HARD,
                Limit.time(Duration.ofMillis(200))))
                .isInstanceOfSatisfying(SolveIncompleteException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.TIME_LIMIT));
    }

    @Test
    void anAsynchronousSolveReportsProgressAndCancellingItsFutureStopsTheSearch() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            SolveFuture task = Solver.of().solveAsync(StandardRules.othello(), HARD, Limit.none(), pool);
            progressThenCancel(task);
            // the one thread of the pool is free again: the search has stopped, not just the future
            assertThat(pool.submit(() -> 7).get(30, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(7);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void progressThenCancel(SolveFuture task) throws Exception {
        assertThat(task.progress().empties()).isEqualTo(24);
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (task.progress().moves() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Progress p = task.progress();
        assertThat(p.empties()).isEqualTo(24);
        assertThat(p.moves()).isPositive();
        assertThat(task.isDone()).isFalse();
        assertThat(task.cancel(false)).isTrue();
        assertThatThrownBy(task::join).isInstanceOf(CancellationException.class);
        assertThat(task.isDone()).isTrue();
        assertThat(task.thenApply(Solution::score)).isNotInstanceOf(SolveFuture.class);
    }

    @Test
    void anAsynchronousSolveCompletesWithTheSolution() {
        Ffo f = Ffo.number(1);
        SolveFuture task = Solver.of().solveAsync(StandardRules.othello(), f.state, Limit.nodes(100_000_000), Runnable::run);
        Solution s = task.join();
        assertThat(s.bestMoveScore()).hasToString("G8:+18");
        assertThat(task.progress().movesDone()).isEqualTo(task.progress().moves());
        SolveFuture over = Solver.of().solveAsync(StandardRules.othello(), HARD, Limit.nodes(1000), Runnable::run);
        assertThatThrownBy(over::join).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(SolveIncompleteException.class);
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
        assertThat(Solver.of().analyse(rules, s, Limit.none()).moves()).extracting(MoveEvaluation::move)
                .containsExactly(Move.pass());
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
        // a message shows a hostile text's control, format and bidirectional characters escaped, and a long one cut
        for (String hostile : new String[] {"\u001b[31mB8:+18", "B8\u0007:+18", "\u202eB8:+18", "B8:+1\u001b", "B8:\u202e18"}) {
            assertThatThrownBy(() -> MoveScore.parse(hostile)).isInstanceOf(TextParseException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\u001b", "\u0007", "\u202e"));
        }
        String longMove = "Z".repeat(60) + ":+1";
        assertThatThrownBy(() -> MoveScore.parse(longMove)).isInstanceOf(TextParseException.class)
                .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(100));
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
