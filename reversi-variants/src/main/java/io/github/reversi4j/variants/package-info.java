/**
 * Every rule set of the rulebook beyond plain Othello, each an implementation of the public
 * {@link io.github.reversi4j.core.Rules} interface registered with {@link java.util.ServiceLoader}
 * through a {@link io.github.reversi4j.core.RulesProvider}, exactly as a user's own variant is. Nothing
 * in the core or in the notation module knows these classes: a game record names its rules by id, and
 * {@link io.github.reversi4j.core.RuleSets#of(String)} finds them.
 *
 * <h2>The rule sets and their ids</h2>
 * Every rule set is made by id with {@link io.github.reversi4j.core.RuleSets#of(String)}
 * ({@code RuleSets.of("piecepack(coins=36)")}); the options of each are those its provider
 * describes ({@link io.github.reversi4j.core.RuleSets#providers()}, {@code reversi rules}). The types of this
 * package are what a program sees of the variants whose moves, outcomes or state are of a shape of
 * their own.
 * <table>
 *   <caption>Rule sets of this module</caption>
 *   <tr><th>id</th><th>rules</th><th>colors</th><th>types of its own</th></tr>
 *   <tr><td>{@code reversi-ravensburger}</td>
 *       <td><a href="doc-files/rules.html#R">RULES §R</a>: parallel start, 32 discs each with the give rule, last disc wins a tie
 *       ({@code tie=second-player}, {@code tie=draw})</td><td>Gold (first), Black</td><td>-</td></tr>
 *   <tr><td>{@code reversi-single-line}</td>
 *       <td><a href="doc-files/rules.html#V">RULES §V</a>: a move flips one chosen line ({@code d3>ne})</td><td>Gold (first), Black</td>
 *       <td>{@link io.github.reversi4j.variants.LineMove}</td></tr>
 *   <tr><td>{@code piecepack}</td>
 *       <td><a href="doc-files/rules.html#P">RULES §P</a>: 2x2 tiles, coins split evenly ({@code coins=36}, {@code tiles=3x3})</td>
 *       <td>Symbols (first), Numbers</td><td>-</td></tr>
 *   <tr><td>{@code solo-knizia}</td>
 *       <td><a href="doc-files/rules.html#S">RULES §S</a>: one player, 24 tokens ({@code seed=42}, {@code scoring=numbered})</td>
 *       <td>Gold, Black</td><td>{@link io.github.reversi4j.variants.SoloMove}, {@link io.github.reversi4j.variants.SoloOutcome},
 *       {@link io.github.reversi4j.variants.SoloView}, {@link io.github.reversi4j.variants.SoloToken},
 *       {@link io.github.reversi4j.variants.SoloScoring}</td></tr>
 *   <tr><td>{@code reversi-open-center}</td>
 *       <td><a href="doc-files/rules.html#R2">RULES §R2</a>: the first four moves fill the center</td><td>Black (first), White</td><td>-</td></tr>
 *   <tr><td>{@code anti-othello}</td>
 *       <td><a href="doc-files/rules.html#X2">RULES §X2</a>: the fewer discs win</td><td>Black (first), White</td><td>-</td></tr>
 *   <tr><td>{@code ggs}</td>
 *       <td>GGS game types: {@code size}, {@code komi}, {@code anti}, {@code random}, {@code seed}</td>
 *       <td>Black (first), White</td><td>-</td></tr>
 * </table>
 * The Othello of seed 004 (<a href="doc-files/rules.html#O4">RULES §O4</a>) needs no class: it is
 * {@code StandardRules.othello().withFirstToMove(Color.WHITE)}, id {@code othello(first=white)}.
 *
 * <p>An id is the provider id followed, in parentheses, by the options that differ from the defaults:
 * {@code reversi-ravensburger(tie=draw)}, {@code piecepack(coins=36)},
 * {@code ggs(komi=-0.5,random=20)}. {@link io.github.reversi4j.core.Rules#id()} returns this canonical
 * form and {@code RuleSets.of(rules.id())} gives back an equal rule set. An unknown id fails with a
 * message listing the known ones.
 *
 * <h2>Reproducible randomness</h2>
 * The solo game's shuffle and the random starts of {@code ggs} draw from SplitMix64 seeded with the
 * rule set's {@code seed}: the state starts at the seed; each draw adds {@code 0x9E3779B97F4A7C15} to
 * the state and returns {@code z ^ (z >>> 31)} after {@code z = (s ^ (s >>> 30)) * 0xBF58476D1CE4E5B9},
 * {@code z = (z ^ (z >>> 27)) * 0x94D049BB133111EB}; a draw below a bound is the unsigned remainder.
 * The same seed gives the same game on every JVM.
 *
 * <h2>Writing a variant</h2>
 * A variant is a class that implements {@link io.github.reversi4j.core.Rules}; most are best written by
 * wrapping a configuration of {@link io.github.reversi4j.core.StandardRules} and changing only what
 * differs, as the rule sets of this module do:
 * <ol>
 *   <li>Keep the rule set an immutable value: its options are final fields, {@code equals} and
 *       {@code hashCode} compare them, and {@code id()} writes those that differ from the defaults
 *       with {@link io.github.reversi4j.core.RuleOptions}; the provider reads them back with the typed
 *       readers of the same class.</li>
 *   <li>Extend {@link io.github.reversi4j.core.ForwardingRules} over the wrapped rules, name the variant
 *       in {@code id()} (it is abstract) and override what the variant changes: {@code outcome} for a
 *       different winner ({@code anti-othello}), {@code legalMoves} and
 *       {@code play} for different moves, with {@code legalMoveCount} and {@code isLegal} beside them
 *       ({@code reversi-single-line}; the contract suite checks that they
 *       agree), {@code colorName} for the names of the colors. Squares no disc may take need no
 *       override: {@link io.github.reversi4j.core.StandardRules#withBlockedSquares(io.github.reversi4j.core.SquareSet)};
 *       nor do placements forbidden by a rule of the variant's own ("at most two flips"):
 *       {@link io.github.reversi4j.core.StandardRules#withPlacementRule(io.github.reversi4j.core.PlacementRule)}
 *       keeps the passes and the end consistent with it.</li>
 *   <li>Reject an illegal move with an {@link io.github.reversi4j.core.IllegalMoveException} whose
 *       {@link io.github.reversi4j.core.IllegalMoveException.Reason} says why and whose detail names the
 *       colors as {@code colorName} does; a reason of the variant's own is a
 *       {@link io.github.reversi4j.core.IllegalMoveException.Reason#VARIANT VARIANT} with its code
 *       ({@link io.github.reversi4j.variants.LineMove#AMBIGUOUS_LINE}).
 *       Moves and outcomes of a shape of the variant's own are types it defines, implementing
 *       {@link io.github.reversi4j.core.Move.Variant} and {@link io.github.reversi4j.core.Outcome.Variant}
 *       and read back by {@code parseMove} and {@code parseOutcome}
 *       ({@link io.github.reversi4j.variants.LineMove},
 *       {@link io.github.reversi4j.variants.SoloOutcome}). A player who ends the game at will
 *       plays {@link io.github.reversi4j.core.Move#declareEnd()}, never a pass.</li>
 *   <li>State the variant needs beyond discs, side to move and supplies goes into an immutable
 *       {@link io.github.reversi4j.core.StateExtension} kept in the state
 *       ({@link io.github.reversi4j.core.GameState#withExtension(io.github.reversi4j.core.StateExtension)});
 *       override {@code parseState} to read its text back, and {@code symmetries} if the rules do not
 *       commute with every symmetry of the board (the tokens of {@code solo-knizia} are an
 *       example).</li>
 *   <li>Register it: a public class implementing {@link io.github.reversi4j.core.RulesProvider} with a
 *       public no-argument constructor, declared in {@code module-info.java}
 *       ({@code provides io.github.reversi4j.core.RulesProvider with ...}) and, for the class path, in
 *       {@code META-INF/services/io.github.reversi4j.core.RulesProvider}, naming the same classes (a
 *       test of this module checks that the two lists agree).</li>
 *   <li>Test it with the contract suites of the {@code reversi-testkit} artifact (a test-scope
 *       dependency that brings JUnit Jupiter and AssertJ): {@code io.github.reversi4j.testkit.RulesContract}
 *       checks the properties every rule set must have over seeded random games (legal moves,
 *       rejections with reasons, immutability, hashes, text and record round trips, symmetries,
 *       replay), and {@code io.github.reversi4j.testkit.VariantContract} adds what a registered variant
 *       must keep
 *       (found through {@code ServiceLoader} by its id, color names, supplies and the give rule, discs
 *       never removed). Subclass one, return your configurations from {@code ruleSets()}, and add tests
 *       of your own rules. Every rule set of this package runs it.</li>
 * </ol>
 *
 * <h2>A complete program</h2>
 * Plays a random game of Ravensburger Reversi, naming each mover as the rule set does, and prints
 * the outcome; any rule set of this package, or of your own, plays the same way:
 * <pre>{@code
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.RuleSets;
 * import java.util.List;
 * import java.util.Random;
 *
 * public class PlayRavensburger {
 *     public static void main(String[] args) {
 *         Rules rules = RuleSets.of("reversi-ravensburger");
 *         GameState state = rules.initialState();
 *         Random random = new Random(7);
 *         while (!rules.isTerminal(state)) {
 *             List<Move> legal = rules.legalMoves(state);
 *             Move move = legal.get(random.nextInt(legal.size()));
 *             System.out.println(rules.colorName(state.toMove()) + " plays " + move);   // "Gold plays ..."
 *             state = rules.play(state, move);
 *         }
 *         System.out.println(rules.outcome(state));
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.variants;
