package io.github.reversi4j.solver;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * A solve running in the background ({@link Solver#solveAsync}): a {@link CompletableFuture} of the
 * exact {@link Solution} which, unlike a plain one, stops the search when it is cancelled, and tells
 * where the search stands. It completes with the solution or, when the search is cancelled or reaches
 * its limit, exceptionally with a {@link SolveIncompleteException}; never with a wrong score.
 *
 * <pre>{@code
 * java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
 * GameState state = GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
 * SolveFuture f = Solver.of().solveAsync(StandardRules.othello(), state, Limit.time(java.time.Duration.ofSeconds(10)), pool);
 * System.err.println(f.progress());    // Progress[empties=14, moves=2/8, nodes=..., elapsed=...]
 * Solution s = f.join();               // G8:+18 within the limit; f.cancel(true) stops the search
 * pool.shutdown();
 * }</pre>
 *
 * <p>Only this future stops the search: the futures its methods derive ({@code thenApply} and the
 * like) are plain. This class is thread-safe.
 */
public final class SolveFuture extends CompletableFuture<Solution> {

    private final Control control;

    SolveFuture(Control control) {
        this.control = control;
    }

    /**
     * Cancels the search: the search stops at its next check (every few thousand nodes), and this
     * future is cancelled at once.
     *
     * @param mayInterruptIfRunning ignored: the search is stopped either way
     * @return whether this future is now cancelled
     */
    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
        control.cancel();
        return super.cancel(mayInterruptIfRunning);
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
     * Returns a plain future, as {@link CompletableFuture} does: derived futures do not stop the search.
     *
     * @param <U> the value type
     * @return a new incomplete future
     */
    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<>();
    }
}
