package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;

/**
 * A move chooser: given a game that is not over and a limit, it returns one of the legal moves of the
 * game's last position (a pass when that is the only one). Every {@link Engine} is one; any function
 * of a position is one too, e.g. {@code (game, limit) -> game.rules().legalMoves(game.replay().finalState()).get(0)}.
 * {@link Match} plays players against each other, and {@link EngineServer} serves a player as an
 * engine.
 */
@FunctionalInterface
public interface Player {

    /**
     * Chooses a move.
     *
     * @param game the game so far, its last position not over
     * @param limit how far the player may search: the client's depth, time or node count, or
     *     {@link Limit#none()}; a player may read only the bounds it knows
     * @return a legal move of the game's last position
     */
    Move choose(GameRecord game, Limit limit);
}
