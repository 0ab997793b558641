/**
 * GGF, the Generic Game Format of the GGS server (<a href="../../doc-files/formats.html#2">FORMATS §2</a>): games, archive lines
 * and synchro pairs, their properties, types, moves and results, and the streaming reader that
 * replays and checks them under the rules their type names. The implementation of
 * {@code RecordFormat.GGF}; not exported, not part of the API.
 */
package io.github.reversi4j.notation.internal.ggf;
