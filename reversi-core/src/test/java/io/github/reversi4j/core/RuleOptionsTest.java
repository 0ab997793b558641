package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The options of a rule-set id: parsing with located errors, canonical text, typed and bounded readers. */
class RuleOptionsTest {

    @Test
    @DisplayName("an id is a name and options in order; spaces around the parts are ignored")
    void parses() {
        RuleOptions o = RuleOptions.parse(" othello ( size = 10x10 , opening=parallel ) ");
        assertThat(o.name()).isEqualTo("othello");
        assertThat(o.values()).containsExactly(Map.entry("size", "10x10"), Map.entry("opening", "parallel"));
        assertThat(o.id()).isEqualTo("othello(size=10x10,opening=parallel)").isEqualTo(o.toString());
        assertThat(RuleOptions.parse(o.id())).isEqualTo(o).hasSameHashCodeAs(o);
        assertThat(RuleOptions.parse("othello()")).isEqualTo(RuleOptions.of("othello"));
        assertThat(RuleOptions.parse("othello(size=8x8)")).isNotEqualTo(RuleOptions.of("othello"));
    }

    @ParameterizedTest(name = "''{0}'' fails at {1}")
    @CsvSource(delimiter = '|', value = {
        "''|0", "(size=8x8)|0", "Othello|0", "othello(size=8x8|16", "othello(size)|12", "othello(=8x8)|8",
        "othello(size=)|13", "othello(size=8x8,size=6x6)|17", "othello(size=8x8))|16", "oth ello|3",
        "othello(size=8x8)x|18", "othello(size=8x8,,)|17", "othello(s ize=8x8)|9"})
    @DisplayName("a malformed id is a TextParseException at the first character found wrong")
    void locatedErrors(String text, int index) {
        assertThatThrownBy(() -> RuleOptions.parse(text)).isInstanceOfSatisfying(TextParseException.class, e -> {
            assertThat(e.parsedText()).isEqualTo(text);
            assertThat(e.errorIndex()).isEqualTo(index);
        });
        assertThatThrownBy(() -> RuleSets.of(text)).isInstanceOf(TextParseException.class);
    }

    @Test
    @DisplayName("canonical ids list the options that differ from the defaults, in order")
    void building() {
        RuleOptions o = RuleOptions.of("holes").with("size", "8x8").with("holes", "c3+f6")
                .changedFrom(RuleOptions.parse("holes(size=8x8,holes=corners)"));
        assertThat(o.id()).isEqualTo("holes(holes=c3+f6)");
        assertThat(o.with("holes", "none").id()).isEqualTo("holes(holes=none)");
        RuleOptions all = StandardRules.othello().withGeometry(Geometry.of(6)).options();
        assertThat(all.changedFrom(StandardRules.othello().options()).id()).isEqualTo("othello(size=6x6)");
        assertThat(all.withName("mine").changedFrom(StandardRules.othello().options()).id()).isEqualTo("mine(size=6x6)");
        assertThatThrownBy(() -> o.with("Size", "8x8")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> o.with("size", "8,8")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RuleOptions.of("My Rules")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("numbers are ASCII, bounded before use, and a bad value names the rule set, key and value")
    void typedReaders() {
        RuleOptions o = RuleOptions.parse("x(n=12,big=99999999999999999999,arabic=\u0661\u0662,k=-0.50,e=1e3,t=TRUE)");
        assertThat(o.integer("n", 0, 0, 20)).isEqualTo(12);
        assertThat(o.integer("absent", 7, 0, 20)).isEqualTo(7);
        assertThatThrownBy(() -> o.integer("n", 0, 0, 10)).isInstanceOfSatisfying(RuleOptionException.class, e -> {
            assertThat(e.ruleSet()).isEqualTo("x");
            assertThat(e.key()).isEqualTo("n");
            assertThat(e.value()).isEqualTo("12");
            assertThat(e.getMessage()).contains("0..10");
        });
        assertThatThrownBy(() -> o.integer("big", 0, 0, 10)).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> o.integer("arabic", 0, 0, 100)).isInstanceOf(RuleOptionException.class);
        BigDecimal ten = BigDecimal.TEN;
        assertThat(o.decimal("k", BigDecimal.ZERO, ten.negate(), ten)).isEqualByComparingTo("-0.5");
        assertThatThrownBy(() -> o.decimal("e", BigDecimal.ZERO, ten.negate(), ten)).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> o.decimal("arabic", BigDecimal.ZERO, ten.negate(), ten))
                .isInstanceOf(RuleOptionException.class);
        assertThat(o.bool("t", false)).isTrue();
        assertThatThrownBy(() -> o.bool("n", false)).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> o.requireKeys(List.of("n"))).isInstanceOfSatisfying(RuleOptionException.class,
                e -> assertThat(e.key()).isEqualTo("big"));
    }

    @Test
    @DisplayName("the standard options: unknown keys and bad values are RuleOptionExceptions")
    void standardOptions() {
        assertThatThrownBy(() -> RuleSets.of("othello(colour=red)")).isInstanceOfSatisfying(RuleOptionException.class,
                e -> assertThat(e.getMessage()).contains("colour").contains("size, opening, first, tie, supply, scoring"));
        assertThatThrownBy(() -> RuleSets.of("othello(size=9x9)")).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("othello(supply=\u0663\u0662)")).isInstanceOf(RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("othello(supply=1)")).isInstanceOf(RuleOptionException.class)
                .hasMessageContaining("opening");
        assertThat(RuleSets.of("othello(supply=32,size=6x6)").id()).isEqualTo("othello(size=6x6,supply=32)");
    }

    @Test
    @DisplayName("options built in code stay within the length parse accepts, so that every id reads back")
    void builtIdsReadBack() {
        assertThatThrownBy(() -> RuleOptions.of("x".repeat(4096 + 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("4096");
        assertThatThrownBy(() -> RuleOptions.of("x").with("k", "v".repeat(4096)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("4096");
        assertThatThrownBy(() -> RuleOptions.of("x").with("k", "v".repeat(4000)).withName("y".repeat(100)))
                .isInstanceOf(IllegalArgumentException.class);
        // x(k=vvv...) of exactly 4096 characters: 2 for "x(", 2 for "k=", 1 for ")"
        RuleOptions longest = RuleOptions.of("x").with("k", "v".repeat(4096 - 5));
        assertThat(longest.id()).hasSize(4096);
        assertThat(RuleOptions.parse(longest.id())).isEqualTo(longest);
    }

    @Test
    @DisplayName("a bad value of 3000 characters is kept whole in the exception and cut in its message")
    void longBadValues() {
        String v = "9".repeat(3000);
        assertThatThrownBy(() -> RuleSets.of("othello(supply=" + v + ")")).isInstanceOfSatisfying(RuleOptionException.class,
                e -> {
                    assertThat(e.value()).isEqualTo(v);
                    assertThat(e.getMessage().length()).isLessThan(300);
                });
    }
}
