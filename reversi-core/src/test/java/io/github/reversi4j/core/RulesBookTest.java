package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.IllegalMoveException.Reason;
import io.github.reversi4j.testkit.internal.RandomGames;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * One test (or a few) per numbered rule of RULES §B, §O and X1, named after the rule, on positions
 * worked out by hand from the rule documents (seeds 002 piecepack figures, 003, 004, the Ravensburger
 * text of seeds 000/001) and the published facts of Othello. Boards are written row by row
 * ({@code X} black, {@code O} white, {@code -} empty), {@code a1} first.
 */
class RulesBookTest {

    private static final StandardRules OTHELLO = StandardRules.othello();
    private static final StandardRules SIX = OTHELLO.withGeometry(Geometry.of(6));
    private static final StandardRules FOUR = OTHELLO.withGeometry(Geometry.of(4));

    /** A state of a square board from its rows and the side to move ({@code X} or {@code O}). */
    static GameState state(String side, String... rows) {
        return GameState.parse(String.join("", rows) + " " + side);
    }

    static Move m(String square) {
        return Move.parse(square);
    }

    static Set<String> squares(Set<Square> set) {
        return set.stream().map(Square::toString).collect(Collectors.toSet());
    }

    @Nested
    @DisplayName("RULES §B base rules")
    class Base {

        @Test
        @DisplayName("RULES §B1: two colors; the rule set names the first mover and the colors' names")
        void B1_twoColorsAndFirstMover() {
            assertThat(Color.values()).containsExactly(Color.BLACK, Color.WHITE);
            assertThat(Color.BLACK.opponent()).isEqualTo(Color.WHITE);
            assertThat(Color.WHITE.opponent()).isEqualTo(Color.BLACK);
            assertThat(OTHELLO.players()).isEqualTo(2);
            assertThat(OTHELLO.firstToMove()).isEqualTo(Color.BLACK);
            assertThat(OTHELLO.initialState().toMove()).isEqualTo(Color.BLACK);
            assertThat(OTHELLO.withFirstToMove(Color.WHITE).initialState().toMove()).isEqualTo(Color.WHITE);
            assertThat(OTHELLO.colorName(Color.BLACK)).isEqualTo("Black");
            assertThat(OTHELLO.colorName(Color.WHITE)).isEqualTo("White");
            // after a placement the other color is to move
            assertThat(OTHELLO.play(OTHELLO.initialState(), m("f5")).toMove()).isEqualTo(Color.WHITE);
        }

        @Test
        @DisplayName("RULES §B2: a placement outflanks a row of contiguous opponent discs closed by the mover's disc "
                + "(piecepack figure: coin B outflanks a row of three)")
        void B2_outflankRowOfThree() {
            GameState s = state("X", "XOOO--", "------", "------", "------", "------", "------");
            assertThat(SIX.legalMoves(s)).containsExactly(m("e1"));
            GameState next = SIX.play(s, m("e1"));
            assertThat(next.board().toString()).isEqualTo("XXXXX-" + "-".repeat(30));
        }

        @Test
        @DisplayName("RULES §B2: an empty square breaks a line; only placements that outflank are legal")
        void B2_emptySquareBreaksLine() {
            GameState s = state("X", "-O-X--", "------", "XO----", "------", "------", "------");
            Board b = s.board();
            assertThat(TestDiagrams.outflanked(b, Square.parse("a1"), Color.BLACK)).isEmpty();
            assertThat(b.flips(Square.parse("a1"), Color.BLACK)).isEmpty();
            assertThat(SIX.legalMoves(s)).containsExactly(m("c3"));
            assertThatThrownBy(() -> SIX.play(s, m("a1"))).isInstanceOfSatisfying(IllegalMoveException.class,
                    e -> assertThat(e.reason()).isEqualTo(Reason.NO_FLIP));
        }

        @Test
        @DisplayName("RULES §B2: a line stops at the mover's first own disc; no skipping over own discs "
                + "(piecepack rule 4)")
        void B2_noSkippingOverOwnDiscs() {
            GameState s = state("X", "-OXOX-", "------", "------", "------", "------", "------");
            assertThat(squares(s.board().flips(Square.parse("a1"), Color.BLACK))).containsExactly("b1");
            GameState next = SIX.play(s, m("a1"));
            // d1 stays white: it lies between c1 and e1 but is not outflanked by the disc just placed
            assertThat(next.board().toString()).startsWith("XXXOX-");
        }

        @Test
        @DisplayName("RULES §B2: lines run in all 8 directions, diagonals included")
        void B2_eightDirections() {
            // black on the ring around c3 at distance 2, white between: c3 outflanks all 8 lines
            GameState s = state("X", "X-X-X-", "-OOO--", "XO-OX-", "-OOO--", "X-X-X-", "------");
            assertThat(TestDiagrams.outflanked(s.board(), Square.parse("c3"), Color.BLACK)).containsExactly(Direction.values());
            GameState next = SIX.play(s, m("c3"));
            assertThat(next.board().toString()).isEqualTo("X-X-X-" + "-XXX--" + "XXXXX-" + "-XXX--" + "X-X-X-" + "------");
        }

        @Test
        @DisplayName("RULES §B3: every outflanked line flips, and only lines outflanked by the placed disc "
                + "(no chain reaction, piecepack rule 5)")
        void B3_allLinesNoChainReaction() {
            GameState s = state("X", "-XX---", "-OO---", "XO----", "------", "------", "------");
            assertThat(TestDiagrams.outflanked(s.board(), Square.parse("c3"), Color.BLACK)).containsExactly(Direction.N, Direction.W);
            GameState next = SIX.play(s, m("c3"));
            // b3 and c2 flip; b2 is now between b1 and b3 but does not flip
            assertThat(next.board().toString()).isEqualTo("-XX---" + "-OX---" + "XXX---" + "-".repeat(18));
        }

        @Test
        @DisplayName("RULES §B4: a player with no legal placement passes; passing is forced and never voluntary")
        void B4_passForcedNeverVoluntary() {
            // white cannot outflank the corner disc a1; black can play c1
            GameState whiteToMove = state("O", "XO----", "------", "------", "------", "------", "------");
            assertThat(SIX.legalMoves(whiteToMove)).containsExactly(Move.pass());
            assertThat(SIX.isTerminal(whiteToMove)).isFalse();
            GameState afterPass = SIX.play(whiteToMove, Move.pass());
            assertThat(afterPass.toMove()).isEqualTo(Color.BLACK);
            assertThat(afterPass.board()).isEqualTo(whiteToMove.board());
            assertThatThrownBy(() -> SIX.play(whiteToMove, m("c1"))).isInstanceOfSatisfying(IllegalMoveException.class,
                    e -> assertThat(e.reason()).isEqualTo(Reason.MUST_PASS));
            assertThat(SIX.legalMoves(afterPass)).containsExactly(m("c1"));
            assertThatThrownBy(() -> SIX.play(afterPass, Move.pass())).isInstanceOfSatisfying(IllegalMoveException.class,
                    e -> assertThat(e.reason()).isEqualTo(Reason.PASS_NOT_ALLOWED));
        }

        @Test
        @DisplayName("RULES §B5: the game ends when the board is full")
        void B5_endsWhenBoardFull() {
            GameState full = state("X", "XXXX", "XXXX", "OOOO", "OOOO");
            assertThat(FOUR.isTerminal(full)).isTrue();
            assertThat(FOUR.legalMoves(full)).isEmpty();
            assertThat(FOUR.legalMoveCount(full)).isZero();
        }

        @Test
        @DisplayName("RULES §B5: the game ends when one color is gone, with empty squares left")
        void B5_endsWhenOneColorGone() {
            GameState s = state("O", "XX--", "XX--", "----", "----");
            assertThat(FOUR.isTerminal(s)).isTrue();
            assertThat(FOUR.legalMoves(s)).isEmpty();
        }

        @Test
        @DisplayName("RULES §B5: the game ends when both players are blocked, both colors on the board")
        void B5_endsWhenBothBlocked() {
            // two lone corner discs: nobody can outflank a corner
            GameState s = state("X", "X--O", "----", "----", "----");
            assertThat(FOUR.isTerminal(s)).isTrue();
            assertThat(FOUR.legalMoves(s)).isEmpty();
            assertThat(FOUR.outcome(s).isDraw()).isTrue();
        }

        @Test
        @DisplayName("RULES §B5: the shortest 8x8 games end after 9 plies, all 13-0 wipeouts; their number, 228, is "
                + "the difference of the published perft counts at depth 10 (24571284 - 24571056)")
        void B5_shortestGames() {
            Rules rules = OTHELLO;
            List<GameState> ended = new java.util.ArrayList<>();
            collectTerminal(rules, rules.initialState(), 9, ended);
            assertThat(ended).hasSize(24_571_284 - 24_571_056);
            for (GameState s : ended) {
                assertThat(s.board().count(Color.BLACK)).isEqualTo(13);
                assertThat(s.board().count(Color.WHITE)).isZero();
                assertThat(rules.outcome(s).toString()).isEqualTo("BLACK 64-0 discs=13-0");
            }
            // and no game ends earlier: the published counts of both conventions agree up to depth 9
            List<GameState> earlier = new java.util.ArrayList<>();
            for (int d = 0; d < 9; d++) {
                collectTerminal(rules, rules.initialState(), d, earlier);
            }
            assertThat(earlier).isEmpty();
        }

        private void collectTerminal(Rules rules, GameState s, int plies, List<GameState> out) {
            if (plies == 0) {
                if (rules.isTerminal(s)) {
                    out.add(s);
                }
                return;
            }
            for (Move mv : rules.legalMoves(s)) {
                collectTerminal(rules, rules.play(s, mv), plies - 1, out);
            }
        }

        @Test
        @DisplayName("RULES §B6: the winner has more discs of their color")
        void B6_moreDiscsWins() {
            GameState black = state("O", "XXXX", "XXXX", "XOOO", "OOOO");
            assertThat(FOUR.outcome(black).winner()).contains(Color.BLACK);
            assertThat(FOUR.outcome(black).toString()).isEqualTo("BLACK 9-7");
            GameState white = state("X", "OOOO", "OOOO", "OXXX", "XXXX");
            assertThat(FOUR.outcome(white).winner()).contains(Color.WHITE);
            assertThat(FOUR.outcome(white).toString()).isEqualTo("WHITE 7-9");
        }

        @Test
        @DisplayName("RULES §B6, §R3: a tie is decided by the rule set's tie rule")
        void B6_tieRules() {
            GameState tie = state("X", "XXXX", "XXXX", "OOOO", "OOOO");
            assertThat(FOUR.outcome(tie).isDraw()).isTrue();
            StandardRules last = FOUR.withTieRule(TieRule.LAST_DISC_PLACED);
            assertThat(last.outcome(tie.withLastPlacer(Color.WHITE)).winner()).contains(Color.WHITE);
            assertThat(last.outcome(tie.withLastPlacer(Color.BLACK)).winner()).contains(Color.BLACK);
            StandardRules second = FOUR.withTieRule(TieRule.SECOND_PLAYER);
            assertThat(second.outcome(tie).winner()).contains(Color.WHITE);
            assertThat(second.withFirstToMove(Color.WHITE).outcome(tie).winner()).contains(Color.BLACK);
            // the last placer is recorded by play and survives passes
            GameState s = FOUR.play(FOUR.initialState(), FOUR.legalMoves(FOUR.initialState()).get(0));
            assertThat(s.lastPlacer()).contains(Color.BLACK);
        }

        @Test
        @DisplayName("RULES §B7: 32 discs each on 8x8, the opening discs taken from the supplies")
        void B7_supplyOf32() {
            GameState s = OTHELLO.withSupply(32).initialState();
            assertThat(s.supply(Color.BLACK)).hasValue(30);
            assertThat(s.supply(Color.WHITE)).hasValue(30);
            GameState next = OTHELLO.withSupply(32).play(s, m("f5"));
            assertThat(next.supply(Color.BLACK)).hasValue(29);
            assertThat(next.supply(Color.WHITE)).hasValue(30);
            assertThat(OTHELLO.initialState().supply(Color.BLACK)).isEmpty();
        }

        @Test
        @DisplayName("RULES §B7: a player who can move but has no disc left receives one from the opponent")
        void B7_giveRule() {
            StandardRules rules = OTHELLO.withSupply(32);
            GameState s = rules.initialState().withSupplies(0, 3);
            GameState next = rules.play(s, m("d3"));
            assertThat(next.board().colorAt(Square.parse("d3"))).contains(Color.BLACK);
            assertThat(next.supply(Color.BLACK)).hasValue(0);
            assertThat(next.supply(Color.WHITE)).hasValue(2);
        }

        @Test
        @DisplayName("RULES §B7: when both supplies are empty nobody can move and the game ends")
        void B7_bothSuppliesEmpty() {
            StandardRules rules = OTHELLO.withSupply(32);
            GameState s = rules.initialState().withSupplies(0, 0);
            assertThat(rules.isTerminal(s)).isTrue();
            assertThat(rules.legalMoves(s)).isEmpty();
            assertThat(rules.outcome(s).isDraw()).isTrue();
            assertThat(rules.outcome(s).toString()).isEqualTo("DRAW 32-32 discs=2-2 end=supply-exhausted");
            assertThatThrownBy(() -> rules.play(s, m("d3"))).isInstanceOfSatisfying(IllegalMoveException.class,
                    e -> assertThat(e.reason()).isEqualTo(Reason.GAME_OVER));
            // one empty supply is not the end
            assertThat(rules.isTerminal(rules.initialState().withSupplies(0, 1))).isFalse();
        }

        @Test
        @DisplayName("RULES §B7: a game with 32 discs each on 8x8 ends by the time the 64 discs are placed")
        void B7_fullSupplyGame() {
            StandardRules rules = OTHELLO.withSupply(32);
            for (long seed : RandomGames.seeds(7, 20).toArray()) {
                Replay r = RandomGames.play(rules, seed).replay();
                GameState end = r.finalState();
                assertThat(r.isFinished()).isTrue();
                int onBoard = end.board().count(Color.BLACK) + end.board().count(Color.WHITE);
                assertThat(onBoard + end.supply(Color.BLACK).getAsInt() + end.supply(Color.WHITE).getAsInt())
                        .as("seed %d", seed).isEqualTo(64);
            }
        }

        @Test
        @DisplayName("RULES §B8: discs are never removed; each placement adds exactly one disc")
        void B8_discsNeverRemoved() {
            for (Rules rules : List.of(OTHELLO, SIX.withOpening(Opening.OPEN_CENTER), OTHELLO.withGeometry(Geometry.of(16, 6)))) {
                for (long seed : RandomGames.seeds(8, 10).toArray()) {
                    GameRecord game = RandomGames.play(rules, seed);
                    List<GameState> states = RandomGames.states(game);
                    for (int i = 1; i < states.size(); i++) {
                        Board before = states.get(i - 1).board();
                        Board after = states.get(i).board();
                        int added = game.moves().get(i - 1).isPass() ? 0 : 1;
                        assertThat(after.empties().size()).as(RandomGames.describe(seed, game, i)).isEqualTo(before.empties().size() - added);
                        for (Square sq : rules.geometry().squares()) {
                            if (!before.isEmpty(sq)) {
                                assertThat(after.isEmpty(sq)).as("%s: %s", RandomGames.describe(seed, game, i), sq).isFalse();
                            }
                        }
                    }
                }
            }
        }
    }

    @Nested
    @DisplayName("RULES §O Othello")
    class Othello {

        @Test
        @DisplayName("RULES §O1: 8x8; white on d4 and e5, black on d5 and e4; Black moves first with d3 c4 f5 e6")
        void O1_startPosition() {
            GameState s = OTHELLO.initialState();
            assertThat(OTHELLO.geometry()).isEqualTo(Geometry.of(8, 8));
            assertThat(s.toString()).isEqualTo("-".repeat(27) + "OX" + "-".repeat(6) + "XO" + "-".repeat(27) + " X");
            Board b = s.board();
            assertThat(b.colorAt(Square.parse("d4"))).contains(Color.WHITE);
            assertThat(b.colorAt(Square.parse("e5"))).contains(Color.WHITE);
            assertThat(b.colorAt(Square.parse("d5"))).contains(Color.BLACK);
            assertThat(b.colorAt(Square.parse("e4"))).contains(Color.BLACK);
            assertThat(b).isEqualTo(Opening.CROSSED.board(Geometry.STANDARD));
            assertThat(OTHELLO.legalMoves(s)).containsExactly(m("d3"), m("c4"), m("f5"), m("e6"));
            assertThat(OTHELLO.id()).isEqualTo("othello");
        }

        @Test
        @DisplayName("RULES §O2: a tie is a draw")
        void O2_tieIsDraw() {
            GameState tie = state("O", "XOXO", "OXOX", "XOXO", "OXOX");
            Outcome o = FOUR.outcome(tie);
            assertThat(o.isDraw()).isTrue();
            assertThat(o.winner()).isEmpty();
            assertThat(o.toString()).isEqualTo("DRAW 8-8");
            assertThat(OTHELLO.tieRule()).isEqualTo(TieRule.DRAW);
        }

        @Test
        @DisplayName("RULES §O3: empty squares go to the winner, a draw splits them; the raw count is kept")
        void O3_officialScore() {
            GameState wipeout = state("O", "XX--", "XX--", "----", "----");
            Outcome.TwoPlayer o = FOUR.outcome(wipeout);
            assertThat(o.score(Color.BLACK)).isEqualTo(16);
            assertThat(o.score(Color.WHITE)).isZero();
            assertThat(o.discs(Color.BLACK)).isEqualTo(4);
            assertThat(o.toString()).isEqualTo("BLACK 16-0 discs=4-0");
            GameState blocked = state("X", "X--O", "----", "----", "----");
            assertThat(FOUR.outcome(blocked).toString()).isEqualTo("DRAW 8-8 discs=1-1");
            assertThat(FOUR.withScoring(Scoring.DISCS).outcome(wipeout).toString()).isEqualTo("BLACK 4-0 empties=12");
        }

        @Test
        @DisplayName("RULES §O4: White moving first (seed 004) is one line of configuration: e3 f4 c5 d6")
        void O4_whiteFirst() {
            StandardRules rules = StandardRules.othello().withFirstToMove(Color.WHITE);
            GameState s = rules.initialState();
            assertThat(s.toMove()).isEqualTo(Color.WHITE);
            assertThat(s.board()).isEqualTo(Opening.CROSSED.board(Geometry.STANDARD));
            assertThat(rules.legalMoves(s)).containsExactly(m("e3"), m("f4"), m("c5"), m("d6"));
            assertThat(rules.id()).isEqualTo("othello(first=white)");
            assertThat(RuleSets.of("othello(first=white)")).isEqualTo(rules);
        }
    }

    @Nested
    @DisplayName("RULES §X beyond the seeds")
    class Beyond {

        @Test
        @DisplayName("RULES §X1: every even size 4..16, square or rectangular; no other")
        void X1_everyEvenSize() {
            for (int w = 4; w <= 16; w += 2) {
                for (int h = 4; h <= 16; h += 2) {
                    Geometry g = Geometry.of(w, h);
                    StandardRules rules = OTHELLO.withGeometry(g);
                    assertThat(rules.legalMoves(rules.initialState())).as("%s", g).hasSize(4);
                    assertThat(Geometry.parse(w + "x" + h)).isEqualTo(g);
                }
            }
            for (int bad : new int[] {0, 2, 3, 5, 7, 15, 17, 18}) {
                assertThatThrownBy(() -> Geometry.of(bad)).as("size %d", bad).isInstanceOf(IllegalArgumentException.class);
                assertThatThrownBy(() -> Geometry.of(8, bad)).as("height %d", bad).isInstanceOf(IllegalArgumentException.class);
            }
        }

        @Test
        @DisplayName("RULES §X1: the crossed start on other sizes (FORMATS §0): 10x10 white e5 f6, black f5 e6; "
                + "4x4 white b2 c3, black c2 b3; 6x8 white c4 d5, black d4 c5")
        void X1_crossedStartOnOtherSizes() {
            assertStart("10x10", "e5 f6", "f5 e6");
            assertStart("4x4", "b2 c3", "c2 b3");
            assertStart("6x8", "c4 d5", "d4 c5");
            assertStart("16x4", "h2 i3", "i2 h3");
        }

        private void assertStart(String size, String white, String black) {
            Board b = OTHELLO.withGeometry(Geometry.parse(size)).initialState().board();
            assertThat(squares(b.discs(Color.WHITE))).as(size).isEqualTo(Set.of(white.split(" ")));
            assertThat(squares(b.discs(Color.BLACK))).as(size).isEqualTo(Set.of(black.split(" ")));
        }

        @Test
        @DisplayName("RULES §X1, §R2: the three opening set-ups on any board")
        void X1_openings() {
            Board parallel = OTHELLO.withOpening(Opening.PARALLEL).initialState().board();
            assertThat(squares(parallel.discs(Color.WHITE))).isEqualTo(Set.of("d4", "d5"));
            assertThat(squares(parallel.discs(Color.BLACK))).isEqualTo(Set.of("e4", "e5"));
            Board parallel10 = OTHELLO.withGeometry(Geometry.of(10)).withOpening(Opening.PARALLEL).initialState().board();
            assertThat(squares(parallel10.discs(Color.WHITE))).isEqualTo(Set.of("e5", "e6"));
            assertThat(squares(parallel10.discs(Color.BLACK))).isEqualTo(Set.of("f5", "f6"));
            // open center: the first four moves fill the center without flipping, then normal play
            StandardRules open = SIX.withOpening(Opening.OPEN_CENTER);
            GameState s = open.initialState();
            assertThat(s.board().empties().size()).isEqualTo(36);
            assertThat(open.legalMoves(s)).containsExactly(m("c3"), m("d3"), m("c4"), m("d4"));
            s = open.play(s, m("d4"));
            assertThat(open.legalMoves(s)).containsExactly(m("c3"), m("d3"), m("c4"));
            s = open.play(s, m("c4"));
            s = open.play(s, m("c3"));
            assertThat(s.board().toString()).isEqualTo("-".repeat(12) + "--X---" + "--OX--" + "-".repeat(12));
            s = open.play(s, m("d3"));
            assertThat(s.board().toString()).isEqualTo("-".repeat(12) + "--XO--" + "--OX--" + "-".repeat(12));
            assertThat(s.toMove()).isEqualTo(Color.BLACK);
            // move five is a normal move: black outflanks d3 from d2 or e3, c4 from b4 or c5
            assertThat(open.legalMoves(s)).containsExactly(m("d2"), m("e3"), m("b4"), m("c5"));
            assertThatThrownBy(() -> open.play(open.initialState(), m("a1")))
                    .isInstanceOfSatisfying(IllegalMoveException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_IN_CENTER));
        }

        @Test
        @DisplayName("RULES §X1: the perft counts of 4x4, 6x6, 8x8 and 10x10 are the oracles (see PerftTest)")
        void X1_perftSmoke() {
            // the published 8x8 counts and 4x4 complete games; PerftTest checks every depth and size
            assertThat(Perft.count(OTHELLO, OTHELLO.initialState(), 5, Perft.Convention.EXCLUDE_ENDED)).isEqualTo(1396);
            assertThat(Perft.count(FOUR, FOUR.initialState(), 60, Perft.Convention.COUNT_ENDED)).isEqualTo(60060);
            StandardRules ten = OTHELLO.withGeometry(Geometry.of(10));
            assertThat(Optional.of(ten.id())).contains("othello(size=10x10)");
        }
    }
}
