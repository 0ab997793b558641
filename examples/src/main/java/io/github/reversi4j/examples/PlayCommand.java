package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.internal.ggf.GgfGame;
import io.github.reversi4j.notation.render.RenderOptions;
import io.github.reversi4j.notation.text.TranscriptFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi play}: a game in the terminal under any rule set, between people and computer players.
 * The loop is the whole API of a rule set: {@link Rules#initialState()}, {@link Rules#legalMoves} (a
 * lone pass when the side to move has nothing else), {@link Rules#play} (which says why a move is
 * illegal), {@link Rules#isTerminal} and {@link Rules#outcome} (which applies the rule set's tie rule).
 * The board is printed at the start and after every placement, a person's or the computer's, with the
 * disc just placed in lower case; a forced pass is announced in words, since it leaves the board as it
 * was. Moves are read through {@link LineInput}: line editing, history and completion on a terminal,
 * plain lines from a pipe.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play a game in the terminal against the computer or a second person.",
            "Type a move as a square (d3), with its line where the single-line variant asks for one (d3>ne);"
                    + " a pass is played for you when it is forced. Type 'quit' to stop.",
            "The board is shown after every move, the last disc placed in lower case. On a terminal the"
                    + " line can be edited, the up arrow recalls earlier lines and Tab completes a legal move.",
            "A --save file names the game's rules (.ggf), or is a transcript of a game of " + PlayCommand.TRANSCRIPT_RULES + "."})
final class PlayCommand implements Callable<Integer> {

    /** Who plays a side. */
    enum PlayerKind { HUMAN, RANDOM, GREEDY, ALPHABETA, COMPUTER }

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption = new RulesOption();

    @Option(names = {"-1", "--first"}, paramLabel = "PLAYER", defaultValue = "human",
            description = "who moves first: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private PlayerKind first = PlayerKind.HUMAN;

    @Option(names = {"-2", "--second"}, paramLabel = "PLAYER", defaultValue = "alphabeta",
            description = "who moves second: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private PlayerKind second = PlayerKind.ALPHABETA;

    @Option(names = "--depth", defaultValue = "4", description = "alpha-beta search depth in plies (default: ${DEFAULT-VALUE})")
    private int depth = 4;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "0",
            description = "the computer's thinking time per move in seconds (alphabeta's and computer's); 0 for no limit"
                + " (default: ${DEFAULT-VALUE})")
    private double seconds;

    @Option(names = "--level", paramLabel = "N", defaultValue = "10",
            description = "the computer player's level, 1 (a beginner's) to 20 (the strongest); standard Othello only"
                + " (default: ${DEFAULT-VALUE})")
    private int level = 10;

    @Option(names = "--exact-empties", paramLabel = "N", defaultValue = "" + Computer.EXACT_EMPTIES,
            description = "alphabeta plays perfectly, with the built-in solver, from N empty squares on; 0 never"
                + " (default: ${DEFAULT-VALUE})")
    private int exactEmpties = Computer.EXACT_EMPTIES;

    @Option(names = "--seed", description = "seed of the random and greedy players, for a game that can be replayed")
    private Long seed;

    @Option(names = "--save", paramLabel = "FILE", description = "write the finished game to FILE, for `reversi validate FILE`:"
            + " a .ggf file names its rules (GGF's game types); any other name is a transcript, which names none, so it"
            + " holds only games of " + TRANSCRIPT_RULES + "; checked before the game starts, written whole or not at all")
    private Path save;

    @Option(names = {"-f", "--force"}, description = "with --save: replace FILE if it exists")
    private boolean force;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = out();
        Rules rules = rulesOption.rules();
        if (rules.players() != 2) {
            throw new UserException(rules.id() + " is played alone: use `reversi solo`");
        }
        if (depth < 1 || depth > 60 || !(seconds >= 0 && seconds <= 86_400)) {
            throw new UserException("--depth must be 1..60 and --time-limit 0..86400 seconds");
        }
        Computer.exactEmpties(exactEmpties);
        if (save != null) {
            OutputFile.check(save, force, List.of()); // before the game: a game is not played for a file that cannot be written
            saved(GameRecord.of(rules, List.of())); // and not for a file that cannot name its rules
        }
        GameState state = rules.initialState();
        Color firstColor = state.toMove();
        Optional<io.github.reversi4j.engine.Player> firstPlayer = computer(first, 1);
        Optional<io.github.reversi4j.engine.Player> secondPlayer = computer(second, 2);
        GameRecord record = GameRecord.of(rules, List.of());
        out.println("Rules: " + rules.id() + " (" + rules.geometry() + "); "
                + rules.colorName(firstColor) + " (" + first.name().toLowerCase(Locale.ROOT) + ") moves first, "
                + rules.colorName(firstColor.opponent()) + " (" + second.name().toLowerCase(Locale.ROOT) + ") second.");
        show(record, state);
        while (!rules.isTerminal(state)) {
            List<Move> legal = rules.legalMoves(state);
            Color side = state.toMove();
            String name = rules.colorName(side) + " (" + side.symbol() + ")";
            Optional<io.github.reversi4j.engine.Player> player = side == firstColor ? firstPlayer : secondPlayer;
            Move move;
            if (legal.equals(List.of(Move.pass()))) {
                out.println(name + " has no legal move and passes.");
                move = Move.pass();
            } else {
                if (player.isPresent()) {
                    move = player.get().choose(record, seconds > 0
                            ? io.github.reversi4j.engine.Limit.time(Duration.ofMillis(Math.max(1, Math.round(seconds * 1000))))
                            : io.github.reversi4j.engine.Limit.none());
                } else {
                    Optional<Move> typed = ask(rules, state, legal, name);
                    if (typed.isEmpty()) {
                        out.println("Game abandoned. The record so far:");
                        out.println(record);
                        return Reversi.FOUND_PROBLEMS;
                    }
                    move = typed.get();
                }
                out.println(name + " plays " + move + ".");
            }
            state = rules.play(state, move);
            record = record.with(move);
            if (!move.isPass()) {
                show(record, state);
            }
        }
        out.println(result(rules, rules.outcome(state)));
        out.println(record);
        if (save != null) {
            try {
                OutputFile.writeString(save, saved(record), force, List.of());
            } catch (UserException e) {
                throw new UserException(e.status(), e.getMessage() + " (the game is printed above)", e);
            }
            out.println("Saved to " + save + "; check it with: reversi validate " + save);
        }
        return Reversi.OK;
    }

    private Optional<io.github.reversi4j.engine.Player> computer(PlayerKind kind, int stream) {
        SplittableRandom random = seed == null ? new SplittableRandom() : new SplittableRandom(seed * 31 + stream);
        switch (kind) {
            case RANDOM:
                return Optional.of(Computer.random(random));
            case GREEDY:
                return Optional.of(Computer.greedy(random));
            case COMPUTER:
                if (!io.github.reversi4j.solver.player.ComputerPlayer.supports(rulesOption.rules())) {
                    throw new UserException("the computer player plays standard 8x8 Othello only, not "
                            + rulesOption.rules().id() + ": choose alphabeta, greedy or random");
                }
                return Optional.of(EngineCommand.computer(level, seed == null ? new SplittableRandom().nextLong() : seed * 31 + stream));
            case ALPHABETA:
                return Optional.of(Computer.exactFrom(Computer.exactEmpties(exactEmpties), Computer.solver(),
                        Computer.alphaBeta(seconds > 0 ? 60 : depth, Duration.ofMillis(Math.round(seconds * 1000)))));
            default:
                return Optional.empty();
        }
    }

    private PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** The board by the notation module's {@link io.github.reversi4j.notation.render.TextRenderer}, the last move's disc in lower case. */
    private void show(GameRecord record, GameState state) {
        PrintWriter out = out();
        Style style = app.style();
        Rules rules = record.rules();
        out.print(Diagram.text(record, RenderOptions.defaults(), style));
        out.println(rules.colorName(Color.BLACK) + " " + style.disc(Color.BLACK) + " " + state.count(Color.BLACK) + "   "
                + rules.colorName(Color.WHITE) + " " + style.disc(Color.WHITE) + " " + state.count(Color.WHITE));
    }

    /** Reads lines until one is a legal move; empty at the end of the input or on 'quit'. */
    private Optional<Move> ask(Rules rules, GameState state, List<Move> legal, String name) throws IOException {
        PrintWriter out = out();
        Style style = app.style();
        String choices = legal.stream().map(Move::toString).collect(Collectors.joining(" "));
        for (int tries = 0; ; tries++) {
            if (tries == LineInput.MAX_TRIES) {
                out.println(LineInput.tooManyTries());
                return Optional.empty();
            }
            Optional<String> answer = app.ask(out, name + " to move [" + choices + "]: ",
                    legal.stream().map(Move::toString).collect(Collectors.toList()));
            if (answer.isEmpty()) {
                return Optional.empty();
            }
            String text = answer.get();
            if (text.isEmpty()) {
                continue;
            }
            Move typed;
            try {
                typed = rules.parseMove(text);
            } catch (IllegalArgumentException e) {
                out.println(style.warn(e.getMessage() + "; 'quit' ends the game"));
                continue;
            }
            // a plain square stands for the legal move on it, if there is only one (the single-line variant)
            List<Move> meant = legal.stream()
                    .filter(m -> m.equals(typed) || typed instanceof Move.Place && !m.isPass() && m.square().equals(typed.square()))
                    .collect(Collectors.toList());
            if (meant.size() == 1) {
                return Optional.of(meant.get(0));
            }
            if (meant.size() > 1) {
                out.println(style.warn(typed + " outflanks several lines; choose one: "
                        + meant.stream().map(Move::toString).collect(Collectors.joining(" "))));
                continue;
            }
            try {
                rules.play(state, typed);
                return Optional.of(typed);
            } catch (IllegalMoveException | IllegalArgumentException e) { // a square off this board too
                out.println(style.warn(e.getMessage()));
            }
        }
    }

    /** The result in words: the official score, the raw disc count when it differs, and a tie broken by the rules. */
    static String result(Rules rules, Outcome outcome) {
        if (!(outcome instanceof Outcome.TwoPlayer)) {
            return outcome.toString();
        }
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) outcome;
        String score = rules.colorName(Color.BLACK) + " " + o.score(Color.BLACK) + ", "
                + rules.colorName(Color.WHITE) + " " + o.score(Color.WHITE);
        if (o.discs(Color.BLACK) != o.score(Color.BLACK) || o.discs(Color.WHITE) != o.score(Color.WHITE)) {
            score += " (discs " + o.discs(Color.BLACK) + "-" + o.discs(Color.WHITE) + ")";
        }
        if (o.winner().isEmpty()) {
            return "Game over: a draw, " + score + ".";
        }
        String tie = o.discs(Color.BLACK) == o.discs(Color.WHITE) ? " by the tie rule of " + rules.id() : "";
        return "Game over: " + rules.colorName(o.winner().get()) + " wins" + tie + ", " + score + ".";
    }

    /** The rules a transcript is read under when none are given: the only rules a saved transcript may be of. */
    static final String TRANSCRIPT_RULES = "othello";

    /**
     * The text of the --save file: a GGF game, which names its rules, or a transcript, which names none
     * and so is written only for the rules a reader assumes ({@value #TRANSCRIPT_RULES}): a game of other
     * rules saved as moves alone would read back as a game of Othello.
     *
     * @throws UserException when the file's format cannot name the rules
     */
    private String saved(GameRecord record) {
        String id = record.rules().id();
        if (RecordFiles.name(save).toLowerCase(Locale.ROOT).endsWith(".ggf")) {
            try {
                return GgfGame.of(record, GameInfo.empty().with(GameInfo.EVENT, "reversi play")) + System.lineSeparator();
            } catch (UnwritableGameException e) {
                throw new UserException("--save " + save + ": GGF cannot name the rules " + id + " (" + e.getMessage()
                        + "); play without --save");
            }
        }
        if (!id.equals(TRANSCRIPT_RULES)) {
            boolean ggf;
            try {
                GgfGame.of(GameRecord.of(record.rules(), List.of()), GameInfo.empty());
                ggf = true;
            } catch (UnwritableGameException e) {
                ggf = false;
            }
            throw new UserException("--save " + save + ": a transcript does not name its rules, so a game of " + id
                    + " would read back as one of " + TRANSCRIPT_RULES + (ggf ? "; save to a .ggf file, which names GGF's game types"
                    : ", and GGF's game types do not include " + id + " either: play it without --save"));
        }
        return transcript(record) + System.lineSeparator();
    }

    /** A transcript as compact as it reads back: {@code f5d6c3}, or comma-separated when a move names a line or a color. */
    private static String transcript(GameRecord record) {
        boolean plain = record.moves().stream().allMatch(m -> !(m instanceof Move.Variant));
        return (plain ? TranscriptFormat.canonical() : TranscriptFormat.canonical().withSeparator(",")).format(record);
    }
}
