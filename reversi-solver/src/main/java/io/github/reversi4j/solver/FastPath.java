package io.github.reversi4j.solver;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Scoring;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TieRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The solve of one position under the standard rules on bitboards: the root and the principal
 * variation. With more than one thread the other threads wait for null-window nodes to share their
 * moves ({@link Split}), each with its own search and the one table.
 */
final class FastPath {

    private final GameState state;
    private final Search.Layout layout;
    private final Search main;
    private final int symmetries;
    private final Rules rules;
    final long player;
    final long opponent;
    final int empties;
    private int bestSquare = Table.NO_MOVE;
    private final Workers workers;

    FastPath(Rules rules, GameState state, Table table, Control control, Tuning tuning, int threads) {
        this.state = state;
        this.rules = rules;
        this.symmetries = rules.symmetries().size();
        this.layout = Search.Layout.of(state.board().geometry());
        this.main = new Search(table, control, tuning, layout);
        if (threads > 1) {
            List<Search> helpers = new ArrayList<>();
            for (int i = 1; i < threads; i++) {
                helpers.add(main.fork());
            }
            workers = Workers.start(helpers);
            main.workers = workers;
        } else {
            workers = null;
        }
        long p = 0;
        long o = 0;
        Color me = state.toMove();
        Geometry g = state.board().geometry();
        for (Square sq : g.squares()) {
            var c = state.board().colorAt(sq);
            if (c.isPresent()) {
                long bit = 1L << layout.bit(sq.column(), sq.row());
                if (c.get() == me) {
                    p |= bit;
                } else {
                    o |= bit;
                }
            }
        }
        this.player = p;
        this.opponent = o;
        this.empties = Long.bitCount(~(p | o) & layout.mask());
    }

    /** Tells whether the standard rules' bitboard search solves a position under these rules exactly. */
    static boolean applies(Rules rules, GameState state) {
        if (!(rules instanceof StandardRules)) {
            return false;
        }
        StandardRules r = (StandardRules) rules;
        return r.supply().isEmpty() && r.blockedSquares().isEmpty() && r.placementRule().isEmpty() && r.tieRule() == TieRule.DRAW && r.scoring() == Scoring.EMPTIES_TO_WINNER
                && !state.hasSupplies() && state.extension().isEmpty() && r.geometry().size() <= 64
                && r.geometry().equals(state.board().geometry());
    }

    Move move(int bit) {
        return Move.place(Square.of(layout.column(bit), layout.row(bit)));
    }

    int bestSquare() {
        return bestSquare;
    }

    private void flushAll() {
        // the other threads record their nodes each time they leave a split
        main.flush();
    }

    void close() {
        if (workers != null) {
            workers.close();
        }
    }

    /** The value of the root in the window, exact inside it; the best square is kept. */
    int solve(int alpha, int beta) {
        try {
            main.orderingPasses(player, opponent, empties);
            return aspired(player, opponent, alpha, beta, empties, true);
        } finally {
            flushAll();
        }
    }

    /** The exact value of a position. */
    int exact(long p, long o, int n) {
        int s = main.squares;
        try {
            main.orderingPasses(p, o, n);
            return aspired(p, o, -s - 1, s + 1, n, false);
        } finally {
            flushAll();
        }
    }

    /**
     * The value of a position in the window (alpha, beta), exact inside it, as {@link #root} gives it:
     * after the selective pass (when it applies), first in a narrow window around the pass's value,
     * then, if the value falls outside, in the part of the window the first search left open.
     */
    private int aspired(long p, long o, int alpha, int beta, int n, boolean top) {
        if (!main.tuning.selective || main.eval == null || !main.tuning.table || n < Search.SEL_MIN) {
            return root(main, p, o, alpha, beta, n, top, top);
        }
        Table own = Table.allocate(Math.max(1, main.table.megabytes() / 2));
        int guess = main.selectivePass(p, o, n, own, SELECTIVE_CONFIDENCE);
        // exact scores are even (every square counts): the narrowest window holding the guess's
        // even neighbours, then one more narrow window beyond a failed one, then the rest
        int lo = (guess & 1) == 0 ? guess - 1 : guess - 2;
        int hi = (guess & 1) == 0 ? guess + 1 : guess + 2;
        int failures = 0;
        while (true) {
            int a = Math.max(alpha, lo);
            int b = Math.min(beta, hi);
            if (a >= b) {
                a = alpha;
                b = beta;
            }
            int v = root(main, p, o, a, b, n, top, top);
            if (v <= a && a > alpha) {
                // the value is at most v
                failures++;
                int e = (v & 1) == 0 ? v : v - 1;
                lo = failures >= 2 ? alpha : e - 1;
                hi = e + 1;
            } else if (v >= b && b < beta) {
                failures++;
                int e = (v & 1) == 0 ? v : v + 1;
                lo = e - 1;
                hi = failures >= 2 ? beta : e + 1;
            } else {
                return v;
            }
        }
    }

    /** The margin of the selective pass's probable cuts, in standard deviations times 16. */
    static final int SELECTIVE_CONFIDENCE = 24;

    /**
     * Searches a principal-variation node near the root: top for the root itself (its best square is
     * kept), report for the node whose moves the progress counts (the root, or the first node below
     * it with more than one move to search).
     */
    private int root(Search s, long p, long o, int alpha, int beta, int n, boolean top, boolean report) {
        if (n == 0) {
            return Search.finalScore(p, o, 0);
        }
        long moves = s.moves(p, o);
        if (moves == 0) {
            if (s.moves(o, p) == 0) {
                return Search.finalScore(p, o, n);
            }
            return -root(s, o, p, -beta, -alpha, n, false, report);
        }
        // the root, and the position after a root's single move: moves with symmetric results are
        // searched once
        int[] order = top || report ? distinct(s, p, o, s.orderedMoves(p, o, n)) : s.orderedMoves(p, o, n);
        if (report && order.length == 1 && n > 1) {
            // one move to search (a forced move, or the symmetric first moves of a start): count the
            // progress one level down
            int x = order[0];
            long f = s.flips(p, o, x);
            if (top) {
                bestSquare = x;
            }
            return -root(s, o ^ f, p ^ f ^ (1L << x), -beta, -alpha, n - 1, false, true);
        }
        if (report) {
            s.control.root(n, 0, order.length);
        }
        int best = -Integer.MAX_VALUE;
        int a = alpha;
        for (int i = 0; i < order.length; i++) {
            if (i == 1 && s.sharesPv(n)) {
                long[] fl = new long[order.length];
                for (int j = 0; j < order.length; j++) {
                    fl[j] = s.flips(p, o, order[j]);
                }
                int v = s.pvSplit(p, o, a, beta, n, order, fl, 1, order.length, 1, report ? order.length : 0);
                if (v > best) {
                    best = v;
                    if (top) {
                        bestSquare = s.splitMove();
                    }
                }
                if (report) {
                    s.control.root(n, order.length, order.length);
                }
                break;
            }
            int x = order[i];
            long f = s.flips(p, o, x);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int v;
            if (i == 0 || !s.tuning.nullWindow) {
                v = -s.alphaBeta(np, no, -beta, -a, n - 1);
            } else {
                v = -s.nullWindow(np, no, -a - 1, n - 1);
                if (v > a && v < beta) {
                    v = -s.alphaBeta(np, no, -beta, -v, n - 1);
                }
            }
            if (report) {
                s.control.root(n, i + 1, order.length);
            }
            if (v > best) {
                best = v;
                if (top) {
                    bestSquare = x;
                }
                if (v > a) {
                    a = v;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The moves less those whose next position is a symmetric image of an earlier one's (the four
     * first moves of a start position are one): they have the same value, so searching one is enough.
     * The colors given to the two sides are the same for every move, which is all the comparison
     * needs.
     */
    private int[] distinct(Search s, long p, long o, int[] order) {
        if (symmetries <= 1) {
            return order;
        }
        java.util.Set<GameState> seen = new java.util.HashSet<>();
        int[] out = new int[order.length];
        int k = 0;
        for (int x : order) {
            long f = s.flips(p, o, x);
            if (seen.add(rules.canonical(stateOf(o ^ f, p ^ f ^ (1L << x), state.toMove().opponent())))) {
                out[k++] = x;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /** The state of two bitboards of this layout, the side to move holding the first. */
    private GameState stateOf(long toMove, long other, Color side) {
        io.github.reversi4j.core.Board b = io.github.reversi4j.core.Board.empty(state.board().geometry());
        for (Square sq : state.board().geometry().squares()) {
            long bit = 1L << layout.bit(sq.column(), sq.row());
            if ((toMove & bit) != 0) {
                b = b.with(sq, side);
            } else if ((other & bit) != 0) {
                b = b.with(sq, side.opponent());
            }
        }
        return GameState.of(b, side);
    }

    /** A line of perfect play from the root, whose exact value is given. */
    List<Move> principalVariation(int value) {
        return principalVariation(player, opponent, empties, value);
    }

    /**
     * A root move followed by a line of perfect play after it: the move's principal variation, the
     * move's exact score (of the root's side to move) being given.
     */
    List<Move> line(int square, int score) {
        long f = main.flips(player, opponent, square);
        List<Move> pv = new ArrayList<>();
        pv.add(move(square));
        pv.addAll(principalVariation(opponent ^ f, player ^ f ^ (1L << square), empties - 1, -score));
        return pv;
    }

    /** A line of perfect play from a position of n empty squares whose exact value is given. */
    private List<Move> principalVariation(long fromPlayer, long fromOpponent, int fromEmpties, int value) {
        List<Move> pv = new ArrayList<>();
        long p = fromPlayer;
        long o = fromOpponent;
        int n = fromEmpties;
        int v = value;
        Search s = main;
        try {
            while (true) {
                long moves = s.moves(p, o);
                if (moves == 0) {
                    if (s.moves(o, p) == 0) {
                        return pv;
                    }
                    pv.add(Move.pass());
                    long t = p;
                    p = o;
                    o = t;
                    v = -v;
                    continue;
                }
                int[] order = s.orderedMoves(p, o, n);
                boolean found = false;
                for (int x : order) {
                    long f = s.flips(p, o, x);
                    long np = o ^ f;
                    long no = p ^ f ^ (1L << x);
                    if (-s.alphaBeta(np, no, -v - 1, -v + 1, n - 1) == v) {
                        pv.add(move(x));
                        p = np;
                        o = no;
                        n--;
                        v = -v;
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    throw new IllegalStateException("no move keeps the value " + v + " in " + state);
                }
            }
        } finally {
            s.flush();
        }
    }

    /** The exact score after each legal square of the root, in the order of the squares given. */
    int[] scoreMoves(int[] squares) {
        int[] out = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            int x = squares[i];
            long f = main.flips(player, opponent, x);
            long np = opponent ^ f;
            long no = player ^ f ^ (1L << x);
            out[i] = -exact(np, no, empties - 1);
            main.control.root(empties, i + 1, squares.length);
        }
        return out;
    }

    /** The legal squares of the root in the board's row-major order. */
    int[] legalSquares() {
        long m = main.moves(player, opponent);
        List<int[]> list = new ArrayList<>();
        while (m != 0) {
            int x = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            list.add(new int[] {layout.row(x), layout.column(x), x});
        }
        list.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i)[2];
        }
        return out;
    }

    boolean mustPass() {
        return main.moves(player, opponent) == 0 && main.moves(opponent, player) != 0;
    }

    int squares() {
        return main.squares;
    }
}
