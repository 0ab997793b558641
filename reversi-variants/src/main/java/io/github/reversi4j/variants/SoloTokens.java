package io.github.reversi4j.variants;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.BitboardAccess;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.StateExtension;
import io.github.reversi4j.core.Symmetry;
import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The tokens of a solo game (<a href="doc-files/rules.html#S2">RULES §S2</a>): which token lies on which square, face up or face down, the
 * tokens won so far (<a href="doc-files/rules.html#S5">RULES §S5</a>), and whether the player has stopped (<a href="doc-files/rules.html#S6">RULES §S6</a>). It is the
 * {@link StateExtension} of the states of {@link KniziaSolo}; a square holding a token holds no disc.
 *
 * <p>The canonical text lists the tokens on the board in row-major order as {@code square=token}, a
 * {@code +} after a face-up token, then the won tokens in {@link SoloToken} order ({@code -} when
 * none), then {@code stopped} when the player stopped:
 * <pre>
 * b2=X7 c2=Ob+ d2=O3 ... won=X1,Ob
 * </pre>
 * {@link #parse(Geometry, String)} reads it back. This is the full information of the state: a
 * player's view that hides face-down tokens is {@link SoloView#of(io.github.reversi4j.core.GameState)}
 * (<a href="doc-files/rules.html#S8">RULES §S8</a>).
 *
 * <p>This class is immutable and thread-safe.
 */
final class SoloTokens implements StateExtension {

    private final Geometry geometry;
    private final SoloToken[] cells;
    private final long faceUp;
    private final List<SoloToken> won;
    private final boolean stopped;

    private SoloTokens(Geometry geometry, SoloToken[] cells, long faceUp, List<SoloToken> won, boolean stopped) {
        this.geometry = geometry;
        this.cells = cells;
        this.faceUp = faceUp;
        this.won = won;
        this.stopped = stopped;
    }

    /**
     * Returns no tokens on a board.
     *
     * @param geometry the board's shape, at most 64 squares
     * @return the empty token set
     * @throws IllegalArgumentException if the board has more than 64 squares
     */
    public static SoloTokens empty(Geometry geometry) {
        if (!geometry.fitsInLong()) {
            throw new IllegalArgumentException("the solo game's boards have at most 64 squares: " + geometry);
        }
        return new SoloTokens(geometry, new SoloToken[geometry.size()], 0, List.of(), false);
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
     * Returns the token on a square.
     *
     * @param square a square of the board
     * @return the token, face up or face down, or empty
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Optional<SoloToken> tokenAt(Square square) {
        return Optional.ofNullable(cells[geometry.index(square)]);
    }

    /**
     * Tells whether a square holds a token.
     *
     * @param square a square of the board
     * @return true if a token lies there
     * @throws IllegalArgumentException if the square is not on the board
     */
    public boolean hasToken(Square square) {
        return cells[geometry.index(square)] != null;
    }

    /**
     * Tells whether a square holds a face-up token.
     *
     * @param square a square of the board
     * @return true if a face-up token lies there
     * @throws IllegalArgumentException if the square is not on the board
     */
    public boolean isFaceUp(Square square) {
        return (faceUp & (1L << geometry.index(square))) != 0;
    }

    /**
     * Returns the squares that hold a token.
     *
     * @return the squares
     */
    public SquareSet squares() {
        return BitboardAccess.squares(geometry, bits());
    }

    /**
     * Returns the squares that hold a face-up token.
     *
     * @return the squares
     */
    public SquareSet faceUpSquares() {
        return BitboardAccess.squares(geometry, faceUp);
    }

    /**
     * Returns the squares that hold a face-down token.
     *
     * @return the squares
     */
    public SquareSet faceDownSquares() {
        return BitboardAccess.squares(geometry, bits() & ~faceUp);
    }

    /**
     * Returns the number of tokens on the board.
     *
     * @return the count
     */
    public int count() {
        return Long.bitCount(bits());
    }

    /** The bits of the squares holding a token. */
    long bits() {
        long b = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != null) {
                b |= 1L << i;
            }
        }
        return b;
    }

    long faceUpBits() {
        return faceUp;
    }

    /** The bits of the squares holding a face-up token of a color. */
    long faceUpBits(Color color) {
        long b = 0;
        for (long rest = faceUp; rest != 0; rest &= rest - 1) {
            int i = Long.numberOfTrailingZeros(rest);
            if (cells[i].color() == color) {
                b |= 1L << i;
            }
        }
        return b;
    }

    /**
     * Returns the tokens won (<a href="doc-files/rules.html#S5">RULES §S5</a>), in {@link SoloToken} order.
     *
     * @return an unmodifiable list
     */
    public List<SoloToken> won() {
        return List.copyOf(won);
    }

    /**
     * Tells whether the player has stopped the game (<a href="doc-files/rules.html#S6">RULES §S6</a>).
     *
     * @return true once stopped
     */
    public boolean isStopped() {
        return stopped;
    }

    /**
     * Returns these tokens with one more token on a square.
     *
     * @param square an empty square of the board
     * @param token the token
     * @param up true for face up
     * @return the new value
     * @throws IllegalArgumentException if the square already holds a token or is not on the board
     */
    public SoloTokens withToken(Square square, SoloToken token, boolean up) {
        int i = geometry.index(square);
        if (cells[i] != null) {
            throw new IllegalArgumentException(square + " already holds the token " + cells[i]);
        }
        SoloToken[] c = cells.clone();
        c[i] = Objects.requireNonNull(token);
        return new SoloTokens(geometry, c, up ? faceUp | (1L << i) : faceUp, won, stopped);
    }

    /**
     * Returns these tokens with the tokens of some squares turned face up (<a href="doc-files/rules.html#S4">RULES §S4</a> step 2); squares
     * without a token are ignored.
     *
     * @param squares the squares
     * @return the new value
     */
    public SoloTokens withFaceUp(SquareSet squares) {
        long up = faceUp | (BitboardAccess.bits(squares) & bits());
        return up == faceUp ? this : new SoloTokens(geometry, cells, up, won, stopped);
    }

    /**
     * Returns these tokens with the token of a square won: removed from the board and added to the won
     * tokens (<a href="doc-files/rules.html#S4">RULES §S4</a> step 3, <a href="doc-files/rules.html#S5">§S5</a>).
     *
     * @param square a square holding a token
     * @return the new value
     * @throws IllegalArgumentException if the square holds no token
     */
    public SoloTokens withWon(Square square) {
        int i = geometry.index(square);
        if (cells[i] == null) {
            throw new IllegalArgumentException(square + " holds no token");
        }
        SoloToken[] c = cells.clone();
        List<SoloToken> w = new ArrayList<>(won);
        w.add(c[i]);
        Collections.sort(w);
        c[i] = null;
        return new SoloTokens(geometry, c, faceUp & ~(1L << i), List.copyOf(w), stopped);
    }

    /**
     * Returns these tokens with tokens won earlier (for setting up a position).
     *
     * @param tokens the won tokens
     * @return the new value
     */
    public SoloTokens withWonTokens(List<SoloToken> tokens) {
        List<SoloToken> w = new ArrayList<>(won);
        w.addAll(tokens);
        Collections.sort(w);
        return new SoloTokens(geometry, cells, faceUp, List.copyOf(w), stopped);
    }

    /**
     * Returns these tokens with the game stopped by the player (<a href="doc-files/rules.html#S6">RULES §S6</a>).
     *
     * @return the new value
     */
    public SoloTokens withStopped() {
        return new SoloTokens(geometry, cells, faceUp, won, true);
    }

    private static int code(SoloToken token) {
        return token.color().ordinal() * 16 + token.value() + 1;
    }

    @Override
    public long hash64() {
        long h = SplitMix.mix(0x50_10_70_4BL + geometry.size());
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != null) {
                long up = (faceUp >>> i) & 1;
                h ^= SplitMix.mix(((long) code(cells[i]) << 16) + (up << 8) + i + 0x1000_0000L);
            }
        }
        for (int k = 0; k < won.size(); k++) {
            h ^= SplitMix.mix(((long) code(won.get(k)) << 16) + k + 0x2000_0000L);
        }
        if (stopped) {
            h ^= SplitMix.mix(0x3000_0000L);
        }
        return h;
    }

    @Override
    public SoloTokens transform(Symmetry symmetry, Geometry g) {
        Objects.requireNonNull(symmetry, "symmetry");
        if (!g.equals(geometry)) {
            throw new IllegalArgumentException("tokens of a " + geometry + " board, not " + g);
        }
        SoloToken[] c = new SoloToken[cells.length];
        long up = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != null) {
                int j = geometry.index(symmetry.apply(geometry.square(i), geometry));
                c[j] = cells[i];
                up |= ((faceUp >>> i) & 1) << j;
            }
        }
        return new SoloTokens(geometry, c, up, won, stopped);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof SoloTokens)) {
            return false;
        }
        SoloTokens t = (SoloTokens) o;
        return geometry.equals(t.geometry) && faceUp == t.faceUp && stopped == t.stopped && Arrays.equals(cells, t.cells)
                && won.equals(t.won);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash64());
    }

    /**
     * Returns the canonical text (see the class documentation).
     *
     * @return e.g. {@code b2=X7 c3=O3+ won=X1,Ob}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(200);
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != null) {
                sb.append(geometry.square(i)).append('=').append(cells[i]);
                if (((faceUp >>> i) & 1) != 0) {
                    sb.append('+');
                }
                sb.append(' ');
            }
        }
        appendWon(sb, won, stopped);
        return sb.toString();
    }

    /**
     * Appends the part of the canonical text that {@link SoloView} shares: {@code won=} and the won
     * tokens ({@code -} for none), then {@code  stopped} when the player stopped.
     *
     * @param sb the text so far
     * @param won the tokens won
     * @param stopped whether the player stopped
     */
    public static void appendWon(StringBuilder sb, List<SoloToken> won, boolean stopped) {
        sb.append("won=");
        if (won.isEmpty()) {
            sb.append('-');
        } else {
            for (int k = 0; k < won.size(); k++) {
                sb.append(k == 0 ? "" : ",").append(won.get(k));
            }
        }
        if (stopped) {
            sb.append(" stopped");
        }
    }

    /**
     * Parses the canonical text (see the class documentation). Words are separated by ASCII spaces;
     * each of the box's 24 tokens may appear once, on the board or among the won tokens
     * (<a href="doc-files/rules.html#S2">RULES §S2</a>).
     *
     * @param geometry the board's shape
     * @param text the text
     * @return the tokens
     * @throws TextParseException if the text is malformed, at the first character found wrong
     */
    public static SoloTokens parse(Geometry geometry, String text) {
        Objects.requireNonNull(text, "text");
        SoloTokens t = empty(geometry);
        boolean sawWon = false;
        List<SoloToken> seen = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (true) {
            while (i < n && Options.isSpace(text.charAt(i))) {
                i++;
            }
            if (i == n) {
                break;
            }
            int ws = i;
            while (i < n && !Options.isSpace(text.charAt(i))) {
                i++;
            }
            String part = text.substring(ws, i);
            if (part.startsWith("won=")) {
                if (sawWon) {
                    throw new TextParseException("won= given twice", text, ws);
                }
                sawWon = true;
                if (!part.equals("won=-")) {
                    List<SoloToken> list = new ArrayList<>();
                    int at = ws + 4;
                    for (String x : part.substring(4).split(",", -1)) {
                        list.add(once(seen, token(text, x, at), text, at));
                        at += x.length() + 1;
                    }
                    t = t.withWonTokens(list);
                }
            } else if (part.equals("stopped")) {
                t = t.withStopped();
            } else {
                int eq = part.indexOf('=');
                if (eq < 0 || sawWon) {
                    throw new TextParseException("not a part of the solo tokens: " + Options.quote(part)
                            + (sawWon ? " (the won tokens come last, before stopped)" : " (expected e.g. b2=X7 or c3=Ob+)"),
                            text, ws);
                }
                Square sq;
                try {
                    sq = Square.parse(part.substring(0, eq));
                } catch (TextParseException e) {
                    throw e.within(text, ws);
                }
                if (!geometry.contains(sq)) {
                    throw new TextParseException(sq + " is not on a " + geometry + " board", text, ws);
                }
                if (t.tokenAt(sq).isPresent()) {
                    throw new TextParseException(sq + " is given two tokens", text, ws);
                }
                boolean up = part.endsWith("+");
                SoloToken k = token(text, part.substring(eq + 1, up ? part.length() - 1 : part.length()), ws + eq + 1);
                t = t.withToken(sq, once(seen, k, text, ws + eq + 1), up);
            }
        }
        if (!sawWon) {
            throw new TextParseException("the solo tokens end with won=... (won=- when none is won)", text, n);
        }
        return t;
    }

    /** A token of a text, its errors moved to where it starts. */
    private static SoloToken token(String text, String part, int at) {
        try {
            return SoloToken.parse(part);
        } catch (TextParseException e) {
            throw e.within(text, at);
        }
    }

    /** A token no more often in a text than in the box: each value once, two blanks of each color (RULES §S2). */
    private static SoloToken once(List<SoloToken> seen, SoloToken token, String text, int at) {
        int inBox = Collections.frequency(SoloToken.fullSet(), token);
        if (Collections.frequency(seen, token) >= inBox) {
            throw new TextParseException("the token " + token + " appears " + (inBox + 1) + " times; the box has "
                    + (inBox == 1 ? "one" : inBox), text, at);
        }
        seen.add(token);
        return token;
    }
}
