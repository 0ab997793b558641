/**
 * The WTHOR database of the Fédération Française d'Othello (<a href="../doc-files/formats.html#3">FORMATS §3</a>): game files ({@link
 * io.github.reversi4j.notation.wthor.WthorReader}, {@link io.github.reversi4j.notation.wthor.WthorWriter},
 * {@link io.github.reversi4j.notation.wthor.WthorGame}), and name files ({@link
 * io.github.reversi4j.notation.wthor.WthorNames}). Reading and writing a file gives back its bytes.
 */
package io.github.reversi4j.notation.wthor;
