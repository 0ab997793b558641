/**
 * The bitboard kernels: the fast path for programs that count millions of positions. Everything
 * here works on raw {@code long} bitboards, one bit per square in row-major order, and {@code int}
 * sizes and squares, and so on boards of at most 64 squares; a larger board is rejected with
 * {@link io.github.reversi4j.core.bitboard.BoardTooLargeException}. This package is the bottom
 * layer: it uses none of the value API of {@link io.github.reversi4j.core}, which is built on it.
 * <ul>
 *   <li>{@link io.github.reversi4j.core.bitboard.Bitboards}: legal-move and flip masks (the kernels
 *       the standard rules run on);</li>
 *   <li>{@link io.github.reversi4j.core.bitboard.BitboardPerft}: move-path counts on raw bitboards,
 *       on one thread or several, with a {@link io.github.reversi4j.core.bitboard.PerftConvention}.</li>
 * </ul>
 * Between the two levels, {@link io.github.reversi4j.core.BitboardAccess} gives the bitboards of
 * states, boards and square sets and builds values from bitboards; the perft of any rule set is
 * {@link io.github.reversi4j.core.Perft} and the planes of machine-learning environments are
 * {@link io.github.reversi4j.core.Observation}.
 *
 * <h2>A complete program</h2>
 * A random playout on raw bitboards, from the standard start to the end of the game:
 * <pre>{@code
 * import io.github.reversi4j.core.bitboard.Bitboards;
 * import java.util.Random;
 *
 * public class PlayBitboards {
 *     public static void main(String[] args) {
 *         long me = 0x0000000810000000L;         // black, to move: d5 and e4
 *         long you = 0x0000001008000000L;        // white: d4 and e5
 *         Random random = new Random(1);
 *         boolean passed = false;
 *         while (true) {
 *             long moves = Bitboards.legalMoves(me, you);
 *             if (moves == 0) {
 *                 if (passed) {
 *                     break;                       // neither side can move: the game is over
 *                 }
 *                 passed = true;
 *             } else {
 *                 passed = false;
 *                 int square = Bitboards.select(moves, random.nextInt(Long.bitCount(moves)));
 *                 long flips = Bitboards.flips(me, you, square);
 *                 me |= flips | 1L << square;
 *                 you &= ~flips;
 *             }
 *             long t = me; me = you; you = t;      // the other side moves next
 *         }
 *         System.out.println(Long.bitCount(me) + "-" + Long.bitCount(you));   // the side to move first
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.core.bitboard;
