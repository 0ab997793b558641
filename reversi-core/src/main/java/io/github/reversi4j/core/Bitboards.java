package io.github.reversi4j.core;

/**
 * The engine-level entry points: move generation on raw {@code long} bitboards, for programs that
 * count millions of positions (searches, perft, playouts) and want no object per move. This is the
 * fast path of the library; the immutable API ({@link GameState}, {@link Rules}) is built on it.
 *
 * <p>A bitboard holds the discs of one color on a board of at most 64 squares: bit {@code i} is the
 * square with row-major index {@code i} ({@link Geometry#index(Square)}), so on 8x8 bit 0 is
 * {@code a1}, bit 7 is {@code h1} and bit 63 is {@code h8}. The methods without a {@link Geometry}
 * are for the 8x8 board; the others take any geometry that {@linkplain Geometry#fitsInLong() fits in
 * a long}. None of them checks that the two bitboards are disjoint: that is the caller's contract.
 *
 * <p>The rules are those of RULES §B2 and §B3: a placement is legal when it outflanks at least one
 * line of opponent discs, and it flips every outflanked line. All methods are pure functions.
 */
public final class Bitboards {

    private static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;
    private static final long INNER = 0x7E7E7E7E7E7E7E7EL;

    private Bitboards() {
    }

    /**
     * Returns the squares where the player may place a disc on 8x8 (RULES §B2).
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @return the legal placements as a bitboard; 0 when the player must pass
     */
    public static long legalMoves(long player, long opponent) {
        long empty = ~(player | opponent);
        long inner = opponent & INNER;
        long moves = 0;
        long t;
        // east: index + 1
        t = inner & (player << 1);
        t |= inner & (t << 1);
        t |= inner & (t << 1);
        t |= inner & (t << 1);
        t |= inner & (t << 1);
        t |= inner & (t << 1);
        moves |= empty & (t << 1);
        // west: index - 1
        t = inner & (player >>> 1);
        t |= inner & (t >>> 1);
        t |= inner & (t >>> 1);
        t |= inner & (t >>> 1);
        t |= inner & (t >>> 1);
        t |= inner & (t >>> 1);
        moves |= empty & (t >>> 1);
        // south: index + 8
        t = opponent & (player << 8);
        t |= opponent & (t << 8);
        t |= opponent & (t << 8);
        t |= opponent & (t << 8);
        t |= opponent & (t << 8);
        t |= opponent & (t << 8);
        moves |= empty & (t << 8);
        // north: index - 8
        t = opponent & (player >>> 8);
        t |= opponent & (t >>> 8);
        t |= opponent & (t >>> 8);
        t |= opponent & (t >>> 8);
        t |= opponent & (t >>> 8);
        t |= opponent & (t >>> 8);
        moves |= empty & (t >>> 8);
        // south-east: index + 9
        t = inner & (player << 9);
        t |= inner & (t << 9);
        t |= inner & (t << 9);
        t |= inner & (t << 9);
        t |= inner & (t << 9);
        t |= inner & (t << 9);
        moves |= empty & (t << 9);
        // north-west: index - 9
        t = inner & (player >>> 9);
        t |= inner & (t >>> 9);
        t |= inner & (t >>> 9);
        t |= inner & (t >>> 9);
        t |= inner & (t >>> 9);
        t |= inner & (t >>> 9);
        moves |= empty & (t >>> 9);
        // south-west: index + 7
        t = inner & (player << 7);
        t |= inner & (t << 7);
        t |= inner & (t << 7);
        t |= inner & (t << 7);
        t |= inner & (t << 7);
        t |= inner & (t << 7);
        moves |= empty & (t << 7);
        // north-east: index - 7
        t = inner & (player >>> 7);
        t |= inner & (t >>> 7);
        t |= inner & (t >>> 7);
        t |= inner & (t >>> 7);
        t |= inner & (t >>> 7);
        t |= inner & (t >>> 7);
        moves |= empty & (t >>> 7);
        return moves;
    }

    /**
     * Returns the discs flipped by a placement on 8x8 (RULES §B3): every outflanked line in every
     * direction. The square is assumed empty; a result of 0 means the placement is illegal.
     *
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param square the row-major index of the placed disc, 0..63
     * @return the opponent discs that turn over, as a bitboard
     */
    public static long flips(long player, long opponent, int square) {
        long m = 1L << square;
        long flips = 0;
        long line;
        long x;
        // east
        line = 0;
        x = (m << 1) & NOT_A;
        while ((x & opponent) != 0) {
            line |= x;
            x = (x << 1) & NOT_A;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // west
        line = 0;
        x = (m >>> 1) & NOT_H;
        while ((x & opponent) != 0) {
            line |= x;
            x = (x >>> 1) & NOT_H;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // south
        line = 0;
        x = m << 8;
        while ((x & opponent) != 0) {
            line |= x;
            x <<= 8;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // north
        line = 0;
        x = m >>> 8;
        while ((x & opponent) != 0) {
            line |= x;
            x >>>= 8;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // south-east
        line = 0;
        x = (m << 9) & NOT_A;
        while ((x & opponent) != 0) {
            line |= x;
            x = (x << 9) & NOT_A;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // north-west
        line = 0;
        x = (m >>> 9) & NOT_H;
        while ((x & opponent) != 0) {
            line |= x;
            x = (x >>> 9) & NOT_H;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // south-west
        line = 0;
        x = (m << 7) & NOT_H;
        while ((x & opponent) != 0) {
            line |= x;
            x = (x << 7) & NOT_H;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        // north-east
        line = 0;
        x = (m >>> 7) & NOT_A;
        while ((x & opponent) != 0) {
            line |= x;
            x = (x >>> 7) & NOT_A;
        }
        if ((x & player) != 0) {
            flips |= line;
        }
        return flips;
    }

    /**
     * Returns the squares where the player may place a disc, on any board of at most 64 squares
     * (RULES §B2).
     *
     * @param geometry the board's shape; it must fit in a long
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @return the legal placements as a bitboard; 0 when the player must pass
     * @throws IllegalArgumentException if the geometry has more than 64 squares
     */
    public static long legalMoves(Geometry geometry, long player, long opponent) {
        if (geometry.width() == 8 && geometry.height() == 8) {
            return legalMoves(player, opponent);
        }
        checkFits(geometry);
        long empty = ~(player | opponent) & geometry.boardMask;
        long moves = 0;
        int steps = geometry.longestLine;
        for (int d = 0; d < 8; d++) {
            int s = geometry.shifts[d];
            long mask = geometry.stepMasks[d];
            long t = shift(player, s) & mask & opponent;
            for (int k = 1; k < steps; k++) {
                t |= shift(t, s) & mask & opponent;
            }
            moves |= shift(t, s) & mask & empty;
        }
        return moves;
    }

    /**
     * Returns the discs flipped by a placement, on any board of at most 64 squares (RULES §B3).
     *
     * @param geometry the board's shape; it must fit in a long
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param square the row-major index of the placed disc
     * @return the opponent discs that turn over, as a bitboard; 0 if the placement is illegal
     * @throws IllegalArgumentException if the geometry has more than 64 squares
     */
    public static long flips(Geometry geometry, long player, long opponent, int square) {
        if (geometry.width() == 8 && geometry.height() == 8) {
            return flips(player, opponent, square);
        }
        checkFits(geometry);
        long flips = 0;
        for (int d = 0; d < 8; d++) {
            flips |= line(geometry, player, opponent, square, d);
        }
        return flips;
    }

    /**
     * Returns the discs flipped by a placement in one direction only: the line the single-line
     * variant lets the mover choose (RULES §V1).
     *
     * @param geometry the board's shape; it must fit in a long
     * @param player the discs of the side to move
     * @param opponent the discs of the other side
     * @param square the row-major index of the placed disc
     * @param direction the direction of the line
     * @return the outflanked opponent discs in that direction; 0 if that line is not outflanked
     * @throws IllegalArgumentException if the geometry has more than 64 squares
     */
    public static long flips(Geometry geometry, long player, long opponent, int square, Direction direction) {
        checkFits(geometry);
        return line(geometry, player, opponent, square, direction.ordinal());
    }

    private static long line(Geometry geometry, long player, long opponent, int square, int d) {
        int s = geometry.shifts[d];
        long mask = geometry.stepMasks[d];
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

    private static void checkFits(Geometry geometry) {
        if (!geometry.fitsInLong()) {
            throw new IllegalArgumentException("a " + geometry + " board has more than 64 squares; "
                    + "use the GameState and Board API, which handle any size");
        }
    }
}
