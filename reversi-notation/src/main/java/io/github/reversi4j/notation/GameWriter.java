package io.github.reversi4j.notation;

/**
 * Writes games to a sink in one format, one at a time. Writers are made by
 * {@link RecordFormat#writer}.
 *
 * <p>A writer writes only what its format reads back as it was: each game is written, read back with
 * the format's reader and compared (rules, start, moves, whether it is finished) before it goes
 * to the sink. A game the format cannot hold - an invalid game, a game of other rules or from another
 * start than the format records, an unfinished game without the score WTHOR needs - is refused with a
 * {@link NotationException} of kind {@link ProblemKind#UNWRITABLE}, located at the game in the sink
 * (source and game index; its reason names where the game was read), and nothing of it is written; the
 * writer can go on with the next game. The refusal's {@link NotationException#unwritable()} gives its
 * facts as an {@link UnwritableGameException}: the format, the reason and the move at fault, if one is.
 * A writer lets no {@link UnwritableGameException} or other unchecked exception escape for a game.
 *
 * <p>A writer is not thread-safe. Close it to finish the sink (WTHOR writes its header, which counts
 * the games, then); closing does not close the stream it was given.
 */
public interface GameWriter extends AutoCloseable {

    /**
     * Writes one game.
     *
     * @param game a valid game
     * @throws NotationException of kind {@link ProblemKind#UNWRITABLE} if the format cannot hold the
     *     game (nothing is written), or {@link ProblemKind#IO} if the sink fails
     */
    void write(CheckedGame game) throws NotationException;

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
    void close() throws NotationException;
}
