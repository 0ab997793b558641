package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.RuleSets;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The options of the {@code ggs} rule set are bounded before any arithmetic and read in ASCII only. */
class GgsOthelloBoundsTest {

    @ParameterizedTest
    @ValueSource(strings = {"ggs(komi=1e999999999)", "ggs(komi=1E+999999999)", "ggs(komi=1e-999999999)",
        "ggs(komi=1234567890123456789.5)", "ggs(komi=0.0000000000000000001)", "ggs(komi=\uFF12)",
        "ggs(komi=\u0662.5)", "ggs(random=\u0662\u0660)", "ggs(random=99999999999)", "ggs(seed=\uFF11,random=20)",
        "ggs(seed=99999999999999999999999,random=20)", "ggs(komi=)", "ggs(komi=.)", "ggs(komi=--1)", "ggs(komi=256.5)", "ggs(komi=123456789.123456789)"})
    void outOfBoundOrNonAsciiOptionsAreRejectedWithAMessage(String id) {
        assertThatThrownBy(() -> RuleSets.of(id).id()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining("Exception");
    }

    @Test
    void hugeKomiGivenAsAValueIsRejected() {
        assertThatThrownBy(() -> GgsOthello.of().withKomi(new BigDecimal("1e999999999")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GgsOthello.of().withKomi(new BigDecimal("1e-999999999")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void plainKomiWithinBoundsIsKept() {
        assertThat(RuleSets.of("ggs(komi=-3.133)").id()).isEqualTo("ggs(komi=-3.133)");
        assertThat(RuleSets.of("ggs(komi=255.123456789)").id()).isEqualTo("ggs(komi=255.123456789)");
        assertThat(RuleSets.of("ggs(komi=-256)").id()).isEqualTo("ggs(komi=-256)");
        assertThat(RuleSets.of("ggs(komi=+0.5)").id()).isEqualTo("ggs(komi=0.5)");
    }
}
