package io.github.reversi4j.notation;

/**
 * Receives the games a {@link GameReader} reads, one at a time.
 */
@FunctionalInterface
public interface GameVisitor {

    /**
     * Handles one game.
     *
     * @param game the game, valid or with its problems
     */
    void visit(CheckedGame game);
}
