package io.github.reversi4j.solver.internal;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.internal.bitboard.Bitboards;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.eval.internal.Evaluator;
import io.github.reversi4j.solver.SolveIncompleteException;
import io.github.reversi4j.solver.Solver;
import io.github.reversi4j.solver.internal.exact.ExactHandOver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The midgame search of standard 8x8 Othello for the library's players: iterative deepening of a
 * principal-variation (alpha-beta, null-window) search with the pattern evaluation at its horizon and
 * a transposition table, stopped by a depth, a node budget, a deadline or a cancellation flag, and
 * handing over to the exact solver once few empty squares are left.
 *
 * <p>Scores are margins of the side to move in units of 1/{@link Evaluator#UNIT} disc; a position
 * whose game ends inside the search scores its exact final margin. One instance searches one position
 * at a time ({@code search} and {@code analyse} are synchronized) and keeps its table between
 * searches; use one instance per thread for parallel games. The exact solver runs on the calling
 * thread, as the rest of the search does: no thread is started, and the cancellation flag, the
 * deadline, the node budget and an interruption of the calling thread stop it as they stop the
 * midgame part. The exact solver's table (at most {@code min(hashMegabytes, 64)} MB) is kept from one
 * hand-over to the next and cleared by the solver each time, so a hand-over allocates no table when
 * the size it wants is the last one's; the search is the same as with a new table.
 */
public final class MidgameSearch {

    /** The deepest search asked for is cut to the empty squares left; deeper asks are the same. */
    public static final int MAX_DEPTH = 60;
    /** The square of a result whose side to move must pass. */
    public static final int PASS = -1;
    /** The square of a result of a finished game. */
    public static final int NONE = -2;

    private static final int INF = 1 << 20;
    private static final int UNIT = Evaluator.UNIT;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;
    private static final int CHECK = 1 << 12;
    private static final int LINE_ENTRIES = 1 << 14;

    private final Evaluator eval;
    private final long[] slots;
    /**
     * The exact entries alone (the nodes whose value fell inside their window, on the principal
     * variations), in a small table of their own that the many bound entries of the big one do not
     * overwrite: where the lines are read from.
     */
    private final long[] lines = new long[3 * LINE_ENTRIES];
    /** The exact solver's table, kept from one hand-over to the next (cleared by the solver when it takes it). */
    private final ExactHandOver.Keeper exactTable = new ExactHandOver.Keeper();
    private final int mask;
    private final int hashMegabytes;
    private final long[][] childP = new long[2 * MAX_DEPTH + 8][40];
    private final long[][] childO = new long[2 * MAX_DEPTH + 8][40];
    private final int[][] childSq = new int[2 * MAX_DEPTH + 8][40];
    private final int[][] childKey = new int[2 * MAX_DEPTH + 8][40];

    private long nodes;
    private long nextCheck;
    private long maxNodes;
    private long deadline;
    private BooleanSupplier cancelled;

    /** Thrown through the search when it must stop. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super("stopped", null, false, false);
        }
    }

    private static final Stop STOP = new Stop();

    /** The exact solver's searches on the calling thread. */
    private static final ExactHandOver.Searches EXACT_SEARCHES = ExactHandOver.searches(Solver.class);

    /**
     * Creates a search with its own table.
     *
     * @param hashMegabytes the table's size, 1 to 4096
     * @throws IllegalArgumentException when the size is out of range
     * @throws io.github.reversi4j.eval.internal.Evaluator.BadWeightsException when the evaluation's weights are
     *     corrupt (the callers read {@code PatternEvaluation.standard()} first, which reports them in the API's type)
     */
    public MidgameSearch(int hashMegabytes) {
        if (hashMegabytes < 1 || hashMegabytes > 4096) {
            throw new IllegalArgumentException("hash megabytes must be in 1..4096: " + hashMegabytes);
        }
        this.hashMegabytes = hashMegabytes;
        this.eval = Evaluator.standard();
        long entries = (long) hashMegabytes * (1 << 20) / 24;
        int pow = 1;
        while ((long) pow * 2 <= entries && pow < (1 << 26)) {
            pow *= 2;
        }
        long[] table = null;
        while (table == null) {
            try {
                table = new long[pow * 3];
            } catch (OutOfMemoryError e) {
                if (pow <= 1024) {
                    throw e;
                }
                pow /= 2; // a heap too small for the size asked: a smaller table, as the exact solver does
            }
        }
        slots = table;
        mask = pow - 1;
    }

    /**
     * What a search found.
     *
     * @param square the best square (bit {@code 8r + c}), {@link #PASS} or {@link #NONE}
     * @param score the score of the side to move in units of 1/{@link Evaluator#UNIT} disc (exact
     *     margins times the unit when {@code exact})
     * @param depth the depth of the last search completed (the empties for an exact score)
     * @param nodes the positions visited
     * @param exact whether the score is the exact value of the position
     * @param complete whether the search reached the depth asked for (false: stopped by a budget, a
     *     deadline or a cancellation, the result being that of the last depth completed)
     * @param pv the principal variation: the move, then the line the search expects after it, each move
     *     legal in turn (passes written as such); to the end of the game, a line of perfect play, when
     *     {@code exact}; else at most {@code depth} placements, as the table held them (shorter where it
     *     lost them); empty for a finished game
     */
    public record Result(int square, int score, int depth, long nodes, boolean exact, boolean complete,
            List<Move> pv) {

        /**
         * Checks and copies the values.
         *
         * @param square the square
         * @param score the score
         * @param depth the depth
         * @param nodes the nodes
         * @param exact whether exact
         * @param complete whether complete
         * @param pv the principal variation, starting with the move
         */
        public Result {
            pv = List.copyOf(pv);
            if (square == NONE ? !pv.isEmpty() : pv.isEmpty() || !pv.get(0).equals(moveOf(square))) {
                throw new IllegalArgumentException("the principal variation " + pv + " does not start with " + square);
            }
        }

        /**
         * Returns this result with another node count and completeness.
         *
         * @param newNodes the nodes
         * @param newComplete whether complete
         * @return the result
         */
        Result with(long newNodes, boolean newComplete) {
            return new Result(square, score, depth, newNodes, exact, newComplete, pv);
        }

        /**
         * Returns the best move as a move of the core.
         *
         * @return a placement, or a pass; empty for a finished game
         */
        public Optional<Move> move() {
            return square == NONE ? Optional.empty() : Optional.of(moveOf(square));
        }

        /**
         * Returns the score in discs.
         *
         * @return the score divided by the unit
         */
        public double discs() {
            return (double) score / UNIT;
        }
    }

    /**
     * Searches a standard 8x8 position.
     *
     * @param state the position (8x8, no supplies, no extension; the standard rules)
     * @param maxDepth the deepest iteration, 1 or more (cut to the empties left)
     * @param exactEmpties with at most this many empty squares the exact solver decides (0: never)
     * @param maxNodes the most positions to visit (about), 1 or more
     * @param maxTime the most time to take, or null for no limit
     * @param cancelled polled during the search: true stops it, and the last depth completed is returned
     * @return the result
     * @throws IllegalArgumentException when the position is not a standard 8x8 one or an argument is out
     *     of range
     */
    public Result search(GameState state, int maxDepth, int exactEmpties, long maxNodes, Duration maxTime,
            BooleanSupplier cancelled) {
        long[] sides = sides(state);
        return search(sides[0], sides[1], maxDepth, exactEmpties, maxNodes, deadline(maxTime), cancelled);
    }

    /** The discs of the side to move and of the other side of a standard 8x8 position. */
    private static long[] sides(GameState state) {
        Objects.requireNonNull(state, "state");
        if (!state.board().geometry().equals(Geometry.STANDARD) || state.hasSupplies() || state.extension().isPresent()) {
            throw new IllegalArgumentException("the midgame search covers standard 8x8 Othello only: " + state);
        }
        return Evaluator.sides(state);
    }

    private static long deadline(Duration maxTime) {
        if (maxTime == null) {
            return Long.MAX_VALUE;
        }
        long nanos = maxTime.isNegative() ? 0 : maxTime.compareTo(Duration.ofDays(1)) > 0 ? Duration.ofDays(1).toNanos()
                : maxTime.toNanos();
        return System.nanoTime() + nanos;
    }

    /**
     * Searches a position given as bitboards.
     *
     * @param player the discs of the side to move
     * @param opponent the opponent's discs (no square in both)
     * @param maxDepth the deepest iteration, 1 or more (cut to the empties left)
     * @param exactEmpties with at most this many empty squares the exact solver decides (0: never)
     * @param maxNodes the most positions to visit (about), 1 or more
     * @param deadlineNanos the {@link System#nanoTime()} to stop at, or {@link Long#MAX_VALUE}
     * @param cancelled polled during the search: true stops it
     * @return the result
     * @throws IllegalArgumentException when an argument is out of range
     */
    public synchronized Result search(long player, long opponent, int maxDepth, int exactEmpties, long maxNodes,
            long deadlineNanos, BooleanSupplier cancelled) {
        begin(player, opponent, maxDepth, exactEmpties, maxNodes, deadlineNanos, cancelled);
        int empties = Long.bitCount(~(player | opponent));
        long moves = Bitboards.legalMoves(player, opponent);
        if (moves == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return new Result(NONE, UNIT * finalScore(player, opponent), 0, 0, true, true, List.of());
            }
            return passed(search(opponent, player, maxDepth, exactEmpties, maxNodes, deadlineNanos, cancelled));
        }
        int depthLimit = Math.min(Math.min(maxDepth, MAX_DEPTH), empties);
        Result best = null;
        int guessSquare = Long.numberOfTrailingZeros(moves);
        try {
            int firstDepth = empties <= exactEmpties ? Math.min(depthLimit, 4) : depthLimit;
            for (int d = 1; d <= firstDepth; d++) {
                int v = root(player, opponent, d, empties);
                int x = rootMove;
                long f = Bitboards.flips(player, opponent, x);
                List<Move> pv = line(x, opponent ^ f, player ^ f ^ (1L << x), -v, d - 1, d >= empties);
                best = new Result(x, v, d, nodes, d >= empties, d == depthLimit, pv);
                if (d >= empties) {
                    return best;
                }
            }
        } catch (Stop e) {
            return best != null ? best.with(nodes, false)
                    : new Result(guessSquare, 0, 0, nodes, false, false, List.of(moveOf(guessSquare)));
        }
        if (empties <= exactEmpties) {
            Result exact = solveExactly(player, opponent);
            if (exact != null) {
                return exact;
            }
            return new Result(best.square(), best.score(), best.depth(), nodes, false, false, best.pv());
        }
        return best;
    }

    /** Checks a search's arguments and starts its counters. */
    private void begin(long player, long opponent, int maxDepth, int exactEmpties, long maxNodes, long deadlineNanos,
            BooleanSupplier cancelled) {
        if ((player & opponent) != 0) {
            throw new IllegalArgumentException("a square held by both sides");
        }
        if (maxDepth < 1) {
            throw new IllegalArgumentException("depth must be 1 or more: " + maxDepth);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("nodes must be 1 or more: " + maxNodes);
        }
        if (exactEmpties < 0) {
            throw new IllegalArgumentException("exact empties must be 0 or more: " + exactEmpties);
        }
        Objects.requireNonNull(cancelled, "cancelled");
        this.nodes = 0;
        this.nextCheck = CHECK;
        this.maxNodes = maxNodes;
        this.deadline = deadlineNanos;
        this.cancelled = cancelled;
    }

    /** The position of two bitboards, black to move. */
    private static GameState state(long player, long opponent) {
        Board b = Board.empty(Geometry.STANDARD);
        for (int x = 0; x < 64; x++) {
            if ((player & (1L << x)) != 0) {
                b = b.with(Square.of(x & 7, x >>> 3), Color.BLACK);
            } else if ((opponent & (1L << x)) != 0) {
                b = b.with(Square.of(x & 7, x >>> 3), Color.WHITE);
            }
        }
        return GameState.of(b, Color.BLACK);
    }

    /** What the exact solver may spend: the nodes and time left; empty when nothing is left or the flag is raised. */
    private Optional<Limit> exactLimit() {
        long left = maxNodes - nodes;
        if (left < 1 || cancelled.getAsBoolean()) {
            return Optional.empty();
        }
        Limit limit = Limit.nodes(Math.min(Limit.MAX_NODES, left));
        if (deadline != Long.MAX_VALUE) {
            long nanos = deadline - System.nanoTime();
            if (nanos < 1_000_000L) {
                return Optional.empty(); // a Limit's least time is a millisecond
            }
            limit = limit.withTime(Duration.ofNanos(nanos));
        }
        return Optional.of(limit);
    }

    private int exactMegabytes() {
        return Math.min(hashMegabytes, 64);
    }

    /** The exact solver's result, or null when it was stopped. */
    private Result solveExactly(long player, long opponent) {
        Optional<Limit> limit = exactLimit();
        if (limit.isEmpty()) {
            return null;
        }
        try {
            ExactHandOver.Solved sol = EXACT_SEARCHES.solve(state(player, opponent), exactMegabytes(), limit.get(),
                    cancelled, exactTable);
            nodes += sol.nodes();
            int sq = sol.bestMove().flatMap(Move::square).map(q -> q.row() * 8 + q.column()).orElse(PASS);
            return new Result(sq, sol.score() * UNIT, Long.bitCount(~(player | opponent)), nodes, true, true,
                    sol.pv());
        } catch (SolveIncompleteException e) {
            nodes += e.nodes();
            return null;
        }
    }

    /** The exact scores of the best moves, best first, or null when the solver was stopped. */
    private List<Result> analyseExactly(long player, long opponent, int count) {
        if (count == 1) {
            Result r = solveExactly(player, opponent);
            return r == null ? null : List.of(r);
        }
        Optional<Limit> limit = exactLimit();
        if (limit.isEmpty()) {
            return null;
        }
        try {
            Analysis a = EXACT_SEARCHES.analyse(state(player, opponent), exactMegabytes(), limit.get(), cancelled,
                    count, exactTable);
            nodes += a.nodes().orElse(0);
            int empties = Long.bitCount(~(player | opponent));
            List<Result> out = new ArrayList<>();
            for (MoveEvaluation e : a.moves().subList(0, Math.min(count, a.moves().size()))) {
                int sq = e.move().square().map(q -> q.row() * 8 + q.column()).orElse(PASS);
                out.add(new Result(sq, (int) Math.round(e.score().discs()) * UNIT, empties, nodes, true, true,
                        e.pv()));
            }
            return withNodes(out, nodes, true);
        } catch (SolveIncompleteException e) {
            nodes += e.nodes();
            return null;
        }
    }

    /**
     * Scores the best moves of a standard 8x8 position, as {@link #search(GameState, int, int, long, Duration,
     * BooleanSupplier)} scores the best one: each of them with its own score, by the same iterative
     * deepening (a move is searched in full only when it may be among the best), the exact solver's
     * scores of every move once few empty squares are left.
     *
     * @param state the position (8x8, no supplies, no extension; the standard rules)
     * @param count how many moves to score, 1 or more (the legal moves, if fewer)
     * @param maxDepth the deepest iteration, 1 or more (cut to the empties left)
     * @param exactEmpties with at most this many empty squares the exact solver decides (0: never)
     * @param maxNodes the most positions to visit (about), 1 or more
     * @param maxTime the most time to take, or null for no limit
     * @param cancelled polled during the search: true stops it, and the last depth completed is returned
     * @return the best moves, best first, at most {@code count}: a pass alone when the side to move must
     *     pass, none when the game is over; each result's node count is the whole search's
     * @throws IllegalArgumentException when the position is not a standard 8x8 one or an argument is out
     *     of range
     */
    public List<Result> analyse(GameState state, int count, int maxDepth, int exactEmpties, long maxNodes,
            Duration maxTime, BooleanSupplier cancelled) {
        long[] sides = sides(state);
        return analyse(sides[0], sides[1], count, maxDepth, exactEmpties, maxNodes, deadline(maxTime), cancelled);
    }

    /**
     * Scores the best moves of a position given as bitboards; see {@link #analyse(GameState, int, int, int, long,
     * Duration, BooleanSupplier)}.
     *
     * @param player the discs of the side to move
     * @param opponent the opponent's discs (no square in both)
     * @param count how many moves to score, 1 or more
     * @param maxDepth the deepest iteration, 1 or more (cut to the empties left)
     * @param exactEmpties with at most this many empty squares the exact solver decides (0: never)
     * @param maxNodes the most positions to visit (about), 1 or more
     * @param deadlineNanos the {@link System#nanoTime()} to stop at, or {@link Long#MAX_VALUE}
     * @param cancelled polled during the search: true stops it
     * @return the best moves, best first
     * @throws IllegalArgumentException when an argument is out of range
     */
    public synchronized List<Result> analyse(long player, long opponent, int count, int maxDepth, int exactEmpties,
            long maxNodes, long deadlineNanos, BooleanSupplier cancelled) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be 1 or more: " + count);
        }
        begin(player, opponent, maxDepth, exactEmpties, maxNodes, deadlineNanos, cancelled);
        long moves = Bitboards.legalMoves(player, opponent);
        if (moves == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return List.of();
            }
            return List.of(passed(search(opponent, player, maxDepth, exactEmpties, maxNodes, deadlineNanos,
                    cancelled)));
        }
        int empties = Long.bitCount(~(player | opponent));
        int n = Long.bitCount(moves);
        int want = Math.min(count, n);
        long[] cp = new long[n];
        long[] co = new long[n];
        int[] sq = new int[n];
        int[] value = new int[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(player, opponent, x);
            cp[i] = opponent ^ f;
            co[i] = player ^ f ^ (1L << x);
            sq[i] = x;
            value[i] = -evaluate(cp[i], co[i]); // the first order: the evaluation of each move
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(value[b], value[a]));
        int depthLimit = Math.min(Math.min(maxDepth, MAX_DEPTH), empties);
        int firstDepth = empties <= exactEmpties ? Math.min(depthLimit, 4) : depthLimit;
        List<Result> best = null;
        try {
            for (int d = 1; d <= firstDepth; d++) {
                best = scoreMoves(cp, co, sq, value, order, want, d, empties, d == depthLimit);
                if (d >= empties) {
                    return best;
                }
            }
        } catch (Stop e) {
            if (best == null) {
                // not one depth completed: the evaluation of each move, as the first order has it
                best = new ArrayList<>();
                for (int i = 0; i < want; i++) {
                    best.add(new Result(sq[order[i]], -evaluate(cp[order[i]], co[order[i]]), 0, nodes, false, false,
                            List.of(moveOf(sq[order[i]]))));
                }
            }
            return withNodes(best, nodes, false);
        }
        if (empties <= exactEmpties) {
            List<Result> exact = analyseExactly(player, opponent, want);
            if (exact != null) {
                return exact;
            }
            return withNodes(best, nodes, false);
        }
        return best;
    }

    /**
     * Scores the moves of the root at a depth: in the order of the previous depth, each in full while
     * fewer than {@code want} are scored, then first against the {@code want}-th best score (null window)
     * and in full only when above it. Leaves the next order in {@code order}; returns the best moves.
     */
    private List<Result> scoreMoves(long[] cp, long[] co, int[] sq, int[] value, Integer[] order, int want, int depth,
            int empties, boolean last) {
        int n = cp.length;
        int[] known = new int[want]; // the best scores so far, in descending order
        int count = 0;
        boolean[] full = new boolean[n];
        for (int k = 0; k < n; k++) {
            int i = order[k];
            int v;
            if (count < want) {
                v = -pvs(cp[i], co[i], -INF, INF, depth - 1, empties - 1, 1, true);
            } else {
                int t = known[want - 1];
                v = -pvs(cp[i], co[i], -t - 1, -t, depth - 1, empties - 1, 1, false);
                if (v > t) {
                    v = -pvs(cp[i], co[i], -INF, -t, depth - 1, empties - 1, 1, true);
                }
            }
            value[i] = v;
            if (count < want || v > known[want - 1]) {
                full[i] = true;
                int j = Math.min(count, want - 1);
                while (j > 0 && known[j - 1] < v) {
                    known[j] = known[j - 1];
                    j--;
                }
                known[j] = v;
                count = Math.min(count + 1, want);
            }
        }
        Arrays.sort(order, (a, b) -> Integer.compare(value[b], value[a]));
        List<Result> out = new ArrayList<>(want);
        boolean exact = depth >= empties;
        for (int k = 0; k < n && out.size() < want; k++) {
            int i = order[k];
            if (full[i]) {
                List<Move> pv = line(sq[i], cp[i], co[i], -value[i], depth - 1, exact);
                out.add(new Result(sq[i], value[i], depth, nodes, exact, last, pv));
            }
        }
        return withNodes(out, nodes, last);
    }

    private static List<Result> withNodes(List<Result> results, long nodes, boolean complete) {
        List<Result> out = new ArrayList<>(results.size());
        for (Result r : results) {
            out.add(r.with(nodes, complete && r.complete()));
        }
        return List.copyOf(out);
    }

    /** The result of a position whose side to move must pass: the pass, then the opponent's line. */
    private static Result passed(Result r) {
        List<Move> pv = new ArrayList<>();
        pv.add(Move.pass());
        pv.addAll(r.pv());
        return new Result(PASS, -r.score(), r.depth(), r.nodes(), r.exact(), r.complete(), pv);
    }

    /** The move of a square, {@link #PASS} a pass. */
    private static Move moveOf(int square) {
        return square == PASS ? Move.pass() : Move.place(Square.of(square & 7, square >>> 3));
    }

    // ---- principal variations --------------------------------------------------------------------

    /**
     * The principal variation of a root move: the move, then from the position after it (whose value,
     * of its side to move, the search found to be {@code value} at {@code plies} plies) the line that
     * keeps the value, each move checked (see {@link #extend}).
     */
    private List<Move> line(int square, long p, long o, int value, int plies, boolean exact) {
        List<Move> pv = new ArrayList<>();
        pv.add(moveOf(square));
        extend(pv, p, o, value, exact ? Long.bitCount(~(p | o)) : plies);
        return pv;
    }

    /**
     * Adds to a line, from a position whose value at {@code plies} plies is {@code value}, the moves that
     * keep it: at each position the first move, the table's best first, whose position has the value's
     * opposite at one ply less, checked by a search of the narrowest window around it (answered by the
     * table for the move the search itself played), then the line from it; a pass where the side to move
     * has no move. It ends at the depth (where the evaluation gave the value), at the end of the game, or
     * where no move keeps the value (a search that saw other values through its table) or the budget runs
     * out; so every move is legal in turn and the line's end has the value found.
     */
    private void extend(List<Move> pv, long p, long o, int value, int plies) {
        int start = pv.size();
        int v = value;
        int left = plies;
        try {
            while (left > 0) {
                long moves = Bitboards.legalMoves(p, o);
                if (moves == 0) {
                    // the side to move passes: the other side's moves, its value
                    long mover = o;
                    o = p;
                    p = mover;
                    v = -v;
                    moves = Bitboards.legalMoves(p, o);
                    if (moves == 0) {
                        break; // neither side has a move: the end of the game
                    }
                    pv.add(Move.pass());
                }
                int first = lineMove(p, o);
                long others = moves;
                int found = -1;
                if (first <= 63 && (moves & (1L << first)) != 0) {
                    others &= ~(1L << first);
                    if (keeps(p, o, first, v, left)) {
                        found = first;
                    }
                }
                while (found < 0 && others != 0) {
                    int x = Long.numberOfTrailingZeros(others);
                    others &= others - 1;
                    if (keeps(p, o, x, v, left)) {
                        found = x;
                    }
                }
                if (found < 0) {
                    break; // no move keeps the value: the line ends
                }
                pv.add(moveOf(found));
                long f = Bitboards.flips(p, o, found);
                long np = o ^ f;
                o = p ^ f ^ (1L << found);
                p = np;
                v = -v;
                left--;
            }
        } catch (Stop e) {
            // the budget ran out: the line so far
        }
        while (pv.size() > start && pv.get(pv.size() - 1).isPass()) {
            pv.remove(pv.size() - 1); // a pass with nothing after it says nothing
        }
    }

    /**
     * Whether a move of a position of value {@code v} at {@code plies} plies keeps it: the position after
     * it has the value {@code -v} at one ply less.
     */
    private boolean keeps(long p, long o, int x, int v, int plies) {
        long f = Bitboards.flips(p, o, x);
        int n = Long.bitCount(~(p | o)) - 1;
        return -pvs(o ^ f, p ^ f ^ (1L << x), -v - 1, -v + 1, plies - 1, n, 1, false) == v;
    }

    /** Forgets every position of the table. */
    public synchronized void clear() {
        Arrays.fill(slots, 0);
        Arrays.fill(lines, 0);
    }

    // ---- the search ------------------------------------------------------------------------------

    private int rootMove;

    private static int finalScore(long p, long o) {
        int d = Long.bitCount(p) - Long.bitCount(o);
        int e = Long.bitCount(~(p | o));
        return d > 0 ? d + e : d < 0 ? d - e : 0;
    }

    private void count() {
        if (++nodes >= nextCheck) {
            nextCheck = nodes + CHECK;
            if (nodes >= maxNodes || (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0)
                    || cancelled.getAsBoolean()) {
                throw STOP;
            }
        }
    }

    private int root(long p, long o, int depth, int empties) {
        int v = pvs(p, o, -INF, INF, depth, empties, 0, true);
        return v;
    }

    private static long hash(long p, long o) {
        long h = p * 0x9E3779B97F4A7C15L + Long.rotateLeft(o * 0xC2B2AE3D27D4EB4FL, 31);
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 32);
    }

    private long probe(long p, long o, int i) {
        return probe(slots, p, o, i);
    }

    private static long probe(long[] table, long p, long o, int i) {
        int k = i * 3;
        long d = table[k + 2];
        if (d != 0 && (table[k] ^ d) == p && (table[k + 1] ^ d) == o) {
            return d;
        }
        return 0;
    }

    private static void store(long[] table, long p, long o, int i, int score, int depth, int type, int move) {
        long d = ((long) (score + 32768) & 0xFFFF) | ((long) depth << 16) | ((long) type << 24) | ((long) (move & 0x7F) << 26)
                | (1L << 40);
        int k = i * 3;
        table[k] = p ^ d;
        table[k + 1] = o ^ d;
        table[k + 2] = d;
    }

    /** The best move of a position for its line: its last exact entry's, else its entry's; 127 for none. */
    private int lineMove(long p, long o) {
        long h = hash(p, o);
        long d = probe(lines, p, o, (int) (h & (LINE_ENTRIES - 1)));
        if (d == 0) {
            d = probe(p, o, (int) (h & mask));
        }
        return d == 0 ? 127 : entryMove(d);
    }

    private static int entryScore(long d) {
        return (int) (d & 0xFFFF) - 32768;
    }

    private static int entryDepth(long d) {
        return (int) ((d >>> 16) & 0xFF);
    }

    private static int entryType(long d) {
        return (int) ((d >>> 24) & 3);
    }

    private static int entryMove(long d) {
        return (int) ((d >>> 26) & 0x7F);
    }

    private int evaluate(long p, long o) {
        int v = eval.evaluate(p, o);
        int lim = 64 * UNIT - 1;
        return v > lim ? lim : v < -lim ? -lim : v;
    }

    /** A principal-variation search of a node, fail-soft; ply 0 is the root, whose best move is kept. */
    private int pvs(long p, long o, int alpha, int beta, int depth, int empties, int ply, boolean pv) {
        count();
        if (empties == 0) {
            return UNIT * finalScore(p, o);
        }
        long moves = Bitboards.legalMoves(p, o);
        if (moves == 0) {
            if (Bitboards.legalMoves(o, p) == 0) {
                return UNIT * finalScore(p, o);
            }
            return -pvs(o, p, -beta, -alpha, depth, empties, ply + 1, pv);
        }
        if (depth == 0) {
            return evaluate(p, o);
        }
        long h = hash(p, o);
        int slot = (int) (h & mask);
        long d = probe(p, o, slot);
        int ttMove = 127;
        if (d != 0) {
            ttMove = entryMove(d);
            if (ply > 0 && entryDepth(d) >= depth) {
                int s = entryScore(d);
                int t = entryType(d);
                if (t == EXACT || (t == LOWER && s >= beta) || (t == UPPER && s <= alpha)) {
                    return s;
                }
            }
        }
        int n = order(p, o, moves, depth, ply, ttMove);
        long[] cp = childP[ply];
        long[] co = childO[ply];
        int[] cs = childSq[ply];
        int best = -INF;
        int bestMove = cs[0];
        int a = alpha;
        for (int i = 0; i < n; i++) {
            int v;
            if (i == 0) {
                v = -pvs(cp[i], co[i], -beta, -a, depth - 1, empties - 1, ply + 1, pv);
            } else {
                v = -pvs(cp[i], co[i], -a - 1, -a, depth - 1, empties - 1, ply + 1, false);
                if (v > a && v < beta) {
                    v = -pvs(cp[i], co[i], -beta, -v, depth - 1, empties - 1, ply + 1, pv);
                }
            }
            if (v > best) {
                best = v;
                bestMove = cs[i];
                if (v > a) {
                    a = v;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        int type = best >= beta ? LOWER : best > alpha ? EXACT : UPPER;
        store(slots, p, o, slot, best, depth, type, bestMove);
        if (type == EXACT) {
            store(lines, p, o, (int) (h & (LINE_ENTRIES - 1)), best, depth, type, bestMove);
        }
        if (ply == 0) {
            rootMove = bestMove;
        }
        return best;
    }

    /** Fills the children of a node best first; returns their count. */
    private int order(long p, long o, long moves, int depth, int ply, int ttMove) {
        long[] cp = childP[ply];
        long[] co = childO[ply];
        int[] cs = childSq[ply];
        int[] ck = childKey[ply];
        int n = 0;
        while (moves != 0) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, x);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int key;
            if (x == ttMove) {
                key = Integer.MIN_VALUE;
            } else if (depth >= 3) {
                // the opponent's view of the child: lower is better for the side to move
                key = evaluate(np, no) + 2 * UNIT * Long.bitCount(Bitboards.legalMoves(np, no));
            } else {
                key = Long.bitCount(Bitboards.legalMoves(np, no));
            }
            int i = n++;
            while (i > 0 && ck[i - 1] > key) {
                cp[i] = cp[i - 1];
                co[i] = co[i - 1];
                cs[i] = cs[i - 1];
                ck[i] = ck[i - 1];
                i--;
            }
            cp[i] = np;
            co[i] = no;
            cs[i] = x;
            ck[i] = key;
        }
        return n;
    }
}
