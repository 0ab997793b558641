package io.github.reversi4j.engine;

import java.util.List;
import java.util.OptionalInt;

/**
 * The engine's process ended (it crashed, or exited) while an answer was awaited, or the engine was
 * closed meanwhile.
 */
public final class EngineTerminatedException extends EngineException {

    private static final long serialVersionUID = 1L;

    /** The exit status, or {@code Integer.MIN_VALUE} if unknown. */
    private final int exitStatus;
    /** The last lines of the engine's standard error, joined by newlines. */
    private final String stderr;

    EngineTerminatedException(String engine, String awaited, OptionalInt exitStatus, List<String> stderrTail) {
        super(engine, "ended while " + awaited + " was awaited"
                + (exitStatus.isPresent() ? " (exit status " + exitStatus.getAsInt() + ")" : "")
                + (stderrTail.isEmpty() ? "" : "; its last error output: " + String.join(" | ", stderrTail)), null);
        this.exitStatus = exitStatus.orElse(Integer.MIN_VALUE);
        this.stderr = String.join("\n", stderrTail);
    }

    /**
     * Returns the exit status of the process, if it is known.
     *
     * @return the exit status; empty if the process had not been seen to end
     */
    public OptionalInt exitStatus() {
        return exitStatus == Integer.MIN_VALUE ? OptionalInt.empty() : OptionalInt.of(exitStatus);
    }

    /**
     * Returns the last lines the engine wrote to its standard error (at most 20).
     *
     * @return the lines, oldest first
     */
    public List<String> stderrTail() {
        return stderr.isEmpty() ? List.of() : List.of(stderr.split("\n", -1));
    }
}
