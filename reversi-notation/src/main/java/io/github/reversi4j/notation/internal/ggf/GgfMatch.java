package io.github.reversi4j.notation.internal.ggf;

import java.util.List;
import java.util.Objects;

/**
 * A line of a GGS archive (<a href="../../doc-files/formats.html#2.1">FORMATS §2.1</a>): a match of one game, or a synchro pair of two games played
 * from the same start with the colors swapped, written {@code 1 (;...;)} or {@code 2 (;...;)(;...;)}.
 * Files of other tools hold bare games; a bare game reads as a match of one without a count.
 *
 * <p>The canonical text is the count and a space (when counted), then the games; this class is
 * immutable and thread-safe.
 */
public final class GgfMatch {

    private final List<GgfGame> games;
    private final boolean counted;

    private GgfMatch(List<GgfGame> games, boolean counted) {
        this.games = List.copyOf(games);
        this.counted = counted;
    }

    /**
     * Returns a match as GGS archives write it, with its count.
     *
     * @param games one game, or the two games of a synchro pair
     * @return the match
     * @throws IllegalArgumentException if there are not one or two games
     */
    public static GgfMatch of(List<GgfGame> games) {
        if (games.size() != 1 && games.size() != 2) {
            throw new IllegalArgumentException("a match has one or two games, not " + games.size());
        }
        return new GgfMatch(games, true);
    }

    /**
     * Returns a bare game, written without a count.
     *
     * @param game the game
     * @return the match of that game
     */
    public static GgfMatch bare(GgfGame game) {
        return new GgfMatch(List.of(Objects.requireNonNull(game)), false);
    }

    /**
     * Returns the games.
     *
     * @return one or two games
     */
    public List<GgfGame> games() {
        return games;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof GgfMatch && games.equals(((GgfMatch) o).games) && counted == ((GgfMatch) o).counted);
    }

    @Override
    public int hashCode() {
        return games.hashCode() * 2 + (counted ? 1 : 0);
    }

    /**
     * Returns the canonical text, one line.
     *
     * @return e.g. {@code 2 (;GM[Othello]...;)(;GM[Othello]...;)}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (counted) {
            sb.append(games.size()).append(' ');
        }
        for (GgfGame g : games) {
            sb.append(g);
        }
        return sb.toString();
    }
}
