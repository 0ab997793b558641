package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;

/**
 * A {@link Player} that also scores its best moves, as an engine does for NBoard's {@code hint n}:
 * {@link EngineServer} answers a client's {@code hint n} with the {@code n} best moves of such a
 * player, each on its own {@code search} line with its score, where a plain player's hint is its move
 * alone, unscored.
 */
public interface AnalysingPlayer extends Player {

    /**
     * Scores the best moves of the game's last position.
     *
     * @param game the game so far, its last position not over
     * @param limit how far the player may search, as for {@link #choose}
     * @param moves how many moves to score, 1 or more: the best ones, or every legal move when the
     *     position has fewer
     * @return the best moves, best first, each with its score from the side to move's point of view;
     *     at least one, at most {@code moves} (a pass alone when the side to move must pass)
     * @throws IllegalArgumentException if {@code moves} is below 1, or the game is not one the player
     *     plays
     * @throws IllegalStateException if the game is over
     */
    Analysis analyse(GameRecord game, Limit limit, int moves);
}
