package io.github.reversi4j.examples;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import io.github.reversi4j.notation.internal.wthor.WthorWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert game records: read every game of IN (any format validate reads) and write the valid"
                + " ones to OUT, in the format of its extension: .ggf (GGF), .wtb (WTHOR, with the name files WTHOR.JOU and"
                + " WTHOR.TRN of its folder), .pgn (PGN in Edax's layout), .csv (eOthello) or any"
                + " other (transcripts, one game per line); not .obf, which holds positions, not games.",
            "OUT is written to a temporary file beside it and moved into place only when every game is written:"
                + " a failure leaves no partial file. OUT is never one of the inputs (through any path or link), --force or not.",
            "WTHOR name files are shared by every .wtb of their folder, so they are never overwritten: without them"
                + " they are created; with them, names already there keep their numbers (so do the numbers a WTHOR input gives"
                + " its games, where the names agree) and new names are appended,"
                + " which needs --force; a folder with one of the two, or with one that cannot be read, is refused.",
            "A game is written only when the format reads it back as it was: games a format cannot hold, and invalid"
                + " games, are skipped and reported on the standard error with their file, game and reason.",
            "OUT is not written at all when IN holds no game, or no game that could be written (an existing OUT is"
                + " kept, --force or not), nor when IN cannot be read to its end."})
final class ConvertCommand implements Callable<Integer> {

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    @Parameters(index = "0", paramLabel = "IN", description = "the file to read")
    private Path input;

    @Parameters(index = "1", paramLabel = "OUT", description = "the file to write")
    private Path output;

    @Option(names = {"-f", "--force"}, description = "replace OUT if it exists, and append new names to the WTHOR name files of its folder")
    private boolean force;

    @Override
    public Integer call() throws IOException {
        Rules rules = rulesOption.rules();
        InputFiles.check(input);
        List<Path> inputs = List.of(input);
        if (WthorNames.Kind.ofFileName(RecordFiles.name(output)).isPresent()) {
            throw new UserException(output + " is named like a WTHOR name file, which the game files of its folder use:"
                    + " convert writes those only beside a .wtb; choose another name");
        }
        if (RecordFormat.byFileName(RecordFiles.name(output)).filter(f -> f == RecordFormat.OBF).isPresent()) {
            throw new UserException(output + ": an OBF file holds positions, not games, so convert cannot write one; write"
                    + " .ggf, .wtb, .pgn, .csv or a transcript (render --game shows a game's final position)");
        }
        OutputFile.check(output, force, inputs);
        RecordFormat format = RecordFormat.byFileName(RecordFiles.name(output)).orElse(RecordFormat.TRANSCRIPT);
        FormatOptions options = FormatOptions.defaults().withRules(rules);
        WthorFolderNames names = format == RecordFormat.WTHOR ? WthorFolderNames.of(output, force) : null;
        PrintWriter err = spec.commandLine().getErr();
        long skipped = 0;
        long index = 0;
        boolean sourceErrors = false;
        List<OutputFile> nameFiles = new ArrayList<>();
        long written;
        try (OutputFile file = OutputFile.create(output, force, inputs);
             InputStream in = app.progress(Files.newInputStream(input), RecordFiles.name(input), Files.size(input));
             GameReader reader = RecordFiles.open(input, in, rules)) {
            // WTHOR's own writer, for the names it numbers (its name files go beside the game file)
            WthorWriter wthor = names == null ? null : WthorWriter.of(file.stream(), RecordFiles.name(output),
                    names.names(WthorNames.Kind.PLAYERS), names.names(WthorNames.Kind.TOURNAMENTS), Optional.empty());
            GameWriter writer = wthor != null ? wthor : format.writer(file.stream(), RecordFiles.name(output), options);
            try {
                for (java.util.Iterator<CheckedGame> games = reader.iterator(); games.hasNext(); index++) {
                    CheckedGame g = games.next();
                    Optional<String> why = write(writer, g);
                    if (why.isPresent()) {
                        skipped++;
                        err.println("skipped " + g.location() + ": " + why.get());
                    }
                }
            } catch (UserException e) {
                throw e;
            } catch (NotationException e) {
                throw e; // said below: a source that cannot be read further, a sink that fails
            } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                throw Reversi.libraryFailure(input + ", game " + (index + 1), e);
            }
            for (Problem p : reader.sourceProblems()) { // a truncated file, trailing bytes: said, and an error counts
                err.println(p);
                sourceErrors |= p.isError();
            }
            if (writer.written() == 0) { // no empty file, and no name files, for no game: an existing OUT is kept
                throw new UserException(Reversi.FOUND_PROBLEMS, (skipped > 0 || sourceErrors ? "no game of " + input
                        + " could be written; " : input + " holds no game; ") + output
                        + (Files.exists(output) ? " was left as it was" : " was not created"), null);
            }
            writer.close();
            if (wthor != null) {
                names.adopt(wthor.players());
                names.adopt(wthor.tournaments());
                nameFiles.addAll(names.open(inputs));
                for (OutputFile f : nameFiles) {
                    f.commit(); // the names first: a game file is never there without its names
                }
            }
            file.commit();
            written = writer.written();
        } catch (NotationException e) {
            // a file that cannot be read or written (a full disk, a size limit) is status 2 in every command
            throw new UserException(e.kind() == ProblemKind.IO ? Reversi.USAGE : Reversi.FOUND_PROBLEMS,
                    e.getMessage() + "; nothing was written to " + output, e);
        } finally {
            nameFiles.forEach(OutputFile::close);
        }
        spec.commandLine().getOut().println("converted " + written + " games from " + input + " to " + output
                + (skipped == 0 ? "" : "; skipped " + skipped));
        return skipped == 0 && !sourceErrors ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    /**
     * Writes a game, or says why it is not written: its first error, or the writer's refusal (the
     * format, the reason, the move at fault). A failing sink ends the command.
     */
    private static Optional<String> write(GameWriter writer, CheckedGame game) throws NotationException {
        if (!game.isValid()) {
            return Optional.of(game.problems().stream().filter(Problem::isError).findFirst().map(Object::toString)
                    .orElse("invalid"));
        }
        try {
            writer.write(game);
            return Optional.empty();
        } catch (UnwritableGameException e) {
            return Optional.of(e.getMessage());
        }
    }
}
