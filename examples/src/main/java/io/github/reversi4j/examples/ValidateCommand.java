package io.github.reversi4j.examples;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.engine.TheoreticalScores;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.solver.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi validate FILE...}: reads every game of every file as a stream ({@link GameReader}),
 * replays it under its rules and counts the games with a {@link Validator}; the summary says how many
 * games were read, how many are valid, the problems found by severity and kind, and lists the problems
 * with their file, game, players, move number, move and reason, errors first. The exit status follows
 * the problems' own severities: warnings and notices alone exit 0.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check every game of record files: WTHOR (.wtb, with WTHOR.JOU and WTHOR.TRN beside it),"
                + " GGF (.ggf), PGN (.pgn: Edax, PlayOK, thor2pgn), eOthello CSV (.csv), OBF positions (.obf) and"
                + " transcripts (one game per line, .txt); a file of another extension is recognised by its content.",
            "Problems are counted by severity and kind, and listed errors first, then warnings; notices only with --notices."
                + " A problem's place says the file, its line and column, and the game and the move counted from 1.",
            "With --theoretical, a stored score that differs or an engine that fails is status 1, an engine that cannot start 2.",
            Reversi.EXIT_STATUS})
final class ValidateCommand implements Callable<Integer> {

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "the files to check")
    private List<Path> files = new ArrayList<>();

    @Option(names = "--json", description = "print the summary and the problems as JSON")
    private boolean json;

    @Option(names = "--max-problems", paramLabel = "N", defaultValue = "1000",
            description = "list at most N problems in full, errors first; all are counted (default: ${DEFAULT-VALUE})")
    private int keep = 1000;

    @Option(names = "--notices", description = "list the notices too (an unfinished game, a tag no one reads):"
            + " without it they are counted in the summary but not listed")
    private boolean notices;

    /** Games and invalid games of one file. */
    private static final class FileCount {
        final String file;
        final long games;
        final long invalid;

        FileCount(String file, long games, long invalid) {
            this.file = file;
            this.games = games;
            this.invalid = invalid;
        }
    }

    @Option(names = "--engine", paramLabel = "CMD",
            description = "with --theoretical, solve with an NBoard engine (its command line; nboard:CMD too) instead of"
                    + " the built-in solver")
    private String engine;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "with --theoretical, the built-in solver's search threads, 1 to " + Solver.MAX_THREADS
                    + " (default ${DEFAULT-VALUE})")
    private String threads = "1";

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "64",
            description = "with --theoretical, the built-in solver's transposition table in megabytes, 1 to "
                    + Solver.MAX_HASH_MEGABYTES + " (default ${DEFAULT-VALUE})")
    private String hash = "64";

    @Option(names = "--engine-dir", paramLabel = "DIR",
            description = "the engine's working folder (Edax reads data/eval.dat from it)")
    private Path engineDir;

    @Option(names = "--theoretical", description = "solve exactly, with the built-in solver or --engine, the position of"
            + " each WTHOR game's theoretical score (the header's depth of empties) and the scored moves of OBF files,"
            + " and list every stored score that differs")
    private boolean theoretical;

    @Option(names = "--sample", paramLabel = "N", defaultValue = "0",
            description = "with --theoretical, check at most N games of a WTHOR file, spread evenly, or the first N lines of an OBF file; 0 for all (default)")
    private long sample;

    @Override
    public Integer call() throws IOException {
        if (theoretical || engine != null) {
            return checkTheoretical();
        }
        Rules rules = rulesOption.rules();
        if (keep < 0) {
            throw new UserException("--max-problems must be 0 or more");
        }
        for (Path f : files) {
            InputFiles.check(f);
        }
        Validator validator = new Validator(0);
        ProblemLog log = new ProblemLog(keep, notices);
        List<FileCount> perFile = new ArrayList<>();
        List<UserException> failures = new ArrayList<>();
        for (Path f : files) {
            ValidationSummary before = validator.summary();
            try (InputStream in = app.progress(Files.newInputStream(f), RecordFiles.name(f), Files.size(f));
                 GameReader reader = RecordFiles.open(f, in, rules)) {
                try {
                    reader.readAll(game -> {
                        validator.visit(game);
                        log.addAll(game.problems());
                    });
                    log.addAll(reader.sourceProblems());
                } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                    failures.add(Reversi.libraryFailure(f + ", game " + (validator.summary().games() - before.games() + 1), e));
                }
            } catch (NotationException e) {
                log.add(e.toProblem()); // the file cannot be read (further): a problem of that file
            }
            ValidationSummary after = validator.summary();
            perFile.add(new FileCount(f.toString(), after.games() - before.games(), after.invalid() - before.invalid()));
        }
        ValidationSummary summary = validator.summary();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonObject root = toJson(perFile, summary, log);
            JsonArray failed = new JsonArray();
            failures.forEach(u -> failed.add(u.getMessage()));
            root.add("internalErrors", failed);
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root));
        } else {
            printText(out, perFile, summary, log, failures.size());
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        for (UserException u : failures) {
            err.println(spec.qualifiedName() + ": " + u.getMessage());
        }
        err.flush();
        if (!failures.isEmpty()) {
            return Reversi.INTERNAL_ERROR;
        }
        return allValid(summary, log) ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    /** {@code --theoretical}: the theoretical scores of WTHOR and OBF files, checked by the solver or an engine. */
    private int checkTheoretical() throws IOException {
        if (!theoretical) {
            throw new UserException("--engine goes with --theoretical: the engine checks the theoretical scores");
        }
        if (sample < 0) {
            throw new UserException("--sample is 0 (all) or more, not " + sample);
        }
        for (Path f : files) {
            InputFiles.check(f);
            if (RecordFormat.byFileName(RecordFiles.name(f)).filter(k -> k == RecordFormat.WTHOR).isEmpty() && !obf(f)) {
                throw new UserException(f + ": --theoretical checks WTHOR files (.wtb) and OBF files (.obf), which store exact scores");
            }
        }
        if (engine == null) {
            Solver solver = Solver.builder().threads(SolveCommand.number("--threads", threads, Solver.MAX_THREADS))
                    .hashMegabytes(SolveCommand.number("--hash", hash, Solver.MAX_HASH_MEGABYTES)).build();
            TheoreticalCheck.Tally tally = new TheoreticalCheck.Tally();
            TheoreticalCheck check = new TheoreticalCheck(TheoreticalScores.of(solver), out(), sample, app);
            checkAll(check, tally);
            return summarise(tally);
        }
        if (engine.startsWith("gtp:")) {
            throw new UserException("--engine " + engine + ": --theoretical needs an NBoard engine, for GTP cannot ask for"
                    + " a depth and so for an exact solve (Egaroucid 7.8 speaks GTP only)");
        }
        java.util.List<String> command;
        try {
            command = io.github.reversi4j.engine.Engine.parseCommand(engine.startsWith("nboard:") ? engine.substring(7) : engine);
        } catch (IllegalArgumentException e) {
            throw new UserException("--engine " + engine + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        TheoreticalCheck.Tally tally = new TheoreticalCheck.Tally();
        io.github.reversi4j.engine.EngineOptions options = io.github.reversi4j.engine.EngineOptions.defaults();
        if (engineDir != null) {
            options = options.withDirectory(engineDir);
        }
        io.github.reversi4j.engine.NBoardEngine started;
        try {
            started = io.github.reversi4j.engine.NBoardEngine.start(command, options);
        } catch (io.github.reversi4j.engine.EngineException e) {
            // as in 'match': an engine that cannot start is a usage error (2), one that fails later a problem (1)
            throw new UserException("the engine (" + engine + ") did not start: " + e.getMessage(), e);
        }
        try (io.github.reversi4j.engine.NBoardEngine e = started) {
            checkAll(new TheoreticalCheck(TheoreticalScores.of(e), out, sample, app), tally);
        } catch (io.github.reversi4j.engine.EngineException e) {
            throw new UserException(Reversi.FOUND_PROBLEMS, "the engine failed: " + e.getMessage(), e);
        }
        return summarise(tally);
    }

    private PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private void checkAll(TheoreticalCheck check, TheoreticalCheck.Tally tally) throws IOException {
        for (Path f : files) {
            if (obf(f)) {
                check.checkObf(f, tally);
            } else {
                check.check(f, tally);
            }
        }
    }

    private int summarise(TheoreticalCheck.Tally tally) {
        PrintWriter out = out();
        if (tally.validator.summary().games() > 0) {
            out.println(gamesLine(tally.validator.summary(), app.style())); // the WTHOR games read, as plain validate counts them
        }
        out.println("theoretical scores: " + tally.checked + " checked, " + tally.differ + " differ, " + tally.skipped
                + " skipped (unfinished before the depth, or invalid)");
        out.flush();
        return tally.differ == 0 ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    /** The usual summary: {@code games: N, valid: V (finished F, unfinished U), invalid: I}. */
    private static String gamesLine(ValidationSummary s, Style style) {
        return "games: " + s.games() + ", valid: " + s.valid() + " (finished " + s.finished() + ", unfinished "
                + s.unfinished() + (s.partial() == 0 ? "" : ", partial " + s.partial()) + "), invalid: "
                + (s.invalid() == 0 ? "0" : style.warn(String.valueOf(s.invalid())));
    }

    private static boolean obf(Path f) {
        return RecordFiles.name(f).toLowerCase(Locale.ROOT).endsWith(".obf");
    }

    /** Every game valid, and no error that belongs to no game (a truncated file, an unreadable header). */
    private static boolean allValid(ValidationSummary s, ProblemLog log) {
        return s.invalid() == 0 && !log.hasErrors();
    }

    private void printText(PrintWriter out, List<FileCount> perFile, ValidationSummary s, ProblemLog log, int failed) {
        Style style = app.style();
        if (perFile.size() > 1) {
            for (FileCount c : perFile) {
                out.println(c.file + ": " + c.games + " games" + (c.invalid == 0 ? "" : ", " + style.warn(c.invalid + " invalid")));
            }
        }
        out.println(gamesLine(s, style));
        if (log.total() > 0) {
            List<String> parts = new ArrayList<>();
            for (Severity sev : Severity.values()) {
                long n = log.count(sev);
                if (n > 0) {
                    StringBuilder kinds = new StringBuilder();
                    for (Map.Entry<ProblemKind, Long> e : log.kinds(sev).entrySet()) {
                        kinds.append(kinds.length() == 0 ? "" : ", ").append(e.getKey()).append(' ').append(e.getValue());
                    }
                    String text = n + " " + sev.name().toLowerCase(Locale.ROOT) + (n == 1 ? "" : "s") + " (" + kinds + ")";
                    parts.add(sev == Severity.ERROR ? style.warn(text) : text);
                }
            }
            out.println("problems: " + String.join(", ", parts));
        }
        List<Problem> listed = log.listed();
        for (Problem p : listed) {
            out.println(p.isError() ? style.warn(p.toString()) : p.toString());
        }
        if (log.listable() > listed.size()) {
            out.println("... " + (log.listable() - listed.size()) + " more problems counted but not listed (see --max-problems)");
        }
        long notices = log.count(Severity.NOTICE);
        if (notices > 0 && log.listable() < log.total()) {
            out.println(notices + (notices == 1 ? " notice" : " notices") + " counted above, not listed (see --notices)");
        }
        if (failed > 0) {
            out.println(style.warn(failed + (failed == 1 ? " file" : " files") + " could not be checked to the end (see the message below)"));
        } else if (allValid(s, log)) {
            long warnings = log.count(Severity.WARNING);
            out.println("every game is valid" + (warnings == 0 ? "" : " (" + warnings + " warning" + (warnings == 1 ? "" : "s") + ")"));
        } else {
            out.println(style.warn("some games or files are not valid"));
        }
    }

    private static JsonObject toJson(List<FileCount> perFile, ValidationSummary s, ProblemLog log) {
        JsonObject root = new JsonObject();
        JsonArray fileArray = new JsonArray();
        for (FileCount c : perFile) {
            JsonObject f = new JsonObject();
            f.addProperty("file", c.file);
            f.addProperty("games", c.games);
            f.addProperty("invalid", c.invalid);
            fileArray.add(f);
        }
        root.add("files", fileArray);
        root.addProperty("games", s.games());
        root.addProperty("valid", s.valid());
        root.addProperty("finished", s.finished());
        root.addProperty("unfinished", s.unfinished());
        root.addProperty("partial", s.partial());
        root.addProperty("invalid", s.invalid());
        root.addProperty("allValid", allValid(s, log));
        root.addProperty("errors", log.count(Severity.ERROR));
        root.addProperty("warnings", log.count(Severity.WARNING));
        root.addProperty("notices", log.count(Severity.NOTICE));
        JsonObject kinds = new JsonObject();
        Map<ProblemKind, Long> all = new EnumMap<>(ProblemKind.class);
        for (Severity sev : Severity.values()) {
            log.kinds(sev).forEach((k, n) -> all.merge(k, n, Long::sum));
        }
        all.forEach((k, n) -> kinds.addProperty(k.name(), n));
        root.add("problemsByKind", kinds);
        JsonObject bySeverity = new JsonObject();
        for (Severity sev : Severity.values()) {
            if (log.count(sev) > 0) {
                JsonObject o = new JsonObject();
                log.kinds(sev).forEach((k, n) -> o.addProperty(k.name(), n));
                bySeverity.add(sev.name(), o);
            }
        }
        root.add("problemsBySeverity", bySeverity);
        JsonArray problems = new JsonArray();
        for (Problem p : log.listed()) {
            JsonObject o = new JsonObject();
            o.addProperty("severity", p.severity().name());
            o.addProperty("kind", p.kind().name());
            o.addProperty("file", p.location().source());
            p.location().gameNumber().ifPresent(i -> o.addProperty("game", i));
            p.location().line().ifPresent(i -> o.addProperty("line", i));
            p.location().column().ifPresent(i -> o.addProperty("column", i));
            p.location().byteOffset().ifPresent(i -> o.addProperty("byte", i));
            p.info().black().ifPresent(n -> o.addProperty("black", n));
            p.info().white().ifPresent(n -> o.addProperty("white", n));
            p.moveNumber().ifPresent(n -> o.addProperty("moveNumber", n));
            p.moveText().ifPresent(m -> o.addProperty("move", m));
            p.illegalMoveReason().ifPresent(r -> o.addProperty("illegalMoveReason", r.name()));
            o.addProperty("reason", p.reason());
            o.addProperty("text", p.toString());
            problems.add(o);
        }
        root.add("problems", problems);
        return root;
    }
}
