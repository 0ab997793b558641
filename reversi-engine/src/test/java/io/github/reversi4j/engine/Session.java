package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The tests' way of driving an engine through a game: it holds the game and passes it with every call,
 * as a program that follows a game would. The engine's own API holds no game.
 */
final class Session implements AutoCloseable {

    private final Engine engine;
    private GameRecord game = GameRecord.of(StandardRules.othello(), List.of());

    Session(Engine engine) {
        this.engine = engine;
    }

    static Session start(Protocol protocol, List<String> command, EngineOptions options) {
        return new Session(Engine.start(protocol, command, options));
    }

    static Session start(Protocol protocol, List<String> command) {
        return new Session(Engine.start(protocol, command));
    }

    Engine engine() {
        return engine;
    }

    NBoardEngine nboard() {
        return (NBoardEngine) engine;
    }

    void setGame(GameRecord g) {
        game = java.util.Objects.requireNonNull(g, "game");
    }

    void setPosition(GameState state) {
        setGame(GameRecord.of(StandardRules.othello().withGeometry(state.board().geometry()), state, List.of()));
    }

    GameRecord game() {
        return game;
    }

    Protocol protocol() {
        return engine.protocol();
    }

    String name() {
        return engine.name();
    }

    long pid() {
        return engine.pid();
    }

    SearchResult bestMove(Limit limit) {
        return engine.bestMove(game, limit);
    }

    CompletableFuture<SearchResult> bestMoveAsync(Limit limit) {
        return engine.bestMoveAsync(game, limit);
    }

    Analysis analyse(Limit limit, int moves) {
        return nboard().analyse(game, limit, moves);
    }

    CompletableFuture<Analysis> analyseAsync(Limit limit, int moves) {
        return nboard().analyseAsync(game, limit, moves);
    }

    void setContempt(double discs) {
        nboard().setContempt(discs);
    }

    void learn() {
        nboard().learn(game);
    }

    void stop() {
        engine.stop();
    }

    boolean isOpen() {
        return engine.isOpen();
    }

    @Override
    public void close() {
        engine.close();
    }
}
