package io.github.reversi4j.examples;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.ggf.GgfGame;
import io.github.reversi4j.notation.pgn.PgnWriter;
import io.github.reversi4j.notation.text.TranscriptFormat;
import io.github.reversi4j.notation.text.TranscriptReader;
import io.github.reversi4j.notation.wthor.WthorGame;
import io.github.reversi4j.notation.wthor.WthorHeader;
import io.github.reversi4j.notation.wthor.WthorNames;
import io.github.reversi4j.notation.wthor.WthorWriter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * games come from a {@link GameReader} as {@link GameRecord}s with their header facts
 * ({@link GameInfo}), and go out through the notation module's writers: {@link GgfGame#of(GameRecord,
 * GameInfo)}, {@link PgnWriter#write(Appendable, CheckedGame)}, {@link TranscriptFormat#format(GameRecord)} and
 * {@link WthorWriter}.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert game records: read every game of IN (any format validate reads) and write the valid"
                + " ones to OUT, in the format of its extension: .ggf (GGF), .wtb (WTHOR, with the name files WTHOR.JOU and"
                + " WTHOR.TRN of its folder), .pgn (PGN in Edax's layout) or any other (transcripts, one game per line).",
            "OUT is written to a temporary file beside it and moved into place only when every game is written:"
                + " a failure leaves no partial file. OUT is never one of the inputs (through any path or link), --force or not.",
            "WTHOR name files are shared by every .wtb of their folder, so they are never overwritten: without them"
                + " they are created; with them, names already there keep their numbers and new names are appended,"
                + " which needs --force; a folder with one of the two, or with one that cannot be read, is refused.",
            "Games a format cannot hold, and invalid games, are skipped and reported on the standard error.",
            "Exit status: 0 every game written (warnings and notices do not count), 1 a game skipped or an error in IN"
                + " (OUT is not written when no game could be, or when IN cannot be read to its end), 2 bad arguments"
                + " or a file that cannot be read or may not be written, 70 an internal error."})
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

    /** Where converted games go. */
    private interface Sink extends AutoCloseable {
        /** Writes a game, or says why it cannot be written in this format. */
        Optional<String> add(CheckedGame game) throws IOException;

        /** Writes what is left and moves every file into place. */
        void commit() throws IOException;

        /** Deletes what was not committed. */
        @Override
        void close();
    }

    @Override
    public Integer call() throws IOException {
        Rules rules = rulesOption.rules();
        InputFiles.check(input);
        List<Path> inputs = List.of(input);
        if (isNameFile(output)) {
            throw new UserException(output + " is named like a WTHOR name file, which the game files of its folder use:"
                    + " convert writes those only beside a .wtb; choose another name");
        }
        OutputFile.check(output, force, inputs);
        PrintWriter err = spec.commandLine().getErr();
        long written = 0;
        long skipped = 0;
        long index = 0;
        boolean sourceErrors = false;
        try (Sink sink = sink(rules, inputs);
             InputStream in = app.progress(Files.newInputStream(input), RecordFiles.name(input), Files.size(input));
             GameReader reader = RecordFiles.open(input, in, rules)) {
            try {
                for (Optional<CheckedGame> g = reader.next(); g.isPresent(); g = reader.next(), index++) {
                    CheckedGame game = g.get();
                    Optional<String> why = game.isValid() ? sink.add(game)
                            : Optional.of(game.problems().stream().filter(p -> p.isError()).findFirst().map(Object::toString).orElse("invalid"));
                    if (why.isPresent()) {
                        skipped++;
                        err.println("skipped " + game.location() + ": " + why.get());
                    } else {
                        written++;
                    }
                }
            } catch (UserException e) {
                throw e;
            } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                throw Reversi.libraryFailure(input + ", game " + index, e);
            }
            for (Problem p : reader.sourceProblems()) { // a truncated file, trailing bytes: said, and an error counts
                err.println(p);
                sourceErrors |= p.isError();
            }
            if (written == 0 && (skipped > 0 || sourceErrors)) {
                throw new UserException(Reversi.FOUND_PROBLEMS, "no game of " + input + " could be written; " + output
                        + (force ? " was left as it was" : " was not created"), null);
            }
            sink.commit();
        } catch (NotationException e) {
            throw new UserException(Reversi.FOUND_PROBLEMS, e.getMessage() + "; nothing was written to " + output, e);
        }
        spec.commandLine().getOut().println("converted " + written + " games from " + input + " to " + output
                + (skipped == 0 ? "" : "; skipped " + skipped));
        return skipped == 0 && !sourceErrors ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    private static boolean isNameFile(Path file) {
        String name = String.valueOf(file.getFileName());
        return name.equalsIgnoreCase("WTHOR.JOU") || name.equalsIgnoreCase("WTHOR.TRN");
    }

    private Sink sink(Rules rules, List<Path> inputs) {
        String name = RecordFiles.name(output).toLowerCase(Locale.ROOT);
        if (name.endsWith(".wtb")) {
            WthorFolderNames names = WthorFolderNames.of(OutputFile.folder(output), force);
            return new WthorSink(OutputFile.create(output, force, inputs), names, inputs);
        }
        OutputFile file = OutputFile.create(output, force, inputs);
        if (name.endsWith(".ggf")) {
            return new GgfSink(file);
        }
        if (name.endsWith(".pgn")) {
            return new PgnSink(file, rules);
        }
        return new TranscriptSink(file, rules);
    }

    /** A text file in UTF-8, moved into place by {@link #commit()}. */
    private abstract static class TextSink implements Sink {
        final OutputFile file;
        final BufferedWriter out;

        TextSink(OutputFile file) {
            this.file = file;
            this.out = new BufferedWriter(new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8));
        }

        @Override
        public void commit() throws IOException {
            out.flush();
            file.commit();
        }

        @Override
        public void close() {
            file.close();
        }
    }

    /** GGF: one game per line. */
    private static final class GgfSink extends TextSink {

        GgfSink(OutputFile file) {
            super(file);
        }

        @Override
        public Optional<String> add(CheckedGame game) throws IOException {
            String text;
            try {
                text = GgfGame.of(game.record().orElseThrow(), game.info()).toString();
            } catch (IllegalArgumentException | ArithmeticException e) {
                return Optional.of("GGF cannot hold this game: " + e.getMessage());
            }
            out.write(text);
            out.newLine();
            return Optional.empty();
        }
    }

    /**
     * PGN in Edax's layout, each game with its tags as read. A PGN file names no rules: it holds the
     * games of the rules given by --rules (from any start: the writer adds a FEN tag).
     */
    private static final class PgnSink extends TextSink {
        private final Rules rules;

        PgnSink(OutputFile file, Rules rules) {
            super(file);
            this.rules = rules;
        }

        @Override
        public Optional<String> add(CheckedGame game) throws IOException {
            GameRecord record = game.record().orElseThrow();
            String text;
            try {
                if (record.rules().id().equals(rules.id())) {
                    text = PgnWriter.write(game);
                } else {
                    Optional<GameRecord> same = under(rules, record);
                    if (same.isEmpty()) {
                        return Optional.of(notUnder("a PGN file", rules, record));
                    }
                    text = PgnWriter.write(same.get(), game.info());
                }
            } catch (IllegalArgumentException | ArithmeticException e) {
                return Optional.of("PGN cannot hold this game: " + e.getMessage());
            }
            out.write(text);
            return Optional.empty();
        }
    }

    /**
     * Transcripts, one game per line, with the opening's name when the game has one. A transcript names
     * no rules and no start: it holds the games of the rules given by --rules, from their start.
     */
    private static final class TranscriptSink extends TextSink {
        private final Rules rules;

        TranscriptSink(OutputFile file, Rules rules) {
            super(file);
            this.rules = rules;
        }

        @Override
        public Optional<String> add(CheckedGame game) throws IOException {
            Optional<GameRecord> record = under(rules, game.record().orElseThrow());
            if (record.isEmpty()) {
                return Optional.of(notUnder("a transcript", rules, game.record().orElseThrow()));
            }
            out.write(transcript(record.get()));
            Optional<String> opening = game.info().get(TranscriptReader.OPENING);
            if (opening.isPresent()) {
                out.write("  " + opening.get());
            }
            out.newLine();
            return Optional.empty();
        }
    }

    /** Why a game cannot go to a file that holds the games of the rules given by --rules. */
    private static String notUnder(String file, Rules rules, GameRecord record) {
        return file + " holds games of " + rules.id() + " from its start (see --rules); this one is "
                + record.rules().id() + " from " + record.start();
    }

    /** A transcript as compact as it reads back: {@code f5d6c3}, or comma-separated when a move names a line or a color. */
    static String transcript(GameRecord record) {
        boolean plain = record.moves().stream().allMatch(m -> m.line().isEmpty() && m.color().isEmpty());
        return (plain ? TranscriptFormat.canonical() : TranscriptFormat.canonical().withSeparator(",")).format(record);
    }

    /**
     * WTHOR: 8x8 Othello games from the start. Players and tournaments are numbered in the name files of
     * the output's folder ({@link WthorFolderNames}): the files, when there, are only ever extended.
     */
    private static final class WthorSink implements Sink {
        private static final Rules OTHELLO = StandardRules.othello();
        private final OutputFile games;
        private final WthorFolderNames names;
        private final List<Path> inputs;
        private final List<OutputFile> nameFiles = new ArrayList<>();
        private final List<WthorGame> records = new ArrayList<>();
        private int year;

        WthorSink(OutputFile games, WthorFolderNames names, List<Path> inputs) {
            this.games = games;
            this.names = names;
            this.inputs = inputs;
        }

        @Override
        public Optional<String> add(CheckedGame game) {
            Optional<GameRecord> othello = under(OTHELLO, game.record().orElseThrow());
            if (othello.isEmpty()) {
                return Optional.of("WTHOR holds 8x8 Othello games from the standard start, not this game of "
                        + game.record().orElseThrow().rules().id());
            }
            GameRecord record = othello.get();
            GameInfo info = game.info();
            String event = info.event().orElse("?");
            String black = info.black().orElse("?");
            String white = info.white().orElse("?");
            Optional<String> why = names.refusal(WthorNames.Kind.TOURNAMENTS, event)
                    .or(() -> names.refusal(WthorNames.Kind.PLAYERS, black))
                    .or(() -> names.refusal(WthorNames.Kind.PLAYERS, white));
            if (why.isPresent()) {
                return why;
            }
            Optional<String> theoreticalTag = info.get("TheoreticalScore");
            Optional<Integer> theoretical = theoreticalTag.filter(v -> v.matches("[0-9]{1,2}")).map(Integer::valueOf).filter(v -> v <= 64);
            if (theoreticalTag.isPresent() && theoretical.isEmpty()) {
                return Optional.of("TheoreticalScore \"" + theoreticalTag.get() + "\" is not a WTHOR score (a number of discs, 0..64)");
            }
            WthorGame wthor;
            try {
                if (game.isFinished()) {
                    int score = record.replay().outcome().orElseThrow().score(io.github.reversi4j.core.Color.BLACK);
                    wthor = WthorGame.of(0, 0, 0, record, theoretical.orElse(score));
                } else {
                    RecordedResult r = game.recordedResult();
                    if (r.kind() != RecordedResult.Kind.BLACK_SCORE && r.kind() != RecordedResult.Kind.SCORES) {
                        return Optional.of("an unfinished game without a recorded score cannot be written to WTHOR");
                    }
                    wthor = WthorGame.of(0, 0, 0, record, r.blackScore(), theoretical.orElse(r.blackScore()));
                }
            } catch (IllegalArgumentException | ArithmeticException e) {
                return Optional.of("WTHOR cannot hold this game: " + e.getMessage());
            }
            int e = names.index(WthorNames.Kind.TOURNAMENTS, event);
            int b = names.index(WthorNames.Kind.PLAYERS, black);
            int w = names.index(WthorNames.Kind.PLAYERS, white);
            records.add(game.isFinished() ? WthorGame.of(e, b, w, record, wthor.theoreticalScore())
                    : WthorGame.of(e, b, w, record, wthor.score(), wthor.theoreticalScore()));
            info.get(GameInfo.DATE).filter(d -> d.matches("[0-9]{4}.*")).ifPresent(d -> year = Integer.parseInt(d.substring(0, 4)));
            return Optional.empty();
        }

        @Override
        public void commit() throws IOException {
            LocalDate today = LocalDate.now();
            int[] created = {today.getYear() / 100, today.getYear() % 100, today.getMonthValue(), today.getDayOfMonth()};
            WthorWriter.write(games.stream(), WthorHeader.ofGames(created, records.size(), year == 0 ? today.getYear() : year, 8, 22), records);
            nameFiles.addAll(names.open(inputs));
            for (OutputFile f : nameFiles) {
                f.commit(); // the names first: a game file is never there without its names
            }
            games.commit();
        }

        @Override
        public void close() {
            nameFiles.forEach(OutputFile::close);
            games.close();
        }
    }

    /**
     * The game as a game of other rules, when its moves are legal there from their start: a GGF game of
     * {@code ggs} without komi is a game of {@code othello}, and goes to a transcript or to WTHOR.
     */
    static Optional<GameRecord> under(Rules rules, GameRecord record) {
        GameState start = rules.initialState();
        if (!record.start().board().equals(start.board()) || record.start().toMove() != start.toMove()) {
            return Optional.empty();
        }
        GameRecord moved = GameRecord.of(rules, start, record.moves());
        return moved.replay().isValid() ? Optional.of(moved) : Optional.empty();
    }
}
