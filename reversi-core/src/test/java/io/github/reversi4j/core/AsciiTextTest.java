package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Squares, passes and board sizes are read in ASCII only: no lookalike letter or other script's digit passes. */
class AsciiTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"\u01308", "\u212A3", "\uFF44\uFF13", "d\uFF13", "d\u0663", "\u04301"})
    void lookalikeSquaresAreNoSquares(String text) {
        assertThat(Square.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> Move.parse(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"pa\u017F\u017F", "p\u0430", "P\u017F"})
    void lookalikePassesAreNoPasses(String text) {
        assertThat(Texts.isPassText(text)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\uFF18x\uFF18", "\u0668x\u0668", "+8x8", "8x+8", "08x008", "\u0668"})
    void boardSizesAreAsciiDigits(String text) {
        assertThatThrownBy(() -> Geometry.parse(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I8", "i8", "K3", "PASS", "Pa", "ps"})
    void asciiTextStillReads(String text) {
        assertThat(Move.parse(text)).isNotNull();
    }
}
