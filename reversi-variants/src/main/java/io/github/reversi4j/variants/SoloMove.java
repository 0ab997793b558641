package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.Symmetry;
import java.util.Objects;
import java.util.Optional;

/**
 * A placement naming the color of its disc (<a href="doc-files/rules.html#S1">RULES §S1</a>): the
 * solo game's own move, whose canonical text is the color's symbol, a colon and the square
 * ({@code X:d3} for a Gold disc, {@code O:d3} for a Black one).
 *
 * @param color the color of the placed disc: {@link Color#BLACK} for Gold, {@link Color#WHITE} for Black
 * @param at the square of the placed disc
 */
public record SoloMove(Color color, Square at) implements Move.Variant {

    /** The reason code of a placement that does not name the color of its disc (<a href="doc-files/rules.html#S1">RULES §S1</a>). */
    public static final String COLOR_REQUIRED = "COLOR_REQUIRED";

    /**
     * Checks the parts.
     *
     * @param color the color of the placed disc
     * @param at the square of the placed disc
     */
    public SoloMove {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Square> square() {
        return Optional.of(at);
    }

    @Override
    public SoloMove transform(Symmetry symmetry, Geometry geometry) {
        return new SoloMove(color, symmetry.apply(at, geometry));
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code X:d3}
     */
    @Override
    public String toString() {
        return color.symbol() + ":" + at;
    }
}
