package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.variants.ReferenceSupplyReversi.Tie;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded random games of every two-player rule set with a disc supply (Ravensburger Reversi, its
 * single-line variant, piecepack Reversi, Othello and Anti-Othello with a supply, the open centre),
 * played move by move against {@link ReferenceSupplyReversi}: after every move the legal moves in
 * order, the board, the side to move and both supplies must agree, and at the end the winner and the
 * scores. The reference is configured by hand from the rulebook for each id, not from the library's
 * rule set. A failure names the id, the seed and the moves up to the first disagreement, which is the
 * shortest failing prefix of that game.
 */
class SupplyGamesAgainstReferenceTest {

    private static final int GAMES = 60;

    /** An id and the reference game the rulebook says it is. */
    private static final class Case {
        final String id;
        final int width;
        final int height;
        final Supplier<ReferenceSupplyReversi> start;

        Case(String id, int width, int height, Supplier<ReferenceSupplyReversi> start) {
            this.id = id;
            this.width = width;
            this.height = height;
            this.start = start;
        }
    }

    private static Case of(String id, int w, int h, String opening, char first, int supply, boolean single, Tie tie,
            boolean emptiesToWinner, boolean fewerWins) {
        return new Case(id, w, h,
                () -> new ReferenceSupplyReversi(w, h, opening, first, supply, single, tie, emptiesToWinner, fewerWins));
    }

    private static final List<Case> CASES = List.of(
            // RULES §R1-R3: 8x8, parallel start, Gold (X) first, 32 each, last disc wins a tie, raw count
            of("reversi-ravensburger", 8, 8, "parallel", 'X', 32, false, Tie.LAST_DISC, false, false),
            of("reversi-ravensburger(size=6x6,supply=12)", 6, 6, "parallel", 'X', 12, false, Tie.LAST_DISC, false, false),
            of("reversi-ravensburger(supply=20,tie=second-player)", 8, 8, "parallel", 'X', 20, false, Tie.SECOND_PLAYER,
                    false, false),
            of("reversi-ravensburger(size=4x4,supply=5,tie=draw)", 4, 4, "parallel", 'X', 5, false, Tie.DRAW, false, false),
            of("reversi-ravensburger(size=8x4,supply=9,first=white)", 8, 4, "parallel", 'O', 9, false, Tie.LAST_DISC,
                    false, false),
            // RULES §V: as §R, one chosen line flips
            of("reversi-single-line", 8, 8, "parallel", 'X', 32, true, Tie.LAST_DISC, false, false),
            of("reversi-single-line(size=6x6,supply=10)", 6, 6, "parallel", 'X', 10, true, Tie.LAST_DISC, false, false),
            of("reversi-single-line(size=4x6,supply=unlimited)", 4, 6, "parallel", 'X', -1, true, Tie.LAST_DISC, false,
                    false),
            of("reversi-single-line(opening=open-center,size=6x6,supply=12)", 6, 6, "open-center", 'X', 12, true,
                    Tie.LAST_DISC, false, false),
            // RULES §P: tiles of 2x2, floor(N/2) coins each, crossed start, Symbols (X) first, ties drawn, raw count
            of("piecepack", 4, 4, "crossed", 'X', 9, false, Tie.DRAW, false, false),
            of("piecepack(coins=36)", 6, 6, "crossed", 'X', 18, false, Tie.DRAW, false, false),
            of("piecepack(coins=40,tiles=4x3)", 8, 6, "crossed", 'X', 20, false, Tie.DRAW, false, false),
            of("piecepack(coins=13,tiles=2x2)", 4, 4, "crossed", 'X', 6, false, Tie.DRAW, false, false),
            // RULES §O with §B7: the official score gives the empty squares to the winner
            of("othello(supply=20)", 8, 8, "crossed", 'X', 20, false, Tie.DRAW, true, false),
            of("othello(size=6x6,supply=10,tie=last-disc)", 6, 6, "crossed", 'X', 10, false, Tie.LAST_DISC, true, false),
            of("reversi-open-center(supply=16)", 8, 8, "open-center", 'X', 16, false, Tie.DRAW, true, false),
            // RULES §X2: the fewer discs win, raw count
            of("anti-othello(size=6x6,supply=14)", 6, 6, "crossed", 'X', 14, false, Tie.DRAW, false, true));

    private static char symbol(Color c) {
        return c == Color.BLACK ? 'X' : 'O';
    }

    private static List<String> texts(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) {
            out.add(m.toString());
        }
        return out;
    }

    private static void agree(Case c, Rules rules, GameState s, ReferenceSupplyReversi ref, String where) {
        assertThat(texts(rules.legalMoves(s))).as(where + ": legal moves").isEqualTo(ref.legalMoves());
        assertThat(rules.isTerminal(s)).as(where + ": over").isEqualTo(ref.isOver());
        for (int row = 0; row < c.height; row++) {
            for (int col = 0; col < c.width; col++) {
                char mine = s.board().colorAt(Square.of(col, row)).map(SupplyGamesAgainstReferenceTest::symbol)
                        .orElse('-');
                assertThat(mine).as(where + ": square " + Square.of(col, row)).isEqualTo(ref.cell(col, row));
            }
        }
        assertThat(symbol(s.toMove())).as(where + ": side to move").isEqualTo(ref.toMove());
        for (Color color : Color.values()) {
            int expected = ref.supply(symbol(color));
            if (expected < 0) {
                assertThat(s.supply(color)).as(where + ": no supply").isEmpty();
            } else {
                assertThat(s.supply(color)).as(where + ": supply of " + color).hasValue(expected);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> randomGamesAgreeWithTheReference() {
        return CASES.stream().map(c -> DynamicTest.dynamicTest(c.id, () -> {
            Rules rules = RuleSets.of(c.id);
            for (long seed = 1; seed <= GAMES; seed++) {
                SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L);
                GameState s = rules.initialState();
                ReferenceSupplyReversi ref = c.start.get();
                List<String> prefix = new ArrayList<>();
                String where = c.id + ", seed " + seed + ", moves []";
                agree(c, rules, s, ref, where);
                while (!rules.isTerminal(s)) {
                    List<Move> legal = rules.legalMoves(s);
                    Move m = legal.get(rnd.nextInt(legal.size()));
                    prefix.add(m.toString());
                    where = c.id + ", seed " + seed + ", moves " + prefix;
                    s = rules.play(s, m);
                    ref.play(m.toString());
                    agree(c, rules, s, ref, where);
                }
                Outcome.TwoPlayer o = (Outcome.TwoPlayer) rules.outcome(s);
                char w = ref.winner();
                assertThat(o.winner().map(SupplyGamesAgainstReferenceTest::symbol).orElse('-')).as(where + ": winner")
                        .isEqualTo(w);
                assertThat(o.score(Color.BLACK)).as(where + ": score of X").isEqualTo(ref.score('X'));
                assertThat(o.score(Color.WHITE)).as(where + ": score of O").isEqualTo(ref.score('O'));
                assertThat(o.discs(Color.BLACK)).as(where).isEqualTo(ref.count('X'));
                assertThat(o.discs(Color.WHITE)).as(where).isEqualTo(ref.count('O'));
            }
        }));
    }
}
