/**
 * PGN-style game records of Othello (<a href="../doc-files/formats.html#7.1">FORMATS §7.1</a>-<a href="../doc-files/formats.html#7.3">§7.3</a>): the exports of Edax, of the PlayOK server
 * and of the WTHOR converter thor2pgn, read as a stream of checked games ({@link
 * io.github.reversi4j.notation.pgn.PgnReader}) and written in Edax's layout ({@link
 * io.github.reversi4j.notation.pgn.PgnWriter}); Edax's FEN tag for a start other than the rules'
 * own ({@link io.github.reversi4j.notation.pgn.PgnFen}).
 */
package io.github.reversi4j.notation.pgn;
