package io.github.reversi4j.notation.internal;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The hand-over of the framework's one checking path to the readers of the other packages of this
 * module, which must not reach it through the exported API. {@code CheckedGame} registers its
 * checks here when it is initialised; the framework's types appear only as type parameters, so this
 * package names no type of the framework, which keeps sitting on it, and no package cycle forms. The
 * typed way in is {@code notation.internal.check.Games}.
 */
public final class CheckPath {

    private static final AtomicReference<Checks<?, ?, ?, ?, ?>> CHECKS = new AtomicReference<>();

    private CheckPath() {
    }

    /**
     * The checks of a game as it was read.
     *
     * @param <L> the location type
     * @param <I> the header type
     * @param <R> the recorded result type
     * @param <P> the problem type
     * @param <G> the checked game type
     */
    public interface Checks<L, I, R, P, G> {

        /**
         * Replays and checks one game as it was read.
         *
         * @param location the game's location
         * @param info its header facts
         * @param rules the rules
         * @param start the state before the first move
         * @param moves the moves as written
         * @param texts the text of each move as written
         * @param recorded the result the record states
         * @param earlier the reader's problems
         * @return the checked game
         */
        G check(L location, I info, Rules rules, GameState start, List<Move> moves, List<String> texts, R recorded,
                List<P> earlier);

        /**
         * Returns a game that could not be read far enough to replay.
         *
         * @param location the game's location
         * @param info what was read of its header
         * @param problems why not, at least one an error
         * @return the checked game, invalid
         */
        G unreadable(L location, I info, List<P> problems);
    }

    /**
     * Registers the checks; the first registration stays.
     *
     * @param checks the checks
     */
    public static void register(Checks<?, ?, ?, ?, ?> checks) {
        CHECKS.compareAndSet(null, checks);
    }

    /**
     * Returns the registered checks, initialising the class that registers them if it was not yet.
     *
     * @param owner the class that registers the checks when initialised
     * @return the checks
     */
    public static Checks<?, ?, ?, ?, ?> of(Class<?> owner) {
        Checks<?, ?, ?, ?, ?> checks = CHECKS.get();
        if (checks == null) {
            try {
                Class.forName(owner.getName(), true, owner.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            checks = CHECKS.get();
        }
        if (checks == null) {
            throw new IllegalStateException(owner.getName() + " registered no checks");
        }
        return checks;
    }
}
