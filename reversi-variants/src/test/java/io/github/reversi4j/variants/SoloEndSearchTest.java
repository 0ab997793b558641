package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * RULES §S6 decided exactly: the search behind {@link SoloView#deadTokens()} against the exhaustive
 * reference of {@link SoloDeadTokensTest} (written from the rule books, sharing no code with the
 * library), a position checked by hand, and the budget's safe side.
 */
class SoloEndSearchTest {

    /** Plays a seeded random game and hands every position to a visitor until the game is over. */
    private interface Visitor {
        void visit(long seed, KniziaSolo solo, GameState state);
    }

    private static void randomGames(long from, long to, Visitor visitor) {
        for (long seed = from; seed <= to; seed++) {
            KniziaSolo solo = KniziaSolo.of(seed);
            SplittableRandom random = new SplittableRandom(seed);
            GameState state = solo.initialState();
            while (true) {
                visitor.visit(seed, solo, state);
                if (solo.isTerminal(state)) {
                    break;
                }
                List<Move> moves = new ArrayList<>(solo.legalMoves(state));
                moves.remove(Move.declareEnd());
                state = solo.play(state, moves.get(random.nextInt(moves.size())));
            }
        }
    }

    private static SoloEndSearch.Result search(SoloDeadTokensTest.Pos p, boolean any, int budget) {
        return SoloEndSearch.decide(p.gold, p.black, p.down, p.upGold, p.upBlack, any, budget);
    }

    private static long fixedPoint(SoloDeadTokensTest.Pos p) {
        return SoloFixedPoint.mayBeWon8x8(p.gold, p.black, p.down, p.upGold, p.upBlack);
    }

    @Test
    @DisplayName("RULES §S6: the dead tokens are exactly those no sequence of placements wins (exhaustive reference, 150 seeded games)")
    void exactAgainstExhaustiveSearch() {
        int[] counts = new int[5]; // positions compared, tokens, tokens the fixed point keeps wrongly, ends found late, budget spent
        randomGames(1, 150, (seed, solo, state) -> {
            SoloDeadTokensTest.Pos p = SoloDeadTokensTest.pos(state);
            long free = ~(p.discs() | p.tokens());
            if (p.tokens() == 0 || Long.bitCount(free) > 8) {
                return;
            }
            long won = SoloDeadTokensTest.reference(p);
            if (won < 0) {
                return;
            }
            SoloEndSearch.Result r = search(p, false, SoloEndSearch.DEFAULT_BUDGET);
            String where = "seed " + seed + ": " + state;
            if (r.budgetExhausted()) {
                // the safe side: every token some sequence wins stays alive, and the game goes on
                assertThat(r.alive() & won).as(where).isEqualTo(won);
                assertThat(solo.isTerminal(state)).as(where).isEqualTo(won == 0 && r.alive() == 0);
                counts[4]++;
                return;
            }
            assertThat(BitboardAccess.squares(state.board().geometry(), p.tokens() & ~r.alive())).as(where)
                    .isEqualTo(solo.deadTokens(state));
            assertThat(BitboardAccess.squares(state.board().geometry(), r.alive())).as(where)
                    .isEqualTo(BitboardAccess.squares(state.board().geometry(), won));
            assertThat(solo.isTerminal(state)).as(where).isEqualTo(won == 0);
            counts[0]++;
            counts[1] += Long.bitCount(p.tokens());
            counts[2] += Long.bitCount(fixedPoint(p) & ~won);
            if (won == 0 && fixedPoint(p) != 0) {
                counts[3]++;
            }
        });
        System.out.printf("compared %d positions (%d tokens): the fixed point alone kept %d tokens no placement wins;"
                + " %d positions are over only by the search; %d positions left to the safe side by the budget%n",
                counts[0], counts[1], counts[2], counts[3], counts[4]);
        assertThat(counts[0]).isGreaterThan(300);
        assertThat(counts[2]).as("positions where the search has something to prove").isGreaterThan(0);
    }

    /**
     * A position the fixed point keeps alive and the search proves dead, checked by hand. Free:
     * {@code f1}, {@code c3}, {@code b6}; two face-up Gold tokens, {@code e2} and {@code f3}, each
     * won only by a Black disc with a Black disc beyond. Every neighbour of {@code f3} but {@code e2}
     * holds a disc, so {@code f3} needs {@code e2} won first. {@code e2} has two free-able
     * neighbours: {@code f1}, with {@code d3} beyond, and {@code f3}, which needs {@code f3} won
     * first. {@code d3} is Gold and turns Black only through a line with a free end: its column and
     * its {@code b1-h7} diagonal are discs for good; on row 3 the token {@code f3} breaks the line past
     * {@code e3}; on the {@code a6-f1} diagonal the token {@code e2} does. So each token waits for the
     * other, and neither can ever be won: the game is over (RULES §S6).
     */
    @Test
    @DisplayName("RULES §S6: two tokens that wait for each other are dead, though the fixed point keeps them")
    void handCheckedDeadlock() {
        KniziaSolo solo = KniziaSolo.of(0);
        GameState state = solo.parseState("XXXXX-OOXXXX-OOOXX-XX-OOXXXXXXOOOOOOOOOOO-XOOXOOOOOOOOOOOOOOOOOO X last=O"
                + " | e2=X4+ f3=X8+ won=X1,X2,X3,X5,X6,X7,X9,X10,Xb,Xb,O1,O2,O3,O4,O5,O6,O7,O8,O9,O10,Ob,Ob");
        SoloDeadTokensTest.Pos p = SoloDeadTokensTest.pos(state);
        long both = BitboardAccess.bits(KniziaSolo.squares("e2 f3"));
        assertThat(fixedPoint(p)).as("the fixed point keeps both").isEqualTo(both);
        assertThat(SoloDeadTokensTest.reference(p)).as("the exhaustive reference wins none").isZero();
        assertThat(solo.deadTokens(state)).isEqualTo(KniziaSolo.squares("e2 f3"));
        assertThat(solo.legalMoves(state)).isEmpty();
        assertThat(solo.isTerminal(state)).isTrue();
        assertThat(solo.outcome(state).toString()).endsWith(" end=no-token-winnable");
        assertThat(solo.outcome(state).ending()).isEqualTo(SoloOutcome.Ending.NO_TOKEN_WINNABLE);
        // a placement is still legal: the game ends by the dead tokens, not for want of moves
        assertThat(SoloView.of(state).board().flips(io.github.reversi4j.core.Square.parse("c3"), Color.WHITE))
                .isNotEmpty();
    }

    @Test
    @DisplayName("RULES §S6: when the budget runs out the tokens not proved dead stay alive (the safe side)")
    void budgetExhaustedStaysSafe() {
        GameState state = KniziaSolo.of(0).parseState(
                "XXXXX-OOXXXX-OOOXX-XX-OOXXXXXXOOOOOOOOOOO-XOOXOOOOOOOOOOOOOOOOOO X last=O"
                + " | e2=X4+ f3=X8+ won=X1,X2,X3,X5,X6,X7,X9,X10,Xb,Xb,O1,O2,O3,O4,O5,O6,O7,O8,O9,O10,Ob,Ob");
        SoloDeadTokensTest.Pos p = SoloDeadTokensTest.pos(state);
        // there every placement leads where the fixed point sees no win: the search decides with no node
        SoloEndSearch.Result none = search(p, false, 0);
        assertThat(none.budgetExhausted()).isFalse();
        assertThat(none.nodes()).isZero();
        assertThat(none.alive()).isZero();
        // the start of a deal: nothing is face up, so every win lies deeper than a budget of 0 reaches
        SoloDeadTokensTest.Pos start = SoloDeadTokensTest.pos(KniziaSolo.of(5).initialState());
        for (boolean any : new boolean[] {true, false}) {
            SoloEndSearch.Result r = search(start, any, 0);
            assertThat(r.budgetExhausted()).isTrue();
            assertThat(r.proved()).isZero();
            assertThat(r.alive()).isEqualTo(start.tokens()).isEqualTo(fixedPoint(start));
            SoloEndSearch.Result more = search(start, any, SoloEndSearch.DEFAULT_BUDGET);
            assertThat(more.proved()).isNotZero();
            assertThat(more.alive()).isEqualTo(start.tokens());
        }
        // random positions: whatever the budget, every token the reference wins stays alive
        int[] compared = new int[1];
        randomGames(1, 30, (seed, g, s) -> {
            SoloDeadTokensTest.Pos q = SoloDeadTokensTest.pos(s);
            if (q.tokens() == 0 || Long.bitCount(~(q.discs() | q.tokens())) > 6) {
                return;
            }
            long won = SoloDeadTokensTest.reference(q);
            for (int budget : new int[] {0, 1, 3, 10}) {
                SoloEndSearch.Result small = search(q, false, budget);
                assertThat(small.alive() & won).as("seed %d, budget %d: %s", seed, budget, s).isEqualTo(won);
                if (!small.budgetExhausted()) {
                    assertThat(small.alive()).as("seed %d, budget %d: %s", seed, budget, s).isEqualTo(won);
                }
            }
            compared[0]++;
        });
        assertThat(compared[0]).isGreaterThan(50);
    }

    /**
     * The measure quoted in docs/RULES.md §S6, run on demand only:
     * {@code ./mvnw -o -q -pl reversi-variants -am test -Dtest=SoloEndSearchTest#measure
     * -Dsurefire.failIfNoSpecifiedTests=false -Dreversi4j.solo.measure=true}. Over every position of
     * the first 20 seeded random games ({@code -Dreversi4j.solo.games=N} for more) it counts the tokens left undecided by the fixed point alone (every
     * token it keeps: it proves none winnable) and with the search (a token is decided when a
     * placement of the search wins it or the search proves it dead), and the wall-clock time per call of
     * the end test ({@code isTerminal}'s question) and of {@code deadTokens}.
     */
    @Test
    @DisplayName("measure: undecided tokens and cost per call (on demand, -Dreversi4j.solo.measure=true)")
    void measure() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("reversi4j.solo.measure"));
        long[] c = new long[12];
        randomGames(1, Integer.getInteger("reversi4j.solo.games", 20), (seed, solo, state) -> {
            SoloDeadTokensTest.Pos p = SoloDeadTokensTest.pos(state);
            if (p.tokens() == 0) {
                return;
            }
            long fp = fixedPoint(p);
            long t0 = System.nanoTime();
            SoloEndSearch.Result end = search(p, true, SoloEndSearch.DEFAULT_BUDGET);
            long t1 = System.nanoTime();
            SoloEndSearch.Result all = search(p, false, SoloEndSearch.DEFAULT_BUDGET);
            long t2 = System.nanoTime();
            c[0]++; // positions
            c[1] += Long.bitCount(p.tokens()); // tokens
            c[2] += Long.bitCount(fp); // kept by the fixed point: undecided before
            long undecided = all.alive() & ~all.proved();
            c[3] += Long.bitCount(undecided); // undecided after
            c[4] += Long.bitCount(fp & ~all.alive()); // proved dead by the search
            c[5] += all.budgetExhausted() ? 1 : 0;
            c[6] += t1 - t0;
            c[7] += t2 - t1;
            c[8] = Math.max(c[8], t1 - t0);
            c[9] = Math.max(c[9], t2 - t1);
            c[10] += end.budgetExhausted() ? 1 : 0;
            c[11] += fp != 0 && end.alive() == 0 ? 1 : 0;
        });
        System.out.printf("%d positions, %d tokens; undecided: fixed point alone %d (%.1f%%), with the search %d (%.2f%%);"
                + " proved dead by the search %d; budget %d nodes spent in %d positions (end test: %d);"
                + " games over by the search only: %d positions%n",
                c[0], c[1], c[2], 100.0 * c[2] / c[1], c[3], 100.0 * c[3] / c[1], c[4], SoloEndSearch.DEFAULT_BUDGET,
                c[5], c[10], c[11]);
        System.out.printf("wall-clock time per call (one thread): end test mean %.1f us, max %.1f ms; deadTokens mean %.1f us, max %.1f ms%n",
                c[6] / 1e3 / c[0], c[8] / 1e6, c[7] / 1e3 / c[0], c[9] / 1e6);
        assertThat(c[3]).isLessThanOrEqualTo(c[2]);
    }
}
