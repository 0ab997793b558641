package io.github.reversi4j.engine;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * An engine's evaluation of one move: its score, how deep it looked, and the line it expects.
 *
 * <p>The canonical text is the move, the score written exactly (a sign when positive), the depth, the
 * book's game count if any, and the principal variation: {@code f5 +2.0 depth 12 pv f5 d6 c3}, or
 * {@code d3 -2.0 depth 14 exact book 34 pv d3}. the text is canonical: equal values, equal texts.
 *
 * @param move the move evaluated
 * @param score the score in discs from the point of view of the side to move (positive: it wins by
 *     that many discs)
 * @param depth how deep the engine looked: plies, selectivity, and whether it solved the position to
 *     its end (whatever text the engine wrote for that)
 * @param pv the principal variation, starting with {@code move}; just {@code move} when none is given
 * @param bookGames the games behind a book evaluation; empty for a search
 */
public record MoveEvaluation(Move move, Score score, SearchDepth depth, List<Move> pv, OptionalLong bookGames) {

    /**
     * Checks and copies the values.
     *
     * @param move the move
     * @param score the score
     * @param depth the depth
     * @param pv the principal variation, not empty, starting with the move
     * @param bookGames the book's game count
     */
    public MoveEvaluation {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(bookGames, "bookGames");
        pv = List.copyOf(pv);
        if (pv.isEmpty() || !pv.get(0).equals(move)) {
            throw new IllegalArgumentException("the principal variation " + pv + " does not start with " + move);
        }
        if (bookGames.isPresent() && bookGames.getAsLong() < 0) {
            throw new IllegalArgumentException("a book's game count is 0 or more, not " + bookGames.getAsLong());
        }
    }

    /**
     * Reads the canonical text.
     *
     * @param text e.g. {@code f5 +2.0 depth 12 pv f5 d6 c3}
     * @return the evaluation
     * @throws TextParseException if the text is not an evaluation, at the first character found wrong
     */
    static MoveEvaluation parse(String text) {
        TextCursor in = new TextCursor(text, "a move evaluation");
        MoveEvaluation e = read(in);
        if (in.endedWith(';')) {
            throw in.error("expected the end of the text", in.index() - 1);
        }
        in.expectEnd();
        return e;
    }

    /**
     * Reads an evaluation at a cursor, up to the end of its principal variation: the end of the text
     * or a move followed by {@code ;}, which it passes.
     */
    static MoveEvaluation read(TextCursor in) {
        int start = in.index();
        Move move = in.move("a move");
        in.expect(" ");
        int scoreAt = in.index();
        double discs = in.decimal("a score");
        Score score;
        try {
            score = Score.of(discs);
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage(), scoreAt);
        }
        in.expect(" depth ");
        SearchDepth depth = SearchDepth.read(in);
        OptionalLong book = OptionalLong.empty();
        if (in.accept(" book ")) {
            book = OptionalLong.of(in.number("a book's game count", 0, Long.MAX_VALUE));
        }
        in.expect(" pv");
        List<Move> pv = new ArrayList<>();
        boolean last = false;
        while (!last && in.accept(" ")) {
            int at = in.index();
            String w = in.word("a move of the principal variation");
            last = w.endsWith(";");
            String m = last ? w.substring(0, w.length() - 1) : w;
            try {
                pv.add(Move.parse(m));
            } catch (TextParseException e) {
                throw e.within(in.text(), at);
            }
        }
        try {
            return new MoveEvaluation(move, score, depth, pv, book);
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage(), start);
        }
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code f5 +2.0 depth 12 pv f5 d6 c3}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(32).append(move).append(' ').append(score).append(" depth ")
                .append(depth);
        bookGames.ifPresent(n -> sb.append(" book ").append(n));
        sb.append(" pv");
        for (Move m : pv) {
            sb.append(' ').append(m);
        }
        return sb.toString();
    }

    /**
     * Tells whether the score is an exact solve: the search reached the end of the game.
     *
     * @return true for a perfect-play score
     */
    public boolean isExact() {
        return depth.exact();
    }

}
