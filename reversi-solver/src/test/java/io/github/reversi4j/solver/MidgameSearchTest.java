package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.solver.internal.MidgameSearch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The midgame search of the players: exact where it sees the end, stoppable, the same from any thread. */
class MidgameSearchTest {

    private static final StandardRules OTHELLO = StandardRules.othello();
    private static final int UNIT = 128;

    /** Positions of a seeded random game with the given number of empties (passes kept). */
    private static List<GameState> positions(long seed, int count, int empties) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<GameState> out = new ArrayList<>();
        while (out.size() < count) {
            GameState s = OTHELLO.initialState();
            while (!OTHELLO.isTerminal(s) && s.board().empties().size() > empties) {
                List<Move> moves = OTHELLO.legalMoves(s);
                s = OTHELLO.play(s, moves.get(rnd.nextInt(moves.size())));
            }
            if (!OTHELLO.isTerminal(s) && s.board().empties().size() == empties) {
                out.add(s);
            }
        }
        return out;
    }

    private static int margin(Outcome o, Color me) {
        return BruteForce.score(o, me);
    }

    @Test
    void aSearchToTheEndIsExactAgainstBruteForce() {
        BruteForce brute = new BruteForce(OTHELLO);
        MidgameSearch search = new MidgameSearch(4);
        long seed = 41;
        for (GameState s : positions(seed, 60, 7)) {
            MidgameSearch.Result r = search.search(s, MidgameSearch.MAX_DEPTH, 0, Long.MAX_VALUE, null, () -> false);
            int exact = margin(brute.best(s), s.toMove());
            assertThat(r.exact()).as("seed %d, %s", seed, s).isTrue();
            assertThat(r.complete()).isTrue();
            assertThat(r.score()).as("seed %d, %s", seed, s).isEqualTo(exact * UNIT);
            Move m = r.move().orElseThrow();
            GameState after = OTHELLO.play(s, m);
            int afterValue = -margin(brute.best(after), after.toMove());
            if (after.toMove() == s.toMove()) {
                afterValue = -afterValue;
            }
            assertThat(afterValue).as("the move %s of %s keeps the value", m, s).isEqualTo(exact);
        }
    }

    @Test
    void theExactSolverDecidesNearTheEnd() {
        Solver solver = Solver.builder().hashMegabytes(4).build();
        MidgameSearch search = new MidgameSearch(4);
        for (GameState s : positions(43, 8, 14)) {
            MidgameSearch.Result r = search.search(s, 3, 20, Long.MAX_VALUE, null, () -> false);
            Solution sol = solver.solve(OTHELLO, s);
            assertThat(r.exact()).isTrue();
            assertThat(r.score()).isEqualTo(sol.score() * UNIT);
            Move m = r.move().orElseThrow();
            assertThat(solver.analyse(OTHELLO, s, io.github.reversi4j.engine.Limit.none()).moves())
                    .filteredOn(ms -> ms.move().equals(m)).singleElement()
                    .satisfies(ms -> assertThat(ms.score().discs()).isEqualTo((double) sol.score()));
        }
    }

    @Test
    void hugeDepthsAreCutToTheEmpties() {
        MidgameSearch search = new MidgameSearch(1);
        GameState s = positions(44, 1, 6).get(0);
        MidgameSearch.Result r = search.search(s, Integer.MAX_VALUE, 0, Long.MAX_VALUE, null, () -> false);
        assertThat(r.depth()).isEqualTo(6);
        assertThat(r.exact()).isTrue();
        assertThatThrownBy(() -> search.search(s, 0, 0, 1, null, () -> false)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> search.search(s, 1, 0, 0, null, () -> false)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> search.search(s, 1, -1, 1, null, () -> false)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MidgameSearch(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void passesAndFinishedGames() {
        MidgameSearch search = new MidgameSearch(1);
        // White to move has no move (every empty square is next to White's discs only), Black has a1
        GameState pass = GameState.parse("-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O");
        MidgameSearch.Result r = search.search(pass, 5, 0, Long.MAX_VALUE, null, () -> false);
        assertThat(r.move()).contains(Move.pass());
        assertThat(r.score()).isEqualTo(-64 * UNIT);
        GameState over = GameState.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO O");
        MidgameSearch.Result end = search.search(over, 5, 0, Long.MAX_VALUE, null, () -> false);
        assertThat(end.move()).isEmpty();
        assertThat(end.score()).isZero();
        assertThatThrownBy(() -> search.search(OTHELLO.withGeometry(Geometry.of(6)).initialState(), 3, 0, 1, null,
                () -> false)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCancelledSearchReturnsALegalMoveOfTheLastDepthCompleted() throws Exception {
        MidgameSearch search = new MidgameSearch(16);
        GameState start = OTHELLO.initialState();
        MidgameSearch.Result now = search.search(start, 60, 0, Long.MAX_VALUE, null, () -> true);
        assertThat(now.complete()).isFalse();
        assertThat(OTHELLO.legalMoves(start)).contains(now.move().orElseThrow());
        AtomicBoolean stop = new AtomicBoolean();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<MidgameSearch.Result> f = pool.submit(() -> search.search(start, 60, 0, Long.MAX_VALUE, null, stop::get));
            Thread.sleep(300);
            stop.set(true);
            MidgameSearch.Result r = f.get(60, TimeUnit.SECONDS);
            assertThat(r.complete()).isFalse();
            assertThat(r.exact()).isFalse();
            assertThat(OTHELLO.legalMoves(start)).contains(r.move().orElseThrow());
        } finally {
            pool.shutdownNow();
        }
        MidgameSearch.Result budget = search.search(start, 60, 0, 50_000, null, () -> false);
        assertThat(budget.complete()).isFalse();
        assertThat(budget.nodes()).isLessThan(50_000 + 5_000);
        MidgameSearch.Result timed = search.search(start, 60, 0, Long.MAX_VALUE, Duration.ofMillis(50), () -> false);
        assertThat(timed.complete()).isFalse();
    }

    @Test
    void theExactHandOverIsCancellableToo() {
        MidgameSearch search = new MidgameSearch(16);
        GameState s = positions(45, 1, 24).get(0);
        MidgameSearch.Result r = search.search(s, 60, 30, 200_000, null, () -> false);
        assertThat(r.exact()).isFalse();
        assertThat(r.complete()).isFalse();
        assertThat(OTHELLO.legalMoves(s)).contains(r.move().orElseThrow());
    }

    @Test
    void manyThreadsFindWhatOneFinds() throws Exception {
        List<GameState> states = positions(46, 12, 30);
        MidgameSearch one = new MidgameSearch(8);
        List<MidgameSearch.Result> expected = new ArrayList<>();
        for (GameState s : states) {
            one.clear();
            expected.add(one.search(s, 4, 0, Long.MAX_VALUE, null, () -> false));
        }
        ExecutorService pool = Executors.newFixedThreadPool(8);
        MidgameSearch shared = new MidgameSearch(8);
        try {
            List<Future<List<MidgameSearch.Result>>> futures = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                boolean own = t % 2 == 0;
                futures.add(pool.submit(() -> {
                    MidgameSearch mine = own ? new MidgameSearch(8) : shared;
                    List<MidgameSearch.Result> got = new ArrayList<>();
                    for (GameState s : states) {
                        synchronized (mine) {
                            mine.clear();
                            got.add(mine.search(s, 4, 0, Long.MAX_VALUE, null, () -> false));
                        }
                    }
                    return got;
                }));
            }
            for (Future<List<MidgameSearch.Result>> f : futures) {
                assertThat(f.get(120, TimeUnit.SECONDS)).isEqualTo(expected);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
