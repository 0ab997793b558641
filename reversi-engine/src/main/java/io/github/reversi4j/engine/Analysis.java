package io.github.reversi4j.engine;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * An engine's analysis of a position: its latest evaluation of each move it reported, best first,
 * and the size of its search.
 *
 * @param moves the evaluations, best score first, one per move
 * @param nodes the nodes searched, if the engine said
 */
public record Analysis(List<MoveEvaluation> moves, OptionalLong nodes) {

    /**
     * Checks and copies the values.
     *
     * @param moves the evaluations
     * @param nodes the node count
     */
    public Analysis {
        moves = List.copyOf(moves);
        Objects.requireNonNull(nodes, "nodes");
    }
}
