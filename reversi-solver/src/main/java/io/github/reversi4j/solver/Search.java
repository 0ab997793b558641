package io.github.reversi4j.solver;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.bitboard.Bitboards;

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
 * node a null window. Below {@link #SHALLOW} empties the moves are tried square by square in parity
 * order with no table; a lone empty square is solved by counting flips. Above, the moves are sorted
 * fastest-first, the table and its enhanced cutoff apply, and the opponent's stable discs bound the
 * score.
 */
final class Search {

    /** At or below this many empties: no table, no move generation, parity order. */
    static final int SHALLOW = 7;
    /** From this many empties on the table is used. */
    static final int TABLE_MIN = 10;
    /** From this many empties on the children's entries are probed first (enhanced transposition cutoff). */
    static final int ETC_MIN = 14;
    private static final int FLUSH = 1 << 14;
    private static final long CORNERS = 0x8100000000000081L;

    final Table table;
    final Control control;
    final Tuning tuning;
    /** Bits of the board's squares. */
    final long mask;
    /** Null for a board on the 8x8 layout; the geometry of a wide board. */
    private final Geometry wide;
    /** The board's squares. */
    final int squares;
    private final long[] quadrants;
    private final long corners;
    long nodes;
    private long flushed;

    private final int[][] moveSquares = new int[65][64];
    private final long[][] moveFlips = new long[65][64];
    private final int[][] moveKeys = new int[65][64];
    private int etcValue;

    Search(Table table, Control control, Tuning tuning, Layout layout) {
        this.table = table;
        this.control = control;
        this.tuning = layout.wide() == null ? tuning : tuning.without("stability");
        this.mask = layout.mask();
        this.wide = layout.wide();
        this.squares = Long.bitCount(mask);
        this.quadrants = layout.quadrants();
        this.corners = layout.corners();
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

    /** Ordering weights: the opponent's replies (corners twice), its potential replies, parity. */
    private static final int W_MOBILITY = 16;
    private static final int W_POTENTIAL = 2;
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
            if (n == 1 && tuning.lastEmpties) {
                return lastOne(p, o, Long.numberOfTrailingZeros(~(p | o) & mask));
            }
            return shallow(p, o, alpha, n);
        }
        return deep(p, o, alpha, n);
    }

    // ---- last empties --------------------------------------------------------------------------

    /** The exact score with one empty square left. */
    int lastOne(long p, long o, int x) {
        nodes++;
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
        long empty = ~(p | o) & mask;
        long odd = oddRegions(empty);
        // only a square next to an opponent's disc can flip one
        long candidates = empty & neighbours(o);
        int best = -Integer.MAX_VALUE;
        for (int pass = 0; pass < 2; pass++) {
            long set = pass == 0 ? candidates & odd : candidates & ~odd;
            while (set != 0) {
                int x = Long.numberOfTrailingZeros(set);
                set &= set - 1;
                long f = flips(p, o, x);
                if (f == 0) {
                    continue;
                }
                long np = o ^ f;
                long no = p ^ f ^ (1L << x);
                int v;
                if (n == 2 && tuning.lastEmpties) {
                    v = -lastOne(np, no, Long.numberOfTrailingZeros(empty ^ (1L << x)));
                } else {
                    v = -nullWindow(np, no, -alpha - 1, n - 1);
                }
                if (v > alpha) {
                    return v;
                }
                if (v > best) {
                    best = v;
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
        if (tuning.stability && squares - 2 * Long.bitCount(o) <= alpha) {
            int up = squares - 2 * Stability.stable(o, p | o | ~mask, ~mask);
            if (up <= alpha) {
                return up;
            }
        }
        long hash = 0;
        int ttMove = Table.NO_MOVE;
        boolean useTable = tuning.table && n >= TABLE_MIN;
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
        int count = generate(p, o, moves, n, ttMove, etc, alpha);
        if (count < 0) {
            table.store(p, o, hash, etcValue, squares + 1, Table.NO_MOVE, n);
            return etcValue;
        }
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        int best = -Integer.MAX_VALUE;
        int bestMove = Table.NO_MOVE;
        for (int i = 0; i < count; i++) {
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

    /**
     * Fills the move arrays of depth n, sorted best first; returns their count, or -1 when a child's
     * table entry already proves a value above alpha (left in etcValue).
     */
    int generate(long p, long o, long moves, int n, int ttMove, boolean etc, int alpha) {
        int[] sq = moveSquares[n];
        long[] fl = moveFlips[n];
        int[] key = moveKeys[n];
        long odd = tuning.parity ? oddRegions(~(p | o) & mask) : 0;
        int count = 0;
        while (moves != 0) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long bit = 1L << x;
            long f = flips(p, o, x);
            long np = o ^ f;
            long no = p ^ f ^ bit;
            if (etc) {
                long d = table.probe(np, no, Table.hash(np, no));
                if (d != 0 && -Table.upper(d) > alpha) {
                    etcValue = -Table.upper(d);
                    return -1;
                }
            }
            int k;
            if (x == ttMove) {
                k = Integer.MIN_VALUE;
            } else if (tuning.fastestFirst) {
                long reply = moves(np, no);
                k = (Long.bitCount(reply) + Long.bitCount(reply & corners)) * W_MOBILITY
                        + potential(no, ~(np | no) & mask) * W_POTENTIAL - ((bit & corners) != 0 ? 8 : 0)
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

    /** The legal squares of the side to move, sorted best first, table move first. */
    int[] orderedMoves(long p, long o, int n) {
        long moves = moves(p, o);
        int ttMove = Table.NO_MOVE;
        if (tuning.table) {
            long d = table.probe(p, o, Table.hash(p, o));
            if (d != 0) {
                ttMove = Table.move(d);
            }
        }
        int count = generate(p, o, moves, n, ttMove, false, 0);
        int[] out = new int[count];
        System.arraycopy(moveSquares[n], 0, out, 0, count);
        return out;
    }
}
