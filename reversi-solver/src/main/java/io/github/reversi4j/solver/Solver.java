package io.github.reversi4j.solver;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * An exact endgame solver: the score of a position under perfect play, a best move, a principal
 * variation, every move's exact score, a win/loss/draw verdict, or a bound from a search inside a
 * window, synchronously or as a cancellable background task with a budget.
 *
 * <pre>{@code
 * Solver solver = Solver.builder().hashMegabytes(64).threads(2).build();
 * GameState state = GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
 * Solution s = solver.solve(state);
 * System.out.println(s.bestMoveScore());         // G8:+18
 * System.out.println(s.principalVariation());    // [g8, h7, ...]
 * }</pre>
 *
 * <p>Two searches stand behind it. Under the standard rules (any board of at most 64 squares, no
 * supply, draws drawn, the empty squares to the winner) a bitboard search with a transposition table,
 * null windows, enhanced transposition cutoffs, stability cutoffs, fastest-first and parity ordering,
 * ordering passes (shallow heuristic searches from the root that leave their best moves in the table
 * for the exact search to try first) and special code for the last four empty squares, whose nodes share their moves among the threads
 * once the first move is searched (young brothers wait). Under
 * every other two-player rule set (supplies and the give rule, the single-line variant, anti-Othello,
 * tie rules, komi, boards beyond 64 squares, user variants) a search through the {@link Rules}
 * interface alone, exact by construction and slower. The scores are the rule set's own: the side to
 * move's official score minus the opponent's at the end of perfect play.
 *
 * <p>A solver is an immutable configuration, thread-safe: each call allocates its own table (sized to
 * the position, at most {@link #hashMegabytes()}) and threads, and releases them when it returns.
 */
public final class Solver {

    /** The default hash size in megabytes. */
    public static final int DEFAULT_HASH_MEGABYTES = 64;
    /** The largest hash size in megabytes. */
    public static final int MAX_HASH_MEGABYTES = 1 << 14;
    /** The most threads. */
    public static final int MAX_THREADS = 256;

    private static final Solver DEFAULT = new Solver(DEFAULT_HASH_MEGABYTES, 1, Tuning.configured());

    private final int hashMegabytes;
    private final int threads;
    private final Tuning tuning;

    private Solver(int hashMegabytes, int threads, Tuning tuning) {
        this.hashMegabytes = hashMegabytes;
        this.threads = threads;
        this.tuning = tuning;
    }

    /**
     * Returns the solver with the defaults: {@value #DEFAULT_HASH_MEGABYTES} MB of hash, one thread.
     *
     * @return the solver
     */
    public static Solver of() {
        return DEFAULT;
    }

    /**
     * Returns a builder starting from the defaults.
     *
     * @return the builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link Solver}. Not thread-safe; the solver it builds is. */
    public static final class Builder {
        private int hashMegabytes = DEFAULT_HASH_MEGABYTES;
        private int threads = 1;

        private Builder() {
        }

        /**
         * Sets the largest transposition table, in megabytes.
         *
         * @param megabytes 1 to {@value Solver#MAX_HASH_MEGABYTES}
         * @return this builder
         * @throws IllegalArgumentException if out of range
         */
        public Builder hashMegabytes(int megabytes) {
            this.hashMegabytes = checkHash(megabytes);
            return this;
        }

        /**
         * Sets the number of threads a search uses.
         *
         * @param count 1 to {@value Solver#MAX_THREADS}
         * @return this builder
         * @throws IllegalArgumentException if out of range
         */
        public Builder threads(int count) {
            this.threads = checkThreads(count);
            return this;
        }

        /**
         * Returns the solver.
         *
         * @return the solver
         */
        public Solver build() {
            return new Solver(hashMegabytes, threads, Tuning.configured());
        }
    }

    private static int checkHash(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException("hash megabytes must be in 1.." + MAX_HASH_MEGABYTES + ": " + megabytes);
        }
        return megabytes;
    }

    private static int checkThreads(int count) {
        if (count < 1 || count > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be in 1.." + MAX_THREADS + ": " + count);
        }
        return count;
    }

    /**
     * Returns this solver with another hash size.
     *
     * @param megabytes 1 to {@value #MAX_HASH_MEGABYTES}
     * @return the solver
     * @throws IllegalArgumentException if out of range
     */
    public Solver withHashMegabytes(int megabytes) {
        return new Solver(checkHash(megabytes), threads, tuning);
    }

    /**
     * Returns this solver with another number of threads.
     *
     * @param count 1 to {@value #MAX_THREADS}
     * @return the solver
     * @throws IllegalArgumentException if out of range
     */
    public Solver withThreads(int count) {
        return new Solver(hashMegabytes, checkThreads(count), tuning);
    }

    /** This solver with techniques switched off, for the ablation measurements. */
    Solver withTuning(Tuning newTuning) {
        return new Solver(hashMegabytes, threads, newTuning);
    }

    /**
     * Returns the largest transposition table, in megabytes.
     *
     * @return the hash size
     */
    public int hashMegabytes() {
        return hashMegabytes;
    }

    /**
     * Returns the number of threads a search uses.
     *
     * @return the threads
     */
    public int threads() {
        return threads;
    }

    // ---- solve ---------------------------------------------------------------------------------

    /**
     * Solves a position under the standard Othello rules on its board.
     *
     * @param state the position
     * @return the exact solution
     */
    public Solution solve(GameState state) {
        return solve(standard(state), state, Budget.unlimited());
    }

    /**
     * Solves a position under a rule set.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @return the exact solution
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Solution solve(Rules rules, GameState state) {
        return solve(rules, state, Budget.unlimited());
    }

    /**
     * Solves a position under a rule set within a budget.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param budget the most the search may spend
     * @return the exact solution
     * @throws SolveIncompleteException if the budget was spent first
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Solution solve(Rules rules, GameState state, Budget budget) {
        check(rules, state);
        Objects.requireNonNull(budget, "budget");
        return run(rules, state, budget.control());
    }

    /**
     * Starts solving a position in the background.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param budget the most the search may spend
     * @return the running task
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public SolveTask solveAsync(Rules rules, GameState state, Budget budget) {
        check(rules, state);
        Objects.requireNonNull(budget, "budget");
        Control control = budget.control();
        control.root(state.board().emptyCount(), 0, 0);
        Executor executor = r -> {
            Thread t = new Thread(r, "reversi-solver-task");
            t.setDaemon(true);
            t.start();
        };
        return new SolveTask(control, CompletableFuture.supplyAsync(() -> run(rules, state, control), executor));
    }

    private Solution run(Rules rules, GameState state, Control control) {
        try {
            if (FastPath.applies(rules, state)) {
                return fast(rules, state, control);
            }
            return generic(rules, state, control);
        } catch (Control.Stop e) {
            SolveIncompleteException.Reason reason = control.stopped();
            throw new SolveIncompleteException(reason == null ? SolveIncompleteException.Reason.CANCELLED : reason,
                    control.nodes(), elapsed(control));
        }
    }

    private Solution fast(Rules rules, GameState state, Control control) {
        FastPath fp = new FastPath(rules, state, table(state), control, tuning, threads);
        try {
            int n = fp.squares();
            int v = fp.solve(-n - 1, n + 1);
            List<Move> pv = fp.principalVariation(v);
            GameState end = replay(rules, state, pv);
            Outcome.TwoPlayer outcome = GenericPath.twoPlayer(rules.outcome(end));
            Color me = state.toMove();
            if (outcome.score(me) - outcome.score(me.opponent()) != v) {
                throw new IllegalStateException("the principal variation ends in " + outcome + ", not " + v);
            }
            return new Solution(state, v, Verdict.ofScore(v), pv, outcome, control.nodes(), elapsed(control));
        } finally {
            fp.close();
        }
    }

    private Solution generic(Rules rules, GameState state, Control control) {
        GenericPath gp = new GenericPath(rules, control, hashMegabytes);
        try {
            long v = gp.exact(state);
            List<Move> pv = gp.principalVariation(state, v);
            Outcome.TwoPlayer outcome = GenericPath.twoPlayer(rules.outcome(gp.replay(state, pv)));
            Color me = state.toMove();
            return new Solution(state, outcome.score(me) - outcome.score(me.opponent()), Verdict.of(outcome, me), pv,
                    outcome, control.nodes(), elapsed(control));
        } finally {
            gp.flush();
        }
    }

    // ---- analyse -------------------------------------------------------------------------------

    /**
     * Scores every legal move of a position under the standard Othello rules on its board.
     *
     * @param state the position
     * @return the moves with their exact scores, best first
     */
    public Analysis analyse(GameState state) {
        return analyse(standard(state), state, Budget.unlimited());
    }

    /**
     * Scores every legal move of a position under a rule set.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @return the moves with their exact scores, best first
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Analysis analyse(Rules rules, GameState state) {
        return analyse(rules, state, Budget.unlimited());
    }

    /**
     * Scores every legal move of a position under a rule set within a budget.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param budget the most the search may spend
     * @return the moves with their exact scores, best first
     * @throws SolveIncompleteException if the budget was spent first
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Analysis analyse(Rules rules, GameState state, Budget budget) {
        check(rules, state);
        Control control = Objects.requireNonNull(budget, "budget").control();
        try {
            List<MoveScore> scores = new ArrayList<>();
            if (FastPath.applies(rules, state) && !rules.legalMoves(state).equals(List.of(Move.pass()))) {
                FastPath fp = new FastPath(rules, state, table(state), control, tuning, threads);
                try {
                    int[] squares = fp.legalSquares();
                    int[] values = fp.scoreMoves(squares);
                    for (int i = 0; i < squares.length; i++) {
                        scores.add(MoveScore.of(fp.move(squares[i]), values[i]));
                    }
                } finally {
                    fp.close();
                }
                scores.sort(Comparator.comparing(MoveScore::verdict)
                        .thenComparing(MoveScore::score, Comparator.reverseOrder()));
            } else {
                // best first by the value the search maximises (margin under the rules' own scoring, then
                // win over draw over loss), so that the first move is the one solve() plays in every rule
                // set; sorting by the raw disc difference would put the worst loss first where fewer discs win
                Color me = state.toMove();
                Map<MoveScore, Long> value = new HashMap<>();
                for (Move m : rules.legalMoves(state)) {
                    Solution s = run(rules, rules.play(state, m), control);
                    Outcome.TwoPlayer o = GenericPath.twoPlayer(s.outcome());
                    MoveScore ms = MoveScore.of(m, o.score(me) - o.score(me.opponent()), Verdict.of(o, me));
                    scores.add(ms);
                    value.put(ms, GenericPath.value(o, me));
                }
                scores.sort(Comparator.comparing((MoveScore ms) -> value.get(ms), Comparator.reverseOrder()));
            }
            return new Analysis(state, scores, control.nodes(), elapsed(control));
        } catch (Control.Stop e) {
            SolveIncompleteException.Reason reason = control.stopped();
            throw new SolveIncompleteException(reason == null ? SolveIncompleteException.Reason.CANCELLED : reason,
                    control.nodes(), elapsed(control));
        }
    }

    // ---- verdict and window --------------------------------------------------------------------

    /**
     * Tells who wins a position under perfect play, standard Othello rules on its board; faster than
     * {@link #solve(GameState)}, for it searches only the window around a draw.
     *
     * @param state the position
     * @return the verdict of the side to move
     */
    public Verdict verdict(GameState state) {
        return verdict(standard(state), state);
    }

    /**
     * Tells who wins a position under perfect play under a rule set, its tie rule applied.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @return the verdict of the side to move
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Verdict verdict(Rules rules, GameState state) {
        check(rules, state);
        Control control = Control.unlimited();
        if (FastPath.applies(rules, state)) {
            FastPath fp = new FastPath(rules, state, table(state), control, tuning, threads);
            try {
                return Verdict.ofScore(fp.solve(-1, 1));
            } finally {
                fp.close();
            }
        }
        GenericPath gp = new GenericPath(rules, control, hashMegabytes);
        long v = gp.search(state, -1, 1);
        return v > 0 ? Verdict.WIN : v < 0 ? Verdict.LOSS : Verdict.DRAW;
    }

    /**
     * Searches a position inside a window of scores, standard Othello rules on its board: the exact
     * score when it lies strictly between the bounds, otherwise a bound, which a narrow window finds
     * faster than the exact score: {@code within(state, 0, 1)} answers {@code >=+1} when the side to
     * move wins, and otherwise a score of at most 0.
     *
     * @param state the position
     * @param lower the window's lower end, excluded
     * @param upper the window's upper end, excluded, above lower
     * @return the bound
     * @throws IllegalArgumentException if upper is not above lower
     */
    public Bound within(GameState state, int lower, int upper) {
        return within(standard(state), state, lower, upper);
    }

    /**
     * Searches a position inside a window of scores under a rule set. The generic search of rule sets
     * other than the standard ones solves exactly and reports the score against the window.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param lower the window's lower end, excluded
     * @param upper the window's upper end, excluded, above lower
     * @return the exact score inside the window, or a bound outside
     * @throws IllegalArgumentException if upper is not above lower, the rule set has not two players or
     *         the state is not on its board
     */
    public Bound within(Rules rules, GameState state, int lower, int upper) {
        check(rules, state);
        if (upper <= lower) {
            throw new IllegalArgumentException("empty window: (" + lower + ", " + upper + ")");
        }
        int v;
        if (FastPath.applies(rules, state)) {
            FastPath fp = new FastPath(rules, state, table(state), Control.unlimited(), tuning, threads);
            try {
                int n = fp.squares();
                v = fp.solve(Math.max(lower, -n - 1), Math.min(upper, n + 1));
            } finally {
                fp.close();
            }
        } else {
            v = solve(rules, state).score();
        }
        if (v <= lower) {
            return Bound.of(v, Bound.Kind.AT_MOST);
        }
        if (v >= upper) {
            return Bound.of(v, Bound.Kind.AT_LEAST);
        }
        return Bound.of(v, Bound.Kind.EXACT);
    }

    // ---- helpers -------------------------------------------------------------------------------

    private static Rules standard(GameState state) {
        Objects.requireNonNull(state, "state");
        return StandardRules.othello().withGeometry(state.geometry());
    }

    private static void check(Rules rules, GameState state) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(state, "state");
        if (!rules.geometry().equals(state.geometry())) {
            throw new IllegalArgumentException("the state's board is " + state.geometry() + ", the rule set's "
                    + rules.geometry());
        }
        if (rules.players() != 2) {
            throw new IllegalArgumentException("the solver solves two-player games; " + rules.id() + " has "
                    + rules.players() + " player(s)");
        }
    }

    private Table table(GameState state) {
        int empties = state.board().emptyCount();
        int wanted = 1 << Math.min(20, Math.max(0, empties - 12));
        return new Table(Math.min(hashMegabytes, wanted));
    }

    private static GameState replay(Rules rules, GameState state, List<Move> moves) {
        GameState s = state;
        for (Move m : moves) {
            s = rules.play(s, m);
        }
        return s;
    }

    private static Duration elapsed(Control control) {
        return Duration.ofNanos(System.nanoTime() - control.startNanos());
    }

    /**
     * Returns e.g. {@code Solver[hash=64MB, threads=2]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "Solver[hash=" + hashMegabytes + "MB, threads=" + threads + "]";
    }
}
