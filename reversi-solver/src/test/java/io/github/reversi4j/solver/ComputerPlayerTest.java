package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.solver.player.ComputerPlayer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The levelled computer player: legal, reproducible, exact where it solves (FFO's published best
 * moves), cancellable, usable from many threads, and refusing what it cannot play.
 */
class ComputerPlayerTest {

    private static final StandardRules OTHELLO = StandardRules.othello();

    @Test
    void levelsAreCheckedAndTheConfigurationIsAValue() {
        assertThatThrownBy(() -> ComputerPlayer.ofLevel(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ComputerPlayer.ofLevel(21)).isInstanceOf(IllegalArgumentException.class);
        ComputerPlayer p = ComputerPlayer.ofLevel(7).withSeed(3);
        assertThat(p).hasToString("ComputerPlayer[level=7, seed=3]").isEqualTo(ComputerPlayer.ofLevel(7).withSeed(3))
                .isNotEqualTo(ComputerPlayer.ofLevel(7));
        assertThat(p.depth()).isEqualTo(7);
        assertThat(p.exactEmpties()).isEqualTo(13);
        assertThat(ComputerPlayer.ofLevel(1).exactEmpties()).isZero();
        assertThat(ComputerPlayer.ofLevel(20).exactEmpties()).isEqualTo(20);
    }

    @Test
    void aWholeGameAtEveryFewLevelsIsLegalAndTheSameSeedPlaysTheSameGame() {
        for (int level : new int[] {1, 2, 4, 6}) {
            GameRecord a = selfPlay(ComputerPlayer.ofLevel(level).withSeed(11));
            GameRecord b = selfPlay(ComputerPlayer.ofLevel(level).withSeed(11));
            assertThat(a.replay().isValid()).as("level " + level + ": " + a).isTrue();
            assertThat(OTHELLO.isTerminal(a.replay().finalState())).isTrue();
            assertThat(b).as("level " + level).isEqualTo(a);
        }
        // the low levels' random moves follow the seed: over a few seeds, some game differs
        List<GameRecord> games = new ArrayList<>();
        for (long seed = 0; seed < 4; seed++) {
            games.add(selfPlay(ComputerPlayer.ofLevel(1).withSeed(seed)));
        }
        assertThat(games.stream().distinct().count()).isGreaterThan(1);
    }

    private static GameRecord selfPlay(ComputerPlayer p) {
        GameRecord g = GameRecord.of(OTHELLO, List.of());
        while (!OTHELLO.isTerminal(g.replay().finalState())) {
            g = g.with(p.choose(g, Limit.depth(4)));
        }
        return g;
    }

    @Test
    void withinItsExactEmptiesItPlaysThePublishedBestMoveOfTheFfoProblems() {
        // FFO #1-#5 (14 to 16 empties): every level from 10 solves them (exact from 16 empties)
        ComputerPlayer p = ComputerPlayer.ofLevel(10);
        for (int n = 1; n <= 5; n++) {
            Ffo f = Ffo.number(n);
            Move m = p.choose(GameRecord.of(OTHELLO, f.state, List.of()), Limit.none());
            assertThat(f.scores.get(m)).as("FFO #" + n + " " + m).isEqualTo(f.best());
        }
    }

    @Test
    void manyThreadsGetTheMovesOneThreadGets() throws Exception {
        ComputerPlayer p = ComputerPlayer.ofLevel(5);
        List<GameRecord> positions = new ArrayList<>();
        GameRecord g = selfPlay(ComputerPlayer.ofLevel(2).withSeed(5));
        for (int i = 4; i < 40; i += 3) {
            positions.add(GameRecord.of(OTHELLO, g.moves().subList(0, i)));
        }
        List<Move> alone = new ArrayList<>();
        for (GameRecord r : positions) {
            alone.add(p.choose(r, Limit.none()));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Move>> futures = new ArrayList<>();
            for (GameRecord r : positions) {
                futures.add(pool.submit(() -> p.choose(r, Limit.none())));
            }
            for (int i = 0; i < positions.size(); i++) {
                assertThat(futures.get(i).get()).as(positions.get(i).toString()).isEqualTo(alone.get(i));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anInterruptedSearchReturnsALegalMoveAndKeepsTheInterrupt() throws Exception {
        GameRecord opening = GameRecord.parse("othello: f5 d6 c3 d3 c4");
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<Object[]> f = pool.submit(() -> {
                Thread.currentThread().interrupt();
                Move m = ComputerPlayer.ofLevel(20).choose(opening, Limit.none()); // 20 plies: stopped at once
                return new Object[] {m, Thread.currentThread().isInterrupted()};
            });
            Object[] r = f.get(60, java.util.concurrent.TimeUnit.SECONDS);
            GameState at = opening.replay().finalState();
            assertThat(OTHELLO.isLegal(at, (Move) r[0])).isTrue();
            assertThat(r[1]).isEqualTo(true);
        } finally {
            pool.shutdownNow();
        }
        // a time limit stops the strongest level too
        Move timed = ComputerPlayer.ofLevel(20).choose(opening, Limit.time(Duration.ofMillis(50)));
        assertThat(OTHELLO.isLegal(opening.replay().finalState(), timed)).isTrue();
    }

    @Test
    void otherRuleSetsAndFinishedGamesAreRefused() {
        Rules sixBySix = OTHELLO.withGeometry(Geometry.of(6));
        assertThat(ComputerPlayer.supports(OTHELLO)).isTrue();
        assertThat(ComputerPlayer.supports(sixBySix)).isFalse();
        assertThatThrownBy(() -> ComputerPlayer.ofLevel(3).choose(GameRecord.of(sixBySix, List.of()), Limit.none()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("standard 8x8 Othello");
        GameRecord over = selfPlay(ComputerPlayer.ofLevel(2));
        assertThatThrownBy(() -> ComputerPlayer.ofLevel(3).choose(over, Limit.none())).isInstanceOf(IllegalStateException.class);
    }
}
