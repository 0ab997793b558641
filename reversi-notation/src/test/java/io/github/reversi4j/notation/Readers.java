package io.github.reversi4j.notation;

import java.util.Optional;

/** The tests' one-game-at-a-time reading of a {@link GameReader}, over its visitor form. */
public final class Readers {

    private Readers() {
    }

    /**
     * Reads the next game, replayed and checked.
     *
     * @param reader the reader
     * @return the game, or empty at the end of the source
     */
    public static Optional<CheckedGame> next(GameReader reader) {
        CheckedGame[] got = new CheckedGame[1];
        GameVisitor keep = g -> got[0] = g;
        while (got[0] == null) {
            if (!reader.next(keep)) {
                return Optional.empty();
            }
        }
        return Optional.of(got[0]);
    }
}
