package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The move an engine chose, checked legal by the rules, with what it said about it.
 *
 * @param move the move, legal in the position searched
 * @param score the score in discs for the side to move, if the engine gave one
 * @param thinking the evaluations the engine reported while searching (NBoard {@code search} and
 *     {@code book} lines), in the order received
 * @param nodes the nodes searched, if the engine said
 * @param line the line that carried the move
 */
public record SearchResult(Move move, OptionalDouble score, List<MoveEvaluation> thinking, OptionalLong nodes,
        String line) {

    /**
     * Checks and copies the values.
     *
     * @param move the move
     * @param score the score
     * @param thinking the evaluations
     * @param nodes the node count
     * @param line the line received
     */
    public SearchResult {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(nodes, "nodes");
        Objects.requireNonNull(line, "line");
        thinking = List.copyOf(thinking);
    }
}
