/**
 * PGN-style game records of Othello (<a href="../doc-files/formats.html#7.1">FORMATS §7.1</a>-<a href="../doc-files/formats.html#7.3">§7.3</a>): the exports of Edax, of the PlayOK server
 * and of the WTHOR converter thor2pgn, read as a stream of checked games ({@link
 * io.github.reversi4j.notation.pgn.PgnReader}); one game as a value ({@link
 * io.github.reversi4j.notation.pgn.PgnGame}: {@code parse}, {@code of}, and {@code toString} in Edax's
 * layout); Edax's FEN tag for a start other than the rules'
 * own ({@link io.github.reversi4j.notation.pgn.PgnFen}).
 *
 * <h2>A complete program</h2>
 * Plays a random game of Othello, writes it in Edax's PGN layout with its players, and reads it back:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.notation.CheckedGame;
 * import io.github.reversi4j.notation.GameInfo;
 * import io.github.reversi4j.notation.NotationException;
 * import io.github.reversi4j.notation.pgn.PgnReader;
 * import io.github.reversi4j.notation.pgn.PgnGame;
 * import java.io.StringReader;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Optional;
 * import java.util.Random;
 *
 * public class PlayPgn {
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
 *         String pgn = PgnGame.of(GameRecord.of(rules, moves), info).toString();
 *         System.out.println(pgn);                                     // [Event "?"] ... 1. f5 f4 2. ...
 *         try (PgnReader reader = PgnReader.of(new StringReader(pgn), "games.pgn")) {
 *             for (Optional<CheckedGame> game = reader.next(); game.isPresent(); game = reader.next()) {
 *                 System.out.println(game.get().isValid() + " " + game.get().info().white().orElseThrow());
 *             }
 *         }
 *         System.out.println(PgnGame.parse(pgn).record().moves().size() == moves.size()); // true
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.notation.pgn;
