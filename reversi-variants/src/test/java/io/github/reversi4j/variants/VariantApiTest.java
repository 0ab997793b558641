package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptionException;
import io.github.reversi4j.core.RuleSets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The variants' own reasons, ends and options, outside the core's enums. */
class VariantApiTest {

    @Test
    @DisplayName("the solo game stops with its own move: a pass is refused, the declared end is offered and ends it")
    void soloStopIsNotAPass() {
        KniziaSolo rules = KniziaSolo.of(42);
        GameState s = rules.initialState();
        List<Move> legal = rules.legalMoves(s);
        assertThat(legal).last().isEqualTo(Move.declareEnd());
        assertThat(legal).doesNotContain(Move.pass());
        assertThatThrownBy(() -> rules.play(s, Move.pass())).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.PASS_NOT_ALLOWED));
        GameState stopped = rules.play(s, Move.declareEnd());
        Outcome o = rules.outcome(stopped);
        assertThat(o.termination()).isEqualTo(Outcome.Termination.VARIANT);
        assertThat(((Outcome.Variant) o).end()).isEqualTo("declared");
        assertThat(((SoloOutcome) o).ending()).isEqualTo(SoloOutcome.Ending.DECLARED);
        assertThat(rules.parseOutcome(o.toString())).isEqualTo(o);
        assertThatThrownBy(() -> rules.play(s, Move.parse("c4"))).isInstanceOfSatisfying(IllegalMoveException.class,
                e -> {
                    assertThat(e.reason()).isEqualTo(IllegalMoveException.Reason.VARIANT);
                    assertThat(e.code()).isEqualTo(SoloMove.COLOR_REQUIRED);
                });
    }

    @Test
    @DisplayName("withSeed deals another game under the same options")
    void withSeed() {
        KniziaSolo a = KniziaSolo.of(1).withScoring(SoloScoring.NUMBERED);
        KniziaSolo b = a.withSeed(2);
        assertThat(b.seed()).isEqualTo(2);
        assertThat(b.scoring()).isEqualTo(SoloScoring.NUMBERED);
        assertThat(b).isEqualTo(KniziaSolo.of(2).withScoring(SoloScoring.NUMBERED));
        assertThat(RuleSets.of(b.id())).isEqualTo(b);
    }

    @Test
    @DisplayName("GGS options: randomDiscs reads the random start back; a komi beyond 9 decimals is an option error")
    void ggsOptions() {
        GgsOthello r = (GgsOthello) RuleSets.of("ggs(random=20,seed=3)");
        assertThat(r.randomDiscs()).isEqualTo(20);
        assertThat(GgsOthello.of().randomDiscs()).isZero();
        assertThatThrownBy(() -> RuleSets.of("ggs(komi=0.0000000001)")).isInstanceOfSatisfying(RuleOptionException.class,
                e -> {
                    assertThat(e.key()).isEqualTo("komi");
                    assertThat(e.value()).isEqualTo("0.0000000001");
                });
    }
}
