package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.variants.SoloMove;
import io.github.reversi4j.variants.SoloScoring;
import io.github.reversi4j.variants.SoloView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code reversi solo} end to end, with a fixed deal (--seed) and moves on standard input. */
class SoloCommandTest {

    @Test
    @DisplayName("RULES §S2/§S4: the first move X c4 turns the two tokens orthogonally next to c4 (b4, c3) face up")
    void aFirstMoveRevealsTwoTokens() {
        Cli.Result r = Cli.withInput("X c4\nstop\n", "solo", "--seed", "42");

        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("Solo game, deal 42").containsPattern("Turned face up: c3=[XO](\\d+|b) b4=[XO](\\d+|b)\\R");
        assertThat(r.out).contains("Tokens won: 0   face down: 22");
        assertThat(r.out).contains("Game over. Tokens won (0): none").contains("Score: 0 tokens; numbered variant: 0 points.");
        assertThat(PlayCommandTest.recordLine(r.out)).isEqualTo("solo-knizia(seed=42): X:c4 end");
    }

    @Test
    @DisplayName("the same seed deals the same tokens; moves may be typed X c4, x:c4 or c4 X; bad input is explained")
    void sameSeedSameDeal() {
        Cli.Result a = Cli.withInput("X c4\nstop\n", "solo", "--seed", "7");
        Cli.Result b = Cli.withInput("hello\nX a1\nc4 x\nstop\n", "solo", "--seed", "7");
        assertThat(revealed(b.out)).isEqualTo(revealed(a.out));
        assertThat(b.out).contains("not a move: 'hello'").contains("illegal move X:a1");
        assertThat(SoloCommand.parse("x:C4")).contains(RuleSets.of("solo-knizia").parseMove("X:c4"));
        assertThat(SoloCommand.parse("c4 o")).contains(RuleSets.of("solo-knizia").parseMove("O:c4"));
        assertThat(SoloCommand.parse("c4")).isEmpty();
    }

    @Test
    @DisplayName("a whole game played to its end: the printed score is the rules' count and numbered score of the tokens won")
    void aWholeGame() {
        long seed = 3;
        Rules rules = RuleSets.of("solo-knizia(seed=" + seed + ")");
        GameState s = rules.initialState();
        StringBuilder typed = new StringBuilder();
        SplittableRandom random = new SplittableRandom(5);
        while (!rules.isTerminal(s)) {
            List<Move> moves = rules.legalMoves(s);
            List<Move> placements = moves.subList(0, moves.size() - 1); // the last legal move is 'stop' (the declared end)
            Move m = placements.isEmpty() ? Move.declareEnd() : placements.get(random.nextInt(placements.size()));
            typed.append(m instanceof Move.End ? "stop" : m.toString()).append('\n');
            s = rules.play(s, m);
        }
        Cli.Result r = Cli.withInput(typed.toString(), "solo", "--seed", String.valueOf(seed));

        assertThat(r.status).as(r.toString()).isZero();
        List<io.github.reversi4j.variants.SoloToken> won = SoloView.of(s).won();
        assertThat(r.out).contains("Game over. Tokens won (" + won.size() + ")")
                .contains("Score: " + SoloScoring.COUNT.score(won) + " tokens; numbered variant: " + SoloScoring.NUMBERED.score(won) + " points.");
        Replay replay = GameRecord.parse(PlayCommandTest.recordLine(r.out)).replay();
        assertThat(replay.isFinished()).isTrue();
        assertThat(replay.finalState()).isEqualTo(s);
        assertBoardAfterEveryMove(r.out, replay.record().moves());
        // why it ended, in the rules' terms (RULES §S6)
        SoloView end = SoloView.of(s);
        int left = end.faceUpTokens().size() + end.faceDownSquares().size();
        String why = end.isStopped() ? "You stopped."
                : left == 0 ? "Every token is won."
                : SoloView.of(s).deadTokens().size() == left ? "The tokens left can no longer be won: "
                        + SoloView.of(s).deadTokens().stream().map(Square::toString).collect(Collectors.joining(" ")) + "."
                : "No placement is legal.";
        assertThat(r.out).contains("\n" + why + "\n");
    }

    @Test
    @DisplayName("RULES §S6: a game played until every token left is dead ends by itself, and says so")
    void endsWhenTheTokensLeftAreDead() {
        for (long seed = 1; seed <= 40; seed++) {
            Rules rules = RuleSets.of("solo-knizia(seed=" + seed + ")");
            GameState s = rules.initialState();
            StringBuilder typed = new StringBuilder();
            SplittableRandom random = new SplittableRandom(seed);
            while (!rules.isTerminal(s)) {
                List<Move> moves = rules.legalMoves(s);
                Move m = moves.get(random.nextInt(moves.size() - 1)); // never the last, 'stop'
                typed.append(m).append('\n');
                s = rules.play(s, m);
            }
            if (SoloView.of(s).faceDownSquares().size() + SoloView.of(s).faceUpTokens().size() > 0
                    && SoloView.of(s).deadTokens().size() == SoloView.of(s).faceDownSquares().size() + SoloView.of(s).faceUpTokens().size()) {
                Cli.Result r = Cli.withInput(typed.toString(), "solo", "--seed", String.valueOf(seed));
                assertThat(r.status).as(r.toString()).isZero();
                assertThat(r.out).contains("The tokens left can no longer be won: ");
                assertThat(PlayCommandTest.recordLine(r.out)).doesNotEndWith("end");
                return;
            }
        }
        throw new AssertionError("no random game of 40 deals ended with dead tokens left");
    }

    /**
     * The board follows every move: the starting board, then after each placement a board with a disc
     * of the placed color on its square; after 'stop', none but the final one.
     */
    private static void assertBoardAfterEveryMove(String out, List<Move> moves) {
        List<String> lines = out.lines().collect(Collectors.toList());
        List<Integer> boards = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("Tokens won: ")) {
                boards.add(i - 9); // the column header, then 8 rows
            }
        }
        long placements = moves.stream().filter(m -> !m.isPass()).count();
        assertThat(boards).as("a board at the start and after every placement").hasSize((int) placements + 1);
        for (int k = 0; k < placements; k++) {
            Move m = moves.get(k);
            Square sq = m.squareOrThrow();
            String row = lines.get(boards.get(k + 1) + 1 + sq.row());
            assertThat(row.charAt(3 + 4 * sq.column() + 3)).as("move %d, %s, on row '%s'", k + 1, m, row)
                    .isEqualTo(((SoloMove) m).color().symbol());
        }
    }

    @Test
    @DisplayName("the end of the input abandons the game with status 1")
    void endOfInput() {
        Cli.Result r = Cli.withInput("X c4\n", "solo", "--seed", "1");
        assertThat(r.status).isEqualTo(1);
        assertThat(r.out).contains("Game abandoned");
    }

    private static Optional<String> revealed(String out) {
        return out.lines().filter(l -> l.contains("Turned face up")).findFirst();
    }
}
