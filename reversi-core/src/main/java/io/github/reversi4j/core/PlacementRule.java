package io.github.reversi4j.core;

/**
 * A variant's own condition on placements, for {@link StandardRules#withPlacementRule(PlacementRule)}:
 * of the placements the standard rules find legal (on an empty square that is not blocked,
 * outflanking at least one line), only those it allows are legal. The standard rules keep the rest
 * consistent with it: a side none of whose placements the rule allows passes, and the game ends when
 * neither side has one.
 *
 * <p>The rule is a pure function of its arguments: the same answer for the same state, square and
 * flips, on any thread. The standard rules compare it with {@code equals} (they are equal only when
 * their rules are), so a rule with parameters is best a record, whose equality is its parameters'; a
 * lambda is equal only to itself.
 * <pre>{@code
 * record MaxFlips(int most) implements PlacementRule {          // "a placement flips at most n discs"
 *     public boolean allows(GameState state, Square square, SquareSet flips) {
 *         return flips.size() <= most;
 *     }
 *
 *     public String code() {                                     // the code of a refusal
 *         return "TOO_MANY_FLIPS";
 *     }
 *
 *     static StandardRules othello(int most) {                   // Othello under the rule
 *         return StandardRules.othello().withPlacementRule(new MaxFlips(most));
 *     }
 * }
 * }</pre>
 */
@FunctionalInterface
public interface PlacementRule {

    /**
     * Tells whether a placement the standard rules find legal is allowed. Asked only of placements
     * that outflank at least one line: never of a pass, never of the first placements on the center
     * squares of {@link Opening#OPEN_CENTER}, which flip nothing and are not subject to the rule.
     *
     * @param state the state the placement is made in; its side to move is the placer (when the
     *     rules look ahead at whether the other side could place, a copy of the state with that side
     *     to move)
     * @param square the square of the placed disc
     * @param flips the discs the placement flips, at least one
     * @return true if the placement is legal under the variant
     */
    boolean allows(GameState state, Square square, SquareSet flips);

    /**
     * Returns the code of the {@link IllegalMoveException} that refuses a placement this rule does
     * not allow, given to its {@linkplain IllegalMoveException#IllegalMoveException(GameState, Move,
     * String, String, java.util.List) constructor}: {@link IllegalMoveException#code()} is this code,
     * and {@link IllegalMoveException#reason()} is {@link IllegalMoveException.Reason#VARIANT VARIANT}
     * for a code of the variant's own, or the {@link IllegalMoveException.Reason} of that name when the
     * code is the name of one (a rule that refuses on one of the library's grounds).
     *
     * @return 1 to 40 ASCII capital letters, digits and underscores, starting with a letter, not
     *     {@code VARIANT}; {@code PLACEMENT_NOT_ALLOWED} unless overridden
     */
    default String code() {
        return "PLACEMENT_NOT_ALLOWED";
    }
}
