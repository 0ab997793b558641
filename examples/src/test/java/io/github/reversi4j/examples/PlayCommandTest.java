package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code reversi play} end to end: scripted people on standard input, seeded computer players. */
class PlayCommandTest {

    /**
     * WTHOR 1977, record 0 (World Championship, Inoue vs Heiberg): 58 recorded moves, two forced passes
     * (before the 54th and the 57th recorded move) and a final score of 34-30 for Black, as the FFO's
     * database and testdata/wthor/SOURCE.md record them.
     */
    private static final String WTHOR_1977_0 = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
            + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1";

    private static List<String> moves(String transcript) {
        return Arrays.stream(transcript.split("(?<=\\G..)")).collect(Collectors.toList());
    }

    @Test
    @DisplayName("two people type a championship game: forced passes are played for them, the result is the recorded 34-30")
    void twoPeoplePlayARecordedGame() {
        List<String> typed = moves(WTHOR_1977_0);
        Cli.Result r = Cli.withInput(String.join("\n", typed) + "\n", "play", "--first", "human", "--second", "human");

        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("Game over: Black wins, Black 34, White 30.");
        assertThat(count(r.out, "has no legal move and passes.")).isEqualTo(2);
        String record = recordLine(r.out);
        List<String> played = Arrays.asList(record.substring(record.indexOf(':') + 1).strip().split(" "));
        assertThat(played).hasSize(typed.size() + 2);
        assertThat(played.get(53)).isEqualTo("pass");
        assertThat(played.get(57)).isEqualTo("pass");
        assertThat(played.stream().filter(m -> !m.equals("pass")).collect(Collectors.toList())).isEqualTo(typed);
        GameRecord game = GameRecord.parse(record);
        assertBoardAfterEveryMove(r.out, game.rules(), game.moves());
    }

    @Test
    @DisplayName("the board is printed after every placement, the person's as well as the computer's, with the disc just placed in lower case")
    void boardAfterEveryMove() {
        // a game of the random player against the greedy one; then the same game with a person typing
        // the random player's moves (the greedy player draws from its own seeded stream)
        Cli.Result computers = Cli.run("play", "--first", "random", "--second", "greedy", "--seed", "11");
        GameRecord game = GameRecord.parse(recordLine(computers.out));
        Rules rules = game.rules();
        StringBuilder typed = new StringBuilder();
        GameState s = rules.initialState();
        for (Move m : game.moves()) {
            if (s.toMove() == io.github.reversi4j.core.Color.BLACK && !m.isPass()) {
                typed.append(m).append('\n');
            }
            s = rules.play(s, m);
        }
        Cli.Result r = Cli.withInput(typed.toString(), "play", "--first", "human", "--second", "greedy", "--seed", "11");

        assertThat(r.status).as(r.toString()).isZero();
        assertThat(recordLine(r.out)).isEqualTo(recordLine(computers.out));
        assertBoardAfterEveryMove(r.out, rules, game.moves());
    }

    /**
     * Walks the output: the starting board, then for every placement "NAME plays MOVE." followed by a
     * board with that square's disc, of the mover's color, as the only lower-case disc, and the disc
     * counts of the position the rules give after the move; a pass prints no board.
     */
    static void assertBoardAfterEveryMove(String out, Rules rules, List<Move> moves) {
        List<String> lines = out.lines().collect(Collectors.toList());
        GameState s = rules.initialState();
        int at = nextBoard(lines, 0);
        assertThat(at).as("the starting board").isGreaterThanOrEqualTo(0);
        int boards = 1;
        for (int k = 0; k < moves.size(); k++) {
            Move m = moves.get(k);
            io.github.reversi4j.core.Color mover = s.toMove();
            s = rules.play(s, m);
            if (m.isPass()) {
                continue;
            }
            String said = rules.colorName(mover) + " (" + mover.symbol() + ") plays " + m + ".";
            int line = at;
            while (line < lines.size() && !lines.get(line).endsWith(said)) {
                line++;
            }
            assertThat(line).as("move %d, %s: '%s' in the output", k + 1, m, said).isLessThan(lines.size());
            at = nextBoard(lines, line + 1);
            assertThat(at).as("a board after move %d, %s", k + 1, m).isGreaterThan(line);
            Square sq = m.square().orElseThrow();
            String row = lines.get(at + 1 + sq.row());
            char disc = row.charAt(3 + 2 * sq.column());
            assertThat(disc).as("move %d: %s in lower case on row '%s'", k + 1, sq, row)
                    .isEqualTo(Character.toLowerCase(mover.symbol()));
            long lower = lines.subList(at + 1, at + 9).stream().flatMapToInt(String::chars).filter(c -> c == 'x' || c == 'o').count();
            assertThat(lower).as("move %d: one lower-case disc", k + 1).isEqualTo(1);
            String counts = rules.colorName(io.github.reversi4j.core.Color.BLACK) + " X " + s.board().count(io.github.reversi4j.core.Color.BLACK) + "   "
                    + rules.colorName(io.github.reversi4j.core.Color.WHITE) + " O " + s.board().count(io.github.reversi4j.core.Color.WHITE);
            assertThat(lines.subList(at + 9, Math.min(lines.size(), at + 12))).as("move %d: the disc counts", k + 1).contains(counts);
            boards++;
        }
        assertThat(boards).isEqualTo(moves.stream().filter(m -> !m.isPass()).count() + 1);
    }

    /** The index of the next board's column header ("   a b c d e f g h") at or after a line, or -1. */
    private static int nextBoard(List<String> lines, int from) {
        for (int i = from; i < lines.size(); i++) {
            if (lines.get(i).equals("   a b c d e f g h")) {
                return i;
            }
        }
        return -1;
    }

    @Test
    @DisplayName("bad input is explained and asked again; the end of the input abandons the game")
    void badInputIsExplained() {
        Cli.Result r = Cli.withInput("hello\na1\nd4\npass\nF5\n", "play", "-1", "human", "-2", "human");

        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out).contains("not a move: 'hello'")
                .contains("NO_FLIP")
                .contains("OCCUPIED")
                .contains("PASS_NOT_ALLOWED")
                .contains("Black (X) to move [d3 c4 f5 e6]")
                .contains("White (O) to move [f4 d6 f6]")
                .contains("Game abandoned")
                .contains("othello: f5");
        assertThat(r.err).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"othello", "othello(size=6x6)", "othello(size=10x8,opening=parallel)", "holes", "holes(size=6x6,holes=a2+f5)",
        "reversi-ravensburger", "reversi-single-line", "piecepack", "anti-othello", "reversi-open-center", "othello(tie=last-disc,size=4x4)"})
    @DisplayName("seeded computer players finish a game whose record replays to the printed result")
    void computersFinishAGame(String rules) {
        String[] args = {"play", "--rules", rules, "--first", "random", "--second", "greedy", "--seed", "7"};
        Cli.Result r = Cli.run(args);

        assertThat(r.status).as(r.toString()).isZero();
        Replay replay = GameRecord.parse(recordLine(r.out)).replay();
        assertThat(replay.isValid()).isTrue();
        assertThat(replay.isFinished()).isTrue();
        assertThat(r.out).contains(PlayCommand.result(replay.record().rules(), replay.outcome().orElseThrow()));
        assertThat(Cli.run(args).out).as("the same seed plays the same game").isEqualTo(r.out);
    }

    @Test
    @DisplayName("alpha-beta at depth 3 beats the random player from the start, as the second player too")
    void alphaBetaBeatsRandom() {
        for (long seed = 1; seed <= 3; seed++) {
            Cli.Result r = Cli.run("play", "--first", "random", "--second", "alphabeta", "--depth", "3", "--seed", String.valueOf(seed));
            assertThat(r.out).as("seed " + seed).contains("Game over: White wins");
        }
    }

    @Test
    @DisplayName("a time-limited alpha-beta player finishes a 6x6 game")
    void timeLimitedAlphaBeta() {
        Cli.Result r = Cli.run("play", "-s", "6x6", "-1", "alphabeta", "-2", "greedy", "--time-limit", "0.02", "--seed", "1");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(GameRecord.parse(recordLine(r.out)).replay().isFinished()).isTrue();
    }

    @Test
    @DisplayName("the holes variant is played through RuleSets: holes are shown as #, and cannot be played; the last move's disc is in lower case")
    void holesArePlayable() {
        Cli.Result r = Cli.withInput("a1\nf5\n", "play", "--rules", "holes", "-1", "human", "-2", "human");
        assertThat(r.out).contains("\n 1 # . . . . . . #\n").contains("\n 8 # . . . . . . #\n")
                .contains("BLOCKED_SQUARE (a1 may hold no disc)")
                .contains("\n 5 . . . X X x . .\n")
                .contains("holes: f5");
    }

    @Test
    @DisplayName("RULES §V1/§V2: in the single-line variant a square that outflanks several lines asks which one, d3>ne style")
    void singleLineAsksForTheLine() {
        Rules rules = RuleSets.of("reversi-single-line");
        List<Move> prefix = shortestPrefixWithAChoice(rules, rules.initialState(), new ArrayList<>(), 6).orElseThrow();
        GameState s = rules.initialState();
        for (Move m : prefix) {
            s = rules.play(s, m);
        }
        GameState at = s;
        Square square = rules.legalMoves(at).stream().filter(m -> !m.isPass())
                .collect(Collectors.groupingBy(m -> m.square().orElseThrow())).entrySet().stream()
                .filter(e -> e.getValue().size() > 1).map(Map.Entry::getKey).sorted().findFirst().orElseThrow();
        List<Move> choices = rules.legalMoves(at).stream().filter(m -> m.square().equals(Optional.of(square))).collect(Collectors.toList());
        assertThat(choices).allMatch(m -> m instanceof Move.Variant);

        String typed = prefix.stream().map(Move::toString).collect(Collectors.joining("\n")) + "\n" + square + "\n" + choices.get(1) + "\n";
        Cli.Result r = Cli.withInput(typed, "play", "--rules", "reversi-single-line", "-1", "human", "-2", "human");

        assertThat(r.out).contains(square + " outflanks several lines; choose one: "
                + choices.stream().map(Move::toString).collect(Collectors.joining(" ")));
        assertThat(PlayCommandTest.recordLine(r.out)).endsWith(" " + choices.get(1));
    }

    /** The first sequence, in the order of the legal moves, after which some square offers several lines. */
    private static Optional<List<Move>> shortestPrefixWithAChoice(Rules rules, GameState s, List<Move> prefix, int depth) {
        for (int d = 0; d <= depth; d++) {
            Optional<List<Move>> found = search(rules, s, new ArrayList<>(prefix), d);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<List<Move>> search(Rules rules, GameState s, List<Move> prefix, int depth) {
        List<Move> legal = rules.legalMoves(s);
        if (depth == 0) {
            long squares = legal.stream().filter(m -> !m.isPass()).map(m -> m.square().orElseThrow()).distinct().count();
            return squares < legal.stream().filter(m -> !m.isPass()).count() ? Optional.of(prefix) : Optional.empty();
        }
        for (Move m : legal) {
            if (m instanceof Move.Variant || m.isPass()) {
                continue; // plain moves only, so that the script types them as they are listed
            }
            prefix.add(m);
            Optional<List<Move>> found = search(rules, rules.play(s, m), prefix, depth - 1);
            if (found.isPresent()) {
                return found;
            }
            prefix.remove(prefix.size() - 1);
        }
        return Optional.empty();
    }

    @Test
    @DisplayName("user mistakes get a one-line message and status 2, never a stack trace")
    void userMistakes() {
        Cli.Result unknown = Cli.run("play", "--rules", "chess");
        assertThat(unknown.status).isEqualTo(2);
        assertThat(unknown.err).contains("reversi play: unknown rule set 'chess'; known: ").doesNotContain("Exception");

        Cli.Result badOption = Cli.run("perft", "3", "--rules", "othello(size=7x7)");
        assertThat(badOption.status).isEqualTo(2);
        assertThat(badOption.err).startsWith("reversi perft: ").doesNotContain("Exception").hasLineCount(1);

        Cli.Result badPlayer = Cli.run("play", "--second", "deep-blue");
        assertThat(badPlayer.status).isEqualTo(2);
        assertThat(badPlayer.err).contains("deep-blue").contains("HUMAN, RANDOM, GREEDY, ALPHABETA").doesNotContain("Exception");

        Cli.Result noCommand = Cli.run();
        assertThat(noCommand.status).isEqualTo(2);
        assertThat(noCommand.err).startsWith("reversi: missing subcommand: one of rules, perft, play").hasLineCount(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"rules", "perft", "play", "solo", "validate", "convert", "render", "engine", "match"})
    @DisplayName("--help works everywhere")
    void helpEverywhere(String command) {
        // picocli reports a help text it cannot format on System.err itself, not on the program's error stream
        java.io.PrintStream systemErr = System.err;
        java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
        Cli.Result r;
        try {
            System.setErr(new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
            r = Cli.run(command, "--help");
        } finally {
            System.setErr(systemErr);
        }
        assertThat(r.status).isZero();
        assertThat(r.out).startsWith("Usage: reversi " + command);
        assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8) + r.err).as("help formatted without warnings").isEmpty();
        assertThat(Cli.run("help", command).out).isEqualTo(r.out);
    }

    @Test
    @DisplayName("rules lists the registered rule sets, the custom variant among them")
    void rulesListsTheRegisteredRuleSets() {
        Cli.Result r = Cli.run("rules");
        assertThat(r.out).contains("othello - ").contains("holes - ").contains("    holes: ");
    }

    static String recordLine(String out) {
        String[] lines = out.split("\\R");
        return lines[lines.length - 1];
    }

    private static int count(String text, String part) {
        Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
