package io.github.reversi4j.examples.maxflips;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The max-flips variant's own rules: its legal moves against a brute-force reference written here
 * from the rule's text (an array board, every empty square tried in every direction), and a
 * hand-worked position. The shared laws are {@link MaxFlipsRulesContractTest}.
 */
class MaxFlipsRulesTest {

    private static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    /** The number of discs a placement of {@code side} (1 Black, 2 White) on (c, r) flips on the array board. */
    private static int flips(int[][] board, int c, int r, int side) {
        if (board[r][c] != 0) {
            return 0;
        }
        int n = 0;
        for (int[] d : DIRECTIONS) {
            int run = 0;
            int x = c + d[0];
            int y = r + d[1];
            while (y >= 0 && y < board.length && x >= 0 && x < board[0].length && board[y][x] == 3 - side) {
                run++;
                x += d[0];
                y += d[1];
            }
            if (run > 0 && y >= 0 && y < board.length && x >= 0 && x < board[0].length && board[y][x] == side) {
                n += run;
            }
        }
        return n;
    }

    private static int[][] array(GameState s) {
        Geometry g = s.geometry();
        int[][] board = new int[g.height()][g.width()];
        for (int r = 0; r < g.height(); r++) {
            for (int c = 0; c < g.width(); c++) {
                Optional<Color> there = s.board().colorAt(Square.of(c, r));
                board[r][c] = there.isEmpty() ? 0 : there.get() == Color.BLACK ? 1 : 2;
            }
        }
        return board;
    }

    /** The reference's squares for a side: empty, flipping 1..most discs, in row-major order. */
    private static List<Square> placements(int[][] board, int side, int most) {
        List<Square> out = new ArrayList<>();
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                int n = flips(board, c, r, side);
                if (n >= 1 && n <= most) {
                    out.add(Square.of(c, r));
                }
            }
        }
        return out;
    }

    @Test
    @DisplayName("seeded random games: the legal moves, passes and ends are the brute-force reference's")
    void legalMovesAgainstTheReference() {
        long seed = 71L;
        int plies = 0;
        int forcedPasses = 0;
        for (String id : List.of("max-flips(flips=1)", "max-flips", "max-flips(size=6x6,flips=1)", "max-flips(size=10x10,flips=3)")) {
            Rules rules = RuleSets.of(id);
            int most = ((MaxFlipsRules) rules).most();
            SplittableRandom random = new SplittableRandom(seed);
            for (int game = 0; game < 20; game++) {
                GameState s = rules.initialState();
                List<Move> played = new ArrayList<>();
                while (true) {
                    int[][] board = array(s);
                    int side = s.toMove() == Color.BLACK ? 1 : 2;
                    List<Square> mine = placements(board, side, most);
                    boolean theirs = !placements(board, 3 - side, most).isEmpty();
                    List<Move> expected = new ArrayList<>();
                    mine.forEach(sq -> expected.add(Move.place(sq)));
                    if (mine.isEmpty() && theirs) {
                        expected.add(Move.pass());
                        // a pass the standard rules would not allow: the side still outflanks, but flips too many
                        if (!StandardRulesView.plainLegal(s).isEmpty()) {
                            forcedPasses++;
                        }
                    }
                    String where = "seed " + seed + ", " + id + ", game " + game + ", moves " + played;
                    assertThat(rules.legalMoves(s)).as(where).containsExactlyElementsOf(expected);
                    assertThat(rules.isTerminal(s)).as(where).isEqualTo(expected.isEmpty());
                    if (expected.isEmpty()) {
                        break;
                    }
                    Move m = expected.get(random.nextInt(expected.size()));
                    s = rules.play(s, m);
                    played.add(m);
                    plies++;
                }
            }
        }
        assertThat(plies).isGreaterThan(1000);
        assertThat(forcedPasses).as("passes forced by the rule where Othello has a placement").isPositive();
    }

    /** The placements of plain Othello on the same board, for telling the rule's passes from Othello's. */
    private static final class StandardRulesView {
        static List<Square> plainLegal(GameState s) {
            return placements(array(s), s.toMove() == Color.BLACK ? 1 : 2, Integer.MAX_VALUE);
        }
    }

    @Test
    @DisplayName("a hand-worked position: after f5 f6 e6 f4 g4, White's e7 flips two discs and d6 three")
    void handWorked() {
        Rules two = RuleSets.of("max-flips");
        Rules one = RuleSets.of("max-flips(flips=1)");
        // worked by hand: f5 flips e5, f6 e5, e6 e5, f4 e4 and f5 (two), g4 f5: all legal under max-flips
        GameState s = two.initialState();
        for (String m : new String[] {"f5", "f6", "e6", "f4", "g4"}) {
            s = two.play(s, Move.place(Square.parse(m)));
        }
        assertThat(s.toMove()).isEqualTo(Color.WHITE);
        // White: d4 e4 f4 f6; Black: g4 d5 e5 f5 e6. e7 outflanks e6 and e5 against e4; d6 outflanks
        // d5 (against d4), e5 (against f4) and e6 (against f6); c6 outflanks d5 against e4
        Move e7 = Move.place(Square.parse("e7"));
        Move d6 = Move.place(Square.parse("d6"));
        Move c6 = Move.place(Square.parse("c6"));
        assertThat(two.legalMoves(s)).contains(e7, c6).doesNotContain(d6);
        assertThat(one.legalMoves(s)).contains(c6).doesNotContain(e7, d6);
        GameState at = s;
        assertThatThrownBy(() -> one.play(at, e7)).isInstanceOfSatisfying(IllegalMoveException.class, e -> {
            assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.VARIANT);
            assertThat(e.code()).isEqualTo("TOO_MANY_FLIPS");
        });
    }

    @Test
    @DisplayName("registered through ServiceLoader: found by id, its ids read back, bad options refused")
    void foundById() {
        assertThat(RuleSets.ids()).contains("max-flips", "holes");
        assertThat(RuleSets.of("max-flips")).isEqualTo(MaxFlipsRules.of(Geometry.STANDARD, 2))
                .isNotEqualTo(RuleSets.of("max-flips(flips=1)"));
        for (String id : List.of("max-flips", "max-flips(flips=1)", "max-flips(size=6x6)", "max-flips(size=10x8,flips=5)")) {
            assertThat(RuleSets.of(id).id()).isEqualTo(id);
            assertThat(RuleSets.of(id).toString()).isEqualTo(id);
        }
        assertThatThrownBy(() -> RuleSets.of("max-flips(flips=0)")).isInstanceOf(RuleOptionException.class)
                .hasMessageContaining("flips");
        assertThatThrownBy(() -> RuleSets.of("max-flips(colour=red)")).isInstanceOf(RuleOptionException.class);
    }

    @Test
    @DisplayName("a game of max-flips(flips=1) ends, and is scored as Othello's")
    void endsAndScores() {
        Rules rules = RuleSets.of("max-flips(size=6x6,flips=1)");
        GameState s = rules.initialState();
        SplittableRandom random = new SplittableRandom(5);
        while (!rules.isTerminal(s)) {
            List<Move> legal = rules.legalMoves(s);
            s = rules.play(s, legal.get(random.nextInt(legal.size())));
        }
        Outcome o = rules.outcome(s);
        int black = s.board().count(Color.BLACK);
        int white = s.board().count(Color.WHITE);
        assertThat(o.winner()).isEqualTo(black == white ? Optional.empty()
                : Optional.of(black > white ? Color.BLACK : Color.WHITE));
        GameState end = s;
        assertThatThrownBy(() -> rules.play(end, Move.pass())).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.GAME_OVER));
    }
}
