package io.github.reversi4j.solver;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.engine.Score;
import io.github.reversi4j.engine.SearchDepth;
import io.github.reversi4j.solver.internal.exact.ExactHandOver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;

/**
 * An exact endgame solver: the score of a position under perfect play, a best move, a principal
 * variation, every move's exact score with its line of perfect play, a win/loss/draw verdict, or a
 * bound from a search inside a window, each within a {@link Limit} (the engines' limit: nodes, time,
 * and a depth that an exact search must not need to exceed), synchronously or in the background.
 *
 * <pre>{@code
 * Solver solver = Solver.builder().hashMegabytes(64).threads(2).build();
 * GameState state = GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
 * Solution s = solver.solve(StandardRules.othello(), state);
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
 * <p>A position does not carry its rules: every call takes the {@link Rules} of its game (an
 * anti-Othello position solved as Othello would get a wrong score).
 *
 * <p>Every search stops early, with a {@link SolveIncompleteException} and never a wrong score, when
 * it reaches its limit's nodes or time, when a limit's depth is below what the search needs (the
 * empty squares), and when it is cancelled: a synchronous call when its thread is interrupted (so
 * {@code Future.cancel(true)} of a task that calls it stops it), {@link #solveAsync} when its future
 * is cancelled.
 *
 * <p>A solver is an immutable configuration, thread-safe: each call allocates its own table and
 * threads, and releases them when it returns. The table is sized to the position, at most
 * {@link #hashMegabytes()}, at most half the heap that is free when the call starts (a heap too small
 * for the size asked gives a smaller table, never an {@link OutOfMemoryError}), and at most a
 * megabyte per millisecond of the limit's time, so that allocating it fits in the time.
 */
public final class Solver {

    /** The default hash size in megabytes. */
    public static final int DEFAULT_HASH_MEGABYTES = 64;
    /** The largest hash size in megabytes. */
    public static final int MAX_HASH_MEGABYTES = 1 << 14;
    /** The most threads. */
    public static final int MAX_THREADS = 256;

    private static final Solver DEFAULT = new Solver(DEFAULT_HASH_MEGABYTES, 1, Tuning.ALL);

    static {
        ExactHandOver.install(new ExactHandOver.Searches() {
            @Override
            public ExactHandOver.Solved solve(GameState state, int megabytes, Limit limit, BooleanSupplier stop,
                    ExactHandOver.Keeper keeper) {
                Solution s = builder().hashMegabytes(megabytes).build().solve(StandardRules.othello(), state, limit, stop,
                        keeper);
                return new ExactHandOver.Solved(s.bestMove(), s.score(), s.principalVariation(), s.nodes());
            }

            @Override
            public Analysis analyse(GameState state, int megabytes, Limit limit, BooleanSupplier stop, int lines,
                    ExactHandOver.Keeper keeper) {
                return builder().hashMegabytes(megabytes).build().analyse(StandardRules.othello(), state, limit, stop,
                        lines, keeper);
            }
        });
    }

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

    /**
     * Builds a {@link Solver}: the one way to configure one.
     * {@code Solver.builder().hashMegabytes(256).threads(2).build()}. Not thread-safe; the solver it
     * builds is.
     */
    public static final class Builder {
        private int hashMegabytes = DEFAULT_HASH_MEGABYTES;
        private int threads = 1;

        private Builder() {
        }

        /**
         * Sets the largest transposition table, in megabytes. A search takes less when the heap has
         * less to give: at most half the heap free when it starts. Beside it, each thread of a search
         * on the bitboard path keeps a table of its own of 2 MB for the positions nearest the end of
         * the game (none when the shared table is not larger).
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
            return new Solver(hashMegabytes, threads, Tuning.ALL);
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
     * Solves a position under a rule set, with no limit.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @return the exact solution
     * @throws SolveIncompleteException if the calling thread is interrupted (reason
     *     {@link SolveIncompleteException.Reason#CANCELLED CANCELLED})
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Solution solve(Rules rules, GameState state) {
        return solve(rules, state, Limit.none());
    }

    /**
     * Solves a position under a rule set within a limit.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param limit the most the search may spend: nodes, time, and a depth at least the state's
     *     empty squares
     * @return the exact solution
     * @throws SolveIncompleteException if the limit was reached first, or the calling thread was interrupted
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Solution solve(Rules rules, GameState state, Limit limit) {
        Control control = start(rules, state, limit).ownedBy(Thread.currentThread());
        return run(rules, state, control);
    }

    /**
     * Solves on the calling thread as {@link #solve(Rules, GameState, Limit)} does, also cancelled when
     * a flag is raised (polled as the nodes are counted): the exact hand-over of the midgame search,
     * through {@code ExactHandOver}, whose keeper gives the table when it has the size wanted and keeps
     * the one allocated otherwise.
     */
    Solution solve(Rules rules, GameState state, Limit limit, BooleanSupplier stop, ExactHandOver.Keeper keeper) {
        Objects.requireNonNull(stop, "stop");
        Objects.requireNonNull(keeper, "keeper");
        Control control = start(rules, state, limit).ownedBy(Thread.currentThread()).stoppedWhen(stop);
        try {
            if (FastPath.applies(rules, state)) {
                return fast(rules, state, control, keeper);
            }
            return generic(rules, state, control);
        } catch (Control.Stop e) {
            throw incomplete(control);
        }
    }

    /**
     * Analyses on the calling thread as {@link #analyse(Rules, GameState, Limit)} does, also cancelled by a
     * flag; the {@code lines} best moves come with their principal variation to the end of the game, the
     * others with the move alone.
     */
    Analysis analyse(Rules rules, GameState state, Limit limit, BooleanSupplier stop, int lines,
            ExactHandOver.Keeper keeper) {
        Objects.requireNonNull(stop, "stop");
        Objects.requireNonNull(keeper, "keeper");
        return analyse(rules, state, start(rules, state, limit).ownedBy(Thread.currentThread()).stoppedWhen(stop),
                lines, keeper);
    }

    /**
     * Starts solving a position in the background, on an executor of the caller's choice. Cancelling
     * the future stops the search.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param limit the most the search may spend, as {@link #solve(Rules, GameState, Limit)}
     * @param executor where the search runs (its extra threads, when the solver has more than one, are
     *     its own)
     * @return the running search, cancellable
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     * @throws java.util.concurrent.RejectedExecutionException if the executor refuses the task
     */
    public SolveFuture solveAsync(Rules rules, GameState state, Limit limit, Executor executor) {
        Objects.requireNonNull(executor, "executor");
        check(rules, state);
        Objects.requireNonNull(limit, "limit");
        Control control = Control.of(limit);
        control.root(state.board().empties().size(), 0, 0);
        SolveFuture future = new SolveFuture(control);
        executor.execute(() -> {
            if (future.isDone()) {
                return;
            }
            try {
                checkDepth(state, limit, control);
                future.complete(run(rules, state, control));
            } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
            }
        });
        return future;
    }

    /** Checks the arguments, and the limit's depth, and starts the control. */
    private static Control start(Rules rules, GameState state, Limit limit) {
        check(rules, state);
        Objects.requireNonNull(limit, "limit");
        Control control = Control.of(limit);
        checkDepth(state, limit, control);
        return control;
    }

    /** Refuses a limit whose depth is below the empty squares, which an exact search goes through. */
    private static void checkDepth(GameState state, Limit limit, Control control) {
        int empties = state.board().empties().size();
        if (limit.depth().isPresent() && limit.depth().getAsInt() < empties) {
            throw new SolveIncompleteException(SolveIncompleteException.Reason.DEPTH_LIMIT, 0, elapsed(control));
        }
    }

    private Solution run(Rules rules, GameState state, Control control) {
        try {
            if (FastPath.applies(rules, state)) {
                return fast(rules, state, control);
            }
            return generic(rules, state, control);
        } catch (Control.Stop e) {
            throw incomplete(control);
        }
    }

    private static SolveIncompleteException incomplete(Control control) {
        SolveIncompleteException.Reason reason = control.stopped();
        return new SolveIncompleteException(reason == null ? SolveIncompleteException.Reason.CANCELLED : reason,
                control.nodes(), elapsed(control));
    }

    private Solution fast(Rules rules, GameState state, Control control) {
        return fast(rules, state, control, null);
    }

    private Solution fast(Rules rules, GameState state, Control control, ExactHandOver.Keeper keeper) {
        FastPath fp = new FastPath(rules, state, table(state, control, keeper), control, tuning, threads);
        try {
            int n = fp.squares();
            int v = fp.solve(-n - 1, n + 1);
            List<Move> pv = fp.principalVariation(v);
            Outcome.TwoPlayer outcome = checkLine(rules, state, pv, v);
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
     * Scores every legal move of a position under a rule set within a limit: the engines'
     * {@link Analysis}, each {@link MoveEvaluation} exact (its {@link SearchDepth} the empty squares
     * after the move, {@link SearchDepth#exact()} true; its score the move's exact score in the rule
     * set's own scoring, as {@link Solution#score()}), best first; the node count is the search's,
     * the lines' included. The order is the order of the values the search maximises (the margin, then
     * win over draw over loss under a tie rule), so the first move is the one {@link #solve} plays.
     *
     * <p>Every move comes with its principal variation, a line of perfect play to the end of the game:
     * the move, then for each side in turn a move that keeps the move's exact score (a pass where the
     * side to move has none), up to the position where neither side can move. Replayed with
     * {@link Rules#play}, every move of it is legal in turn and its final position's outcome gives the
     * move's score: the side to move's official score minus the opponent's (and, under a tie rule, the
     * move's verdict). Where several moves keep the score, the line takes one of them, as
     * {@link Solution#principalVariation()} does. The scores are never bounds: a search whose limit
     * stops it before every score and line is found throws, as {@link #solve} does.
     *
     * <pre>{@code
     * Rules rules = StandardRules.othello();
     * GameState ffo1 = GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
     * MoveEvaluation best = Solver.of().analyse(rules, ffo1, Limit.none()).moves().get(0);
     * System.out.println(best.move() + " " + best.score());   // g8 +18.0
     * GameState end = ffo1;
     * for (Move m : best.pv()) {                                // perfect play to the end
     *     end = rules.play(end, m);
     * }
     * System.out.println(rules.isTerminal(end));                // true, Black ahead by 18
     * }</pre>
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param limit the most the search may spend, as {@link #solve(Rules, GameState, Limit)}; the
     *     lines count in it
     * @return the moves with their exact scores and lines, best first; none when the game is over, a
     *     pass alone when the side to move must pass
     * @throws SolveIncompleteException if the limit was reached first, or the calling thread was interrupted
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Analysis analyse(Rules rules, GameState state, Limit limit) {
        return analyse(rules, state, start(rules, state, limit).ownedBy(Thread.currentThread()), Integer.MAX_VALUE,
                null);
    }

    /**
     * The analysis; the first {@code lines} moves of the bitboard search with their principal variation;
     * the table from the keeper, if any.
     */
    private Analysis analyse(Rules rules, GameState state, Control control, int lines, ExactHandOver.Keeper keeper) {
        try {
            List<MoveScore> scores = new ArrayList<>();
            Map<Move, List<Move>> variations = new HashMap<>();
            if (FastPath.applies(rules, state) && !rules.legalMoves(state).equals(List.of(Move.pass()))) {
                FastPath fp = new FastPath(rules, state, table(state, control, keeper), control, tuning, threads);
                try {
                    int[] squares = fp.legalSquares();
                    int[] values = fp.scoreMoves(squares);
                    Map<Move, Integer> square = new HashMap<>();
                    for (int i = 0; i < squares.length; i++) {
                        scores.add(MoveScore.of(fp.move(squares[i]), values[i]));
                        square.put(fp.move(squares[i]), squares[i]);
                    }
                    scores.sort(Comparator.comparing(MoveScore::verdict)
                            .thenComparing(MoveScore::score, Comparator.reverseOrder()));
                    for (MoveScore ms : scores.subList(0, Math.min(Math.max(0, lines), scores.size()))) {
                        List<Move> pv = fp.line(square.get(ms.move()), ms.score());
                        checkLine(rules, state, pv, ms.score());
                        variations.put(ms.move(), pv);
                    }
                } finally {
                    fp.close();
                }
            } else {
                // best first by the value the search maximises (margin under the rules' own scoring, then
                // win over draw over loss), so that the first move is the one solve() plays in every rule
                // set; sorting by the raw disc difference would put the worst loss first where fewer discs win
                // (each move's solve gives its line: the move, then the solution's perfect play)
                Color me = state.toMove();
                Map<MoveScore, Long> value = new HashMap<>();
                Map<Move, List<Move>> after = new HashMap<>();
                for (Move m : rules.legalMoves(state)) {
                    Solution s = run(rules, rules.play(state, m), control);
                    Outcome.TwoPlayer o = GenericPath.twoPlayer(s.outcome());
                    MoveScore ms = MoveScore.of(m, o.score(me) - o.score(me.opponent()), Verdict.of(o, me));
                    scores.add(ms);
                    value.put(ms, GenericPath.value(o, me));
                    List<Move> pv = new ArrayList<>(1 + s.principalVariation().size());
                    pv.add(m);
                    pv.addAll(s.principalVariation());
                    after.put(m, pv);
                }
                scores.sort(Comparator.comparing((MoveScore ms) -> value.get(ms), Comparator.reverseOrder()));
                for (MoveScore ms : scores.subList(0, Math.min(Math.max(0, lines), scores.size()))) {
                    variations.put(ms.move(), after.get(ms.move()));
                }
            }
            int after = Math.min(Limit.MAX_DEPTH, Math.max(0, state.board().empties().size() - 1));
            List<MoveEvaluation> moves = new ArrayList<>(scores.size());
            for (MoveScore ms : scores) {
                int plies = ms.move().isPass() ? Math.min(Limit.MAX_DEPTH, state.board().empties().size()) : after;
                moves.add(new MoveEvaluation(ms.move(), Score.of(ms.score()), new SearchDepth(plies, 100, true),
                        variations.getOrDefault(ms.move(), List.of(ms.move())), OptionalLong.empty()));
            }
            return new Analysis(moves, OptionalLong.of(control.nodes()));
        } catch (Control.Stop e) {
            throw incomplete(control);
        }
    }

    // ---- verdict and window --------------------------------------------------------------------

    /**
     * Tells who wins a position under perfect play under a rule set, its tie rule applied; faster than
     * {@link #solve}, for it searches only the window around a draw.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param limit the most the search may spend, as {@link #solve(Rules, GameState, Limit)}
     * @return the verdict of the side to move
     * @throws SolveIncompleteException if the limit was reached first, or the calling thread was interrupted
     * @throws IllegalArgumentException if the rule set has not two players or the state is not on its board
     */
    public Verdict verdict(Rules rules, GameState state, Limit limit) {
        Control control = start(rules, state, limit).ownedBy(Thread.currentThread());
        try {
            if (FastPath.applies(rules, state)) {
                FastPath fp = new FastPath(rules, state, table(state, control), control, tuning, threads);
                try {
                    return Verdict.ofScore(fp.solve(-1, 1));
                } finally {
                    fp.close();
                }
            }
            GenericPath gp = new GenericPath(rules, control, hashMegabytes);
            try {
                long v = gp.search(state, -1, 1);
                return v > 0 ? Verdict.WIN : v < 0 ? Verdict.LOSS : Verdict.DRAW;
            } finally {
                gp.flush();
            }
        } catch (Control.Stop e) {
            throw incomplete(control);
        }
    }

    /**
     * Searches a position inside a window of scores under a rule set: the exact score when it lies
     * strictly between the bounds, otherwise a bound, which a narrow window finds faster than the
     * exact score: {@code within(rules, state, 0, 1, Limit.none())} answers {@code >=+1} when the side
     * to move wins, and otherwise a score of at most 0. The generic search of rule sets other than the
     * standard ones solves exactly and reports the score against the window.
     *
     * @param rules the rule set of the game, two players
     * @param state a position of a game under it
     * @param lower the window's lower end, excluded
     * @param upper the window's upper end, excluded, above lower
     * @param limit the most the search may spend, as {@link #solve(Rules, GameState, Limit)}
     * @return the exact score inside the window, or a bound outside
     * @throws SolveIncompleteException if the limit was reached first, or the calling thread was interrupted
     * @throws IllegalArgumentException if upper is not above lower, the rule set has not two players or
     *         the state is not on its board
     */
    public Bound within(Rules rules, GameState state, int lower, int upper, Limit limit) {
        if (upper <= lower) {
            throw new IllegalArgumentException("empty window: (" + lower + ", " + upper + ")");
        }
        Control control = start(rules, state, limit).ownedBy(Thread.currentThread());
        int v;
        if (FastPath.applies(rules, state)) {
            try {
                FastPath fp = new FastPath(rules, state, table(state, control), control, tuning, threads);
                try {
                    int n = fp.squares();
                    v = fp.solve(Math.max(lower, -n - 1), Math.min(upper, n + 1));
                } finally {
                    fp.close();
                }
            } catch (Control.Stop e) {
                throw incomplete(control);
            }
        } else {
            v = run(rules, state, control).score();
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

    private static void check(Rules rules, GameState state) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(state, "state");
        if (!rules.geometry().equals(state.board().geometry())) {
            throw new IllegalArgumentException("the state's board is " + state.board().geometry() + ", the rule set's "
                    + rules.geometry());
        }
        if (rules.players() != 2) {
            throw new IllegalArgumentException("the solver solves two-player games; " + rules.id() + " has "
                    + rules.players() + " player(s)");
        }
    }

    /**
     * Allocates the table of a search: sized to the position, at most the hash size, half the heap
     * free now and a megabyte per millisecond of the time left; a smaller one if the heap still
     * refuses. The time spent allocating counts: the limit is checked once the table is there.
     */
    private Table table(GameState state, Control control) {
        return table(state, control, null);
    }

    /**
     * The table of a search, as {@link #table(GameState, Control)} sizes it: the keeper's, cleared, when
     * it was asked with the same size (a cleared table is as a new one: the search is the same, node for
     * node); otherwise a new one, which the keeper keeps in place of its own.
     */
    private Table table(GameState state, Control control, ExactHandOver.Keeper keeper) {
        int megabytes = tableMegabytes(hashMegabytes, state.board().empties().size(), Table.affordableMegabytes(),
                control.nanosLeft());
        Table table;
        if (keeper != null && keeper.table(megabytes) instanceof Table) {
            table = (Table) keeper.table(megabytes);
            table.clear();
        } else {
            if (keeper != null) {
                keeper.keep(null, 0); // the old table may go before the new one is allocated
            }
            table = Table.allocate(megabytes);
            if (keeper != null) {
                keeper.keep(table, megabytes);
            }
        }
        control.check();
        return table;
    }

    /**
     * The size of a search's table: a megabyte at 12 empty squares or fewer, doubling with each empty
     * square above, at most the hash size, the megabytes affordable and a megabyte per millisecond left.
     */
    static int tableMegabytes(int hashMegabytes, int empties, long affordable, long nanosLeft) {
        long megabytes = Math.min(hashMegabytes, 1L << Math.min(20, Math.max(0, empties - 12)));
        megabytes = Math.min(megabytes, affordable);
        megabytes = Math.min(megabytes, nanosLeft / 1_000_000);
        return (int) Math.max(1, megabytes);
    }

    /** Replays a principal variation to the end of the game, which must give the score found; its outcome. */
    private static Outcome.TwoPlayer checkLine(Rules rules, GameState state, List<Move> pv, int score) {
        GameState end = replay(rules, state, pv);
        Outcome.TwoPlayer outcome = GenericPath.twoPlayer(rules.outcome(end));
        Color me = state.toMove();
        if (outcome.score(me) - outcome.score(me.opponent()) != score) {
            throw new IllegalStateException("the principal variation " + pv + " ends in " + outcome + ", not " + score);
        }
        return outcome;
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
