package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.render.RenderOptions;
import io.github.reversi4j.notation.render.SvgRenderer;
import io.github.reversi4j.notation.render.TextRenderer;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.text.Transcript;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi render}: a position for people, drawn by the notation module's renderers -
 * {@link TextRenderer} for the diagram, {@link SvgRenderer} for the picture - with the
 * {@link RenderOptions} of the command line. The position is a board string (read as an OBF line, {@link ObfPosition}),
 * the end of a transcript played from the start ({@link Transcript}), or the final position of a game
 * of a valid game of a record file ({@link GameReader}); for the last two the last move is marked.
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = {"Draw a position, or a game's final position, as a text diagram and as SVG.",
            "The SVG file is written whole or not at all, never over the --game file, and over an existing file only with --force.",
            "A game of a file is drawn only when it is valid: an illegal move is said with its place, exit status 1."})
final class RenderCommand implements Callable<Integer> {

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    /** Exactly one source of the position. */
    static final class Source {
        @Option(names = "--position", paramLabel = "TEXT",
                description = "a board string and the side to move, e.g. '---------------------------OX------XO--------------------------- X'")
        String position;

        @Option(names = "--moves", paramLabel = "MOVES", description = "a transcript played from the start, e.g. f5d6c3d3c4")
        String moves;

        @Option(names = "--game", paramLabel = "FILE", description = "a record file (any format validate reads); see --number")
        Path game;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Source source = new Source();

    @Option(names = "--number", paramLabel = "N", defaultValue = "1",
            description = "with --game: the game to draw, counted from 1 as in every message (default: ${DEFAULT-VALUE})")
    private long number = 1;

    @Option(names = "--svg", paramLabel = "FILE", description = "also write the picture as SVG to FILE ('-' for the standard output, instead of the diagram)")
    private String svg;

    @Option(names = "--square-size", paramLabel = "PIXELS", defaultValue = "40",
            description = "the side of a square in the SVG, 8..512"
                    + " (default: ${DEFAULT-VALUE})")
    private int squareSize = 40;

    @Option(names = {"-f", "--force"}, description = "with --svg: replace FILE if it exists")
    private boolean force;

    @Option(names = "--no-coordinates", description = "leave out the column letters and row numbers")
    private boolean noCoordinates;

    @Option(names = "--no-legal-moves", description = "leave out the marks of the squares where the side to move may play")
    private boolean noLegalMoves;

    @Override
    public Integer call() {
        Rules rules = rulesOption.rules();
        RenderOptions options;
        try {
            options = RenderOptions.defaults().withSquareSize(squareSize).withCoordinates(!noCoordinates).withLegalMoves(!noLegalMoves);
        } catch (IllegalArgumentException e) {
            throw new UserException("--square-size: " + e.getMessage(), e);
        }
        List<Path> inputs = source.game == null ? List.of() : List.of(source.game);
        Path svgFile = null;
        if (svg != null && !"-".equals(svg)) {
            try {
                svgFile = Path.of(svg);
            } catch (InvalidPathException e) {
                throw new UserException("--svg: not a file name: " + e.getMessage(), e);
            }
            OutputFile.check(svgFile, force, inputs); // before any work
        }
        Position p = position(rules);
        PrintWriter out = spec.commandLine().getOut();
        String picture = p.record.isPresent() ? Diagram.svg(p.record.get(), options) : Diagram.svg(p.rules, p.state, options);
        if ("-".equals(svg)) {
            out.print(picture);
            out.flush();
            return Reversi.OK;
        }
        out.println(p.title);
        out.print(p.record.isPresent() ? Diagram.text(p.record.get(), options, app.style()) : Diagram.text(p.rules, p.state, options, app.style()));
        out.println(describe(p.rules, p.state));
        if (svgFile != null) {
            OutputFile.writeString(svgFile, picture, force, inputs);
            out.println("wrote " + svg);
        }
        return Reversi.OK;
    }

    /** A state with the rules it is under, the record it ends (to mark its last move) and a title. */
    private static final class Position {
        final Rules rules;
        final GameState state;
        final Optional<GameRecord> record;
        final String title;

        Position(Rules rules, GameState state, Optional<GameRecord> record, String title) {
            this.rules = rules;
            this.state = state;
            this.record = record;
            this.title = title;
        }

        static Position of(GameRecord record, String title) {
            return new Position(record.rules(), record.replay().finalState(), Optional.of(record), title);
        }
    }

    /** A board string as the OBF line it starts: the fields after it are not read here. */
    private static String boardLine(String text) {
        String t = text.strip();
        return t.indexOf(';') >= 0 ? t : t + ";";
    }

    private Position position(Rules rules) {
        try {
            if (source.position != null) {
                return new Position(rules, ObfPosition.parse(boardLine(source.position)).position(), Optional.empty(), source.position.strip());
            }
            if (source.moves != null) {
                GameRecord record = GameRecord.withImplicitPasses(rules, rules.initialState(), Transcript.parse(source.moves).moves());
                if (!record.replay().isValid()) {
                    throw new UserException("the moves are not a legal game of " + rules.id() + ": " + record.replay().error().orElseThrow().getMessage());
                }
                return Position.of(record, rules.id() + ": " + source.moves.strip());
            }
            return gameOf(source.game, rules);
        } catch (NotationException | TextParseException e) { // a value parse of the user's text throws the latter
            throw new UserException(e.getMessage(), e);
        }
    }

    /** Game {@code --number} of a file, read as the library reads a file by its path; only a valid game is drawn. */
    private Position gameOf(Path file, Rules rules) {
        if (number < 1) {
            throw new UserException("--number must be 1 or more: games are counted from 1");
        }
        InputFiles.check(file);
        try (GameReader reader = RecordFormat.open(file, FormatOptions.defaults().withRules(rules))) {
            Optional<CheckedGame> g = Optional.empty();
            java.util.Iterator<CheckedGame> games = reader.iterator();
            for (long n = 1; n <= number; n++) {
                try {
                    g = games.hasNext() ? Optional.of(games.next()) : Optional.empty();
                } catch (NotationException e) {
                    throw e;
                } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                    throw Reversi.libraryFailure(file + ", game " + n, e);
                }
                if (g.isEmpty()) {
                    throw new UserException(file + " has " + (n - 1) + " games; there is no game " + number + " (they count from 1)");
                }
            }
            CheckedGame game = g.orElseThrow();
            Optional<Problem> error = game.problems().stream().filter(Problem::isError).findFirst();
            if (error.isPresent() || game.record().isEmpty()) { // a position after an illegal move is no position of the game
                throw new UserException(Reversi.FOUND_PROBLEMS, "game " + number + " of " + file + " is not valid, so it is not drawn: "
                        + error.map(Problem::toString).orElse("it cannot be replayed"), null);
            }
            return Position.of(game.record().get(), RecordFiles.name(file) + ", game " + number
                    + (game.info().isEmpty() ? "" : " " + game.info()));
        }
    }

    private static String describe(Rules rules, GameState state) {
        String counts = rules.colorName(Color.BLACK) + " " + state.board().count(Color.BLACK)
                + ", " + rules.colorName(Color.WHITE) + " " + state.board().count(Color.WHITE);
        if (rules.isTerminal(state)) {
            return counts + ". " + PlayCommand.result(rules, rules.outcome(state));
        }
        return counts + "; " + rules.colorName(state.toMove()) + " to move: "
                + rules.legalMoves(state).stream().map(Move::toString).collect(Collectors.joining(" "));
    }
}
