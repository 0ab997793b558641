package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;

/**
 * The engine sent a move the rules forbid in the position it was given. The rules' own
 * {@link IllegalMoveException} is the cause.
 */
public final class EngineIllegalMoveException extends EngineException {

    private static final long serialVersionUID = 1L;

    /** The line received. */
    private final String line;
    private final transient Move move;
    private final transient GameState state;

    EngineIllegalMoveException(String engine, String line, Move move, GameState state, IllegalMoveException cause) {
        super(engine, "illegal move " + move + " (" + cause.reason() + ") in " + quote(line), cause);
        this.line = line;
        this.move = move;
        this.state = state;
    }

    /**
     * Returns the line received.
     *
     * @return the line
     */
    public String line() {
        return line;
    }

    /**
     * Returns the move the engine sent.
     *
     * @return the move
     * @throws IllegalStateException after deserialization, which keeps only the line and message
     */
    public Move move() {
        if (move == null) {
            throw new IllegalStateException("the move is not serialized with the exception");
        }
        return move;
    }

    /**
     * Returns the position the move was sent for.
     *
     * @return the state
     * @throws IllegalStateException after deserialization, which keeps only the line and message
     */
    public GameState state() {
        if (state == null) {
            throw new IllegalStateException("the state is not serialized with the exception");
        }
        return state;
    }
}
