package io.github.reversi4j.variants;

import io.github.reversi4j.core.engine.BitboardAccess;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the player of a solo game sees (<a href="doc-files/rules.html#S8">RULES §S8</a>): the discs, the face-up tokens, the squares of the
 * face-down tokens - only as "face down", never which token lies there - the tokens won, and whether
 * the game was stopped. Two states that differ only in which face-down token lies where have equal
 * views. The legal moves depend only on the view.
 *
 * <p>The canonical text is the board string with {@code ?} for a face-down token and {@code #} for a
 * face-up one, then the face-up tokens ({@code c3=O7}), the won tokens and {@code stopped}:
 * <pre>
 * ---------??????---?#----... c3=O7 won=X1 stopped
 * </pre>
 *
 * <p>This class is immutable and thread-safe.
 */
public final class SoloView {

    private final Geometry geometry;
    private final long black;
    private final long white;
    private final long faceDown;
    private final Map<Square, SoloToken> faceUp;
    private final List<SoloToken> won;
    private final boolean stopped;

    SoloView(Board board, SoloTokens tokens) {
        this.geometry = board.geometry();
        this.black = BitboardAccess.bits(board, Color.BLACK);
        this.white = BitboardAccess.bits(board, Color.WHITE);
        this.faceDown = BitboardAccess.bits(tokens.faceDownSquares());
        Map<Square, SoloToken> up = new TreeMap<>();
        for (Square s : tokens.faceUpSquares()) {
            up.put(s, tokens.tokenAt(s).orElseThrow());
        }
        this.faceUp = Collections.unmodifiableMap(up);
        this.won = tokens.won();
        this.stopped = tokens.isStopped();
    }

    /**
     * Returns the discs.
     *
     * @return the board
     */
    public Board board() {
        return BitboardAccess.board(geometry, black, white);
    }

    /**
     * Returns the squares of the face-down tokens.
     *
     * @return the squares
     */
    public SquareSet faceDownSquares() {
        return BitboardAccess.squares(geometry, faceDown);
    }

    /**
     * Returns the face-up tokens by square.
     *
     * @return an unmodifiable map in square order
     */
    public Map<Square, SoloToken> faceUpTokens() {
        return faceUp;
    }

    /**
     * Returns the face-up token of a square.
     *
     * @param square a square
     * @return the token, or empty when the square holds none or a face-down one
     */
    public Optional<SoloToken> faceUpToken(Square square) {
        return Optional.ofNullable(faceUp.get(square));
    }

    /**
     * Tells whether a square holds a face-down token.
     *
     * @param square a square
     * @return true for a face-down token
     */
    public boolean isFaceDown(Square square) {
        return geometry.contains(square) && (faceDown & (1L << geometry.index(square))) != 0;
    }

    /**
     * Returns the tokens won.
     *
     * @return an unmodifiable list in {@link SoloToken} order
     */
    public List<SoloToken> won() {
        return List.copyOf(won);
    }

    /**
     * Tells whether the player stopped.
     *
     * @return true once stopped
     */
    public boolean isStopped() {
        return stopped;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SoloView)) {
            return false;
        }
        SoloView v = (SoloView) o;
        return geometry.equals(v.geometry) && black == v.black && white == v.white && faceDown == v.faceDown
                && faceUp.equals(v.faceUp) && won.equals(v.won) && stopped == v.stopped;
    }

    @Override
    public int hashCode() {
        return Objects.hash(geometry, black, white, faceDown, faceUp, won, stopped);
    }

    /**
     * Returns the canonical text (see the class documentation).
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(120);
        Board board = board();
        for (Square s : geometry.squares()) {
            Optional<Color> c = board.colorAt(s);
            sb.append(c.isPresent() ? c.get().symbol() : isFaceDown(s) ? '?' : faceUp.containsKey(s) ? '#' : '-');
        }
        for (Map.Entry<Square, SoloToken> e : faceUp.entrySet()) {
            sb.append(' ').append(e.getKey()).append('=').append(e.getValue());
        }
        sb.append(' ');
        SoloTokens.appendWon(sb, won, stopped);
        return sb.toString();
    }
}
