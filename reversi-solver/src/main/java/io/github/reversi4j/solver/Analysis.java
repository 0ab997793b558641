package io.github.reversi4j.solver;

import io.github.reversi4j.core.GameState;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Every legal move of a position with its exact score, best first, as the FFO problems' OBF lines
 * score them ({@code G8:+18; H1:+12; ...}); moves of equal score keep the rule set's move order.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class Analysis {

    private final GameState state;
    private final List<MoveScore> moves;
    private final long nodes;
    private final Duration time;

    Analysis(GameState state, List<MoveScore> moves, long nodes, Duration time) {
        this.state = Objects.requireNonNull(state, "state");
        this.moves = List.copyOf(moves);
        this.nodes = nodes;
        this.time = Objects.requireNonNull(time, "time");
    }

    /**
     * Returns the position analysed.
     *
     * @return the state
     */
    public GameState state() {
        return state;
    }

    /**
     * Returns the legal moves with their exact scores, best first; empty when the game is over, a lone
     * pass when the side to move must pass.
     *
     * @return an unmodifiable list
     */
    public List<MoveScore> moves() {
        return moves;
    }

    /**
     * Returns the number of positions the search visited.
     *
     * @return the nodes
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the wall-clock time the search took.
     *
     * @return the time
     */
    public Duration time() {
        return time;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Analysis)) {
            return false;
        }
        Analysis a = (Analysis) o;
        return nodes == a.nodes && state.equals(a.state) && moves.equals(a.moves) && time.equals(a.time);
    }

    @Override
    public int hashCode() {
        return Objects.hash(state, moves, nodes, time);
    }

    /**
     * Returns the scored moves as an OBF line writes them, e.g. {@code G8:+18; H1:+12;}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return moves.stream().map(m -> m + ";").collect(Collectors.joining(" "));
    }
}
