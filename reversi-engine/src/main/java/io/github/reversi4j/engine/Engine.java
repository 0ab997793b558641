package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * An external engine, running as a child process and driven over its standard input and output:
 * an {@link NBoardEngine} or a {@link GtpEngine}, each with what its protocol can do. The game goes
 * with every search, as python-chess's {@code chess.engine} passes the board: the client sends the
 * engine only what changed since its last search, and keeps that to itself.
 *
 * <pre>{@code
 * try (Engine edax = Engine.start(Protocol.NBOARD, Engine.parseCommand("/opt/edax/bin/lEdax-x64 -nboard"))) {
 *     SearchResult r = edax.bestMove(GameRecord.parse("othello: f5 d6 c3"), Limit.depth(10));
 *     System.out.println(r.move() + " " + r.score());
 * }
 * }</pre>
 *
 * <p>An engine that reads files relative to its working folder (Edax's {@code data/eval.dat}) is
 * started with {@code EngineOptions.defaults().withDirectory(Path.of("/opt/edax"))}.
 *
 * <p>An engine is a {@link Player}: {@link #choose} plays its best move, so a match takes an engine
 * as it takes any other player.
 *
 * <p>One command runs at a time: the methods are thread-safe and wait for each other, except
 * {@link #stop()} and {@link #close()}, which act at once. Every wait has a timeout
 * ({@link EngineOptions}). An {@link EngineException} other than {@link EngineRefusedException} leaves
 * the engine closed: its process and every process it started are killed. A failure to start, a
 * refused greeting included, leaves no process either.
 */
public sealed interface Engine extends Player, AutoCloseable permits NBoardEngine, GtpEngine {

    /**
     * Starts an engine with the default options.
     *
     * @param protocol the protocol it speaks
     * @param command its command line: the program, then its arguments
     * @return the engine, ready for commands: an {@link NBoardEngine} or a {@link GtpEngine}
     * @throws EngineException if it cannot be started or does not answer
     */
    static Engine start(Protocol protocol, List<String> command) {
        return start(protocol, command, EngineOptions.defaults());
    }

    /**
     * Starts an engine: runs the command (in {@link EngineOptions#directory()} if set), then greets it
     * ({@code nboard 2} and a {@code ping} over NBoard, {@code name} over GTP) and waits for its answer.
     *
     * @param protocol the protocol it speaks
     * @param command its command line: the program, then its arguments
     * @param options the timeouts, output bounds, working folder and log
     * @return the engine, ready for commands: an {@link NBoardEngine} or a {@link GtpEngine}
     * @throws EngineException if it cannot be started or does not answer
     * @throws IllegalArgumentException if the command is empty
     */
    static Engine start(Protocol protocol, List<String> command, EngineOptions options) {
        Objects.requireNonNull(protocol, "protocol");
        return protocol == Protocol.NBOARD ? NBoardEngine.start(command, options) : GtpEngine.start(command, options);
    }

    /**
     * Splits a command line into words as a shell would for simple cases: at spaces, except inside
     * single or double quotes, and a backslash keeps the next character.
     *
     * @param commandLine e.g. {@code "/opt/edax/bin/lEdax-x64 -q -l 10"}
     * @return the words
     * @throws IllegalArgumentException if a quote is not closed or there is no word
     */
    static List<String> parseCommand(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char c = commandLine.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < commandLine.length()) {
                w.append(commandLine.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed " + quote + " in the command line: " + commandLine);
        }
        if (inWord) {
            words.add(w.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("an empty command line");
        }
        return List.copyOf(words);
    }

    /**
     * Returns the protocol this engine speaks.
     *
     * @return the protocol
     */
    Protocol protocol();

    /**
     * Returns the engine's name: what it said ({@code set myname} over NBoard, {@code name} over
     * GTP), else its program.
     *
     * @return the name
     */
    String name();

    /**
     * Returns the process id of the engine, whose process tree {@link #close()} kills.
     *
     * @return the pid
     */
    long pid();

    /**
     * Asks the engine for its move in the last position of a game, under a limit. Over NBoard the game
     * goes as GGF ({@code set game}), or as {@code move} commands when it extends the last one; over
     * GTP it is played from the start ({@code clear_board}, {@code play}), or only its new moves.
     *
     * @param game the game, not over; over GTP it must start from its rules' initial position
     * @param limit the bounds of the search; each protocol refuses a bound it cannot send (see
     *     {@link Limit})
     * @return the move, checked legal by the game's rules, and what the engine said of it
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException if the game has an illegal move, is not on a square board, or
     *     the protocol cannot express the game or the limit
     * @throws EngineException if the engine fails, or sends a move the rules forbid
     */
    SearchResult bestMove(GameRecord game, Limit limit);

    /**
     * Asks for the best move without blocking; see {@link #bestMove(GameRecord, Limit)}.
     *
     * @param game the game
     * @param limit the limit
     * @return the future result; it completes exceptionally with the exception {@code bestMove}
     *     would throw. Cancelling it stops the search (as {@link #stop()}) once it has begun, and
     *     drops it before: the one async model of the library, as the solver's
     *     {@code Solver.solveAsync}
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException as {@code bestMove} does
     */
    CompletableFuture<SearchResult> bestMoveAsync(GameRecord game, Limit limit);

    /**
     * Plays the engine's best move: {@link #bestMove(GameRecord, Limit)}'s move.
     *
     * @param game the game, not over
     * @param limit the limit
     * @return the move
     */
    @Override
    default Move choose(GameRecord game, Limit limit) {
        return bestMove(game, limit).move();
    }

    /**
     * Asks the engine to stop searching now: a running search returns what the engine has found so
     * far. Over NBoard this is {@code ping}; GTP has no way to interrupt a command, so there the search
     * runs to its limit. Does nothing when no search runs.
     */
    void stop();

    /**
     * Tells whether the engine is open: started, not closed, and not failed.
     *
     * @return true while commands can be sent
     */
    boolean isOpen();

    /**
     * Closes the engine: sends {@code quit}, waits {@link EngineOptions#closeTimeout()} for it to end,
     * then kills it and every process it started (those whose parent has exited included), and waits
     * for them to end. A search running meanwhile ends with {@link EngineTerminatedException}.
     * Closing twice does nothing.
     */
    @Override
    void close();
}
