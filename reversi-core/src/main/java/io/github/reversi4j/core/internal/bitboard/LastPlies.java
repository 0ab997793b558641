package io.github.reversi4j.core.internal.bitboard;

/**
 * The last plies of an 8x8 perft, counted in batches. A batch collects the moves of many nodes at one
 * depth; then each kernel below runs once over the whole batch (the discs each move flips, the
 * positions after the moves, the legal moves of each of them), and the batch either counts those
 * moves (the last batch: they are the leaves) or hands the positions on to the batch one ply deeper.
 * The work per position is that of {@code Perft}'s one-position path; what changes is that every
 * kernel is one loop over arrays with constant shifts, which the JIT compiler turns into vector
 * instructions, 4 (AVX2) or 8 (AVX-512) positions at a time.
 *
 * <p>Two facts about HotSpot's C2 (JDK 17 and 25, measured) shape this class:
 * <ul>
 *   <li>it vectorizes a loop only if the loop's method is compiled on its own: the same loops
 *       inlined into one method (or into their caller) are left scalar. The kernels are therefore
 *       called through one call site that sees many classes ({@link Kernel}), which C2 does not
 *       inline;</li>
 *   <li>a run fill written with pairs of discs ({@code Bitboards.legalMoves}) is not vectorized in
 *       some directions, a plain six-step fill is: the flip kernels use the plain one. A loop that
 *       flips both ways of a line at once is not vectorized either.</li>
 * </ul>
 * An instance belongs to one thread; it holds its batch, the batches after it and the running count.
 */
final class LastPlies {

    /** The positions per batch: the arrays stay in the first-level cache. */
    private static final int CAPACITY = 1024;
    /** Room beyond the capacity for the moves of one node (at most 64). */
    private static final int SLACK = 64;
    private static final long INNER = 0x7E7E7E7E7E7E7E7EL;

    private static final Kernel[] KERNELS = {
        Kernel.INNER_OPPONENTS,
        Kernel.FLIPS_EAST,
        Kernel.FLIPS_WEST,
        Kernel.FLIPS_NORTH,
        Kernel.FLIPS_SOUTH,
        Kernel.FLIPS_NORTH_EAST,
        Kernel.FLIPS_SOUTH_WEST,
        Kernel.FLIPS_NORTH_WEST,
        Kernel.FLIPS_SOUTH_EAST,
        Kernel.PLAY,
        Kernel.INNER_OPPONENTS,
        Kernel.MOVES_HORIZONTAL,
        Kernel.MOVES_VERTICAL,
        Kernel.MOVES_DIAGONAL,
        Kernel.MOVES_ANTI_DIAGONAL,
        Kernel.MOVES_ON_EMPTY,
    };

    /** Before {@link Kernel#PLAY}: the side to move at the node; after it: the side to move after the move. */
    private final long[] player = new long[CAPACITY + SLACK];
    /** The other side, likewise. */
    private final long[] opponent = new long[CAPACITY + SLACK];
    /** The placed disc (one bit). */
    private final long[] move = new long[CAPACITY + SLACK];
    /** The discs the move flips, then the legal replies. */
    private final long[] result = new long[CAPACITY + SLACK];
    /** The opponent discs off the edge files. */
    private final long[] inner = new long[CAPACITY + SLACK];
    private final boolean countEnded;
    private int size;
    private long leaves;

    /** The batch the positions after the moves go to, with their legal moves; null for the last one. */
    private final LastPlies next;

    /** The plies from the nodes of this batch down to the leaves, 2 or more. */
    private final int plies;

    private LastPlies(boolean countEnded, LastPlies next) {
        this.countEnded = countEnded;
        this.next = next;
        this.plies = next == null ? 2 : next.plies + 1;
    }

    /**
     * Returns the batches of the last plies: the first takes the nodes {@code plies} plies above the
     * leaves; each hands the positions after their moves to the next, and the last counts the
     * leaves.
     *
     * @param plies 2 or more
     */
    static LastPlies chain(boolean countEnded, int plies) {
        LastPlies b = new LastPlies(countEnded, null);
        for (int k = 2; k < plies; k++) {
            b = new LastPlies(countEnded, b);
        }
        return b;
    }

    /**
     * Adds the moves of a node at the depth of this batch; the leaves below them are counted by
     * {@link #finish()}, or earlier when batches fill.
     */
    void add(long p, long o, long moves) {
        final long[] ps = player;
        final long[] os = opponent;
        final long[] ms = move;
        int n = size;
        while (moves != 0) {
            ps[n] = p;
            os[n] = o;
            ms[n] = moves & -moves;
            moves &= moves - 1;
            n++;
        }
        size = n;
        if (n >= CAPACITY) {
            flush();
        }
    }

    /** Counts what is left in this batch and the next ones; returns the leaves below every node added. */
    long finish() {
        flush();
        return next == null ? leaves : leaves + next.finish();
    }

    private void flush() {
        for (Kernel k : KERNELS) {
            k.run(this);
        }
        if (next != null) {
            handOn();
            return;
        }
        final long[] replies = result;
        final long[] ps = player;
        final long[] os = opponent;
        final int n = size;
        long count = 0;
        for (int i = 0; i < n; i++) {
            long r = replies[i];
            if (r != 0) {
                count += Long.bitCount(r);
            } else if (countEnded || Bitboards.legalMoves(os[i], ps[i]) != 0) {
                // no reply: a pass is a leaf if the game goes on, else the game has ended
                count++;
            }
        }
        leaves += count;
        size = 0;
    }

    /** Gives each position after a move, with its legal moves, to the next batch. */
    private void handOn() {
        final LastPlies to = next;
        final long[] moves = result;
        final long[] ps = player;
        final long[] os = opponent;
        final int n = size;
        long count = 0;
        for (int i = 0; i < n; i++) {
            long m = moves[i];
            if (m != 0) {
                to.add(ps[i], os[i], m);
            } else {
                count += afterPass(os[i], ps[i], to.plies - 1);
            }
        }
        leaves += count;
        size = 0;
    }

    /** Returns the plies from the nodes of this batch down to the leaves, 2 or more. */
    int plies() {
        return plies;
    }

    /**
     * The leaves below a node reached by a pass, depth plies above the leaves (1 or more), the side to
     * move first: rare enough to count one position at a time.
     */
    private long afterPass(long p, long o, int depth) {
        long moves = Bitboards.legalMoves(p, o);
        if (moves == 0) {
            return countEnded ? 1 : 0;
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long total = 0;
        do {
            int sq = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(p, o, sq);
            total += BitboardPerft.count(o & ~f, p | f | (1L << sq), depth - 1, countEnded);
        } while (moves != 0);
        return total;
    }

    // ---- flips: the run of opponent discs from the placed disc, kept if a player disc ends it

    /** The outflanked run from a placed disc towards higher indices, or 0. */
    private static long runUp(long move, long player, long opponent, int step) {
        long t = opponent & (move << step);
        t |= opponent & (t << step);
        t |= opponent & (t << step);
        t |= opponent & (t << step);
        t |= opponent & (t << step);
        t |= opponent & (t << step);
        long end = (t << step) & player;
        // all ones when end is one bit, 0 when it is 0; no negation, no compare: both vectorize
        return t & (((end - 1) >>> 63) - 1);
    }

    /** The outflanked run from a placed disc towards lower indices, or 0. */
    private static long runDown(long move, long player, long opponent, int step) {
        long t = opponent & (move >>> step);
        t |= opponent & (t >>> step);
        t |= opponent & (t >>> step);
        t |= opponent & (t >>> step);
        t |= opponent & (t >>> step);
        t |= opponent & (t >>> step);
        long end = (t >>> step) & player;
        return t & (((end - 1) >>> 63) - 1);
    }

    // ---- legal replies, as Bitboards.legalMoves, one line direction per loop

    /** Both ways along a line of one step; see {@code Bitboards.fill}. */
    private static long fill(long player, long opponent, int step) {
        long pairs = opponent & (opponent << step);
        long t = opponent & (player << step);
        t |= opponent & (t << step);
        t |= pairs & (t << (2 * step));
        t |= pairs & (t << (2 * step));
        long beyond = t << step;
        pairs >>>= step;
        t = opponent & (player >>> step);
        t |= opponent & (t >>> step);
        t |= pairs & (t >>> (2 * step));
        t |= pairs & (t >>> (2 * step));
        return beyond | (t >>> step);
    }

    /**
     * The kernels, each one loop over the batch, in the order they run (the opponents off the edge files
     * are taken twice: before and after the moves). Each constant has a class of its own: the call in
     * {@link #flush()} sees all of them, so C2 compiles each on its own instead of inlining it there.
     */
    private enum Kernel {
        INNER_OPPONENTS {
            @Override
            void run(LastPlies batch) {
                final long[] os = batch.opponent;
                final long[] is = batch.inner;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    is[i] = os[i] & INNER;
                }
            }
        },
        FLIPS_EAST {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] = runUp(ms[i], ps[i], is[i], 1);
                }
            }
        },
        FLIPS_WEST {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runDown(ms[i], ps[i], is[i], 1);
                }
            }
        },
        FLIPS_NORTH {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] os = batch.opponent;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runUp(ms[i], ps[i], os[i], 8);
                }
            }
        },
        FLIPS_SOUTH {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] os = batch.opponent;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runDown(ms[i], ps[i], os[i], 8);
                }
            }
        },
        FLIPS_NORTH_EAST {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runUp(ms[i], ps[i], is[i], 9);
                }
            }
        },
        FLIPS_SOUTH_WEST {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runDown(ms[i], ps[i], is[i], 9);
                }
            }
        },
        FLIPS_NORTH_WEST {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runUp(ms[i], ps[i], is[i], 7);
                }
            }
        },
        FLIPS_SOUTH_EAST {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    fs[i] |= runDown(ms[i], ps[i], is[i], 7);
                }
            }
        },
        /** Plays each move: the opponent becomes the side to move. */
        PLAY {
            @Override
            void run(LastPlies batch) {
                final long[] ms = batch.move;
                final long[] ps = batch.player;
                final long[] os = batch.opponent;
                final long[] fs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    long f = fs[i];
                    long next = os[i] & ~f;
                    os[i] = ps[i] | f | ms[i];
                    ps[i] = next;
                }
            }
        },
        MOVES_HORIZONTAL {
            @Override
            void run(LastPlies batch) {
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] rs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    long p = ps[i];
                    long o = is[i];
                    // towards higher indices: the carry of one addition runs through each opponent run
                    long east = (o + ((p << 1) & o)) & ~o;
                    long pairs = o & (o >>> 1);
                    long t = o & (p >>> 1);
                    t |= o & (t >>> 1);
                    t |= pairs & (t >>> 2);
                    t |= pairs & (t >>> 2);
                    rs[i] = east | (t >>> 1);
                }
            }
        },
        MOVES_VERTICAL {
            @Override
            void run(LastPlies batch) {
                final long[] ps = batch.player;
                final long[] os = batch.opponent;
                final long[] rs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    rs[i] |= fill(ps[i], os[i], 8);
                }
            }
        },
        MOVES_DIAGONAL {
            @Override
            void run(LastPlies batch) {
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] rs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    rs[i] |= fill(ps[i], is[i], 9);
                }
            }
        },
        MOVES_ANTI_DIAGONAL {
            @Override
            void run(LastPlies batch) {
                final long[] ps = batch.player;
                final long[] is = batch.inner;
                final long[] rs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    rs[i] |= fill(ps[i], is[i], 7);
                }
            }
        },
        MOVES_ON_EMPTY {
            @Override
            void run(LastPlies batch) {
                final long[] ps = batch.player;
                final long[] os = batch.opponent;
                final long[] rs = batch.result;
                final int n = batch.size;
                for (int i = 0; i < n; i++) {
                    rs[i] &= ~(ps[i] | os[i]);
                }
            }
        };

        abstract void run(LastPlies batch);
    }
}
