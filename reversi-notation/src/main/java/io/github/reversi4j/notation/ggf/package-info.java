/**
 * GGF, the Generic Game Format of the GGS server (<a href="../doc-files/formats.html#2">FORMATS §2</a>): games ({@link
 * io.github.reversi4j.notation.ggf.GgfGame}), archive lines and synchro pairs ({@link
 * io.github.reversi4j.notation.ggf.GgfMatch}), their properties, types, moves and results, and the
 * streaming reader that replays and checks them under the rules their type names ({@link
 * io.github.reversi4j.notation.ggf.GgfReader}).
 */
package io.github.reversi4j.notation.ggf;
