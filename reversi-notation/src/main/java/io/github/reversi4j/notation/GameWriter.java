package io.github.reversi4j.notation;

import io.github.reversi4j.core.GameRecord;

/**
 * Writes games to a sink in one format, one at a time. Writers are made by
 * {@link io.github.reversi4j.notation.formats.RecordFormat#writer}.
 *
 * <p>A writer writes only what its format reads back as it was: each game is written, read back with
 * the format's reader and compared (rules, start, moves, whether it is finished, the recorded result)
 * before it goes to the sink. A game the format cannot hold - an invalid game, a game of other rules
 * or from another start than the format records, an unfinished game without the score WTHOR needs -
 * is refused with an {@link UnwritableGameException} {@linkplain UnwritableGameException#location()
 * located} at the game in the sink (its reason names where the game was read), carrying the format,
 * the reason and the move at fault, if one is; nothing of the game is written and the writer can go
 * on with the next game.
 *
 * <p>A writer is not thread-safe. Close it to finish the sink (WTHOR writes its header's game count
 * then). Streams are owned by whoever opened them (see {@link GameReader}): a writer over a stream or
 * a {@link java.io.Writer} flushes it on close and leaves it open; a writer over a
 * {@link java.nio.file.Path} writes a temporary file beside it and moves it into place on close.
 *
 * <p>A WTHOR archive of one year as PGN, each game the format cannot hold named and skipped:
 * <pre>{@code
 * try (GameReader games = RecordFormat.WTHOR.reader(Path.of("testdata/wthor/WTH_2004.wtb"), FormatOptions.defaults());
 *         GameWriter pgn = RecordFormat.PGN.writer(Path.of("2004.pgn"), FormatOptions.defaults())) {
 *     for (CheckedGame game : games) {
 *         try {
 *             pgn.write(game);
 *         } catch (UnwritableGameException refused) {               // nothing of that game was written
 *             System.err.println(refused.getMessage());
 *         }
 *     }
 *     System.out.println(pgn.written() + " games written");
 * }
 * }</pre>
 */
public interface GameWriter extends AutoCloseable {

    /**
     * Writes one game as it was read and checked.
     *
     * @param game a valid game
     * @throws UnwritableGameException if the format cannot hold the game (nothing is written)
     * @throws NotationException of kind {@link ProblemKind#IO} if the sink fails
     */
    void write(CheckedGame game);

    /**
     * Writes a played game with its header: the game is checked first
     * ({@link CheckedGame#of(GameRecord, GameInfo)}), so an illegal move is refused, not written.
     *
     * <pre>{@code
     * try (GameWriter w = RecordFormat.PGN.writer(Path.of("mine.pgn"), FormatOptions.defaults())) {
     *     w.write(record, GameInfo.empty().with(GameInfo.BLACK, "me").with(GameInfo.WHITE, "engine"));
     * }
     * }</pre>
     *
     * @param game the game
     * @param info its header facts (players, event, date...)
     * @throws UnwritableGameException if the game is invalid or the format cannot hold it
     * @throws NotationException of kind {@link ProblemKind#IO} if the sink fails
     */
    default void write(GameRecord game, GameInfo info) {
        write(CheckedGame.of(game, info));
    }

    /**
     * Returns how many games were written.
     *
     * @return the count
     */
    long written();

    /**
     * Finishes the sink and flushes it.
     *
     * @throws NotationException of kind {@link ProblemKind#IO} if the sink fails
     */
    @Override
    void close();
}
