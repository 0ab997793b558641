package io.github.reversi4j.examples;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.text.Transcript;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.solver.Progress;
import io.github.reversi4j.solver.Solution;
import io.github.reversi4j.solver.SolveIncompleteException;
import io.github.reversi4j.solver.SolveFuture;
import io.github.reversi4j.solver.Solver;
import io.github.reversi4j.solver.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi solve [FILE]}: the exact score of positions with the built-in solver
 * ({@code reversi-solver}). Each position of an OBF file (or the standard input, {@code -}) comes out
 * as an OBF line with its best move scored ({@code <board> X; G8:+18;}), or with {@code --all} every
 * legal move scored as the FFO files are written; {@code --json} prints one JSON object a line with
 * the principal variation, nodes and time, and with {@code --all} each move's line of perfect play to
 * the end of the game (docs/CLI.md). With {@code --all} one analysis of every move gives it all (its
 * first move is a best move), where a solve and an analysis each searched the position before. With no file, the start of {@code --rules} (after
 * {@code --moves}, if given) is solved. A malformed line is named with its file and line on the
 * standard error and the others are solved; the status is then 1.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve positions exactly: each position of an OBF file (- for the standard input) is printed"
                + " as an OBF line with its best move and exact score (G8:+18 for FFO #1), or every legal move scored with --all;"
                + " with no file, the start position of --rules, after --moves if given."})
final class SolveCommand implements Callable<Integer> {

    /** The longest a --moves transcript may be, in characters. */
    private static final int MAX_MOVES_TEXT = 4096;

    /** The largest --max-nodes: a Limit's, 10^18 - 1. */
    static final long MAX_NODES = Limit.MAX_NODES;

    /** The largest --max-time in seconds: a year. */
    static final int MAX_SECONDS = 24 * 3600; // the bound of a Limit's time

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Reversi parent;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    @Parameters(paramLabel = "FILE", arity = "0..1",
            description = "an OBF file (one position a line, e.g. testdata/ffo/fforum-1-19.obf), or - for the standard input")
    private String file;

    @Option(names = "--all", description = "score every legal move, best first, as the FFO files are written")
    private boolean all;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "search threads, 1 to " + Solver.MAX_THREADS + " (default ${DEFAULT-VALUE})")
    private String threads = "1";

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "64",
            description = "the largest transposition table in megabytes, 1 to " + Solver.MAX_HASH_MEGABYTES
                    + " (default ${DEFAULT-VALUE})")
    private String hash = "64";

    @Option(names = "--json", description = "one JSON object a line: position, score, best move, principal variation,"
            + " moves (with --all: each with its score and its line of perfect play to the end), outcome, nodes and"
            + " seconds")
    private boolean json;

    @Option(names = "--moves", paramLabel = "MOVES", description = "with no FILE: solve the position these moves reach"
            + " from the start, e.g. f5d6c3d3c4")
    private String moves;

    @Option(names = "--max-nodes", paramLabel = "N", description = "give up a position after this many nodes"
            + " (1 to " + MAX_NODES + "): it is named on the standard error, the others are solved, and the status is 1")
    private String maxNodes;

    @Option(names = "--max-time", paramLabel = "SECONDS", description = "give up a position after this many seconds"
            + " (1 to " + MAX_SECONDS + "), the same way as --max-nodes")
    private String maxTime;

    /** A progress line now and then when no bar is drawn; one for the whole command. */
    private Heartbeat heartbeat;

    private final Gson gson = new GsonBuilder().disableHtmlEscaping().create();

    /** The command's heartbeat, made on first use (the parent command is set after construction). */
    private Heartbeat heartbeat() {
        if (heartbeat == null) {
            heartbeat = parent.heartbeat("solve");
        }
        return heartbeat;
    }

    @Override
    public Integer call() throws IOException {
        heartbeat();
        Rules rules = rulesOption.rules();
        if (rules.players() != 2) {
            throw new UserException("--rules " + rules.id() + ": a game of " + rules.players() + " player"
                    + (rules.players() == 1 ? "" : "s") + " has no score under perfect play to solve; solve takes"
                    + " two-player rule sets");
        }
        Solver solver = Solver.builder().threads(number("--threads", threads, Solver.MAX_THREADS))
                .hashMegabytes(number("--hash", hash, Solver.MAX_HASH_MEGABYTES)).build();
        Limit budget = budget();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (file == null) {
            GameState state = start(rules);
            return print(out, err, rules, state, solver, budget, 1,
                    moves == null ? "the start of " + rules.id() : "the position after --moves") ? Reversi.OK : Reversi.FOUND_PROBLEMS;
        }
        if (moves != null) {
            throw new UserException("--moves needs no FILE: it solves the position the moves reach from the start");
        }
        long[] index = {0};
        int bad = ObfInput.read(parent, file, err, (state, where) -> {
            Rules r = rulesFor(rules, state);
            if (r == null) {
                err.println(where + ": a " + state.board().geometry() + " position, but " + rules.id() + " is played on "
                        + rules.geometry());
                err.flush();
                return false;
            }
            index[0]++;
            return print(out, err, r, state, solver, budget, index[0], where + ", position " + index[0]);
        });
        return bad == 0 ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    static InputStream open(String name) throws IOException {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new UserException("not a file name: " + quoted(name), e);
        }
        InputFiles.check(path);
        checkFormat(path);
        return Files.newInputStream(path);
    }

    /**
     * Refuses a file that is not OBF text, once, as the other commands do: a record file of another
     * format (by its name or its first bytes) or binary bytes would otherwise give an error a line.
     */
    private static void checkFormat(Path path) throws IOException {
        byte[] head = new byte[4096];
        int n = 0;
        try (InputStream in = Files.newInputStream(path)) {
            for (int k; n < head.length && (k = in.read(head, n, head.length - n)) > 0; ) {
                n += k;
            }
        }
        String name = RecordFiles.name(path);
        String content = null;
        try {
            // the library's check of a file's first bytes against its name: here a name that says OBF
            RecordFormat.open(new java.io.ByteArrayInputStream(head, 0, n), "positions.obf", FormatOptions.defaults()).close();
        } catch (NotationException e) {
            if (e.kind() == ProblemKind.WRONG_FORMAT) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("the content is ([a-z-]+)").matcher(e.reason());
                content = m.find() ? m.group(1) : "of another record format";
            }
        }
        Optional<RecordFormat> byName = RecordFormat.byFileName(name);
        String what = content != null ? "the content is " + content
                : byName.isPresent() && byName.get() != RecordFormat.OBF && byName.get() != RecordFormat.TRANSCRIPT
                ? "the name says " + byName.get().id()
                : java.util.stream.IntStream.range(0, n).anyMatch(i -> head[i] == 0) ? "the content is binary" : null;
        if (what != null) {
            throw new UserException(path + ": wrong format: " + what + ", not OBF positions (a board and the side to"
                    + " move, one a line, e.g. testdata/ffo/fforum-1-19.obf); validate and convert read the other formats");
        }
    }

    /** The rule set a position of the file is solved under: --rules, or the standard rules resized to the position. */
    private static Rules rulesFor(Rules rules, GameState state) {
        if (rules.geometry().equals(state.board().geometry())) {
            return rules;
        }
        if (rules instanceof StandardRules) {
            return ((StandardRules) rules).withGeometry(state.board().geometry());
        }
        return null;
    }

    private GameState start(Rules rules) {
        if (moves == null) {
            return rules.initialState();
        }
        if (moves.length() > MAX_MOVES_TEXT) {
            throw new UserException("--moves is longer than " + MAX_MOVES_TEXT + " characters");
        }
        try {
            GameRecord record = GameRecord.withImplicitPasses(rules, rules.initialState(), Transcript.parse(moves).moves());
            if (!record.replay().isValid()) {
                throw new UserException("the moves are not a legal game of " + rules.id() + ": "
                        + record.replay().error().orElseThrow().getMessage());
            }
            return record.replay().finalState();
        } catch (NotationException | TextParseException e) { // a value parse of the user's text throws the latter
            throw new UserException(e.getMessage(), e);
        }
    }

    /** The limit of each position: --max-nodes and --max-time, or none. */
    private Limit budget() {
        Limit b = Limit.none();
        if (maxNodes != null) {
            b = b.withNodes(longNumber("--max-nodes", maxNodes, MAX_NODES));
        }
        if (maxTime != null) {
            b = b.withTime(Duration.ofSeconds(number("--max-time", maxTime, MAX_SECONDS)));
        }
        return b;
    }

    /** An ASCII decimal number in 1..max; other digits (Arabic-Indic, full-width) are refused. */
    static int number(String option, String text, int max) {
        return (int) longNumber(option, text, max);
    }

    /** An ASCII decimal number in 1..max (at most 10^18); the length is bounded before it is parsed. */
    static long longNumber(String option, String text, long max) {
        if (text.isEmpty() || text.length() > 19 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new UserException(option + " must be a number from 1 to " + max + " in ASCII digits, not "
                    + quoted(text));
        }
        // 19 digits may pass Long.MAX_VALUE; digit strings of one length compare as their numbers
        if (text.length() == 19 && text.compareTo("1000000000000000000") > 0 || Long.parseLong(text) < 1
                || Long.parseLong(text) > max) {
            throw new UserException(option + " must be from 1 to " + max + ", not " + text);
        }
        return Long.parseLong(text);
    }

    /** A text shown safely: in quotes, at most 40 characters, anything but printable ASCII as \\uXXXX. */
    static String quoted(String text) {
        StringBuilder sb = new StringBuilder("\"");
        int n = Math.min(text.length(), 40);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7F) {
                sb.append(c);
            } else {
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            }
        }
        return sb.append(text.length() > n ? "...\"" : "\"").toString();
    }

    /**
     * Solves a position and prints its line; a position whose budget runs out is named on the standard
     * error instead, and false returned. With {@code --all} one analysis gives everything: its first move
     * is a best move, and that move's line of perfect play the principal variation.
     */
    private boolean print(PrintWriter out, PrintWriter err, Rules rules, GameState state, Solver solver, Limit budget,
            long index, String where) {
        Solution s = null;
        Analysis a = null;
        long started = System.nanoTime();
        try {
            if (all && !rules.isTerminal(state)) {
                a = analyse(solver, rules, state, budget, index);
            } else {
                s = run(solver, rules, state, budget, index);
            }
        } catch (SolveIncompleteException e) {
            err.println(where + ": " + e.getMessage() + " (" + state + ")");
            err.flush();
            return false;
        }
        long nanos = System.nanoTime() - started;
        Map<Move, Integer> scores = new LinkedHashMap<>();
        List<Move> pv;
        int score;
        Outcome outcome;
        long nodes;
        if (a != null) {
            for (MoveEvaluation m : a.moves()) {
                scores.put(m.move(), (int) m.score().discs());
            }
            MoveEvaluation best = a.moves().get(0);
            pv = best.pv();
            score = (int) best.score().discs();
            GameState end = state;
            for (Move m : pv) {
                end = rules.play(end, m);
            }
            outcome = rules.outcome(end);
            nodes = a.nodes().orElse(0);
        } else {
            if (s.bestMove().isPresent()) {
                scores.put(s.bestMove().get(), s.score());
            }
            pv = s.principalVariation();
            score = s.score();
            outcome = s.outcome();
            nodes = s.nodes();
            nanos = s.time().toNanos();
        }
        if (json) {
            JsonObject o = new JsonObject();
            o.addProperty("rules", rules.id());
            o.addProperty("position", state.toString());
            o.addProperty("score", score);
            o.addProperty("verdict", Verdict.of(outcome, state.toMove()).name().toLowerCase(Locale.ROOT));
            if (!pv.isEmpty()) {
                o.addProperty("bestMove", pv.get(0).toString());
            }
            JsonArray line = new JsonArray();
            pv.forEach(m -> line.add(m.toString()));
            o.add("pv", line);
            if (a != null) {
                JsonArray ms = new JsonArray();
                for (MoveEvaluation m : a.moves()) {
                    JsonObject e = new JsonObject();
                    e.addProperty("move", m.move().toString());
                    e.addProperty("score", (int) m.score().discs());
                    JsonArray moveLine = new JsonArray();
                    m.pv().forEach(x -> moveLine.add(x.toString()));
                    e.add("pv", moveLine);
                    ms.add(e);
                }
                o.add("moves", ms);
            }
            o.addProperty("outcome", outcome.toString());
            o.addProperty("nodes", nodes);
            o.addProperty("seconds", nanos / 1e9);
            out.println(gson.toJson(o));
        } else if (scores.isEmpty()) {
            out.println(ObfPosition.ofBestScore(state, score));
        } else {
            out.println(ObfPosition.of(state, scores));
        }
        out.flush();
        if (out.checkError() || parent.outputFailed()) {
            throw new UserException("cannot write the standard output (closed, or the device is full)");
        }
        return true;
    }

    /**
     * Scores every move on a thread of its own, saying on the standard error that it does (a line on a
     * terminal, the heartbeat otherwise); an interruption of the calling thread interrupts the analysis.
     */
    private Analysis analyse(Solver solver, Rules rules, GameState state, Limit budget, long index) {
        CompletableFuture<Analysis> task = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                task.complete(solver.analyse(rules, state, budget));
            } catch (RuntimeException | Error e) {
                task.completeExceptionally(e);
            }
        }, "reversi-analyse");
        worker.setDaemon(true);
        worker.start();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        int moves = rules.legalMoves(state).size();
        return await(task, worker::interrupt, () -> {
            heartbeat().tick(() -> String.format(Locale.ROOT, "position %d: %d empties, scoring %d moves", index,
                    state.board().empties().size(), moves));
            if (parent.progressBars()) {
                err.printf(Locale.ROOT, "\rposition %d: %d empties, scoring %d moves, %.1f s   ", index,
                        state.board().empties().size(), moves, (System.nanoTime() - start) / 1e9);
                err.flush();
            }
        });
    }

    /** Solves in the background, drawing the progress on the standard error when a person watches a terminal. */
    private Solution run(Solver solver, Rules rules, GameState state, Limit budget, long index) {
        SolveFuture task = solver.solveAsync(rules, state, budget, r -> {
            Thread t = new Thread(r, "reversi-solve");
            t.setDaemon(true);
            t.start();
        });
        PrintWriter err = spec.commandLine().getErr();
        return await(task, () -> task.cancel(true), () -> {
            heartbeat().tick(() -> {
                Progress p = task.progress();
                return String.format(Locale.ROOT, "position %d: %d empties, move %d/%d, %,d nodes", index,
                        p.empties(), p.movesDone(), p.moves(), p.nodes());
            });
            if (parent.progressBars()) {
                Progress p = task.progress();
                err.printf(Locale.ROOT, "\rposition %d: %d empties, move %d/%d, %,d nodes, %.1f s   ", index,
                        p.empties(), p.movesDone(), p.moves(), p.nodes(), p.elapsed().toMillis() / 1e3);
                err.flush();
            }
        });
    }

    /**
     * Waits for a search running in the background, calling {@code tick} every 200 ms while it runs
     * and clearing the progress line when it ends. An interruption of the calling thread calls
     * {@code stop} and ends the command as interrupted; the search's own failure is thrown as it is
     * (a {@link SolveIncompleteException} included).
     */
    private <T> T await(CompletableFuture<T> task, Runnable stop, Runnable tick) {
        PrintWriter err = spec.commandLine().getErr();
        try {
            while (true) {
                try {
                    return task.get(200, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    tick.run();
                }
            }
        } catch (InterruptedException e) {
            stop.run();
            Thread.currentThread().interrupt();
            throw new UserException("interrupted", e);
        } catch (java.util.concurrent.ExecutionException | CompletionException e) {
            Throwable c = e.getCause();
            if (c instanceof SolveIncompleteException) {
                throw (SolveIncompleteException) c;
            }
            throw c instanceof RuntimeException ? (RuntimeException) c : new IllegalStateException(c);
        } finally {
            if (parent.progressBars()) {
                err.print("\r\u001b[K");
                err.flush();
            }
        }
    }
}
