package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;

/** A test player written as a function of the last position, made a {@link Player} by {@link #asPlayer()}. */
@FunctionalInterface
interface Positional {

    Move choose(Rules rules, GameState state, Limit limit);

    default Player asPlayer() {
        return (game, limit) -> choose(game.rules(), game.replay().finalState(), limit);
    }
}
