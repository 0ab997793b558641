package io.github.reversi4j.examples;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
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
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
                + " ones to OUT, in the format of its extension: .ggf (GGF), .wtb (WTHOR, with WTHOR.JOU and"
                + " WTHOR.TRN written beside it), .pgn (PGN in Edax's layout) or any other (transcripts, one game per line).",
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
        try (InputStream in = app.progress(Files.newInputStream(input), Formats.name(input), Files.size(input));
             GameReader reader = Formats.of(input).open(input, in, rules);
             Sink sink = sink(rules)) {
            for (Optional<CheckedGame> g = reader.next(); g.isPresent(); g = reader.next()) {
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
        } catch (NotationException e) {
            throw new UserException(e.getMessage(), e);
        }
        spec.commandLine().getOut().println("converted " + written + " games from " + input + " to " + output
                + (skipped == 0 ? "" : "; skipped " + skipped));
        return skipped == 0 ? Reversi.OK : Reversi.FOUND_PROBLEMS;
    }

    private Sink sink(Rules rules) throws IOException {
        String name = Formats.name(output).toLowerCase(Locale.ROOT);
        if (name.endsWith(".ggf")) {
            return new GgfSink(create(output));
        }
        if (name.endsWith(".pgn")) {
            return new PgnSink(create(output), rules);
        }
        if (name.endsWith(".wtb")) {
            Path dir = Formats.folder(output);
            return new WthorSink(create(output), create(dir.resolve("WTHOR.JOU")), create(dir.resolve("WTHOR.TRN")));
        }
        return new TranscriptSink(create(output), rules);
    }

    private OutputStream create(Path file) throws IOException {
        if (!force && Files.exists(file)) {
            throw new FileAlreadyExistsException(file + " (use --force to overwrite it)");
        }
        return Files.newOutputStream(file);
    }

    /** A text file in UTF-8, closed with the sink. */
    private abstract static class TextSink implements Sink {
        final BufferedWriter out;

        TextSink(OutputStream out) {
            this.out = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    /** GGF: one game per line. */
    private static final class GgfSink extends TextSink {

        GgfSink(OutputStream out) {
            super(out);
        }

        @Override
        public Optional<String> add(CheckedGame game) throws IOException {
            try {
                out.write(GgfGame.of(game.record().orElseThrow(), game.info()).toString());
            } catch (IllegalArgumentException e) {
                return Optional.of(e.getMessage());
            }
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

        PgnSink(OutputStream out, Rules rules) {
            super(out);
            this.rules = rules;
        }

        @Override
        public Optional<String> add(CheckedGame game) throws IOException {
            GameRecord record = game.record().orElseThrow();
            if (record.rules().id().equals(rules.id())) {
                PgnWriter.write(out, game);
                return Optional.empty();
            }
            Optional<GameRecord> same = under(rules, record);
            if (same.isEmpty()) {
                return Optional.of(notUnder("a PGN file", rules, record));
            }
            out.write(PgnWriter.write(same.get(), game.info()));
            return Optional.empty();
        }
    }

    /**
     * Transcripts, one game per line, with the opening's name when the game has one. A transcript names
     * no rules and no start: it holds the games of the rules given by --rules, from their start.
     */
    private static final class TranscriptSink extends TextSink {
        private final Rules rules;

        TranscriptSink(OutputStream out, Rules rules) {
            super(out);
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

    /** WTHOR: 8x8 Othello games from the start; players and tournaments numbered in name files written beside. */
    private static final class WthorSink implements Sink {
        private static final Rules OTHELLO = StandardRules.othello();
        private final OutputStream games;
        private final OutputStream players;
        private final OutputStream tournaments;
        private final Map<String, Integer> playerIndex = new LinkedHashMap<>();
        private final Map<String, Integer> tournamentIndex = new LinkedHashMap<>();
        private final List<WthorGame> records = new ArrayList<>();
        private int year;

        WthorSink(OutputStream games, OutputStream players, OutputStream tournaments) {
            this.games = games;
            this.players = players;
            this.tournaments = tournaments;
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
            int event = index(tournamentIndex, info.event().orElse("?"), WthorNames.Kind.TOURNAMENTS);
            int black = index(playerIndex, info.black().orElse("?"), WthorNames.Kind.PLAYERS);
            int white = index(playerIndex, info.white().orElse("?"), WthorNames.Kind.PLAYERS);
            if (game.isFinished()) {
                int theoretical = tag(info, "TheoreticalScore").orElse(record.replay().outcome().orElseThrow().score(io.github.reversi4j.core.Color.BLACK));
                records.add(WthorGame.of(event, black, white, record, theoretical));
            } else {
                RecordedResult r = game.recordedResult();
                if (r.kind() != RecordedResult.Kind.BLACK_SCORE && r.kind() != RecordedResult.Kind.SCORES) {
                    return Optional.of("an unfinished game without a recorded score cannot be written to WTHOR");
                }
                records.add(WthorGame.of(event, black, white, record, r.blackScore(), tag(info, "TheoreticalScore").orElse(r.blackScore())));
            }
            info.get(GameInfo.DATE).filter(d -> d.matches("\\d{4}.*")).ifPresent(d -> year = Integer.parseInt(d.substring(0, 4)));
            return Optional.empty();
        }

        private static Optional<Integer> tag(GameInfo info, String name) {
            return info.get(name).filter(v -> v.matches("\\d{1,3}")).map(Integer::valueOf);
        }

        /** The index of a name, numbered in the order first seen; names are cut to fit their record. */
        private static int index(Map<String, Integer> names, String name, WthorNames.Kind kind) {
            String cut = name.length() < kind.recordSize() ? name : name.substring(0, kind.recordSize() - 1);
            return names.computeIfAbsent(cut, n -> names.size());
        }

        @Override
        public void close() throws IOException {
            LocalDate today = LocalDate.now();
            int[] created = {today.getYear() / 100, today.getYear() % 100, today.getMonthValue(), today.getDayOfMonth()};
            try (OutputStream g = games; OutputStream p = players; OutputStream t = tournaments) {
                WthorWriter.write(g, WthorHeader.ofGames(created, records.size(), year == 0 ? today.getYear() : year, 8, 22), records);
                WthorNames.of(WthorNames.Kind.PLAYERS, created, new ArrayList<>(playerIndex.keySet())).write(p);
                WthorNames.of(WthorNames.Kind.TOURNAMENTS, created, new ArrayList<>(tournamentIndex.keySet())).write(t);
            }
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
