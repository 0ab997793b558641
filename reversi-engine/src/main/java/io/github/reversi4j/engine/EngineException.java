package io.github.reversi4j.engine;

/**
 * Something went wrong with an engine: it could not be started, it answered too late, it ended, it
 * wrote something this side cannot read, it sent an illegal move, it wrote too much, or it refused a
 * command. Each kind is a subclass that carries its facts; every one carries the engine's command
 * line ({@link #engine()}). An engine that threw one of these is closed, except after
 * {@link EngineRefusedException}, whose exchange is complete.
 *
 * <p>The message quotes what the engine wrote with its control and formatting characters escaped
 * ({@code \u001B} for an escape), so that printing it cannot drive a terminal; the accessors of the
 * subclasses give the text as it was read.
 */
public abstract sealed class EngineException extends RuntimeException
        permits EngineStartException, EngineTimeoutException, EngineTerminatedException, EngineProtocolException,
        EngineIllegalMoveException, EngineOutputException, EngineRefusedException {

    private static final long serialVersionUID = 1L;

    /** The engine's command line. */
    private final String engine;

    EngineException(String engine, String message, Throwable cause) {
        super(Ascii.visible(engine + ": " + message), cause);
        this.engine = engine;
    }

    /**
     * Returns the command line of the engine, its words joined by spaces.
     *
     * @return the command line
     */
    public String engine() {
        return engine;
    }

    /** Quotes a line of the engine for a message, at most 200 characters of it. */
    static String quote(String line) {
        String l = line.length() > 200 ? line.substring(0, 200) + "...(" + line.length() + " chars)" : line;
        return "'" + l + "'";
    }
}
