package io.github.reversi4j.engine;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.internal.ggf.GgfGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The client side of the NBoard protocol, version 2 (NBoard's {@code Protocol.htm}): {@code nboard 2},
 * {@code set game}, {@code set depth}, {@code set contempt}, {@code move}, {@code go}, {@code hint}, {@code ping},
 * {@code learn}; replies
 * {@code ===}, {@code search}, {@code book}, {@code pong}, and the informative {@code status},
 * {@code set myname}, {@code nodestats}, {@code learned} and {@code warning}. Other lines of text are
 * ignored, as NBoard's GUI ignores them; a line with control characters (other than tabs) is an error.
 */
final class NBoardClient extends AbstractEngine implements NBoardEngine {

    private final AtomicInteger pings = new AtomicInteger();
    /** Pings sent whose pong has not been read. */
    private final Set<Integer> outstanding = ConcurrentHashMap.newKeySet();
    /** The ping that stops the running search, or 0. */
    private volatile int searching;
    /** The pings sent to stop a search. */
    private final Set<Integer> stopsSent = ConcurrentHashMap.newKeySet();
    private int depthSent;
    private GameRecord sent;

    private NBoardClient(EngineProcess process, EngineOptions options) {
        super(process, options);
    }

    static NBoardClient open(EngineProcess process, EngineOptions options) {
        NBoardClient e = new NBoardClient(process, options);
        e.greet(() -> {
            process.send("nboard 2");
            e.greet(options.startTimeout());
        });
        return e;
    }

    @Override
    String quitCommand() {
        return "quit";
    }

    /**
     * The first ping, sent again while the engine is silent: some engines (Edax 4.6) leave a line that
     * arrives while they start unread until another line comes. Waits for the pong of every ping sent,
     * within the start timeout.
     */
    private void greet(Duration timeout) {
        Reply r = new Reply(timeout, "'pong' after 'nboard 2'");
        long quiet = Duration.ofMillis(250).toNanos();
        ping();
        long again = System.nanoTime() + quiet;
        while (!outstanding.isEmpty()) {
            String line = r.nextBefore(again);
            if (line == null) {
                ping();
                quiet = Math.min(2 * quiet, Duration.ofSeconds(2).toNanos());
                again = System.nanoTime() + quiet;
            } else {
                informative(line, true);
            }
        }
    }

    private void ping() {
        int n = pings.incrementAndGet();
        outstanding.add(n);
        process.send("ping " + n);
    }

    /** Sends a ping, then reads until every ping sent has its pong, ignoring what comes before. */
    private void sync(Duration timeout, String awaited) {
        int n = pings.incrementAndGet();
        outstanding.add(n);
        process.send("ping " + n);
        Reply r = new Reply(timeout, awaited);
        while (!outstanding.isEmpty()) {
            informative(r.next(), true);
        }
    }

    /**
     * Handles a line that answers nothing in particular. Returns false if the line is something
     * else (the caller's reply); throws if it is not text (control characters other than tabs).
     */
    private boolean informative(String line, boolean anything) {
        String[] w = line.strip().split("\\s+", 3);
        switch (w[0]) {
            case "":
            case "status":
            case "nodestats":
            case "learned":
            case "learn": // NTest's answer to 'learn'
            case "warning":
            case "analysis":
                return true;
            case "set":
                if (w.length == 3 && w[1].equals("myname")) {
                    name(w[2]);
                }
                return true;
            case "pong":
                try {
                    outstanding.remove((int) Ascii.parse(w.length > 1 ? w[1] : "", Integer.MIN_VALUE, Integer.MAX_VALUE));
                } catch (NumberFormatException e) {
                    throw new EngineProtocolException(process.name(), line, "a pong without its number");
                }
                return true;
            case "search":
            case "book":
                if (anything || w.length < 3 || w[2].split("\\s+").length < 3) {
                    // an answer no longer awaited, or free text that starts with the word (Edax writes
                    // its book as a table whose lines start 'book')
                    return true;
                }
                return false;
            case "===":
                if (anything) {
                    return true; // an answer to a command whose answer is no longer awaited
                }
                return false;
            default:
                if (line.chars().anyMatch(c -> c != '\t' && Character.isISOControl(c))) {
                    throw new EngineProtocolException(process.name(), line, "not an NBoard reply");
                }
                // free text, as NBoard itself ignores: NTest writes its banner and search tables, and a
                // progress line per depth ('  4 (58 empty)<TAB>E6/-0.25<TAB><TAB>0.000355s elapsed'); the
                // reply's line limit still bounds it
                return true;
        }
    }

    /** Gives the engine the game to search, or only its new moves when it extends the last one sent. */
    private void sendGame(GameRecord game) {
        if (game.rules().geometry().width() > 14) {
            throw new IllegalArgumentException("GGF boards are 4x4 to 14x14, not " + game.rules().geometry());
        }
        GameRecord old = sent;
        if (old != null && old.rules().equals(game.rules()) && old.start().equals(game.start())
                && game.moves().size() >= old.moves().size()
                && game.moves().subList(0, old.moves().size()).equals(old.moves())
                && game.moves().subList(old.moves().size(), game.moves().size()).stream().noneMatch(Move::isPass)) {
            for (Move m : game.moves().subList(old.moves().size(), game.moves().size())) {
                process.send("move " + m.toString().toUpperCase(java.util.Locale.ROOT));
            }
        } else {
            process.send("set game " + GgfGame.of(game, GameInfo.empty()));
        }
        sent = game;
    }

    @Override
    public void setContempt(double discs) {
        String value = Contempt.text(discs);
        exchange(() -> {
            process.send("set contempt " + value);
            return null;
        });
    }

    @Override
    public void learn(GameRecord game) {
        java.util.Objects.requireNonNull(game, "game");
        if (!game.replay().isValid() || !game.rules().geometry().isSquare()) {
            throw new IllegalArgumentException("a game to learn is valid and on a square board: " + game);
        }
        exchange(() -> {
            sendGame(game);
            process.send("learn");
            sync(options.searchTimeout(), "'pong' after 'learn'");
            return null;
        });
    }

    private void depth(int plies) {
        if (depthSent != plies) {
            process.send("set depth " + plies);
            depthSent = plies;
        }
    }

    /**
     * How long a search may take: the wait for its reply and, under a time limit, the instant
     * ({@link System#nanoTime()}) at which the stop ping goes, else {@link Long#MAX_VALUE}.
     */
    private record Budget(Duration replyWithin, long stopAt) {
    }

    /** Refuses what NBoard cannot send: a node count. */
    static Limit sendable(Limit limit) {
        java.util.Objects.requireNonNull(limit, "limit");
        if (limit.nodes().isPresent()) {
            throw new IllegalArgumentException("the NBoard protocol has no node limit: give a depth or a time, not "
                    + limit);
        }
        return limit;
    }

    /**
     * Settles the pings still unanswered, sends the game and the depth of a depth limit, and gives the
     * budget: a depth (or no bound) waits the search timeout, a time its time and the reply timeout.
     */
    private Budget budget(GameRecord at, Limit limit, String command) {
        if (!outstanding.isEmpty()) {
            sync(options.replyTimeout(), "'pong' before " + command);
        }
        sendGame(at);
        limit.depth().ifPresent(this::depth);
        if (limit.depth().isEmpty() && limit.time().isPresent()) {
            // a time alone: the depth of the game's end, for engines that search only once given a depth (NTest
            // warns 'Must pick a depth'); the time's stop ping ends the search
            GameState s = at.replay().finalState();
            depth(Math.max(1, s.geometry().size() - s.count(Color.BLACK) - s.count(Color.WHITE)));
        }
        if (limit.time().isPresent()) {
            Duration t = limit.time().get();
            Duration wait = t.plus(options.replyTimeout());
            if (limit.depth().isPresent() && options.searchTimeout().compareTo(wait) < 0) {
                wait = options.searchTimeout();
            }
            return new Budget(wait, System.nanoTime() + t.toNanos());
        }
        return new Budget(options.searchTimeout(), Long.MAX_VALUE);
    }

    /** Marks the start of a search; the number is the ping that will stop it. */
    private int startSearch() {
        int n = pings.incrementAndGet();
        searching = n;
        return n;
    }

    @Override
    public void stop() {
        int n = searching;
        if (n != 0 && isOpen() && stopsSent.add(n)) {
            outstanding.add(n);
            process.send("ping " + n);
        }
    }

    @Override
    SearchResult search(GameRecord at, Limit limit) {
        Budget budget = budget(at, sendable(limit), "'go'");
        Duration wait = budget.replyWithin();
        long stopAt = budget.stopAt();
        int stopPing = startSearch();
        try {
            process.send("go");
            Reply r = new Reply(wait, "'===' after 'go'");
            List<MoveEvaluation> thinking = new ArrayList<>();
            OptionalLong nodes = OptionalLong.empty();
            String warning = null;
            while (true) {
                String line = nextOrStop(r, stopAt, stopPing);
                String[] w = line.strip().split("\\s+");
                if (w[0].equals("===")) {
                    return answer(at, line, w, thinking, nodes);
                }
                if ((w[0].equals("search") || w[0].equals("book")) && w.length >= 5) {
                    thinking.add(evaluation(at, line, w));
                } else if (w[0].equals("nodestats") && w.length >= 2) {
                    nodes = OptionalLong.of(count(w[1], line));
                } else {
                    informative(line, false);
                    if (w[0].equals("warning")) {
                        warning = line;
                    }
                    if (stopped(stopPing)) {
                        // stopped with no '===': the best move reported so far stands
                        if (thinking.isEmpty()) {
                            throw new EngineProtocolException(process.name(), line, "stopped before it reported any move"
                                    + (warning == null ? "" : " (it warned: '" + warning + "')"));
                        }
                        MoveEvaluation best = thinking.get(thinking.size() - 1);
                        return new SearchResult(best.move(), Optional.of(best.score()), thinking, nodes, line);
                    }
                }
            }
        } finally {
            searching = 0;
        }
    }

    /** Whether the stop ping of a search has been answered: the search is over. */
    private boolean stopped(int stopPing) {
        return stopsSent.contains(stopPing) && !outstanding.contains(stopPing);
    }

    /** The next line; when the time is up, sends the stop ping first. */
    private String nextOrStop(Reply r, long stopAt, int stopPing) {
        if (stopAt != Long.MAX_VALUE && !stopsSent.contains(stopPing)) {
            String line = r.nextBefore(stopAt);
            if (line != null) {
                return line;
            }
            stop();
        }
        return r.next();
    }

    private SearchResult answer(GameRecord at, String line, String[] w, List<MoveEvaluation> thinking,
            OptionalLong nodes) {
        if (w.length < 2) {
            throw new EngineProtocolException(process.name(), line, "'===' without a move");
        }
        // '=== f5/-2.00/1.5' (the protocol's form) or '=== f5 -2.00 1.5' (Edax's)
        String[] parts = w.length == 2 ? w[1].split("/", -1) : java.util.Arrays.copyOfRange(w, 1, w.length);
        Move m = checked(at, move(parts[0], line), line);
        Optional<Score> score = parts.length > 1 && !parts[1].isEmpty()
                ? Optional.of(score(parts[1], line)) : Optional.empty();
        return new SearchResult(m, score, thinking, nodes, line);
    }

    /** Reads {@code search PV EVAL 0 DEPTH text} or {@code book PV EVAL GAMES DEPTH text}. */
    private MoveEvaluation evaluation(GameRecord at, String line, String[] w) {
        if (w.length < 5) {
            throw new EngineProtocolException(process.name(), line, "a '" + w[0] + "' line needs PV, eval, count, depth");
        }
        List<Move> pv = pv(at, w[1], line);
        String eval = w[2];
        int comma = eval.indexOf(',');
        Score score = score(comma >= 0 ? eval.substring(0, comma) : eval, line);
        long games = count(w[3], line);
        GameState s = at.replay().finalState();
        int empties = s.geometry().size() - s.count(Color.BLACK) - s.count(Color.WHITE);
        SearchDepth depth;
        try {
            depth = SearchDepth.ofEngine(w[4], empties);
        } catch (IllegalArgumentException e) {
            throw new EngineProtocolException(process.name(), line, "not a depth: '" + w[4] + "' (" + e.getMessage() + ")");
        }
        return new MoveEvaluation(pv.get(0), score, depth, pv,
                w[0].equals("book") ? OptionalLong.of(games) : OptionalLong.empty());
    }

    @Override
    public Analysis analyse(GameRecord game, Limit limit, int moves) {
        GameRecord g = checkAnalysis(game, limit, moves);
        return exchange(() -> analysis(g, limit, moves, e -> { }));
    }

    @Override
    public CompletableFuture<Analysis> analyseAsync(GameRecord game, Limit limit, int moves) {
        GameRecord g = checkAnalysis(game, limit, moves);
        return async(() -> analyse(g, limit, moves));
    }

    @Override
    public AnalysisStream analysis(GameRecord game, Limit limit, int moves) {
        GameRecord g = checkAnalysis(game, limit, moves);
        AnalysisStream stream = new AnalysisStream(this::stop);
        stream.start(async(() -> exchange(() -> analysis(g, limit, moves, stream::line))));
        return stream;
    }

    private GameRecord checkAnalysis(GameRecord game, Limit limit, int moves) {
        sendable(limit);
        if (moves < 1 || moves > 64) {
            throw new IllegalArgumentException("an analysis evaluates 1 to 64 moves, not " + moves);
        }
        return searchable(game);
    }

    /**
     * An analysis. Under a depth alone, one {@code hint} at that depth. Under a time, the engine's
     * answer to {@code hint} is one search per move, best first (Edax), and a stop at the time would
     * leave the later moves out: so the client deepens itself, a {@code hint} at depth 1, 2, ... up to
     * the limit's depth (or the empty squares), each within the time left, and keeps the deepest
     * analysis that ended with every move asked for; only when not even the first did is a partial one
     * given.
     */
    private Analysis analysis(GameRecord at, Limit limit, int moves, Consumer<MoveEvaluation> lines) {
        if (limit.time().isEmpty()) {
            return hint(at, limit, moves, lines).analysis();
        }
        GameState s = at.replay().finalState();
        int empties = Math.max(1, s.geometry().size() - s.count(Color.BLACK) - s.count(Color.WHITE));
        int wanted = Math.min(moves, at.rules().legalMoves(s).size());
        int deepest = Math.min(limit.depth().orElse(empties), Math.max(empties, 1));
        long deadline = System.nanoTime() + limit.time().get().toNanos();
        Analysis kept = null;
        for (int d = 1; d <= deepest; d++) {
            long left = deadline - System.nanoTime();
            if (left < 1_000_000L) {
                break;
            }
            Hinted h = hint(at, Limit.depth(d).withTime(Duration.ofNanos(left)), moves, lines);
            if (!h.stopped() && h.analysis().moves().size() >= wanted) {
                kept = h.analysis();
            } else {
                if (kept == null) {
                    kept = h.analysis();
                }
                break;
            }
        }
        return kept == null ? new Analysis(List.of(), OptionalLong.empty()) : kept;
    }

    /** An analysis of one {@code hint}, and whether the time's stop ended it. */
    private record Hinted(Analysis analysis, boolean stopped) {
    }

    private Hinted hint(GameRecord at, Limit limit, int moves, Consumer<MoveEvaluation> lines) {
        Budget budget = budget(at, limit, "'hint'");
        Duration wait = budget.replyWithin();
        long stopAt = budget.stopAt();
        int stopPing = startSearch();
        Map<Move, MoveEvaluation> latest = new LinkedHashMap<>();
        OptionalLong nodes = OptionalLong.empty();
        boolean stopped = false;
        try {
            process.send("hint " + moves);
            Reply r = new Reply(wait, "the end of 'hint " + moves + "'");
            while (true) {
                String line = nextOrStop(r, stopAt, stopPing);
                String[] w = line.strip().split("\\s+");
                if ((w[0].equals("search") || w[0].equals("book")) && w.length >= 5) {
                    MoveEvaluation e = evaluation(at, line, w);
                    latest.put(e.move(), e);
                    lines.accept(e);
                } else if (w[0].equals("nodestats") && w.length >= 2) {
                    nodes = OptionalLong.of(count(w[1], line));
                } else if (w[0].equals("status") && !latest.isEmpty()) {
                    break; // the engine reports its state once the analysis is over
                } else {
                    informative(line, false);
                    if (stopped(stopPing)) {
                        stopped = true;
                        break;
                    }
                    if (w[0].equals("===")) {
                        throw new EngineProtocolException(process.name(), line, "'===' answers 'go', not 'hint'");
                    }
                }
            }
        } finally {
            searching = 0;
        }
        List<MoveEvaluation> list = new ArrayList<>(latest.values());
        list.sort(Comparator.comparing(MoveEvaluation::score).reversed());
        // the moves asked for: an engine may report others on its way (NTest, at shallow depths)
        return new Hinted(new Analysis(list.subList(0, Math.min(moves, list.size())), nodes),
                stopped || stopsSent.contains(stopPing));
    }
}
