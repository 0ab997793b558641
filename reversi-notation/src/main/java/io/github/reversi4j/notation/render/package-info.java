/**
 * Pictures of positions: an SVG drawing ({@link io.github.reversi4j.notation.render.SvgRenderer}) and
 * a plain-text diagram ({@link io.github.reversi4j.notation.render.TextRenderer}) of a board of any
 * size, with the last move, the legal moves, the coordinates and the marks of single squares (blocked,
 * highlighted: {@link io.github.reversi4j.notation.render.SquareMark}) as {@link
 * io.github.reversi4j.notation.render.RenderOptions} say. The blocked squares of
 * {@link io.github.reversi4j.core.StandardRules} are drawn without being asked.
 *
 * <h2>A complete program</h2>
 * Plays twenty random moves of Othello, printing the text diagram after each, and draws the last
 * position, its last move marked, as SVG:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.notation.render.RenderOptions;
 * import io.github.reversi4j.notation.render.SvgRenderer;
 * import io.github.reversi4j.notation.render.TextRenderer;
 * import java.io.IOException;
 * import java.nio.file.Files;
 * import java.nio.file.Path;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Random;
 *
 * public class PlayRender {
 *     public static void main(String[] args) throws IOException {
 *         Rules rules = StandardRules.othello();
 *         GameState state = rules.initialState();
 *         List<Move> moves = new ArrayList<>();
 *         Random random = new Random(42);
 *         while (!rules.isTerminal(state) && moves.size() < 20) {
 *             List<Move> legal = rules.legalMoves(state);
 *             Move move = legal.get(random.nextInt(legal.size()));
 *             state = rules.play(state, move);
 *             moves.add(move);
 *             System.out.println(TextRenderer.render(state, rules, RenderOptions.defaults()));
 *         }
 *         String svg = SvgRenderer.render(GameRecord.of(rules, moves), RenderOptions.defaults());
 *         Files.writeString(Path.of("position.svg"), svg);            // the last move marked
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.notation.render;
