package io.github.reversi4j.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.RuleOptions;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every public no-argument method of the library's values that hands out a collection hands out one
 * that cannot be changed, and none hands out an array: a caller can never reach into a value.
 */
class ImmutabilityTest {

    @Test
    void noValueHandsOutAChangeableCollectionOrAnArray() throws Exception {
        KniziaSolo solo = KniziaSolo.of(3);
        GameState ss = solo.play(solo.initialState(), solo.legalMoves(solo.initialState()).get(0));
        Rules r = StandardRules.othello();
        GameRecord rec = GameRecord.of(r, List.of(Move.parse("f5")));
        SingleLineReversi single = SingleLineReversi.of();
        IllegalMoveException rejection = null;
        try {
            single.play(single.initialState(), Move.parse("a1"));
        } catch (IllegalMoveException e) {
            rejection = e;
        }
        assertThat(rejection).isNotNull();
        List<Object> values = new ArrayList<>(List.of(Geometry.STANDARD, Geometry.of(16), r, r.initialState(),
                r.initialState().board(), rec, rec.replay(), ss, KniziaSolo.tokens(ss), SoloView.of(ss), solo,
                RuleOptions.parse("othello(size=8x8)"), Outcome.draw(32, 32, 0), new SoloToken(Color.BLACK, 1), rejection,
                single, PiecepackReversi.forCoins(18), GgsOthello.of(), RuleSets.of("reversi-ravensburger")));
        List<String> changeable = new ArrayList<>();
        for (Object o : values) {
            for (Method m : o.getClass().getMethods()) {
                Class<?> type = m.getReturnType();
                if (m.getParameterCount() != 0 || m.getDeclaringClass() == Object.class
                        || m.getDeclaringClass() == Throwable.class) {
                    continue;
                }
                String name = o.getClass().getSimpleName() + "." + m.getName();
                if (type.isArray()) {
                    changeable.add(name + " (an array)");
                } else if (Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type)) {
                    Object v = m.invoke(o);
                    assertThat(v).as(name).isNotNull();
                    boolean empty = v instanceof Map ? ((Map<?, ?>) v).isEmpty() : ((Collection<?>) v).isEmpty();
                    try {
                        if (v instanceof Map) {
                            ((Map<?, ?>) v).clear();
                        } else {
                            ((Collection<?>) v).clear();
                        }
                        if (!empty) { // clearing an empty unmodifiable collection may pass silently
                            changeable.add(name);
                        }
                    } catch (UnsupportedOperationException expected) {
                        // unchangeable, as it should be
                    }
                }
            }
        }
        assertThat(changeable).isEmpty();
        assertThatThrownBy(() -> SoloToken.fullSet().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> RuleSets.providers().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
