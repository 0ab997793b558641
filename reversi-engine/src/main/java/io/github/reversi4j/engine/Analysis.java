package io.github.reversi4j.engine;

import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * An engine's analysis of a position: its latest evaluation of each move it reported, best first,
 * and the size of its search.
 *
 * <p>The canonical text is the evaluations ({@link MoveEvaluation#toString()}) separated by
 * {@code "; "}, or {@code no moves}, then the node count when known:
 * {@code f5 +2.0 depth 12 pv f5 d6; d3 -1.5 depth 12 pv d3; nodes 123456}. The text is canonical:
 * equal values, equal texts.
 *
 * @param moves the evaluations, best score first, one per move
 * @param nodes the nodes searched, if the engine said
 */
public record Analysis(List<MoveEvaluation> moves, OptionalLong nodes) {

    /**
     * Checks and copies the values.
     *
     * @param moves the evaluations
     * @param nodes the node count, 0 or more
     */
    public Analysis {
        moves = List.copyOf(moves);
        Objects.requireNonNull(nodes, "nodes");
        if (nodes.isPresent() && nodes.getAsLong() < 0) {
            throw new IllegalArgumentException("a node count is 0 or more, not " + nodes.getAsLong());
        }
    }

    /**
     * Reads the canonical text.
     *
     * @param text e.g. {@code f5 +2.0 depth 12 pv f5 d6; d3 -1.5 depth 12 pv d3; nodes 123456}
     * @return the analysis
     * @throws TextParseException if the text is not an analysis, at the first character found wrong
     */
    static Analysis parse(String text) {
        TextCursor in = new TextCursor(text, "an analysis");
        List<MoveEvaluation> moves = evaluations(in);
        OptionalLong nodes = OptionalLong.empty();
        if (in.accept(moves.isEmpty() ? "; nodes " : "nodes ")) {
            nodes = OptionalLong.of(in.number("a node count", 0, Long.MAX_VALUE));
        }
        in.expectEnd();
        return new Analysis(moves, nodes);
    }

    /**
     * Reads evaluations separated by {@code "; "}, or {@code no moves}; after the last one, the
     * cursor is at the end or past its {@code "; "}.
     */
    static List<MoveEvaluation> evaluations(TextCursor in) {
        List<MoveEvaluation> moves = new ArrayList<>();
        if (in.accept("no moves")) {
            return moves;
        }
        while (true) {
            moves.add(MoveEvaluation.read(in));
            if (!in.endedWith(';')) {
                return moves;
            }
            in.expect(" ");
            if (in.text().startsWith("nodes ", in.index())) {
                return moves;
            }
        }
    }

    /** Writes evaluations as {@link #evaluations(TextCursor)} reads them, without a final separator. */
    static void write(StringBuilder sb, List<MoveEvaluation> moves) {
        if (moves.isEmpty()) {
            sb.append("no moves");
        }
        for (int i = 0; i < moves.size(); i++) {
            sb.append(i == 0 ? "" : "; ").append(moves.get(i));
        }
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code f5 +2.0 depth 12 pv f5 d6; d3 -1.5 depth 12 pv d3; nodes 123456}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        write(sb, moves);
        nodes.ifPresent(n -> sb.append("; nodes ").append(n));
        return sb.toString();
    }
}
