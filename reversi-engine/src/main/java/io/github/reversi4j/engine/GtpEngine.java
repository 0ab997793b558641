package io.github.reversi4j.engine;

import java.util.List;

/**
 * An engine that speaks GTP (Edax's {@code -gtp}, Egaroucid's {@code -gtp}): it gives a move for a
 * game played from the start. Limits: a time only ({@code time_settings}, {@code time_left}); GTP has
 * no depth command, so give the engine its depth on its command line (e.g. {@code edax -gtp -l 10})
 * and search with {@link Limit#none()}. An engine that refuses the time commands (Egaroucid 7.8)
 * searches as its command line says. A GTP search cannot be interrupted: {@link #stop()} does nothing.
 *
 * <pre>{@code
 * try (GtpEngine edax = GtpEngine.start(Engine.parseCommand("/opt/edax/bin/lEdax-x64 -gtp -l 6"),
 *         EngineOptions.defaults())) {    // Edax also wants .withDirectory(its folder), where data/eval.dat is
 *     GameRecord game = GameRecord.parse("othello: f5 d6 c3");
 *     Move m = edax.bestMove(game, Limit.none()).move();    // at the level of its command line
 *     System.out.println(edax.name() + " plays " + m);
 * }
 * }</pre>
 */
public sealed interface GtpEngine extends Engine permits GtpClient {

    /**
     * Starts a GTP engine: runs the command and waits for the answer to {@code name}.
     *
     * @param command its command line: the program, then its arguments
     * @param options the timeouts, output bounds, working folder and log
     * @return the engine
     * @throws EngineException if it cannot be started, does not answer, or refuses {@code name}; no
     *     process is left
     * @throws IllegalArgumentException if the command is empty
     */
    static GtpEngine start(List<String> command, EngineOptions options) {
        return GtpClient.open(EngineProcess.of(command, options), options);
    }

    @Override
    default Protocol protocol() {
        return Protocol.GTP;
    }
}
