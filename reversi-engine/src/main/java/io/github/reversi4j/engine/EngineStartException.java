package io.github.reversi4j.engine;

import java.io.IOException;

/** The engine's command could not be started (no such program, not executable). */
public final class EngineStartException extends EngineException {

    private static final long serialVersionUID = 1L;

    EngineStartException(String engine, IOException cause) {
        super(engine, "cannot start: " + cause.getMessage(), cause);
    }
}
