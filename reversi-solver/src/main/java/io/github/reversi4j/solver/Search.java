package io.github.reversi4j.solver;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.internal.bitboard.Bitboards;
import io.github.reversi4j.eval.internal.Evaluator;

/**
 * The bitboard search of the standard rules, for one thread: negamax with alpha-beta over exact
 * final scores (the side to move's discs minus the opponent's, the empty squares to the winner).
 *
 * <p>A board of at most 8 columns and 8 rows sits in the corner of an 8x8 bitboard (square
 * {@code (c, r)} is bit {@code 8r + c}); the bits outside it are never discs nor empty, so the 8x8
 * kernels of the core generate its moves exactly. A board with more than 8 columns or rows (and at
 * most 64 squares) keeps the core's row-major layout and its geometry kernels.
 *
 * <p>Shape of the search: the root and the principal-variation nodes use the full window; every other
 * node a null window. The last {@link #SHALLOW} empty squares are searched by code of their own
 * that takes them as four, three, two square indices (on the 8x8 board, within a parity class,
 * corners first and the squares diagonally next to a corner last; those alone in their quadrant
 * first), with no move generation and no table, and a lone empty square is solved by counting flips
 * (without that code, the moves of those nodes are tried square by square in parity order). From four
 * empties up the opponent's stable discs bound the score. Above, the moves are sorted fastest-first
 * (a wipe-out and the table's move first; the fewest replies left to the opponent, its potential
 * replies, a corner, parity), from {@link #TABLE_MIN} empties the table applies (up to
 * {@link #NEAR_MAX} empties a small table of the thread's own, which stays in the caches, above them
 * the large shared one), from
 * {@link #ETC_MIN} its enhanced cutoff (a child whose entry proves it fails low is left out, its bound
 * kept), and the opponent's stable discs bound the score. Before the exact search of a position with
 * more than {@link #PASS_FLOOR} empties, ordering passes (depth-limited searches with a heuristic
 * value at their horizon, deeper and deeper) leave a best move in the table for the positions near the root, with no bound, so that the
 * exact search tries first what a shallower look found best. On the standard 8x8 board the heuristic
 * value is the pattern evaluation of {@code reversi-eval}, and the moves of a node with at least
 * {@link #EVAL_ORDER_MIN} empties are ordered by the evaluation of the positions they lead to (a
 * search of one, two or three moves with it from {@link #EVAL_DEPTH1}, {@link #EVAL_DEPTH2} and
 * {@link #EVAL_DEPTH3} empties, which at a null-window node stops at a bound for a move more than
 * {@link #SORT_MARGIN} discs below the window) plus a weight per reply left to the opponent; every node of those searches is counted. On that board, a
 * position with at least {@link #SEL_MIN} empties first goes through a selective pass (a search to
 * the end with probable cuts, {@link ProbCut}, and a table of its own), which leaves its best moves in
 * the exact table and gives the root's first window; its nodes are counted too. With more than one thread, a node of at least {@link #SPLIT_MIN} empties
 * shares its moves after the first with the threads that wait for work ({@link Split}).
 */
final class Search {

    /**
     * At or below this many empties: the code of the last empties, no table, no move generation, parity
     * order. Above, the moves are generated and sorted fastest-first: from five empties on, sorting
     * spares more nodes below than the parity order does.
     */
    static final int SHALLOW = 4;
    /** From this many empties on the table is used. */
    static final int TABLE_MIN = 5;
    /**
     * Nodes with at most this many empties use the thread's own small table ({@link #near}); those with
     * more, the shared one.
     */
    static final int NEAR_MAX = 9;
    /** The size of the small table of the nodes near the leaves, in megabytes. */
    static final int NEAR_MEGABYTES = 2;
    /** From this many empties on the children's entries are probed first (enhanced transposition cutoff). */
    static final int ETC_MIN = 12;
    /** Null-window nodes with at least this many empties share their moves among idle threads. */
    static final int SPLIT_MIN = 11;
    private static final int FLUSH = 1 << 14;
    private static final long CORNERS = 0x8100000000000081L;
    /**
     * The squares of the 8x8 board in classes, best first (corners, the squares round the centre, ...,
     * the squares diagonally next to a corner last): the order in which the last empties are tried.
     */
    private static final long[] PRIORITY = {
        0x8100000000000081L, 0x0000182424180000L, 0x0000240000240000L, 0x2400810000810024L,
        0x1800008181000018L, 0x0018004242001800L, 0x0024420000422400L, 0x4281000000008142L,
        0x0042000000004200L, 0x0000001818000000L,
    };
    /** One class holding every square: the last empties tried in the order of their bits. */
    private static final long[] ONE_CLASS = {-1L};
    /** The classes of squares in the order the last empties are tried (best first). */
    private final long[] order;
    /** The last empties of {@link #last}, in the order they are tried. */
    private final int[] lastSquares = new int[4];

    final Table table;
    /**
     * The table of the nodes of at most {@link #NEAR_MAX} empties: this thread's own, small enough for
     * its reads to stay in the processor's caches and address translation buffers, where a read of the
     * large shared table waits on memory (most nodes are near the leaves, and their transpositions
     * are near each other in the search). The shared table itself when that is no larger.
     */
    private final Table near;
    final Control control;
    final Tuning tuning;
    /** Bits of the board's squares. */
    final long mask;
    /** Null for a board on the 8x8 layout; the geometry of a wide board. */
    private final Geometry wide;
    /** The board's squares. */
    final int squares;
    /** Whether the board is the full 8x8 bitboard (every bit a square). */
    private final boolean full;
    private final long[] quadrants;
    private final long corners;
    /** The quadrant of each square of the board (parity regions), -1 off the board. */
    private final int[] quadrant = new int[64];
    /** The squares next to each square (every square on a wide board). */
    private final long[] around = new long[64];
    long nodes;
    private long flushed;
    /** The other threads of a parallel search, or null. */
    Workers workers;
    /** The split this search works under, or null. */
    Split current;

    private final int[][] moveSquares = new int[65][64];
    private final long[][] moveFlips = new long[65][64];
    private final int[][] moveKeys = new int[65][64];
    /** The pattern evaluation for a standard 8x8 board, or null (other boards, or switched off). */
    final Evaluator eval;
    private int etcValue;
    private int etcMove;
    /** The best of the moves generate left out, known from the table to fail low, or -MAX_VALUE. */
    private int etcBound;

    Search(Table table, Control control, Tuning tuning, Layout layout) {
        this.table = table;
        this.near = table.megabytes() <= NEAR_MEGABYTES ? table : Table.allocate(NEAR_MEGABYTES);
        this.control = control;
        this.tuning = layout.wide() == null ? tuning : tuning.without("stability");
        this.mask = layout.mask();
        this.wide = layout.wide();
        this.squares = Long.bitCount(mask);
        this.full = mask == -1L && wide == null;
        this.quadrants = layout.quadrants();
        this.corners = layout.corners();
        this.eval = this.tuning.evaluation && mask == -1L && wide == null ? evaluator() : null;
        this.order = mask == -1L && wide == null ? PRIORITY : ONE_CLASS;
        java.util.Arrays.fill(quadrant, -1);
        for (int q = 0; q < 4; q++) {
            for (long b = quadrants[q]; b != 0; b &= b - 1) {
                quadrant[Long.numberOfTrailingZeros(b)] = q;
            }
        }
        for (int x = 0; x < 64; x++) {
            around[x] = neighbours(1L << x);
        }
    }

    /**
     * The bundled evaluation, or null when its weights cannot be read: the search stays exact, only
     * its order is then the mobility heuristic's.
     */
    private static Evaluator evaluator() {
        try {
            return Evaluator.standard();
        } catch (Evaluator.BadWeightsException e) {
            return null;
        }
    }

    Search fork() {
        Search s = new Search(table, control, tuning, layoutOf());
        return s;
    }

    private Layout layoutOf() {
        return new Layout(mask, wide, quadrants, corners);
    }

    /** Where a board's squares are in a bitboard. */
    static final class Layout {
        private final long mask;
        private final Geometry wide;
        private final long[] quadrants;
        private final long corners;

        Layout(long mask, Geometry wide, long[] quadrants, long corners) {
            this.mask = mask;
            this.wide = wide;
            this.quadrants = quadrants;
            this.corners = corners;
        }

        static Layout of(Geometry g) {
            int w = g.width();
            int h = g.height();
            boolean narrow = w <= 8 && h <= 8;
            int stride = narrow ? 8 : w;
            long mask = 0;
            long[] quads = new long[4];
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) {
                    long bit = 1L << (r * stride + c);
                    mask |= bit;
                    quads[(r < h / 2 ? 0 : 2) + (c < w / 2 ? 0 : 1)] |= bit;
                }
            }
            long corners = (1L << 0) | (1L << (w - 1)) | (1L << ((h - 1) * stride)) | (1L << ((h - 1) * stride + w - 1));
            return new Layout(mask, narrow ? null : g, quads, corners);
        }

        long mask() {
            return mask;
        }

        Geometry wide() {
            return wide;
        }

        long[] quadrants() {
            return quadrants.clone();
        }

        long corners() {
            return corners;
        }

        int bit(int column, int row) {
            return row * (wide == null ? 8 : wide.width()) + column;
        }

        int column(int bit) {
            return wide == null ? bit & 7 : bit % wide.width();
        }

        int row(int bit) {
            return wide == null ? bit >>> 3 : bit / wide.width();
        }
    }

    /**
     * Ordering weights: the opponent's replies (a corner counts twice), its potential replies, a
     * corner taken, parity.
     */
    private static final int W_MOBILITY = 16;
    private static final int W_POTENTIAL = 4;
    private static final int W_CORNER = 8;
    private static final int W_PARITY = 2;

    /** The empty squares next to a set of discs: where the other side may come to play (8x8 layout only). */
    private int potential(long discs, long empty) {
        if (wide != null) {
            return 0;
        }
        return Long.bitCount(adjacent(discs) & empty);
    }

    /** The squares next to a set of squares (8x8 layout); every square on a wide board. */
    private long neighbours(long x) {
        return wide == null ? adjacent(x) : -1L;
    }

    private static long adjacent(long x) {
        return ((x << 1) & 0xFEFEFEFEFEFEFEFEL) | ((x >>> 1) & 0x7F7F7F7F7F7F7F7FL) | (x << 8) | (x >>> 8)
                | ((x << 9) & 0xFEFEFEFEFEFEFEFEL) | ((x >>> 9) & 0x7F7F7F7F7F7F7F7FL)
                | ((x << 7) & 0x7F7F7F7F7F7F7F7FL) | ((x >>> 7) & 0xFEFEFEFEFEFEFEFEL);
    }

    // ---- kernels -------------------------------------------------------------------------------

    long moves(long p, long o) {
        return wide == null ? Bitboards.legalMoves(p, o) & mask : Bitboards.legalMoves(wide.width(), wide.height(), p, o);
    }

    long flips(long p, long o, int x) {
        return wide == null ? Bitboards.flips(p, o, x) : Bitboards.flips(wide.width(), wide.height(), p, o, x);
    }

    /** The final score of the side to move with the given empties, which go to the winner. */
    static int finalScore(long p, long o, int empties) {
        int d = Long.bitCount(p) - Long.bitCount(o);
        return d > 0 ? d + empties : d < 0 ? d - empties : 0;
    }

    private void count() {
        if (nodes - flushed >= FLUSH) {
            long n = nodes - flushed;
            flushed = nodes;
            control.add(n);
        }
    }

    /** Records the nodes not yet counted in the shared total. */
    void flush() {
        long n = nodes - flushed;
        flushed = nodes;
        control.record(n);
    }

    // ---- full window ---------------------------------------------------------------------------

    /**
     * Returns the value of a position, exact when inside (alpha, beta), otherwise a bound on the side
     * the window was left (fail-soft).
     */
    int alphaBeta(long p, long o, int alpha, int beta, int n) {
        nodes++;
        count();
        if (n == 0) {
            return finalScore(p, o, 0);
        }
        long hash = 0;
        int ttMove = Table.NO_MOVE;
        boolean useTable = tuning.table && n >= TABLE_MIN;
        Table table = n <= NEAR_MAX ? near : this.table;
        if (useTable) {
            hash = Table.hash(p, o);
            long d = table.probe(p, o, hash);
            if (d != 0) {
                int lo = Table.lower(d);
                int up = Table.upper(d);
                if (lo >= beta) {
                    return lo;
                }
                if (up <= alpha) {
                    return up;
                }
                if (lo == up) {
                    return lo;
                }
                ttMove = Table.move(d);
            }
        }
        long moves = moves(p, o);
        if (moves == 0) {
            if (moves(o, p) == 0) {
                return finalScore(p, o, n);
            }
            return -alphaBeta(o, p, -beta, -alpha, n);
        }
        int count = generate(p, o, moves, n, ttMove, false, 0);
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        int a = alpha;
        for (int i = 0; i < count; i++) {
            if (i == 1 && sharesPv(n)) {
                int v = pvSplit(p, o, a, beta, n, sq, fl, 1, count, 0, 0);
                if (v > best) {
                    best = v;
                    bestMove = splitMove;
                }
                break;
            }
            int x = sq[i];
            long f = fl[i];
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int v;
            if (i == 0 || !tuning.nullWindow) {
                v = -alphaBeta(np, no, -beta, -a, n - 1);
            } else {
                v = -nullWindow(np, no, -a - 1, n - 1);
                if (v > a && v < beta) {
                    v = -alphaBeta(np, no, -beta, -v, n - 1);
                }
            }
            if (v > best) {
                best = v;
                bestMove = x;
                if (v > a) {
                    a = v;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        if (useTable) {
            int lo = best > alpha ? best : -squares - 1;
            int up = best < beta ? best : squares + 1;
            table.store(p, o, hash, lo, up, bestMove, n);
        }
        return best;
    }

    /** Dispatches a null-window search: the value compared with alpha + 1/2, fail-soft. */
    int nullWindow(long p, long o, int alpha, int n) {
        if (!tuning.nullWindow) {
            return alphaBeta(p, o, alpha, alpha + 1, n);
        }
        if (n <= SHALLOW) {
            // the code of the last empties takes at most four
            if (tuning.lastEmpties) {
                return last(p, o, alpha, n, ~(p | o) & mask);
            }
            return shallow(p, o, alpha, n);
        }
        return deep(p, o, alpha, n);
    }

    // ---- last empties --------------------------------------------------------------------------

    /** The exact score with one empty square left. */
    int lastOne(long p, long o, int x) {
        nodes++;
        if (full) {
            // every other square holds a disc: the flips are counted from the mover's discs alone
            int d = 2 * Long.bitCount(p) - 63;
            int k = LastFlips.count(p, x);
            if (k != 0) {
                return d + 2 * k + 1;
            }
            k = LastFlips.count(o, x);
            if (k != 0) {
                nodes++;
                return d - 2 * k - 1;
            }
            // 63 discs: the difference is odd, never a draw
            return d > 0 ? d + 1 : d - 1;
        }
        long f = flips(p, o, x);
        int np = Long.bitCount(p);
        int no = Long.bitCount(o);
        if (f != 0) {
            int k = Long.bitCount(f);
            return np - no + 2 * k + 1;
        }
        f = flips(o, p, x);
        if (f != 0) {
            nodes++;
            int k = Long.bitCount(f);
            return np - no - 2 * k - 1;
        }
        int d = np - no;
        return d > 0 ? d + 1 : d < 0 ? d - 1 : 0;
    }

    /** A null-window search of the last one to four empty squares, given as a set. */
    int last(long p, long o, int alpha, int n, long empty) {
        if (n == 1) {
            return lastOne(p, o, Long.numberOfTrailingZeros(empty));
        }
        if (n == 4 && tuning.stability && squares - 2 * Long.bitCount(o) <= alpha) {
            // the opponent's stable discs bound the score: counted as one node
            int up = stableBound(p, o, alpha);
            if (up <= alpha) {
                nodes++;
                return up;
            }
        }
        int[] s = lastSquares;
        list(empty, n, s);
        if (n == 2) {
            return lastTwo(p, o, alpha, s[0], s[1]);
        }
        if (n == 3) {
            return lastThree(p, o, alpha, s[0], s[1], s[2]);
        }
        return lastFour(p, o, alpha, s[0], s[1], s[2], s[3]);
    }

    /**
     * The bound the opponent's stable discs put on the score of the side to move: exact when it is at
     * most alpha, otherwise any value above alpha.
     */
    private int stableBound(long p, long o, int alpha) {
        if (full) {
            // a cut needs need stable discs: squares - 2 * need <= alpha
            int need = (squares - alpha + 1) >> 1;
            return squares - 2 * Long.bitCount(Stability.stableFull(o, p, need));
        }
        return squares - 2 * Stability.stable(o, p | o | ~mask, ~mask);
    }

    /** Writes the n squares of empty into s in the order they are tried. */
    private void list(long empty, int n, int[] s) {
        int k = 0;
        for (long m : order) {
            for (long e = empty & m; e != 0; e &= e - 1) {
                s[k++] = Long.numberOfTrailingZeros(e);
            }
            if (k == n) {
                break;
            }
        }
    }

    /** Whether a move on square x may flip discs of o: x touches one of them. */
    private boolean touches(long o, int x) {
        return (around[x] & o) != 0;
    }

    /** The last two empty squares, a and b; a null-window search, fail-soft. */
    int lastTwo(long p, long o, int alpha, int a, int b) {
        nodes++;
        int best = -Integer.MAX_VALUE;
        long f;
        if (touches(o, a) && (f = flips(p, o, a)) != 0) {
            best = -lastOne(o ^ f, p ^ f ^ (1L << a), b);
            if (best > alpha) {
                return best;
            }
        }
        if (touches(o, b) && (f = flips(p, o, b)) != 0) {
            int v = -lastOne(o ^ f, p ^ f ^ (1L << b), a);
            return Math.max(v, best);
        }
        if (best != -Integer.MAX_VALUE) {
            return best;
        }
        // the side to move passes: the opponent plays, minimising
        int worst = Integer.MAX_VALUE;
        if (touches(p, a) && (f = flips(o, p, a)) != 0) {
            nodes++;
            worst = lastOne(p ^ f, o ^ f ^ (1L << a), b);
            if (worst <= alpha) {
                return worst;
            }
        }
        if (touches(p, b) && (f = flips(o, p, b)) != 0) {
            if (worst == Integer.MAX_VALUE) {
                nodes++;
            }
            int v = lastOne(p ^ f, o ^ f ^ (1L << b), a);
            return Math.min(v, worst);
        }
        return worst != Integer.MAX_VALUE ? worst : finalScore(p, o, 2);
    }

    /** The last three empty squares; the one alone in its quadrant (odd parity) is tried first. */
    int lastThree(long p, long o, int alpha, int a, int b, int c) {
        nodes++;
        if (tuning.parity) {
            int qa = quadrant[a];
            int qb = quadrant[b];
            int qc = quadrant[c];
            if (qa == qb && qb != qc) {
                int t = c;
                c = a;
                a = t;
            } else if (qa == qc && qc != qb) {
                int t = b;
                b = a;
                a = t;
            }
        }
        int best = afterThree(p, o, alpha, a, b, c);
        if (best > alpha) {
            return best;
        }
        int v = afterThree(p, o, alpha, b, a, c);
        if (v > alpha) {
            return v;
        }
        best = Math.max(best, Math.max(v, afterThree(p, o, alpha, c, a, b)));
        if (best != -Integer.MAX_VALUE) {
            return best;
        }
        if (canPlay(o, p, a) || canPlay(o, p, b) || canPlay(o, p, c)) {
            return -lastThree(o, p, -alpha - 1, a, b, c);
        }
        return finalScore(p, o, 3);
    }

    /** Whether the side holding p may play on square x against o. */
    private boolean canPlay(long p, long o, int x) {
        return touches(o, x) && flips(p, o, x) != 0;
    }

    /**
     * The value of the move on x with three empties, the two others left (null window above alpha),
     * or -MAX_VALUE when x flips nothing.
     */
    private int afterThree(long p, long o, int alpha, int x, int y, int z) {
        long f;
        if (!touches(o, x) || (f = flips(p, o, x)) == 0) {
            return -Integer.MAX_VALUE;
        }
        return -lastTwo(o ^ f, p ^ f ^ (1L << x), -alpha - 1, y, z);
    }

    /**
     * The value of the move on x with four empties, the three others left (null window above alpha),
     * or -MAX_VALUE when x flips nothing.
     */
    private int afterFour(long p, long o, int alpha, int x, int y, int z, int w) {
        long f;
        if (!touches(o, x) || (f = flips(p, o, x)) == 0) {
            return -Integer.MAX_VALUE;
        }
        return -lastThree(o ^ f, p ^ f ^ (1L << x), -alpha - 1, y, z, w);
    }

    /** The last four empty squares; those in a quadrant of odd parity are tried first. */
    int lastFour(long p, long o, int alpha, int a, int b, int c, int d) {
        nodes++;
        if (tuning.parity) {
            // only two squares alone in their quadrants beside a pair changes the order: singles first
            int qa = quadrant[a];
            int qb = quadrant[b];
            int qc = quadrant[c];
            int qd = quadrant[d];
            if (qa == qb) {
                if (qc != qd && qc != qa && qd != qa) {
                    int t = a;
                    a = c;
                    c = t;
                    t = b;
                    b = d;
                    d = t;
                }
            } else if (qa == qc) {
                if (qb != qd && qb != qa && qd != qa) {
                    int t = a;
                    a = b;
                    b = d;
                    d = c;
                    c = t;
                }
            } else if (qa == qd) {
                if (qb != qc && qb != qa && qc != qa) {
                    int t = a;
                    a = b;
                    b = c;
                    c = d;
                    d = t;
                }
            } else if (qb == qc) {
                if (qd != qb) {
                    int t = b;
                    b = d;
                    d = t;
                }
            } else if (qb == qd) {
                if (qc != qb) {
                    int t = b;
                    b = c;
                    c = t;
                }
            }
        }
        int best = afterFour(p, o, alpha, a, b, c, d);
        if (best > alpha) {
            return best;
        }
        int v = afterFour(p, o, alpha, b, a, c, d);
        if (v > alpha) {
            return v;
        }
        best = Math.max(best, v);
        v = afterFour(p, o, alpha, c, a, b, d);
        if (v > alpha) {
            return v;
        }
        best = Math.max(best, Math.max(v, afterFour(p, o, alpha, d, a, b, c)));
        if (best != -Integer.MAX_VALUE) {
            return best;
        }
        if (canPlay(o, p, a) || canPlay(o, p, b) || canPlay(o, p, c) || canPlay(o, p, d)) {
            return -lastFour(o, p, -alpha - 1, a, b, c, d);
        }
        return finalScore(p, o, 4);
    }

    private long oddRegions(long empty) {
        if (!tuning.parity) {
            return -1L;
        }
        long odd = 0;
        long[] q = quadrants;
        for (int i = 0; i < 4; i++) {
            if ((Long.bitCount(empty & q[i]) & 1) != 0) {
                odd |= q[i];
            }
        }
        return odd;
    }

    /** A null-window search of a position with few empties: no table, squares tried in parity order. */
    int shallow(long p, long o, int alpha, int n) {
        nodes++;
        if (n == 0) {
            return finalScore(p, o, 0);
        }
        if (tuning.stability && squares - 2 * Long.bitCount(o) <= alpha) {
            int up = stableBound(p, o, alpha);
            if (up <= alpha) {
                return up;
            }
        }
        long empty = ~(p | o) & mask;
        long odd = oddRegions(empty);
        // only a square next to an opponent's disc can flip one
        long candidates = empty & neighbours(o);
        int best = -Integer.MAX_VALUE;
        long[] classes = order;
        for (int pass = 0; pass < 2; pass++) {
            long side = pass == 0 ? candidates & odd : candidates & ~odd;
            for (int c = 0; c < classes.length && side != 0; c++) {
                long set = side & classes[c];
                side &= ~set;
                while (set != 0) {
                    int x = Long.numberOfTrailingZeros(set);
                    set &= set - 1;
                    long f = flips(p, o, x);
                    if (f == 0) {
                        continue;
                    }
                    long np = o ^ f;
                    long no = p ^ f ^ (1L << x);
                    int v = -nullWindow(np, no, -alpha - 1, n - 1);
                    if (v > alpha) {
                        return v;
                    }
                    if (v > best) {
                        best = v;
                    }
                }
            }
        }
        if (best == -Integer.MAX_VALUE) {
            long set = empty & neighbours(p);
            while (set != 0) {
                int x = Long.numberOfTrailingZeros(set);
                set &= set - 1;
                if (flips(o, p, x) != 0) {
                    return -nullWindow(o, p, -alpha - 1, n);
                }
            }
            return finalScore(p, o, n);
        }
        return best;
    }

    // ---- deep null-window nodes ----------------------------------------------------------------

    int deep(long p, long o, int alpha, int n) {
        nodes++;
        count();
        if (current != null && current.aborted()) {
            throw Split.ABORT;
        }
        if (tuning.stability && squares - 2 * Long.bitCount(o) <= alpha) {
            int up = stableBound(p, o, alpha);
            if (up <= alpha) {
                return up;
            }
        }
        long hash = 0;
        int ttMove = Table.NO_MOVE;
        boolean useTable = tuning.table && n >= TABLE_MIN;
        Table table = n <= NEAR_MAX ? near : this.table;
        if (useTable) {
            hash = Table.hash(p, o);
            long d = table.probe(p, o, hash);
            if (d != 0) {
                int lo = Table.lower(d);
                if (lo > alpha) {
                    return lo;
                }
                int up = Table.upper(d);
                if (up <= alpha) {
                    return up;
                }
                ttMove = Table.move(d);
            }
        }
        long moves = moves(p, o);
        if (moves == 0) {
            if (moves(o, p) == 0) {
                return finalScore(p, o, n);
            }
            return -nullWindow(o, p, -alpha - 1, n);
        }
        boolean etc = useTable && tuning.etc && n >= ETC_MIN;
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        boolean tried = false;
        if (ttMove != Table.NO_MOVE && n < SPLIT_MIN && !etc && (moves & (1L << ttMove)) != 0) {
            // the table's move comes first in any order: tried before the others are generated, which
            // a cut on it spares
            long f = flips(p, o, ttMove);
            int v = -nullWindow(o ^ f, p ^ f ^ (1L << ttMove), -alpha - 1, n - 1);
            if (v > alpha) {
                table.store(p, o, hash, v, squares + 1, ttMove, n);
                return v;
            }
            best = v;
            bestMove = ttMove;
            tried = true;
            moves ^= 1L << ttMove;
            ttMove = Table.NO_MOVE;
        }
        int count = generate(p, o, moves, n, ttMove, etc, alpha, alpha);
        if (count < 0) {
            table.store(p, o, hash, etcValue, squares + 1, etcMove, n);
            return etcValue;
        }
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        if (etcBound > best) {
            best = etcBound;
        }
        for (int i = 0; i < count; i++) {
            if (i == (tried ? 0 : 1) && useTable && n > NEAR_MAX + 1) {
                // a first move did not cut, so the others will likely all be searched: their table
                // entries are read together now rather than one miss at a time
                touched ^= touch(p, o, sq, fl, i, count);
            }
            if (i == 1 && workers != null && n >= SPLIT_MIN && workers.idle()) {
                int v = split(p, o, alpha, n, sq, fl, count);
                if (v > best) {
                    best = v;
                    bestMove = splitMove;
                }
                break;
            }
            int x = sq[i];
            long f = fl[i];
            int v = -nullWindow(o ^ f, p ^ f ^ (1L << x), -alpha - 1, n - 1);
            if (v > best) {
                best = v;
                bestMove = x;
                if (v > alpha) {
                    break;
                }
            }
        }
        if (useTable) {
            if (best > alpha) {
                table.store(p, o, hash, best, squares + 1, bestMove, n);
            } else {
                table.store(p, o, hash, -squares - 1, best, Table.NO_MOVE, n);
            }
        }
        return best;
    }

    /** The combined words of {@link #touch}, kept so that its reads are not left out. */
    private long touched;

    /** Reads the table's pairs of the children from..count (see {@link Table#touch}). */
    private long touch(long p, long o, int[] sq, long[] fl, int from, int count) {
        long t = 0;
        for (int j = from; j < count; j++) {
            long f = fl[j];
            long np = o ^ f;
            long no = p ^ f ^ (1L << sq[j]);
            t ^= table.touch(Table.hash(np, no));
        }
        return t;
    }

    /** The best move of the last split's moves. */
    private int splitMove;

    /**
     * Shares the moves of a null-window node after the first with the idle threads; returns the best
     * value among them (its move in splitMove), above alpha if one cut the node.
     */
    private int split(long p, long o, int alpha, int n, int[] sq, long[] fl, int count) {
        Split sp = new Split(current, p, o, alpha, n, sq, fl, 1, count, 0, 0);
        run(sp);
        splitMove = sp.bestMove();
        return sp.best();
    }

    /** Searches the moves of a split with the other threads, and returns once every thread left it. */
    private void run(Split sp) {
        Split saved = current;
        sp.enter();
        current = sp;
        workers.offer(sp);
        try {
            sp.work(this);
        } catch (RuntimeException | Error e) {
            sp.cut();
            throw e;
        } finally {
            workers.retire(sp);
            sp.leave();
            if (saved != null && saved.aborted()) {
                sp.cut();
            }
            workers.await(this, sp);
            current = saved;
        }
        if (workers.failure() != null) {
            throw new IllegalStateException("a search thread failed", workers.failure());
        }
        if (control.stopped() != null) {
            throw Control.STOP;
        }
        if (saved != null && saved.aborted()) {
            throw Split.ABORT;
        }
    }

    /** Tells whether the moves of a principal-variation node after the first may be shared among threads. */
    boolean sharesPv(int n) {
        return workers != null && current == null && n >= SPLIT_MIN && tuning.nullWindow;
    }

    /**
     * Searches the moves from..count of a principal-variation node among the threads, the first move
     * done and alpha raised by it: null windows shared, a move that fails high searched again with
     * the full window, the moves left shared again with the new alpha. Returns the best value (its
     * move in splitMove), exact inside (alpha, beta). With reportTotal above 0 the root's progress is
     * reported, reportDone moves being settled before.
     */
    int pvSplit(long p, long o, int alpha, int beta, int n, int[] sq, long[] fl, int from, int count, int reportDone,
            int reportTotal) {
        int m = count - from;
        int[] rs = java.util.Arrays.copyOfRange(sq, from, count);
        long[] rf = java.util.Arrays.copyOfRange(fl, from, count);
        int a = alpha;
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        int done = reportDone;
        while (m > 0) {
            Split sp = new Split(current, p, o, a, n, rs, rf, 0, m, done, reportTotal);
            run(sp);
            int v = sp.best();
            int x = sp.bestMove();
            if (x != Table.NO_MOVE && v > a && v < beta) {
                long f = flips(p, o, x);
                v = -alphaBeta(o ^ f, p ^ f ^ (1L << x), -beta, -v, n - 1);
            }
            if (v > best) {
                best = v;
                bestMove = x;
            }
            if (v > a) {
                a = v;
            }
            int k = 0;
            for (int j = 0; j < m; j++) {
                if (!sp.done(j) && rs[j] != x) {
                    rs[k] = rs[j];
                    rf[k] = rf[j];
                    k++;
                }
            }
            done += m - k;
            m = k;
            if (a >= beta) {
                break;
            }
        }
        splitMove = bestMove;
        return best;
    }

    int splitMove() {
        return splitMove;
    }

    /**
     * Fills the move arrays of depth n, sorted best first; returns their count, or -1 when a child's
     * table entry already proves a value above alpha (left in etcValue).
     */
    int generate(long p, long o, long moves, int n, int ttMove, boolean etc, int alpha) {
        return generate(p, o, moves, n, ttMove, etc, alpha, NO_SORT_ALPHA);
    }

    /** No window for the ordering searches: their values are the minimax values of their depth. */
    static final int NO_SORT_ALPHA = Integer.MIN_VALUE;

    /**
     * As {@link #generate(long, long, long, int, int, boolean, int)}, the ordering searches of a
     * null-window node with the window sortAlpha (see {@link #orderValue}).
     */
    int generate(long p, long o, long moves, int n, int ttMove, boolean etc, int alpha, int sortAlpha) {
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        int[] key = moveKeys[n];
        long odd = tuning.parity ? oddRegions(~(p | o) & mask) : 0;
        int count = 0;
        etcBound = -Integer.MAX_VALUE;
        if (etc) {
            // the children's entries are read together first, rather than one miss at a time below
            long t = 0;
            for (long m = moves; m != 0; m &= m - 1) {
                int x = Long.numberOfTrailingZeros(m);
                long f = flips(p, o, x);
                long np = o ^ f;
                long no = p ^ f ^ (1L << x);
                t ^= table.touch(Table.hash(np, no));
            }
            touched ^= t;
        }
        while (moves != 0) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long bit = 1L << x;
            long f = flips(p, o, x);
            long np = o ^ f;
            long no = p ^ f ^ bit;
            if (etc) {
                long d = table.probe(np, no, Table.hash(np, no));
                if (d != 0) {
                    if (-Table.upper(d) > alpha) {
                        etcValue = -Table.upper(d);
                        etcMove = x;
                        return -1;
                    }
                    if (-Table.lower(d) <= alpha) {
                        // known to fail low: its bound counts, its search is not needed
                        etcBound = Math.max(etcBound, -Table.lower(d));
                        continue;
                    }
                }
            }
            int k;
            if (x == ttMove) {
                k = Integer.MIN_VALUE;
            } else if (np == 0) {
                // a wipe-out: the best score there is
                k = Integer.MIN_VALUE + 1;
            } else if (eval != null && n >= EVAL_ORDER_MIN) {
                long reply = moves(np, no);
                k = orderValue(np, no, reply, n - 1, sortAlpha) + (Long.bitCount(reply) + Long.bitCount(reply & corners)) * W_EVAL_MOBILITY;
            } else if (tuning.fastestFirst) {
                long reply = moves(np, no);
                k = (Long.bitCount(reply) + Long.bitCount(reply & corners)) * W_MOBILITY
                        + potential(no, ~(np | no) & mask) * W_POTENTIAL - ((bit & corners) != 0 ? W_CORNER : 0)
                        - ((bit & odd) != 0 ? W_PARITY : 0);
            } else {
                k = x;
            }
            int i = count++;
            while (i > 0 && key[i - 1] > k) {
                sq[i] = sq[i - 1];
                fl[i] = fl[i - 1];
                key[i] = key[i - 1];
                i--;
            }
            sq[i] = x;
            fl[i] = f;
            key[i] = k;
        }
        return count;
    }

    // ---- ordering passes -------------------------------------------------------------------------

    /** The ordering passes search down to positions with this many empties, no further. */
    static final int PASS_FLOOR = 12;
    /** No deeper ordering pass starts once one has searched this many nodes. */
    static final long PASS_BUDGET = 1L << 23;
    /** A finished game's margin counts this many times a unit of the heuristic value. */
    private static final int PASS_FINAL = 256;
    private static final int EV_MOBILITY = 4;
    private static final int EV_CORNER = 8;
    private static final int EV_POTENTIAL = 1;

    /**
     * A pass that has searched this many times {@link #PASS_BUDGET} nodes is abandoned where it is: a
     * pass costs a few times the one before it until, near the end of a game (a position won by a
     * wipe-out, a long run of forced moves), one depth more costs a hundred times more.
     */
    static final long PASS_CAP = 1;

    /** The node count at which the current ordering pass is abandoned. */
    private long passLimit;

    /** Thrown out of an ordering pass that reached {@link #passLimit}. */
    private static final class PassOver extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PassOver() {
            super("ordering pass over its budget", null, false, false);
        }
    }

    private static final PassOver PASS_OVER = new PassOver();

    /**
     * Runs the ordering passes from a position: depth-limited searches of depth 1, 2, ... down to
     * {@link #PASS_FLOOR} empties, each leaving the best move of every position it visits with at least
     * {@link #TABLE_MIN} empties in the table, until one pass has searched {@link #PASS_BUDGET} nodes;
     * a pass that reaches {@link #PASS_CAP} times that is abandoned (the moves it stored stay: they
     * are the best moves of the subtrees it finished).
     * The table's bounds are left as they are: only moves are written.
     */
    void orderingPasses(long p, long o, int n) {
        if (!tuning.passes || !tuning.table) {
            return;
        }
        for (int depth = 1; depth <= n - PASS_FLOOR; depth++) {
            long before = nodes;
            passLimit = before + PASS_CAP * PASS_BUDGET;
            try {
                pass(p, o, -Integer.MAX_VALUE + 1, Integer.MAX_VALUE - 1, depth, n);
            } catch (PassOver e) {
                return;
            }
            if (nodes - before >= PASS_BUDGET) {
                return;
            }
        }
    }

    /**
     * A heuristic value of a position for the ordering passes, for the side to move: its replies
     * against the opponent's, corners held, and the opponent's frontier against its own (empty
     * squares next to the opponent's discs are where the side to move may come to play).
     */
    private int evaluate(long p, long o, long myMoves) {
        long empty = ~(p | o) & mask;
        int mobility = Long.bitCount(myMoves) - Long.bitCount(moves(o, p));
        int corner = Long.bitCount(p & corners) - Long.bitCount(o & corners);
        int frontier = potential(o, empty) - potential(p, empty);
        return EV_MOBILITY * mobility + EV_CORNER * corner + EV_POTENTIAL * frontier;
    }

    /**
     * One node of an ordering pass: a principal-variation search of the given depth with the
     * heuristic value at its horizon and finished games valued by their margin, fail-soft. Its values
     * are heuristic: only the best move of a node that raised alpha is stored, with vacuous bounds, so
     * that the table's bounds stay exact.
     */
    private int pass(long p, long o, int alpha, int beta, int depth, int n) {
        nodes++;
        count();
        if (nodes > passLimit) {
            throw PASS_OVER;
        }
        int fin = eval != null ? Evaluator.UNIT : PASS_FINAL;
        if (n == 0) {
            return fin * finalScore(p, o, 0);
        }
        long moves = moves(p, o);
        if (moves == 0) {
            if (moves(o, p) == 0) {
                return fin * finalScore(p, o, n);
            }
            return -pass(o, p, -beta, -alpha, depth, n);
        }
        if (depth == 0) {
            return eval != null ? eval.evaluate(p, o) : evaluate(p, o, moves);
        }
        boolean useTable = n >= TABLE_MIN;
        long hash = useTable ? Table.hash(p, o) : 0;
        int count = generate(p, o, moves, n, useTable ? tableMove(p, o, hash) : Table.NO_MOVE, false, 0);
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        int a = alpha;
        for (int i = 0; i < count; i++) {
            int x = sq[i];
            long f = fl[i];
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int v;
            if (i == 0) {
                v = -pass(np, no, -beta, -a, depth - 1, n - 1);
            } else {
                v = -pass(np, no, -a - 1, -a, depth - 1, n - 1);
                if (v > a && v < beta) {
                    v = -pass(np, no, -beta, -v, depth - 1, n - 1);
                }
            }
            if (v > best) {
                best = v;
                bestMove = x;
                if (v > a) {
                    a = v;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        if (useTable && best > alpha) {
            table.store(p, o, hash, -squares - 1, squares + 1, bestMove, n);
        }
        return best;
    }

    // ---- ordering by the evaluation ---------------------------------------------------------------

    /** From this many empties on the moves of a node are ordered by the evaluation. */
    static final int EVAL_ORDER_MIN = 12;
    /** The weight of a reply (a corner counting twice) in the order by the evaluation, in 1/128 disc. */
    static final int W_EVAL_MOBILITY = 1024;
    /** Empties at and above which the order looks one move ahead. */
    static final int EVAL_DEPTH1 = 18;
    /** Empties at and above which the order looks two moves ahead. */
    static final int EVAL_DEPTH2 = 21;
    /** Empties at and above which the order looks three moves ahead. */
    static final int EVAL_DEPTH3 = 24;
    /**
     * The searches ordering a null-window node's moves only tell apart the moves that keep within this
     * many discs below its window: a worse move's value is a bound (they search a window).
     */
    static final int SORT_MARGIN = 8;

    /**
     * The value of a child for the order of its parent's moves, from the child's side to move (lower
     * is better for the parent): the evaluation, or a shallow search with it for many empties. With a
     * parent's null window (sortAlpha, not {@link #NO_SORT_ALPHA}) a child worse for the parent than
     * {@link #SORT_MARGIN} discs below it gets a bound, the search stopping there.
     */
    private int orderValue(long p, long o, long moves, int n, int sortAlpha) {
        int d = n >= EVAL_DEPTH3 ? 3 : n >= EVAL_DEPTH2 ? 2 : n >= EVAL_DEPTH1 ? 1 : 0;
        if (d == 0 || moves == 0) {
            nodes++;
            return eval.evaluate(p, o);
        }
        int beta = Integer.MAX_VALUE - 1;
        if (sortAlpha != NO_SORT_ALPHA) {
            beta = -(sortAlpha - SORT_MARGIN) * Evaluator.UNIT;
        }
        // with a window the answer outside it is a bound that depends on the order of the search's
        // moves: that search keeps the squares' order, so that the parent's order stays as it was
        return probe(p, o, moves, -Integer.MAX_VALUE + 1, beta, d, sortAlpha == NO_SORT_ALPHA);
    }

    /** From this depth on a sorted search of {@link #probe} tries its moves fewest replies first. */
    static final int PROBE_SORT = 2;
    /** The children of the sorted nodes of {@link #probe}, by depth: the side to move's discs. */
    private final long[][] probeP = new long[PROBE_DEPTHS][64];
    /** The children's other discs. */
    private final long[][] probeO = new long[PROBE_DEPTHS][64];
    /** The children's moves. */
    private final long[][] probeMoves = new long[PROBE_DEPTHS][64];
    /** The children's keys (replies, a corner twice). */
    private final int[][] probeKeys = new int[PROBE_DEPTHS][64];
    /** One more than the deepest {@link #probe} (the ordering's three moves, the probable cuts' four). */
    private static final int PROBE_DEPTHS = 8;

    /**
     * A small alpha-beta search with the evaluation at its horizon (no table), for ordering and for the
     * probable cuts: fail-soft, so that its answer to a null window compares the minimax value of that
     * depth with the window. Sorted, a node {@link #PROBE_SORT} moves or more from the horizon tries
     * first the moves that leave the opponent fewest replies (a corner counting twice), else the moves
     * go square by square: the order changes the nodes the search takes and its bounds outside the
     * window, never its value inside.
     */
    int probe(long p, long o, long moves, int alpha, int beta, int depth, boolean sorted) {
        nodes++;
        if (depth == 0) {
            return eval.evaluate(p, o);
        }
        if (moves == 0) {
            long om = moves(o, p);
            if (om == 0) {
                return Evaluator.UNIT * finalScore(p, o, Long.bitCount(~(p | o) & mask));
            }
            return -probe(o, p, om, -beta, -alpha, depth, sorted);
        }
        if (sorted && depth >= PROBE_SORT) {
            return sortedProbe(p, o, moves, alpha, beta, depth);
        }
        int best = -Integer.MAX_VALUE;
        while (moves != 0) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = flips(p, o, x);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int v = -probe(np, no, moves(np, no), -beta, -Math.max(alpha, best), depth - 1, sorted);
            if (v > best) {
                best = v;
                if (v >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** A node of {@link #probe} with its moves sorted, fewest replies left first. */
    private int sortedProbe(long p, long o, long moves, int alpha, int beta, int depth) {
        long[] cp = probeP[depth];
        long[] co = probeO[depth];
        long[] cm = probeMoves[depth];
        int[] ck = probeKeys[depth];
        int count = 0;
        while (moves != 0) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = flips(p, o, x);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            long reply = moves(np, no);
            int k = Long.bitCount(reply) + Long.bitCount(reply & corners);
            int i = count++;
            while (i > 0 && ck[i - 1] > k) {
                cp[i] = cp[i - 1];
                co[i] = co[i - 1];
                cm[i] = cm[i - 1];
                ck[i] = ck[i - 1];
                i--;
            }
            cp[i] = np;
            co[i] = no;
            cm[i] = reply;
            ck[i] = k;
        }
        int best = -Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            int v = -probe(cp[i], co[i], cm[i], -beta, -Math.max(alpha, best), depth - 1, true);
            if (v > best) {
                best = v;
                if (v >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    // ---- the selective pass ------------------------------------------------------------------------

    /** The selective pass runs before the exact search of positions with at least this many empties. */
    static final int SEL_MIN = 20;
    /**
     * At and below this many empties the selective pass searches exactly (with the exact table); above,
     * every node of it tries a probable cut.
     */
    static final int SEL_EXACT = 12;

    /** The table of the selective pass (bounds of selective values, not exact), or null outside it. */
    private Table selTable;
    /** The number of standard deviations of a probable cut's margin, times 16. */
    private int selConfidence;

    /**
     * Runs the selective pass from a position: a search to the end in which a node whose shallow
     * search with the evaluation lies far enough outside the window is cut (probable cut, with the
     * margins of {@link ProbCut}). Its values go to a table of its own, discarded afterwards; the best
     * move of each node it searches with at least {@link #TABLE_MIN} empties is written into the exact
     * table with vacuous bounds, which the exact search then tries first. Returns its value of the
     * position (a guess at the exact score, for the exact search's first window).
     *
     * @param confidence the margin of a cut in standard deviations, times 16
     */
    int selectivePass(long p, long o, int n, Table own, int confidence) {
        selTable = own;
        selConfidence = confidence;
        try {
            return selPv(p, o, -squares - 1, squares + 1, n);
        } finally {
            selTable = null;
        }
    }

    /** A principal-variation node of the selective pass: fail-soft, window (alpha, beta). */
    private int selPv(long p, long o, int alpha, int beta, int n) {
        if (n <= SEL_EXACT) {
            return alphaBeta(p, o, alpha, beta, n);
        }
        nodes++;
        count();
        long hash = Table.hash(p, o);
        int ttMove = selMove(p, o, hash);
        long moves = moves(p, o);
        if (moves == 0) {
            if (moves(o, p) == 0) {
                return finalScore(p, o, n);
            }
            return -selPv(o, p, -beta, -alpha, n);
        }
        int count = generate(p, o, moves, n, ttMove, false, 0);
        int[] sq = java.util.Arrays.copyOf(moveSquares[n], count);
        long[] fl = java.util.Arrays.copyOf(moveFlips[n], count);
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        int a = alpha;
        for (int i = 0; i < count; i++) {
            int x = sq[i];
            long f = fl[i];
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int v;
            if (i == 0) {
                v = -selPv(np, no, -beta, -a, n - 1);
            } else {
                v = -selective(np, no, -a - 1, n - 1);
                if (v > a && v < beta) {
                    v = -selPv(np, no, -beta, -v, n - 1);
                }
            }
            if (v > best) {
                best = v;
                bestMove = x;
                if (v > a) {
                    a = v;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        int lo = best > alpha ? best : -squares - 1;
        int up = best < beta ? best : squares + 1;
        selTable.store(p, o, hash, lo, up, bestMove, n);
        table.store(p, o, hash, -squares - 1, squares + 1, bestMove, n);
        return best;
    }

    /** The move to try first at a node of the selective pass: its own table's, else the exact table's. */
    private int selMove(long p, long o, long hash) {
        long d = selTable.probe(p, o, hash);
        if (d != 0 && Table.move(d) != Table.NO_MOVE) {
            return Table.move(d);
        }
        return tableMove(p, o, hash);
    }

    /** A null-window node of the selective pass: its value compared with alpha + 1/2, fail-soft. */
    private int selective(long p, long o, int alpha, int n) {
        if (n <= SEL_EXACT) {
            return nullWindow(p, o, alpha, n);
        }
        nodes++;
        count();
        if (tuning.stability && squares - 2 * Long.bitCount(o) <= alpha) {
            int up = squares - 2 * Stability.stable(o, p | o | ~mask, ~mask);
            if (up <= alpha) {
                return up;
            }
        }
        long hash = Table.hash(p, o);
        int ttMove = Table.NO_MOVE;
        long d = table.probe(p, o, hash);
        if (d != 0) {
            int lo = Table.lower(d);
            if (lo > alpha) {
                return lo;
            }
            int up = Table.upper(d);
            if (up <= alpha) {
                return up;
            }
            ttMove = Table.move(d);
        }
        d = selTable.probe(p, o, hash);
        if (d != 0) {
            int lo = Table.lower(d);
            if (lo > alpha) {
                return lo;
            }
            int up = Table.upper(d);
            if (up <= alpha) {
                return up;
            }
            if (Table.move(d) != Table.NO_MOVE) {
                ttMove = Table.move(d);
            }
        }
        long moves = moves(p, o);
        if (moves == 0) {
            if (moves(o, p) == 0) {
                return finalScore(p, o, n);
            }
            return -selective(o, p, -alpha - 1, n);
        }
        // a probable cut: the shallow value predicts a score above alpha (or at most alpha) with the
        // confidence asked for
        int depth = ProbCut.depth(n);
        int high = ProbCut.threshold(n, alpha + 1, selConfidence, true);
        if (high < Integer.MAX_VALUE && probe(p, o, moves, high - 1, high, depth, true) >= high) {
            selTable.store(p, o, hash, alpha + 1, squares + 1, Table.NO_MOVE, n);
            return alpha + 1;
        }
        int low = ProbCut.threshold(n, alpha, selConfidence, false);
        if (low > -Integer.MAX_VALUE && probe(p, o, moves, low, low + 1, depth, true) <= low) {
            selTable.store(p, o, hash, -squares - 1, alpha, Table.NO_MOVE, n);
            return alpha;
        }
        int count = generate(p, o, moves, n, ttMove, false, alpha, alpha);
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        for (int i = 0; i < count; i++) {
            int x = sq[i];
            long f = fl[i];
            int v = -selective(o ^ f, p ^ f ^ (1L << x), -alpha - 1, n - 1);
            if (v > best) {
                best = v;
                bestMove = x;
                if (v > alpha) {
                    break;
                }
            }
        }
        if (best > alpha) {
            selTable.store(p, o, hash, best, squares + 1, bestMove, n);
            table.store(p, o, hash, -squares - 1, squares + 1, bestMove, n);
        } else {
            selTable.store(p, o, hash, -squares - 1, best, Table.NO_MOVE, n);
        }
        return best;
    }

    /** The best move the table holds for a position, or {@link Table#NO_MOVE}. */
    private int tableMove(long p, long o, long hash) {
        long d = table.probe(p, o, hash);
        return d != 0 ? Table.move(d) : Table.NO_MOVE;
    }

    /** The legal squares of the side to move, sorted best first, table move first. */
    int[] orderedMoves(long p, long o, int n) {
        long moves = moves(p, o);
        int ttMove = tuning.table ? tableMove(p, o, Table.hash(p, o)) : Table.NO_MOVE;
        int count = generate(p, o, moves, n, ttMove, false, 0);
        int[] out = new int[count];
        System.arraycopy(moveSquares[n], 0, out, 0, count);
        return out;
    }
}
