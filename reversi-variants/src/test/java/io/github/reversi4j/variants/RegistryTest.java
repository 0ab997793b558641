package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RulesProvider;
import io.github.reversi4j.testkit.Registrations;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RULES §X3: every shipped rule set is found through ServiceLoader by its id, as a user's would be. */
class RegistryTest {

    /** The ids of the rule sets of this module, as the package documentation lists them. */
    private static final List<String> IDS = List.of("anti-othello", "ggs", "piecepack", "reversi-open-center",
            "reversi-ravensburger", "reversi-single-line", "solo-knizia");

    @Test
    @DisplayName("module-info and META-INF/services declare the same providers")
    void oneRegistrationPerLoadingMode() throws java.io.IOException {
        Registrations.assertOneRegistration(Path.of("target", "classes"));
        assertThat(IDS).hasSize(7);
    }

    @Test
    @DisplayName("RULES §X3: ServiceLoader finds every shipped rule set by its id")
    void everyShippedIdIsRegistered() {
        List<String> loaded = StreamSupport.stream(ServiceLoader.load(RulesProvider.class).spliterator(), false)
                .map(RulesProvider::id).collect(Collectors.toList());
        assertThat(loaded).containsAll(IDS);
        assertThat(RuleSets.ids()).containsAll(IDS).contains("othello");
        for (String id : IDS) {
            RulesProvider p = RuleSets.providers().stream().filter(q -> q.id().equals(id)).findFirst().orElseThrow();
            assertThat(p.description()).isNotBlank();
            assertThat(p.getClass().getModule().getName() == null
                    || "io.github.reversi4j.variants".equals(p.getClass().getModule().getName())).isTrue();
            Rules r = RuleSets.of(id);
            assertThat(r.id()).startsWith(id);
            for (Map.Entry<String, String> o : p.options().entrySet()) {
                assertThat(o.getValue()).as("description of option %s of %s", o.getKey(), id).isNotBlank();
            }
        }
    }

    @Test
    @DisplayName("RULES §X3: an unknown id fails with a message listing the known ids")
    void unknownIdListsTheKnownOnes() {
        assertThatThrownBy(() -> RuleSets.of("reversi-hexagonal")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reversi-hexagonal")
                .hasMessageContaining("reversi-ravensburger").hasMessageContaining("reversi-single-line")
                .hasMessageContaining("piecepack").hasMessageContaining("solo-knizia")
                .hasMessageContaining("anti-othello").hasMessageContaining("ggs").hasMessageContaining("othello");
    }

    @Test
    @DisplayName("options are read by the typed readers: bounded numbers, typed errors")
    void optionValuesAreBounded() {
        assertThatThrownBy(() -> RuleSets.of("ggs(komi=1e999999999)")).isInstanceOfSatisfying(
                io.github.reversi4j.core.RuleOptionException.class, e -> {
                    assertThat(e.ruleSet()).isEqualTo("ggs");
                    assertThat(e.key()).isEqualTo("komi");
                    assertThat(e.value()).isEqualTo("1e999999999");
                });
        assertThatThrownBy(() -> RuleSets.of("ggs(komi=257)")).isInstanceOf(io.github.reversi4j.core.RuleOptionException.class)
                .hasMessageContaining("-256..256");
        assertThat(RuleSets.of("ggs(komi=-256)").id()).isEqualTo("ggs(komi=-256)");
        assertThatThrownBy(() -> RuleSets.of("ggs(random=99999999999999999999)"))
                .isInstanceOf(io.github.reversi4j.core.RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("piecepack(coins=\u0661\u0668)"))
                .isInstanceOf(io.github.reversi4j.core.RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("solo-knizia(seed=1.5)"))
                .isInstanceOf(io.github.reversi4j.core.RuleOptionException.class);
        assertThatThrownBy(() -> RuleSets.of("reversi-ravensburger(supply=4096)"))
                .isInstanceOf(io.github.reversi4j.core.RuleOptionException.class).hasMessageContaining("supply");
    }

    @ParameterizedTest
    @ValueSource(strings = {"reversi-ravensburger", "reversi-ravensburger(tie=second-player)",
        "reversi-ravensburger(size=6x6,supply=18)", "reversi-single-line", "reversi-single-line(tie=draw,scoring=official)",
        "piecepack", "piecepack(coins=36)", "piecepack(coins=40,tiles=4x3)", "solo-knizia(seed=0)",
        "solo-knizia(seed=-12,scoring=numbered)", "reversi-open-center", "reversi-open-center(size=6x6,first=white)",
        "anti-othello", "anti-othello(size=10x10)", "ggs", "ggs(size=10x10,komi=-0.5,random=30,seed=3)",
        "ggs(anti=true)"})
    @DisplayName("ids are canonical and name an equal rule set")
    void idsRoundTrip(String id) {
        Rules r = RuleSets.of(id);
        assertThat(r.id()).isEqualTo(id);
        assertThat(RuleSets.of(r.id())).isEqualTo(r).hasSameHashCodeAs(r);
        assertThat(r.toString()).isEqualTo(id);
    }

    @Test
    @DisplayName("options are checked, and the message says what is accepted")
    void badOptions() {
        assertThatThrownBy(() -> RuleSets.of("piecepack(coins=many)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("coins");
        assertThatThrownBy(() -> RuleSets.of("solo-knizia(tokens=12)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("seed, layout, scoring");
        assertThatThrownBy(() -> RuleSets.of("anti-othello(scoring=official)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("size, opening, first, tie, supply");
        assertThatThrownBy(() -> RuleSets.of("solo-knizia(scoring=best)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count or numbered");
    }
}
