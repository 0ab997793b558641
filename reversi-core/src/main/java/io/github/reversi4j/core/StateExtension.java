package io.github.reversi4j.core;

/**
 * The part of a game state that a rule set needs beyond discs, side to move and supplies: the solo
 * game's tokens (<a href="doc-files/rules.html#S2">RULES §S2</a>), say, or a custom variant's counters. A rule set stores it in the state
 * with {@link GameState#withExtension(StateExtension)} and reads it back with {@link
 * GameState#extension(Class)}.
 *
 * <p>An implementation must be an immutable value: {@code equals} and {@code hashCode} by value, and
 * a {@code toString} that is its canonical one-line text, which the rule set's {@link
 * Rules#parseState(String)} reads back.
 */
public interface StateExtension {

    /**
     * Returns a 64-bit hash of this value that is the same in every run and every version (no
     * identity hash codes, no {@code String.hashCode} of unstable text). It is xored into
     * {@link GameState#hash64()}.
     *
     * @return the stable hash
     */
    long hash64();

    /**
     * Returns the image of this value under a symmetry of the board (a token on {@code b2} moves
     * where {@code b2} goes).
     *
     * @param symmetry the symmetry, which applies to the geometry
     * @param geometry the board's shape
     * @return the transformed value
     */
    StateExtension transform(Symmetry symmetry, Geometry geometry);
}
