package io.github.reversi4j.core.internal.bitboard;

/**
 * The bitboard kernels: move generation on raw {@code long} bitboards, for programs that count
 * millions of positions (searches, perft, playouts) and want no object per move. This is the fast
 * path of the library; the immutable API of {@code io.github.reversi4j.core} ({@code GameState},
 * {@code Rules}) is built on it, and its {@code BitboardAccess} converts between the two. This
 * package knows nothing of that API: its methods take and return {@code long} bitboards and
 * {@code int} sizes and squares.
 *
 * <p>A bitboard holds the discs of one color on a board of at most 64 squares: bit {@code i} is the
 * square with row-major index {@code i} (row {@code i / width}, column {@code i % width}), so on 8x8
 * bit 0 is {@code a1}, bit 7 is {@code h1} and bit 63 is {@code h8}. The methods without a width and
 * a height are for the 8x8 board; the others take any board of at most 64 squares. None of them
 * checks that the two bitboards are disjoint or on the board: that is the caller's contract.
 *
 * <p>The rules are those of <a href="../doc-files/rules.html#B2">RULES §B2</a> and <a href="../doc-files/rules.html#B3">§B3</a>: a placement is legal when it outflanks at least one
 * line of opponent discs, and it flips every outflanked line. All methods are pure functions.
 */
public final class Bitboards {

    private static final long INNER = 0x7E7E7E7E7E7E7E7EL;

    /**
     * The rays of the 8x8 board: entry {@code 8 * square + k} holds the squares met walking from the
     * square (excluded) to the edge in direction k. Directions 0-3 go towards higher indices (+1, +7,
     * +8, +9), 4-7 towards lower ones (-1, -7, -8, -9).
     */
    private static final long[] RAYS = new long[64 * 8];

    static {
        int[] dx = {1, -1, 0, 1, -1, 1, 0, -1};
        int[] dy = {0, 1, 1, 1, 0, -1, -1, -1};
        for (int sq = 0; sq < 64; sq++) {
            for (int k = 0; k < 8; k++) {
                long ray = 0;
                int c = (sq & 7) + dx[k];
                int r = (sq >>> 3) + dy[k];
                while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                    ray |= 1L << (r * 8 + c);
                    c += dx[k];
                    r += dy[k];
                }
                RAYS[sq * 8 + k] = ray;
            }
        }
    }

    private Bitboards() {
    }

    /**
     * Returns the squares where the player may place a disc on 8x8 (<a href="../doc-files/rules.html#B2">RULES §B2</a>).
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @return the legal placements as a bitboard; 0 when the player must pass
     */
    public static long legalMoves(long player, long opponent) {
        // Kept small, with small helpers, so that the JIT compiler inlines it into its callers.
        long inner = opponent & INNER;
        return (horizontal(player, inner) | fill(player, opponent, 8) | fill(player, inner, 9)
                | fill(player, inner, 7)) & ~(player | opponent);
    }

    /**
     * The squares beyond the runs of opponent discs that start next to a player disc, both ways along
     * the lines of one step. Each way grows the runs one step, a second step, then two steps at a time
     * through pairs of adjacent opponent discs (an 8x8 line holds at most 6 of them), and steps once
     * more. The opponent discs must exclude the edge files for steps with a sideways part.
     */
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

    /** {@link #fill} for step 1, with the opponent discs of the inner files only. */
    private static long horizontal(long player, long inner) {
        // towards higher indices a run is a block of consecutive bits: adding its first bit carries
        // through the block onto the square beyond it
        long east = (inner + ((player << 1) & inner)) & ~inner;
        long pairs = inner & (inner >>> 1);
        long t = inner & (player >>> 1);
        t |= inner & (t >>> 1);
        t |= pairs & (t >>> 2);
        t |= pairs & (t >>> 2);
        return east | (t >>> 1);
    }

    /**
     * Returns the discs flipped by a placement on 8x8 (<a href="../doc-files/rules.html#B3">RULES §B3</a>): every outflanked line in every
     * direction. The square is assumed empty; a result of 0 means the placement is illegal.
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param square the row-major index of the placed disc, 0..63
     * @return the opponent discs that turn over, as a bitboard
     */
    public static long flips(long player, long opponent, int square) {
        // Along a ray the first square that is not an opponent disc ends the run; the run is
        // outflanked when that square holds a player disc. Towards higher indices that square is
        // the lowest set bit of (ray minus opponent discs) and the run is the ray below it; towards
        // lower indices it is the highest set bit and the run is the ray above it.
        final long[] rays = RAYS;
        final int b = (square & 63) << 3;
        final long notOpp = ~opponent;
        return up(player, notOpp, rays[b]) | up(player, notOpp, rays[b + 1]) | up(player, notOpp, rays[b + 2])
                | up(player, notOpp, rays[b + 3]) | down(player, notOpp, rays[b + 4])
                | down(player, notOpp, rays[b + 5]) | down(player, notOpp, rays[b + 6])
                | down(player, notOpp, rays[b + 7]);
    }

    /** The outflanked run along a ray towards higher indices, or 0. */
    private static long up(long player, long notOpponent, long ray) {
        long end = notOpponent & ray;
        end = end & -end & player;
        return (end - 1) & ray & (-end >> 63);
    }

    /** The outflanked run along a ray towards lower indices, or 0. */
    private static long down(long player, long notOpponent, long ray) {
        long end = Long.highestOneBit(notOpponent & ray) & player;
        return -(end << 1) & ray;
    }

    /**
     * Returns the squares where the player may place a disc, on any board of at most 64 squares
     * (<a href="../doc-files/rules.html#B2">RULES §B2</a>).
     *
     * @param width the number of columns, at least 1
     * @param height the number of rows, at least 1
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @return the legal placements as a bitboard; 0 when the player must pass
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a side is less than 1
     */
    public static long legalMoves(int width, int height, long player, long opponent) {
        if (width == 8 && height == 8) {
            return legalMoves(player, opponent);
        }
        Tables tables = Tables.of(width, height);
        long empty = ~(player | opponent) & tables.boardMask;
        long moves = 0;
        int steps = tables.longestLine;
        for (int d = 0; d < 8; d++) {
            int s = tables.shift(d);
            long mask = tables.stepMask(d);
            long t = shift(player, s) & mask & opponent;
            for (int k = 1; k < steps; k++) {
                t |= shift(t, s) & mask & opponent;
            }
            moves |= shift(t, s) & mask & empty;
        }
        return moves;
    }

    /**
     * Returns the discs flipped by a placement, on any board of at most 64 squares (<a href="../doc-files/rules.html#B3">RULES §B3</a>).
     *
     * @param width the number of columns, at least 1
     * @param height the number of rows, at least 1
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param square the row-major index of the placed disc
     * @return the opponent discs that turn over, as a bitboard; 0 if the placement is illegal
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a side is less than 1
     */
    public static long flips(int width, int height, long player, long opponent, int square) {
        if (width == 8 && height == 8) {
            return flips(player, opponent, square);
        }
        Tables t = Tables.of(width, height);
        long flips = 0;
        for (int d = 0; d < 8; d++) {
            flips |= line(t, player, opponent, square, d);
        }
        return flips;
    }

    /**
     * Returns the discs flipped by a placement in one direction only: the line the single-line
     * variant lets the mover choose (<a href="../doc-files/rules.html#V1">RULES §V1</a>).
     *
     * @param width the number of columns, at least 1
     * @param height the number of rows, at least 1
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param square the row-major index of the placed disc
     * @param dx the column step of the line's direction, -1, 0 or 1
     * @param dy the row step of the line's direction, -1, 0 or 1 (rows grow with the index)
     * @return the outflanked opponent discs in that direction; 0 if that line is not outflanked
     * @throws BoardTooLargeException if the board has more than 64 squares
     * @throws IllegalArgumentException if a side is less than 1, or the step is not one of the eight
     */
    public static long flips(int width, int height, long player, long opponent, int square, int dx, int dy) {
        return line(Tables.of(width, height), player, opponent, square, Tables.direction(dx, dy));
    }

    private static long line(Tables t, long player, long opponent, int square, int d) {
        int s = t.shift(d);
        long mask = t.stepMask(d);
        long line = 0;
        long x = shift(1L << square, s) & mask;
        while ((x & opponent) != 0) {
            line |= x;
            x = shift(x, s) & mask;
        }
        return (x & player) != 0 ? line : 0;
    }

    private static long shift(long x, int s) {
        return s > 0 ? x << s : x >>> -s;
    }

    /**
     * Returns the index of the set bit of a given rank: the square of the {@code k}-th legal move in
     * row-major order, say, for picking a random move of a move mask without building a list.
     *
     * @param bits a bitboard with more than {@code k} bits set
     * @param k the rank, 0 for the lowest set bit
     * @return the index of that bit, 0..63
     */
    public static int select(long bits, int k) {
        // narrow down to the byte holding it by counting halves, quarters and eighths, then step
        int shift = 0;
        int c = Long.bitCount(bits & 0xFFFFFFFFL);
        if (k >= c) {
            k -= c;
            shift = 32;
        }
        c = Long.bitCount((bits >>> shift) & 0xFFFFL);
        if (k >= c) {
            k -= c;
            shift += 16;
        }
        c = Long.bitCount((bits >>> shift) & 0xFFL);
        if (k >= c) {
            k -= c;
            shift += 8;
        }
        long b = bits >>> shift;
        for (; k > 0; k--) {
            b &= b - 1;
        }
        return shift + Long.numberOfTrailingZeros(b);
    }
}
