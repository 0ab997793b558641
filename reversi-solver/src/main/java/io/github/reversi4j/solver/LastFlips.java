package io.github.reversi4j.solver;

/**
 * The number of discs a placement flips on the last empty square of the full 8x8 board, counted from
 * the mover's discs alone: every other square holds a disc, so a square of a line through the
 * placed one that is not the mover's is the opponent's. Each of the four lines through the square
 * is gathered into a byte of the mover's discs indexed by position along the line (column, or row
 * for the vertical line; a diagonal's squares off the board stay 0, which reads as opponent discs
 * that no disc of the mover closes, so they never count), and a table gives the flips on the line.
 */
final class LastFlips {

    private static final long FILE_A = 0x0101010101010101L;
    /** Gathers the squares of file A, shifted down, into the top byte by row. */
    private static final long FILE_TO_BYTE = 0x0102040810204080L;
    /**
     * For a placement at position i of a line and the mover's discs on the line as a byte b (the bit
     * of i ignored), entry {@code 256 * i + b}: the opponent discs flipped on that line.
     */
    private static final byte[] COUNT = new byte[8 * 256];
    /** The diagonal (steps of 9 bits) through each square, the square left out. */
    private static final long[] DIAG9 = new long[64];
    /** The anti-diagonal (steps of 7 bits) through each square, the square left out. */
    private static final long[] DIAG7 = new long[64];

    static {
        for (int i = 0; i < 8; i++) {
            for (int b = 0; b < 256; b++) {
                int k = 0;
                int j = i + 1;
                while (j < 8 && (b >>> j & 1) == 0) {
                    j++;
                }
                if (j < 8) {
                    k += j - i - 1;
                }
                j = i - 1;
                while (j >= 0 && (b >>> j & 1) == 0) {
                    j--;
                }
                if (j >= 0) {
                    k += i - j - 1;
                }
                COUNT[256 * i + b] = (byte) k;
            }
        }
        for (int x = 0; x < 64; x++) {
            int r = x >>> 3;
            int c = x & 7;
            for (int t = -7; t <= 7; t++) {
                if (t == 0) {
                    continue;
                }
                if (r + t >= 0 && r + t < 8 && c + t >= 0 && c + t < 8) {
                    DIAG9[x] |= 1L << (8 * (r + t) + c + t);
                }
                if (r + t >= 0 && r + t < 8 && c - t >= 0 && c - t < 8) {
                    DIAG7[x] |= 1L << (8 * (r + t) + c - t);
                }
            }
        }
    }

    private LastFlips() {
    }

    /**
     * The discs flipped by the mover's placement on square x, the only empty square of the board.
     *
     * @param p the mover's discs (every square but x not in p is the opponent's)
     * @param x the empty square, 0..63
     * @return the number of opponent discs flipped; 0 when the placement is illegal
     */
    static int count(long p, int x) {
        int c = x & 7;
        int r = x >>> 3;
        int row = (int) (p >>> (x & 56)) & 0xFF;
        int col = (int) ((((p >>> c) & FILE_A) * FILE_TO_BYTE) >>> 56);
        int d9 = (int) (((p & DIAG9[x]) * FILE_A) >>> 56);
        int d7 = (int) (((p & DIAG7[x]) * FILE_A) >>> 56);
        byte[] t = COUNT;
        int ci = c << 8;
        return t[ci | row] + t[(r << 8) | col] + t[ci | d9] + t[ci | d7];
    }
}
