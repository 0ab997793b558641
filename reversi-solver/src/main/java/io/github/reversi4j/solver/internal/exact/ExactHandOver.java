package io.github.reversi4j.solver.internal.exact;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * The exact solver's searches of a standard 8x8 position run on the calling thread, stopped by a
 * flag (polled as the solver counts its nodes) as well as by the thread's interruption and the limit:
 * what the midgame search hands over to near the end of a game, with no thread of its own. The solver
 * installs them when its class is initialised; this package names no type of the solver's API, so
 * the packages of the module form no cycle.
 */
public final class ExactHandOver {

    private static final AtomicReference<Searches> SEARCHES = new AtomicReference<>();

    private ExactHandOver() {
    }

    /** The searches, as the solver gives them; each throws the solver's {@code SolveIncompleteException} when stopped. */
    public interface Searches {

        /**
         * Solves a position of standard 8x8 Othello on the calling thread with one thread.
         *
         * @param state the position, not over
         * @param megabytes the largest table
         * @param limit the limit
         * @param stop raised: the search stops
         * @param keeper the table kept for the next search, taken when it has the size wanted
         * @return the best move and score
         */
        Solved solve(GameState state, int megabytes, Limit limit, BooleanSupplier stop, Keeper keeper);

        /**
         * Scores every move of a position of standard 8x8 Othello exactly, on the calling thread.
         *
         * @param state the position, not over
         * @param megabytes the largest table
         * @param limit the limit
         * @param stop raised: the search stops
         * @param lines how many of the best moves come with their principal variation to the end of the
         *     game (the others with the move alone)
         * @param keeper the table kept for the next search, taken when it has the size wanted
         * @return the moves, best first
         */
        Analysis analyse(GameState state, int megabytes, Limit limit, BooleanSupplier stop, int lines, Keeper keeper);
    }

    /**
     * The exact solver's table kept by one caller between its searches, so that a search whose table
     * has the size of the last one's clears that table instead of allocating one. The solver alone
     * reads and sets it, on the caller's thread; a caller searches once at a time (not thread-safe).
     */
    public static final class Keeper {

        private Object table;
        private int megabytes;

        /** Creates a keeper holding no table. */
        public Keeper() {
        }

        /**
         * Returns the table kept, if it was asked with that size.
         *
         * @param size the megabytes asked now
         * @return the table, or null when none is kept or it was asked with another size
         */
        public Object table(int size) {
            return size == megabytes ? table : null;
        }

        /**
         * Keeps a table, or none.
         *
         * @param kept the table, or null
         * @param size the megabytes it was asked with
         */
        public void keep(Object kept, int size) {
            this.table = kept;
            this.megabytes = kept == null ? 0 : size;
        }
    }

    /**
     * What a solve found.
     *
     * @param bestMove the best move; empty when the game is over
     * @param score the exact score of the side to move
     * @param pv a line of perfect play to the end of the game, starting with the best move
     * @param nodes the positions visited
     */
    public record Solved(Optional<Move> bestMove, int score, List<Move> pv, long nodes) {

        /**
         * Checks and copies the values.
         *
         * @param bestMove the move
         * @param score the score
         * @param pv the line
         * @param nodes the nodes
         */
        public Solved {
            Objects.requireNonNull(bestMove, "bestMove");
            pv = List.copyOf(pv);
        }
    }

    /**
     * Installs the searches; the first installation stays.
     *
     * @param searches the solver's searches
     */
    public static void install(Searches searches) {
        SEARCHES.compareAndSet(null, Objects.requireNonNull(searches, "searches"));
    }

    /**
     * Returns the searches, initialising the class that installs them if it was not yet.
     *
     * @param installer the class whose initialisation installs them (the solver)
     * @return the searches
     * @throws IllegalStateException if the class installs none
     */
    public static Searches searches(Class<?> installer) {
        Searches s = SEARCHES.get();
        if (s == null) {
            try {
                Class.forName(installer.getName(), true, installer.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            s = SEARCHES.get();
            if (s == null) {
                throw new IllegalStateException(installer.getName() + " installed no exact searches");
            }
        }
        return s;
    }
}
