/**
 * Reading, writing and validating Othello game records: the API every format shares.
 *
 * <ul>
 *   <li>{@link io.github.reversi4j.notation.formats.RecordFormat} - the formats, found by name, by file name
 *       or by content; each opens a {@link io.github.reversi4j.notation.GameReader} and a
 *       {@link io.github.reversi4j.notation.GameWriter} the same way, with
 *       {@link io.github.reversi4j.notation.formats.FormatOptions};</li>
 *   <li>{@link io.github.reversi4j.notation.GameReader} - the games of a source, one at a time with
 *       constant memory, each replayed and checked: as an {@code Iterator} or a
 *       {@code Stream}, or through a {@link io.github.reversi4j.notation.GameVisitor} that sees each
 *       header first and may skip the replay;</li>
 *   <li>{@link io.github.reversi4j.notation.CheckedGame} - one game read: a valid replay or its
 *       problems; {@link io.github.reversi4j.notation.Problem} - one fault or fact about a game: kind,
 *       severity, location, header facts ({@link io.github.reversi4j.notation.GameInfo}), move number
 *       and text, the rules' reason for an illegal move;</li>
 *   <li>the one replay-and-check path every reader takes, whose checks
 *       {@link io.github.reversi4j.notation.CheckedGame} lists;
 *       {@link io.github.reversi4j.notation.Validator}, the visitor that sums a source up in a
 *       {@link io.github.reversi4j.notation.ValidationSummary};</li>
 *   <li>{@link io.github.reversi4j.notation.NotationException} - what readers and writers throw,
 *       carrying a {@link io.github.reversi4j.notation.Location} (source, game number, line/column or
 *       byte offset) and a {@link io.github.reversi4j.notation.ProblemKind}.</li>
 * </ul>
 *
 * <p>Writing a reader for another format (inside this module, as CONTRIBUTING.md describes; the
 * readers' own types are not exported): read one game at a time from the source (never allocate
 * from a count or length the input gives without checking it against the bytes really there, and
 * bound every buffer); turn its header into a {@link io.github.reversi4j.notation.GameInfo} and show
 * it to the visitor's {@code begin}; unless skipped, turn its moves into {@link
 * io.github.reversi4j.core.Move}s with their texts as written, its result into a {@link
 * io.github.reversi4j.notation.RecordedResult}, and let the one checking path ({@code
 * notation.internal.check.Games.check}) replay and judge the game; a game that cannot be parsed
 * becomes {@code Games.unreadable} and reading goes on after it; faults of the source that belong to no game
 * go to {@link io.github.reversi4j.notation.GameReader#sourceProblems()}. Only a
 * {@link io.github.reversi4j.notation.NotationException} may leave the reader.
 *
 * <p>Packages form layers, none using one above it: this package is the framework every format
 * shares; the formats live in subpackages that use it: {@code text} (move transcripts, board strings, OBF),
 * {@code wthor} (the FFO database), {@code ggf} (GGS's Generic Game Format), {@code pgn} (the PGN exports of
 * Edax, PlayOK and thor2pgn) and {@code render} (SVG and text pictures of positions); {@code formats} ({@code RecordFormat}, {@code FormatOptions})
 * sits on top and reaches each format by name. Rule sets are found
 * by id through {@link io.github.reversi4j.core.RuleSets}, so records of any registered rule set -
 * a user's own included - are read and checked the same way.
 *
 * <h2>A complete program</h2>
 * Plays a random game of Othello, writes it as a transcript, and reads it back as a checked game;
 * followed by a transcript with an illegal move, whose problem names the move, its number and the
 * rules' reason, and sums both games up:
 * <pre>{@code
 * import io.github.reversi4j.core.GameRecord;
 * import io.github.reversi4j.core.GameState;
 * import io.github.reversi4j.core.Move;
 * import io.github.reversi4j.core.Rules;
 * import io.github.reversi4j.core.StandardRules;
 * import io.github.reversi4j.notation.CheckedGame;
 * import io.github.reversi4j.notation.GameReader;
 * import io.github.reversi4j.notation.Validator;
 * import io.github.reversi4j.notation.formats.FormatOptions;
 * import io.github.reversi4j.notation.formats.RecordFormat;
 * import io.github.reversi4j.notation.text.TranscriptFormat;
 * import java.io.StringReader;
 * import java.util.ArrayList;
 * import java.util.List;
 * import java.util.Random;
 *
 * public class PlayAndCheck {
 *     public static void main(String[] args) {
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
 *         String text = TranscriptFormat.canonical().format(GameRecord.of(rules, moves))
 *                 + "\nf5d6c3a1\n";                              // a1 is not a legal move there
 *         Validator validator = new Validator(10);            // keeps the first 10 problems in full
 *         try (GameReader games = RecordFormat.TRANSCRIPT.reader(new StringReader(text), "games.txt",
 *                 FormatOptions.defaults())) {
 *             for (CheckedGame game : games) {                // replayed and judged move by move
 *                 System.out.println(game.isValid() + " " + game.isFinished() + " " + game.problems());
 *                 validator.visit(game);
 *             }
 *         }
 *         System.out.println(validator.summary());
 *     }
 * }
 * }</pre>
 */
package io.github.reversi4j.notation;
