package io.github.reversi4j.examples;

import io.github.reversi4j.notation.GameInfo;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi validate FILE...}: reads every game of every file as a stream ({@link GameReader}) and
 * sums them up with a {@link Validator}, which replays each game under its rules, counts games and
 * problems by severity and kind, and keeps the first problems of each severity (errors first). The
 * exit status follows the problems' own severities: warnings and notices alone exit 0.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check every game of record files: WTHOR (.wtb, with WTHOR.JOU and WTHOR.TRN beside it),"
                + " GGF (.ggf), PGN (.pgn: Edax, PlayOK, thor2pgn), eOthello CSV (.csv), OBF positions (.obf) and"
                + " transcripts (one game per line, .txt); a file of another extension is recognised by its content.",
            "Problems are counted by severity and kind, and listed errors first, then warnings; notices only with --notices."
                + " A problem's place says the file, its line and column, and the game and the move counted from 1.",
            "With --theoretical, a stored score that differs or an engine that fails is status 1, an engine that cannot start 2."})
final class ValidateCommand implements Callable<Integer> {

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    @Mixin
    private TheoreticalOptions theoretical = new TheoreticalOptions();

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

    /** The games and invalid games of one file. */
    private static final class FileCount {
        final String file;
        final long games;
        final long invalid;

        FileCount(String file, ValidationSummary before, ValidationSummary after) {
            this.file = file;
            this.games = after.games() - before.games();
            this.invalid = after.invalid() - before.invalid();
        }
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        files = recordFiles(files, spec.commandLine().getErr());
        if (theoretical.asked()) {
            return theoretical.run(files, app, out);
        }
        Rules rules = rulesOption.rules();
        if (keep < 0) {
            throw new UserException("--max-problems must be 0 or more");
        }
        files.forEach(InputFiles::check);
        Validator validator = new Validator(keep);
        if (notices) {
            validator.keepingNotices();
        }
        List<FileCount> perFile = new ArrayList<>();
        List<UserException> failures = new ArrayList<>();
        for (Path f : files) {
            ValidationSummary before = validator.summary();
            try (InputStream in = app.progress(Files.newInputStream(f), RecordFiles.name(f), Files.size(f));
                 GameReader reader = RecordFiles.open(f, in, rules)) {
                validator.validate(reader);
            } catch (NotationException e) {
                validator.report(e.toProblem()); // the file cannot be read (further): a problem of that file
            } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                long game = validator.summary().games() - before.games() + 1;
                failures.add(Reversi.libraryFailure(f + ", game " + game, e));
            }
            perFile.add(new FileCount(f.toString(), before, validator.summary()));
        }
        ValidationSummary summary = validator.summary();
        if (json) {
            JsonObject root = toJson(perFile, summary);
            JsonArray failed = new JsonArray();
            failures.forEach(u -> failed.add(u.getMessage()));
            root.add("internalErrors", failed);
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root));
        } else {
            printText(out, perFile, summary, failures.size());
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        failures.forEach(u -> err.println(spec.qualifiedName() + ": " + u.getMessage()));
        err.flush();
        if (!failures.isEmpty()) {
            return Reversi.INTERNAL_ERROR;
        }
        return allValid(summary) ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    /** Extensions of files that are never game records: what a data folder holds beside them. */
    private static final Set<String> NOT_RECORDS = Set.of("md", "markdown", "rst", "html", "htm", "pdf", "json", "xml",
            "yml", "yaml", "properties", "sh", "zip", "gz", "bz2", "xz", "7z", "jar", "png", "svg", "jpg", "jpeg", "gif");

    /**
     * The files to read: a folder stands for its record files (those of a record format's extension,
     * in name order), and a file that is plainly no game record (a {@code SOURCE.md} or a WTHOR name
     * file among {@code folder/*}) is skipped with a line on the standard error, not read as a
     * transcript of errors.
     */
    static List<Path> recordFiles(List<Path> named, PrintWriter err) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path f : named) {
            if (Files.isDirectory(f)) {
                List<Path> inside = new ArrayList<>();
                try (java.util.stream.Stream<Path> list = Files.list(f)) {
                    list.filter(p -> Files.isRegularFile(p) && RecordFormat.byFileName(RecordFiles.name(p)).isPresent())
                            .sorted().forEach(inside::add);
                }
                if (inside.isEmpty()) {
                    throw new UserException(f + " is a folder with no record file (.wtb, .ggf, .pgn, .csv, .obf, .txt)");
                }
                out.addAll(inside);
                continue;
            }
            String name = RecordFiles.name(f);
            int dot = name.lastIndexOf('.');
            String ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT);
            if (Files.isRegularFile(f) && (NOT_RECORDS.contains(ext) || WthorNames.Kind.ofFileName(name).isPresent())) {
                err.println("validate: skipped " + f + ": not a game record file"
                        + (WthorNames.Kind.ofFileName(name).isPresent() ? " (a WTHOR name file, read with the .wtb beside it)" : ""));
                err.flush();
                continue;
            }
            out.add(f);
        }
        if (out.isEmpty()) {
            throw new UserException("no game record file to check among " + named);
        }
        return out;
    }

    /** The usual summary: {@code games: N, valid: V (finished F, unfinished U), invalid: I}. */
    static String gamesLine(ValidationSummary s, Style style) {
        return "games: " + s.games() + ", valid: " + s.valid() + " (finished " + s.finished() + ", unfinished "
                + s.unfinished() + (s.partial() == 0 ? "" : ", partial " + s.partial()) + "), invalid: "
                + (s.invalid() == 0 ? "0" : style.warn(String.valueOf(s.invalid())));
    }

    /** Every game valid, and no error that belongs to no game (a truncated file, an unreadable header). */
    private static boolean allValid(ValidationSummary s) {
        return s.invalid() == 0 && s.count(Severity.ERROR) == 0;
    }

    /** The problems listed: the first {@code --max-problems} of those the validator kept, errors first. */
    private List<Problem> listed(ValidationSummary s) {
        return s.problems().subList(0, Math.min(keep, s.problems().size()));
    }

    private void printText(PrintWriter out, List<FileCount> perFile, ValidationSummary s, int failed) {
        Style style = app.style();
        if (perFile.size() > 1) {
            for (FileCount c : perFile) {
                out.println(c.file + ": " + c.games + (c.games == 1 ? " game" : " games") + (c.invalid == 0 ? "" : ", " + style.warn(c.invalid + " invalid")));
            }
        }
        out.println(gamesLine(s, style));
        List<String> parts = new ArrayList<>();
        for (Severity sev : Severity.values()) {
            long n = s.count(sev);
            if (n > 0) {
                String kinds = s.counts(sev).entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                        .collect(Collectors.joining(", "));
                String text = n + " " + sev.name().toLowerCase(Locale.ROOT) + (n == 1 ? "" : "s") + " (" + kinds + ")";
                parts.add(sev == Severity.ERROR ? style.warn(text) : text);
            }
        }
        if (!parts.isEmpty()) {
            out.println("problems: " + String.join(", ", parts));
        }
        List<Problem> listed = listed(s);
        listed.forEach(p -> out.println(p.isError() ? style.warn(p.toString()) : p.toString()));
        long total = s.count(Severity.ERROR) + s.count(Severity.WARNING) + s.count(Severity.NOTICE);
        long listable = notices ? total : total - s.count(Severity.NOTICE);
        if (listable > listed.size()) {
            out.println("... " + (listable - listed.size()) + " more problems counted but not listed (see --max-problems)");
        }
        if (s.count(Severity.NOTICE) > 0 && !notices) {
            long n = s.count(Severity.NOTICE);
            out.println(n + (n == 1 ? " notice" : " notices") + " counted above, not listed (see --notices)");
        }
        if (failed > 0) {
            out.println(style.warn(failed + (failed == 1 ? " file" : " files") + " could not be checked to the end (see the message below)"));
        } else if (allValid(s)) {
            long warnings = s.count(Severity.WARNING);
            out.println("every game is valid" + (warnings == 0 ? "" : " (" + warnings + " warning" + (warnings == 1 ? "" : "s") + ")"));
        } else {
            out.println(style.warn("some games or files are not valid"));
        }
    }

    private JsonObject toJson(List<FileCount> perFile, ValidationSummary s) {
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
        root.addProperty("allValid", allValid(s));
        root.addProperty("errors", s.count(Severity.ERROR));
        root.addProperty("warnings", s.count(Severity.WARNING));
        root.addProperty("notices", s.count(Severity.NOTICE));
        JsonObject kinds = new JsonObject();
        s.counts().forEach((k, n) -> kinds.addProperty(k.name(), n));
        root.add("problemsByKind", kinds);
        JsonObject bySeverity = new JsonObject();
        for (Severity sev : Severity.values()) {
            if (s.count(sev) > 0) {
                JsonObject o = new JsonObject();
                s.counts(sev).forEach((k, n) -> o.addProperty(k.name(), n));
                bySeverity.add(sev.name(), o);
            }
        }
        root.add("problemsBySeverity", bySeverity);
        JsonArray problems = new JsonArray();
        listed(s).forEach(p -> problems.add(toJson(p)));
        root.add("problems", problems);
        return root;
    }

    /** One problem: every fact it carries, places counted from 1 as in its text. */
    private static JsonObject toJson(Problem p) {
        JsonObject o = new JsonObject();
        o.addProperty("severity", p.severity().name());
        o.addProperty("kind", p.kind().name());
        o.addProperty("file", p.location().source());
        p.location().gameNumber().ifPresent(i -> o.addProperty("game", i));
        p.location().line().ifPresent(i -> o.addProperty("line", i));
        p.location().column().ifPresent(i -> o.addProperty("column", i));
        p.location().byteOffset().ifPresent(i -> o.addProperty("byte", i));
        p.info().get(GameInfo.BLACK).ifPresent(n -> o.addProperty("black", n));
        p.info().get(GameInfo.WHITE).ifPresent(n -> o.addProperty("white", n));
        p.moveNumber().ifPresent(n -> o.addProperty("moveNumber", n));
        p.moveText().ifPresent(m -> o.addProperty("move", m));
        p.illegalMoveReason().ifPresent(r -> o.addProperty("illegalMoveReason", r.name()));
        o.addProperty("reason", p.reason());
        o.addProperty("text", p.toString());
        return o;
    }
}
