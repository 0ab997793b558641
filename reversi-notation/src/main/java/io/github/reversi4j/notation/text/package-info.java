/**
 * Text formats of moves and positions: move-list transcripts ({@link
 * io.github.reversi4j.notation.text.Transcript}, {@link io.github.reversi4j.notation.text.TranscriptFormat},
 * {@link io.github.reversi4j.notation.text.TranscriptReader}), board strings ({@link
 * io.github.reversi4j.notation.text.PositionText}) and OBF lines with scored moves ({@link
 * io.github.reversi4j.notation.text.ObfPosition}, {@link io.github.reversi4j.notation.text.ObfReader}).
 */
package io.github.reversi4j.notation.text;
