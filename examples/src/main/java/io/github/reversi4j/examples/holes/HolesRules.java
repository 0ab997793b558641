package io.github.reversi4j.examples.holes;

import io.github.reversi4j.core.AbstractRulesProvider;
import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.IllegalMoveException.Reason;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.SquareSet;
import io.github.reversi4j.core.Symmetry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Othello on a board with holes: a custom variant written only against the public API of
 * {@code reversi-core}, as a user of the library would write one. A hole is a square that no disc may
 * ever take; being always empty, it breaks every line through it (RULES §B2), so a hole protects the
 * discs beside it. Everything else is Othello (RULES §O): the crossed start, Black first, forced passes,
 * majority wins, a tie is a draw, and the empty squares of a game that ends early go to the winner -
 * the holes are not squares to win and never count.
 *
 * <p>Its id is {@code holes}, with two options: {@code size} (default {@code 8x8}) and {@code holes},
 * the squares joined by {@code +} or {@code corners} (the default: a board without its four corners)
 * or {@code none}. For example {@code holes}, {@code holes(holes=c3+f6)},
 * {@code holes(size=10x10,holes=none)}.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class HolesRules implements Rules {

    /** The provider id. */
    public static final String ID = "holes";

    private final Geometry geometry;
    private final SquareSet holes;
    private final boolean cornerHoles;

    private HolesRules(Geometry geometry, SquareSet holes) {
        for (Square s : geometry.center()) {
            if (holes.contains(s)) {
                throw new IllegalArgumentException("the center square " + s + " holds a starting disc and cannot be a hole");
            }
        }
        this.geometry = geometry;
        this.holes = holes;
        this.cornerHoles = holes.equals(corners(geometry));
    }

    /**
     * Returns the rules of a board with holes.
     *
     * @param geometry the board's shape
     * @param holes squares of that board; none of the four center squares
     * @return the rules
     * @throws IllegalArgumentException if a hole is a center square or off the board
     */
    public static HolesRules of(Geometry geometry, SquareSet holes) {
        return new HolesRules(geometry, SquareSet.of(geometry, holes));
    }

    /**
     * Returns the default rules: an 8x8 board without its four corners.
     *
     * @return the rules
     */
    public static HolesRules withoutCorners() {
        return new HolesRules(Geometry.STANDARD, corners(Geometry.STANDARD));
    }

    private static SquareSet corners(Geometry g) {
        return SquareSet.of(g, Square.of(0, 0), Square.of(g.width() - 1, 0), Square.of(0, g.height() - 1),
                Square.of(g.width() - 1, g.height() - 1));
    }

    /**
     * Returns the holes.
     *
     * @return the squares no disc may take
     */
    public SquareSet holes() {
        return SquareSet.of(geometry, holes);
    }

    @Override
    public String id() {
        RuleOptions options = RuleOptions.of(ID).withChanged("size", geometry.toString(), Geometry.STANDARD.toString());
        if (!cornerHoles) {
            options = options.with("holes", holes.isEmpty() ? "none"
                    : holes.stream().map(Square::toString).collect(Collectors.joining("+")));
        }
        return options.id();
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public GameState initialState() {
        return GameState.of(Opening.CROSSED.board(geometry), Color.BLACK);
    }

    /** The squares where a color may place: those of the base rules (RULES §B2) that are not holes. */
    private SquareSet placements(Board board, Color color) {
        return board.legalSquares(color).minus(holes);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        Board board = state.board();
        SquareSet mine = placements(board, state.toMove());
        if (mine.isEmpty()) {
            return placements(board, state.toMove().opponent()).isEmpty() ? List.of() : List.of(Move.pass());
        }
        List<Move> moves = new ArrayList<>(mine.size());
        for (Square s : mine) {
            moves.add(Move.place(s));
        }
        return List.copyOf(moves);
    }

    @Override
    public GameState play(GameState state, Move move) {
        Board board = state.board();
        Color side = state.toMove();
        if (isTerminal(state)) {
            throw new IllegalMoveException(state, move, Reason.GAME_OVER, "the game is over");
        }
        boolean canPlace = !placements(board, side).isEmpty();
        if (move.isPass()) {
            if (canPlace) {
                throw new IllegalMoveException(state, move, Reason.PASS_NOT_ALLOWED, colorName(side) + " has a legal placement");
            }
            return state.withToMove(side.opponent());
        }
        Square square = move.squareOrThrow();
        if (move.color().isPresent() && move.color().get() != side) {
            throw new IllegalMoveException(state, move, Reason.WRONG_COLOR, colorName(side) + " is to move");
        }
        if (move.line().isPresent()) {
            throw new IllegalMoveException(state, move, Reason.LINE_NOT_ALLOWED, "every outflanked line flips; write the square alone");
        }
        if (!geometry.contains(square)) {
            throw new IllegalMoveException(state, move, Reason.NOT_ON_BOARD, square + " is not on a " + geometry + " board");
        }
        if (holes.contains(square)) {
            throw new IllegalMoveException(state, move, Reason.BLOCKED_SQUARE, square + " is a hole");
        }
        if (!board.isEmpty(square)) {
            throw new IllegalMoveException(state, move, Reason.OCCUPIED, square + " is taken");
        }
        if (!canPlace) {
            throw new IllegalMoveException(state, move, Reason.MUST_PASS, colorName(side) + " has no legal placement and must pass");
        }
        if (board.flips(square, side).isEmpty()) {
            throw new IllegalMoveException(state, move, Reason.NO_FLIP, "a disc on " + square + " outflanks no line");
        }
        return state.withBoard(board.place(square, side)).withToMove(side.opponent()).withLastPlacer(side);
    }

    @Override
    public boolean isTerminal(GameState state) {
        Board board = state.board();
        return placements(board, Color.BLACK).isEmpty() && placements(board, Color.WHITE).isEmpty();
    }

    @Override
    public Outcome outcome(GameState state) {
        if (!isTerminal(state)) {
            throw new IllegalStateException("the game is not over: " + state);
        }
        Board board = state.board();
        int black = board.count(Color.BLACK);
        int white = board.count(Color.WHITE);
        Optional<Color> winner = black > white ? Optional.of(Color.BLACK) : white > black ? Optional.of(Color.WHITE) : Optional.empty();
        int empties = board.empties().minus(holes).size();
        return winner.map(c -> Outcome.win(c, black, white, empties)).orElseGet(() -> Outcome.draw(black, white, empties));
    }

    /** The symmetries of the board that map the holes onto themselves. */
    @Override
    public List<Symmetry> symmetries() {
        return geometry.symmetries().stream()
                .filter(sym -> holes.stream().allMatch(h -> holes.contains(sym.apply(h, geometry))))
                .collect(Collectors.toUnmodifiableList());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HolesRules && ((HolesRules) o).geometry.equals(geometry) && ((HolesRules) o).holes.equals(holes);
    }

    @Override
    public int hashCode() {
        return 31 * geometry.hashCode() + holes.hashCode();
    }

    /** Returns the id, e.g. {@code holes(holes=c3+f6)}. */
    @Override
    public String toString() {
        return id();
    }

    /** Registers the variant under the id {@code holes}, through META-INF/services. */
    public static final class Provider extends AbstractRulesProvider {

        /** Creates the provider; ServiceLoader calls this. */
        public Provider() {
            super(ID, "Othello on a board with holes: squares no disc may take, which break lines"
                    + " (the example of a custom variant)", optionDescriptions());
        }

        private static Map<String, String> optionDescriptions() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("size", "board size WIDTHxHEIGHT, even sides 4..16 (default 8x8)");
            m.put("holes", "squares joined by +, e.g. c3+f6, or corners, or none (default corners)");
            return m;
        }

        @Override
        public Rules create(RuleOptions options) {
            Geometry g = options.geometry("size", Geometry.STANDARD);
            return new HolesRules(g, options.value("holes", corners(g), text -> parseHoles(g, text),
                    "squares of the board joined by +, e.g. c3+f6, or corners, or none"));
        }

        private static SquareSet parseHoles(Geometry g, String text) {
            if (text.equalsIgnoreCase("corners")) {
                return corners(g);
            }
            if (text.equalsIgnoreCase("none")) {
                return SquareSet.empty(g);
            }
            List<Square> squares = new ArrayList<>();
            for (String part : text.split("\\+", -1)) {
                Square s = Square.tryParse(part.strip()).orElseThrow(() -> new IllegalArgumentException(
                        "not a square: '" + part.strip() + "' in holes=" + text + " (expected squares joined by +, e.g. c3+f6)"));
                if (!g.contains(s)) {
                    throw new IllegalArgumentException("the hole " + s + " is not on a " + g + " board");
                }
                squares.add(s);
            }
            return SquareSet.of(g, squares);
        }
    }
}
