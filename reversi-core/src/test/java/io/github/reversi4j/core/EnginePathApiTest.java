package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.internal.bitboard.BoardTooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The public API of the standard rules on boards that fit in a long, where it takes the engine path,
 * against the square-by-square walk of RULES §B2-§B5 in {@link BitboardKernelTest}: the legal moves
 * (row-major placements, else the single pass, else none), the next state of every move, and the end
 * of the game, along random games from fixed seeds.
 */
@DisplayName("RULES §B2-§B5 the standard rules' engine path against a square-by-square walk")
class EnginePathApiTest {

    @Test
    void randomGamesOnBoardsThatFitInALong() {
        for (Geometry g : List.of(Geometry.STANDARD, Geometry.of(6), Geometry.of(4, 8), Geometry.of(4, 16))) {
            Rules rules = StandardRules.othello().withGeometry(g);
            for (long seed = 1; seed <= 40; seed++) {
                playOut(rules, g, seed);
            }
        }
    }

    private static void playOut(Rules rules, Geometry g, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = rules.initialState();
        List<Move> line = new ArrayList<>();
        while (true) {
            final GameState cur = s;
            String where = g + ", seed " + seed + ", after " + line;
            boolean white = s.toMove() == Color.WHITE;
            long p = BitboardAccess.bits(s, s.toMove());
            long o = BitboardAccess.bits(s, s.toMove().opponent());
            long walk = BitboardKernelTest.walkMoves(g.width(), g.height(), p, o);
            List<Move> expected = new ArrayList<>();
            for (long m = walk; m != 0; m &= m - 1) {
                expected.add(Move.place(g.square(Long.numberOfTrailingZeros(m))));
            }
            boolean over = walk == 0 && BitboardKernelTest.walkMoves(g.width(), g.height(), o, p) == 0;
            if (walk == 0 && !over) {
                expected.add(Move.pass());
            }
            List<Move> moves = rules.legalMoves(s);
            assertThat(moves).as(where).containsExactlyElementsOf(expected);
            assertThat(moves).as(where).isEqualTo(expected);
            assertThat(moves.hashCode()).as(where).isEqualTo(expected.hashCode());
            assertThat(rules.legalMoveCount(s)).as(where).isEqualTo(expected.size());
            assertThat(rules.isTerminal(s)).as(where).isEqualTo(over);
            for (int i = 0; i < moves.size(); i++) {
                assertThat(moves.get(i)).as(where).isEqualTo(expected.get(i));
            }
            if (over) {
                assertThatThrownBy(() -> rules.play(cur, Move.pass()))
                        .as(where).isInstanceOf(IllegalMoveException.class);
                return;
            }
            Move move = moves.get(random.nextInt(moves.size()));
            GameState next = rules.play(s, move);
            if (move.isPass()) {
                assertThat(BitboardAccess.bits(next, Color.BLACK)).as(where).isEqualTo(BitboardAccess.bits(s, Color.BLACK));
                assertThat(BitboardAccess.bits(next, Color.WHITE)).as(where).isEqualTo(BitboardAccess.bits(s, Color.WHITE));
                assertThat(next.lastPlacer()).as(where).isEqualTo(s.lastPlacer());
            } else {
                int sq = g.index(move.square().orElseThrow());
                long f = BitboardKernelTest.walkFlips(g.width(), g.height(), p, o, sq);
                assertThat(BitboardAccess.bits(next, s.toMove())).as(where).isEqualTo(p | f | 1L << sq);
                assertThat(BitboardAccess.bits(next, s.toMove().opponent())).as(where).isEqualTo(o & ~f);
                assertThat(next.lastPlacer()).as(where).isEqualTo(Optional.of(s.toMove()));
                // the parsed text of the move is the same move
                assertThat(rules.play(s, Move.parse(move.toString()))).as(where).isEqualTo(next);
                // a placement on an occupied square is refused with a reason
                long occupied = p | o;
                int taken = Long.numberOfTrailingZeros(occupied);
                assertThatThrownBy(() -> rules.play(cur, Move.place(g.square(taken)))).as(where)
                        .isInstanceOf(IllegalMoveException.class);
            }
            assertThat(next.toMove()).as(where).isEqualTo(white ? Color.BLACK : Color.WHITE);
            line.add(move);
            s = next;
        }
    }

    /** The flipped squares of a placement, walked on the board's squares (any size). */
    private static List<Square> walkFlips(Board b, Square at, Color mover) {
        Geometry g = b.geometry();
        List<Square> all = new ArrayList<>();
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (dx == 0 && dy == 0) {
                    continue;
                }
                List<Square> run = new ArrayList<>();
                int c = at.column() + dx;
                int r = at.row() + dy;
                while (g.contains(c, r) && b.colorAt(Square.of(c, r)).equals(Optional.of(mover.opponent()))) {
                    run.add(Square.of(c, r));
                    c += dx;
                    r += dy;
                }
                if (!run.isEmpty() && g.contains(c, r) && b.colorAt(Square.of(c, r)).equals(Optional.of(mover))) {
                    all.addAll(run);
                }
            }
        }
        return all;
    }

    private static List<Move> walkMoves(Board b, Color mover) {
        List<Move> moves = new ArrayList<>();
        for (Square sq : b.geometry().squares()) {
            if (b.isEmpty(sq) && !walkFlips(b, sq, mover).isEmpty()) {
                moves.add(Move.place(sq));
            }
        }
        return moves;
    }

    @Test
    void randomGamesOnBoardsOfMoreThan64Squares() {
        for (Geometry g : List.of(Geometry.of(10), Geometry.of(8, 10), Geometry.of(16))) {
            Rules rules = StandardRules.othello().withGeometry(g);
            for (long seed = 1; seed <= 3; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                GameState s = rules.initialState();
                List<Move> line = new ArrayList<>();
                while (true) {
                    String where = g + ", seed " + seed + ", after " + line;
                    Board b = s.board();
                    Color side = s.toMove();
                    List<Move> expected = walkMoves(b, side);
                    boolean over = expected.isEmpty() && walkMoves(b, side.opponent()).isEmpty();
                    if (expected.isEmpty() && !over) {
                        expected.add(Move.pass());
                    }
                    List<Move> moves = rules.legalMoves(s);
                    assertThat(moves).as(where).containsExactlyElementsOf(expected);
                    assertThat(rules.isTerminal(s)).as(where).isEqualTo(over);
                    if (over) {
                        break;
                    }
                    Move move = moves.get(random.nextInt(moves.size()));
                    GameState next = rules.play(s, move);
                    Board expectedBoard = b;
                    if (!move.isPass()) {
                        expectedBoard = expectedBoard.with(move.square().orElseThrow(), side);
                        for (Square f : walkFlips(b, move.square().orElseThrow(), side)) {
                            expectedBoard = expectedBoard.with(f, side);
                        }
                        assertThat(next.lastPlacer()).as(where).isEqualTo(Optional.of(side));
                    }
                    assertThat(next.board()).as(where).isEqualTo(expectedBoard);
                    assertThat(next.toMove()).as(where).isEqualTo(side.opponent());
                    line.add(move);
                    s = next;
                }
            }
        }
    }

    @Test
    void theListOfMovesIsUnmodifiableAndBoundsChecked() {
        Rules rules = StandardRules.othello();
        List<Move> moves = rules.legalMoves(rules.initialState());
        assertThat(moves).hasSize(4);
        assertThatThrownBy(() -> moves.get(4)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> moves.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> moves.add(Move.pass())).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(moves::clear).isInstanceOf(UnsupportedOperationException.class);
        List<Move> seen = new ArrayList<>();
        moves.forEach(seen::add);
        assertThat(seen).containsExactly(Move.parse("d3"), Move.parse("c4"), Move.parse("f5"), Move.parse("e6"));
    }

    @Test
    void rawAccessStopsAtSixtyFourSquaresWithATypedError() {
        Geometry ten = Geometry.of(10);
        GameState large = StandardRules.othello().withGeometry(ten).initialState();
        assertThatThrownBy(() -> BitboardAccess.bits(large, Color.BLACK)).isInstanceOfSatisfying(
                BoardTooLargeException.class, e -> assertThat(Geometry.of(e.width(), e.height())).isEqualTo(ten));
        assertThatThrownBy(() -> BitboardAccess.withBits(large, 0, 0, Color.BLACK))
                .isInstanceOf(BoardTooLargeException.class);
        assertThatThrownBy(() -> BitboardAccess.board(ten, 0, 0)).isInstanceOf(BoardTooLargeException.class);
        assertThatThrownBy(() -> BitboardAccess.bits(large.board(), Color.WHITE))
                .isInstanceOf(BoardTooLargeException.class);
        assertThatThrownBy(() -> BitboardAccess.bits(SquareSet.empty(ten))).isInstanceOf(BoardTooLargeException.class);
        assertThatThrownBy(() -> BitboardAccess.squares(ten, 1)).isInstanceOf(BoardTooLargeException.class);
        assertThatThrownBy(() -> BitboardAccess.mask(ten)).isInstanceOf(BoardTooLargeException.class);
    }

    @Test
    void rawAccessRejectsBitsOffTheBoardOrOnBothColors() {
        Geometry six = Geometry.of(6);
        GameState s = StandardRules.othello().withGeometry(six).initialState();
        assertThat(BitboardAccess.mask(six)).isEqualTo((1L << 36) - 1);
        assertThat(BitboardAccess.mask(Geometry.STANDARD)).isEqualTo(-1L);
        assertThatThrownBy(() -> BitboardAccess.withBits(s, 1L << 36, 0, Color.BLACK))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("beyond");
        assertThatThrownBy(() -> BitboardAccess.withBits(s, 1, 1, Color.BLACK))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("both colors");
        assertThatThrownBy(() -> BitboardAccess.squares(six, 1L << 40)).isInstanceOf(IllegalArgumentException.class);
        // a1 black, b1 white, White to move; the supply and last placer are kept
        GameState t = BitboardAccess.withBits(s.withSupplies(5, 6), 1, 2, Color.WHITE);
        assertThat(t.board()).isEqualTo(Board.empty(six).with(Square.parse("a1"), Color.BLACK)
                .with(Square.parse("b1"), Color.WHITE));
        assertThat(t.toMove()).isEqualTo(Color.WHITE);
        assertThat(t.supply(Color.WHITE)).hasValue(6);
        assertThat(BitboardAccess.board(six, 1, 2)).isEqualTo(t.board());
        assertThat(BitboardAccess.squares(six, 3)).containsExactly(Square.parse("a1"), Square.parse("b1"));
        assertThat(BitboardAccess.bits(SquareSet.of(six, Square.parse("b1")))).isEqualTo(2);
    }
}
