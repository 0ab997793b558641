/**
 * The WTHOR database of the Fédération Française d'Othello (<a href="../../doc-files/formats.html#3">FORMATS §3</a>): game files, their
 * headers and records, and name files. Reading and writing a file gives back its bytes. The
 * implementation of {@code RecordFormat.WTHOR}; not exported but to the Spark connector, which splits
 * game files by record; not part of the API.
 */
package io.github.reversi4j.notation.internal.wthor;
