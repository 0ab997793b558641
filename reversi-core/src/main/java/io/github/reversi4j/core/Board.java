package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.bitboard.Bitboards;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * The discs on a board: an immutable value of a {@link Geometry} and, for each square, a black disc,
 * a white disc or nothing. Boards of at most 64 squares are two {@code long} bitboards; larger ones a
 * multi-word form with the same behaviour.
 *
 * <p>Besides the discs, the board answers the questions of <a href="doc-files/rules.html#B2">RULES §B2</a> and <a href="doc-files/rules.html#B3">§B3</a> for any placement: which
 * discs it {@linkplain #flips(Square, Color) flips}, those of one line it {@linkplain #flips(Square, Color,
 * Direction) outflanks}, and where a color {@linkplain #legalSquares(Color) may place}. The
 * rule sets are built on these; a board does not know whose turn it is (see {@link GameState}).
 *
 * <p>Two text forms parse back with {@link #parse(String)}: the canonical board string of
 * {@link #toString()} (on 8x8 the 64 characters {@code X}, {@code O} and {@code -} row by row from
 * {@code a1}, as Edax and the FFO suites write it) and a diagram of rows led by their numbers under a
 * header of column letters, as {@code TextRenderer} of {@code reversi-notation} draws it.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class Board {

    private final Geometry geometry;
    private final long black;
    private final long white;
    /** For boards of more than 64 squares: the black words, then the white words; null otherwise. */
    private final long[] bw;

    Board(Geometry geometry, long black, long white, long[] bw) {
        this.geometry = geometry;
        this.black = black;
        this.white = white;
        this.bw = bw;
    }

    /**
     * Returns the board of a geometry with no disc on it.
     *
     * @param geometry the board's shape
     * @return the empty board
     */
    public static Board empty(Geometry geometry) {
        return new Board(geometry, 0, 0,
                geometry.fitsInLong() ? null : new long[2 * LargeEngine.words(geometry)]);
    }

    /** The board of bitboards of a geometry of at most 64 squares, checked. */
    static Board ofBits(Geometry geometry, long black, long white) {
        SquareSet.ofBits(geometry, black);
        SquareSet.ofBits(geometry, white);
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square cannot hold both colors: "
                    + SquareSet.ofBits(geometry, black & white));
        }
        return new Board(geometry, black, white, null);
    }

    /**
     * Returns the board with the given discs.
     *
     * @param black the squares of the black discs
     * @param white the squares of the white discs, of the same geometry
     * @return the board
     * @throws IllegalArgumentException if the geometries differ or a square is in both sets
     */
    public static Board of(SquareSet black, SquareSet white) {
        Geometry g = black.geometry();
        if (!g.equals(white.geometry())) {
            throw new IllegalArgumentException("square sets of different geometries");
        }
        Board b = empty(g);
        for (Square s : black) {
            b = b.with(s, Color.BLACK);
        }
        for (Square s : white) {
            if (b.colorAt(s).isPresent()) {
                throw new IllegalArgumentException("a square cannot hold both colors: " + s);
            }
            b = b.with(s, Color.WHITE);
        }
        return b;
    }

    long blackBits() {
        return black;
    }

    long whiteBits() {
        return white;
    }

    long[] words() {
        return bw;
    }

    /**
     * Returns the board's shape.
     *
     * @return the geometry
     */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * Returns the color of the disc on a square.
     *
     * @param square a square of the board
     * @return the color, or empty when no disc stands there
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Optional<Color> colorAt(Square square) {
        int i = geometry.index(square);
        if (has(Color.BLACK, i)) {
            return Optional.of(Color.BLACK);
        }
        if (has(Color.WHITE, i)) {
            return Optional.of(Color.WHITE);
        }
        return Optional.empty();
    }

    /**
     * Tells whether no disc stands on a square.
     *
     * @param square a square of the board
     * @return true if the square is empty
     * @throws IllegalArgumentException if the square is not on the board
     */
    public boolean isEmpty(Square square) {
        int i = geometry.index(square);
        return !has(Color.BLACK, i) && !has(Color.WHITE, i);
    }

    boolean has(Color c, int index) {
        if (bw == null) {
            return ((c == Color.BLACK ? black : white) & (1L << index)) != 0;
        }
        return LargeEngine.get(bw, LargeEngine.offset(geometry, c), index);
    }

    /**
     * Returns the squares of the discs of a color.
     *
     * @param color the color
     * @return the squares
     */
    public SquareSet discs(Color color) {
        Objects.requireNonNull(color, "color");
        if (bw == null) {
            return SquareSet.ofBits(geometry, color == Color.BLACK ? black : white);
        }
        int n = LargeEngine.words(geometry);
        int off = LargeEngine.offset(geometry, color);
        return SquareSet.ofWords(geometry, Arrays.copyOfRange(bw, off, off + n));
    }

    /**
     * Returns the squares with no disc.
     *
     * @return the empty squares
     */
    public SquareSet empties() {
        if (bw == null) {
            return SquareSet.ofBits(geometry, ~(black | white) & geometry.boardMask);
        }
        int n = LargeEngine.words(geometry);
        long[] w = new long[n];
        for (int i = 0; i < geometry.size(); i++) {
            if (!LargeEngine.get(bw, 0, i) && !LargeEngine.get(bw, n, i)) {
                LargeEngine.set(w, 0, i);
            }
        }
        return SquareSet.ofWords(geometry, w);
    }

    /**
     * Returns the number of discs of a color.
     *
     * @param color the color
     * @return the count
     */
    public int count(Color color) {
        Objects.requireNonNull(color, "color");
        if (bw == null) {
            return Long.bitCount(color == Color.BLACK ? black : white);
        }
        int n = LargeEngine.words(geometry);
        return LargeEngine.count(bw, LargeEngine.offset(geometry, color), n);
    }

    /**
     * Returns the number of squares with no disc.
     *
     * @return the count
     */
    int emptyCount() {
        return geometry.size() - count(Color.BLACK) - count(Color.WHITE);
    }

    /**
     * Returns this board with a disc of a color on a square, replacing whatever stood there.
     *
     * @param square a square of the board
     * @param color the disc's color
     * @return the new board
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Board with(Square square, Color color) {
        Objects.requireNonNull(color, "color");
        int i = geometry.index(square);
        if (bw == null) {
            long m = 1L << i;
            return color == Color.BLACK ? new Board(geometry, black | m, white & ~m, null)
                    : new Board(geometry, black & ~m, white | m, null);
        }
        long[] w = bw.clone();
        LargeEngine.clear(w, LargeEngine.offset(geometry, color.opponent()), i);
        LargeEngine.set(w, LargeEngine.offset(geometry, color), i);
        return new Board(geometry, 0, 0, w);
    }

    /**
     * Returns this board with no disc on a square. No rule set of the library removes discs (RULES
     * <a href="doc-files/rules.html#B8">§B8</a>); this is for building positions and for custom variants.
     *
     * @param square a square of the board
     * @return the new board
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Board without(Square square) {
        int i = geometry.index(square);
        if (bw == null) {
            long m = ~(1L << i);
            return new Board(geometry, black & m, white & m, null);
        }
        long[] w = bw.clone();
        LargeEngine.clear(w, 0, i);
        LargeEngine.clear(w, LargeEngine.words(geometry), i);
        return new Board(geometry, 0, 0, w);
    }

    /**
     * Returns the discs a disc of a color placed on a square would flip: every outflanked line
     * (<a href="doc-files/rules.html#B3">RULES §B3</a>). The square itself is not checked for emptiness.
     *
     * @param square a square of the board
     * @param mover the color of the placed disc
     * @return the opponent discs that would turn over; empty if the placement is not legal
     * @throws IllegalArgumentException if the square is not on the board
     */
    public SquareSet flips(Square square, Color mover) {
        Objects.requireNonNull(mover, "mover");
        int i = geometry.index(square);
        if (bw == null) {
            long p = mover == Color.BLACK ? black : white;
            long o = mover == Color.BLACK ? white : black;
            return SquareSet.ofBits(geometry, Bitboards.flips(geometry.width(), geometry.height(), p, o, i));
        }
        return SquareSet.ofWords(geometry, LargeEngine.flips(geometry, bw, mover, i));
    }

    /**
     * Returns the discs of one outflanked line (<a href="doc-files/rules.html#V1">RULES §V1</a>: the single-line variant flips only the
     * chosen one).
     *
     * @param square a square of the board
     * @param mover the color of the placed disc
     * @param direction the direction of the line
     * @return the discs of that line; empty if it is not outflanked
     * @throws IllegalArgumentException if the square is not on the board
     */
    public SquareSet flips(Square square, Color mover, Direction direction) {
        Objects.requireNonNull(mover, "mover");
        int i = geometry.index(square);
        if (bw == null) {
            long p = mover == Color.BLACK ? black : white;
            long o = mover == Color.BLACK ? white : black;
            return SquareSet.ofBits(geometry, Bitboards.flips(geometry.width(), geometry.height(), p, o, i, direction.dx(), direction.dy()));
        }
        return SquareSet.ofWords(geometry, LargeEngine.flips(geometry, bw, mover, i, direction));
    }

    /**
     * Returns the empty squares where a disc of a color would outflank at least one line (<a href="doc-files/rules.html#B2">RULES §B2</a>).
     *
     * @param mover the color to place
     * @return the legal placements under the base rules; empty when that color would have to pass
     */
    public SquareSet legalSquares(Color mover) {
        Objects.requireNonNull(mover, "mover");
        if (bw == null) {
            long p = mover == Color.BLACK ? black : white;
            long o = mover == Color.BLACK ? white : black;
            return SquareSet.ofBits(geometry, Bitboards.legalMoves(geometry.width(), geometry.height(), p, o));
        }
        return SquareSet.ofWords(geometry, LargeEngine.legal(geometry, bw, mover));
    }

    /**
     * Returns this board with the discs of a set turned over to the other color; empty squares of the
     * set stay empty.
     *
     * @param squares the squares to turn over, of this geometry
     * @return the new board
     * @throws IllegalArgumentException if the set belongs to another geometry
     */
    public Board flip(SquareSet squares) {
        if (!squares.geometry().equals(geometry)) {
            throw new IllegalArgumentException("square set of another geometry: " + squares.geometry());
        }
        if (bw == null) {
            long f = squares.toBits();
            long fb = f & black;
            long fw = f & white;
            return new Board(geometry, (black & ~fb) | fw, (white & ~fw) | fb, null);
        }
        long[] w = bw.clone();
        int n = LargeEngine.words(geometry);
        long[] f = squares.wordsView();
        for (int k = 0; k < n; k++) {
            long fb = f[k] & bw[k];
            long fw = f[k] & bw[n + k];
            w[k] = (bw[k] & ~fb) | fw;
            w[n + k] = (bw[n + k] & ~fw) | fb;
        }
        return new Board(geometry, 0, 0, w);
    }

    /**
     * Returns the board after a disc of a color is placed on a square and every line it outflanks is
     * flipped (<a href="doc-files/rules.html#B3">RULES §B3</a>). This checks nothing; rule sets check legality first.
     *
     * @param square a square of the board
     * @param mover the color of the placed disc
     * @return the new board
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Board place(Square square, Color mover) {
        Objects.requireNonNull(mover, "mover");
        return with(square, mover).flip(flips(square, mover));
    }

    /**
     * Returns the image of this board under a symmetry.
     *
     * @param symmetry a symmetry that applies to the geometry
     * @return the transformed board
     * @throws IllegalArgumentException if the symmetry does not apply to this geometry
     */
    public Board transform(Symmetry symmetry) {
        symmetry.check(geometry);
        if (symmetry == Symmetry.IDENTITY) {
            return this;
        }
        Board b = empty(geometry);
        for (Square s : geometry.squares()) {
            Optional<Color> c = colorAt(s);
            if (c.isPresent()) {
                b = b.with(symmetry.apply(s, geometry), c.get());
            }
        }
        return b;
    }

    /**
     * Returns the stable 64-bit hash of this board, the same in every run and every version. The
     * algorithm is fixed: with {@code G = 0x9E3779B97F4A7C15L} and {@code mix} the SplitMix64
     * finaliser ({@code z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L; z = (z ^ (z >>> 27)) *
     * 0x94D049BB133111EBL; z ^ (z >>> 31)}), the hash is {@code mix(G * (1000 + 17 * width + height))}
     * xored with {@code mix(G * (1 + 256 * c + i))} for every disc of color {@code c} (0 black, 1
     * white) on the square of row-major index {@code i}. Equal boards have equal hashes.
     *
     * @return the hash
     */
    public long hash64() {
        long h = Hashing.geometry(geometry);
        if (bw == null) {
            return h ^ Hashing.bits(black, 0) ^ Hashing.bits(white, 1);
        }
        int n = LargeEngine.words(geometry);
        return h ^ Hashing.words(bw, 0, n, 0) ^ Hashing.words(bw, n, n, 1);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Board)) {
            return false;
        }
        Board b = (Board) o;
        return geometry.equals(b.geometry) && black == b.black && white == b.white && Arrays.equals(bw, b.bw);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash64());
    }

    /**
     * Returns the canonical board string: one character per square, row by row from {@code a1}:
     * {@code X} black, {@code O} white, {@code -} empty. A rectangular board's string starts with
     * its size and a space ({@code 6x8 ------...}); a square board's size follows from the length.
     *
     * @return the board string, 64 characters on 8x8
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(geometry.size() + 6);
        if (!geometry.isSquare()) {
            sb.append(geometry).append(' ');
        }
        appendSquares(sb);
        return sb.toString();
    }

    void appendSquares(StringBuilder sb) {
        for (int i = 0; i < geometry.size(); i++) {
            sb.append(has(Color.BLACK, i) ? 'X' : has(Color.WHITE, i) ? 'O' : '-');
        }
    }

    /**
     * Parses a board from its board string (see {@link #toString()}) or a diagram (see the class
     * documentation). In a
     * board string {@code X}, {@code x}, {@code *} and {@code B} are black, {@code O}, {@code o} and
     * {@code W} white, {@code -}, {@code .} and {@code _} empty.
     *
     * @param text the text to read
     * @return the board
     * @throws TextParseException if the text is neither form or its size is not supported, at the first
     *     character found wrong
     */
    public static Board parse(String text) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        if (text.indexOf('\n', from) >= 0 && text.indexOf('\n', from) < to) {
            return parseDiagram(text, from, to);
        }
        Geometry g;
        int cells = from;
        int space = from;
        while (space < to && !Texts.isSpace(text.charAt(space))) {
            space++;
        }
        if (space < to) {
            try {
                g = Geometry.parse(text.substring(from, space));
            } catch (TextParseException e) {
                throw e.within(text, from);
            }
            cells = Texts.lead(text.substring(space)) + space;
        } else {
            int n = to - from;
            int side = (int) Math.round(Math.sqrt(n));
            if (side * side != n) {
                throw new TextParseException("a board string of " + n
                        + " characters is not a square board; prefix its size, e.g. '6x8 ...'", text, to);
            }
            try {
                g = Geometry.of(side);
            } catch (IllegalArgumentException e) {
                throw new TextParseException(e.getMessage(), text, from, e);
            }
        }
        return fromCells(g, text, cells, to);
    }

    private static Board parseDiagram(String text, int from, int to) {
        StringBuilder cells = new StringBuilder();
        int width = -1;
        int rows = 0;
        int line = from;
        // the first line is the header of column letters
        int k = 0;
        while (line < to) {
            int end = text.indexOf('\n', line);
            if (end < 0 || end > to) {
                end = to;
            }
            if (k > 0) {
                java.util.List<int[]> parts = Texts.words(text, line, end);
                if (parts.size() < 2) {
                    throw new TextParseException("diagram line " + (k + 1) + " has no squares", text, line);
                }
                int[] head = parts.get(0);
                if (!text.substring(head[0], head[1]).equals(String.valueOf(rows + 1))) {
                    throw new TextParseException("diagram line " + (k + 1) + " should start with row " + (rows + 1), text,
                            head[0]);
                }
                if (width >= 0 && parts.size() - 1 != width) {
                    throw new TextParseException("diagram line " + (k + 1) + " has " + (parts.size() - 1)
                            + " squares, expected " + width, text, line);
                }
                width = parts.size() - 1;
                for (int c = 1; c < parts.size(); c++) {
                    int[] p = parts.get(c);
                    if (p[1] - p[0] != 1) {
                        throw new TextParseException("diagram line " + (k + 1) + ": not a square: "
                                + Texts.quote(text.substring(p[0], p[1])), text, p[0]);
                    }
                    cells.append(text.charAt(p[0]));
                }
                rows++;
            }
            k++;
            line = end + 1;
        }
        if (width < 0) {
            throw new TextParseException("a diagram needs a header and at least one row", text, to);
        }
        Geometry g;
        try {
            g = Geometry.of(width, rows);
        } catch (IllegalArgumentException e) {
            throw new TextParseException(e.getMessage(), text, from, e);
        }
        try {
            return fromCells(g, cells.toString(), 0, cells.length());
        } catch (TextParseException e) {
            throw new TextParseException(e.getMessage(), text, from, e);
        }
    }

    private static Board fromCells(Geometry g, String text, int from, int to) {
        if (to - from != g.size()) {
            throw new TextParseException("a " + g + " board has " + g.size() + " squares, the text gives "
                    + (to - from), text, to - from > g.size() ? from + g.size() : to);
        }
        long b = 0;
        long w = 0;
        long[] words = g.fitsInLong() ? null : new long[2 * LargeEngine.words(g)];
        int n = LargeEngine.words(g);
        for (int i = 0; i < g.size(); i++) {
            char ch = text.charAt(from + i);
            int color;
            switch (ch) {
                case 'X': case 'x': case '*': case 'B': case 'b':
                    color = 0;
                    break;
                case 'O': case 'o': case 'W': case 'w':
                    color = 1;
                    break;
                case '-': case '.': case '_':
                    continue;
                default:
                    throw new TextParseException("not a square's content: " + Texts.quote(String.valueOf(ch)) + " at position " + (i + 1)
                            + " (expected X, O or -)", text, from + i);
            }
            if (words == null) {
                if (color == 0) {
                    b |= 1L << i;
                } else {
                    w |= 1L << i;
                }
            } else {
                LargeEngine.set(words, color * n, i);
            }
        }
        return new Board(g, b, w, words);
    }
}
