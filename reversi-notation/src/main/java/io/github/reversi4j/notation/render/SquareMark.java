package io.github.reversi4j.notation.render;

/**
 * A mark on one square of a picture, beside the discs: set square by square with
 * {@link RenderOptions#withMark(io.github.reversi4j.core.Square, SquareMark)}. The renderers draw
 * {@link #BLOCKED} on the blocked squares of {@link io.github.reversi4j.core.StandardRules} without
 * being asked; a variant that blocks squares in its own way, or a program that wants to draw the eye
 * to a square, names them in the options.
 */
public enum SquareMark {
    /**
     * A square no disc may take (a hole in the board): {@code #} in the text diagram, a dark
     * {@code rect.blocked} over the square in SVG.
     */
    BLOCKED,
    /**
     * A square to draw the eye to (a move to consider, the discs a move flips): a translucent yellow
     * {@code rect.highlight} under the square's disc in SVG; in the text diagram an empty highlighted
     * square is {@code +} (a disc keeps its letter, a diagram having one character per square).
     */
    HIGHLIGHT
}
