package io.github.reversi4j.variants;

import static io.github.reversi4j.variants.TestBoards.moves;
import static io.github.reversi4j.variants.TestBoards.rows;
import static io.github.reversi4j.variants.TestBoards.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.TieRule;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RavensburgerReversiTest {

    private final Rules rules = RavensburgerReversi.of();

    private GameState after(String line) {
        GameState s = rules.initialState();
        for (Move m : moves(line)) {
            s = rules.play(s, m);
        }
        return s;
    }

    @Test
    @DisplayName("RULES §R1: 8x8, Gold and Black, Gold first, 32 discs each including the two opening discs")
    void R1_colorsSuppliesAndFirstMover() {
        assertThat(rules.geometry()).isEqualTo(Geometry.of(8));
        assertThat(rules.colorName(Color.BLACK)).isEqualTo("Gold");
        assertThat(rules.colorName(Color.WHITE)).isEqualTo("Black");
        GameState s = rules.initialState();
        assertThat(s.toMove()).isEqualTo(Color.BLACK);
        assertThat(s.supply(Color.BLACK)).hasValue(30);
        assertThat(s.supply(Color.WHITE)).hasValue(30);
        assertThat(rules.players()).isEqualTo(2);
    }

    @Test
    @DisplayName("RULES §R1/§B7: each placement takes a disc from the mover's supply")
    void R1_placementTakesFromOwnSupply() {
        GameState s = after("c4 f5");
        assertThat(s.supply(Color.BLACK)).hasValue(29);
        assertThat(s.supply(Color.WHITE)).hasValue(29);
    }

    @Test
    @DisplayName("RULES §B7: a player who can move but has no disc gets one from the opponent's supply")
    void R1_giveRule() {
        // Gold (X) to move with an empty supply; Gold can play c4
        GameState s = rules.parseState(rules.initialState().board() + " X supply=0,5");
        GameState n = rules.play(s, Move.parse("c4"));
        assertThat(n.supply(Color.BLACK)).hasValue(0);
        assertThat(n.supply(Color.WHITE)).hasValue(4);
        assertThat(n.board().colorAt(Square.parse("c4"))).contains(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §B7: when both supplies are empty nobody can move and the game ends, with empty squares")
    void R1_bothSuppliesEmptyEndsTheGame() {
        GameState s = rules.parseState(rules.initialState().board() + " X supply=0,0");
        assertThat(rules.isTerminal(s)).isTrue();
        assertThat(rules.legalMoves(s)).isEmpty();
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) rules.outcome(s);
        assertThat(o.discs(Color.BLACK)).isEqualTo(2);
        assertThat(o.empties()).isEqualTo(60);
    }

    @Test
    @DisplayName("RULES §R2: the parallel start, Gold on e4 e5 and Black on d4 d5; Gold's moves are c3 c4 c5 c6")
    void R2_parallelStart() {
        Board b = rules.initialState().board();
        assertThat(b.discs(Color.BLACK)).containsExactlyElementsOf(squares("e4 e5"));
        assertThat(b.discs(Color.WHITE)).containsExactlyElementsOf(squares("d4 d5"));
        // worked by hand: c3 outflanks d4 toward e5, c4 d4 toward e4, c5 d5 toward e5, c6 d5 toward e4
        assertThat(rules.legalMoves(rules.initialState())).containsExactlyElementsOf(moves("c3 c4 c5 c6"));
    }

    @Test
    @DisplayName("RULES §R example (4): Black places a disc and flips two Gold discs in two directions")
    void R_exampleBlackFlipsTwoGoldDiscsInTwoDirections() {
        // worked by hand: Gold c4 (flips d4), Black f5 (flips e5), Gold f6 (flips e5 back);
        // Black d3 then outflanks d4 to the south (d5 is Black) and e4 to the south-east (f5 is Black)
        GameState s = after("c4 f5 f6");
        assertThat(s.toMove()).isEqualTo(Color.WHITE);
        GameState n = rules.play(s, Move.parse("d3"));
        Board before = s.board();
        Board after = n.board();
        assertThat(before.discs(Color.BLACK).minus(after.discs(Color.BLACK)))
                .containsExactlyElementsOf(squares("d4 e4"));
        assertThat(after.discs(Color.WHITE)).containsExactlyElementsOf(squares("d3 d4 e4 d5 f5"));
        assertThat(after.discs(Color.BLACK)).containsExactlyElementsOf(squares("c4 e5 f6"));
    }

    @Test
    @DisplayName("RULES §B3: only lines outflanked by the disc just placed flip")
    void R_noChainReaction() {
        // Black d3 flips d4 and e4; c4-d4-e4-... is not re-examined: c4 stays Gold
        GameState n = rules.play(after("c4 f5 f6"), Move.parse("d3"));
        assertThat(n.board().colorAt(Square.parse("c4"))).contains(Color.BLACK);
    }

    private GameState tiedFinal(Color last) {
        // a full board, 32 Gold and 32 Black, with the last placer recorded
        String board = rows("XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "OOOOOOOO", "OOOOOOOO", "OOOOOOOO",
                "OOOOOOOO");
        return rules.parseState(board + " X supply=0,0 last=" + last.symbol());
    }

    @Test
    @DisplayName("RULES §R3: a tie is won by the player who placed the last disc (French text, the default)")
    void R3_tieLastDiscPlacedByDefault() {
        assertThat(RavensburgerReversi.of().tieRule()).isEqualTo(TieRule.LAST_DISC_PLACED);
        assertThat(rules.outcome(tiedFinal(Color.WHITE)).winner()).contains(Color.WHITE);
        assertThat(rules.outcome(tiedFinal(Color.BLACK)).winner()).contains(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §R3: the Dutch text's option, the player who moved second wins a tie")
    void R3_tieSecondPlayerOption() {
        Rules dutch = RuleSets.of("reversi-ravensburger(tie=second-player)");
        assertThat(dutch).isEqualTo(RavensburgerReversi.of().withTieRule(TieRule.SECOND_PLAYER));
        assertThat(dutch.outcome(tiedFinal(Color.BLACK)).winner()).contains(Color.WHITE);
    }

    @Test
    @DisplayName("RULES §R3: the draw option")
    void R3_tieDrawOption() {
        Rules draw = RuleSets.of("reversi-ravensburger(tie=draw)");
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) draw.outcome(tiedFinal(Color.BLACK));
        assertThat(o.winner()).isEqualTo(Optional.empty());
        assertThat(o.isDraw()).isTrue();
    }

    @Test
    @DisplayName("RULES §R: the majority of discs wins, counted raw")
    void R_majorityWinsRawCount() {
        String board = rows("XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XOOOOOOO", "OOOOOOOO", "OOOOOOOO",
                "OOOOOOO-");
        GameState s = rules.parseState(board + " O supply=0,0 last=X");
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) rules.outcome(s);
        assertThat(o.winner()).contains(Color.BLACK);
        assertThat(o.score(Color.BLACK)).isEqualTo(33);
        assertThat(o.score(Color.WHITE)).isEqualTo(30);
    }

    @Test
    @DisplayName("RULES §B4: a pass while a placement is legal is rejected")
    void R_passNotVoluntary() {
        assertThatThrownBy(() -> rules.play(rules.initialState(), Move.pass()))
                .isInstanceOfSatisfying(IllegalMoveException.class,
                        e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.PASS_NOT_ALLOWED));
    }

    @Test
    @DisplayName("ids: the defaults are written as reversi-ravensburger, options in the canonical order")
    void ids() {
        assertThat(rules.id()).isEqualTo("reversi-ravensburger");
        assertThat(RavensburgerReversi.of().withTieRule(TieRule.DRAW).id()).isEqualTo("reversi-ravensburger(tie=draw)");
        Rules r = RuleSets.of("reversi-ravensburger(supply=unlimited,size=10x10)");
        assertThat(r.id()).isEqualTo("reversi-ravensburger(size=10x10,supply=unlimited)");
        assertThat(RuleSets.of(r.id())).isEqualTo(r);
        assertThatThrownBy(() -> RuleSets.of("reversi-ravensburger(colour=red)"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("colour").hasMessageContaining("tie");
    }

    @Test
    @DisplayName("RULES §R1 a rejection names the mover Gold, as the rule set does, never Black")
    void R1_rejectionDoesNotCallGoldBlack() {
        Rules rules = RavensburgerReversi.of();
        GameState start = rules.initialState();
        assertThat(rules.colorName(start.toMove())).isEqualTo("Gold");
        assertThatThrownBy(() -> rules.play(start, Move.parse("a1")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
                    assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
                    assertThat(e.getMessage()).contains("a Gold disc on a1").doesNotContain("Black").doesNotContain("BLACK");
                });
    }

    @Test
    @DisplayName("RULES §R3: after a pass the French and Dutch tie rules name different winners (worked by hand)")
    void R3_aPassSeparatesTheTwoTexts() {
        // 4x4, Black (O) to move: its only empty square d1 outflanks nothing (c1, d2 and c2 are its own), so it
        // passes; Gold (X) plays d1, which flips c1 alone (d2-d4 and c2-a4 run to the edge): 8-8, board full.
        String board = rows("XXO-", "XXOO", "XOXO", "OOOO");
        Rules french = RuleSets.of("reversi-ravensburger(size=4x4,supply=8)");
        Rules dutch = RuleSets.of("reversi-ravensburger(size=4x4,supply=8,tie=second-player)");
        Rules draw = RuleSets.of("reversi-ravensburger(size=4x4,supply=8,tie=draw)");
        for (Rules r : java.util.List.of(french, dutch, draw)) {
            GameState s = r.parseState("4x4 " + board + " O supply=1,1 last=O");
            assertThat(r.legalMoves(s)).containsExactly(Move.pass());
            s = r.play(s, Move.pass());
            assertThat(r.legalMoves(s)).containsExactly(Move.parse("d1"));
            s = r.play(s, Move.parse("d1"));
            assertThat(s.board().toString()).isEqualTo(rows("XXXX", "XXOO", "XOXO", "OOOO"));
            assertThat(r.isTerminal(s)).isTrue();
            assertThat(s.lastPlacer()).contains(Color.BLACK);
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) r.outcome(s);
            assertThat(o.score(Color.BLACK)).isEqualTo(8);
            assertThat(o.score(Color.WHITE)).isEqualTo(8);
        }
        GameState end = french.play(french.play(french.parseState("4x4 " + board + " O supply=1,1 last=O"), Move.pass()),
                Move.parse("d1"));
        // French: Gold placed the last disc; Dutch: Black moved second; the draw option: nobody
        assertThat(french.outcome(end).winner()).contains(Color.BLACK);
        assertThat(dutch.outcome(end).winner()).contains(Color.WHITE);
        assertThat(draw.outcome(end).isDraw()).isTrue();
    }

    @Test
    @DisplayName("RULES §R3: a tie in a game where no disc was ever placed is a draw, even under the last-disc rule")
    void R3_noDiscPlacedIsADraw() {
        // supply=2 pays for the two opening discs only: both stocks are empty at the start, so the game is over
        // (RULES §B7) at 2-2 with 60 empty squares, and no one has placed a disc for the last-disc rule to name
        Rules r = RuleSets.of("reversi-ravensburger(supply=2)");
        GameState s = r.initialState();
        assertThat(r.isTerminal(s)).isTrue();
        assertThat(r.legalMoves(s)).isEmpty();
        assertThat(s.lastPlacer()).isEmpty();
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) r.outcome(s);
        assertThat(o.isDraw()).isTrue();
        assertThat(o.score(Color.BLACK)).isEqualTo(2);
        assertThat(o.score(Color.WHITE)).isEqualTo(2);
        assertThat(o.empties()).isEqualTo(60);
        assertThat(o.termination()).isEqualTo(Outcome.Termination.SUPPLY_EXHAUSTED);
        // Othello's official score splits the 60 empty squares of a draw: 32-32
        Outcome.TwoPlayer official = (Outcome.TwoPlayer) RuleSets.of("othello(supply=2,tie=last-disc)").outcome(
                RuleSets.of("othello(supply=2,tie=last-disc)").initialState());
        assertThat(official.isDraw()).isTrue();
        assertThat(official.score(Color.BLACK)).isEqualTo(32);
        assertThat(official.score(Color.WHITE)).isEqualTo(32);
    }

    @Test
    @DisplayName("RULES §B7: the give rule on a supply that runs out mid-game, then the end with squares empty")
    void B7_giveThenExhaustion() {
        // 4x4 parallel start with 3 discs each, so one disc each after the opening (worked by hand): O on b2 b3,
        // X on c2 c3. Gold a1 flips b2; Black d3 flips c3 (west: c3, then its own b3). Both stocks are then
        // empty and the game is over at 3-3 with 10 squares empty.
        Rules r = RuleSets.of("reversi-ravensburger(size=4x4,supply=3)");
        GameState s = r.initialState();
        assertThat(s.board().toString()).isEqualTo(rows("----", "-OX-", "-OX-", "----"));
        assertThat(s.supply(Color.BLACK)).hasValue(1);
        s = r.play(s, Move.parse("a1"));
        assertThat(s.board().toString()).isEqualTo(rows("X---", "-XX-", "-OX-", "----"));
        assertThat(s.supply(Color.BLACK)).hasValue(0);
        assertThat(r.isTerminal(s)).isFalse();
        s = r.play(s, Move.parse("d3"));
        assertThat(s.board().toString()).isEqualTo(rows("X---", "-XX-", "-OOO", "----"));
        assertThat(r.isTerminal(s)).isTrue();
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) r.outcome(s);
        assertThat(o.score(Color.BLACK)).isEqualTo(3);
        assertThat(o.score(Color.WHITE)).isEqualTo(3);
        assertThat(o.empties()).isEqualTo(10);
        assertThat(o.winner()).contains(Color.WHITE); // Black placed the last disc (RULES §R3)
        // Black to move with no disc left and one left for Gold: Gold hands it over, and then no disc is left
        GameState give = r.parseState("4x4 " + rows("X---", "-XX-", "-OX-", "----") + " O supply=1,0 last=X");
        GameState after = r.play(give, Move.parse("d3"));
        assertThat(after.board()).isEqualTo(s.board());
        assertThat(r.isTerminal(after)).isTrue();
        assertThat(after.supply(Color.BLACK)).hasValue(0);
        assertThat(after.supply(Color.WHITE)).hasValue(0);
    }

    @Test
    @DisplayName("RULES §R1: on other boards the stock stays the box's 32 discs each")
    void R1_theBoxStockOnOtherBoards() {
        // 10x10: 30 each after the opening; 64 discs in all, so 36 squares are still empty when they are down
        Rules ten = RuleSets.of("reversi-ravensburger(size=10x10)");
        assertThat(ten.initialState().supply(Color.BLACK)).hasValue(30);
        assertThat(ten.initialState().supply(Color.WHITE)).hasValue(30);
        GameState s = ten.parseState("10x10 " + "X".repeat(32) + "O".repeat(32) + "-".repeat(36) + " X supply=0,0");
        assertThat(ten.isTerminal(s)).isTrue();
        assertThat(ten.outcome(s).empties()).isEqualTo(36);
        assertThat(ten.outcome(s).termination()).isEqualTo(Outcome.Termination.SUPPLY_EXHAUSTED);
        // half the squares each is one option away
        assertThat(RuleSets.of("reversi-ravensburger(size=10x10,supply=50)").initialState().supply(Color.BLACK))
                .hasValue(48);
        // 4x4: 16 squares, never short of discs
        assertThat(RuleSets.of("reversi-ravensburger(size=4x4)").initialState().supply(Color.WHITE)).hasValue(30);
    }
}
