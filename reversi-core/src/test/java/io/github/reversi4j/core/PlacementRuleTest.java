package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.bitboard.PerftConvention;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link StandardRules#withPlacementRule(PlacementRule)}: the legal moves, passes, ends and refusals of
 * rules that forbid placements of their own, against a reference written here from the rules' text
 * (an array board, its own walk of the lines), and the published perft counts through the general
 * path for a rule that forbids nothing.
 */
class PlacementRuleTest {

    /** A placement flips at most {@code most} discs. */
    record MaxFlips(int most) implements PlacementRule {
        @Override
        public boolean allows(GameState state, Square square, SquareSet flips) {
            return flips.size() <= most;
        }

        @Override
        public String code() {
            return "TOO_MANY_FLIPS";
        }
    }

    /** Forbids nothing. */
    record AllowAll() implements PlacementRule {
        @Override
        public boolean allows(GameState state, Square square, SquareSet flips) {
            return true;
        }
    }

    /** Othello with the max-flips rule, written from the rules' text on an array: 0 empty, 1 Black, 2 White, 3 blocked. */
    static final class Reference {
        private static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
        final int width;
        final int height;
        final int[] cells;
        final int most;

        Reference(GameState state, SquareSet blocked, int most) {
            this.width = state.geometry().width();
            this.height = state.geometry().height();
            this.most = most;
            this.cells = new int[width * height];
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < width; c++) {
                    Square sq = Square.of(c, r);
                    Optional<Color> there = state.board().colorAt(sq);
                    cells[r * width + c] = there.isPresent() ? (there.get() == Color.BLACK ? 1 : 2)
                            : blocked.contains(sq) ? 3 : 0;
                }
            }
        }

        /** The discs a placement of {@code side} on (c, r) flips. */
        List<Integer> flips(int c, int r, int side) {
            List<Integer> out = new ArrayList<>();
            if (cells[r * width + c] != 0) {
                return out;
            }
            for (int[] d : DIRECTIONS) {
                List<Integer> line = new ArrayList<>();
                int x = c + d[0];
                int y = r + d[1];
                while (x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] == 3 - side) {
                    line.add(y * width + x);
                    x += d[0];
                    y += d[1];
                }
                if (!line.isEmpty() && x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] == side) {
                    out.addAll(line);
                }
            }
            return out;
        }

        /** The squares where {@code side} may place, in row-major order. */
        List<Square> placements(int side) {
            List<Square> out = new ArrayList<>();
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < width; c++) {
                    int n = flips(c, r, side).size();
                    if (n > 0 && n <= most) {
                        out.add(Square.of(c, r));
                    }
                }
            }
            return out;
        }
    }

    private static SquareSet set(Geometry g, String squares) {
        List<Square> list = new ArrayList<>();
        for (String t : squares.split(" ")) {
            list.add(Square.parse(t));
        }
        return SquareSet.of(g, list);
    }

    private static int side(Color c) {
        return c == Color.BLACK ? 1 : 2;
    }

    /** The reference's legal moves: the allowed placements, else the pass when the opponent has one, else none. */
    private static List<Move> referenceMoves(GameState s, SquareSet blocked, int most) {
        Reference ref = new Reference(s, blocked, most);
        List<Square> mine = ref.placements(side(s.toMove()));
        if (!mine.isEmpty()) {
            return mine.stream().map(Move::place).collect(java.util.stream.Collectors.toList());
        }
        return ref.placements(side(s.toMove().opponent())).isEmpty() ? List.of() : List.of(Move.pass());
    }

    @Test
    @DisplayName("random games under max-flips rules play exactly the reference's moves, passes and ends")
    void randomGamesAgainstTheReference() {
        Object[][] cases = {
            {Geometry.STANDARD, 1, SquareSet.empty(Geometry.STANDARD)},
            {Geometry.STANDARD, 2, SquareSet.empty(Geometry.STANDARD)},
            {Geometry.of(6), 1, SquareSet.empty(Geometry.of(6))},
            {Geometry.STANDARD, 3, set(Geometry.STANDARD, "c3 f6")},
            {Geometry.of(10), 2, SquareSet.empty(Geometry.of(10))},
        };
        long seed = 20261128L;
        int games = 0;
        int passes = 0;
        int refusals = 0;
        for (Object[] c : cases) {
            Geometry g = (Geometry) c[0];
            int most = (Integer) c[1];
            SquareSet blocked = (SquareSet) c[2];
            StandardRules rules = StandardRules.othello().withGeometry(g).withBlockedSquares(blocked)
                    .withPlacementRule(new MaxFlips(most));
            SplittableRandom random = new SplittableRandom(seed);
            for (int game = 0; game < (g.size() > 64 ? 4 : 30); game++, games++) {
                GameState s = rules.initialState();
                List<Move> played = new ArrayList<>();
                while (true) {
                    String where = "seed " + seed + ", " + g + " most " + most + ", game " + game + ", after " + played;
                    List<Move> expected = referenceMoves(s, blocked, most);
                    assertThat(rules.legalMoves(s)).as(where).containsExactlyElementsOf(expected);
                    assertThat(rules.legalMoveCount(s)).as(where).isEqualTo(expected.size());
                    assertThat(rules.isTerminal(s)).as(where).isEqualTo(expected.isEmpty());
                    Reference ref = new Reference(s, blocked, most);
                    for (Square sq : g.squares()) {
                        int n = ref.flips(sq.column(), sq.row(), side(s.toMove())).size();
                        if (n > most && !blocked.contains(sq) && !expected.isEmpty()) {
                            refusals++;
                            Move m = Move.place(sq);
                            GameState at = s;
                            assertThatThrownBy(() -> rules.play(at, m)).as(where + " " + sq)
                                    .isInstanceOfSatisfying(IllegalMoveException.class, e -> assertThat(e.code())
                                            .isEqualTo(expected.get(0).isPass() ? "MUST_PASS" : "TOO_MANY_FLIPS"));
                            assertThat(rules.isLegal(s, m)).as(where + " " + sq).isFalse();
                        }
                    }
                    if (expected.isEmpty()) {
                        GameState end = s;
                        assertThatThrownBy(() -> rules.play(end, Move.pass())).as(where)
                                .isInstanceOfSatisfying(IllegalMoveException.class,
                                        e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.GAME_OVER));
                        assertThat(rules.outcome(s)).as(where).isNotNull();
                        break;
                    }
                    if (!expected.get(0).isPass()) {
                        GameState now = s;
                        assertThatThrownBy(() -> rules.play(now, Move.pass())).as(where)
                                .isInstanceOfSatisfying(IllegalMoveException.class, e -> assertThat(e.reason())
                                        .isEqualTo(IllegalMoveException.Reason.PASS_NOT_ALLOWED));
                    } else {
                        passes++;
                    }
                    Move m = expected.get(random.nextInt(expected.size()));
                    GameState next = rules.play(s, m);
                    if (!m.isPass()) {
                        Square sq = m.squareOrThrow();
                        List<Integer> f = ref.flips(sq.column(), sq.row(), side(s.toMove()));
                        for (int i : f) {
                            assertThat(next.board().colorAt(g.square(i))).as(where + " " + m).contains(s.toMove());
                        }
                        assertThat(next.board().count(s.toMove())).as(where + " " + m)
                                .isEqualTo(s.board().count(s.toMove()) + f.size() + 1);
                    }
                    played.add(m);
                    s = next;
                }
            }
        }
        assertThat(games).isEqualTo(124);
        assertThat(passes).as("passes forced by the rule alone").isPositive();
        assertThat(refusals).isPositive();
    }

    @Test
    @DisplayName("a rule that forbids nothing takes the general path and gives the published perft counts")
    void allowAllGivesThePublishedCounts() {
        StandardRules rules = StandardRules.othello().withPlacementRule(new AllowAll());
        assertThat(rules).isNotEqualTo(StandardRules.othello());
        long[] published = {1, 4, 12, 56, 244, 1396, 8200, 55092};
        for (int d = 0; d < published.length; d++) {
            assertThat(Perft.count(rules, rules.initialState(), d, PerftConvention.EXCLUDE_ENDED)).as("perft %d", d)
                    .isEqualTo(published[d]);
        }
        StandardRules ten = StandardRules.othello().withGeometry(Geometry.of(10));
        for (int d = 1; d <= 4; d++) {
            assertThat(Perft.count(ten.withPlacementRule(new AllowAll()), ten.initialState(), d, PerftConvention.COUNT_ENDED))
                    .as("10x10 perft %d", d).isEqualTo(Perft.count(ten, ten.initialState(), d, PerftConvention.COUNT_ENDED));
        }
    }

    @Test
    @DisplayName("max-1 perft to depth 6 equals the reference's")
    void maxOnePerft() {
        StandardRules rules = StandardRules.othello().withPlacementRule(new MaxFlips(1));
        for (int d = 1; d <= 6; d++) {
            assertThat(Perft.count(rules, rules.initialState(), d, PerftConvention.COUNT_ENDED)).as("perft %d", d)
                    .isEqualTo(referencePerft(rules.initialState(), d));
        }
    }

    /** Perft of the reference, counting ended games, playing moves on the reference's own array. */
    private static long referencePerft(GameState s, int depth) {
        List<Move> moves = referenceMoves(s, SquareSet.empty(s.geometry()), 1);
        if (moves.isEmpty()) {
            return 1;
        }
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (Move m : moves) {
            n += referencePerft(referencePlay(s, m), depth - 1);
        }
        return n;
    }

    private static GameState referencePlay(GameState s, Move m) {
        Color side = s.toMove();
        if (m.isPass()) {
            return GameState.of(s.board(), side.opponent());
        }
        Square sq = m.squareOrThrow();
        Reference ref = new Reference(s, SquareSet.empty(s.geometry()), 1);
        Board b = s.board().with(sq, side);
        for (int i : ref.flips(sq.column(), sq.row(), side(side))) {
            b = b.with(s.geometry().square(i), side);
        }
        return GameState.of(b, side.opponent());
    }

    @Test
    @DisplayName("the rule is part of the value: equality, hash, toString; the id and options leave it out")
    void valueSemantics() {
        StandardRules plain = StandardRules.othello();
        StandardRules two = plain.withPlacementRule(new MaxFlips(2));
        assertThat(two).isEqualTo(plain.withPlacementRule(new MaxFlips(2))).hasSameHashCodeAs(plain.withPlacementRule(new MaxFlips(2)));
        assertThat(two).isNotEqualTo(plain).isNotEqualTo(plain.withPlacementRule(new MaxFlips(3)));
        assertThat(plain.placementRule()).isEmpty();
        assertThat(two.placementRule()).contains(new MaxFlips(2));
        PlacementRule lambda = (state, square, flips) -> true;
        assertThat(plain.withPlacementRule(lambda)).isEqualTo(plain.withPlacementRule(lambda))
                .isNotEqualTo(plain.withPlacementRule((state, square, flips) -> true));
        assertThat(two.id()).isEqualTo("othello");
        assertThat(two.options()).isEqualTo(plain.options());
        assertThat(two.toString()).isEqualTo("othello with placement rule MaxFlips[most=2]");
        assertThat(plain.toString()).isEqualTo("othello");
        StandardRules six = two.withGeometry(Geometry.of(6)).withTieRule(TieRule.LAST_DISC_PLACED);
        assertThat(six.placementRule()).contains(new MaxFlips(2));
        assertThat(two.withOptions(RuleOptions.parse("othello(size=6x6)")).placementRule()).contains(new MaxFlips(2));
        assertThat(two.withPlacementRule(new MaxFlips(5)).placementRule()).contains(new MaxFlips(5));
        assertThatThrownBy(() -> plain.withPlacementRule(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    @DisplayName("a hand-worked position: after f5 f6 e6 f4 g4, White's e7 flips two discs and d6 three")
    void handWorked() {
        StandardRules othello = StandardRules.othello();
        GameState s = othello.initialState();
        for (String m : new String[] {"f5", "f6", "e6", "f4", "g4"}) {
            s = othello.play(s, Move.place(Square.parse(m)));
        }
        // worked by hand: f5 flips e5; f6 flips e5; e6 flips e5; f4 flips e4 and f5; g4 flips f5, leaving
        // White on d4 e4 f4 f6, Black on g4 d5 e5 f5 e6, White to move
        assertThat(s.board()).isEqualTo(Board.of(set(Geometry.STANDARD, "g4 d5 e5 f5 e6"),
                set(Geometry.STANDARD, "d4 e4 f4 f6")));
        assertThat(s.toMove()).isEqualTo(Color.WHITE);
        // e7 outflanks e6 and e5 against e4; d6 outflanks d5 (against d4), e5 (f4) and e6 (f6)
        Move e7 = Move.place(Square.parse("e7"));
        Move d6 = Move.place(Square.parse("d6"));
        assertThat(othello.legalMoves(s)).contains(e7, d6);
        StandardRules maxOne = othello.withPlacementRule(new MaxFlips(1));
        StandardRules maxTwo = othello.withPlacementRule(new MaxFlips(2));
        assertThat(maxOne.legalMoves(s)).doesNotContain(e7, d6);
        assertThat(maxTwo.legalMoves(s)).contains(e7).doesNotContain(d6);
        GameState at = s;
        assertThatThrownBy(() -> maxOne.play(at, e7)).isInstanceOfSatisfying(IllegalMoveException.class, e -> {
            assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.VARIANT);
            assertThat(e.code()).isEqualTo("TOO_MANY_FLIPS");
            assertThat(e.getMessage()).contains("e7", "2 discs");
        });
        assertThatThrownBy(() -> maxTwo.play(at, d6)).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.code()).isEqualTo("TOO_MANY_FLIPS"));
        assertThat(maxTwo.play(s, e7).board()).isEqualTo(Board.of(set(Geometry.STANDARD, "g4 d5 f5"),
                set(Geometry.STANDARD, "d4 e4 f4 e5 e6 f6 e7")));
    }
}
