package io.github.reversi4j.examples;

import io.github.reversi4j.engine.Engine;
import io.github.reversi4j.engine.EngineException;
import io.github.reversi4j.engine.EngineOptions;
import io.github.reversi4j.engine.NBoardEngine;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.solver.Solver;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The options of {@code validate --theoretical} and the check they run: the exact scores of WTHOR and
 * OBF files solved by the built-in solver or an NBoard engine ({@link TheoreticalCheck}).
 */
final class TheoreticalOptions {

    @Option(names = "--theoretical", description = "solve exactly, with the built-in solver or --engine, the position of"
            + " each WTHOR game's theoretical score (the header's depth of empties) and the scored moves of OBF files,"
            + " and list every stored score that differs")
    boolean theoretical;

    @Option(names = "--engine", paramLabel = "CMD",
            description = "with --theoretical, solve with an NBoard engine (its command line; nboard:CMD too) instead of"
                    + " the built-in solver")
    String engine;

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

    @Option(names = "--sample", paramLabel = "N", defaultValue = "0",
            description = "with --theoretical, check at most N games of a WTHOR file, spread evenly, or the first N lines of an OBF file; 0 for all (default)")
    private long sample;

    /** Whether the command line asks for the check. */
    boolean asked() {
        return theoretical || engine != null;
    }

    /** Runs the check on the files; status 1 when a stored score differs or the engine fails. */
    int run(List<Path> files, Reversi app, PrintWriter out) throws IOException {
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
        TheoreticalCheck.Tally tally = new TheoreticalCheck.Tally();
        if (engine == null) {
            Solver solver = Solver.builder().threads(SolveCommand.number("--threads", threads, Solver.MAX_THREADS))
                    .hashMegabytes(SolveCommand.number("--hash", hash, Solver.MAX_HASH_MEGABYTES)).build();
            checkAll(files, new TheoreticalCheck(TheoreticalScores.of(solver), out, sample, app), tally);
            return summarise(tally, app, out);
        }
        if (engine.startsWith("gtp:")) {
            throw new UserException("--engine " + engine + ": --theoretical needs an NBoard engine, for GTP cannot ask for"
                    + " a depth and so for an exact solve (Egaroucid 7.8 speaks GTP only)");
        }
        List<String> command;
        try {
            command = Engine.parseCommand(engine.startsWith("nboard:") ? engine.substring(7) : engine);
        } catch (IllegalArgumentException e) {
            throw new UserException("--engine " + engine + ": " + e.getMessage());
        }
        EngineOptions options = engineDir == null ? EngineOptions.defaults() : EngineOptions.defaults().withDirectory(engineDir);
        NBoardEngine started;
        try {
            started = NBoardEngine.start(command, options);
        } catch (EngineException e) {
            // as in 'match': an engine that cannot start is a usage error (2), one that fails later a problem (1)
            throw new UserException("the engine (" + engine + ") did not start: " + e.getMessage(), e);
        }
        try (NBoardEngine e = started) {
            checkAll(files, new TheoreticalCheck(TheoreticalScores.of(e), out, sample, app), tally);
        } catch (EngineException e) {
            throw new UserException(Reversi.FOUND_PROBLEMS, "the engine failed: " + e.getMessage(), e);
        }
        return summarise(tally, app, out);
    }

    private static void checkAll(List<Path> files, TheoreticalCheck check, TheoreticalCheck.Tally tally) throws IOException {
        try {
            for (Path f : files) {
                if (obf(f)) {
                    check.checkObf(f, tally);
                } else {
                    check.check(f, tally);
                }
            }
        } finally {
            check.close();
        }
    }

    private static int summarise(TheoreticalCheck.Tally tally, Reversi app, PrintWriter out) {
        if (tally.validator.summary().games() > 0) {
            out.println(ValidateCommand.gamesLine(tally.validator.summary(), app.style())); // the WTHOR games read
        }
        out.println("theoretical scores: " + tally.checked + " checked, " + tally.differ + " differ, " + tally.skipped
                + " skipped (unfinished before the depth, or invalid)");
        out.flush();
        return tally.differ == 0 ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    private static boolean obf(Path f) {
        return RecordFiles.name(f).toLowerCase(Locale.ROOT).endsWith(".obf");
    }
}
