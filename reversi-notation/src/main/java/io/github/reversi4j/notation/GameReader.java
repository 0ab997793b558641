package io.github.reversi4j.notation;

import java.util.List;
import java.util.Optional;

/**
 * A stream of the games of a source, read one at a time with constant memory: each call to
 * {@link #next()} reads, replays and checks one game and returns it as a {@link CheckedGame}, valid
 * or with its problems. A bad game never stops the reading of the next one; the reader throws only
 * when nothing more can be read (the source failed, or its container is unreadable).
 *
 * <p>A reader is not thread-safe. Close it to close its source.
 */
public interface GameReader extends AutoCloseable {

    /**
     * Reads the next game.
     *
     * @return the game, or empty at the end of the source
     * @throws NotationException if the source cannot be read any further
     */
    Optional<CheckedGame> next() throws NotationException;

    /**
     * Returns the problems of the source that belong to no game, such as a header announcing more
     * games than the source holds, or bytes after the last game. Complete once {@link #next()} has
     * returned empty.
     *
     * @return the problems found so far
     */
    default List<Problem> sourceProblems() {
        return List.of();
    }

    /**
     * Reads every remaining game and hands each to a visitor, in order.
     *
     * @param visitor receives each game
     * @return the number of games read
     * @throws NotationException if the source cannot be read any further
     */
    default long forEach(GameVisitor visitor) throws NotationException {
        long n = 0;
        for (Optional<CheckedGame> g = next(); g.isPresent(); g = next()) {
            visitor.visit(g.get());
            n++;
        }
        return n;
    }

    /**
     * Closes the source.
     *
     * @throws NotationException if closing fails
     */
    @Override
    void close() throws NotationException;
}
