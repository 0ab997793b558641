package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * An engine's evaluation of one move: its score, how deep it looked, and the line it expects.
 *
 * @param move the move evaluated
 * @param score the score in discs from the point of view of the side to move (positive: it wins by
 *     that many discs)
 * @param depth the depth as the engine wrote it: plies ({@code 12}), or a solve ({@code 100%}: exact,
 *     {@code 100%W}: win/loss/draw only), possibly with a probability ({@code 22@73%})
 * @param pv the principal variation, starting with {@code move}; just {@code move} when none is given
 * @param bookGames the games behind a book evaluation; empty for a search
 */
public record MoveEvaluation(Move move, double score, String depth, List<Move> pv, OptionalLong bookGames) {

    /**
     * Checks and copies the values.
     *
     * @param move the move
     * @param score the score, finite
     * @param depth the depth text, without spaces
     * @param pv the principal variation, not empty, starting with the move
     * @param bookGames the book's game count
     */
    public MoveEvaluation {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(bookGames, "bookGames");
        pv = List.copyOf(pv);
        if (!Double.isFinite(score)) {
            throw new IllegalArgumentException("a score is finite, not " + score);
        }
        if (pv.isEmpty() || !pv.get(0).equals(move)) {
            throw new IllegalArgumentException("the principal variation " + pv + " does not start with " + move);
        }
        if (depth.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("a depth has no spaces: '" + depth + "'");
        }
    }

    /**
     * Tells whether the score is an exact solve (depth {@code 100%}).
     *
     * @return true for a perfect-play score
     */
    public boolean isExact() {
        return depth.equals("100%");
    }

    /**
     * Tells whether the evaluation comes from the engine's opening book.
     *
     * @return true for a book evaluation
     */
    public boolean isBook() {
        return bookGames.isPresent();
    }
}
