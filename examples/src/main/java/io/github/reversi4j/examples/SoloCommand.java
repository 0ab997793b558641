package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.variants.SoloMove;
import io.github.reversi4j.variants.SoloScoring;
import io.github.reversi4j.variants.SoloToken;
import io.github.reversi4j.variants.SoloView;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reversi solo}: Reiner Knizia's solo game (rule set {@code solo-knizia}, RULES §S). One player places
 * discs of either color; 24 tokens lie face down around the centre, turn face up when a disc lands
 * orthogonally next to them, and are won by sandwiching a face-up token of the other color. The board
 * shows what the player may see ({@link SoloView}): a face-down token as {@code ?}, a face-up one
 * as its color and value.
 */
@Command(name = "solo", mixinStandardHelpOptions = true,
        description = {"Play Reiner Knizia's solo game: you place discs of both colors to win the tokens.",
            "Type a move as the disc's color and a square: X c4 (Gold) or O c4 (Black), also X:c4 or c4 x;"
                    + " 'stop' ends the game and counts the tokens won."})
final class SoloCommand implements Callable<Integer> {

    private static final Pattern COLOR_FIRST = Pattern.compile("(?i)([xo])\\s*:?\\s*([a-p]\\d{1,2})");
    private static final Pattern SQUARE_FIRST = Pattern.compile("(?i)([a-p]\\d{1,2})\\s*:?\\s*([xo])");

    @ParentCommand
    private Reversi app;

    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", description = "the seed of the shuffle of the tokens: the same seed deals the same game")
    private Long seed;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        long deal = seed != null ? seed : new SplittableRandom().nextLong(1_000_000);
        Rules rules = RuleSets.of("solo-knizia(seed=" + deal + ")");
        out.println("Solo game, deal " + deal + " (play it again with --seed " + deal + ").");
        out.println("X = Gold disc, O = Black disc, ? = face-down token, X7 / Ob = face-up Gold 7 / Black blank token.");
        GameState state = rules.initialState();
        GameRecord record = GameRecord.of(rules, List.of());
        while (!rules.isTerminal(state)) {
            show(rules, state, out);
            Optional<Move> move = ask(rules, state, out);
            if (move.isEmpty()) {
                out.println("Game abandoned. The record so far:");
                out.println(record);
                return Reversi.FOUND_PROBLEMS;
            }
            GameState next = rules.play(state, move.get());
            report(SoloView.of(state), SoloView.of(next), out);
            state = next;
            record = record.with(move.get());
        }
        show(rules, state, out);
        out.println(why(rules, state));
        List<SoloToken> won = SoloView.of(state).won();
        out.println("Game over. Tokens won (" + won.size() + "): "
                + (won.isEmpty() ? "none" : won.stream().map(SoloToken::toString).collect(Collectors.joining(" "))));
        out.println("Score: " + SoloScoring.COUNT.score(won) + " tokens; numbered variant: "
                + SoloScoring.NUMBERED.score(won) + " points.");
        out.println(record);
        return Reversi.OK;
    }

    private void show(Rules rules, GameState state, PrintWriter out) {
        Style style = app.style();
        SoloView view = SoloView.of(state);
        StringBuilder sb = new StringBuilder("   ");
        for (int c = 0; c < 8; c++) {
            sb.append(String.format("%4s", (char) ('a' + c)));
        }
        sb.append('\n');
        for (int r = 0; r < 8; r++) {
            sb.append(String.format("%3d", r + 1));
            for (int c = 0; c < 8; c++) {
                Square sq = Square.of(c, r);
                Optional<Color> disc = view.board().colorAt(sq);
                Optional<SoloToken> token = Optional.ofNullable(view.faceUpTokens().get(sq));
                String cell = disc.isPresent() ? style.disc(disc.get())
                        : token.isPresent() ? style.apply(token.get().color() == Color.BLACK ? "blue" : "yellow", token.get().toString())
                        : view.faceDownSquares().contains(sq) ? "?" : style.hint("-");
                int width = disc.isPresent() ? 1 : token.isPresent() ? token.get().toString().length() : 1;
                sb.append(" ".repeat(4 - width)).append(cell);
            }
            sb.append('\n');
        }
        out.print(sb);
        out.println("Tokens won: " + view.won().size() + "   face down: " + view.faceDownSquares().size());
    }

    /** Reads lines until one is a legal move; empty at the end of the input or on 'quit'. */
    private Optional<Move> ask(Rules rules, GameState state, PrintWriter out) throws IOException {
        List<Move> legal = rules.legalMoves(state);
        for (Color c : Color.values()) {
            String squares = legal.stream().filter(m -> m instanceof SoloMove && ((SoloMove) m).color() == c)
                    .map(m -> m.squareOrThrow().toString()).collect(Collectors.joining(" "));
            out.println(rules.colorName(c) + " (" + c.symbol() + ") can go to: " + (squares.isEmpty() ? "nowhere" : squares));
        }
        for (int tries = 0; ; tries++) {
            if (tries == LineInput.MAX_TRIES) {
                out.println(LineInput.tooManyTries());
                return Optional.empty();
            }
            Optional<String> answer = app.ask(out, "Your move (X c4, O c4, stop): ", completions(legal));
            if (answer.isEmpty()) {
                return Optional.empty();
            }
            String text = answer.get();
            if (text.equalsIgnoreCase("stop")) {
                return Optional.of(Move.declareEnd());
            }
            Optional<Move> move = parse(text);
            if (move.isEmpty()) {
                out.println(app.style().warn("not a move: '" + Messages.quote(text) + "' (expected a color and a square, e.g. X c4 or O f5, or stop)"));
                continue;
            }
            try {
                rules.play(state, move.get());
                return move;
            } catch (IllegalMoveException | IllegalArgumentException e) { // a square off this board too
                out.println(app.style().warn(e.getMessage()));
            }
        }
    }

    /** Why the game ended (RULES §S6). */
    private static String why(Rules rules, GameState state) {
        SoloView view = SoloView.of(state);
        int left = view.faceUpTokens().size() + view.faceDownSquares().size();
        if (view.isStopped()) {
            return "You stopped.";
        }
        if (left == 0) {
            return "Every token is won.";
        }
        SquareSet dead = SoloView.of(state).deadTokens();
        if (dead.size() == left) {
            return "The tokens left can no longer be won: " + dead.stream().map(Square::toString).collect(Collectors.joining(" ")) + ".";
        }
        return "No placement is legal.";
    }

    /** The words Tab completes on a terminal: the legal placements as {@code X:c4}, then {@code stop}. */
    private static List<String> completions(List<Move> legal) {
        List<String> words = new ArrayList<>();
        for (Move m : legal) {
            words.add(m instanceof Move.End ? "stop" : m.toString());
        }
        return words;
    }

    /** {@code X c4}, {@code x:c4}, {@code c4 O} and the like, as the canonical {@code X:c4}. */
    static Optional<Move> parse(String text) {
        try {
            Matcher m = COLOR_FIRST.matcher(text);
            if (m.matches()) {
                return Optional.of(new SoloMove(m.group(1).toUpperCase(Locale.ROOT).equals("X")
                        ? Color.BLACK : Color.WHITE, Square.parse(m.group(2).toLowerCase(Locale.ROOT))));
            }
            m = SQUARE_FIRST.matcher(text);
            if (m.matches()) {
                return Optional.of(new SoloMove(m.group(2).toUpperCase(Locale.ROOT).equals("X")
                        ? Color.BLACK : Color.WHITE, Square.parse(m.group(1).toLowerCase(Locale.ROOT))));
            }
        } catch (IllegalArgumentException e) {
            // the shape of a move with no square behind it (a0, p17): not a move, said as such
        }
        return Optional.empty();
    }

    /** What a move did that the board alone does not say: the tokens turned face up and the tokens won. */
    private static void report(SoloView before, SoloView after, PrintWriter out) {
        List<String> turned = new ArrayList<>();
        for (Map.Entry<Square, SoloToken> e : after.faceUpTokens().entrySet()) {
            if (before.faceDownSquares().contains(e.getKey())) {
                turned.add(e.getKey() + "=" + e.getValue());
            }
        }
        List<SoloToken> won = new ArrayList<>(after.won());
        for (SoloToken t : before.won()) {
            won.remove(t);
        }
        if (!turned.isEmpty()) {
            out.println("Turned face up: " + String.join(" ", turned));
        }
        if (!won.isEmpty()) {
            out.println("Won: " + won.stream().map(SoloToken::toString).collect(Collectors.joining(" ")));
        }
    }
}
