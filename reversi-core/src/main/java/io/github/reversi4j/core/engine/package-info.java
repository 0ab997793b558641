/**
 * The engine level: the fast path for programs that count millions of positions. Everything here
 * works on raw {@code long} bitboards, one bit per square in row-major order, and so on boards of at
 * most 64 squares ({@link io.github.reversi4j.core.Geometry#fitsInLong()}); a larger board is
 * rejected with {@link io.github.reversi4j.core.engine.BoardTooLargeException}.
 * <ul>
 *   <li>{@link io.github.reversi4j.core.engine.Bitboards}: legal-move and flip masks (the kernels the
 *       standard rules run on);</li>
 *   <li>{@link io.github.reversi4j.core.engine.BitboardAccess}: the bitboards of states, boards and
 *       square sets, and values built from bitboards;</li>
 *   <li>{@link io.github.reversi4j.core.engine.Perft}: move-path counts, through the rules of any
 *       rule set or on raw 8x8 bitboards, on one thread or several;</li>
 *   <li>{@link io.github.reversi4j.core.engine.Observation}: the planes and action masks of
 *       machine-learning environments.</li>
 * </ul>
 * The value API of {@link io.github.reversi4j.core} is the one to start with; it is built on these
 * kernels and handles boards of every size.
 *
 * <h2>A complete program</h2>
 * A random playout on raw bitboards, from the standard start to the end of the game:
 * <pre>{@code
 * import io.github.reversi4j.core.Color;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.core.engine.BitboardAccess;
 * import io.github.reversi4j.core.engine.Bitboards;
 * import java.util.Random;
 *
 * public class PlayBitboards {
 *     public static void main(String[] args) {
 *         GameState start = StandardRules.othello().initialState();
 *         long me = BitboardAccess.bits(start, Color.BLACK);
 *         long you = BitboardAccess.bits(start, Color.WHITE);
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
package io.github.reversi4j.core.engine;
