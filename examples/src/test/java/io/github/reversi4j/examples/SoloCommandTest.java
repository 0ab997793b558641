package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.variants.KniziaSolo;
import io.github.reversi4j.variants.SoloScoring;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
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
        assertThat(PlayCommandTest.recordLine(r.out)).isEqualTo("solo-knizia(seed=42): X:c4 pass");
    }

    @Test
    @DisplayName("the same seed deals the same tokens; moves may be typed X c4, x:c4 or c4 X; bad input is explained")
    void sameSeedSameDeal() {
        Cli.Result a = Cli.withInput("X c4\nstop\n", "solo", "--seed", "7");
        Cli.Result b = Cli.withInput("hello\nX a1\nc4 x\nstop\n", "solo", "--seed", "7");
        assertThat(revealed(b.out)).isEqualTo(revealed(a.out));
        assertThat(b.out).contains("not a move: 'hello'").contains("illegal move X:a1");
        assertThat(SoloCommand.parse("x:C4")).contains(Move.parse("X:c4"));
        assertThat(SoloCommand.parse("c4 o")).contains(Move.parse("O:c4"));
        assertThat(SoloCommand.parse("c4")).isEmpty();
    }

    @Test
    @DisplayName("a whole game played to its end: the printed score is the rules' count and numbered score of the tokens won")
    void aWholeGame() {
        long seed = 3;
        KniziaSolo rules = KniziaSolo.of(seed);
        GameState s = rules.initialState();
        StringBuilder typed = new StringBuilder();
        SplittableRandom random = new SplittableRandom(5);
        while (!rules.isTerminal(s)) {
            List<Move> moves = rules.legalMoves(s);
            List<Move> placements = moves.subList(0, moves.size() - 1); // the last legal move is 'stop' (the pass)
            Move m = placements.isEmpty() ? Move.pass() : placements.get(random.nextInt(placements.size()));
            typed.append(m.isPass() ? "stop" : m.toString()).append('\n');
            s = rules.play(s, m);
        }
        Cli.Result r = Cli.withInput(typed.toString(), "solo", "--seed", String.valueOf(seed));

        assertThat(r.status).as(r.toString()).isZero();
        List<io.github.reversi4j.variants.SoloToken> won = rules.view(s).won();
        assertThat(r.out).contains("Game over. Tokens won (" + won.size() + ")")
                .contains("Score: " + SoloScoring.COUNT.score(won) + " tokens; numbered variant: " + SoloScoring.NUMBERED.score(won) + " points.");
        Replay replay = GameRecord.parse(PlayCommandTest.recordLine(r.out)).replay();
        assertThat(replay.isFinished()).isTrue();
        assertThat(replay.finalState()).isEqualTo(s);
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
