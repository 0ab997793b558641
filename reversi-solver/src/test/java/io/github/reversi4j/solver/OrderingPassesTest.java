package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The ordering passes write moves and nothing else: after them every entry of the table has the
 * vacuous bounds, holds a legal move of its own position and says how many empties that position
 * has; and the solve that follows them is exact (FFO positions, whose scores come from the FFO
 * files, and seeded random 8x8 and 6x6 positions against the search without the passes).
 */
class OrderingPassesTest {

    private static void assertOnlyMoves(Table table, Search search, String where) {
        int squares = search.squares;
        List<String> wrong = new ArrayList<>();
        int[] entries = {0};
        table.forEach((p, o, d) -> {
            entries[0]++;
            int n = Long.bitCount(~(p | o) & search.mask);
            int move = Table.move(d);
            boolean legal = move != Table.NO_MOVE && (search.moves(p, o) & (1L << move)) != 0;
            if (Table.lower(d) != -squares - 1 || Table.upper(d) != squares + 1 || !legal
                    || Table.empties(d) != n || n < Search.TABLE_MIN) {
                wrong.add(Long.toHexString(p) + "/" + Long.toHexString(o) + ": bounds " + Table.lower(d) + ".."
                        + Table.upper(d) + ", move " + move + ", empties " + Table.empties(d) + " of " + n);
            }
        });
        assertThat(entries[0]).as(where + ": entries written").isPositive();
        assertThat(wrong).as(where).isEmpty();
    }

    @Test
    void passesWriteOnlyLegalMovesWithVacuousBounds() {
        List<Ffo> deep = Ffo.all().stream().filter(f -> f.empties() >= 16 && f.empties() <= 22).limit(4)
                .collect(java.util.stream.Collectors.toList());
        assertThat(deep).hasSize(4);
        for (Ffo f : deep) {
            int number = f.number;
            Table table = new Table(16);
            FastPath fp = new FastPath(StandardRules.othello(), f.state, table, Control.unlimited(), Tuning.ALL, 1);
            Search search = new Search(table, Control.unlimited(), Tuning.ALL, Search.Layout.of(f.state.board().geometry()));
            search.orderingPasses(fp.player, fp.opponent, fp.empties);
            assertOnlyMoves(table, search, "FFO #" + number + ", " + fp.empties + " empties, passes " + search.nodes + " nodes");
        }
    }

    @Test
    void passesOffWriteNothing() {
        Ffo f = Ffo.number(40);
        Table table = new Table(16);
        Tuning off = Tuning.ALL.without("passes");
        FastPath fp = new FastPath(StandardRules.othello(), f.state, table, Control.unlimited(), off, 1);
        Search search = new Search(table, Control.unlimited(), off, Search.Layout.of(f.state.board().geometry()));
        search.orderingPasses(fp.player, fp.opponent, fp.empties);
        int[] entries = {0};
        table.forEach((p, o, d) -> entries[0]++);
        assertThat(entries[0]).isZero();
    }

    @Test
    void solvesWithAndWithoutPassesAgreeOnRandomPositions() {
        long seed = 0x0DE5_1A55L;
        Random random = new Random(seed);
        Solver with = Solver.of();
        Solver without = Solver.of().withTuning(Tuning.ALL.without("passes"));
        for (Rules rules : List.of(StandardRules.othello(), StandardRules.othello().withGeometry(
                io.github.reversi4j.core.Geometry.of(6, 6)))) {
            for (int k = 0; k < 12; k++) {
                int empties = rules.geometry().width() == 8 ? 14 + random.nextInt(5) : 14 + random.nextInt(4);
                GameState s = rules.initialState();
                List<Move> played = new ArrayList<>();
                while (!rules.isTerminal(s) && s.board().empties().size() > empties) {
                    List<Move> moves = rules.legalMoves(s);
                    Move m = moves.get(random.nextInt(moves.size()));
                    played.add(m);
                    s = rules.play(s, m);
                }
                if (rules.isTerminal(s)) {
                    continue;
                }
                assertThat(with.solve(rules, s).score()).as("seed %d, %s after %s", seed, rules, played)
                        .isEqualTo(without.solve(rules, s).score());
            }
        }
    }

    @Test
    void solvesWithAndWithoutTheEvaluationAgreeOnRandomPositions() {
        long seed = 0xE7A1_0001L;
        Random random = new Random(seed);
        Rules rules = StandardRules.othello();
        Solver with = Solver.of();
        Solver without = Solver.of().withTuning(Tuning.ALL.without("evaluation"));
        for (int k = 0; k < 10; k++) {
            int empties = 16 + random.nextInt(4);
            GameState s = rules.initialState();
            List<Move> played = new ArrayList<>();
            while (!rules.isTerminal(s) && s.board().empties().size() > empties) {
                List<Move> moves = rules.legalMoves(s);
                Move m = moves.get(random.nextInt(moves.size()));
                played.add(m);
                s = rules.play(s, m);
            }
            if (rules.isTerminal(s)) {
                continue;
            }
            Solution a = with.solve(rules, s);
            Solution b = without.solve(rules, s);
            assertThat(a.score()).as("seed %d, after %s", seed, played).isEqualTo(b.score());
            // the best move found with the evaluation's order keeps the exact value
            GameState after = rules.play(s, a.bestMove().orElseThrow());
            int v = without.solve(rules, after).score();
            assertThat(after.toMove() == s.toMove() ? v : -v).as("seed %d, after %s", seed, played).isEqualTo(b.score());
        }
    }
}
