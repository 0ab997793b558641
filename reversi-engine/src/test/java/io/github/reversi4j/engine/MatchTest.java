package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Match pairing and play, with an engine (the test engine over NBoard) against an in-process player. */
class MatchTest {

    private static final Rules OTHELLO = StandardRules.othello();
    private static final Player FIRST_LEGAL = (game, limit) -> game.rules().legalMoves(game.replay().finalState()).get(0);

    @Test
    void eachOpeningIsPlayedTwiceWithTheColoursSwapped() {
        List<GameRecord> openings = List.of(GameRecord.parse("othello: f5 d6"), GameRecord.parse("othello: f5 f6"),
                GameRecord.parse("othello: f5 f4"));
        List<Match.Pairing> s = Match.schedule(openings, 5);
        assertThat(s).extracting(Match.Pairing::number).containsExactly(1, 2, 3, 4, 5);
        assertThat(s).extracting(Match.Pairing::opening).containsExactly(openings.get(0), openings.get(0),
                openings.get(1), openings.get(1), openings.get(2));
        assertThat(s).extracting(Match.Pairing::firstColor).containsExactly(Color.BLACK, Color.WHITE, Color.BLACK,
                Color.WHITE, Color.BLACK);
        Player a = (g, l) -> Move.pass();
        Player b = (g, l) -> Move.pass();
        assertThat(s.get(1).black(a, b)).isSameAs(b);
        assertThat(s.get(1).white(a, b)).isSameAs(a);
        assertThatThrownBy(() -> Match.schedule(openings, 7)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 6 games");
        assertThatThrownBy(() -> Match.schedule(openings, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The reference: both sides play their first legal move, written without the match code. */
    private static List<Move> firstLegalGame(GameRecord opening) {
        List<Move> moves = new ArrayList<>(opening.moves());
        GameState s = opening.replay().finalState();
        while (!OTHELLO.isTerminal(s)) {
            Move m = OTHELLO.legalMoves(s).get(0);
            moves.add(m);
            s = OTHELLO.play(s, m);
        }
        return moves;
    }

    @Test
    void anEngineAgainstAPlayerPlaysTheGameToItsEnd() {
        GameRecord opening = GameRecord.parse("othello: f5 d6 c3 d3 c4");
        try (Session engine = Session.start(Protocol.NBOARD, EngineClientTest.command(Protocol.NBOARD, "good"),
                EngineClientTest.options())) {
            Player first = engine.engine();
            Player second = FIRST_LEGAL;
            MatchResult result = MatchResult.empty();
            for (Match.Pairing p : Match.schedule(List.of(opening), 2)) {
                GameRecord game = Match.play(p.opening(), p.black(first, second), p.white(first, second), Limit.depth(2));
                // the test engine also plays its first legal move: both games are the reference game
                assertThat(game.moves()).isEqualTo(firstLegalGame(opening));
                assertThat(game.replay().isFinished()).isTrue();
                result = result.with(game.replay().outcome().orElseThrow(), p.firstColor());
            }
            // the same game twice, the first contestant once on each side: one win and one loss, or two draws
            assertThat(result.wins()).isEqualTo(result.losses());
            assertThat(result.discMargin()).isZero();
        }
    }

    @Test
    void anIllegalMoveOfAPlayerIsRefusedByTheRules() {
        Player cheat = (game, limit) -> Move.parse("a1");
        Player fair = FIRST_LEGAL;
        assertThatThrownBy(() -> Match.play(GameRecord.parse("othello: f5"), fair, cheat, Limit.depth(1)))
                .isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> Match.play(GameRecord.parse("othello: f5"), cheat, fair, Limit.depth(1)))
                .isInstanceOf(IllegalMoveException.class);
    }
}
