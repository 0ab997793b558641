package io.github.reversi4j.solver;

/**
 * A null-window node whose moves after the first are shared among threads (young brothers wait: the
 * first move is searched alone, then the others are handed out one at a time to the threads that
 * join). A move whose value beats alpha cuts the node: the threads still searching its other moves
 * abandon them, as do the threads searching below them (they find the cut walking up the chain of
 * splits they work under). A search abandoned that way stores nothing in the table, so the table
 * holds true bounds only.
 */
final class Split {

    /** Thrown through a search whose split (or a split above it) was cut; carries no stack trace. */
    static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abort() {
            super("abandoned", null, false, false);
        }
    }

    static final Abort ABORT = new Abort();

    /** The split the owner worked under when it made this one, or null. */
    final Split parent;
    private final long p;
    private final long o;
    private final int alpha;
    private final int n;
    private final int[] squares;
    private final long[] flips;
    private final int count;
    private volatile boolean cut;
    private int next;
    private int best = -Integer.MAX_VALUE;
    private int bestMove = Table.NO_MOVE;
    private int workers;
    private final boolean[] done;
    private int settled;
    private final int reportBase;
    private final int reportTotal;

    /**
     * A split of the moves from..to of the arrays given. With reportTotal above 0 the root's progress
     * is reported as its moves settle, reportBase moves being settled before.
     */
    Split(Split parent, long p, long o, int alpha, int n, int[] squares, long[] flips, int from, int to, int reportBase,
            int reportTotal) {
        this.parent = parent;
        this.reportBase = reportTotal > 0 ? reportBase : -1;
        this.reportTotal = reportTotal;
        this.p = p;
        this.o = o;
        this.alpha = alpha;
        this.n = n;
        this.count = to - from;
        this.squares = new int[count];
        this.flips = new long[count];
        System.arraycopy(squares, from, this.squares, 0, count);
        System.arraycopy(flips, from, this.flips, 0, count);
        this.done = new boolean[count];
    }

    /** Tells whether the i-th move of the split was searched and found at most alpha. */
    synchronized boolean done(int i) {
        return done[i];
    }

    /** Tells whether this split or one above it was cut: the work under it is void. */
    boolean aborted() {
        for (Split s = this; s != null; s = s.parent) {
            if (s.cut) {
                return true;
            }
        }
        return false;
    }

    /** Tells whether s is this split or one above it. */
    boolean under(Split s) {
        for (Split t = this; t != null; t = t.parent) {
            if (t == s) {
                return true;
            }
        }
        return false;
    }

    /** Joins a thread to the split if moves are left; the owner is counted from the start. */
    synchronized boolean tryJoin() {
        if (cut || next >= count) {
            return false;
        }
        workers++;
        return true;
    }

    synchronized void enter() {
        workers++;
    }

    synchronized void leave() {
        workers--;
    }

    synchronized boolean busy() {
        return workers > 0;
    }

    void cut() {
        cut = true;
    }

    synchronized int best() {
        return best;
    }

    synchronized int bestMove() {
        return bestMove;
    }

    private synchronized int take() {
        if (cut || next >= count) {
            return -1;
        }
        return next++;
    }

    private synchronized int settle(int v, int x, int i) {
        // a move above alpha has only a lower bound: it is not done
        done[i] = v <= alpha;
        settled++;
        if (v > best) {
            best = v;
            bestMove = x;
        }
        if (v > alpha) {
            cut = true;
        }
        return settled;
    }

    /**
     * Searches moves of this split with a thread's search until none is left or the split is cut. The
     * search must work under this split (its current split is this one).
     */
    void work(Search s) {
        int i;
        while ((i = take()) >= 0) {
            int x = squares[i];
            long f = flips[i];
            int v;
            try {
                v = -s.nullWindow(o ^ f, p ^ f ^ (1L << x), -alpha - 1, n - 1);
            } catch (Abort e) {
                return;
            }
            int k = settle(v, x, i);
            if (reportBase >= 0) {
                s.control.root(n, reportBase + k, reportTotal);
            }
        }
    }
}
