package io.github.reversi4j.notation.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The campaign's engine catches what it is meant to catch, and rebuilds a case from its seed. */
class FuzzSelfTest {

    static final List<byte[]> SEEDS = List.of(MutationCampaignTest.bytes("f5d6c3d3c4"), MutationCampaignTest.bytes("abc"));
    static final byte[][] DICT = Fuzz.dictionary("x", "--");

    @Test
    void aCaseIsRebuiltFromItsSeed() {
        for (long s = 0; s < 200; s++) {
            assertThat(Fuzz.mutate(s, SEEDS, DICT, false)).isEqualTo(Fuzz.mutate(s, SEEDS, DICT, false));
            assertThat(Fuzz.mutate(s, SEEDS, DICT, true)).isEqualTo(Fuzz.mutate(s, SEEDS, DICT, true));
        }
    }

    @Test
    void anotherExceptionFailsTheCampaignNamingTheSeed() {
        assertThatThrownBy(() -> Fuzz.run("self", 1, 500, SEEDS, DICT, false, in -> {
            if (in.length > 6) {
                throw new IllegalStateException("boom");
            }
        })).isInstanceOf(AssertionError.class).hasMessageContaining("seed").hasMessageContaining("IllegalStateException");
    }

    @Test
    void theNotationExceptionIsAllowed() {
        Fuzz.Result r = Fuzz.run("self", 2, 500, SEEDS, DICT, false, in -> {
            throw new NotationException(Location.of("x"), ProblemKind.SYNTAX, "bad");
        });
        assertThat(r.exceptions).isEqualTo(500);
    }

    @Test
    void aLargeAllocationFailsTheCase() {
        if (!Fuzz.measuresAllocation()) {
            System.out.println("[fuzz] allocation not measurable on this JVM: self-test skipped");
            return;
        }
        assertThatThrownBy(() -> Fuzz.run("self", 3, 3, SEEDS, DICT, false, in -> {
            long[][] big = new long[12][];
            for (int i = 0; i < big.length; i++) {
                big[i] = new long[1 << 20]; // 96 MB in all
            }
            assertThat(big[11]).hasSize(1 << 20);
        })).isInstanceOf(AssertionError.class).hasMessageContaining("allocated");
    }
}
