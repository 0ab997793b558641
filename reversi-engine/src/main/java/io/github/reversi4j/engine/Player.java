package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;

/**
 * A player: a function from a position to a move, which {@link EngineServer} serves as an engine.
 * It is called only for a position that is not over, and must return one of
 * {@link Rules#legalMoves(GameState) the legal moves} (a pass when that is the only one).
 */
@FunctionalInterface
public interface Player {

    /**
     * Chooses a move.
     *
     * @param rules the rules of the game
     * @param state the position, not over
     * @param limit what the client asked for: the depth it set, or the time it gave
     * @return a legal move
     */
    Move choose(Rules rules, GameState state, Limit limit);
}
