/**
 * Text formats of moves and positions: move-list transcripts ({@link
 * io.github.reversi4j.notation.text.Transcript}, {@link io.github.reversi4j.notation.text.TranscriptFormat},
 * and files of them read by {@code RecordFormat.TRANSCRIPT}), and board strings or OBF
 * lines with scored moves ({@link io.github.reversi4j.notation.text.ObfPosition}); files of them are
 * read and written with {@link io.github.reversi4j.notation.formats.RecordFormat}.
 *
 * <h2>A complete program</h2>
 * Plays a random game of Othello, writes its moves as a transcript and its final position as core's
 * text, and reads both back:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.notation.NotationException;
 * import io.github.reversi4j.notation.text.Transcript;
 * import io.github.reversi4j.notation.text.TranscriptFormat;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Random;
 *
 * public class PlayTranscript {
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
 *         String text = TranscriptFormat.canonical().format(GameRecord.of(rules, moves));
 *         System.out.println(text);                                    // "f5f4f3...", forced passes left out
 *         GameState end = GameRecord.withImplicitPasses(rules, rules.initialState(),
 *                 Transcript.parse(text).moves()).replay().finalState();         // replayed, passes put back
 *         System.out.println(end.equals(state));
 *         String position = state.toString();                          // 64 squares, the side to move, ...
 *         System.out.println(position);
 *         System.out.println(GameState.parse(position).equals(state));     // core's one position parser
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.notation.text;
