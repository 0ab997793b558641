package io.github.reversi4j.notation;

/**
 * Receives the games a {@link GameReader} reads, one at a time, and decides for each, from its
 * header, whether it is worth replaying.
 *
 * <p>For each game the reader first calls {@link #begin(Location, GameInfo)} with what it has read
 * of the game's header, before any move is replayed; on {@link Action#REPLAY} it replays and checks
 * the game and hands it to {@link #visit(CheckedGame)}, on {@link Action#SKIP} it goes straight on to
 * the next game. A visitor that only wants headers - an index of players, a search by event -
 * returns {@code SKIP} every time and reads millions of games without replaying one:
 *
 * <pre>{@code
 * List<String> events = new ArrayList<>();
 * reader.readAll(new GameVisitor() {
 *     public Action begin(Location location, GameInfo info) {
 *         info.get(GameInfo.EVENT).ifPresent(events::add);
 *         return Action.SKIP;
 *     }
 *
 *     public void visit(CheckedGame game) {
 *     }
 * });
 * }</pre>
 *
 * <p>A game that cannot be read far enough to be replayed is still announced by {@code begin},
 * with what was read of its header, and handed to {@code visit} as an invalid game unless skipped.
 */
@FunctionalInterface
public interface GameVisitor {

    /** What a reader does with a game after its header. */
    enum Action {
        /** Replay and check the game, and hand it to {@link GameVisitor#visit(CheckedGame)}. */
        REPLAY,
        /** Do not replay the game; go on with the next one. */
        SKIP
    }

    /**
     * Sees a game's header before it is replayed. The default replays every game.
     *
     * @param location the game's location: source and game index, and its line or byte offset
     * @param info the header facts read
     * @return whether to replay the game
     */
    default Action begin(Location location, GameInfo info) {
        return Action.REPLAY;
    }

    /**
     * Handles one game replayed and checked.
     *
     * @param game the game, valid or with its problems
     */
    void visit(CheckedGame game);
}
