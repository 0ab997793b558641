package io.github.reversi4j.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;


/**
 * Serves a {@link Player} as an engine over a byte stream (a program's standard input and output, as
 * UTF-8 text), one server per protocol: {@link #nboard} for the NBoard protocol, {@link #gtp} for GTP,
 * so that NBoard's GUI, a match tool, or {@link Engine} can play it.
 *
 * <pre>{@code
 * EngineServer.nboard("Greedy", myPlayer, 6).serve(System.in, System.out);
 * }</pre>
 *
 * <p>The player gets the game and a {@link Limit}: the depth the client set ({@code set depth}, else
 * the default depth), with the time per move a GTP client gives ({@code time_left}).
 *
 * <p>Commands are handled one at a time, in order, and the input is read ahead on a thread of the
 * server's own: an NBoard {@code ping} read while the player searches interrupts the searching
 * thread, so that a player that heeds interruptions (the library's {@code ComputerPlayer} does)
 * returns the best it has found and the {@code pong} follows at once, as the protocol asks; a player
 * that does not is waited for. Any other command that comes during a search (a {@code hint} during
 * a {@code go}, GTP's commands) is handled after it. Nothing after a {@code quit} is read.
 *
 * <p>Over NBoard, {@code hint n} of an {@link AnalysingPlayer} reports its {@code n} best moves, best first, one {@code search} line each with its score, its depth ({@code 100%} for an
 * exact score) and its principal variation; of any other player, its move as the one evaluation, with
 * an evaluation of 0 and the free text {@code unscored}, for a player gives no score. A count below 1
 * is 1 (the protocol asks for the top move at least), one above the legal moves is all of them, and a
 * count that is not ASCII digits is 1, with a {@code warning} line. {@code learn} is
 * answered {@code learned} and does nothing. A move the player chooses is sent as it is, for the
 * client to judge, and played only if it is legal. Unknown NBoard commands are ignored, as the protocol
 * asks; unknown GTP commands are refused. A command line longer than {@link #MAX_LINE} characters is
 * skipped, with a {@code warning} (NBoard) or a failure reply (GTP): a client cannot make the server
 * hold an unbounded line. The rules are standard Othello on the board size the client
 * gives (8x8 until it gives one).
 */
public sealed interface EngineServer permits NBoardServer, GtpServer {

    /** The longest command line read, in characters; a longer one is answered as such and skipped. */
    int MAX_LINE = 1 << 20;

    /**
     * Returns a server of a player speaking the NBoard protocol.
     *
     * @param name the engine name it gives ({@code set myname})
     * @param player the player
     * @param defaultDepth the depth the player gets until the client sets one, 1 to {@link Limit#MAX_DEPTH}
     * @return the server
     * @throws IllegalArgumentException if the name is not one line of text or the depth is out of range
     */
    static EngineServer nboard(String name, Player player, int defaultDepth) {
        return new NBoardServer(name, player, ServerBase.depth(name, player, defaultDepth));
    }

    /**
     * Returns a server of a player speaking GTP.
     *
     * @param name the engine name it gives (GTP {@code name})
     * @param player the player
     * @param defaultDepth the depth the player gets, 1 to {@link Limit#MAX_DEPTH}
     * @return the server
     * @throws IllegalArgumentException if the name is not one line of text or the depth is out of range
     */
    static EngineServer gtp(String name, Player player, int defaultDepth) {
        return new GtpServer(name, player, ServerBase.depth(name, player, defaultDepth));
    }

    /**
     * Returns the server of a protocol: {@link #nboard} or {@link #gtp}.
     *
     * @param protocol the protocol to speak
     * @param name the engine name it gives
     * @param player the player
     * @param defaultDepth the depth the player gets until the client sets one
     * @return the server
     * @throws IllegalArgumentException if the name is not one line of text or the depth is out of range
     */
    static EngineServer of(Protocol protocol, String name, Player player, int defaultDepth) {
        return protocol == Protocol.NBOARD ? nboard(name, player, defaultDepth) : gtp(name, player, defaultDepth);
    }

    /**
     * Returns the protocol the server speaks.
     *
     * @return the protocol
     */
    Protocol protocol();

    /**
     * Serves until the client sends {@code quit} or the input ends. Lines are written with {@code \n}
     * and flushed one by one. A player that throws, or chooses no move, is a GTP error reply
     * ({@code ? the player failed: ...}) and serving goes on; NBoard has no error reply, so there a
     * {@code warning the player failed: ...} line is written and the failure ends serving.
     *
     * @param in the commands, UTF-8 text; not closed
     * @param out where the replies go, as UTF-8; flushed, not closed
     * @throws IOException if the input cannot be read, or the replies cannot be written (a closed pipe:
     *     the client is gone), noticed once the command at hand is answered
     * @throws RuntimeException what the player throws, over NBoard
     */
    void serve(InputStream in, OutputStream out) throws IOException;
}
