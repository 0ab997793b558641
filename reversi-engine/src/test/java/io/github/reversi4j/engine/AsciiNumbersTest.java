package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The protocols' numbers are ASCII digits, bounded: {@code Integer.parseInt} would read a fullwidth
 * or Arabic-Indic digit as a depth.
 */
class AsciiNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {"depth \uFF13", "depth \u0663", "depth 1\u0662", "depth +3", "depth 99999999999999999999"})
    void aDepthIsAsciiDigits(String text) {
        assertThatThrownBy(() -> Limit.parse(text)).as(text).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void asciiNumbersAreReadWithinTheirBounds() {
        assertThat(Limit.parse("depth 12")).isEqualTo(Limit.depth(12));
        assertThat(Ascii.parse("-7", -10, 10)).isEqualTo(-7);
        assertThat(Ascii.parse("1099511627776", 0, 1L << 40)).isEqualTo(1L << 40);
        assertThatThrownBy(() -> Ascii.parse("1099511627777", 0, 1L << 40)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> Ascii.parse("\uFF11\uFF12", 0, 99)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> Ascii.parse("", 0, 99)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> Ascii.parse("-", 0, 99)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> Ascii.parse("1234567890123456789", Long.MIN_VALUE, Long.MAX_VALUE))
                .isInstanceOf(NumberFormatException.class);
        assertThat(Ascii.isDigit('\u0663')).isFalse();
        assertThat(Ascii.isLetter('\u0130')).isFalse();
        assertThat(Ascii.equalsIgnoreCase("RESIGN", "resign")).isTrue();
        assertThat(Ascii.equalsIgnoreCase("re\u017Fign", "resign")).isFalse();
    }

    @Test
    void anEnginesDecimalNumberIsAsciiWithAnOptionalFractionAndExponent() {
        for (String ok : List.of("0", "-2", "+18.00", "1.5e6", "2E-3", ".5", "5.", "-0.25")) {
            assertThat(Ascii.isDecimal(ok)).as(ok).isTrue();
        }
        for (String bad : List.of("", "+", "-", ".", "NaN", "Infinity", "0x10", "1f", "1d", " 1", "1 ", "1e", "1e+",
                "\uFF11", "1,5", "--1", "1".repeat(41))) {
            assertThat(Ascii.isDecimal(bad)).as(bad).isFalse();
        }
    }
}
