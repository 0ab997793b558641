package io.github.reversi4j.solver;

import java.util.Objects;

/**
 * The answer of a search inside a window: the exact score when it lies inside, otherwise a bound
 * on the side where it lies, e.g. {@code >=+2}. This class is immutable and thread-safe.
 */
public final class Bound {

    /** What the value says about the exact score. */
    public enum Kind {
        /** The score is the value. */
        EXACT,
        /** The score is at least the value. */
        AT_LEAST,
        /** The score is at most the value. */
        AT_MOST
    }

    private final int value;
    private final Kind kind;

    private Bound(int value, Kind kind) {
        this.value = value;
        this.kind = kind;
    }

    /**
     * Returns a bound.
     *
     * @param value the value
     * @param kind what it says of the score
     * @return the bound
     */
    public static Bound of(int value, Kind kind) {
        return new Bound(value, Objects.requireNonNull(kind, "kind"));
    }

    /**
     * Returns the value.
     *
     * @return the value
     */
    public int value() {
        return value;
    }

    /**
     * Returns what the value says of the score.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Tells whether the score is known exactly.
     *
     * @return true for {@link Kind#EXACT}
     */
    public boolean isExact() {
        return kind == Kind.EXACT;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bound && ((Bound) o).value == value && ((Bound) o).kind == kind;
    }

    @Override
    public int hashCode() {
        return value * 3 + kind.ordinal();
    }

    /**
     * Returns {@code +2}, {@code >=+2} or {@code <=-4}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        String v = (value >= 0 ? "+" : "") + value;
        return kind == Kind.EXACT ? v : (kind == Kind.AT_LEAST ? ">=" : "<=") + v;
    }
}
