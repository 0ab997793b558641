package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The variants' options read numbers and names in ASCII only: a fullwidth (U+FF10..) or Arabic-Indic
 * (U+0660..) digit, or a letter whose case folds to an ASCII one (U+017F long s, U+0130 dotted I),
 * is refused, where {@code Integer.parseInt} and {@code equalsIgnoreCase} would take it.
 */
class AsciiOptionsTest {

    @ParameterizedTest
    @ValueSource(strings = {"solo-knizia(seed=\uFF14\uFF12)", "solo-knizia(seed=\u0664\u0662)", "solo-knizia(seed=4\u0662)",
        "piecepack(tiles=\uFF13x3)", "piecepack(tiles=3x\u0663)", "piecepack(coins=\uFF11\uFF12)",
        "othello(supply=\u0663\u0660)", "othello(supply=\uFF13\uFF10)", "solo-knizia(scoring=\u0130)",
        "solo-knizia(scoring=numbered\u0130)", "solo-knizia(scoring=COUNT\u017F)"})
    void nonAsciiNumbersAndNamesAreRefused(String id) {
        assertThatThrownBy(() -> RuleSets.of(id)).as(id).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solo-knizia(seed=42)", "piecepack(tiles=3x3)", "othello(supply=30)", "solo-knizia(scoring=NUMBERED)"})
    void theirAsciiFormsAreRead(String id) {
        assertThat(RuleSets.of(id).id()).isNotEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u0441ount", "c\u043Eunt", "NUMBER\u0130D", "numbered\u017F"})
    void scoringsAreNamedInAscii(String text) {
        assertThatThrownBy(() -> SoloScoring.parse(text)).isInstanceOf(IllegalArgumentException.class);
        assertThat(SoloScoring.parse("Count")).isEqualTo(SoloScoring.COUNT);
    }
}
