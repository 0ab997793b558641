package io.github.reversi4j.examples;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordFormat;
import io.github.reversi4j.notation.wthor.WthorWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi convert IN OUT}: every valid game of a file, written in the format of another: the
 * games come from the {@link GameReader} of the input's {@link RecordFormat} and go out through the
 * {@link GameWriter} of the output's, which refuses what its format cannot hold. A WTHOR output keeps
 * the players' and tournaments' numbers of a WTHOR input ({@link WthorWriter}).
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert game records: read every game of IN (any format validate reads) and write the valid"
                + " ones to OUT, in the format of its extension: .ggf (GGF), .wtb (WTHOR, with WTHOR.JOU and"
                + " WTHOR.TRN written beside it), .pgn (PGN in Edax's layout), .csv (eOthello CSV), .obf (positions) or any"
                + " other (transcripts, one game per line).",
            "Invalid games are skipped and reported on the standard error (exit status 1)."})
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

    @Option(names = {"-f", "--force"}, description = "overwrite files that exist")
    private boolean force;

    /** Where converted games go. */
    private interface Sink extends AutoCloseable {
        /** Writes a game, or says why it cannot be written in this format. */
        Optional<String> add(CheckedGame game) throws IOException;

        @Override
        void close() throws IOException;
    }

    @Override
    public Integer call() throws IOException {
        Rules rules = rulesOption.rules();
        if (!Files.isRegularFile(input)) {
            throw new UserException("no such file: " + input);
        }
        PrintWriter err = spec.commandLine().getErr();
        long written = 0;
        long skipped = 0;
        RecordFormat format = RecordFormat.byFileName(RecordFiles.name(output)).orElse(RecordFormat.TRANSCRIPT);
        Path dir = RecordFiles.folder(output);
        try {
            // the input's WTHOR names, if any, so that a WTHOR output keeps the players' and tournaments' numbers
            FormatOptions options = RecordFiles.options(input, rules);
            try (InputStream in = app.progress(Files.newInputStream(input), RecordFiles.name(input), Files.size(input));
                 GameReader reader = RecordFormat.open(in, RecordFiles.name(input), options);
                 OutputStream out = create(output);
                 OutputStream players = format == RecordFormat.WTHOR ? create(dir.resolve("WTHOR.JOU")) : null;
                 OutputStream tournaments = format == RecordFormat.WTHOR ? create(dir.resolve("WTHOR.TRN")) : null) {
                GameWriter writer = format.writer(out, RecordFiles.name(output), options);
                for (Optional<CheckedGame> g = reader.next(); g.isPresent(); g = reader.next()) {
                    CheckedGame game = g.get();
                    if (!game.isValid()) {
                        skipped++;
                        err.println("skipped " + game.location() + ": " + game.problems().stream().filter(p -> p.isError())
                                .findFirst().map(Object::toString).orElse("invalid"));
                        continue;
                    }
                    try {
                        writer.write(game);
                        written++;
                    } catch (NotationException e) {
                        if (e.kind() != ProblemKind.UNWRITABLE) {
                            throw e;
                        }
                        skipped++;
                        err.println("skipped " + game.location() + ": " + e.reason());
                    }
                }
                writer.close();
                if (writer instanceof WthorWriter) {
                    ((WthorWriter) writer).players().write(players);
                    ((WthorWriter) writer).tournaments().write(tournaments);
                }
            }
        } catch (NotationException e) {
            throw new UserException(e.getMessage(), e);
        }
        spec.commandLine().getOut().println("converted " + written + " games from " + input + " to " + output
                + (skipped == 0 ? "" : "; skipped " + skipped));
        return skipped == 0 ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    private OutputStream create(Path file) throws IOException {
        if (!force && Files.exists(file)) {
            throw new FileAlreadyExistsException(file + " (use --force to overwrite it)");
        }
        return Files.newOutputStream(file);
    }
}
