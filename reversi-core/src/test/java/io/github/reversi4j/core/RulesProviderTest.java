package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RulesProviderTest {

    private static RulesProvider sample(String id) {
        return new RulesProvider() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String description() {
                return "a sample";
            }

            @Override
            public Rules create(RuleOptions options) {
                return StandardRules.othello();
            }
        };
    }

    @Test
    void aProviderWithoutOptionsTakesNone() {
        assertThat(sample("my-variant2").options()).isEmpty();
        assertThat(RuleSets.checked(List.of(sample("my-variant2"), sample("a1")))).extracting(RulesProvider::id)
                .containsExactly("a1", "my-variant2");
    }

    @Test
    void theRegistryRefusesAnIdThatIsNotLowerCaseWordsAndHyphens() {
        for (String bad : new String[] {"Othello", "my variant", "-x", "x-", "a--b", "", "a(b)"}) {
            assertThatThrownBy(() -> RuleSets.checked(List.of(sample(bad)))).as(bad)
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("lower case letters");
        }
        assertThatThrownBy(() -> RuleSets.checked(List.of(sample(null)))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theStandardProviderDescribesItsOptionsInIdOrder() {
        assertThat(new OthelloProvider().options().keySet())
                .containsExactly("size", "opening", "first", "tie", "supply", "scoring", "blocked");
    }
}
