/**
 * GGF, the Generic Game Format of the GGS server (<a href="../doc-files/formats.html#2">FORMATS §2</a>): games ({@link
 * io.github.reversi4j.notation.ggf.GgfGame}), archive lines and synchro pairs ({@link
 * io.github.reversi4j.notation.ggf.GgfMatch}), their properties, types, moves and results, and the
 * streaming reader that replays and checks them under the rules their type names ({@link
 * io.github.reversi4j.notation.ggf.GgfReader}).
 *
 * <h2>A complete program</h2>
 * Plays a random game of Othello, writes it as a GGF game with its players, and reads it back,
 * replayed and checked:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.notation.CheckedGame;
 * import io.github.reversi4j.notation.GameInfo;
 * import io.github.reversi4j.notation.NotationException;
 * import io.github.reversi4j.notation.ggf.GgfGame;
 * import io.github.reversi4j.notation.ggf.GgfReader;
 * import java.io.StringReader;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Optional;
 * import java.util.Random;
 *
 * public class PlayGgf {
 *     public static void main(String[] args) throws NotationException {
 *         Rules rules = StandardRules.othello();
 *         GameState state = rules.initialState();
 *         List<Move> moves = new ArrayList<>();
 *         Random random = new Random(42);
 *         while (!rules.isTerminal(state)) {
 *             List<Move> legal = rules.legalMoves(state);
 *             Move move = legal.get(random.nextInt(legal.size()));
 *             state = rules.play(state, move);
 *             moves.add(move);
 *         }
 *         GameInfo info = GameInfo.empty().with(GameInfo.BLACK, "alice").with(GameInfo.WHITE, "bob");
 *         String ggf = GgfGame.of(GameRecord.of(rules, moves), info).toString();
 *         System.out.println(ggf);                                     // "(;GM[Othello]PC[...]PB[alice]..."
 *         try (GgfReader reader = GgfReader.of(new StringReader(ggf), "game.ggf")) {
 *             for (Optional<CheckedGame> game = reader.next(); game.isPresent(); game = reader.next()) {
 *                 System.out.println(game.get().isValid() + " " + game.get().finalState().orElseThrow().equals(state));
 *             }
 *         }
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.notation.ggf;
