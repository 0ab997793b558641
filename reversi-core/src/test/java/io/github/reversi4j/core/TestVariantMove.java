package io.github.reversi4j.core;

import java.util.Objects;
import java.util.Optional;

/** A move of a variant's own shape, for tests of rules that do not play it: a placement with a tag. */
record TestVariantMove(Square at, String tag) implements Move.Variant {

    TestVariantMove {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(tag, "tag");
    }

    @Override
    public Optional<Square> square() {
        return Optional.of(at);
    }

    @Override
    public TestVariantMove transform(Symmetry symmetry, Geometry geometry) {
        return new TestVariantMove(symmetry.apply(at, geometry), tag);
    }

    @Override
    public String toString() {
        return at + "#" + tag;
    }
}
