/**
 * The one way in: {@link io.github.reversi4j.notation.formats.RecordFormat} finds a format by name,
 * file name or content and opens a {@link io.github.reversi4j.notation.GameReader} or a
 * {@link io.github.reversi4j.notation.GameWriter} for it over a stream, a reader or writer, or a path,
 * with {@link io.github.reversi4j.notation.formats.FormatOptions}.
 *
 * <p>This package sits on top of the module: it uses the shared framework
 * ({@link io.github.reversi4j.notation}) and every format package ({@code text}, {@code wthor},
 * {@code ggf}, {@code pgn}), and none of them uses it, so that the packages form no cycle.
 */
package io.github.reversi4j.notation.formats;
