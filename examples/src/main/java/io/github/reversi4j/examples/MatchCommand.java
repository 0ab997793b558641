package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Engine;
import io.github.reversi4j.engine.EngineException;
import io.github.reversi4j.engine.EngineOptions;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.Match;
import io.github.reversi4j.engine.MatchResult;
import io.github.reversi4j.engine.Player;
import io.github.reversi4j.engine.Protocol;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import me.tongfei.progressbar.ProgressBar;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi match --engine CMD --engine CMD2}: two engines play games from an opening list, each
 * opening twice with the colours swapped ({@link Match}); every finished game is written at once to a
 * temporary file beside the record file, which replaces it atomically at the end or at a stop
 * ({@link RecordFile}), and the table of wins, draws, losses, disc margins and the Elo difference
 * ({@link MatchResult}) is printed at the end, or at a stop (Ctrl-C), for the games finished so far.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Play two engines against each other over an opening list, each opening twice with the colours swapped.",
            "An engine is a command line speaking the NBoard protocol (prefix gtp: for GTP, nboard: is the default),"
                + " or builtin:alphabeta, builtin:greedy, builtin:random or builtin:computer[:LEVEL] (the library's"
                + " ComputerPlayer, standard Othello, level 1 to 20, 10 by default), played in this process.",
            "Each finished game is written at once to a temporary file beside --output (.ggf or .pgn), which replaces --output"
                + " in one atomic rename at the end; Ctrl-C does the same with the finished games and prints the table so far."
                + " An existing --output is replaced only with --force, and is never seen half-written.",
            "Elo: with the first engine's score p = (wins + draws/2) / games, Elo = -400 log10(1/p - 1); the 95%% interval"
                + " takes p -/+ 1.96 x the standard error of the per-game score (1, 1/2, 0); p = 0 or 1 has no estimate, and"
                + " the table gives the bound of the exact binomial interval (> +140.2 after 10 wins in 10 games).",
            "Exit status: 0 the match was played, 1 an engine failed (the finished games are kept), 2 bad arguments,"
                + " an engine that cannot start, or a file that cannot be read or may not be written, 70 an internal error."})
final class MatchCommand implements Callable<Integer> {

    /**
     * The opening list used when none is given: NBoard's 10 784 XOT openings, shipped inside the
     * program as a resource beside their {@code SOURCE.md} (where they come from, and their licence).
     */
    static final String DEFAULT_OPENINGS = "openings/nboard-xot-large.txt";

    private static final String BUILTIN = "builtin:";

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "CMD",
            description = "an engine, given twice: a command line (gtp:CMD for GTP), or builtin:alphabeta|greedy|random|computer[:LEVEL]")
    private List<String> engines = new ArrayList<>();

    @Option(names = "--engine-dir", paramLabel = "DIR",
            description = "the working folder of an engine (Edax reads data/eval.dat from it): once for both, or once per"
                + " --engine, in their order")
    private List<Path> engineDirs = new ArrayList<>();

    @Option(names = "--openings", paramLabel = "FILE",
            description = "the openings, one game per line or any record file; default: the XOT openings built in")
    private Path openings;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20",
            description = "how many games (two per opening); default ${DEFAULT-VALUE}")
    private int games = 20;

    @Option(names = "--depth", paramLabel = "N", description = "the search depth of every move (default 4 without --time)")
    private Integer depth;

    @Option(names = "--time", paramLabel = "T", description = "the time of every move: 500ms, 2s, or PT2S")
    private String time;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "the record file, GGF (.ggf) or PGN (.pgn)")
    private Path output;

    @Option(names = "--force", description = "replace an existing --output file")
    private boolean force;

    @Option(names = "--exact-empties", paramLabel = "N", defaultValue = "" + Computer.EXACT_EMPTIES,
            description = "builtin:alphabeta plays perfectly, with the built-in solver, from N empty squares on; 0 never;"
                + " default ${DEFAULT-VALUE}")
    private int exactEmpties = Computer.EXACT_EMPTIES;

    @Option(names = "--seed", paramLabel = "N", description = "the seed of builtin:greedy's and builtin:random's choices")
    private long seed = 1;

    /** One side of the match. */
    private static final class Side {
        final String spec;
        final int number;
        final Player contestant;
        final Optional<Engine> engine;
        volatile Side other;

        Side(String spec, int number, Player contestant, Optional<Engine> engine) {
            this.spec = spec;
            this.number = number;
            this.contestant = contestant;
            this.engine = engine;
        }

        /**
         * The engine's name, known once it has said it (NBoard engines say it when given a depth), else
         * its program's file name; the number is added when both sides have the same name.
         */
        String label() {
            String name = name();
            return other != null && other.name().equals(name) ? name + " (" + number + ")" : name;
        }

        private String name() {
            if (engine.isEmpty()) {
                return spec;
            }
            String program = Engine.parseCommand(command(spec)).get(0);
            String name = engine.get().name();
            return name.equals(program) ? RecordFiles.name(Path.of(program)) : name;
        }
    }

    @Override
    public Integer call() throws IOException {
        if (engines.size() != 2) {
            throw new UserException("a match has two engines: give --engine twice, not " + engines.size() + " times");
        }
        if (games < 1 || games > 1_000_000) {
            throw new UserException("--games is 1 to 1000000, not " + games);
        }
        Limit limit = limit();
        for (String e : engines) {
            if (protocol(e) == Protocol.GTP && limit.depth().isPresent()) {
                throw new UserException("GTP has no depth command: give --time for " + e + ", or its depth on its command line");
            }
        }
        Rules rules = StandardRules.othello();
        List<GameRecord> list = readOpenings(rules, (games + 1) / 2);
        boolean pgn = false;
        if (output != null) {
            String name = RecordFiles.name(output).toLowerCase(Locale.ROOT);
            if (!name.endsWith(".ggf") && !name.endsWith(".pgn")) {
                throw new UserException("--output is a .ggf or .pgn file, not " + output);
            }
            pgn = name.endsWith(".pgn");
        }
        List<Match.Pairing> schedule = Match.schedule(list, games);
        PrintWriter out = spec.commandLine().getOut();
        List<Side> sides = new ArrayList<>();
        AtomicReference<MatchResult> result = new AtomicReference<>(MatchResult.empty());
        AtomicBoolean reported = new AtomicBoolean();
        AtomicBoolean stopped = new AtomicBoolean();
        RecordFile file = output == null ? null : RecordFile.create(output, force,
                openings == null ? List.of() : List.of(openings));
        Thread hook = new Thread(() -> {
            stopped.set(true);
            String kept = file == null ? "" : file.keep();
            report(out, sides, result.get(), limit, "stopped; the finished games are kept" + kept, reported);
            sides.forEach(s -> s.engine.ifPresent(Engine::close));
        }, "reversi-match-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        String failure = null;
        String fileProblem = "";
        boolean exiting = false;
        Optional<ProgressBar> bar = Optional.empty();
        Heartbeat heartbeat = app.heartbeat("match").start();
        try {
            sides.add(side(engines.get(0), 1));
            sides.add(side(engines.get(1), 2));
            sides.get(0).other = sides.get(1);
            sides.get(1).other = sides.get(0);
            bar = app.progressBar("match", games);
            heartbeat.tick(() -> "game 1 of " + games);
            for (Match.Pairing p : schedule) {
                if (stopped.get()) {
                    break;
                }
                Side black = p.firstColor() == Color.BLACK ? sides.get(0) : sides.get(1);
                Side white = p.firstColor() == Color.BLACK ? sides.get(1) : sides.get(0);
                GameRecord game;
                try {
                    game = Match.play(p.opening(), black.contestant, white.contestant, limit);
                } catch (EngineException | IllegalMoveException e) {
                    if (stopped.get()) {
                        break;
                    }
                    failure = "game " + p.number() + " (" + black.label() + " - " + white.label() + ", opening "
                            + p.opening().moves().size() + " moves: " + p.opening() + "): " + e.getMessage();
                    break;
                }
                Outcome outcome = game.replay().outcome().orElseThrow();
                GameInfo info = GameInfo.empty().with(GameInfo.BLACK, black.label()).with(GameInfo.WHITE, white.label())
                        .with(GameInfo.EVENT, "reversi match").with("Round", Integer.toString(p.number()));
                String text = written(game, info, pgn ? RecordFormat.PGN : RecordFormat.GGF);
                Runnable count = () -> result.updateAndGet(r -> r.with(outcome, p.firstColor()));
                if (file == null) {
                    count.run();
                } else {
                    try {
                        if (!file.append(text.getBytes(StandardCharsets.UTF_8), count)) {
                            break; // stopped: the file is already in place
                        }
                    } catch (IOException e) {
                        fileProblem = "; " + file.failure(e, p.number());
                        break;
                    }
                }
                bar.ifPresent(ProgressBar::step);
                heartbeat.tick(() -> result.get().games() + " of " + games + " games played, " + result.get().summary());
            }
        } finally {
            heartbeat.close();
            bar.ifPresent(ProgressBar::close);
            sides.forEach(s -> s.engine.ifPresent(Engine::close));
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                exiting = true; // the program is exiting: the hook keeps the games and reports
            }
            if (file != null && !exiting) {
                fileProblem = file.keep() + fileProblem;
            }
        }
        if (exiting) {
            return Reversi.OK; // the program is stopping: its exit status is the signal's, the hook reports
        }
        report(out, sides, result.get(), limit, failure == null ? null : "stopped by a failure", reported);
        if (!fileProblem.isEmpty()) {
            throw new UserException(fileProblem.substring(2) + (failure == null ? "" : "; and " + failure));
        }
        if (failure != null) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(spec.qualifiedName() + ": " + failure);
            err.flush();
            return Reversi.FOUND_PROBLEMS;
        }
        return Reversi.OK;
    }

    private Limit limit() {
        if (depth != null && time != null) {
            throw new UserException("give --depth or --time, not both");
        }
        if (time != null) {
            return Limit.time(duration(time));
        }
        int d = depth == null ? 4 : depth;
        if (d < 1 || d > 60) {
            throw new UserException("--depth is 1 to 60, not " + d);
        }
        return Limit.depth(d);
    }

    /** A duration as {@code 500ms}, {@code 2s}, {@code 1.5s} or ISO-8601 {@code PT2S}, 1 ms to 1 hour. */
    static Duration duration(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        Duration d;
        try {
            if (t.startsWith("pt")) {
                d = Duration.parse(t.toUpperCase(Locale.ROOT));
            } else if (t.endsWith("ms") && t.length() > 2 && t.length() <= 9) {
                d = Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            } else if (t.endsWith("s") && t.length() > 1 && t.length() <= 9) {
                d = Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000));
            } else {
                throw new UserException("--time is like 500ms, 2s or PT2S, not '" + text + "'");
            }
        } catch (NumberFormatException | DateTimeParseException e) {
            throw new UserException("--time is like 500ms, 2s or PT2S, not '" + text + "'");
        }
        if (d.compareTo(Duration.ofMillis(1)) < 0 || d.compareTo(Duration.ofHours(1)) > 0) {
            throw new UserException("--time is 1 ms to 1 hour, not " + text);
        }
        return d;
    }

    private static Protocol protocol(String engine) {
        return engine.startsWith("gtp:") ? Protocol.GTP : Protocol.NBOARD;
    }

    private Side side(String spec, int number) {
        if (spec.startsWith(BUILTIN)) {
            String name = spec.substring(BUILTIN.length());
            if (name.equals("computer") || name.startsWith("computer:")) {
                // builtin:computer[:LEVEL], the library's ComputerPlayer (level 10 unless given)
                String lv = name.equals("computer") ? "10" : name.substring("computer:".length());
                if (lv.isEmpty() || lv.length() > 2 || !lv.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    throw new UserException("builtin:computer:LEVEL takes a level of 1 to 20 in ASCII digits, not " + spec);
                }
                return new Side(spec, number, EngineCommand.computer(Integer.parseInt(lv), seed + number), Optional.empty());
            }
            EngineCommand.PlayerKind kind;
            try {
                kind = EngineCommand.PlayerKind.valueOf(name.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new UserException("unknown built-in engine " + spec + ": builtin:alphabeta, builtin:greedy, builtin:random or"
                        + " builtin:computer[:LEVEL]");
            }
            int cap = depth == null ? 60 : depth;
            return new Side(spec, number, EngineCommand.player(kind, cap, seed + number,
                    Computer.exactEmpties(exactEmpties)), Optional.empty());
        }
        Protocol protocol = protocol(spec);
        List<String> words;
        try {
            words = Engine.parseCommand(command(spec));
        } catch (IllegalArgumentException e) {
            throw new UserException("--engine " + spec + ": " + e.getMessage());
        }
        Engine engine;
        EngineOptions options = EngineOptions.defaults();
        if (engineDirs.size() >= number) {
            options = options.withDirectory(engineDirs.get(number - 1));
        } else if (engineDirs.size() == 1) {
            options = options.withDirectory(engineDirs.get(0));
        }
        try {
            engine = Engine.start(protocol, words, options);
        } catch (EngineException e) {
            // the same failure, the same status in every command: an engine that cannot start is a usage error (2)
            throw new UserException("engine " + number + " (" + spec + ") did not start: " + e.getMessage(), e);
        }
        return new Side(spec, number, engine, Optional.of(engine));
    }

    /** An engine's command line without its protocol prefix. */
    private static String command(String spec) {
        return spec.startsWith("gtp:") ? spec.substring(4) : spec.startsWith("nboard:") ? spec.substring(7) : spec;
    }

    /** The first openings of the list: games whose moves replay legally under Othello's rules. */
    private List<GameRecord> readOpenings(Rules rules, int needed) throws IOException {
        String shown = openings == null ? "the built-in XOT openings" : openings.toString();
        if (openings != null) {
            InputFiles.check(openings);
        }
        List<GameRecord> list = new ArrayList<>();
        try (InputStream in = openings == null ? builtInOpenings() : Files.newInputStream(openings);
             GameReader reader = openings == null
                     ? io.github.reversi4j.notation.formats.RecordFormat.open(in, "nboard-xot-large.txt",
                             io.github.reversi4j.notation.formats.FormatOptions.defaults().withRules(rules))
                     : RecordFiles.open(openings, in, rules)) {
            java.util.Iterator<CheckedGame> games = reader.iterator();
            while (list.size() < needed && games.hasNext()) {
                CheckedGame g = games.next();
                if (g.record().isEmpty() || !g.isValid()) {
                    // the file's text, which may hold terminal escapes and run long, shown visible and short
                    String name = g.info().get("Opening").map(n -> " (" + visible(n, 60) + ")").orElse("");
                    throw new UserException(shown + ": opening " + (list.size() + 1) + name + " is not a legal game: "
                            + g.problems().stream().findFirst().map(p -> visible(p.withInfo(GameInfo.empty())
                                    .toString(), 500)).orElse("unreadable"));
                }
                list.add(g.record().orElseThrow());
            }
        } catch (NotationException e) {
            throw new UserException(shown + ": " + e.getMessage(), e);
        }
        if (list.size() < needed) {
            throw new UserException(shown + " has " + list.size() + " openings: " + 2 * list.size()
                    + " games at most, not " + games);
        }
        return list;
    }

    /** The XOT openings inside the program. */
    private static InputStream builtInOpenings() throws IOException {
        InputStream in = MatchCommand.class.getResourceAsStream(DEFAULT_OPENINGS);
        if (in == null) {
            throw new IOException("the built-in openings " + DEFAULT_OPENINGS + " are missing from the program");
        }
        return in;
    }

    /**
     * The record file of a match. The target is checked as {@link OutputFile} checks it (never an
     * input; an existing file only with {@code --force}), then left untouched while the match runs: the
     * games are appended, as they finish, to a temporary file in the target's folder, which
     * {@link #keep} moves over the target in one atomic rename, at the end or at a stop (the shutdown
     * hook of Ctrl-C). The target is thus always either what it was or a complete record file. Unlike
     * {@link OutputFile}, whose exit hook deletes what is not committed, the temporary file here holds
     * finished games, so the exit hook keeps it.
     */
    static final class RecordFile {

        private final Path shown;
        private final Path target;
        private final boolean force;
        private final Path temp;
        private final OutputStream out;
        private boolean done;
        private long games;
        /** The bytes of the whole games written. */
        private long written;
        /** Why a failed write could not be cut back to the last whole game, or null. */
        private IOException damaged;

        private RecordFile(Path shown, Path target, boolean force, Path temp, OutputStream out) {
            this.shown = shown;
            this.target = target;
            this.force = force;
            this.temp = temp;
            this.out = out;
        }

        /** Checks the target and opens the temporary file beside it. */
        static RecordFile create(Path file, boolean force, Collection<Path> inputs) {
            return create(file, force, inputs, UnaryOperator.identity());
        }

        /**
         * Checks the target and opens the temporary file beside it, its stream seen through a wrapper (a
         * test's stream that fails as a full disk does).
         */
        static RecordFile create(Path file, boolean force, Collection<Path> inputs, UnaryOperator<OutputStream> wrap) {
            Path target = OutputFile.check(file, force, inputs);
            // not cleaned up at exit: a stop moves the finished games into place instead
            OutputFile.Temp t = OutputFile.openTemp(file, target, false);
            return new RecordFile(file, target, force, t.path(), wrap.apply(t.out()));
        }

        /**
         * Appends a finished game and flushes it to the temporary file, then counts it, both before a
         * stop can keep the file: the table printed at a stop counts the games kept. When the write fails
         * (a full disk), the file is cut back to its last whole game, which {@link #keep} then moves into
         * place; if it cannot be cut, {@link #keep} leaves the target as it was and the file where it is.
         *
         * @param game the game's text
         * @param count what counts the game
         * @return false if the file was already kept (a stop): the game is neither written nor counted
         * @throws IOException if the write failed; {@link #failure} says what was kept
         */
        synchronized boolean append(byte[] game, Runnable count) throws IOException {
            if (done) {
                return false;
            }
            try {
                out.write(game);
                out.flush();
            } catch (IOException e) {
                try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                    ch.truncate(written);
                } catch (IOException again) {
                    damaged = again;
                }
                throw e;
            }
            written += game.length;
            games++;
            count.run();
            return true;
        }

        /**
         * Says, in one sentence, that a game could not be written and what is kept.
         *
         * @param e the failure of {@link #append}
         * @param number the game's number in the match
         * @return e.g. {@code cannot write game 3 to m.ggf: No space left on device; the 2 games before it are kept}
         */
        synchronized String failure(IOException e, int number) {
            String head = "cannot write game " + number + " to " + shown + ": " + OutputFile.reason(e) + "; ";
            String before = games == 1 ? "the game before it" : "the " + games + " games before it";
            if (damaged == null) {
                return head + (games == 0 ? shown + " is left as it was" : before + (games == 1 ? " is" : " are") + " kept");
            }
            String left = head + shown + " is left as it was";
            if (games == 0) {
                return left;
            }
            String are = games == 1 ? " is" : " are";
            return left + (Files.exists(temp, LinkOption.NOFOLLOW_LINKS)
                    ? ", and " + before + are + " in " + temp + ", whose end could not be cut back to a whole game ("
                            + OutputFile.reason(damaged) + ")"
                    : ", and " + before + are + " lost with " + temp + " (" + OutputFile.reason(damaged) + ")");
        }

        /**
         * Moves the games into place, once; later calls do nothing. With no game finished, the target
         * is left as it was and the temporary file deleted.
         *
         * @return empty when the games are in place (or were already), else {@code "; "} and what happened
         */
        synchronized String keep() {
            if (done) {
                return "";
            }
            done = true;
            try {
                out.close();
                if (damaged != null) {
                    return ""; // the target stays as it was: failure() said where the games are
                }
                if (games == 0) {
                    Files.deleteIfExists(temp);
                    return "";
                }
                if (!force && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    return "; " + shown + " was created while the match ran and is kept; the games are in " + temp;
                }
                OutputFile.moveIntoPlace(temp, target);
                return "";
            } catch (IOException e) {
                return "; " + OutputFile.cannotWrite(shown, OutputFile.folder(target), e) + " (the games are in " + temp + ")";
            }
        }
    }

    /**
     * Returns a text from a file as one visible line of at most {@code max} characters (and {@code ...}):
     * control characters (C0, DEL, C1), formatting characters (bidirectional overrides, zero-width
     * characters), line and paragraph separators and lone surrogates written as {@code \\uXXXX}, so that
     * a file cannot drive the terminal.
     */
    static String visible(String text, int max) {
        StringBuilder sb = new StringBuilder(Math.min(text.length(), max) + 16);
        int i = 0;
        for (; i < text.length() && sb.length() < max; i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair) {
                sb.append(c).append(text.charAt(++i));
            } else if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT || c == '\u2028'
                    || c == '\u2029' || Character.isSurrogate(c)) {
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return i < text.length() ? sb + "..." : sb.toString();
    }

    /** Why a one-sided match's bound still allows the other sign: too few games. */
    private static String tooFew(long games) {
        return ", not an estimate: " + games + (games == 1 ? " game is" : " games are") + " too few to tell even which"
                + " side is stronger; play more games";
    }

    /** Prints the table once: at the end, or at a stop. */
    private static void report(PrintWriter out, List<Side> sides, MatchResult r, Limit limit, String note,
            AtomicBoolean reported) {
        if (!reported.compareAndSet(false, true)) {
            return;
        }
        if (sides.size() < 2) {
            out.println("no game was played");
            out.flush();
            return;
        }
        String a = sides.get(0).label();
        String b = sides.get(1).label();
        int width = Math.max(8, Math.max(a.length(), b.length()));
        out.println(r.games() + (r.games() == 1 ? " game" : " games") + ", " + limit + (note == null ? "" : " (" + note + ")"));
        out.println(String.format(Locale.ROOT, "%-" + width + "s %5s %5s %6s %6s %10s", "engine", "wins", "draws", "losses",
                "score", "discs/game"));
        if (r.games() == 0) {
            out.flush();
            return;
        }
        MatchResult mirror = new MatchResult(r.losses(), r.draws(), r.wins(), -r.discMargin());
        for (Object[] row : new Object[][] {{a, r}, {b, mirror}}) {
            MatchResult m = (MatchResult) row[1];
            out.println(String.format(Locale.ROOT, "%-" + width + "s %5d %5d %6d %5.1f%% %+10.2f", row[0], m.wins(), m.draws(),
                    m.losses(), 100 * m.score(), m.meanDiscMargin()));
        }
        MatchResult.Elo elo = r.elo();
        if (elo.difference() == Double.POSITIVE_INFINITY) {
            // every game won: no estimate, but the games bound the difference from below
            out.println(String.format(Locale.ROOT, "Elo %s - %s: > %+.1f (every game won; a 95%% lower bound%s)", a, b,
                    elo.low(), elo.low() <= 0 ? tooFew(r.games()) : ""));
        } else if (elo.difference() == Double.NEGATIVE_INFINITY) {
            out.println(String.format(Locale.ROOT, "Elo %s - %s: < %+.1f (every game lost; a 95%% upper bound%s)", a, b,
                    elo.high(), elo.high() >= 0 ? tooFew(r.games()) : ""));
        } else {
            out.println("Elo " + a + " - " + b + ": " + elo.format(1) + " (estimate [95% interval])"
                    + (Double.isFinite(elo.errorBar()) ? String.format(Locale.ROOT, ", error bar +/-%.1f", elo.errorBar()) : ""));
        }
        out.flush();
    }

    /**
     * One game as the library's writer of the format writes it, so that a match's file reads back as
     * every other file of that format does.
     */
    private static String written(GameRecord game, GameInfo info, RecordFormat format) {
        StringWriter text = new StringWriter();
        try (GameWriter w = format.writer(text, "match", FormatOptions.defaults())) {
            w.write(game, info);
        }
        return text.toString();
    }
}
