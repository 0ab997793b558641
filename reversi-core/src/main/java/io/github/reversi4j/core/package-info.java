/**
 * The value API of reversi4j: squares, boards, moves and game states as immutable values, the
 * {@link io.github.reversi4j.core.Rules} interface every rule set implements, the standard Othello
 * rules, and game records.
 *
 * <ul>
 *   <li>{@link io.github.reversi4j.core.Square}, {@link io.github.reversi4j.core.Geometry},
 *       {@link io.github.reversi4j.core.SquareSet} and {@link io.github.reversi4j.core.Board}: where the
 *       discs are, on boards of any even size from 4x4 to 16x16;</li>
 *   <li>{@link io.github.reversi4j.core.Move}: a placement, a pass, or a placement that names its line;
 *       when the side to move has no placement, its one legal move is {@link
 *       io.github.reversi4j.core.Move#pass()};</li>
 *   <li>{@link io.github.reversi4j.core.GameState}: the board, the side to move, the supplies of discs
 *       and what a rule set keeps beside them; it does not know its rules;</li>
 *   <li>{@link io.github.reversi4j.core.Rules}: the initial state, the legal moves, the next state (or an
 *       {@link io.github.reversi4j.core.IllegalMoveException} saying why not), the end of the game and
 *       its {@link io.github.reversi4j.core.Outcome};</li>
 *   <li>{@link io.github.reversi4j.core.StandardRules}: Othello and its configurations (size, opening,
 *       first player, tie rule, supplies, scoring, blocked squares); {@link io.github.reversi4j.core.ForwardingRules}:
 *       the base of a rule set that changes part of another, which always names itself;</li>
 *   <li>{@link io.github.reversi4j.core.RuleSets}: every rule set by id, found through the
 *       {@link io.github.reversi4j.core.RulesProvider}s registered with {@link java.util.ServiceLoader}
 *       (Othello is built in);
 *       the variants of {@code reversi-variants} and a user's own are found the same way;</li>
 *   <li>{@link io.github.reversi4j.core.GameRecord} and {@link io.github.reversi4j.core.Replay}: a game as
 *       its rules, start and moves, and what replaying it gives.</li>
 * </ul>
 * Every value here is immutable and thread-safe, compares by value, and has a canonical
 * {@code toString} that its {@code parse} reads back. {@link io.github.reversi4j.core.Perft} counts
 * the move paths of any rule set, and {@link io.github.reversi4j.core.Observation} gives the planes of
 * machine-learning environments.
 *
 * <h2>A complete program</h2>
 * Plays a random game of Othello, prints the final position and the outcome, and writes the game as a
 * record that reads back into an equal one:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Random;
 *
 * public class PlayOthello {
 *     public static void main(String[] args) {
 *         Rules rules = StandardRules.othello();              // or RuleSets.of("othello(size=10x10)")
 *         GameState state = rules.initialState();
 *         List<Move> moves = new ArrayList<>();
 *         Random random = new Random(42);
 *         while (!rules.isTerminal(state)) {
 *             List<Move> legal = rules.legalMoves(state);     // a lone pass when the side to move has none
 *             Move move = legal.get(random.nextInt(legal.size()));
 *             state = rules.play(state, move);                // a new state; the old one is unchanged
 *             moves.add(move);
 *         }
 *         System.out.println(state);                          // the board from a1, then the side to move
 *         System.out.println(rules.outcome(state));
 *         GameRecord record = GameRecord.of(rules, moves);
 *         System.out.println(record);                         // "othello: ..."; GameRecord.parse reads it back
 *         System.out.println(GameRecord.parse(record.toString()).equals(record));
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.core;
