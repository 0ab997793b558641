package io.github.reversi4j.engine;

import java.time.Duration;

/** The engine did not answer in time: a hung engine, or a limit too tight for it. */
public final class EngineTimeoutException extends EngineException {

    private static final long serialVersionUID = 1L;

    /** What was awaited. */
    private final String awaited;
    /** How long, in milliseconds. */
    private final long millis;

    EngineTimeoutException(String engine, String awaited, Duration timeout) {
        super(engine, "no " + awaited + " within " + timeout.toMillis() + " ms", null);
        this.awaited = awaited;
        this.millis = timeout.toMillis();
    }

    /**
     * Returns what was awaited, e.g. {@code "reply to 'go'"}.
     *
     * @return a short description
     */
    public String awaited() {
        return awaited;
    }

    /**
     * Returns how long this side waited.
     *
     * @return the timeout
     */
    public Duration timeout() {
        return Duration.ofMillis(millis);
    }
}
