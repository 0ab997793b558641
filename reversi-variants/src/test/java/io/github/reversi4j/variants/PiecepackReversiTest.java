package io.github.reversi4j.variants;

import static io.github.reversi4j.variants.TestBoards.moves;
import static io.github.reversi4j.variants.TestBoards.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PiecepackReversiTest {

    @Test
    @DisplayName("RULES §P1: the easiest game, 18 red coins and 4 tiles: a 4x4 board (equipment list)")
    void P1_easiestGameEquipment() {
        PiecepackReversi p = PiecepackReversi.forCoins(18);
        assertThat(p.tiles()).isEqualTo(4);
        assertThat(p.geometry()).isEqualTo(Geometry.of(4, 4));
        assertThat(p.coinsPerPlayer()).isEqualTo(9);
        assertThat(p.id()).isEqualTo("piecepack");
        assertThat(RuleSets.of("piecepack")).isEqualTo(p);
    }

    @Test
    @DisplayName("RULES §P1: Suits v. Numbers, 36 coins and 9 tiles: a 6x6 board (equipment list)")
    void P1_suitsVersusNumbersEquipment() {
        PiecepackReversi p = PiecepackReversi.forCoins(36);
        assertThat(p.tiles()).isEqualTo(9);
        assertThat(p.geometry()).isEqualTo(Geometry.of(6, 6));
        assertThat(p.coinsPerPlayer()).isEqualTo(18);
        assertThat(p.id()).isEqualTo("piecepack(coins=36)");
        assertThat(RuleSets.of("piecepack(coins=36)")).isEqualTo(p);
    }

    @Test
    @DisplayName("RULES §P1: floor(N/4) tiles as the most square rectangle; any W x H tiles and coins explicitly")
    void P1_tileCountsAndExplicitTiles() {
        assertThat(PiecepackReversi.forCoins(19).tiles()).isEqualTo(4); // 19 / 4 rounds down to 4
        assertThat(PiecepackReversi.tilesFor(24)).containsExactly(3, 2); // 6 tiles: 3 x 2
        assertThat(PiecepackReversi.forCoins(24).geometry()).isEqualTo(Geometry.of(6, 4));
        assertThat(PiecepackReversi.tilesFor(64)).containsExactly(4, 4);
        assertThat(PiecepackReversi.forCoins(48).geometry()).isEqualTo(Geometry.of(8, 6)); // 12 tiles: 4 x 3
        assertThat(PiecepackReversi.forCoins(48).id()).isEqualTo("piecepack(coins=48)");
        PiecepackReversi p = PiecepackReversi.of(4, 3, 40); // 40 coins alone would give 10 tiles, 5 x 2
        assertThat(p.geometry()).isEqualTo(Geometry.of(8, 6));
        assertThat(p.id()).isEqualTo("piecepack(coins=40,tiles=4x3)");
        assertThat(RuleSets.of(p.id())).isEqualTo(p);
        assertThat(RuleSets.of("piecepack(tiles=3x3)").geometry()).isEqualTo(Geometry.of(6, 6));
        assertThatThrownBy(() -> PiecepackReversi.forCoins(20)) // 5 tiles: no rectangle of 2+ tiles each way
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("5 tiles");
        assertThatThrownBy(() -> PiecepackReversi.of(1, 2, 8)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("RULES §P1: each tile is a 2x2 grid of squares")
    void P1_tilesAreTwoByTwo() {
        PiecepackReversi p = PiecepackReversi.forCoins(36);
        Set<Integer> tiles = new HashSet<>();
        for (Square s : p.geometry().squares()) {
            tiles.add(p.tileOf(s));
        }
        assertThat(tiles).hasSize(9);
        assertThat(p.tileOf(Square.parse("a1"))).isEqualTo(p.tileOf(Square.parse("b2")));
        assertThat(p.tileOf(Square.parse("b2"))).isNotEqualTo(p.tileOf(Square.parse("c2")));
        assertThat(p.tileOf(Square.parse("f6"))).isEqualTo(8);
    }

    @Test
    @DisplayName("RULES §P2: Symbols move first, Numbers second")
    void P2_symbolsFirst() {
        Rules p = PiecepackReversi.forCoins(18);
        assertThat(p.colorName(Color.BLACK)).isEqualTo("Symbols");
        assertThat(p.colorName(Color.WHITE)).isEqualTo("Numbers");
        assertThat(p.initialState().toMove()).isEqualTo(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §P3: the coins are split evenly; the opening coins come out of each half")
    void P3_coinsSplitEvenly() {
        GameState s = PiecepackReversi.forCoins(18).initialState();
        assertThat(s.supply(Color.BLACK)).hasValue(7);
        assertThat(s.supply(Color.WHITE)).hasValue(7);
        GameState odd = PiecepackReversi.of(2, 2, 9).initialState(); // the odd coin stays in the box
        assertThat(odd.supply(Color.BLACK)).hasValue(2);
        assertThat(odd.supply(Color.WHITE)).hasValue(2);
    }

    @Test
    @DisplayName("RULES §P3 (rule 9): a player out of coins who can move is given one by the opponent")
    void P3_opponentGivesACoin() {
        Rules p = PiecepackReversi.forCoins(18);
        GameState s = p.parseState("-----OX--XO----- X supply=0,3");
        GameState n = p.play(s, Move.parse("b1"));
        assertThat(n.supply(Color.BLACK)).hasValue(0);
        assertThat(n.supply(Color.WHITE)).hasValue(2);
    }

    @Test
    @DisplayName("RULES §P3: when the coins run out the game ends, with empty squares")
    void P3_gameEndsWhenCoinsRunOut() {
        // 8 coins on 4 tiles: 4 each, 2 each to place. Worked by hand: Symbols b1 (flips b2),
        // Numbers a3 (flips b3), Symbols c4 (flips c3), Numbers d3 (flips c3): 4-4 with 8 empties
        Rules p = PiecepackReversi.of(2, 2, 8);
        GameState s = p.initialState();
        for (Move m : moves("b1 a3 c4")) {
            s = p.play(s, m);
        }
        assertThat(s.supply(Color.BLACK)).hasValue(0);
        assertThat(s.supply(Color.WHITE)).hasValue(1);
        assertThat(p.isTerminal(s)).isFalse();
        s = p.play(s, Move.parse("d3"));
        assertThat(p.isTerminal(s)).isTrue();
        assertThat(p.legalMoves(s)).isEmpty();
        assertThat(s.board().legalSquares(Color.BLACK)).isNotEmpty(); // a disc could go there, but there is none
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) p.outcome(s);
        assertThat(o.empties()).isEqualTo(8);
        assertThat(o.isDraw()).isTrue(); // RULES §P4
        assertThat(o.score(Color.BLACK)).isEqualTo(4);
    }

    @Test
    @DisplayName("RULES §P4: the crossed Othello start on the center squares")
    void P4_crossedStart() {
        Board b = PiecepackReversi.forCoins(18).initialState().board();
        assertThat(b.discs(Color.WHITE)).containsExactlyElementsOf(squares("b2 c3"));
        assertThat(b.discs(Color.BLACK)).containsExactlyElementsOf(squares("c2 b3"));
        Board six = PiecepackReversi.forCoins(36).initialState().board();
        assertThat(six.discs(Color.WHITE)).containsExactlyElementsOf(squares("c3 d4"));
    }

    @Test
    @DisplayName("RULES §P4: a tie is a draw")
    void P4_tieIsDraw() {
        Rules p = PiecepackReversi.forCoins(18);
        GameState s = p.parseState("XXXXXXXXOOOOOOOO O supply=0,0 last=X");
        assertThat(p.outcome(s).isDraw()).isTrue();
    }

    @Test
    @DisplayName("RULES §P5 (rules 3, 6): every outflanked line flips, in every direction at once")
    void P5_allLinesFlip() {
        // worked by hand on 6x6: Symbols (X) at a1 outflanks b1 (toward c1), a2 (toward a3) and b2 (toward c3)
        Rules p = PiecepackReversi.forCoins(36);
        GameState s = p.parseState("-OX---" + "OO----" + "X-X---" + "------" + "------" + "------" + " X supply=10,10");
        GameState n = p.play(s, Move.parse("a1"));
        assertThat(n.board().discs(Color.BLACK)).containsExactlyElementsOf(squares("a1 b1 c1 a2 b2 a3 c3"));
        assertThat(n.board().discs(Color.WHITE)).isEmpty();
    }

    @Test
    @DisplayName("RULES §P5 (rule 2): a player who cannot move passes; passing is never voluntary")
    void P5_forcedPass() {
        Rules p = PiecepackReversi.forCoins(18);
        GameState t = p.parseState("XXXX" + "XO--" + "----" + "----" + " O supply=5,5");
        // worked by hand: every X line toward O's only disc b2 starts at the edge, so O has no placement;
        // X has c2, a3, b3 and c3
        assertThat(p.legalMoves(t)).containsExactly(Move.pass());
        assertThat(t.board().legalSquares(Color.BLACK)).containsExactlyElementsOf(squares("c2 a3 b3 c3"));
        assertThat(p.play(t, Move.pass()).toMove()).isEqualTo(Color.BLACK);
    }

    @Test
    @DisplayName("a rejection names the sides Symbols and Numbers, as the rule set does")
    void rejectionsNameSymbolsAndNumbers() {
        Rules r = RuleSets.of("piecepack");
        GameState s = r.initialState();
        Move corner = Move.place(Square.of(0, 0));
        assertThatThrownBy(() -> r.play(s, corner)).isInstanceOfSatisfying(
                io.github.reversi4j.core.IllegalMoveException.class, e -> {
                    assertThat(e.detail()).contains(r.colorName(s.toMove())).doesNotContain("Black")
                            .doesNotContain("White");
                    assertThat(r.colorName(s.toMove())).isIn("Symbols", "Numbers");
                });
    }
}
