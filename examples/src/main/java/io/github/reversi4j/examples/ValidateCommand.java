package io.github.reversi4j.examples;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * replays it under its rules and counts what is wrong with a {@link Validator}; the summary says how
 * many games were read, how many are valid, and every problem with its file, game, players, move
 * number, move and reason. The exit status is 0 only when every game is valid.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check every game of record files: WTHOR (.wtb, with WTHOR.JOU and WTHOR.TRN beside it),"
                + " GGF (.ggf), PGN (.pgn: Edax, PlayOK, thor2pgn), eOthello CSV (.csv), OBF positions (.obf) and"
                + " transcripts (one game per line, .txt); a file of another extension is recognised by its content.",
            "Exit status: 0 when every game is valid, 1 when a game or file has an error, 2 for bad arguments."})
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
            description = "list at most N problems in full; all are counted (default: ${DEFAULT-VALUE})")
    private int keep = 1000;

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

    @Override
    public Integer call() throws IOException {
        Rules rules = rulesOption.rules();
        if (keep < 0) {
            throw new UserException("--max-problems must be 0 or more");
        }
        for (Path f : files) {
            if (!Files.isRegularFile(f)) {
                throw new NoSuchFileException(f.toString());
            }
        }
        Validator validator = new Validator(keep);
        List<FileCount> perFile = new ArrayList<>();
        for (Path f : files) {
            ValidationSummary before = validator.summary();
            try (InputStream in = app.progress(Files.newInputStream(f), RecordFiles.name(f), Files.size(f));
                 GameReader reader = RecordFiles.open(f, in, rules)) {
                validator.validate(reader);
            } catch (NotationException e) {
                validator.report(e.toProblem()); // the file cannot be read (further): a problem of that file
            }
            ValidationSummary after = validator.summary();
            perFile.add(new FileCount(f.toString(), after.games() - before.games(), after.invalid() - before.invalid()));
        }
        ValidationSummary summary = validator.summary();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(toJson(perFile, summary)));
        } else {
            printText(out, perFile, summary);
        }
        return allValid(summary) ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    /** Every game valid, and no error that belongs to no game (a truncated file, an unreadable header). */
    static boolean allValid(ValidationSummary s) {
        return s.invalid() == 0 && s.counts().keySet().stream().noneMatch(k -> k.defaultSeverity() == Severity.ERROR);
    }

    private void printText(PrintWriter out, List<FileCount> perFile, ValidationSummary s) {
        Style style = app.style();
        if (perFile.size() > 1) {
            for (FileCount c : perFile) {
                out.println(c.file + ": " + c.games + " games" + (c.invalid == 0 ? "" : ", " + style.warn(c.invalid + " invalid")));
            }
        }
        out.println("games: " + s.games() + ", valid: " + s.valid() + " (finished " + s.finished() + ", unfinished "
                + s.unfinished() + "), invalid: " + (s.invalid() == 0 ? "0" : style.warn(String.valueOf(s.invalid()))));
        if (!s.counts().isEmpty()) {
            StringBuilder kinds = new StringBuilder("problems by kind:");
            for (Map.Entry<ProblemKind, Long> e : s.counts().entrySet()) {
                kinds.append(' ').append(e.getKey()).append(' ').append(e.getValue());
            }
            out.println(kinds);
        }
        for (Problem p : s.problems()) {
            out.println(p.isError() ? style.warn(p.toString()) : p.toString());
        }
        long total = s.counts().values().stream().mapToLong(Long::longValue).sum();
        if (total > s.problems().size()) {
            out.println("... " + (total - s.problems().size()) + " more problems counted but not listed (see --max-problems)");
        }
        out.println(allValid(s) ? "every game is valid" : style.warn("some games or files are not valid"));
    }

    private static JsonObject toJson(List<FileCount> perFile, ValidationSummary s) {
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
        root.addProperty("invalid", s.invalid());
        root.addProperty("allValid", allValid(s));
        JsonObject kinds = new JsonObject();
        s.counts().forEach((k, n) -> kinds.addProperty(k.name(), n));
        root.add("problemsByKind", kinds);
        JsonArray problems = new JsonArray();
        for (Problem p : s.problems()) {
            JsonObject o = new JsonObject();
            o.addProperty("severity", p.severity().name());
            o.addProperty("kind", p.kind().name());
            o.addProperty("file", p.location().source());
            p.location().gameIndex().ifPresent(i -> o.addProperty("game", i));
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
