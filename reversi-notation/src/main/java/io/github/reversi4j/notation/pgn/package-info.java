/**
 * PGN-style game records of Othello (FORMATS §7.1-§7.3): the exports of Edax, of the PlayOK server
 * and of the WTHOR converter thor2pgn, read as a stream of checked games ({@link
 * io.github.reversi4j.notation.pgn.PgnReader}) and written in Edax's layout ({@link
 * io.github.reversi4j.notation.pgn.PgnWriter}); Edax's FEN tag for a start other than the rules'
 * own ({@link io.github.reversi4j.notation.pgn.PgnFen}).
 */
package io.github.reversi4j.notation.pgn;
