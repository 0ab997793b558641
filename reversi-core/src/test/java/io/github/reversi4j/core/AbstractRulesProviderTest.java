package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AbstractRulesProviderTest {

    private static final class Sample extends AbstractRulesProvider {
        Sample(String id, Map<String, String> options) {
            super(id, "a sample", options);
        }

        @Override
        public Rules create(RuleOptions options) {
            return StandardRules.othello();
        }
    }

    @Test
    void keepsTheOptionsInTheGivenOrderAndUnmodifiable() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("zeta", "last letter");
        m.put("alpha", "first letter");
        Sample p = new Sample("my-variant2", m);
        m.put("later", "not seen");
        assertThat(p.id()).isEqualTo("my-variant2");
        assertThat(p.description()).isEqualTo("a sample");
        assertThat(p.options().keySet()).containsExactly("zeta", "alpha");
        assertThatThrownBy(() -> p.options().put("x", "y")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void rejectsAnIdThatIsNotLowerCaseWordsAndHyphens() {
        for (String bad : new String[] {"Othello", "my variant", "-x", "x-", "a--b", "", "a(b)"}) {
            assertThatThrownBy(() -> new Sample(bad, Map.of())).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void theStandardProviderDescribesItsOptionsInIdOrder() {
        assertThat(new OthelloProvider().options().keySet())
                .containsExactly("size", "opening", "first", "tie", "supply", "scoring", "blocked");
    }
}
