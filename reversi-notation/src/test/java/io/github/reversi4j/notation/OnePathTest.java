package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The one replay-and-check path: whatever shortcut the one checking path ({@link Games#check}) takes, its game equals the
 * full replay's in every field.
 */
class OnePathTest {

    private static final Rules OTHELLO = StandardRules.othello();

    @Test
    @DisplayName("random games, passes written or not, corrupted moves and results: the checked game equals the full replay's")
    void checkEqualsTheFullReplay() {
        long seed = 0x5EED_0A7EL;
        Random rnd = new Random(seed);
        for (int k = 0; k < 4000; k++) {
            List<Move> moves = new ArrayList<>();
            GameState s = OTHELLO.initialState();
            boolean writePasses = rnd.nextBoolean();
            int stop = rnd.nextInt(4) == 0 ? rnd.nextInt(61) : 100;
            while (!OTHELLO.isTerminal(s) && moves.size() < stop) {
                List<Move> legal = OTHELLO.legalMoves(s);
                Move m = legal.get(rnd.nextInt(legal.size()));
                if (!m.isPass() || writePasses) {
                    moves.add(m);
                }
                s = OTHELLO.play(s, m);
            }
            if (!moves.isEmpty() && rnd.nextInt(5) == 0) {
                int at = rnd.nextInt(moves.size());
                moves.set(at, rnd.nextInt(8) == 0 ? Move.pass() : Move.place(Square.of(rnd.nextInt(8), rnd.nextInt(8))));
            }
            RecordedResult recorded = result(rnd, s);
            List<String> texts = new ArrayList<>();
            for (Move m : moves) {
                texts.add(m.toString());
            }
            Location at = Location.of("random").withGame(k);
            String what = "seed " + Long.toHexString(seed) + " case " + k + ": " + moves + " " + recorded;
            CheckedGame checked = Games.check(new ReadGame(at, GameInfo.empty(), OTHELLO, OTHELLO.initialState(), moves, texts,
                    recorded, List.of()));
            CheckedGame full = CheckedGame.replayed(at, GameInfo.empty(), GameCheck.replay(at, GameInfo.empty(), OTHELLO,
                    OTHELLO.initialState(), moves, texts, recorded, List.of()), recorded);
            assertThat(checked.isValid()).as(what).isEqualTo(full.isValid());
            assertThat(checked.isFinished()).as(what).isEqualTo(full.isFinished());
            assertThat(checked.problems()).as(what).isEqualTo(full.problems());
            assertThat(checked.record()).as(what).isEqualTo(full.record());
            assertThat(checked.finalState()).as(what).isEqualTo(full.finalState());
            assertThat(checked.outcome()).as(what).isEqualTo(full.outcome());
            assertThat(checked).as(what).isEqualTo(full);
        }
    }

    /** A result as a record might state it: right, wrong, or none, in every form. */
    private static RecordedResult result(Random rnd, GameState end) {
        int black = end.board().count(Color.BLACK);
        int white = end.board().count(Color.WHITE);
        int empties = 64 - black - white;
        int score = black > white ? black + empties : black == white ? black + empties / 2 : black;
        boolean wrong = rnd.nextInt(3) == 0;
        switch (rnd.nextInt(5)) {
            case 0:
                return new RecordedResult.None();
            case 1:
                return new RecordedResult.BlackScore(wrong ? rnd.nextInt(65) : score);
            case 2:
                return new RecordedResult.Scores(score, wrong ? rnd.nextInt(65) : 64 - score);
            case 3:
                Optional<Color> w = black > white ? Optional.of(Color.BLACK) : white > black ? Optional.of(Color.WHITE)
                        : Optional.empty();
                return new RecordedResult.Winner(wrong ? Optional.of(Color.values()[rnd.nextInt(2)]) : w);
            default:
                return new RecordedResult.Margin(BigDecimal.valueOf(wrong ? rnd.nextInt(129) - 64 : 2 * score - 64), BigDecimal.ZERO);
        }
    }
}
