package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The documented text forms, written by hand from the documentation (FORMATS §0, the class javadoc),
 * read and written back unchanged; malformed texts are rejected with {@link IllegalArgumentException}.
 * Random round trips of every form are in {@link StandardRulesPropertiesTest}.
 */
class TextFormsTest {

    @ParameterizedTest(name = "canonical text ''{0}'' reads back unchanged")
    @ValueSource(strings = {"d3", "a1", "p16", "pass", "end"})
    void moves(String text) {
        assertThat(Move.parse(text).toString()).isEqualTo(text);
    }

    @Test
    @DisplayName("moves: the pass spellings of the record formats, upper case squares and lines")
    void moveSpellings() {
        for (String pass : List.of("pass", "PASS", "pa", "PS", "--", "@@")) {
            assertThat(Move.parse(pass)).as(pass).isEqualTo(Move.pass());
        }
        assertThat(Move.parse("D3")).isEqualTo(Move.parse("d3"));
        // a variant's move is its rules' to read
        for (String bad : List.of("", "q1", "a0", "a17", "d3>ne", "X:d3", "XX:d3", "d")) {
            assertThatThrownBy(() -> Move.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("squares: a..p and 1..16, a1 the top-left corner (RULES coordinates)")
    void squares() {
        assertThat(Square.parse("a1").column()).isZero();
        assertThat(Square.parse("a1").row()).isZero();
        assertThat(Square.parse("p16")).isEqualTo(Square.of(15, 15));
        assertThat(Square.parse("h8").toString()).isEqualTo("h8");
        assertThat(Square.of(2, 9).toString()).isEqualTo("c10");
        assertThat(Square.parse("C10")).isEqualTo(Square.of(2, 9));
        assertThat(Square.tryParse("q1")).isEmpty();
        assertThat(Square.parse("d3").step(Direction.N)).contains(Square.parse("d2"));
        assertThat(Square.parse("a1").step(Direction.NW)).isEmpty();
        for (String bad : List.of("", "a", "1", "a0", "a17", "q1", "a01", "d3 ")) {
            assertThatThrownBy(() -> Square.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("geometries: WIDTHxHEIGHT, even sides 4..16 (RULES §X1)")
    void geometries() {
        assertThat(Geometry.parse("8x8")).isEqualTo(Geometry.STANDARD);
        assertThat(Geometry.parse("6x8").toString()).isEqualTo("6x8");
        assertThat(Geometry.parse("6x8").width()).isEqualTo(6);
        assertThat(Geometry.parse("6x8").height()).isEqualTo(8);
        assertThat(Geometry.parse("10")).as("a single side").isEqualTo(Geometry.of(10));
        assertThat(Geometry.parse("6X8")).isEqualTo(Geometry.of(6, 8));
        for (String bad : List.of("5x5", "8x18", "2x2", "7", "x8", "8x", "8y8", "")) {
            assertThatThrownBy(() -> Geometry.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("boards: the Edax/FFO board string on 8x8, a size prefix on rectangles, and the diagram")
    void boards() {
        String start = "-".repeat(27) + "OX" + "-".repeat(6) + "XO" + "-".repeat(27);
        assertThat(Opening.CROSSED.board(Geometry.STANDARD).toString()).isEqualTo(start);
        assertThat(Board.parse(start)).isEqualTo(Opening.CROSSED.board(Geometry.STANDARD));
        // other spellings of the board string
        assertThat(Board.parse(start.replace('X', '*').replace('-', '.'))).isEqualTo(Opening.CROSSED.board(Geometry.STANDARD));
        String diagram = "   a b c d\n"
                + " 1 - - - -\n"
                + " 2 - O X -\n"
                + " 3 - X O -\n"
                + " 4 - - - -\n";
        Board four = Board.parse(diagram);
        assertThat(four.toString()).isEqualTo("-----OX--XO-----");
        assertThat(TestDiagrams.of(four)).isEqualTo(diagram);
        Board rect = Board.parse("6x4 " + "-".repeat(8) + "OX----XO" + "-".repeat(8));
        assertThat(rect.geometry()).isEqualTo(Geometry.of(6, 4));
        assertThat(rect.toString()).isEqualTo("6x4 " + "-".repeat(8) + "OX----XO" + "-".repeat(8));
        assertThat(Board.parse(TestDiagrams.of(rect))).isEqualTo(rect);
        Board big = Board.empty(Geometry.of(16)).with(Square.parse("p16"), Color.WHITE).with(Square.parse("a10"), Color.BLACK);
        assertThat(TestDiagrams.of(big)).contains("\n10 X - -").contains("\n16 - ");
        assertThat(Board.parse(TestDiagrams.of(big))).isEqualTo(big);
        for (String bad : List.of("", "-".repeat(63), "-".repeat(63) + "Z", "5x5 " + "-".repeat(25), "6x4 " + "-".repeat(23))) {
            assertThatThrownBy(() -> Board.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("states: the board string, the side to move, supplies and last placer")
    void states() {
        String start = "-".repeat(27) + "OX" + "-".repeat(6) + "XO" + "-".repeat(27);
        for (String text : List.of(start + " X", start + " O", start + " X supply=30,30", start + " O supply=0,3 last=X",
                "6x8 " + "-".repeat(48) + " O last=O")) {
            assertThat(GameState.parse(text).toString()).as(text).isEqualTo(text);
        }
        assertThat(GameState.parse(start + " X supply=30,30")).isEqualTo(StandardRules.othello().withSupply(32).initialState());
        for (String bad : List.of("", start, start + " Z", start + " X supply=3", start + " X supply=-1,2", start + " X what=1",
                start + " X | ext")) {
            assertThatThrownBy(() -> GameState.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @ParameterizedTest(name = "outcome ''{0}'' reads back unchanged")
    @ValueSource(strings = {"BLACK 34-30", "WHITE 20-44 discs=20-38", "BLACK 36-28 komi=-0.5",
        "DRAW 32-32", "DRAW 32-32 discs=2-2", "BLACK 4-0 empties=12"})
    void outcomes(String text) {
        assertThat(Outcome.parse(text).toString()).isEqualTo(text);
    }

    @Test
    @DisplayName("outcomes: the facts behind the text (RULES §O3)")
    void outcomeFacts() {
        Outcome.TwoPlayer o = Outcome.parse("WHITE 20-44 discs=20-38");
        assertThat(o.winner()).contains(Color.WHITE);
        assertThat(o.discs(Color.WHITE)).isEqualTo(38);
        assertThat(o.score(Color.WHITE)).isEqualTo(44);
        assertThat(o.empties()).isEqualTo(6);
        assertThat(o.margin()).isEqualByComparingTo("-24");
        assertThat(Outcome.win(Color.WHITE, 20, 38, 6)).isEqualTo(o);
        Outcome.TwoPlayer k = Outcome.draw(32, 32, 0).withKomi(new BigDecimal("-0.5"));
        assertThat(k.winner()).contains(Color.BLACK);
        for (String bad : List.of("", "BLACK", "BLUE 3-4", "BLACK 34", "BLACK 34-30 extra=1", "BLACK 30-30 discs=31-30")) {
            assertThatThrownBy(() -> Outcome.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("rule-set ids: the provider id and the options that differ from the defaults")
    void ruleSetIds() {
        assertThat(RuleSets.of("othello")).isEqualTo(StandardRules.othello());
        assertThat(RuleSets.of("othello(size=10x10,opening=parallel)").id()).isEqualTo("othello(size=10x10,opening=parallel)");
        assertThat(RuleSets.of("othello(opening=parallel,size=10x10)").id()).isEqualTo("othello(size=10x10,opening=parallel)");
        assertThat(RuleSets.of("othello(size=8x8,first=black,tie=draw,supply=unlimited,scoring=official)").id())
                .isEqualTo("othello");
        assertThat(RuleSets.of("othello(size=6x8,opening=open-center,first=white,tie=last-disc,supply=24,scoring=discs)"))
                .isEqualTo(StandardRules.othello().withGeometry(Geometry.of(6, 8)).withOpening(Opening.OPEN_CENTER)
                        .withFirstToMove(Color.WHITE).withTieRule(TieRule.LAST_DISC_PLACED).withSupply(24)
                        .withScoring(Scoring.DISCS));
        assertThat(RuleSets.ids()).contains("othello");
        for (String bad : List.of("nope", "othello(size=7x7)", "othello(colour=red)", "othello(size=8x8", "othello(size)",
                "othello(size=8x8,size=6x6)", "othello(supply=1)", "othello(supply=x)", "othello(first=red)",
                "othello(tie=coin)", "othello(scoring=x)", "othello(opening=x)")) {
            assertThatThrownBy(() -> RuleSets.of(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    @DisplayName("game records: rules id, start state in brackets when not the initial one, moves")
    void records() {
        for (String text : List.of("othello: f5 d6 c3 d3 c4", "othello:", "othello(size=10x10): f6 pass",
                "othello [" + "-".repeat(27) + "OX------XO" + "-".repeat(27) + " O]: e6 f4")) {
            assertThat(GameRecord.parse(text).toString()).as(text).isEqualTo(text);
        }
        GameRecord r = GameRecord.parse("othello: f5 d6 c3");
        assertThat(r.rules()).isEqualTo(StandardRules.othello());
        assertThat(r.moves()).containsExactly(Move.parse("f5"), Move.parse("d6"), Move.parse("c3"));
        assertThat(r.with(Move.parse("d3")).toString()).isEqualTo("othello: f5 d6 c3 d3");
        for (String bad : List.of("", "othello f5", "nope: f5", "othello: z9", "othello [garbage]: f5")) {
            assertThatThrownBy(() -> GameRecord.parse(bad)).as("'%s'", bad).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
