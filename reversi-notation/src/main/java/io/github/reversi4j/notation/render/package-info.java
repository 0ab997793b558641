/**
 * Pictures of positions: an SVG drawing ({@link io.github.reversi4j.notation.render.SvgRenderer}) and
 * a plain-text diagram ({@link io.github.reversi4j.notation.render.TextRenderer}) of a board of any
 * size, with the last move, the legal moves and the coordinates as {@link
 * io.github.reversi4j.notation.render.RenderOptions} say.
 */
package io.github.reversi4j.notation.render;
