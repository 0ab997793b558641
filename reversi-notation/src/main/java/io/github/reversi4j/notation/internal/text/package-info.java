/**
 * The readers of the line-based text formats: files of transcripts (one game per line, with or without
 * an opening's name, and the eOthello CSV) and OBF files of positions. The implementation of
 * {@code RecordFormat.TRANSCRIPT}, {@code RecordFormat.EOTHELLO_CSV} and {@code RecordFormat.OBF};
 * built on the public values of {@code notation.text}; not exported, not part of the API.
 */
package io.github.reversi4j.notation.internal.text;
