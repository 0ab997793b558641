package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bitboard search of the last empties (the special code of one to four empty squares, the
 * sorted search with the table above; without that code, the parity-ordered search up to four)
 * against plain minimax through the rules
 * ({@link BruteForce}) on positions from a seeded generator: games played at random to a few empties,
 * and boards filled at random (passes and wipe-outs are frequent there). Every null window must give
 * a fail-soft bound on the right side of the exact value, and the full window the exact value.
 */
class LastEmptiesTest {

    private static GameState randomGame(Rules rules, int empties, Random random) {
        while (true) {
            GameState s = rules.initialState();
            while (!rules.isTerminal(s) && s.board().empties().size() > empties) {
                List<Move> moves = rules.legalMoves(s);
                s = rules.play(s, moves.get(random.nextInt(moves.size())));
            }
            if (!rules.isTerminal(s) || s.board().empties().size() == empties) {
                return s;
            }
        }
    }

    private static GameState randomFill(Geometry g, int empties, Random random) {
        List<Square> squares = new ArrayList<>(g.squares());
        Collections.shuffle(squares, random);
        Board b = Board.empty(g);
        for (Square sq : squares.subList(empties, squares.size())) {
            b = b.with(sq, random.nextInt(3) == 0 ? Color.WHITE : Color.BLACK);
        }
        return GameState.of(b, random.nextBoolean() ? Color.BLACK : Color.WHITE);
    }

    @ParameterizedTest(name = "{0}x{1}, {2} empties at most")
    @CsvSource({"8, 8, 8", "6, 6, 8", "8, 4, 6", "10, 6, 6"})
    void everyWindowAgreesWithMinimax(int width, int height, int maxEmpties) {
        Geometry g = Geometry.of(width, height);
        Rules rules = StandardRules.othello().withGeometry(g);
        long seed = 0x5EED_0000L + width * 100 + height;
        Random random = new Random(seed);
        BruteForce brute = new BruteForce(rules);
        Table table = new Table(1);
        for (int k = 0; k < 200; k++) {
            int empties = 1 + random.nextInt(maxEmpties);
            boolean game = width == 8 && height == 8 && random.nextBoolean();
            GameState s = game ? randomGame(rules, empties, random) : randomFill(g, empties, random);
            int exact = BruteForce.score(brute.best(s), s.toMove());
            for (Tuning tuning : List.of(Tuning.ALL, Tuning.ALL.without("parity"), Tuning.ALL.without("lastEmpties"))) {
                FastPath fp = new FastPath(rules, s, table, Control.unlimited(), tuning, 1);
                Search search = new Search(table, Control.unlimited(), tuning, Search.Layout.of(g));
                int n = fp.empties;
                String where = "seed " + seed + ", position " + k + " (" + tuning + "): " + s;
                table.clear();
                assertThat(search.alphaBeta(fp.player, fp.opponent, -65, 65, n)).as(where).isEqualTo(exact);
                for (int alpha = exact - 3; alpha <= exact + 2; alpha++) {
                    table.clear();
                    int v = search.nullWindow(fp.player, fp.opponent, alpha, n);
                    String at = where + ", alpha " + alpha;
                    if (exact > alpha) {
                        assertThat(v).as(at).isGreaterThan(alpha).isLessThanOrEqualTo(exact);
                    } else {
                        assertThat(v).as(at).isLessThanOrEqualTo(alpha).isGreaterThanOrEqualTo(exact);
                    }
                    if (n >= 1 && n <= 4) {
                        int w = search.last(fp.player, fp.opponent, alpha, n, ~(fp.player | fp.opponent) & search.mask);
                        if (exact > alpha) {
                            assertThat(w).as(at + ", last empties").isGreaterThan(alpha).isLessThanOrEqualTo(exact);
                        } else {
                            assertThat(w).as(at + ", last empties").isLessThanOrEqualTo(alpha).isGreaterThanOrEqualTo(exact);
                        }
                    }
                }
            }
        }
    }
}
