/**
 * PGN-style game records of Othello (<a href="../../doc-files/formats.html#7.1">FORMATS §7.1</a>-<a href="../../doc-files/formats.html#7.3">§7.3</a>): the exports of Edax, of the
 * PlayOK server and of the WTHOR converter thor2pgn, read as a stream of checked games, one game as a
 * value written in Edax's layout, and Edax's FEN tag for a start other than the rules' own. The
 * implementation of {@code RecordFormat.PGN}; not exported, not part of the API.
 */
package io.github.reversi4j.notation.internal.pgn;
