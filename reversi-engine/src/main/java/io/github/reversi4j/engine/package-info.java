/**
 * Othello engines as Java objects, and Java players as engines.
 *
 * <h2>Client</h2>
 * {@link io.github.reversi4j.engine.Engine#start Engine.start} runs an engine's command line as a
 * child process (in the working folder {@link io.github.reversi4j.engine.EngineOptions#directory()}
 * names, if any) and talks to it over its standard input and output in one of two
 * {@link io.github.reversi4j.engine.Protocol protocols}, each its own type of the sealed
 * {@link io.github.reversi4j.engine.Engine}:
 * <ul>
 *   <li>the NBoard protocol, version 2 (NBoard's GUI, NTest, Edax {@code -nboard}): the
 *       position is sent as a GGF game ({@code set game}), a search is {@code go} (answered by
 *       {@code === move}) or {@code hint n} (answered by {@code search} and {@code book} lines), and
 *       {@code ping n}/{@code pong n} stops a search and resynchronises: an
 *       {@link io.github.reversi4j.engine.NBoardEngine} also analyses, streams its analysis
 *       ({@link io.github.reversi4j.engine.AnalysisStream}), takes a contempt and learns;</li>
 *   <li>GTP, the Go Text Protocol version 2 as Othello engines speak it (Edax and Egaroucid
 *       {@code -gtp}): the
 *       position is played from the start with {@code clear_board} and {@code play}, a search is
 *       {@code genmove}, every reply is {@code =} or {@code ?} ended by an empty line: a
 *       {@link io.github.reversi4j.engine.GtpEngine} gives moves under a time limit, its depth set on
 *       its command line.</li>
 * </ul>
 *
 * <p>The game goes with every call, as python-chess's {@code chess.engine} passes the board:
 * {@code bestMove(game, limit)}, {@code analyse(game, limit, moves)}; the client sends the engine only
 * what changed, and keeps that to itself. A {@link io.github.reversi4j.engine.Limit} bounds a search
 * by depth, time and node count together. The calls block and return values:
 * {@link io.github.reversi4j.engine.SearchResult} for a best move,
 * {@link io.github.reversi4j.engine.Analysis} for the scores of several moves, each a
 * {@link io.github.reversi4j.engine.Score} at a {@link io.github.reversi4j.engine.SearchDepth}, exact
 * when the search reached the end of the game. The long ones
 * also have {@link java.util.concurrent.CompletableFuture} forms. Every wait is bounded by
 * {@link io.github.reversi4j.engine.EngineOptions}; every move the engine sends is checked by the
 * game's {@link io.github.reversi4j.core.Rules}; whatever goes wrong is one of the
 * {@link io.github.reversi4j.engine.EngineException} subclasses, which carry the line received and
 * the last lines of the engine's standard error. Lines of no protocol are skipped on both protocols
 * (Edax's {@code *** SEARCH STILL RUNNING ? (1) ***} over GTP), within the bounds of a reply: its
 * lines, and its characters all together. An engine that dies is noticed when it dies, even while a
 * process it started keeps its output open. After such an error, after a failed start (a refused
 * greeting included) and on {@code close()}, the engine's whole process tree is killed: on Linux the
 * engine runs in a session of its own, whose members are found even after their parent has exited,
 * and its descendants are recorded while it runs, so none is left behind. An {@link io.github.reversi4j.engine.EngineLog} sees every line in both
 * directions, as NBoard's debug log does.
 *
 * <h2>Engines</h2>
 * What each engine needs, as tried with this package (Linux x86-64, November 2026):
 * <ul>
 *   <li><b>Edax 4.6</b> ({@code abulmo/edax-reversi}): {@code lEdax-x64 -nboard} (or {@code -gtp}), run in
 *       the folder that holds its {@code data/eval.dat} ({@code EngineOptions.withDirectory}); from another
 *       folder it writes {@code Cannot open data/eval.dat} on its standard error and exits 1, which the
 *       client's error carries. Its GTP mode writes {@code *** SEARCH STILL RUNNING ? (1) ***} when a
 *       search overruns its time; its NBoard {@code search} lines give the depth in plies alone when it
 *       solves ({@code 14} at 14 empty squares), which is exact. It leaves its first {@code ping} unread until
 *       another line comes, so the client pings again while it is silent; it writes
 *       {@code === d6 -1.00 0.0} (spaces, not the protocol's slashes), answers {@code learn} with
 *       {@code status} lines only, and replies to GTP as {@code = id text}.</li>
 *   <li><b>Egaroucid 7.8</b> ({@code Nyanyan/Egaroucid}, the console build,
 *       {@code Egaroucid_for_Console.out -gtp -nobook -l 10}): GTP only; its console has no NBoard mode,
 *       so it gives no scores, no analysis and no exact solves. It reads
 *       {@code resources/eval.egev2} and {@code resources/eval_move_ordering_end.egev} beside its binary
 *       ({@code -nobook} when {@code resources/book.egbk3} is absent). It knows neither
 *       {@code time_settings} nor {@code time_left} ({@code ?4 [ERROR] command not found}): the client
 *       sends them once and, refused, no more; the engine's own {@code -l} level or {@code -time} then
 *       rules its moves, and each is waited for up to the search timeout (at {@code -l 21} a move
 *       of the opening took over two minutes here). A forced pass is answered {@code = PASS}.</li>
 *   <li><b>NTest</b> ({@code weltyc/ntest}, 2018): {@code ntest x}, NBoard only, run in its build folder
 *       (it reads {@code coefficients/} and {@code resource/} from the working folder and aborts
 *       without them), e.g. {@code sh -c 'cd /opt/ntest/build && exec ./ntest x'}. It writes a banner,
 *       tables and a progress line per depth, which are free text and ignored, {@code search} lines
 *       with runs of spaces, {@code === E6/-0.25/0.00}, and answers {@code learn} with {@code learn}.
 *       Its exact scores count the discs alone at the end of a game, the empty squares going to no
 *       one, where WTHOR and FFO give them to the winner (RULES §O3): for a position whose perfect
 *       play ends with empty squares its score has the same sign but is smaller (FFO's first line after
 *       H7: NTest -12, the file -14).</li>
 * </ul>
 *
 * <h2>Server</h2>
 * {@link io.github.reversi4j.engine.EngineServer} serves a {@link io.github.reversi4j.engine.Player}
 * (a function from a game and a limit to a move) over a program's standard input and output, one
 * server per protocol, so that NBoard, a match tool or this package's client can play it.
 *
 * <h2>Matches</h2>
 * {@link io.github.reversi4j.engine.Match} plays {@link io.github.reversi4j.engine.Player players}
 * (engines among them) over a list of
 * openings, and {@link io.github.reversi4j.engine.MatchResult} counts the games and estimates the Elo
 * difference.
 *
 * <h2>Values and their texts</h2>
 * The values of this package are immutable, equal by value, and have a canonical text (equal
 * values, equal texts; the client reads the protocols' own texts, not these):
 * {@link io.github.reversi4j.engine.Limit},
 * {@link io.github.reversi4j.engine.Score}, {@link io.github.reversi4j.engine.SearchDepth},
 * {@link io.github.reversi4j.engine.EngineOptions} (all but its log, a hook),
 * {@link io.github.reversi4j.engine.MoveEvaluation}, {@link io.github.reversi4j.engine.Analysis},
 * {@link io.github.reversi4j.engine.SearchResult}, {@link io.github.reversi4j.engine.MatchResult} and
 * its {@link io.github.reversi4j.engine.MatchResult.Elo Elo},
 * and {@link io.github.reversi4j.engine.Match.Pairing}. The other types
 * are not values: an {@link io.github.reversi4j.engine.Engine} is a running process and an
 * {@link io.github.reversi4j.engine.AnalysisStream} a running search,
 * {@link io.github.reversi4j.engine.EngineServer} is a service, {@link io.github.reversi4j.engine.Player} and {@link io.github.reversi4j.engine.EngineLog}
 * are functions, and the exceptions are
 * reports; their {@code toString} describes and is not promised to read back.
 *
 * <p>This package is {@link io.github.reversi4j.core.Incubating incubating}: its API may still change in a minor
 * release (README.md, "Stability").
 */
@Incubating
package io.github.reversi4j.engine;

import io.github.reversi4j.core.Incubating;
