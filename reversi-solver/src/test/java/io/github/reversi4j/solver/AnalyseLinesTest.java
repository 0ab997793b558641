package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Solver#analyse}'s lines: every scored move's principal variation is perfect play to the end
 * of the game. The oracles are outside the solver: a plain minimax written here (no pruning, no
 * bitboards, a memo of the positions it has valued) that values every position along each line, and
 * the FFO problems' published move scores.
 */
class AnalyseLinesTest {

    private static final StandardRules OTHELLO = StandardRules.othello();

    /**
     * Plain minimax over the rules: the outcome of perfect play, each side preferring the larger margin
     * under the rules' own scoring, then a win to a draw to a loss ({@link BruteForce#better}).
     */
    private static final class Minimax {
        private final Rules rules;
        private final Map<GameState, Outcome> memo = new HashMap<>();

        Minimax(Rules rules) {
            this.rules = rules;
        }

        Outcome best(GameState s) {
            Outcome known = memo.get(s);
            if (known != null) {
                return known;
            }
            Outcome best = null;
            if (rules.isTerminal(s)) {
                best = rules.outcome(s);
            } else {
                for (Move m : rules.legalMoves(s)) {
                    Outcome o = best(rules.play(s, m));
                    if (best == null || BruteForce.better(o, best, s.toMove())) {
                        best = o;
                    }
                }
            }
            memo.put(s, best);
            return best;
        }

        /** The score of perfect play from a position, of a color: its official score minus the opponent's. */
        int score(GameState s, Color color) {
            return BruteForce.score(best(s), color);
        }
    }

    /** Seeded random play from the start until a number of empty squares; null if the game ended first. */
    private static GameState randomPosition(Rules rules, SplittableRandom random, int empties) {
        GameState s = rules.initialState();
        while (!rules.isTerminal(s) && s.board().empties().size() > empties) {
            List<Move> moves = rules.legalMoves(s);
            s = rules.play(s, moves.get(random.nextInt(moves.size())));
        }
        return rules.isTerminal(s) ? null : s;
    }

    /**
     * Replays a line from a position, checking with minimax that each position along it keeps the
     * outcome of perfect play that the move's score and verdict give (so every move of it is a best
     * move), and that it ends the game with that score; returns the final position.
     */
    private static GameState replayPerfect(Rules rules, Minimax minimax, GameState s, MoveEvaluation e, String at) {
        Color me = s.toMove();
        int score = (int) e.score().discs();
        assertThat(e.pv()).as(at).isNotEmpty();
        assertThat(e.pv().get(0)).as(at).isEqualTo(e.move());
        Outcome want = minimax.best(rules.play(s, e.move()));
        assertThat(BruteForce.score(want, me)).as("%s: the move's score", at).isEqualTo(score);
        GameState t = s;
        for (int i = 0; i < e.pv().size(); i++) {
            Move m = e.pv().get(i);
            assertThat(rules.isTerminal(t)).as("%s: the game is over before move %d of %s", at, i + 1, e.pv()).isFalse();
            assertThat(rules.isLegal(t, m)).as("%s: move %d (%s) of %s", at, i + 1, m, e.pv()).isTrue();
            t = rules.play(t, m);
            Outcome now = minimax.best(t);
            assertThat(BruteForce.better(now, want, me) || BruteForce.better(want, now, me))
                    .as("%s: perfect play after move %d (%s) of %s reaches %s, not %s", at, i + 1, m, e.pv(), now, want)
                    .isFalse();
            assertThat(BruteForce.score(now, me)).as("%s: the score after move %d (%s) of %s", at, i + 1, m, e.pv())
                    .isEqualTo(score);
        }
        assertThat(rules.isTerminal(t)).as("%s: %s ends the game", at, e.pv()).isTrue();
        assertThat(BruteForce.score(rules.outcome(t), me)).as("%s: the final margin of %s", at, e.pv()).isEqualTo(score);
        assertThat(Verdict.of(rules.outcome(t), me)).as("%s: the final verdict of %s", at, e.pv())
                .isEqualTo(Verdict.of(want, me));
        return t;
    }

    @Test
    void everyLineOfSmallPositionsIsPerfectPlayToTheMovesScore() {
        long seed = 20261128L;
        SplittableRandom random = new SplittableRandom(seed);
        Solver solver = Solver.of();
        int positions = 0;
        int passes = 0;
        int lines = 0;
        while (positions < 30) {
            int empties = 8 + positions % 3;
            GameState s = randomPosition(OTHELLO, random, empties);
            if (s == null) {
                continue;
            }
            positions++;
            Minimax minimax = new Minimax(OTHELLO);
            Analysis a = solver.analyse(OTHELLO, s, Limit.none());
            assertThat(a.moves()).hasSize(OTHELLO.legalMoves(s).size());
            for (MoveEvaluation e : a.moves()) {
                String at = "seed " + seed + ", position " + positions + " " + s + ", " + e;
                int oracle = minimax.score(OTHELLO.play(s, e.move()), s.toMove());
                assertThat(e.score().discs()).as(at).isEqualTo((double) oracle);
                assertThat(e.isExact()).as(at).isTrue();
                replayPerfect(OTHELLO, minimax, s, e, at);
                passes += e.pv().subList(1, e.pv().size()).contains(Move.pass()) ? 1 : 0;
                lines++;
            }
        }
        assertThat(lines).isGreaterThan(100);
        assertThat(passes).as("lines with a pass inside").isPositive();
    }

    @Test
    void aForcedPassComesWithTheLineAfterIt() {
        // White to move has no move; Black has: the one evaluation is the pass, then Black's perfect play
        GameState s = GameState.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O");
        Analysis a = Solver.of().analyse(OTHELLO, s, Limit.none());
        assertThat(a.moves()).hasSize(1);
        MoveEvaluation e = a.moves().get(0);
        assertThat(e.move()).isEqualTo(Move.pass());
        assertThat(e.pv().size()).isGreaterThan(1);
        replayPerfect(OTHELLO, new Minimax(OTHELLO), s, e, s.toString());
        // a search of a random position where the side to move must pass, through a pass inside
        SplittableRandom random = new SplittableRandom(7);
        int found = 0;
        while (found < 3) {
            GameState t = randomPosition(OTHELLO, random, 9);
            if (t == null || !OTHELLO.legalMoves(t).equals(List.of(Move.pass()))) {
                continue;
            }
            found++;
            MoveEvaluation only = Solver.of().analyse(OTHELLO, t, Limit.none()).moves().get(0);
            replayPerfect(OTHELLO, new Minimax(OTHELLO), t, only, "seed 7, " + t);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"anti-othello(size=4x4)", "reversi-ravensburger(size=4x4,supply=6)",
        "reversi-ravensburger(size=4x4,supply=8,tie=second-player)", "othello(size=4x4,supply=5,tie=last-disc)",
        "othello(size=4x4,scoring=discs)", "othello(size=4x6)", "othello(size=6x6)"})
    void theGenericSearchsLinesArePerfectPlayToo(String id) {
        // the rule sets of the generic search, and the standard rules on small boards; under a tie rule the
        // line also ends in the move's verdict
        Rules rules = RuleSets.of(id);
        long seed = id.hashCode();
        SplittableRandom random = new SplittableRandom(seed);
        Solver solver = Solver.of();
        int checked = 0;
        while (checked < 6) {
            GameState s = randomPosition(rules, random, Math.min(9, rules.geometry().size() - 5 - checked % 3));
            if (s == null) {
                continue;
            }
            checked++;
            Minimax minimax = new Minimax(rules);
            Analysis a = solver.analyse(rules, s, Limit.none());
            assertThat(a.moves()).hasSize(rules.legalMoves(s).size());
            for (MoveEvaluation e : a.moves()) {
                replayPerfect(rules, minimax, s, e, "seed " + seed + " " + s + " under " + id + ": " + e);
            }
        }
    }

    @Test
    void theFirstFfoProblemsLinesReachTheirPublishedScores() {
        // FFO #1-#3 (14 empties): every move's line, replayed by the rules, ends the game with the file's score
        for (int threads = 1; threads <= 2; threads++) {
            Solver solver = Solver.builder().threads(threads).build();
            for (int n = 1; n <= 3; n++) {
                Ffo f = Ffo.number(n);
                Analysis a = solver.analyse(OTHELLO, f.state, Limit.none());
                assertThat(a.moves()).hasSize(f.scores.size());
                for (MoveEvaluation e : a.moves()) {
                    String at = "FFO #" + n + ", threads " + threads + ": " + e;
                    int published = f.scores.get(e.move());
                    assertThat(e.score().discs()).as(at).isEqualTo((double) published);
                    assertThat(e.pv().get(0)).as(at).isEqualTo(e.move());
                    GameState t = f.state;
                    for (Move m : e.pv()) {
                        assertThat(OTHELLO.isLegal(t, m)).as(at + " " + m).isTrue();
                        t = OTHELLO.play(t, m);
                    }
                    assertThat(OTHELLO.isTerminal(t)).as(at).isTrue();
                    assertThat(BruteForce.score(OTHELLO.outcome(t), f.state.toMove())).as(at).isEqualTo(published);
                }
            }
        }
    }

    @Test
    void theLinesCountInTheLimit() {
        // the node count of the whole analysis on one thread, lines included: a budget of it gives the
        // analysis, one well below it none at all (never scores without their lines); a depth below the
        // empty squares is refused before any search
        GameState s = Ffo.number(1).state;
        Analysis full = Solver.of().analyse(OTHELLO, s, Limit.none());
        long nodes = full.nodes().orElseThrow();
        long scoresOnly = Solver.of().analyse(OTHELLO, s, Limit.none(), () -> false, 0,
                new io.github.reversi4j.solver.internal.exact.ExactHandOver.Keeper()).nodes().orElseThrow();
        assertThat(scoresOnly).isLessThan(nodes);
        assertThat(Solver.of().analyse(OTHELLO, s, Limit.nodes(nodes)).moves()).isEqualTo(full.moves());
        assertThatThrownBy(() -> Solver.of().analyse(OTHELLO, s, Limit.nodes(nodes / 2)))
                .isInstanceOf(SolveIncompleteException.class)
                .extracting(e -> ((SolveIncompleteException) e).reason())
                .isEqualTo(SolveIncompleteException.Reason.NODE_LIMIT);
        assertThatThrownBy(() -> Solver.of().analyse(OTHELLO, s, Limit.nodes(Limit.MAX_NODES).withDepth(13)))
                .isInstanceOf(SolveIncompleteException.class)
                .extracting(e -> ((SolveIncompleteException) e).reason())
                .isEqualTo(SolveIncompleteException.Reason.DEPTH_LIMIT);
    }

    @Test
    void anInterruptedAnalysisStopsWithoutAnswer() throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            Thread.currentThread().interrupt();
            try {
                Solver.of().analyse(OTHELLO, Ffo.number(20).state, Limit.none());
            } catch (RuntimeException e) {
                thrown.set(e);
            }
        });
        t.start();
        t.join();
        assertThat(thrown.get()).isInstanceOf(SolveIncompleteException.class);
        assertThat(((SolveIncompleteException) thrown.get()).reason()).isEqualTo(SolveIncompleteException.Reason.CANCELLED);
    }
}
