/**
 * The WTHOR database of the Fédération Française d'Othello (<a href="../doc-files/formats.html#3">FORMATS §3</a>): game files ({@link
 * io.github.reversi4j.notation.wthor.WthorReader}, {@link io.github.reversi4j.notation.wthor.WthorWriter},
 * {@link io.github.reversi4j.notation.wthor.WthorGame}), and name files ({@link
 * io.github.reversi4j.notation.wthor.WthorNames}). Reading and writing a file gives back its bytes.
 *
 * <h2>A complete program</h2>
 * Plays a random game of Othello, writes it into a WTHOR game file of one game, and reads the file
 * back, replayed and checked against the score byte:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.notation.CheckedGame;
 * import io.github.reversi4j.notation.NotationException;
 * import io.github.reversi4j.notation.wthor.WthorGame;
 * import io.github.reversi4j.notation.wthor.WthorHeader;
 * import io.github.reversi4j.notation.wthor.WthorReader;
 * import io.github.reversi4j.notation.wthor.WthorWriter;
 * import java.io.ByteArrayInputStream;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Optional;
 * import java.util.Random;
 *
 * public class PlayWthor {
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
 *         // tournament, Black and White are indexes into the name files (WTHOR.TRN, WTHOR.JOU)
 *         WthorGame game = WthorGame.of(0, 0, 0, GameRecord.of(rules, moves), 0);
 *         WthorHeader header = WthorHeader.ofGames(new int[] {20, 26, 11, 21}, 1, 2026, 8, 0);
 *         byte[] file = WthorWriter.toBytes(header, List.of(game));  // 16 + 68 bytes
 *         try (WthorReader reader = WthorReader.of(new ByteArrayInputStream(file), "games.wtb")) {
 *             for (Optional<CheckedGame> read = reader.next(); read.isPresent(); read = reader.next()) {
 *                 System.out.println(read.get().isValid() + " " + read.get().finalState().orElseThrow().equals(state));
 *             }
 *         }
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.notation.wthor;
