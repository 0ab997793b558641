package io.github.reversi4j.engine;

import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A running analysis of an {@link NBoardEngine}: its lines as the engine writes them, the stop, and
 * the final {@link Analysis}. It is python-chess's {@code analysis()} for the NBoard protocol. It is
 * for one consumer thread; {@link #stop()} may come from any.
 */
public final class AnalysisStream implements AutoCloseable {

    /** Marks the end of the lines. */
    private static final Object END = new Object();

    private final BlockingQueue<Object> lines = new LinkedBlockingQueue<>();
    private final Runnable stopper;
    private final CompletableFuture<Analysis> result = new CompletableFuture<>();
    private boolean ended;

    AnalysisStream(Runnable stopper) {
        this.stopper = stopper;
    }

    /** Starts the stream on its analysis; its end is pushed when the analysis completes. */
    void start(CompletableFuture<Analysis> analysis) {
        analysis.whenComplete((a, e) -> {
            if (e == null) {
                result.complete(a);
            } else {
                result.completeExceptionally(e instanceof CompletionException && e.getCause() != null ? e.getCause() : e);
            }
            lines.add(END);
        });
    }

    /** Takes a line the engine wrote; called by the analysis. */
    void line(MoveEvaluation e) {
        lines.add(e);
    }

    /**
     * Returns the next line of the analysis, waiting for it.
     *
     * @return the evaluation the engine wrote; empty once the analysis is over
     * @throws EngineException if the engine failed (it is then closed)
     * @throws IllegalStateException if the thread is interrupted while it waits
     */
    public Optional<MoveEvaluation> next() {
        if (ended) {
            return Optional.empty();
        }
        Object o;
        try {
            o = lines.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the analysis", e);
        }
        if (o == END) {
            ended = true;
            result(); // throws the engine's failure, if any
            return Optional.empty();
        }
        return Optional.of((MoveEvaluation) o);
    }

    /**
     * Asks the engine to stop the analysis now ({@code ping}); the lines it wrote so far stay, and
     * {@link #next()} then comes to the end.
     */
    public void stop() {
        stopper.run();
    }

    /**
     * Waits for the end of the analysis and returns it: the latest evaluation of each move, best first.
     *
     * @return the analysis
     * @throws EngineException if the engine failed
     */
    @edu.umd.cs.findbugs.annotations.SuppressFBWarnings(value = "THROWS_METHOD_THROWS_RUNTIMEEXCEPTION",
            justification = "the engine's own failure (an EngineException) goes on to the caller, as analyse throws it")
    public Analysis result() {
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the analysis", e);
        } catch (ExecutionException | CompletionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(c);
        }
    }

    /** Stops the analysis and waits for its end; a failure of the engine is not thrown here. */
    @Override
    public void close() {
        stop();
        try {
            result.handle((a, e) -> a).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            // handled above: cannot happen
        }
    }
}
