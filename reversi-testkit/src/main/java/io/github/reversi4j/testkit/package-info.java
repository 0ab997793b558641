/**
 * The contract suites every rule set of reversi4j passes, to run against your own: extend
 * {@link io.github.reversi4j.testkit.RulesContract} (the laws of every rule set) or
 * {@link io.github.reversi4j.testkit.VariantContract} (those plus what a registered variant keeps),
 * return your configurations from {@code ruleSets()}, and run the class as any JUnit 5 test. Failures
 * name the rule set, the property, the seed and the shortest failing move prefix.
 *
 * <p>{@link io.github.reversi4j.testkit.RandomGames} plays the seeded random games the suites check,
 * for property tests of your own; {@link io.github.reversi4j.testkit.ReferenceReversi} is a
 * deliberately plain implementation of the base rules, sharing no code with the library, to check an
 * engine against.
 *
 * <h2>A complete test</h2>
 * With {@code reversi-testkit} in test scope, this class checks the standard rules on 8x8 and 6x6; a
 * variant's test looks the same with its own rule sets:
 * <pre>{@code
 * import io.github.reversi4j.core.Geometry;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.testkit.RulesContract;
 * import java.util.List;
 *
 * class OthelloContractTest extends RulesContract {
 *     @Override
 *     protected List<Rules> ruleSets() {
 *         StandardRules othello = StandardRules.othello();
 *         return List.of(othello, othello.withGeometry(Geometry.of(6)));
 *     }
 * }
 * }</pre>
 *
 * <h2>A complete program</h2>
 * Plays the random game the suites start with, printing each move and the board after it, and the
 * line a failure would print to reproduce it:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.testkit.RandomGames;
 * import java.util.List;
 *
 * public class ReplayRandomGame {
 *     public static void main(String[] args) {
 *         Rules rules = StandardRules.othello();
 *         long seed = RandomGames.seed(RandomGames.DEFAULT_SEED, 0);
 *         GameRecord game = RandomGames.play(rules, seed);
 *         List<GameState> states = RandomGames.states(game);          // the start, then one per move
 *         for (int ply = 1; ply < states.size(); ply++) {
 *             System.out.println(game.moves().get(ply - 1));
 *             System.out.println(states.get(ply));
 *         }
 *         System.out.println(RandomGames.describe(seed, game, game.moves().size()));
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.testkit;
