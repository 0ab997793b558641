package io.github.reversi4j.eval;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TieRule;
import io.github.reversi4j.core.internal.bitboard.Bitboards;
import io.github.reversi4j.eval.internal.Evaluator;
import java.io.InputStream;
import java.util.Objects;

/**
 * A pattern evaluation of standard 8x8 Othello positions: the final disc margin that the side to move
 * may expect, predicted from the contents of the board's edges, corners, lines and diagonals with
 * weights learnt from real games and exactly solved positions (docs/EVALUATION.md).
 *
 * <pre>{@code
 * PatternEvaluation eval = PatternEvaluation.standard();
 * double margin = eval.discs(GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"));   // > 0: the side to move is ahead
 * }</pre>
 *
 * <p>Immutable and thread-safe. The score is a prediction, not a proof: use {@code reversi-solver} for
 * the exact value of a position. A position whose game is over gets its exact final margin (the
 * empty squares to the winner).
 */
public final class PatternEvaluation {

    private static final long FULL = -1L;

    private final Evaluator evaluator;
    private final String source;

    private PatternEvaluation(Evaluator evaluator, String source) {
        this.evaluator = evaluator;
        this.source = source;
    }

    /**
     * Returns the evaluation of the weights bundled with this module, read and checked on first use
     * and then shared.
     *
     * @return the standard evaluation
     * @throws InvalidWeightsException when the bundled resource is missing or corrupt
     */
    public static PatternEvaluation standard() {
        try {
            return new PatternEvaluation(Evaluator.standard(), "standard");
        } catch (Evaluator.BadWeightsException e) {
            throw new InvalidWeightsException(e.source(), e.reason(), e.getCause());
        }
    }

    /**
     * Reads an evaluation from weights in the format of docs/EVALUATION.md (as the training command
     * writes them).
     *
     * @param in the stream, read to its end and not closed
     * @return the evaluation of those weights
     * @throws InvalidWeightsException when the stream does not hold such weights (truncated, a wrong
     *     header or shape, a checksum that does not match)
     */
    public static PatternEvaluation read(InputStream in) {
        Objects.requireNonNull(in, "in");
        try {
            return new PatternEvaluation(Evaluator.read(in, "stream"), "stream");
        } catch (Evaluator.BadWeightsException e) {
            throw new InvalidWeightsException(e.source(), e.reason(), e.getCause());
        }
    }

    /**
     * The predicted final disc margin of the side to move, under the standard Othello rules: positive
     * when it is ahead, between -64 and 64. A finished game gets its exact final margin.
     *
     * @param state a position on the 8x8 board, with no supplies and no state extension
     * @return the predicted margin in discs
     * @throws UnsupportedPositionException when the board is not 8x8, or the state has supplies or an
     *     extension
     */
    public double discs(GameState state) {
        Objects.requireNonNull(state, "state");
        if (!state.board().geometry().equals(Geometry.STANDARD)) {
            throw new UnsupportedPositionException("the board is " + state.board().geometry());
        }
        if (state.hasSupplies()) {
            throw new UnsupportedPositionException("the state has disc supplies");
        }
        if (state.extension().isPresent()) {
            throw new UnsupportedPositionException("the state carries an extension");
        }
        long[] sides = Evaluator.sides(state);
        long p = sides[0];
        long o = sides[1];
        if (Bitboards.legalMoves(p, o) == 0 && Bitboards.legalMoves(o, p) == 0) {
            int d = Long.bitCount(p) - Long.bitCount(o);
            int empties = Long.bitCount(~(p | o) & FULL);
            return d > 0 ? d + empties : d < 0 ? d - empties : 0;
        }
        double v = (double) evaluator.evaluate(p, o) / Evaluator.UNIT;
        return Math.max(-64, Math.min(64, v));
    }

    /**
     * The predicted final disc margin of the side to move under the given rules, which must be the
     * standard Othello rules on the 8x8 board.
     *
     * @param rules the rules of the game
     * @param state the position
     * @return the predicted margin in discs
     * @throws UnsupportedPositionException when the rules are not the standard rules on 8x8 (blocked
     *     squares, a placement rule, supplies, another tie rule or scoring), or the state is not an 8x8 position of them
     */
    public double discs(Rules rules, GameState state) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(state, "state");
        if (!(rules instanceof StandardRules)) {
            throw new UnsupportedPositionException("the rules are " + rules.id());
        }
        StandardRules r = (StandardRules) rules;
        if (!r.geometry().equals(Geometry.STANDARD) || !r.supply().isEmpty() || !r.blockedSquares().isEmpty()
                || r.placementRule().isPresent()
                || r.tieRule() != TieRule.DRAW || r.scoring() != Scoring.EMPTIES_TO_WINNER) {
            throw new UnsupportedPositionException("the rules " + r.id() + " differ from standard 8x8 Othello");
        }
        return discs(state);
    }

    /**
     * Describes this evaluation.
     *
     * @return e.g. {@code PatternEvaluation[standard]}
     */
    @Override
    public String toString() {
        return "PatternEvaluation[" + source + "]";
    }
}
