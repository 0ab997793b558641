package io.github.reversi4j.engine;

import java.util.List;

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
    /** The last lines of the engine's standard error when it failed, joined by newlines. */
    private String stderr = "";

    EngineException(String engine, String message, Throwable cause) {
        super(Ascii.visible(engine + ": " + message), cause);
        this.engine = engine;
    }

    /** Records the tail of the engine's standard error; called once, before the exception is thrown. */
    final EngineException withStderr(List<String> tail) {
        if (stderr.isEmpty() && !tail.isEmpty()) {
            stderr = String.join("\n", tail);
        }
        return this;
    }

    /**
     * Returns the last lines the engine wrote on its standard error before it failed (at most 10
     * lines of 300 characters; a last line without its end is kept), as they were read.
     *
     * @return the lines, oldest first; empty if it wrote none, or if the failure came before it ran
     */
    public final List<String> stderrTail() {
        return stderr.isEmpty() ? List.of() : List.of(stderr.split("\n", -1));
    }

    /**
     * Returns the message: what failed, then the engine's last error output, if any, its control
     * characters escaped, e.g. {@code edax: ended while 'pong' was awaited (exit status 1); its last
     * error output: Cannot open data/eval.dat}.
     *
     * @return the message
     */
    @Override
    public String getMessage() {
        String m = super.getMessage();
        return stderr.isEmpty() ? m : m + "; its last error output: " + Ascii.visible(String.join(" | ", stderrTail()));
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
