package io.github.reversi4j.solver;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * A search running in the background: its result to come, its progress, and a way to stop it. The
 * result completes with the exact {@link Solution} or, when the search is cancelled or spends its
 * budget, exceptionally with a {@link SolveIncompleteException}; never with a wrong score.
 *
 * <pre>{@code
 * Rules rules = StandardRules.othello();
 * GameState state = GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
 * SolveTask task = Solver.of().solveAsync(rules, state, Budget.ofTime(java.time.Duration.ofSeconds(10)));
 * System.err.println(task.progress());         // Progress[empties=14, moves=2/8, nodes=..., elapsed=...]
 * Solution s = task.result().join();           // G8:+18 within the budget; or task.cancel()
 * }</pre>
 *
 * <p>This class is thread-safe.
 */
public final class SolveTask {

    private final Control control;
    private final CompletableFuture<Solution> result;

    SolveTask(Control control, CompletableFuture<Solution> result) {
        this.control = control;
        this.result = result;
    }

    /**
     * Returns the result to come: a new future completed with the search's result, so that completing
     * or cancelling it changes nothing else. Cancelling it does not stop the search; {@link #cancel()}
     * does.
     *
     * @return the future solution
     */
    public CompletableFuture<Solution> result() {
        return result.copy();
    }

    /**
     * Returns where the search stands now.
     *
     * @return the progress
     */
    public Progress progress() {
        return new Progress(control.rootEmpties(), control.rootDone(), control.rootTotal(), control.nodes(),
                Duration.ofNanos(System.nanoTime() - control.startNanos()));
    }

    /**
     * Asks the search to stop; the result then completes with a {@link SolveIncompleteException}
     * of reason {@link SolveIncompleteException.Reason#CANCELLED} unless it was already done.
     */
    public void cancel() {
        control.cancel();
    }

    /**
     * Tells whether the search has ended, with a solution or without.
     *
     * @return true when the result is complete
     */
    public boolean isDone() {
        return result.isDone();
    }
}
