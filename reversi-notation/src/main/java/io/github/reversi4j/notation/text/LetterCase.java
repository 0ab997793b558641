package io.github.reversi4j.notation.text;

import io.github.reversi4j.core.Color;

/**
 * The letter case of the squares of a transcript (<a href="../doc-files/formats.html#1">FORMATS §1</a>).
 */
public enum LetterCase {
    /** Lower case, {@code f5d6c3}: the XOT list, eOthello, WTHOR tools; the canonical form. */
    LOWER,
    /** Upper case, {@code F5D6C3}: Edax, NBoard. */
    UPPER,
    /**
     * Black's moves upper case, White's lower case, {@code F5d6C3}: NTest's opening list; two
     * capitals in a row show that White passed.
     */
    BLACK_UPPER,
    /** Any case; when reading, the case is not checked. Writes lower case. */
    ANY;

    /**
     * Tells whether a mover's placement is written in upper case under this convention.
     *
     * @param mover the color of the mover
     * @return true for upper case
     */
    boolean upper(Color mover) {
        return this == UPPER || (this == BLACK_UPPER && mover == Color.BLACK);
    }
}
