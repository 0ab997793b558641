package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.Player;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import io.github.reversi4j.solver.Solver;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The built-in players' exact play ({@code --exact-empties}): at N empty squares or fewer the move chosen
 * is one the solver scores best among every legal move, and the player before it is not asked; above N
 * that player chooses.
 */
class ExactPlayTest {

    private static final int N = 12;

    /** A player that must not be asked: it counts and plays its first legal move. */
    private static Player counting(AtomicInteger asked) {
        return (game, limit) -> {
            asked.incrementAndGet();
            return game.rules().legalMoves(game.replay().finalState()).get(0);
        };
    }

    private static void assertBest(Rules rules, GameRecord game, Move chosen) {
        GameState at = game.replay().finalState();
        List<io.github.reversi4j.engine.MoveEvaluation> scored = Solver.of().analyse(rules, at,
                io.github.reversi4j.engine.Limit.none()).moves();
        double best = scored.stream().mapToDouble(m -> m.score().discs()).max().orElseThrow();
        assertThat(scored.stream().filter(m -> m.score().discs() == best).map(io.github.reversi4j.engine.MoveEvaluation::move))
                .as("best moves of %s", at).contains(chosen);
    }

    @Test
    void fromNEmptiesTheMoveIsOneOfTheSolversBestInRealGames() throws Exception {
        Rules othello = StandardRules.othello();
        AtomicInteger asked = new AtomicInteger();
        Player player = Computer.exactFrom(N, Computer.solver(), counting(asked));
        List<GameRecord> games = new ArrayList<>();
        Path file = Cli.data("wthor/WTH_1977.wtb");
        try (InputStream in = Files.newInputStream(file); WthorReader reader = WthorReader.of(in, "WTH_1977.wtb")) {
            for (CheckedGame g : reader) {
                g.record().ifPresent(games::add);
            }
        }
        int checked = 0;
        for (GameRecord g : games.subList(0, 6)) {
            List<Move> moves = g.moves();
            for (int i = 0; i < moves.size(); i++) {
                GameRecord prefix = GameRecord.of(othello, moves.subList(0, i));
                GameState at = prefix.replay().finalState();
                int empties = at.board().empties().size();
                if (empties > N + 1 || othello.isTerminal(at) || othello.legalMoves(at).equals(List.of(Move.pass()))) {
                    continue;
                }
                int before = asked.get();
                Move chosen = player.choose(prefix, Limit.none());
                assertThat(othello.isLegal(at, chosen)).isTrue();
                if (empties > N) {
                    assertThat(asked.get()).as("above %d empties the player before chooses", N).isEqualTo(before + 1);
                } else {
                    assertThat(asked.get()).as("at %d empties the solver chooses", empties).isEqualTo(before);
                    assertBest(othello, prefix, chosen);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(30);
    }

    @Test
    void anotherBoardIsPlayedExactlyToo() {
        Rules six = StandardRules.othello().withGeometry(Geometry.of(6));
        AtomicInteger asked = new AtomicInteger();
        Player player = Computer.exactFrom(N, Computer.solver(), counting(asked));
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0;
        for (int game = 0; game < 3; game++) {
            GameRecord record = GameRecord.of(six, List.of());
            GameState s = record.replay().finalState();
            while (!six.isTerminal(s)) {
                List<Move> legal = six.legalMoves(s);
                Move m;
                if (s.board().empties().size() <= N && !legal.equals(List.of(Move.pass()))) {
                    m = player.choose(record, Limit.none());
                    assertBest(six, record, m);
                    checked++;
                } else {
                    m = legal.get(random.nextInt(legal.size()));
                }
                record = record.with(m);
                s = six.play(s, m);
            }
        }
        assertThat(asked.get()).isZero();
        assertThat(checked).isPositive();
    }

    @Test
    void zeroNeverSolvesAndTheOptionIsBounded() {
        Player before = (game, limit) -> Move.pass();
        assertThat(Computer.exactFrom(0, Computer.solver(), before)).isSameAs(before);
        assertThat(Cli.run("play", "-1", "random", "-2", "random", "--exact-empties", "61").err)
                .contains("--exact-empties is 0 (never) to 60");
        assertThat(Cli.run("match", "--engine", "builtin:random", "--engine", "builtin:alphabeta", "--exact-empties",
                "-1").err).contains("--exact-empties is 0 (never) to 60");
    }
}
