package io.github.reversi4j.variants;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.Symmetry;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The single-line variant of Ravensburger Reversi (<a href="doc-files/rules.html#V">RULES §V</a>, the "Variante" of seeds 000/001): as
 * {@link RavensburgerReversi}, except that a disc outflanking lines in several directions flips only
 * the one line the mover chooses (<a href="doc-files/rules.html#V1">RULES §V1</a>).
 *
 * <p>Moves (<a href="doc-files/rules.html#V2">RULES §V2</a>): a placement that outflanks one line is the plain square ({@code d3}); a
 * placement that outflanks several lines names the chosen direction ({@code d3>ne}, a
 * {@link LineMove}, which {@link #parseMove(String)} reads). {@link #legalMoves(GameState)} lists every (square, line)
 * choice, squares in row-major order and, on one square, the lines in {@link Direction} order.
 * {@link #play(GameState, Move)} rejects a placement that outflanks several lines and names none with
 * {@link LineMove#AMBIGUOUS_LINE} (a {@link IllegalMoveException.Reason#VARIANT} reason), whose {@link IllegalMoveException#choices()}
 * lists the legal moves it could mean, and a placement naming a line it does not outflank with
 * {@link LineMove#LINE_NOT_OUTFLANKED}.
 *
 * <p>Decisions beyond RULES.md:
 * <ul>
 *   <li>A placement that outflanks exactly one line may also name it ({@code d3>n} where only the
 *       northern line is outflanked): it is accepted and plays as the plain move, which is the one
 *       {@link #legalMoves(GameState)} lists (one canonical form per choice).</li>
 *   <li>Which squares are legal, when a player passes and when the game ends are exactly those of the
 *       wrapped rules, since a placement is legal when it outflanks at least one line in both.</li>
 *   <li>The defaults are those of {@link RavensburgerReversi} (Gold and Black, parallel start, 32
 *       discs each with the give rule, last disc wins a tie, raw disc count); every standard option
 *       can be changed.</li>
 * </ul>
 *
 * <p>This class is immutable and thread-safe.
 */
final class SingleLineReversi extends ForwardingRules<StandardRules> {


    /** The provider id, {@code reversi-single-line}. */
    public static final String ID = "reversi-single-line";

    private static final SingleLineReversi DEFAULT = new SingleLineReversi(RavensburgerReversi.defaults());

    private SingleLineReversi(StandardRules rules) {
        super(rules);
    }

    /**
     * Returns the single-line variant with the Ravensburger defaults (<a href="doc-files/rules.html#V1">RULES §V1</a>).
     *
     * @return the rules, id {@code reversi-single-line}
     */
    public static SingleLineReversi of() {
        return DEFAULT;
    }

    /**
     * Returns the single-line variant over any configuration of the standard rules.
     *
     * @param configuration the rules whose legality, passes, supplies, end and outcome apply
     * @return the rules
     */
    public static SingleLineReversi of(StandardRules configuration) {
        return new SingleLineReversi(Objects.requireNonNull(configuration));
    }

    /**
     * Returns the configuration of the standard rules these rules play by, apart from the flips.
     *
     * @return the standard rules
     */
    public StandardRules standardRules() {
        return delegate();
    }

    @Override
    public String id() {
        return delegate().options().changedFrom(RavensburgerReversi.defaults().options()).withName(ID).id();
    }

    /**
     * Returns every (square, line) choice of the side to move (<a href="doc-files/rules.html#V2">RULES §V2</a>), the pass when there is
     * none (<a href="doc-files/rules.html#B4">RULES §B4</a>), or nothing when the game is over.
     *
     * @param state a state of a game under these rules
     * @return an unmodifiable list of the legal moves
     */
    @Override
    public List<Move> legalMoves(GameState state) {
        List<Move> base = delegate().legalMoves(state);
        if (base.isEmpty() || base.get(0).square().isEmpty()) {
            return base;
        }
        Board b = state.board();
        Color side = state.toMove();
        List<Move> out = new ArrayList<>(base.size() + 4);
        for (Move m : base) {
            Set<Direction> lines = outflanked(b, m.square().orElseThrow(), side);
            if (lines.size() <= 1) {
                out.add(m);
            } else {
                for (Direction d : lines) {
                    out.add(new LineMove(m.square().orElseThrow(), d));
                }
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** The lines a disc of a color placed on a square outflanks, in {@link Direction} order. */
    private static Set<Direction> outflanked(Board b, Square sq, Color side) {
        Set<Direction> lines = EnumSet.noneOf(Direction.class);
        for (Direction d : Direction.values()) {
            if (!b.flips(sq, side, d).isEmpty()) {
                lines.add(d);
            }
        }
        return lines;
    }

    /**
     * Returns the number of legal moves: the size of {@link #legalMoves(GameState)}, one per
     * (square, line) choice.
     *
     * @param state a state of a game under these rules
     * @return the number of legal moves, 0 when the game is over
     */
    @Override
    public int legalMoveCount(GameState state) {
        return legalMoves(state).size();
    }

    /**
     * Tells whether {@link #play(GameState, Move)} accepts a move: a placement outflanking several
     * lines must name one of them.
     *
     * @param state a state of a game under these rules
     * @param move the move
     * @return true if the move is legal
     */
    @Override
    public boolean isLegal(GameState state, Move move) {
        try {
            play(state, move);
            return true;
        } catch (IllegalMoveException e) {
            return false;
        }
    }

    /**
     * Plays a move, flipping only the chosen line (<a href="doc-files/rules.html#V1">RULES §V1</a>).
     *
     * @param state a state of a game under these rules
     * @param move a pass, a placement outflanking one line, or a placement naming an outflanked line
     * @return the next state
     * @throws IllegalMoveException if the move is not legal; {@code AMBIGUOUS_LINE} with the choices
     *     when several lines are outflanked and none is named, {@code LINE_NOT_OUTFLANKED} when the named
     *     line is not outflanked
     */
    @Override
    public GameState play(GameState state, Move move) {
        if (!(move instanceof Move.Place || move instanceof LineMove)) {
            return super.play(state, move);
        }
        Square sq = move.square().orElseThrow();
        GameState all;
        try {
            all = super.play(state, Move.place(sq));
        } catch (IllegalMoveException e) {
            if (move instanceof Move.Place) {
                throw e;
            }
            throw new IllegalMoveException(state, move, e.code(), e.detail(), e.choices());
        }
        Board b = state.board();
        Color side = state.toMove();
        Set<Direction> lines = outflanked(b, sq, side);
        if (move instanceof Move.Place) {
            if (lines.size() > 1) {
                List<Move> choices = new ArrayList<>(lines.size());
                for (Direction d : lines) {
                    choices.add(new LineMove(sq, d));
                }
                throw new IllegalMoveException(state, move, LineMove.AMBIGUOUS_LINE, "a " + colorName(side) + " disc on "
                        + sq + " outflanks " + choices.size() + " lines; name the one to flip", choices);
            }
            return all;
        }
        if (!(move instanceof LineMove named)) {
            throw new IllegalStateException("unreachable: the move kinds are checked above");
        }
        Direction line = named.line();
        if (!lines.contains(line)) {
            List<Move> outflanked = new ArrayList<>(lines.size());
            for (Direction d : lines) {
                outflanked.add(new LineMove(sq, d));
            }
            throw new IllegalMoveException(state, move, LineMove.LINE_NOT_OUTFLANKED, "a " + colorName(side) + " disc on "
                    + sq + " outflanks no line toward " + line.text()
                    + (outflanked.isEmpty() ? "" : "; it outflanks " + lines(outflanked)), outflanked);
        }
        if (lines.size() == 1) {
            return all;
        }
        return all.withBoard(b.with(sq, side).flip(b.flips(sq, side, line)));
    }

    private static String lines(List<Move> choices) {
        StringBuilder sb = new StringBuilder("[");
        for (Move m : choices) {
            sb.append(sb.length() > 1 ? ", " : "").append(((LineMove) m).line().text());
        }
        return sb.append(']').toString();
    }

    /**
     * Parses the text of a move of these rules: a {@link LineMove} ({@code d3>ne}), or a placement,
     * a pass or a declared end ({@link Move#parse(String)}).
     *
     * @param text the text, e.g. {@code d3>ne} or {@code d3}
     * @return the move
     * @throws TextParseException if the text is not a move
     */
    @Override
    public Move parseMove(String text) {
        Objects.requireNonNull(text, "text");
        int gt = text.indexOf('>');
        if (gt < 0) {
            return Move.parse(text);
        }
        Square at;
        try {
            at = Move.parse(text.substring(0, gt)).square().orElseThrow(
                    () -> new TextParseException("a line is named after a square, e.g. d3>ne", text, 0));
        } catch (TextParseException e) {
            throw e.within(text, 0);
        }
        Direction d;
        try {
            d = Direction.parse(text.substring(gt + 1).strip());
        } catch (TextParseException e) {
            throw e.within(text, gt + 1);
        }
        return new LineMove(at, d);
    }

    /**
     * Returns {@code Gold} for the color that moves first and {@code Black} for the other (<a href="doc-files/rules.html#R1">RULES §R1</a>).
     *
     * @param color the color
     * @return the display name
     */
    @Override
    public String colorName(Color color) {
        Objects.requireNonNull(color, "color");
        return color == delegate().firstToMove() ? RavensburgerReversi.GOLD : RavensburgerReversi.BLACK;
    }
}
