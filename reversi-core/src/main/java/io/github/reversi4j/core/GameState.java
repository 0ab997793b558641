package io.github.reversi4j.core;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * A position of a game: the discs on the board, the side to move, each player's disc supply when the
 * rules give one (<a href="doc-files/rules.html#B7">RULES §B7</a>), the color that placed the last disc (for the tie rule of <a href="doc-files/rules.html#R3">RULES §R3</a>), and
 * whatever else a rule set keeps in a {@link StateExtension} (the solo game's tokens). A state does
 * not know its rules: ask the {@link Rules} for its legal moves, the next state, or the outcome.
 *
 * <p>The canonical text is the board string, a space and the side to move ({@code X} or {@code O}) -
 * on 8x8 exactly the position string of Edax and the FFO suites - followed, when present, by
 * {@code supply=B,W}, {@code last=X|O} and, after {@code " | "}, the extension's text:
 * <pre>
 * ---------------------------OX------XO--------------------------- X
 * ---------------------------OX------XO--------------------------- X supply=30,30
 * </pre>
 * {@link #parse(String)} reads it back.
 * <pre>{@code
 * Rules rules = StandardRules.othello();
 * GameState start = rules.initialState();
 * GameState after = rules.play(start, Move.parse("f5"));    // start is unchanged
 * after.toString();                 // "---------------------------OX------XXX-------------------------- O last=X"
 * after.board().count(Color.BLACK); // 4
 * after.toMove();                   // WHITE
 * GameState.parse(after.toString()).equals(after);                  // true
 * rules.canonical(after).equals(rules.canonical(rules.play(start, Move.parse("d3"))));   // true: a symmetry apart
 * }</pre>
 *
 * <p>A state of a board of at most 64 squares is a single small object (two bitboards and a packed
 * word), so playing a move allocates one object. This class is immutable and thread-safe.
 */
public final class GameState {

    private static final int SUPPLY_BITS = 12;
    private static final int SUPPLY_MASK = (1 << SUPPLY_BITS) - 1;
    private static final int BLACK_SUPPLY_SHIFT = 3;
    private static final int WHITE_SUPPLY_SHIFT = BLACK_SUPPLY_SHIFT + SUPPLY_BITS;
    /** The largest supply a state can hold. */
    public static final int MAX_SUPPLY = SUPPLY_MASK - 1;

    private final Geometry geometry;
    /**
     * On boards of at most 64 squares, the discs of the side to move and of the other side (kept
     * relative to the mover, as the kernels of {@code Bitboards} take them, so that a move needs no
     * choice by color); 0 on larger boards.
     */
    private final long mover;
    private final long other;
    private final long[] bw;
    /**
     * Bit 0: WHITE to move; bits 1-2: last placer (0 none, 1 black, 2 white); then 12 bits each of
     * black and white supply plus one (0 meaning no supply limit).
     */
    private final int packed;
    private final StateExtension ext;

    static {
        Internals.install();
    }

    GameState(Geometry geometry, long black, long white, long[] bw, int packed, StateExtension ext) {
        this.geometry = geometry;
        boolean whiteToMove = (packed & 1) != 0;
        this.mover = whiteToMove ? white : black;
        this.other = whiteToMove ? black : white;
        this.bw = bw;
        this.packed = packed;
        this.ext = ext;
    }

    /** The state of a board of at most 64 squares from the discs of the side to move and of the other side. */
    private GameState(Geometry geometry, int packed, long mover, long other, StateExtension ext) {
        this.geometry = geometry;
        this.mover = mover;
        this.other = other;
        this.bw = null;
        this.packed = packed;
        this.ext = ext;
    }

    /**
     * Returns the state of a board of at most 64 squares given by the discs of the side to move (the
     * side of bit 0 of {@code packed}) and of the other side.
     */
    static GameState relative(Geometry geometry, long mover, long other, int packed, StateExtension ext) {
        return new GameState(geometry, packed, mover, other, ext);
    }

    /**
     * Returns the state with a board and a side to move, no supply limit, no last placer and no
     * extension.
     *
     * @param board the discs
     * @param toMove the side to move
     * @return the state
     */
    public static GameState of(Board board, Color toMove) {
        Objects.requireNonNull(toMove, "toMove");
        return new GameState(board.geometry(), board.blackBits(), board.whiteBits(), board.words(),
                toMove == Color.WHITE ? 1 : 0, null);
    }

    // ---- package-private fast access for the rule sets of this module

    long blackBits() {
        return (packed & 1) == 0 ? mover : other;
    }

    long whiteBits() {
        return (packed & 1) == 0 ? other : mover;
    }

    /** The discs of the side to move, on a board of at most 64 squares. */
    long moverBits() {
        return mover;
    }

    /** The discs of the other side, on a board of at most 64 squares. */
    long otherBits() {
        return other;
    }

    long[] words() {
        return bw;
    }

    int packed() {
        return packed;
    }

    StateExtension ext() {
        return ext;
    }

    /** Tells whether a packed word sets no supply limit (the same as {@link #hasSupplies()} false). */
    static boolean unlimited(int packed) {
        return packed >>> BLACK_SUPPLY_SHIFT == 0;
    }

    static int packSide(Color toMove) {
        return toMove == Color.WHITE ? 1 : 0;
    }

    static int packLast(Color last) {
        return last == null ? 0 : last == Color.BLACK ? 2 : 4;
    }

    // ---- accessors

    /**
     * Returns the board's shape.
     *
     * @return the geometry
     */
    Geometry geometry() {
        return geometry;
    }

    /**
     * Returns the discs.
     *
     * @return the board
     */
    public Board board() {
        return new Board(geometry, blackBits(), whiteBits(), bw);
    }

    /**
     * Returns the side to move.
     *
     * @return the color whose turn it is
     */
    public Color toMove() {
        return (packed & 1) == 0 ? Color.BLACK : Color.WHITE;
    }

    /**
     * Returns the number of discs of a color on the board.
     *
     * @param color the color
     * @return the count
     */
    int count(Color color) {
        Objects.requireNonNull(color, "color");
        return bw == null ? Long.bitCount(color == Color.BLACK ? blackBits() : whiteBits()) : board().count(color);
    }

    /**
     * Tells whether the players have finite disc supplies (<a href="doc-files/rules.html#B7">RULES §B7</a>).
     *
     * @return true when {@link #supply(Color)} is present
     */
    public boolean hasSupplies() {
        return ((packed >>> BLACK_SUPPLY_SHIFT) & SUPPLY_MASK) != 0;
    }

    /**
     * Returns the number of discs a player has left to place (<a href="doc-files/rules.html#B7">RULES §B7</a>).
     *
     * @param color the player
     * @return the supply, or empty when the rules set no limit
     */
    public OptionalInt supply(Color color) {
        Objects.requireNonNull(color, "color");
        int v = (packed >>> (color == Color.BLACK ? BLACK_SUPPLY_SHIFT : WHITE_SUPPLY_SHIFT)) & SUPPLY_MASK;
        return v == 0 ? OptionalInt.empty() : OptionalInt.of(v - 1);
    }

    /**
     * Returns the color that placed the last disc, which the tie rule of <a href="doc-files/rules.html#R3">RULES §R3</a> needs.
     *
     * @return the color, or empty when no disc has been placed since the start
     */
    public Optional<Color> lastPlacer() {
        return Optional.ofNullable(lastPlacer(packed));
    }

    /** The color that placed the last disc in a state of a packed word, or null when none has. */
    static Color lastPlacer(int packed) {
        int v = (packed >>> 1) & 3;
        return v == 0 ? null : v == 1 ? Color.BLACK : Color.WHITE;
    }

    /**
     * Returns the rule set's extension of this state.
     *
     * @return the extension, or empty
     */
    public Optional<StateExtension> extension() {
        return Optional.ofNullable(ext);
    }

    /**
     * Returns the rule set's extension of this state if it is of a given type.
     *
     * @param <T> the type
     * @param type the class of the extension
     * @return the extension, or empty when there is none of that type
     */
    public <T extends StateExtension> Optional<T> extension(Class<T> type) {
        return type.isInstance(ext) ? Optional.of(type.cast(ext)) : Optional.empty();
    }

    // ---- withers

    /**
     * Returns this state with other discs.
     *
     * @param board the new board, of any geometry
     * @return the new state
     */
    public GameState withBoard(Board board) {
        return new GameState(board.geometry(), board.blackBits(), board.whiteBits(), board.words(), packed, ext);
    }

    /**
     * Returns this state with another side to move.
     *
     * @param color the side to move
     * @return the new state
     */
    public GameState withToMove(Color color) {
        Objects.requireNonNull(color, "color");
        return new GameState(geometry, blackBits(), whiteBits(), bw, (packed & ~1) | packSide(color), ext);
    }

    /**
     * Returns this state with finite disc supplies (<a href="doc-files/rules.html#B7">RULES §B7</a>).
     *
     * @param blackSupply the discs black has left, 0 .. {@link #MAX_SUPPLY}
     * @param whiteSupply the discs white has left, 0 .. {@link #MAX_SUPPLY}
     * @return the new state
     * @throws IllegalArgumentException if a supply is out of range
     */
    public GameState withSupplies(int blackSupply, int whiteSupply) {
        if (blackSupply < 0 || blackSupply > MAX_SUPPLY || whiteSupply < 0 || whiteSupply > MAX_SUPPLY) {
            throw new IllegalArgumentException("supplies must be in 0.." + MAX_SUPPLY + ": " + blackSupply + ", " + whiteSupply);
        }
        int p = packed & ((1 << BLACK_SUPPLY_SHIFT) - 1);
        p |= (blackSupply + 1) << BLACK_SUPPLY_SHIFT;
        p |= (whiteSupply + 1) << WHITE_SUPPLY_SHIFT;
        return new GameState(geometry, blackBits(), whiteBits(), bw, p, ext);
    }

    /**
     * Returns this state with a color recorded as the last to place a disc.
     *
     * @param color the color
     * @return the new state
     */
    public GameState withLastPlacer(Color color) {
        return new GameState(geometry, blackBits(), whiteBits(), bw, (packed & ~6) | packLast(Objects.requireNonNull(color)), ext);
    }

    /**
     * Returns this state with a rule set's extension.
     *
     * @param extension the extension
     * @return the new state
     */
    public GameState withExtension(StateExtension extension) {
        return new GameState(geometry, blackBits(), whiteBits(), bw, packed, Objects.requireNonNull(extension, "extension"));
    }

    // ---- symmetry and hashing

    /**
     * Returns the image of this state under a symmetry: the board and the extension are transformed,
     * everything else is kept.
     *
     * @param symmetry a symmetry that applies to the geometry
     * @return the transformed state
     * @throws IllegalArgumentException if the symmetry does not apply to this geometry
     */
    public GameState transform(Symmetry symmetry) {
        Board b = board().transform(symmetry);
        return new GameState(geometry, b.blackBits(), b.whiteBits(), b.words(), packed,
                ext == null ? null : ext.transform(symmetry, geometry));
    }

    /**
     * Returns the stable 64-bit hash of this state: the board's {@link Board#hash64()}, xored with
     * {@code mix(G * 600)} when WHITE is to move, {@code mix(G * (700 + 1 or 2))} for a last placer
     * BLACK or WHITE, {@code mix(G * (100000 + blackSupply * 8192 + whiteSupply))} for supplies, and
     * the extension's hash ({@code mix} and {@code G} as in {@link Board#hash64()}). It is
     * the same in every run and every version; equal states have equal hashes.
     *
     * @return the hash
     */
    public long hash64() {
        long h = board().hash64();
        if ((packed & 1) != 0) {
            h ^= Hashing.of(600);
        }
        int last = (packed >>> 1) & 3;
        if (last != 0) {
            h ^= Hashing.of(700 + last);
        }
        if (hasSupplies()) {
            h ^= Hashing.of(100_000L + supply(Color.BLACK).getAsInt() * 8192L + supply(Color.WHITE).getAsInt());
        }
        if (ext != null) {
            h ^= ext.hash64();
        }
        return h;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GameState)) {
            return false;
        }
        GameState s = (GameState) o;
        return mover == s.mover && other == s.other && packed == s.packed && geometry.equals(s.geometry)
                && Arrays.equals(bw, s.bw) && Objects.equals(ext, s.ext);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash64());
    }

    /**
     * Returns the canonical text (see the class documentation).
     *
     * @return e.g. {@code ---------------------------OX------XO--------------------------- X}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(geometry.size() + 24);
        sb.append(board()).append(' ').append(toMove().symbol());
        if (hasSupplies()) {
            sb.append(" supply=").append(supply(Color.BLACK).getAsInt()).append(',').append(supply(Color.WHITE).getAsInt());
        }
        lastPlacer().ifPresent(c -> sb.append(" last=").append(c.symbol()));
        if (ext != null) {
            sb.append(" | ").append(ext);
        }
        return sb.toString();
    }

    /**
     * Parses the canonical text of a state without an extension.
     *
     * @param text the text, e.g. a 64-character board string, a space and {@code X} or {@code O}
     * @return the state
     * @throws TextParseException if the text is malformed or has an extension part
     */
    public static GameState parse(String text) {
        return parse(text, e -> {
            throw new TextParseException("this state has a rule set's extension; parse it with the rule set's parseState",
                    e, 0);
        });
    }

    /**
     * Parses the canonical text of a state, reading the extension part (after {@code " | "}) with a
     * rule set's parser.
     *
     * @param text the text
     * @param extensionParser reads an extension's canonical text
     * @return the state
     * @throws TextParseException if the text is malformed (an extension parser may throw others)
     */
    static GameState parse(String text, Function<String, ? extends StateExtension> extensionParser) {
        Objects.requireNonNull(text, "text");
        int from = Texts.lead(text);
        int to = Texts.trail(text, from);
        StateExtension e = null;
        int bar = text.indexOf(" | ", from);
        if (bar >= 0 && bar < to) {
            int ef = Texts.lead(text.substring(bar + 3)) + bar + 3;
            if (ef >= to) {
                throw new TextParseException("expected the extension's text after ' | '", text, to);
            }
            try {
                e = extensionParser.apply(text.substring(ef, to));
            } catch (TextParseException x) {
                throw x.within(text, ef);
            }
            to = Texts.trail(text.substring(0, bar), from);
        }
        java.util.List<int[]> parts = Texts.words(text, from, to);
        if (parts.isEmpty()) {
            throw new TextParseException("a state is a board and the side to move (X or O)", text, from);
        }
        int k = 0;
        int boardEnd = parts.get(0)[1];
        if (parts.size() > 2 && isSize(text, parts.get(0))) {
            boardEnd = parts.get(1)[1];
            k++;
        }
        k++;
        if (k >= parts.size() || parts.get(k)[1] - parts.get(k)[0] != 1) {
            throw new TextParseException("a state needs the side to move (X or O) after the board", text,
                    k >= parts.size() ? to : parts.get(k)[0]);
        }
        Board board;
        try {
            board = Board.parse(text.substring(from, boardEnd));
        } catch (TextParseException x) {
            throw x.within(text, from);
        }
        GameState s = of(board, side(text, parts.get(k)[0]));
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (k++; k < parts.size(); k++) {
            int ps = parts.get(k)[0];
            int pe = parts.get(k)[1];
            String p = text.substring(ps, pe);
            Texts.once(seen, p, text, ps);
            if (p.startsWith("supply=")) {
                int comma = text.indexOf(',', ps);
                if (comma < 0 || comma >= pe) {
                    throw new TextParseException("expected supply=B,W", text, pe);
                }
                int black = Texts.count(text, ps + 7, comma, "Black's supply");
                int white = Texts.count(text, comma + 1, pe, "White's supply");
                if (black > MAX_SUPPLY || white > MAX_SUPPLY) {
                    throw new TextParseException("a supply is at most " + MAX_SUPPLY, text, ps + 7);
                }
                s = s.withSupplies(black, white);
            } else if (p.startsWith("last=") && p.length() == 6) {
                s = s.withLastPlacer(side(text, ps + 5));
            } else {
                throw new TextParseException("unknown part of a state: " + Texts.quote(p), text, ps);
            }
        }
        return e == null ? s : s.withExtension(e);
    }

    /** Tells whether a word is a board size {@code WxH} of ASCII digits. */
    private static boolean isSize(String text, int[] word) {
        int x = -1;
        for (int i = word[0]; i < word[1]; i++) {
            char c = text.charAt(i);
            if (Texts.lower(c) == 'x' && x < 0 && i > word[0]) {
                x = i;
            } else if (!Texts.isDigit(c)) {
                return false;
            }
        }
        return x > word[0] && x < word[1] - 1;
    }

    private static Color side(String text, int at) {
        try {
            return Color.ofSymbol(text.charAt(at));
        } catch (IllegalArgumentException x) {
            throw new TextParseException("expected X or O for a color: " + Texts.quote(String.valueOf(text.charAt(at))), text, at, x);
        }
    }
}
