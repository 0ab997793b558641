package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.EngineServer;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.eval.PatternEvaluation;
import io.github.reversi4j.solver.internal.MidgameSearch;
import io.github.reversi4j.solver.internal.exact.ExactHandOver;
import io.github.reversi4j.solver.player.ComputerPlayer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The best moves of the computer player (NBoard's {@code hint n}): near the end of a game, the n
 * moves it gives are the n best by plain minimax over the rules ({@link BruteForce}), each with its
 * exact score, by the midgame search's own multi-move search and through the exact solver, which runs
 * on the calling thread; cancellable, and the same from many threads.
 */
class ComputerPlayerAnalysisTest {

    private static final StandardRules OTHELLO = StandardRules.othello();
    private static final int UNIT = 128;

    /** The games of seeded random play stopped at a number of empty squares, the side to move having a move. */
    private static List<GameRecord> games(long seed, int count, int empties) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<GameRecord> out = new ArrayList<>();
        while (out.size() < count) {
            GameRecord g = GameRecord.of(OTHELLO, List.of());
            GameState s = g.replay().finalState();
            while (!OTHELLO.isTerminal(s) && s.board().empties().size() > empties) {
                List<Move> moves = OTHELLO.legalMoves(s);
                Move m = moves.get(rnd.nextInt(moves.size()));
                g = g.with(m);
                s = OTHELLO.play(s, m);
            }
            if (!OTHELLO.isTerminal(s) && s.board().empties().size() == empties
                    && !OTHELLO.legalMoves(s).equals(List.of(Move.pass()))) {
                out.add(g);
            }
        }
        return out;
    }

    /** Every legal move's exact score by brute force, from the side to move's view. */
    private static Map<Move, Integer> bruteScores(GameState s) {
        BruteForce brute = new BruteForce(OTHELLO);
        Map<Move, Integer> scores = new HashMap<>();
        Color me = s.toMove();
        for (Move m : OTHELLO.legalMoves(s)) {
            scores.put(m, BruteForce.score(brute.best(OTHELLO.play(s, m)), me));
        }
        return scores;
    }

    /** The n best scores, best first. */
    private static List<Integer> top(Map<Move, Integer> scores, int n) {
        return scores.values().stream().sorted(Comparator.reverseOrder()).limit(n).toList();
    }

    /**
     * Replays a principal variation from a position, each move legal in turn, to the end of the game; the
     * final margin of the position's side to move.
     */
    private static int replayToTheEnd(GameState s, List<Move> pv, String at) {
        GameState t = s;
        for (int i = 0; i < pv.size(); i++) {
            Move m = pv.get(i);
            assertThat(OTHELLO.isLegal(t, m)).as("%s: move %d (%s) of %s", at, i + 1, m, pv).isTrue();
            t = OTHELLO.play(t, m);
        }
        assertThat(OTHELLO.isTerminal(t)).as("%s: %s ends the game", at, pv).isTrue();
        return BruteForce.score(OTHELLO.outcome(t), s.toMove());
    }

    /** The moves of a principal variation as NBoard writes it, {@code F5D6PAC3}. */
    private static List<Move> nboardLine(String text) {
        assertThat(text.length() % 2).as(text).isZero();
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < text.length(); i += 2) {
            String m = text.substring(i, i + 2).toLowerCase(Locale.ROOT);
            out.add(m.equals("pa") ? Move.pass() : Move.parse(m));
        }
        return out;
    }

    @Test
    void eachScoredMovesPrincipalVariationReachesItsBruteForceScore() {
        // the midgame search alone to the end (exact empties 0): each move's line is a line of perfect
        // play, its final margin the move's brute-force score
        MidgameSearch search = new MidgameSearch(4);
        long seed = 2029;
        int passes = 0;
        for (GameRecord g : games(seed, 25, 8)) {
            GameState s = g.replay().finalState();
            Map<Move, Integer> oracle = bruteScores(s);
            for (int n : new int[] {1, 3, oracle.size()}) {
                search.clear();
                String at = "seed " + seed + ", n " + n + ", " + g;
                for (MidgameSearch.Result r : search.analyse(s, n, MidgameSearch.MAX_DEPTH, 0, Long.MAX_VALUE, null,
                        () -> false)) {
                    Move m = r.move().orElseThrow();
                    assertThat(r.pv().get(0)).as(at).isEqualTo(m);
                    assertThat(replayToTheEnd(s, r.pv(), at)).as(at + " " + r.pv()).isEqualTo(oracle.get(m));
                    passes += r.pv().contains(Move.pass()) ? 1 : 0;
                }
            }
            search.clear();
            MidgameSearch.Result best = search.search(s, MidgameSearch.MAX_DEPTH, 0, Long.MAX_VALUE, null, () -> false);
            assertThat(replayToTheEnd(s, best.pv(), "seed " + seed + ", " + g)).isEqualTo(top(oracle, 1).get(0));
        }
        assertThat(passes).as("lines with a pass among them").isPositive();
        // through the exact solver (level 6 solves from 12 empties): n = 1 its solve, n > 1 its analysis
        ComputerPlayer p = ComputerPlayer.ofLevel(6);
        for (GameRecord g : games(seed + 1, 12, 9)) {
            GameState s = g.replay().finalState();
            Map<Move, Integer> oracle = bruteScores(s);
            for (int n : new int[] {1, 2, 64}) {
                String at = "seed " + (seed + 1) + ", n " + n + ", " + g;
                for (MoveEvaluation e : p.analyse(g, Limit.none(), n).moves()) {
                    assertThat(e.isExact()).as(at).isTrue();
                    assertThat(replayToTheEnd(s, e.pv(), at)).as(at + " " + e).isEqualTo(oracle.get(e.move()));
                }
            }
        }
    }

    private static final PatternEvaluation EVAL = PatternEvaluation.standard();

    /**
     * Plain minimax over the rules to a depth, the pattern evaluation at the horizon and the exact margin
     * at the end of the game; a pass takes no ply (the side to move at the horizon has a move).
     */
    private static double minimax(GameState s, int depth) {
        if (OTHELLO.isTerminal(s)) {
            return BruteForce.score(OTHELLO.outcome(s), s.toMove());
        }
        List<Move> moves = OTHELLO.legalMoves(s);
        if (moves.equals(List.of(Move.pass()))) {
            return -minimax(OTHELLO.play(s, Move.pass()), depth);
        }
        if (depth == 0) {
            return EVAL.discs(s);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            best = Math.max(best, -minimax(OTHELLO.play(s, m), depth - 1));
        }
        return best;
    }

    @Test
    void aMidgameLineIsTheDepthsLineAndEndsInTheScoreOfPlainMinimax() {
        // depth 4 from 40 empty squares: each move's score is plain minimax's, and its line, replayed
        // move by move, has that many placements (or ends the game) and ends in a position whose
        // evaluation (or final margin) is the score
        long seed = 88;
        int depth = 4;
        for (GameRecord g : games(seed, 8, 40)) {
            GameState s = g.replay().finalState();
            Analysis a = ComputerPlayer.ofLevel(8).analyse(g, Limit.depth(depth), 4);
            assertThat(a.moves()).hasSize(Math.min(4, OTHELLO.legalMoves(s).size()));
            for (MoveEvaluation e : a.moves()) {
                String at = "seed " + seed + ", " + g + ": " + e;
                assertThat(e.isExact()).as(at).isFalse();
                assertThat(e.score().discs()).as(at)
                        .isCloseTo(-minimax(OTHELLO.play(s, e.move()), depth - 1), within(1.0 / UNIT));
                assertThat(e.pv().get(0)).as(at).isEqualTo(e.move());
                GameState t = s;
                for (Move m : e.pv()) {
                    assertThat(OTHELLO.isLegal(t, m)).as(at).isTrue();
                    t = OTHELLO.play(t, m);
                }
                long placements = e.pv().stream().filter(m -> !m.isPass()).count();
                assertThat(placements == depth || OTHELLO.isTerminal(t)).as(at).isTrue();
                double end = t.toMove() == s.toMove() ? EVAL.discs(t) : -EVAL.discs(t);
                assertThat(end).as(at).isCloseTo(e.score().discs(), within(1.0 / UNIT));
            }
        }
    }

    @Test
    void theMidgameSearchsBestMovesToTheEndAreTheBruteForceBest() {
        MidgameSearch search = new MidgameSearch(4);
        long seed = 1207;
        for (GameRecord g : games(seed, 25, 8)) {
            GameState s = g.replay().finalState();
            Map<Move, Integer> oracle = bruteScores(s);
            for (int n = 1; n <= oracle.size(); n++) {
                search.clear();
                // exact empties 0: the midgame search alone, to the end of the game
                List<MidgameSearch.Result> rs = search.analyse(s, n, MidgameSearch.MAX_DEPTH, 0, Long.MAX_VALUE, null,
                        () -> false);
                String at = "seed " + seed + ", n " + n + ", " + g;
                assertThat(rs).as(at).hasSize(n);
                List<Integer> got = new ArrayList<>();
                for (MidgameSearch.Result r : rs) {
                    Move m = r.move().orElseThrow();
                    assertThat(r.exact()).as(at).isTrue();
                    assertThat(r.complete()).as(at).isTrue();
                    assertThat(r.score()).as(at + " " + m).isEqualTo(UNIT * oracle.get(m));
                    got.add(oracle.get(m));
                }
                assertThat(rs.stream().map(MidgameSearch.Result::square).distinct()).as(at).hasSize(n);
                assertThat(got).as(at).isEqualTo(top(oracle, n));
            }
        }
    }

    @Test
    void theComputerPlayersBestMovesThroughTheExactSolverAreTheBruteForceBest() {
        // level 6: a depth of 6, the exact solver from 12 empties: the 9-empty positions are solved
        ComputerPlayer p = ComputerPlayer.ofLevel(6);
        long seed = 77;
        for (GameRecord g : games(seed, 12, 9)) {
            GameState s = g.replay().finalState();
            Map<Move, Integer> oracle = bruteScores(s);
            for (int n : new int[] {1, 2, 3, 64}) {
                Analysis a = p.analyse(g, Limit.none(), n);
                int want = Math.min(n, oracle.size());
                String at = "seed " + seed + ", n " + n + ", " + g;
                assertThat(a.moves()).as(at).hasSize(want);
                List<Integer> got = new ArrayList<>();
                for (MoveEvaluation e : a.moves()) {
                    assertThat(e.isExact()).as(at).isTrue();
                    assertThat(e.depth().plies()).as(at).isEqualTo(9);
                    assertThat(e.score().discs()).as(at + " " + e.move()).isEqualTo((double) oracle.get(e.move()));
                    got.add(oracle.get(e.move()));
                }
                assertThat(got).as(at).isEqualTo(top(oracle, want));
                assertThat(a.nodes().orElseThrow()).as(at).isPositive();
            }
        }
    }

    @Test
    void aMidgameAnalysisGivesDistinctLegalMovesBestFirstAtTheDepthAsked() {
        GameRecord g = GameRecord.parse("othello: f5 d6 c3 d3 c4 f4 f6 f3 e6 e7");
        GameState s = g.replay().finalState();
        Analysis a = ComputerPlayer.ofLevel(8).analyse(g, Limit.depth(4), 3);
        assertThat(a.moves()).hasSize(3);
        assertThat(a.moves().stream().map(MoveEvaluation::move).distinct()).hasSize(3);
        for (MoveEvaluation e : a.moves()) {
            assertThat(OTHELLO.isLegal(s, e.move())).isTrue();
            assertThat(e.isExact()).isFalse();
            assertThat(e.depth().plies()).isEqualTo(4);
        }
        assertThat(a.moves()).isSortedAccordingTo(Comparator.comparing(MoveEvaluation::score).reversed());
        // the best move of the analysis is the move the player chooses under the same limit
        assertThat(a.moves().get(0).move()).isEqualTo(ComputerPlayer.ofLevel(8).choose(g, Limit.depth(4)));
        assertThatThrownBy(() -> ComputerPlayer.ofLevel(8).analyse(g, Limit.depth(4), 0))
                .isInstanceOf(IllegalArgumentException.class);
        GameRecord over = GameRecord.of(OTHELLO, GameState.parse("X".repeat(64) + " O"), List.of());
        assertThatThrownBy(() -> ComputerPlayer.ofLevel(8).analyse(over, Limit.none(), 1))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theExactHandOverRunsOnTheCallingThreadAndItsFlagStopsIt() {
        // FFO #1 (14 empties): the exact solver decides (exact empties 20); its stop flag is polled by
        // the solver as it counts its nodes, on the caller's thread alone
        Ffo f = Ffo.number(1);
        MidgameSearch search = new MidgameSearch(16);
        AtomicInteger midgamePolls = new AtomicInteger();
        search.search(f.state, 4, 0, Long.MAX_VALUE, null, () -> midgamePolls.incrementAndGet() < 0);
        search.clear();
        Set<Thread> pollers = ConcurrentHashMap.newKeySet();
        AtomicInteger polls = new AtomicInteger();
        MidgameSearch.Result r = search.search(f.state, 4, 20, Long.MAX_VALUE, null, () -> {
            pollers.add(Thread.currentThread());
            polls.incrementAndGet();
            return false;
        });
        assertThat(r.exact()).isTrue();
        assertThat(r.score()).isEqualTo(UNIT * f.best());
        assertThat(f.scores.get(r.move().orElseThrow())).isEqualTo(f.best());
        assertThat(polls.get()).as("the exact solver polls the flag too").isGreaterThan(midgamePolls.get() + 2);
        assertThat(pollers).containsExactly(Thread.currentThread());
        // raised two polls after the midgame part's: inside the exact solver, which stops; the depth-4
        // result comes back, not exact
        search.clear();
        AtomicInteger count = new AtomicInteger();
        int raiseAt = midgamePolls.get() + 2;
        MidgameSearch.Result stopped = search.search(f.state, 4, 20, Long.MAX_VALUE, null,
                () -> count.incrementAndGet() > raiseAt);
        assertThat(stopped.exact()).isFalse();
        assertThat(stopped.complete()).isFalse();
        assertThat(stopped.depth()).isEqualTo(4);
        assertThat(OTHELLO.isLegal(f.state, stopped.move().orElseThrow())).isTrue();
        // the same for the best moves
        search.clear();
        count.set(0);
        List<MidgameSearch.Result> some = search.analyse(f.state, 3, 4, 20, Long.MAX_VALUE, null,
                () -> count.incrementAndGet() > raiseAt);
        assertThat(some).hasSize(3).allMatch(x -> !x.exact() && !x.complete() && x.depth() == 4);
        // a flag raised from the start (polled every few thousand nodes): the exact solver is not run
        search.clear();
        List<MidgameSearch.Result> now = search.analyse(f.state, 3, 4, 20, Long.MAX_VALUE, null, () -> true);
        assertThat(now).hasSize(3).allMatch(x -> !x.exact() && !x.complete() && x.depth() <= 4);
    }

    @Test
    void anInterruptInsideTheExactSolverStopsItAndTheInterruptIsKept() throws Exception {
        // FFO #45 (24 empties, hundreds of millions of nodes) handed over to the exact solver at once
        // after depth 4; the flag is never raised: the interrupt alone stops the solver
        Ffo f = Ffo.number(45);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            java.util.concurrent.CompletableFuture<Thread> worker = new java.util.concurrent.CompletableFuture<>();
            Future<Object[]> fut = pool.submit(() -> {
                worker.complete(Thread.currentThread());
                List<MidgameSearch.Result> rs = new MidgameSearch(16).analyse(f.state, 2, 4, 30, Long.MAX_VALUE, null,
                        () -> false);
                return new Object[] {rs, Thread.currentThread().isInterrupted()};
            });
            Thread.sleep(1500);
            worker.get().interrupt();
            Object[] r = fut.get(120, TimeUnit.SECONDS);
            @SuppressWarnings("unchecked")
            List<MidgameSearch.Result> rs = (List<MidgameSearch.Result>) r[0];
            assertThat(rs).hasSize(2).allMatch(x -> !x.exact() && !x.complete() && x.depth() == 4);
            assertThat(rs).allMatch(x -> OTHELLO.isLegal(f.state, x.move().orElseThrow()));
            assertThat(r[1]).isEqualTo(true);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void manyThreadsGetTheAnalysesOneThreadGets() throws Exception {
        ComputerPlayer p = ComputerPlayer.ofLevel(6);
        List<GameRecord> positions = new ArrayList<>(games(5, 6, 10));
        positions.addAll(games(6, 6, 30));
        List<Analysis> alone = new ArrayList<>();
        for (GameRecord r : positions) {
            alone.add(p.analyse(r, Limit.none(), 3));
        }
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<Analysis>> futures = new ArrayList<>();
            for (int round = 0; round < 2; round++) {
                for (GameRecord r : positions) {
                    futures.add(pool.submit(() -> p.analyse(r, Limit.none(), 3)));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                int k = i % positions.size();
                assertThat(futures.get(i).get(120, TimeUnit.SECONDS)).as(positions.get(k).toString()).isEqualTo(alone.get(k));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theExactTableKeptFromOneHandOverToTheNextGivesTheSameSearchNodeForNode() {
        // FFO #1-#4 (14 empties: a 4 MB table for the hand-over), #8 (15: 8 MB) and #13 (16: 16 MB) in
        // turn by one search, which keeps the solver's table: each search is a new search's, node for
        // node, and its scores the published ones
        MidgameSearch kept = new MidgameSearch(16);
        for (int number : new int[] {1, 2, 8, 3, 13, 4}) {
            Ffo f = Ffo.number(number);
            String at = "FFO #" + number;
            kept.clear();
            MidgameSearch.Result r = kept.search(f.state, 4, 20, Long.MAX_VALUE, null, () -> false);
            assertThat(r).as(at).isEqualTo(new MidgameSearch(16).search(f.state, 4, 20, Long.MAX_VALUE, null, () -> false));
            assertThat(r.exact()).as(at).isTrue();
            assertThat(r.score()).as(at).isEqualTo(UNIT * f.best());
            kept.clear();
            List<MidgameSearch.Result> three = kept.analyse(f.state, 3, 4, 20, Long.MAX_VALUE, null, () -> false);
            assertThat(three).as(at)
                    .isEqualTo(new MidgameSearch(16).analyse(f.state, 3, 4, 20, Long.MAX_VALUE, null, () -> false));
            assertThat(three.get(0).score()).as(at).isEqualTo(UNIT * f.best());
            for (MidgameSearch.Result x : three) {
                Integer published = f.scores.get(x.move().orElseThrow());
                if (published != null) {
                    assertThat(x.score()).as(at + " " + x).isEqualTo(UNIT * published);
                }
            }
        }
        // the solver takes the kept table back when the size it wants is the same, else keeps a new one
        ExactHandOver.Keeper keeper = new ExactHandOver.Keeper();
        Solver solver = Solver.builder().hashMegabytes(16).build();
        assertThat(solver.solve(OTHELLO, Ffo.number(1).state, Limit.none(), () -> false, keeper).score())
                .isEqualTo(Ffo.number(1).best());
        Object table = keeper.table(4);
        assertThat(table).isNotNull();
        assertThat(solver.solve(OTHELLO, Ffo.number(2).state, Limit.none(), () -> false, keeper).score())
                .isEqualTo(Ffo.number(2).best());
        assertThat(keeper.table(4)).isSameAs(table);
        assertThat(solver.solve(OTHELLO, Ffo.number(8).state, Limit.none(), () -> false, keeper).score())
                .isEqualTo(Ffo.number(8).best());
        assertThat(keeper.table(4)).isNull();
        assertThat(keeper.table(8)).isNotNull().isNotSameAs(table);
    }

    @Test
    void manyThreadsHandingOverWithTheirKeptTablesGetThePublishedScores() throws Exception {
        // level 10 solves from 16 empties: FFO #1-#8 and #13 (14 to 16 empties) twice over, from four
        // threads whose calls take the idle searches (and their exact tables) in turn
        ComputerPlayer p = ComputerPlayer.ofLevel(10);
        int[] numbers = {1, 2, 3, 4, 5, 6, 7, 8, 13};
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> futures = new ArrayList<>();
            for (int round = 0; round < 2; round++) {
                for (int number : numbers) {
                    futures.add(pool.submit(() -> {
                        Ffo f = Ffo.number(number);
                        GameRecord g = GameRecord.of(OTHELLO, f.state, List.of());
                        Analysis a = p.analyse(g, Limit.none(), 2);
                        MoveEvaluation best = a.moves().get(0);
                        Move chosen = p.choose(g, Limit.none());
                        return "FFO #" + number + ": " + best.isExact() + " " + (int) best.score().discs() + " "
                                + f.scores.get(chosen);
                    }));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                Ffo f = Ffo.number(numbers[i % numbers.length]);
                assertThat(futures.get(i).get(300, TimeUnit.SECONDS))
                        .isEqualTo("FFO #" + f.number + ": true " + f.best() + " " + f.best());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The {@code search} lines of a served session, as NBoard reads them: move, eval, depth. */
    private static List<String[]> searchLines(String output) {
        List<String[]> out = new ArrayList<>();
        for (String line : output.split("\n")) {
            if (line.startsWith("search ")) {
                out.add(line.split(" "));
            }
        }
        return out;
    }

    @Test
    void nboardHintNAnswersTheNBestMovesEachWithItsExactScore() throws Exception {
        long seed = 31;
        for (GameRecord g : games(seed, 6, 9)) {
            GameState s = g.replay().finalState();
            Map<Move, Integer> oracle = bruteScores(s);
            StringBuilder script = new StringBuilder("nboard 2\nset depth 6\n");
            for (Move m : g.moves()) {
                script.append("move ").append(m.isPass() ? "PA" : m.toString().toUpperCase(Locale.ROOT)).append('\n');
            }
            // no ping between them: a ping stops the search before it (the protocol's stop)
            script.append("hint 3\nhint 0\nhint 99999999999999999999\nquit\n");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            EngineServer.nboard("Computer", ComputerPlayer.ofLevel(6), 6)
                    .serve(new ByteArrayInputStream(script.toString().getBytes(StandardCharsets.UTF_8)), out);
            String text = out.toString(StandardCharsets.UTF_8);
            String at = "seed " + seed + ", " + g + ":\n" + text;
            String[] parts = text.split("status Computer is waiting\n", -1);
            int[] counts = {Math.min(3, oracle.size()), 1, oracle.size()};
            for (int k = 0; k < 3; k++) {
                List<String[]> lines = searchLines(parts[k]);
                assertThat(lines).as(at).hasSize(counts[k]);
                List<Integer> got = new ArrayList<>();
                for (String[] w : lines) {
                    List<Move> pv = nboardLine(w[1]);
                    Move m = pv.get(0);
                    assertThat(Double.parseDouble(w[2])).as(at).isEqualTo((double) oracle.get(m));
                    // the line to the end of the game, each move legal, ends with the score given
                    assertThat((double) replayToTheEnd(s, pv, at)).as(at).isEqualTo(Double.parseDouble(w[2]));
                    assertThat(w[3]).isEqualTo("0");
                    assertThat(w[4]).as(at).isEqualTo("100%");
                    got.add(oracle.get(m));
                }
                assertThat(got).as(at).isEqualTo(top(oracle, counts[k]));
            }
        }
    }

    @Test
    void aPingStopsTheComputerPlayersSearchAndItsBestMoveSoFarComesFirst() throws Exception {
        // level 20 from an opening with no time: minutes of search, stopped by the ping after it
        GameRecord opening = GameRecord.parse("othello: f5 d6 c3 d3 c4");
        StringBuilder script = new StringBuilder("nboard 2\nset depth 20\n");
        for (Move m : opening.moves()) {
            script.append("move ").append(m.toString().toUpperCase(Locale.ROOT)).append('\n');
        }
        script.append("go\nping 1\nhint 2\nping 2\nquit\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<?> f = pool.submit(() -> {
                EngineServer.nboard("Computer", ComputerPlayer.ofLevel(20), 20)
                        .serve(new ByteArrayInputStream(script.toString().getBytes(StandardCharsets.UTF_8)), out);
                return null;
            });
            f.get(120, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).containsSubsequence("=== ", "pong 1", "search ", "pong 2");
        GameState at = opening.replay().finalState();
        String move = text.substring(text.indexOf("=== ") + 4).lines().findFirst().orElseThrow().strip();
        assertThat(OTHELLO.isLegal(at, Move.parse(move.toLowerCase(Locale.ROOT)))).as(text).isTrue();
        assertThat(searchLines(text)).as(text).hasSize(2);
    }
}
