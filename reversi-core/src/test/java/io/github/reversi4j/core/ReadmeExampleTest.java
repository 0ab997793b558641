package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The ten-line example of README.md, kept compiling and checked against facts about the game. */
class ReadmeExampleTest {

    @Test
    void theReadmeExamplePlaysAGameToItsEnd() {
        Rules rules = StandardRules.othello();
        GameState state = rules.initialState();
        int plies = 0;
        while (!rules.isTerminal(state)) {
            List<Move> moves = rules.legalMoves(state);
            state = rules.play(state, moves.get(0));
            plies++;
        }
        Outcome outcome = rules.outcome(state);
        assertThat(plies).isBetween(9, 60 + 20);
        assertThat(outcome.discs(Color.BLACK) + outcome.discs(Color.WHITE) + outcome.empties()).isEqualTo(64);
        assertThat(Outcome.parse(outcome.toString())).isEqualTo(outcome);
        assertThat(GameState.parse(state.toString())).isEqualTo(state);
    }
}
