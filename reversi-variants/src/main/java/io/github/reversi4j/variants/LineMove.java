package io.github.reversi4j.variants;

import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.Symmetry;
import java.util.Objects;
import java.util.Optional;

/**
 * A placement naming the line it flips (<a href="doc-files/rules.html#V2">RULES §V2</a>): the
 * single-line variant's own move, whose canonical text is the square, {@code >} and the
 * direction ({@code d3>ne}).
 *
 * @param at the square of the placed disc
 * @param line the direction of the line to flip
 */
public record LineMove(Square at, Direction line) implements Move.Variant {

    /** The reason code of a placement that outflanks several lines and names none (<a href="doc-files/rules.html#V2">RULES §V2</a>). */
    public static final String AMBIGUOUS_LINE = "AMBIGUOUS_LINE";
    /** The reason code of a placement naming a line it does not outflank (<a href="doc-files/rules.html#V2">RULES §V2</a>). */
    public static final String LINE_NOT_OUTFLANKED = "LINE_NOT_OUTFLANKED";

    /**
     * Checks the parts.
     *
     * @param at the square of the placed disc
     * @param line the direction of the line to flip
     */
    public LineMove {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(line, "line");
    }

    @Override
    public Optional<Square> square() {
        return Optional.of(at);
    }

    @Override
    public LineMove transform(Symmetry symmetry, Geometry geometry) {
        return new LineMove(symmetry.apply(at, geometry), symmetry.apply(line));
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code d3>ne}
     */
    @Override
    public String toString() {
        return at + ">" + line.text();
    }
}
