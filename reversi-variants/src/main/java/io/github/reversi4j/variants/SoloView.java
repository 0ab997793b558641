package io.github.reversi4j.variants;

import io.github.reversi4j.core.BitboardAccess;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
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
    private final long faceUpGold;
    private final long faceUpBlack;
    private final Map<Square, SoloToken> faceUp;
    private final List<SoloToken> won;
    private final boolean stopped;

    private SoloView(Board board, SoloTokens tokens) {
        this.geometry = board.geometry();
        this.black = BitboardAccess.bits(board, Color.BLACK);
        this.white = BitboardAccess.bits(board, Color.WHITE);
        this.faceDown = BitboardAccess.bits(tokens.faceDownSquares());
        Map<Square, SoloToken> up = new TreeMap<>();
        long gold = 0;
        for (Square s : tokens.faceUpSquares()) {
            SoloToken token = tokens.tokenAt(s).orElseThrow();
            up.put(s, token);
            if (token.color() == Color.BLACK) {
                gold |= 1L << geometry.index(s);
            }
        }
        this.faceUpGold = gold;
        this.faceUpBlack = BitboardAccess.bits(tokens.faceUpSquares()) & ~gold;
        this.faceUp = Collections.unmodifiableMap(up);
        this.won = tokens.won();
        this.stopped = tokens.isStopped();
    }

    /**
     * Returns what the player sees of a state of the solo game (<a href="doc-files/rules.html#S8">RULES §S8</a>).
     *
     * @param state a state of a game of the rule set {@code solo-knizia}
     * @return the view
     * @throws IllegalArgumentException if the state is not one of the solo game (it holds no tokens)
     */
    public static SoloView of(GameState state) {
        return new SoloView(state.board(), KniziaSolo.tokens(state));
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

    /**
     * Returns the squares of the tokens that can no longer be won (<a href="doc-files/rules.html#S6">RULES §S6</a>), decided from this view
     * alone. The game is over when this holds every token left on the board (or when no placement is
     * legal, or when the player stops).
     *
     * <p>The rule books end the game "when the remaining tokens can no longer be won". This method
     * decides it from what can never change and what still can (<a href="doc-files/rules.html#S3">RULES §S3</a>-<a href="doc-files/rules.html#S5">§S5</a>):
     * <ul>
     *   <li>a disc never leaves its square, though its color may flip; a token leaves only when won,
     *       and its square is free from then on; a free square may take a disc;</li>
     *   <li>a disc is placed only where it is legal: it outflanks a line, so the next square in some
     *       direction holds a disc and so does the one after it, or it wins a token, so the next
     *       square holds that token and the one after it a disc;</li>
     *   <li>a disc changes color only inside an outflanked line: past a run of discs of its color
     *       on one side lies the square of the placed disc, past such a run on the other side a
     *       disc of the other color;</li>
     *   <li>a face-down token turns face up only when a disc is placed orthogonally next to it;</li>
     *   <li>a token is won only by a disc placed directly next to it, of the other color, with a disc
     *       of that color directly beyond it, the token being face up before that move.</li>
     * </ul>
     *
     * <p>Let <i>W</i> be the tokens that may still be won. A square is <i>open</i> when it is free
     * or holds a token of <i>W</i>. A disc of a color <i>c</i> <i>may go</i> on an open square when,
     * in some direction, it may outflank a line there (the next square holds a disc that may be of the
     * other color, or one may go there, and so on until a square holding a disc that may be <i>c</i>,
     * or where one may go) or may win a token of <i>W</i> (face down, or face up of the other color)
     * with a disc that may be <i>c</i>, or may go there, directly beyond it. A disc <i>may be</i> of
     * a color <i>c</i> when it is <i>c</i> now, or when in some direction the first square past the
     * run of discs that may be of its present color (its own neighbours first) is open, for the
     * placed disc, and the other way such a run ends at a disc that may be <i>c</i> or at a square
     * where one may go, for the anchor. A token is in <i>W</i> when, for one of its 8 neighbours
     * <i>P</i> and the neighbour <i>Q</i> on the other side of it:
     * <ul>
     *   <li><i>P</i> is open (the winning disc goes there);</li>
     *   <li><i>Q</i> holds a disc that may be of the other color than the token's, or such a disc
     *       may go on <i>Q</i> (either color when the token is face down);</li>
     *   <li>the token is face up, or a disc may go on one of its orthogonal neighbours other than
     *       <i>P</i> (it turns the token up before the winning move; that square may be
     *       <i>Q</i>).</li>
     * </ul>
     * <i>W</i>, the squares where a disc may go and the colors a disc may be are the least sets
     * closed under these rules, computed by adding to them until nothing can be added. The dead
     * tokens are the tokens outside <i>W</i>.
     *
     * <p>The decision is safe: by induction on the moves of any legal continuation, every square
     * that is free at some time is open, every disc placed may go where it is placed, every disc of a
     * color at some time may be of it, and every token won is in <i>W</i>. So the game never ends
     * while a token can still be won. It finds, among others: a token on a corner; a token boxed
     * in by the edge and discs; a face-down token whose four orthogonal neighbours hold discs (it can
     * never turn up); a face-down token whose only free orthogonal neighbour is the only square it
     * could be won from; a face-up token whose lines all need a disc of the other color on a square
     * whose disc can never flip; and every token that is dead in turn because its lines need the
     * square of a dead token. It does not search the futures, so it may keep in <i>W</i> a token whose
     * win needs one square free at one time and holding a disc earlier, or a disc of a color that no
     * legal placement can put on a square.
     *
     * <p>The tokens the fixed point keeps are then decided by a search: a depth-first search over
     * the legal placements of either color, in which a face-down token turned up takes each color in
     * turn, and which does not expand a position where the fixed point finds none of the tokens still
     * to decide winnable. A token a placement of the search wins stays; a token the search, having
     * seen every reachable position, never wins is dead: no sequence of legal placements wins it,
     * whatever the face-down tokens are. The search expands at most 2 000 positions per call; when
     * that budget runs out, the tokens it has not proved winnable stay in play, on the safe side (the
     * answer is then the fixed point's). The color of a face-down token is unknown to the player
     * (<a href="doc-files/rules.html#S8">RULES §S8</a>) and never used: the decision is the same for every state with this view, and the
     * end of the game reveals nothing hidden.
     *
     * @return the squares of the dead tokens, face up or face down
     */
    public SquareSet deadTokens() {
        long tokens = faceDown | faceUpGold | faceUpBlack;
        return BitboardAccess.squares(geometry, tokens & ~SoloEndSearch.decide(black, white, faceDown, faceUpGold, faceUpBlack,
                false, SoloEndSearch.DEFAULT_BUDGET).alive());
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
            sb.append(c.isPresent() ? c.get().symbol() : (faceDown >>> geometry.index(s) & 1) != 0 ? '?' : faceUp.containsKey(s) ? '#' : '-');
        }
        for (Map.Entry<Square, SoloToken> e : faceUp.entrySet()) {
            sb.append(' ').append(e.getKey()).append('=').append(e.getValue());
        }
        sb.append(' ');
        SoloTokens.appendWon(sb, won, stopped);
        return sb.toString();
    }
}
