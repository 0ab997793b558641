package io.github.reversi4j.engine;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * An external engine, running as a child process and driven over its standard input and output.
 *
 * <pre>{@code
 * try (Engine edax = Engine.start(Protocol.NBOARD, Engine.parseCommand("/opt/edax/bin/lEdax-x64 -nboard"))) {
 *     edax.setGame(GameRecord.parse("othello: f5 d6 c3"));
 *     SearchResult r = edax.bestMove(Limit.depth(10));
 *     System.out.println(r.move() + " " + r.score());
 * }
 * }</pre>
 *
 * <p>One command runs at a time: the methods are thread-safe and wait for each other, except
 * {@link #stop()} and {@link #close()}, which act at once. Every wait has a timeout
 * ({@link EngineOptions}). An {@link EngineException} other than {@link EngineRefusedException} leaves
 * the engine closed: its process and every process it started are killed.
 */
public interface Engine extends AutoCloseable {

    /**
     * Starts an engine with the default options.
     *
     * @param protocol the protocol it speaks
     * @param command its command line: the program, then its arguments
     * @return the engine, ready for commands
     * @throws EngineException if it cannot be started or does not answer
     */
    static Engine start(Protocol protocol, List<String> command) {
        return start(protocol, command, EngineOptions.defaults());
    }

    /**
     * Starts an engine: runs the command, then greets it ({@code nboard 2} and a {@code ping} over
     * NBoard, {@code name} over GTP) and waits for its answer.
     *
     * @param protocol the protocol it speaks
     * @param command its command line: the program, then its arguments
     * @param options the timeouts, output bounds and log
     * @return the engine, ready for commands
     * @throws EngineException if it cannot be started or does not answer
     * @throws IllegalArgumentException if the command is empty
     */
    static Engine start(Protocol protocol, List<String> command, EngineOptions options) {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(options, "options");
        List<String> cmd = List.copyOf(command);
        if (cmd.isEmpty() || cmd.get(0).isBlank()) {
            throw new IllegalArgumentException("an engine's command line names a program");
        }
        EngineProcess p = EngineProcess.start(cmd, options);
        return protocol == Protocol.NBOARD ? NBoardEngine.open(p, options) : GtpEngine.open(p, options);
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
     * Gives the engine a game: the searches that follow are for its last position. Over NBoard the
     * game goes as GGF ({@code set game}), or as {@code move} commands when it extends the last one;
     * over GTP it is played from the start ({@code clear_board}, {@code play}), or only its new moves
     * when it extends the engine's game.
     *
     * @param game the game; over GTP it must start from its rules' initial position
     * @throws IllegalArgumentException if the protocol cannot express the game (its board, or a GTP
     *     game from a set-up position)
     * @throws EngineException if the engine fails
     */
    void setGame(GameRecord game);

    /**
     * Gives the engine a position under standard Othello rules of its board size: a game with no
     * moves from that position.
     *
     * @param state the position
     * @throws IllegalArgumentException if the protocol cannot express the position
     * @throws EngineException if the engine fails
     */
    void setPosition(GameState state);

    /**
     * Returns the game last given.
     *
     * @return the game; the standard start of Othello with no moves before any is given
     */
    GameRecord game();

    /**
     * Asks the engine for its move in the game's last position, under a limit. The game is not
     * changed.
     *
     * @param limit the depth or time for the search; over GTP only a time (GTP has no depth command:
     *     give the engine its depth on its command line), sent as {@code time_settings} and
     *     {@code time_left}; an engine that refuses these (Egaroucid) searches as its command line says,
     *     and is waited for up to {@link EngineOptions#searchTimeout()}
     * @return the move, checked legal by the game's rules, and what the engine said of it
     * @throws IllegalStateException if the game is over
     * @throws UnsupportedOperationException for a depth limit over GTP
     * @throws EngineException if the engine fails, or sends a move the rules forbid
     */
    SearchResult bestMove(Limit limit);

    /**
     * Asks for the best move without blocking; see {@link #bestMove(Limit)}.
     *
     * @param limit the limit
     * @return the future result; it completes exceptionally with the exception {@code bestMove}
     *     would throw
     */
    CompletableFuture<SearchResult> bestMoveAsync(Limit limit);

    /**
     * Asks the engine to evaluate the best moves of the game's last position ({@code hint} over
     * NBoard). A time-limited analysis is stopped ({@code ping}) when the time is up, and keeps what
     * the engine reported by then.
     *
     * @param limit the depth or time for the analysis
     * @param moves how many moves to evaluate, 1 to 64
     * @return the evaluations, best first
     * @throws IllegalStateException if the game is over
     * @throws UnsupportedOperationException over GTP, which has no analysis command
     * @throws EngineException if the engine fails, or reports a move the rules forbid
     */
    Analysis analyse(Limit limit, int moves);

    /**
     * Asks for an analysis without blocking; see {@link #analyse(Limit, int)}.
     *
     * @param limit the limit
     * @param moves how many moves to evaluate
     * @return the future analysis
     */
    CompletableFuture<Analysis> analyseAsync(Limit limit, int moves);

    /**
     * Sets the engine's contempt: how much it prefers a win by few discs to a draw, or a draw to a
     * loss, in discs ({@code set contempt} over NBoard, which NTest reads as the value of a draw to the
     * engine's opponent; engines that do not know it, such as Edax 4.6, ignore it). The command has no
     * reply: an engine that refuses it says so, if at all, only on its standard error.
     *
     * @param discs the contempt, -64 to 64; 0 is none
     * @throws IllegalArgumentException if the value is not finite or out of range
     * @throws UnsupportedOperationException over GTP, which has no contempt command
     * @throws EngineException if the engine fails
     */
    void setContempt(double discs);

    /**
     * Asks the engine to learn the game last given ({@code learn} over NBoard): an engine with a book
     * adds the game to it. Returns once the engine has done so: the command is followed by a
     * {@code ping}, whose {@code pong} comes after the learning; {@code learned}, the protocol's answer,
     * and {@code learn}, NTest's, are accepted before it, and an engine that answers neither (Edax 4.6
     * writes only {@code status} lines) is waited for by the same {@code pong}. The wait is
     * {@link EngineOptions#searchTimeout()}, for learning may search: Edax 4.6 searches the game at
     * the last depth it was given, and at depth 14 took minutes to learn a game of three moves.
     *
     * @throws UnsupportedOperationException over GTP, which has no learning command
     * @throws EngineException if the engine fails
     */
    void learn();

    /**
     * Asks the engine to stop searching now: a running {@link #bestMove} or {@link #analyse} returns
     * what the engine has found so far. Over NBoard this is {@code ping}; GTP has no way to interrupt
     * a command, so there the search runs to its limit. Does nothing when no search runs.
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
     * then kills it and every process it started, and waits for them to end. A search running
     * meanwhile ends with {@link EngineTerminatedException}. Closing twice does nothing.
     */
    @Override
    void close();
}
