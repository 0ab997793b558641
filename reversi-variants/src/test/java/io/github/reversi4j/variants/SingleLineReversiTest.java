package io.github.reversi4j.variants;

import static io.github.reversi4j.variants.TestBoards.moves;
import static io.github.reversi4j.variants.TestBoards.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SingleLineReversiTest {

    private final Rules rules = SingleLineReversi.of();

    /** Gold c4, Black f5, Gold f6: Black's d3 now outflanks d4 (south) and e4 (south-east). */
    private GameState twoLines() {
        GameState s = rules.initialState();
        for (Move m : moves("c4 f5 f6")) {
            s = rules.play(s, m);
        }
        return s;
    }

    @Test
    @DisplayName("RULES §V1: the mover chooses one outflanked line and only it flips (south)")
    void V1_onlyTheChosenLineFlipsSouth() {
        GameState s = twoLines();
        GameState n = rules.play(s, new LineMove(Square.parse("d3"), Direction.S));
        assertThat(n.board().discs(Color.WHITE)).containsExactlyElementsOf(squares("d3 d4 d5 f5"));
        assertThat(n.board().colorAt(Square.parse("e4"))).contains(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §V1: the mover chooses one outflanked line and only it flips (south-east)")
    void V1_onlyTheChosenLineFlipsSouthEast() {
        GameState n = rules.play(twoLines(), SingleLineReversi.of().parseMove("d3>se"));
        assertThat(n.board().discs(Color.WHITE)).containsExactlyElementsOf(squares("d3 e4 d5 f5"));
        assertThat(n.board().colorAt(Square.parse("d4"))).contains(Color.BLACK);
    }

    @Test
    @DisplayName("RULES §V1: like §R otherwise - supplies, side to move and last placer")
    void V1_otherwiseLikeRavensburger() {
        GameState n = rules.play(twoLines(), SingleLineReversi.of().parseMove("d3>se"));
        GameState r = RavensburgerReversi.of().play(twoLines(), Move.parse("d3"));
        assertThat(n.supply(Color.WHITE)).isEqualTo(r.supply(Color.WHITE));
        assertThat(n.supply(Color.BLACK)).isEqualTo(r.supply(Color.BLACK));
        assertThat(n.toMove()).isEqualTo(Color.BLACK);
        assertThat(n.lastPlacer()).contains(Color.WHITE);
        assertThat(rules.colorName(Color.BLACK)).isEqualTo("Gold");
        assertThat(rules.initialState()).isEqualTo(RavensburgerReversi.of().initialState());
    }

    @Test
    @DisplayName("RULES §V2: legal moves list every (square, line) choice; one-line placements stay plain")
    void V2_legalMovesListEveryChoice() {
        // worked by hand: b3 (c4, SE), d3 (d4 S and e4 SE), f3 (e4, SW), f7 (f6, N)
        assertThat(rules.legalMoves(twoLines())).containsExactlyElementsOf(moves("b3 d3>se d3>s f3 f7"));
        assertThat(rules.legalMoves(rules.initialState())).containsExactlyElementsOf(moves("c3 c4 c5 c6"));
    }

    @Test
    @DisplayName("RULES §V2: a placement outflanking several lines and naming none is rejected, listing the choices")
    void V2_ambiguousMoveRejectedWithChoices() {
        GameState s = twoLines();
        assertThatThrownBy(() -> rules.play(s, Move.parse("d3")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
                    assertThat(e.code()).isEqualTo(LineMove.AMBIGUOUS_LINE);
                    assertThat(e.choices()).containsExactlyElementsOf(moves("d3>se d3>s"));
                    assertThat(e.move()).isEqualTo(Move.parse("d3"));
                    assertThat(e.getMessage()).contains("d3>se").contains("d3>s");
                });
    }

    @Test
    @DisplayName("RULES §V2: a placement naming a line it does not outflank is rejected")
    void V2_lineNotOutflankedRejected() {
        GameState s = twoLines();
        assertThatThrownBy(() -> rules.play(s, SingleLineReversi.of().parseMove("d3>sw")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
                    assertThat(e.code()).isEqualTo(LineMove.LINE_NOT_OUTFLANKED);
                    assertThat(e.move()).isEqualTo(SingleLineReversi.of().parseMove("d3>sw"));
                });
        assertThatThrownBy(() -> rules.play(s, SingleLineReversi.of().parseMove("f3>n")))
                .isInstanceOfSatisfying(IllegalMoveException.class,
                        e -> assertThat(e.code()).isEqualTo(LineMove.LINE_NOT_OUTFLANKED));
    }

    @Test
    @DisplayName("RULES §V2: a placement that flips nothing keeps the base reason, for the move as given")
    void V2_baseReasonsKept() {
        GameState s = twoLines();
        assertThatThrownBy(() -> rules.play(s, SingleLineReversi.of().parseMove("e3>s")))
                .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
                    assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
                    assertThat(e.move()).isEqualTo(SingleLineReversi.of().parseMove("e3>s"));
                });
        assertThatThrownBy(() -> rules.play(s, SingleLineReversi.of().parseMove("d4>s")))
                .isInstanceOfSatisfying(IllegalMoveException.class,
                        e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.OCCUPIED));
    }

    @Test
    @DisplayName("RULES §V2: naming the only outflanked line plays as the plain move")
    void V2_namingTheOnlyLineIsAccepted() {
        GameState s = twoLines();
        assertThat(rules.play(s, SingleLineReversi.of().parseMove("f3>sw"))).isEqualTo(rules.play(s, Move.parse("f3")));
    }

    @Test
    @DisplayName("RULES §V2: the move text is unambiguous and round-trips, through a game record too")
    void V2_textRoundTrips() {
        GameState s = twoLines();
        for (Move m : rules.legalMoves(s)) {
            assertThat(rules.parseMove(m.toString())).isEqualTo(m);
        }
        GameRecord rec = GameRecord.of(rules, moves("c4 f5 f6 d3>s"));
        assertThat(rec.toString()).isEqualTo("reversi-single-line: c4 f5 f6 d3>s");
        GameRecord back = GameRecord.parse(rec.toString());
        assertThat(back).isEqualTo(rec);
        assertThat(back.replay().isValid()).isTrue();
        assertThat(back.replay().finalState().board().colorAt(Square.parse("e4"))).contains(Color.BLACK);
        assertThat(RuleSets.of("reversi-single-line")).isEqualTo(rules);
    }

    @Test
    @DisplayName("RULES §R1 a rejection names the colors as the rule set does: Gold, not BLACK")
    void rejectionsNameGold() {
        Rules rules = RuleSets.of("reversi-single-line");
        GameState start = rules.initialState();
        Move named = new LineMove(Square.parse("a1"), Direction.N);
        assertThatThrownBy(() -> rules.play(start, named)).isInstanceOfSatisfying(IllegalMoveException.class, e -> {
            assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.NO_FLIP);
            assertThat(e.move()).isEqualTo(named);
            assertThat(e.move()).isEqualTo(named);
            assertThat(e.detail()).isEqualTo("a Gold disc on a1 outflanks no line");
            assertThat(e.getMessage()).doesNotContain("BLACK");
        });
    }
}
