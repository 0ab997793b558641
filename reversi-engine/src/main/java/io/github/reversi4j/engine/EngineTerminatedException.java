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

    EngineTerminatedException(String engine, String awaited, OptionalInt exitStatus, List<String> stderrTail) {
        super(engine, "ended while " + awaited + " was awaited"
                + (exitStatus.isPresent() ? " (exit status " + exitStatus.getAsInt() + ")" : ""), null);
        this.exitStatus = exitStatus.orElse(Integer.MIN_VALUE);
        withStderr(stderrTail);
    }

    /**
     * Returns the exit status of the process, if it is known.
     *
     * @return the exit status; empty if the process had not been seen to end
     */
    public OptionalInt exitStatus() {
        return exitStatus == Integer.MIN_VALUE ? OptionalInt.empty() : OptionalInt.of(exitStatus);
    }
}
