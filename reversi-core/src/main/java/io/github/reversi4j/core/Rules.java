package io.github.reversi4j.core;

import java.util.List;
import java.util.Objects;

/**
 * A rule set: everything a program needs to play or check a game of some kind of Reversi. It is the
 * one interface of the library's rule sets - the standard Othello rules of this module, every
 * variant of {@code reversi-variants}, and the variants users write themselves - so game records,
 * readers and programs work with any of them.
 *
 * <p>A rule set is an immutable value (its options are fields) and every method is a pure function
 * of its arguments: states go in, new states come out. Passes are moves: when the side to move has no
 * placement but the game is not over, {@link #legalMoves(GameState)} is the single {@link Move#pass()}
 * (<a href="doc-files/rules.html#B4">RULES §B4</a>); when the game is over it is empty (<a href="doc-files/rules.html#B5">RULES §B5</a>).
 *
 * <p>An implementation registered through a {@link RulesProvider} is found by its {@link #id()} with
 * {@link RuleSets#of(String)}. A variant that changes part of an existing rule set extends
 * {@link ForwardingRules} and overrides only what differs.
 *
 * <p>A whole game, whatever the rule set:
 * <pre>{@code
 * Rules rules = RuleSets.of("othello");                 // or StandardRules.othello(), "reversi-ravensburger", ...
 * GameState state = rules.initialState();
 * while (!rules.isTerminal(state)) {
 *     List<Move> moves = rules.legalMoves(state);       // a lone pass when the side to move has no placement
 *     state = rules.play(state, moves.get(0));          // a new state; the old one is unchanged
 * }
 * Outcome outcome = rules.outcome(state);
 * System.out.println(outcome.winner().map(rules::colorName).orElse("a draw") + ": " + outcome);   // White: WHITE 19-45
 * }</pre>
 */
public interface Rules {

    /**
     * Returns the rule set's canonical id, which {@link RuleSets#of(String)} turns back into an equal
     * rule set: the provider's id, followed in parentheses by the options that differ from their
     * defaults, e.g. {@code othello} or {@code othello(size=10x10,opening=parallel)}.
     *
     * @return the id
     */
    String id();

    /**
     * Returns the shape of the board.
     *
     * @return the geometry
     */
    Geometry geometry();

    /**
     * Returns the state a game starts from.
     *
     * @return the initial state
     */
    GameState initialState();

    /**
     * Returns the legal moves of a state: the placements, or the single pass when the side to move has
     * none (<a href="doc-files/rules.html#B4">RULES §B4</a>), or nothing when the game is over (<a href="doc-files/rules.html#B5">RULES §B5</a>). Placements come in row-major
     * order of their squares.
     *
     * @param state a state of a game under these rules
     * @return an unmodifiable list of the legal moves
     */
    List<Move> legalMoves(GameState state);

    /**
     * Returns the state after a move. A move that is not legal is rejected with its reason; three of
     * the reasons are a promise every rule set keeps, for programs rely on them: a move after the end
     * is {@link IllegalMoveException.Reason#GAME_OVER GAME_OVER}, a placement where the side to move
     * must pass is {@link IllegalMoveException.Reason#MUST_PASS MUST_PASS} (the record readers then
     * play the forced pass that most formats leave out, <a href="doc-files/rules.html#B4">RULES §B4</a>),
     * and a pass while a placement is legal is {@link IllegalMoveException.Reason#PASS_NOT_ALLOWED
     * PASS_NOT_ALLOWED}. The contract suites of {@code reversi-testkit} check them.
     *
     * <pre>{@code
     * Rules rules = StandardRules.othello();
     * GameState start = rules.initialState();
     * GameState next = rules.play(start, Move.parse("f5"));   // a new state; start is unchanged
     * try {
     *     rules.play(next, Move.parse("a1"));
     * } catch (IllegalMoveException e) {
     *     System.out.println(e.getMessage());   // illegal move a1: NO_FLIP (a White disc on a1 outflanks no line)
     * }
     * }</pre>
     *
     * @param state a state of a game under these rules
     * @param move the move
     * @return the next state
     * @throws IllegalMoveException if the move is not legal, with the reason
     */
    GameState play(GameState state, Move move);

    /**
     * Tells whether a move is legal in a state. An implementation may answer faster than by playing
     * the move, and must then answer exactly as {@link #play(GameState, Move)} does: the contract
     * suites of {@code reversi-testkit} check that they agree on every square, the pass and the
     * declared end.
     *
     * @param state a state of a game under these rules
     * @param move the move
     * @return true if {@link #play(GameState, Move)} would accept it
     */
    default boolean isLegal(GameState state, Move move) {
        try {
            play(state, move);
            return true;
        } catch (IllegalMoveException e) {
            return false;
        }
    }

    /**
     * Returns the number of legal moves of a state: the size of {@link #legalMoves(GameState)}, which
     * an implementation may compute without building the list (perft counts leaves with it).
     *
     * @param state a state of a game under these rules
     * @return the number of legal moves, 0 when the game is over
     */
    default int legalMoveCount(GameState state) {
        return legalMoves(state).size();
    }

    /**
     * Tells whether the game is over (<a href="doc-files/rules.html#B5">RULES §B5</a>).
     *
     * @param state a state of a game under these rules
     * @return true when no move is legal
     */
    boolean isTerminal(GameState state);

    /**
     * Returns the result of a finished game.
     *
     * @param state a terminal state
     * @return the outcome
     * @throws IllegalStateException if the game is not over
     */
    Outcome outcome(GameState state);

    /**
     * Parses the canonical text of a move of these rules (the {@code toString()} of a move). By default
     * {@link Move#parse(String)}; a rule set with moves of its own shape ({@link Move.Variant})
     * overrides this to read them too.
     *
     * @param text the text, e.g. {@code d3} or {@code pass}
     * @return the move
     * @throws TextParseException if the text is not a move of these rules
     */
    default Move parseMove(String text) {
        return Move.parse(text);
    }

    /**
     * Parses the canonical text of an outcome of these rules (the {@code toString()} of an outcome). By default
     * {@link Outcome#parse(String)}; a rule set with outcomes of its own shape ({@link Outcome.Variant})
     * overrides this to read them.
     *
     * @param text the text, e.g. {@code BLACK 34-30}
     * @return the outcome
     * @throws TextParseException if the text is not an outcome of these rules
     */
    default Outcome parseOutcome(String text) {
        return Outcome.parse(text);
    }

    /**
     * Returns the display name of a color under these rules (<a href="doc-files/rules.html#B1">RULES §B1</a>), e.g. {@code Gold} for the
     * first mover of Ravensburger Reversi.
     *
     * @param color the color
     * @return the name; by default {@code Black} and {@code White}
     */
    default String colorName(Color color) {
        Objects.requireNonNull(color, "color");
        return color == Color.BLACK ? "Black" : "White";
    }

    /**
     * Returns the number of players: 2, or 1 for a solitaire such as the solo game (<a href="doc-files/rules.html#S1">RULES §S1</a>).
     *
     * @return the number of players
     */
    default int players() {
        return 2;
    }

    /**
     * Returns the symmetries of the board that these rules commute with: playing the image of a move
     * in the image of a state gives the image of the next state. By default all symmetries of the
     * geometry; a rule set whose board is not symmetric (blocked squares, a fixed token layout) returns
     * fewer.
     *
     * @return the symmetries, starting with the identity
     */
    default List<Symmetry> symmetries() {
        return geometry().symmetries();
    }

    /**
     * Returns the representative of a state's class under these rules' {@linkplain #symmetries()
     * symmetries}: of the state's images, the one with the smallest {@link GameState#hash64()}, ties
     * broken by the text. Two states a symmetry of these rules apart have the same representative, and
     * so have the same legal moves up to that symmetry: a transposition table may key on it. It goes
     * through these rules' symmetries, not the board's, for a board that is not symmetric (blocked
     * squares, a fixed token layout) has fewer.
     *
     * @param state a state of a game under these rules
     * @return the canonical state
     */
    default GameState canonical(GameState state) {
        Objects.requireNonNull(state, "state");
        GameState best = state;
        long bestHash = state.hash64();
        for (Symmetry s : symmetries()) {
            GameState t = state.transform(s);
            long h = t.hash64();
            if (h < bestHash || (h == bestHash && t.toString().compareTo(best.toString()) < 0)) {
                best = t;
                bestHash = h;
            }
        }
        return best;
    }

    /**
     * Parses the canonical text of a state of these rules ({@link GameState#toString()}); a rule set
     * with a {@link StateExtension} overrides this to read it.
     *
     * @param text the text
     * @return the state
     * @throws IllegalArgumentException if the text is malformed
     */
    default GameState parseState(String text) {
        return GameState.parse(text);
    }
}
