package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * An engine that speaks the NBoard protocol (Edax, NTest, Egaroucid): besides a move, it can
 * evaluate several moves ({@code hint}), stream its analysis, take a contempt, learn a game, and be
 * stopped in the middle of a search. Limits: a depth ({@code set depth}) and a time (the search is
 * stopped when it is up), alone or together; NBoard has no node count.
 *
 * <pre>{@code
 * try (NBoardEngine edax = NBoardEngine.start(Engine.parseCommand("/opt/edax/bin/lEdax-x64 -nboard -q"),
 *         EngineOptions.defaults())) {    // Edax also wants .withDirectory(its folder), where data/eval.dat is
 *     GameRecord game = GameRecord.parse("othello: f5 d6 c3");
 *     SearchResult r = edax.bestMove(game, Limit.depth(8));
 *     System.out.println(r.move() + " " + r.score().map(Score::toString).orElse("(no score)"));   // e.g. d3 -1.0
 *     Analysis a = edax.analyse(game, Limit.time(java.time.Duration.ofMillis(300)), 3);
 *     a.moves().forEach(e -> System.out.println(e.move() + " " + e.score() + " at " + e.depth()));
 * }
 * }</pre>
 */
public sealed interface NBoardEngine extends Engine permits NBoardClient {

    /**
     * Starts an NBoard engine: runs the command, sends {@code nboard 2} and waits for the
     * {@code pong} of a {@code ping}.
     *
     * @param command its command line: the program, then its arguments
     * @param options the timeouts, output bounds, working folder and log
     * @return the engine
     * @throws EngineException if it cannot be started or does not answer; no process is left
     * @throws IllegalArgumentException if the command is empty
     */
    static NBoardEngine start(List<String> command, EngineOptions options) {
        return NBoardClient.open(EngineProcess.of(command, options), options);
    }

    @Override
    default Protocol protocol() {
        return Protocol.NBOARD;
    }

    /**
     * Asks the engine to evaluate the best moves of a game's last position ({@code hint}) and waits
     * for the end of the analysis. Under a depth alone the engine searches at that depth. Under a
     * time the client deepens the search itself (a {@code hint} at depth 1, 2, ..., up to the limit's
     * depth or the empty squares), for an engine such as Edax answers {@code hint} one move at a time,
     * and a stop ({@code ping}) at the time would cut the later moves out: the result is the deepest
     * analysis that gave every move asked for (those the position has, if fewer), and a partial one
     * only when the first depth did not end in time.
     *
     * @param game the game, not over
     * @param limit a depth, a time, or both
     * @param moves how many moves to evaluate, 1 to 64
     * @return the latest evaluation of each move, best first, at most {@code moves} of them
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException if the game or the limit cannot be sent, or {@code moves} is out
     *     of range
     * @throws EngineException if the engine fails, or reports a move the rules forbid
     */
    Analysis analyse(GameRecord game, Limit limit, int moves);

    /**
     * Asks for an analysis without blocking; see {@link #analyse(GameRecord, Limit, int)}.
     *
     * @param game the game
     * @param limit the limit
     * @param moves how many moves to evaluate
     * @return the future analysis; cancelling it stops the search, as {@link #bestMoveAsync}
     */
    CompletableFuture<Analysis> analyseAsync(GameRecord game, Limit limit, int moves);

    /**
     * Starts an analysis and gives its lines as they arrive: each {@code search} or {@code book} line
     * the engine writes, as python-chess's {@code analysis()} gives its info lines. Close the stream to
     * stop the analysis early.
     *
     * <pre>{@code
     * try (NBoardEngine edax = NBoardEngine.start(Engine.parseCommand("/opt/edax/bin/lEdax-x64 -nboard"),
     *         EngineOptions.defaults());
     *      AnalysisStream lines = edax.analysis(GameRecord.parse("othello: f5 d6 c3"), Limit.depth(20), 4)) {
     *     for (Optional<MoveEvaluation> e = lines.next(); e.isPresent(); e = lines.next()) {
     *         System.out.println(e.get());
     *         if (e.get().isExact()) {
     *             lines.stop();
     *         }
     *     }
     * }
     * }</pre>
     *
     * @param game the game, not over
     * @param limit a depth, a time, or both
     * @param moves how many moves to evaluate, 1 to 64
     * @return the stream of lines; the engine is busy with it until it ends
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException as {@code analyse} does
     */
    AnalysisStream analysis(GameRecord game, Limit limit, int moves);

    /**
     * Sets the engine's contempt: how much it prefers a win by few discs to a draw, or a draw to a
     * loss, in discs ({@code set contempt}, which NTest reads as the value of a draw to the engine's
     * opponent; engines that do not know it, such as Edax 4.6, ignore it). The command has no reply:
     * an engine that refuses it says so, if at all, only on its standard error.
     *
     * @param discs the contempt, -64 to 64; 0 is none
     * @throws IllegalArgumentException if the value is not finite or out of range
     * @throws EngineException if the engine fails
     */
    void setContempt(double discs);

    /**
     * Asks the engine to learn a game ({@code learn}): an engine with a book adds the game to it.
     * Returns once the engine has done so: the command is followed by a {@code ping}, whose
     * {@code pong} comes after the learning; {@code learned}, the protocol's answer, and {@code learn},
     * NTest's, are accepted before it, and an engine that answers neither (Edax 4.6 writes only
     * {@code status} lines) is waited for by the same {@code pong}. The wait is
     * {@link EngineOptions#searchTimeout()}, for learning may search: Edax 4.6 searches the game at
     * the last depth it was given.
     *
     * @param game the game to learn
     * @throws IllegalArgumentException if the game has an illegal move or cannot be sent
     * @throws EngineException if the engine fails
     */
    void learn(GameRecord game);
}
