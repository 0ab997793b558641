package io.github.reversi4j.notation.internal.check;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.internal.CheckPath;
import java.util.List;

/**
 * The one checking path, as the readers of this module and the Spark connector take it: a game as it
 * was read ({@link ReadGame}) replayed and checked into a {@link CheckedGame}, or a game that could
 * not be read made an invalid one. The checks are {@code CheckedGame}'s, handed over through
 * {@link CheckPath}.
 */
public final class Games {

    @SuppressWarnings("unchecked")
    private static final CheckPath.Checks<Location, GameInfo, RecordedResult, Problem, CheckedGame> CHECKS =
            (CheckPath.Checks<Location, GameInfo, RecordedResult, Problem, CheckedGame>) CheckPath.of(CheckedGame.class);

    private Games() {
    }

    /**
     * Replays and checks one game as it was read. The moves are played in order from the start state;
     * a placement met where the side to move has none is preceded by the forced pass; the first
     * illegal move ends the replay with its problem; then the recorded result is checked against the
     * board (the checks are listed in {@code CheckedGame}'s class documentation).
     *
     * @param read what was read of the game
     * @return the checked game
     */
    public static CheckedGame check(ReadGame read) {
        return CHECKS.check(read.location(), read.info(), read.rules(), read.start(), read.moves(), read.texts(),
                read.recorded(), read.earlier());
    }

    /**
     * Returns a game that could not be read far enough to replay.
     *
     * @param location the game's location
     * @param info what was read of its header
     * @param problems why not; at least one must be an error
     * @return the checked game, invalid
     * @throws IllegalArgumentException if no problem is an error
     */
    public static CheckedGame unreadable(Location location, GameInfo info, List<Problem> problems) {
        return CHECKS.unreadable(location, info, problems);
    }
}
