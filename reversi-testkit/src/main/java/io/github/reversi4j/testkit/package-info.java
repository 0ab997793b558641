/**
 * The contract suites every rule set of reversi4j passes, to run against your own: extend
 * {@link io.github.reversi4j.testkit.RulesContract} (the laws of every rule set) or
 * {@link io.github.reversi4j.testkit.VariantContract} (those plus what a registered variant keeps),
 * return your configurations from {@code ruleSets()}, and run the class as any JUnit 5 test. Failures
 * name the rule set, the property, the seed and the shortest failing move prefix.
 *
 * <p>The suites play seeded random legal games; a failure prints the seed and the shortest failing
 * move prefix as a game record's text, and {@code -Dreversi4j.seed=...} runs the same games again.
 * {@link io.github.reversi4j.testkit.ReferenceReversi} is a deliberately plain implementation of the
 * base rules, sharing no code with the library, to check an engine against.
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
 * Replays the move prefix a failure printed ({@code seed 0x..., prefix of 3 moves: othello: f5 d6 c3}),
 * printing each state, to look at the failing position in a debugger or a test of its own:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 *
 * public class ReplayFailure {
 *     public static void main(String[] args) {
 *         GameRecord prefix = GameRecord.parse("othello: f5 d6 c3");   // pasted from the failure
 *         for (GameState state : prefix.replay().states()) {          // the start, then one per move
 *             System.out.println(state);
 *         }
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.testkit;
