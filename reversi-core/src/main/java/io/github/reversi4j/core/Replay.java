package io.github.reversi4j.core;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The result of replaying a {@link GameRecord}: every state reached, and for a bad record the index of
 * the first bad move with the {@link IllegalMoveException} that says why.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class Replay {

    private final GameRecord record;
    private final List<GameState> states;
    private final int badIndex;
    private final IllegalMoveException error;

    Replay(GameRecord record, List<GameState> states, int badIndex, IllegalMoveException error) {
        this.record = record;
        this.states = List.copyOf(states);
        this.badIndex = badIndex;
        this.error = error;
    }

    /**
     * Returns the replayed record.
     *
     * @return the record
     */
    public GameRecord record() {
        return record;
    }

    /**
     * Returns the states reached: the start, then the state after each legal move, up to the first bad
     * move.
     *
     * @return an unmodifiable list of at least one state
     */
    public List<GameState> states() {
        return states;
    }

    /**
     * Returns the last state reached: after the last move of a valid record, before the first bad move
     * of a bad one.
     *
     * @return the state
     */
    public GameState finalState() {
        return states.get(states.size() - 1);
    }

    /**
     * Tells whether every move of the record is legal.
     *
     * @return true for a valid record
     */
    public boolean isValid() {
        return error == null;
    }

    /**
     * Tells whether the record is valid and its last state ends the game.
     *
     * @return true for a complete game
     */
    public boolean isFinished() {
        return error == null && record.rules().isTerminal(finalState());
    }

    /**
     * Returns the zero-based index of the first illegal move in the record's move list.
     *
     * @return the index, or empty for a valid record
     */
    public OptionalInt firstBadMove() {
        return error == null ? OptionalInt.empty() : OptionalInt.of(badIndex);
    }

    /**
     * Returns why the first bad move is illegal.
     *
     * @return the exception, carrying the state, move and reason; empty for a valid record
     */
    public Optional<IllegalMoveException> error() {
        return Optional.ofNullable(error);
    }

    /**
     * Returns the outcome of a finished game.
     *
     * @return the outcome, or empty when the record is bad or the game is not over
     */
    public Optional<Outcome> outcome() {
        return isFinished() ? Optional.of(record.rules().outcome(finalState())) : Optional.empty();
    }

    @Override
    public String toString() {
        return error == null ? "valid replay of " + (states.size() - 1) + " moves" + (isFinished() ? ", finished" : "")
                : "bad move #" + (badIndex + 1) + ": " + error.getMessage();
    }
}
