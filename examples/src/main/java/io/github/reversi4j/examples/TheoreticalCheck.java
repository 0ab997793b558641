package io.github.reversi4j.examples;

import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.engine.EngineException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import me.tongfei.progressbar.ProgressBar;

/**
 * {@code reversi validate --theoretical}: the exact scores of WTHOR and OBF files checked by the
 * built-in solver or an engine, through {@link TheoreticalScores}; every score that differs is printed as its
 * {@code SCORE_MISMATCH} problem, and the counts are kept.
 */
final class TheoreticalCheck {

    /** What the check found. */
    static final class Tally {
        /** Every WTHOR game read, counted as {@code validate} counts them. */
        final io.github.reversi4j.notation.Validator validator = new io.github.reversi4j.notation.Validator(0);
        long checked;
        long skipped;
        long differ;
    }

    private final TheoreticalScores scores;
    private final PrintWriter out;
    private final long sample;
    private final Reversi app;
    /** A line now and then on the standard error when no bar is drawn: a check may take an hour. */
    private final Heartbeat heartbeat;

    /**
     * @param scores the checks, of the built-in solver or of an engine speaking the NBoard protocol
     * @param out where the differences go
     * @param sample at most this many games a WTHOR file, spread evenly over it, or the first lines of
     *     an OBF file; 0 for all
     */
    TheoreticalCheck(TheoreticalScores scores, PrintWriter out, long sample, Reversi app) {
        this.scores = scores;
        this.out = out;
        this.sample = sample;
        this.app = app;
        this.heartbeat = app.heartbeat("validate --theoretical").start();
    }

    /** Stops the progress lines. */
    void close() {
        heartbeat.close();
    }

    /**
     * Checks one WTHOR file.
     *
     * @param file the file
     * @param tally the counts, updated
     * @throws EngineException if the engine fails
     */
    void check(Path file, Tally tally) throws IOException {
        String name = RecordFiles.name(file);
        try (InputStream in = Files.newInputStream(file); WthorReader reader = WthorReader.of(in, name)) {
            long games = reader.header().games();
            long step = sample == 0 || games <= sample ? 1 : (games + sample - 1) / sample;
            // a solve takes seconds: on a terminal, a bar counts the games solved
            Optional<ProgressBar> bar = app.progressBar(name, (games + step - 1) / step);
            try {
                checkGames(reader, step, bar, tally);
            } finally {
                bar.ifPresent(ProgressBar::close);
            }
        } catch (NotationException e) {
            throw new UserException(file + ": " + e.getMessage(), e);
        }
    }

    /** Counts every game of a file, and checks one in {@code step}. */
    private void checkGames(WthorReader reader, long step, Optional<ProgressBar> bar, Tally tally) throws NotationException {
        long index = 0;
        for (java.util.Iterator<CheckedGame> games = reader.iterator(); games.hasNext(); index++) {
            CheckedGame g = games.next();
            tally.validator.visit(g);
            if (index % step == 0) {
                // the line says the counts as they are now: the timer's thread reads only these copies
                String now = "solving game " + (index + 1) + " of " + reader.header().games() + "; " + tally.checked
                        + " scores checked, " + tally.differ + " differ";
                heartbeat.tick(() -> now);
                Optional<ScoreCheck> c = scores.checkWthor(g, reader.header());
                if (c.isEmpty()) {
                    tally.skipped++; // invalid, or ended before the position of the theoretical score
                } else {
                    count(c.get(), tally);
                }
                bar.ifPresent(ProgressBar::step);
            }
        }
    }

    /**
     * Checks the scored moves of an OBF file (FFO's test positions).
     *
     * @param file the file
     * @param tally the counts, updated
     * @throws EngineException if the engine fails
     */
    void checkObf(Path file, Tally tally) throws IOException {
        String name = RecordFiles.name(file);
        // the lines through ObfPosition.parse, the library's way to read OBF positions with their scores
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
            long index = 0;
            int number = 0;
            for (String line = ObfInput.bounded(reader); line != null && (sample == 0 || index < sample);
                    line = ObfInput.bounded(reader)) {
                number++;
                if (line.isBlank() || line.strip().startsWith("%")) {
                    continue;
                }
                Location at = Location.of(name).withLine(number, 0);
                if (line.length() > ObfInput.MAX_LINE) {
                    throw new UserException(at + ": a line of more than " + ObfInput.MAX_LINE + " characters");
                }
                ObfPosition p;
                try {
                    p = ObfPosition.parse(line);
                } catch (TextParseException e) {
                    throw new UserException(ObfInput.fault(name, number, e), e);
                }
                String now = name + ": solving line " + (index + 1) + "; " + tally.checked + " scores checked, "
                        + tally.differ + " differ";
                heartbeat.tick(() -> now);
                List<ScoreCheck> checks = scores.checkObf(p, at);
                int scored = p.scores().isEmpty() ? (p.bestScore().isPresent() ? 1 : 0) : p.scores().size();
                tally.skipped += scored - checks.size(); // moves the rules forbid
                checks.forEach(c -> count(c, tally));
                index++;
            }
        }
        // the positions read, counted as 'validate' counts them without --theoretical
        try (InputStream in = Files.newInputStream(file);
             GameReader positions = RecordFormat.OBF.reader(in, name, FormatOptions.defaults())) {
            tally.validator.validate(positions);
        } catch (NotationException e) {
            throw new UserException(file + ": " + e.getMessage(), e);
        }
    }

    private void count(ScoreCheck c, Tally tally) {
        tally.checked++;
        c.problem().ifPresent(p -> {
            tally.differ++;
            out.println(p);
        });
    }
}
