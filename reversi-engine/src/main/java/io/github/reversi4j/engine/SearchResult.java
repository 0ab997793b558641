package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.TextParseException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The move an engine chose, checked legal by the rules, with what it said about it.
 *
 * <p>The canonical text is the move, the score and node count when known, the line received in
 * double quotes (a backslash and a quote escaped by a backslash, control and formatting characters
 * written as a backslash, {@code u} and four hexadecimal digits), and the evaluations received while searching as {@link Analysis} writes
 * them: {@code f5 score +2.0 nodes 1234 line "=== f5 2.00" thinking f5 +2.0 depth 4 pv f5 d6}.
 * the text is canonical: equal values, equal texts.
 *
 * @param move the move, legal in the position searched
 * @param score the score in discs for the side to move, if the engine gave one
 * @param thinking the evaluations the engine reported while searching (NBoard {@code search} and
 *     {@code book} lines), in the order received
 * @param nodes the nodes searched, if the engine said
 * @param line the line that carried the move
 */
public record SearchResult(Move move, Optional<Score> score, List<MoveEvaluation> thinking, OptionalLong nodes,
        String line) {

    /**
     * Checks and copies the values.
     *
     * @param move the move
     * @param score the score
     * @param thinking the evaluations
     * @param nodes the node count, 0 or more
     * @param line the line received
     */
    public SearchResult {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(nodes, "nodes");
        Objects.requireNonNull(line, "line");
        thinking = List.copyOf(thinking);
        if (nodes.isPresent() && nodes.getAsLong() < 0) {
            throw new IllegalArgumentException("a node count is 0 or more, not " + nodes.getAsLong());
        }
    }

    /**
     * Reads the canonical text.
     *
     * @param text e.g. {@code f5 score +2.0 nodes 1234 line "=== f5 2.00"}
     * @return the result
     * @throws TextParseException if the text is not a search result, at the first character found
     *     wrong
     */
    static SearchResult parse(String text) {
        TextCursor in = new TextCursor(text, "a search result");
        Move move = in.move("a move");
        Optional<Score> score = Optional.empty();
        if (in.accept(" score ")) {
            int at = in.index();
            double d = in.decimal("a score");
            try {
                score = Optional.of(Score.of(d));
            } catch (IllegalArgumentException e) {
                throw in.error(e.getMessage(), at);
            }
        }
        OptionalLong nodes = OptionalLong.empty();
        if (in.accept(" nodes ")) {
            nodes = OptionalLong.of(in.number("a node count", 0, Long.MAX_VALUE));
        }
        in.expect(" line ");
        String line = in.quoted("the line received");
        List<MoveEvaluation> thinking = List.of();
        if (in.accept(" thinking ")) {
            thinking = Analysis.evaluations(in);
            if (thinking.isEmpty() || in.endedWith(' ')) {
                throw in.error("expected an evaluation");
            }
        }
        in.expectEnd();
        return new SearchResult(move, score, thinking, nodes, line);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code f5 score +2.0 nodes 1234 line "=== f5 2.00" thinking f5 +2.0 depth 4 pv f5 d6}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(64).append(move);
        score.ifPresent(d -> sb.append(" score ").append(d));
        nodes.ifPresent(n -> sb.append(" nodes ").append(n));
        sb.append(" line ").append(TextCursor.quote(line));
        if (!thinking.isEmpty()) {
            sb.append(" thinking ");
            Analysis.write(sb, thinking);
        }
        return sb.toString();
    }
}
