package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The text forms of the core reject bad input with a TextParseException that carries the text and
 * the index of the first character found wrong (worked out by hand for each case), and read only
 * ASCII letters and digits as names and numbers.
 */
class ParseErrorsTest {

    private static void fails(Function<String, ?> parser, String text, int index) {
        assertThatThrownBy(() -> parser.apply(text)).as("'%s'", text).isInstanceOfSatisfying(TextParseException.class,
                e -> {
                    assertThat(e.parsedText()).isEqualTo(text);
                    assertThat(e.errorIndex()).as("error index in '%s'", text).isEqualTo(index);
                });
    }

    @ParameterizedTest(name = "Square.parse(''{0}'') fails at {1}")
    @CsvSource(delimiter = '|', value = {"''|0", "d|1", "q3|0", "d0|1", "d17|1", "d3x|2", "3d|0", "d 3|1",
        "\u01303|0", "\u212a3|0", "d\uff13|1", "d\u0663|1", "d1\u0660|2"})
    void squares(String text, int index) {
        fails(Square::parse, text, index);
        assertThat(Square.tryParse(text)).isEmpty();
    }

    @Test
    @DisplayName("İ8 and the Kelvin sign are not i8 and k8; ASCII capitals are")
    void asciiOnlyLetters() {
        assertThat(Square.tryParse("\u01308")).isEmpty();
        assertThat(Square.tryParse("I8")).contains(Square.parse("i8"));
        assertThat(Texts.isPassText("pa\u017f\u017f")).isFalse();
        assertThat(Texts.isPassText("PASS")).isTrue();
        assertThatThrownBy(() -> Direction.parse("\u017fe")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> TieRule.parse("dr\u0430w")).isInstanceOf(TextParseException.class);
    }

    @ParameterizedTest(name = "Move.parse(''{0}'') fails at {1}")
    @CsvSource(delimiter = '|', value = {"z9|0", "'  z9'|2", "XY:d3|0", "Q:d3|0", "X:z3|0", "d3>up|2", "' X:d3>nx '|1",
        "pa\u017f\u017f|1", "d\uff13|1"})
    void moves(String text, int index) {
        fails(Move::parse, text, index);
    }

    @ParameterizedTest(name = "Geometry.parse(''{0}'') fails at {1}")
    @CsvSource(delimiter = '|', value = {"8y8|1", "x8|0", "8x|2", "\uff18x8|0", "9x8|0", "8x1234567890|2"})
    void geometries(String text, int index) {
        fails(Geometry::parse, text, index);
    }

    @Test
    @DisplayName("boards, states, outcomes and records point at the wrong character")
    void largerForms() {
        String start = "---------------------------OX------XO---------------------------";
        fails(Board::parse, start.substring(0, 63) + "?", 63);
        fails(Board::parse, start + "-", 65);
        fails(Board::parse, "4y4 ----------------", 1);
        fails(Board::parse, "4x4 ---------------Z", 19);
        fails(GameState::parse, start + " Q", 65);
        fails(GameState::parse, start, 64);
        fails(GameState::parse, start + " X supply=3\u0660,30", 75);
        fails(GameState::parse, start + " X supply=30", 76);
        fails(GameState::parse, start + " X last=Q", 72);
        fails(GameState::parse, start + " X color=X", 67);
        fails(Outcome::parse, "BLACK", 5);
        fails(Outcome::parse, "black 34-30", 0);
        fails(Outcome::parse, "BLACK 34:30", 11);
        fails(Outcome::parse, "BLACK 3\u0664-30", 7);
        fails(Outcome::parse, "BLACK 34-30 komi=1e999999999", 18);
        fails(Outcome::parse, "BLACK 34-30 komi=999", 17);
        fails(Outcome::parse, "BLACK 34-30 end=Resigned!", 16);
        fails(Outcome::parse, "BLACK 34-30 end=variant", 16);
        fails(Outcome::parse, "BLACK 34-30 colour=red", 12);
        fails(GameRecord::parse, "othello: f5 d6 z9", 15);
        fails(GameRecord::parse, "othello(size=8x8,,): f5", 17);
        fails(GameRecord::parse, "othello f5", 10);
        fails(GameRecord::parse, "othello [" + start + " Q]: f5", 74);
        fails(s -> SquareSet.parse(Geometry.STANDARD, s), "[d3, z9]", 5);
        fails(s -> SquareSet.parse(Geometry.of(4), s), "[a1, e1]", 5);
        fails(s -> SquareSet.parse(Geometry.STANDARD, s), "d3, c4", 0);
    }

    @Test
    @DisplayName("an outcome says why the game ended; the text adds end= only when the discs do not show it")
    void termination() {
        assertThat(Outcome.parse("BLACK 34-30").termination()).isEqualTo(Outcome.Termination.BOARD_FULL);
        assertThat(Outcome.parse("WHITE 0-64").termination()).isEqualTo(Outcome.Termination.WIPE_OUT);
        assertThat(Outcome.parse("WHITE 20-44 discs=20-38").termination()).isEqualTo(Outcome.Termination.NO_MOVES);
        // the solo game's outcome is its rules' to read: not a two-player outcome
        assertThatThrownBy(() -> Outcome.parse("NONE 33-27 points=11 end=declared")).isInstanceOf(TextParseException.class);
        // an end particular to a variant is its rule set's Outcome.Variant, not a two-player end
        assertThatThrownBy(() -> Outcome.parse("BLACK 34-30 end=resigned")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> Outcome.parse("BLACK 34-30 end=variant")).isInstanceOf(TextParseException.class);
        Outcome.TwoPlayer o = Outcome.win(Color.BLACK, 30, 20, 14).withTermination(Outcome.Termination.SUPPLY_EXHAUSTED);
        assertThat(Outcome.parse(o.toString())).isEqualTo(o);
        assertThat(o.toString()).isEqualTo("BLACK 44-20 discs=30-20 end=supply-exhausted");
    }

    @Test
    @DisplayName("the margin agrees with the winner under every scoring")
    void marginFollowsTheWinner() {
        // a wipe-out in a game the fewer discs win: White has none left, so White wins by 19
        Outcome.TwoPlayer anti = Outcome.win(Color.WHITE, 19, 0, 45).withRawScore();
        assertThat(anti.margin()).isEqualByComparingTo("-19");
        assertThat(Outcome.parse(anti.toString()).margin()).isEqualByComparingTo("-19");
        assertThat(anti.withKomi(BigDecimal.ZERO)).isEqualTo(anti);
        assertThat(Outcome.win(Color.WHITE, 64, 0, 0).withRawScore().withKomi(new BigDecimal("0.000")).margin())
                .isEqualByComparingTo("-64");
        assertThat(Outcome.win(Color.BLACK, 19, 45, 0).withRawScore().margin()).isEqualByComparingTo("26");
        assertThat(Outcome.win(Color.BLACK, 36, 28, 0).margin()).isEqualByComparingTo("8");
        assertThat(Outcome.win(Color.WHITE, 20, 38, 6).margin()).isEqualByComparingTo("-24");
        assertThat(Outcome.draw(32, 32, 0).margin()).isEqualByComparingTo("0");
        assertThat(Outcome.draw(36, 28, 0).withKomi(new BigDecimal("-0.5")).margin()).isEqualByComparingTo("8.5");
        assertThat(Outcome.draw(32, 32, 0).withKomi(new BigDecimal("0.5")).margin()).isEqualByComparingTo("-0.5");
        assertThatThrownBy(() -> Outcome.draw(32, 32, 0).withKomi(new BigDecimal("1e999999999")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("a text of two million characters is refused with a message that quotes only its start")
    void hugeTextsGiveSmallErrors() {
        String huge = "d" + "3".repeat(2_000_000);
        List<Function<String, ?>> parsers = List.of(Square::parse, Move::parse, Direction::parse, TieRule::parse,
                Scoring::parse, Outcome::parse, Geometry::parse, Board::parse, GameState::parse, GameRecord::parse,
                RuleOptions::parse, RuleSets::of, s -> SquareSet.parse(Geometry.STANDARD, s),
                s -> Outcome.parse("BLACK 34-30 " + s), s -> GameState.parse("-----OX--XO----- X " + s), s -> Move.parse("X:d3>" + s));
        for (int k = 0; k < parsers.size(); k++) {
            Function<String, ?> parser = parsers.get(k);
            for (String text : List.of(huge, "x" + huge, huge + " " + huge)) {
                int n = k;
                assertThatThrownBy(() -> parser.apply(text)).as("parser %d", n)
                        .isInstanceOfSatisfying(TextParseException.class, e -> {
                            assertThat(e.getMessage().length()).as("parser %d", n).isLessThan(300);
                            assertThat(e.parsedText()).hasSize(1000);
                        });
            }
        }
    }

    @Test
    @DisplayName("a null text is refused at the door with a NullPointerException that names it")
    void nullTexts() {
        List<Function<String, ?>> parsers = List.of(Square::parse, Square::tryParse, Move::parse, Geometry::parse,
                GameState::parse, RuleOptions::parse, RuleSets::of, Board::parse, Outcome::parse, GameRecord::parse,
                Direction::parse, TieRule::parse, Scoring::parse);
        for (int k = 0; k < parsers.size(); k++) {
            Function<String, ?> parser = parsers.get(k);
            int n = k;
            assertThatThrownBy(() -> parser.apply(null)).as("parser %d", n).isInstanceOf(NullPointerException.class)
                    .hasMessageMatching("text|id");
        }
    }

    @Test
    @DisplayName("a part given twice is refused where it is repeated, not overwritten by the later one")
    void repeatedParts() {
        String start = "---------------------------OX------XO--------------------------- X";
        fails(GameState::parse, start + " last=X last=O", 74);
        fails(GameState::parse, start + " supply=3,3 supply=4,4", 78);
        fails(Outcome::parse, "BLACK 44-20 discs=30-20 discs=31-20", 24);
        fails(Outcome::parse, "BLACK 34-30 komi=1 komi=2", 19);
        fails(Outcome::parse, "BLACK 44-20 discs=30-20 end=no-moves end=no-moves", 37);
        fails(s -> SquareSet.parse(Geometry.STANDARD, s), "[d3, c4, d3]", 9);
    }

    @Test
    @DisplayName("a square set of every square of the largest board reads back")
    void longestSquareSet() {
        Geometry g = Geometry.of(16);
        SquareSet all = SquareSet.of(g, g.squares());
        assertThat(all).hasSize(256);
        assertThat(SquareSet.parse(g, all.toString())).isEqualTo(all);
    }
}
