package io.github.reversi4j.engine;

/**
 * A hook that sees every line exchanged with an engine, as NBoard's debug log does: lines sent
 * ({@code >}), received ({@code <}) and written by the engine to its standard error. It is called
 * from the thread that sends or reads the line, so it must be thread-safe and quick; an exception it
 * throws is ignored.
 */
@FunctionalInterface
public interface EngineLog {

    /**
     * Records one line.
     *
     * @param traffic which way the line went
     * @param line the line, without its line terminator
     */
    void record(Traffic traffic, String line);

    /**
     * Returns the log that records nothing, always the same instance.
     *
     * @return the log
     */
    static EngineLog none() {
        return NoLog.INSTANCE;
    }
}
