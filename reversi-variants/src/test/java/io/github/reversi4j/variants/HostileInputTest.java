package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.TextParseException;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The variants' text forms and options under hostile input: each bad input is a typed exception that
 * names the fault (a {@link TextParseException} with its index for a text, a
 * {@link RuleOptionException} with its key for an option), with a message of bounded size.
 */
class HostileInputTest {

    @ParameterizedTest(name = "{0} is refused by its option {1}")
    @CsvSource(delimiter = '|', value = {
        // 4 and 5 coins give one tile, 12 give three, 20 and 28 a prime number of tiles (RULES §P1)
        "piecepack(coins=4)|coins", "piecepack(coins=5)|coins", "piecepack(coins=12)|coins", "piecepack(coins=20)|coins",
        "piecepack(coins=28)|coins", "piecepack(tiles=1x1)|tiles", "piecepack(tiles=9x8,coins=256)|tiles",
        "piecepack(tiles=4x1,coins=16)|tiles", "piecepack(tiles=1x4,coins=16)|tiles",
        "solo-knizia(layout=a1)|layout", "solo-knizia(layout=a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1-a1)|layout",
        "ggs(seed=5)|seed", "ggs(anti=true,komi=0.5)|komi", "ggs(size=4x4,random=4)|random",
        "reversi-open-center(supply=1)|supply", "reversi-ravensburger(supply=1)|supply"})
    void optionsAreTyped(String id, String key) {
        assertThatThrownBy(() -> RuleSets.of(id)).isInstanceOfSatisfying(RuleOptionException.class, e -> {
            assertThat(e.key()).isEqualTo(key);
            assertThat(e.getMessage()).contains(key).doesNotContain("4..0");
        });
    }

    @Test
    @DisplayName("a GGS random start on a board too small for one says so, not 'a number in 4..0'")
    void ggsRandomOnASmallBoard() {
        assertThatThrownBy(() -> RuleSets.of("ggs(size=4x4,random=4)")).hasMessageContaining("4x4")
                .hasMessageNotContaining("4..0");
        assertThatThrownBy(() -> GgsOthello.of().withGeometry(Geometry.of(4)).withRandomStart(4, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("4x4").hasMessageNotContaining("4 to 0");
        // 6x4 has 24 squares: 4 to 8 discs (4 <= n <= 24 - 16)
        assertThat(RuleSets.of("ggs(size=6x4,random=8)").id()).isEqualTo("ggs(size=6x4,random=8)");
        assertThatThrownBy(() -> RuleSets.of("ggs(size=6x4,random=9)")).isInstanceOf(RuleOptionException.class);
    }

    @ParameterizedTest(name = "SoloToken.parse(''{0}'') fails at {1}")
    @CsvSource(delimiter = '|', value = {"''|0", "X|1", "X11|1", "X0|1", "X-1|1", "x1|0", "O\u0661|1", "\u2003X7|0",
        "X7\u2003|2", "Q7|0", "X01|1"})
    void tokens(String text, int index) {
        assertThatThrownBy(() -> SoloToken.parse(text)).isInstanceOfSatisfying(TextParseException.class, e -> {
            assertThat(e.parsedText()).isEqualTo(text);
            assertThat(e.errorIndex()).isEqualTo(index);
        });
    }

    @Test
    @DisplayName("the solo texts refuse huge input with a short message")
    void hugeSoloTexts() {
        String huge = "X" + "7".repeat(2_000_000);
        List<Function<String, ?>> parsers = List.of(SoloToken::parse, SoloScoring::parse,
                s -> SoloTokens.parse(Geometry.STANDARD, s), s -> SoloTokens.parse(Geometry.STANDARD, "b2=" + s + " won=-"),
                s -> SoloTokens.parse(Geometry.STANDARD, "won=" + s), s -> KniziaSolo.of(1).parseState(s));
        for (int k = 0; k < parsers.size(); k++) {
            Function<String, ?> p = parsers.get(k);
            int n = k;
            assertThatThrownBy(() -> p.apply(huge)).as("parser %d", n).isInstanceOfSatisfying(TextParseException.class,
                    e -> assertThat(e.getMessage().length()).as("parser %d", n).isLessThan(300));
        }
    }

    @Test
    @DisplayName("RULES §S2: a solo state holds each of the box's 24 tokens at most once, and no disc on a token")
    void soloStatesAreConsistent() {
        Rules solo = RuleSets.of("solo-knizia");
        String start = solo.initialState().toString();
        // b2 holds a token in the default layout; a disc there is refused at the disc's character (index 9)
        String discOnToken = start.substring(0, 9) + "X" + start.substring(10);
        assertThatThrownBy(() -> solo.parseState(discOnToken)).isInstanceOfSatisfying(TextParseException.class,
                e -> assertThat(e.getMessage()).contains("b2"));
        // the start deals every token once, so a won token is one too many
        String twice = start.replace("won=-", "won=X7");
        assertThatThrownBy(() -> solo.parseState(twice)).isInstanceOfSatisfying(TextParseException.class,
                e -> assertThat(e.getMessage()).contains("X7"));
        assertThatThrownBy(() -> SoloTokens.parse(Geometry.STANDARD, "won=X7,X7")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> SoloTokens.parse(Geometry.STANDARD, "b2=X7 c2=X7 won=-"))
                .isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> SoloTokens.parse(Geometry.STANDARD, "b2=X7 b2=X6 won=-"))
                .isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> SoloTokens.parse(Geometry.STANDARD, "b2=X7\u2003won=-"))
                .isInstanceOf(TextParseException.class);
        assertThat(SoloTokens.parse(Geometry.STANDARD, " b2=X7  c2=O3+ won=Xb ").toString()).isEqualTo("b2=X7 c2=O3+ won=Xb");
    }

    @Test
    @DisplayName("a null color is refused by name, not read as the second color")
    void nullColors() {
        for (String id : List.of("reversi-ravensburger", "reversi-single-line", "piecepack", "solo-knizia", "anti-othello",
                "ggs", "reversi-open-center")) {
            Rules r = RuleSets.of(id);
            assertThatThrownBy(() -> r.colorName(null)).as(id).isInstanceOf(NullPointerException.class).hasMessage("color");
        }
        assertThatThrownBy(() -> SoloTokens.empty(Geometry.STANDARD).transform(null, Geometry.STANDARD))
                .isInstanceOf(NullPointerException.class);
    }
}
