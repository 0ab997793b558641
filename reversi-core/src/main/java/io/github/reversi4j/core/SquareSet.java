package io.github.reversi4j.core;

import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * An immutable set of squares of one board geometry, backed by a bitboard: a {@code long} on boards of
 * at most 64 squares, several words on larger ones. It iterates in row-major order, and is what the
 * board returns for discs, empties, legal placements and flips.
 *
 * <p>It is a {@link java.util.Set} (unmodifiable: the mutators throw {@link
 * UnsupportedOperationException}), equal to any set with the same squares. The canonical text lists
 * the squares in row-major order, e.g. {@code [d3, c4]}; {@link #parse(Geometry, String)} reads it back.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class SquareSet extends AbstractSet<Square> {

    private final Geometry geometry;
    private final long bits;
    private final long[] words;

    private SquareSet(Geometry geometry, long bits, long[] words) {
        this.geometry = geometry;
        this.bits = bits;
        this.words = words;
    }

    static SquareSet ofWords(Geometry geometry, long[] words) {
        return new SquareSet(geometry, 0, words);
    }

    /** The set of a bitboard of a geometry of at most 64 squares, checked. */
    static SquareSet ofBits(Geometry geometry, long bits) {
        if (!geometry.fitsInLong()) {
            throw new IllegalArgumentException("a " + geometry + " board has more than 64 squares");
        }
        if ((bits & ~geometry.boardMask) != 0) {
            throw new IllegalArgumentException("bits beyond the " + geometry + " board: " + Long.toHexString(bits));
        }
        return new SquareSet(geometry, bits, null);
    }

    /**
     * Returns the set of the given squares.
     *
     * @param geometry the board's shape
     * @param squares squares on that board
     * @return the set
     * @throws IllegalArgumentException if a square is not on the board
     */
    public static SquareSet of(Geometry geometry, Iterable<Square> squares) {
        if (geometry.fitsInLong()) {
            long b = 0;
            for (Square s : squares) {
                b |= 1L << geometry.index(s);
            }
            return new SquareSet(geometry, b, null);
        }
        long[] w = new long[LargeEngine.words(geometry)];
        for (Square s : squares) {
            LargeEngine.set(w, 0, geometry.index(s));
        }
        return new SquareSet(geometry, 0, w);
    }

    /**
     * Returns the set of the given squares.
     *
     * @param geometry the board's shape
     * @param squares squares on that board
     * @return the set
     * @throws IllegalArgumentException if a square is not on the board
     */
    public static SquareSet of(Geometry geometry, Square... squares) {
        return of(geometry, Arrays.asList(squares));
    }

    /**
     * Returns the empty set of a geometry.
     *
     * @param geometry the board's shape
     * @return the empty set
     */
    public static SquareSet empty(Geometry geometry) {
        return geometry.fitsInLong() ? new SquareSet(geometry, 0, null)
                : new SquareSet(geometry, 0, new long[LargeEngine.words(geometry)]);
    }

    /**
     * Parses the canonical text, a bracketed list of squares such as {@code [d3, c4]}.
     *
     * @param geometry the board's shape
     * @param text the text
     * @return the set
     * @throws TextParseException if the text is malformed, names a square off the board or names one
     *     twice
     */
    public static SquareSet parse(Geometry geometry, String text) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        if (to - from < 2 || text.charAt(from) != '[' || text.charAt(to - 1) != ']') {
            throw new TextParseException("not a square set: " + Texts.quote(text) + " (expected e.g. [d3, c4])", text,
                    to > from && text.charAt(from) == '[' ? to : from);
        }
        List<Square> list = new ArrayList<>();
        if (Texts.lead(text.substring(from + 1, to - 1)) < to - from - 2) {
            int start = from + 1;
            while (start <= to - 1) {
                int comma = text.indexOf(',', start);
                int end = comma < 0 || comma > to - 1 ? to - 1 : comma;
                int a = Texts.lead(text.substring(start, end)) + start;
                int e = end;
                while (e > a && Texts.isSpace(text.charAt(e - 1))) {
                    e--;
                }
                Square sq;
                try {
                    sq = Square.parse(text.substring(a, e));
                } catch (TextParseException x) {
                    throw x.within(text, a);
                }
                if (!geometry.contains(sq)) {
                    throw new TextParseException(sq + " is not on a " + geometry + " board", text, a);
                }
                if (list.contains(sq)) {
                    throw new TextParseException(sq + " is listed twice", text, a);
                }
                list.add(sq);
                start = end + 1;
            }
        }
        return of(geometry, list);
    }

    /**
     * Returns the geometry the squares belong to.
     *
     * @return the geometry
     */
    public Geometry geometry() {
        return geometry;
    }

    /** The bits of a set of a geometry of at most 64 squares. */
    long toBits() {
        if (words != null) {
            throw new IllegalStateException("a " + geometry + " board has more than 64 squares");
        }
        return bits;
    }

    /**
     * Tells whether the square of a row-major index is in the set.
     *
     * @param index the index, 0 .. size of the geometry - 1
     * @return true if it is in the set
     */
    boolean containsIndex(int index) {
        if (index < 0 || index >= geometry.size()) {
            return false;
        }
        return words == null ? (bits & (1L << index)) != 0 : LargeEngine.get(words, 0, index);
    }

    @Override
    public boolean contains(Object o) {
        if (!(o instanceof Square)) {
            return false;
        }
        Square s = (Square) o;
        return geometry.contains(s) && containsIndex(geometry.index(s));
    }

    @Override
    public int size() {
        if (words == null) {
            return Long.bitCount(bits);
        }
        return LargeEngine.count(words, 0, words.length);
    }

    @Override
    public boolean isEmpty() {
        return words == null ? bits == 0 : LargeEngine.isZero(words);
    }

    /**
     * Returns the squares of this set that are not in another set of the same geometry.
     *
     * @param other the other set
     * @return the difference
     * @throws IllegalArgumentException if the geometries differ
     */
    public SquareSet minus(SquareSet other) {
        checkSame(other);
        if (words == null) {
            return new SquareSet(geometry, bits & ~other.bits, null);
        }
        long[] w = words.clone();
        for (int i = 0; i < w.length; i++) {
            w[i] &= ~other.words[i];
        }
        return new SquareSet(geometry, 0, w);
    }

    /**
     * Returns this set with one more square.
     *
     * @param square a square of the geometry
     * @return the set with the square added
     * @throws IllegalArgumentException if the square is not on the board
     */
    public SquareSet with(Square square) {
        int i = geometry.index(square);
        if (words == null) {
            return new SquareSet(geometry, bits | (1L << i), null);
        }
        long[] w = words.clone();
        LargeEngine.set(w, 0, i);
        return new SquareSet(geometry, 0, w);
    }

    long[] wordsView() {
        return words;
    }

    private void checkSame(SquareSet other) {
        if (!geometry.equals(other.geometry)) {
            throw new IllegalArgumentException("square sets of different geometries: " + geometry + " and " + other.geometry);
        }
    }

    @Override
    public Iterator<Square> iterator() {
        return new Iterator<>() {
            private int next = advance(0);

            private int advance(int from) {
                int i = from;
                while (i < geometry.size() && !containsIndex(i)) {
                    i++;
                }
                return i;
            }

            @Override
            public boolean hasNext() {
                return next < geometry.size();
            }

            @Override
            public Square next() {
                if (next >= geometry.size()) {
                    throw new NoSuchElementException();
                }
                Square s = geometry.square(next);
                next = advance(next + 1);
                return s;
            }
        };
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof SquareSet) {
            SquareSet s = (SquareSet) o;
            if (s.geometry.equals(geometry)) {
                return words == null ? bits == s.bits : Arrays.equals(words, s.words);
            }
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /**
     * Returns the canonical text: the squares in row-major order, e.g. {@code [d3, c4]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return super.toString();
    }
}
