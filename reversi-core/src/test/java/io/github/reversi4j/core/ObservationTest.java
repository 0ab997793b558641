package io.github.reversi4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The machine-learning encodings: actions (pass = width x height) and observation planes. */
class ObservationTest {

    /** The plane order the class documentation states: mine, theirs, legal. */
    private static final int MINE = 0;
    private static final int THEIRS = 1;
    private static final int LEGAL = 2;

    @Test
    @DisplayName("the 8x8 start: mine e4 d5, theirs d4 e5, legal d3 c4 f5 e6; four legal actions")
    void startPlanes() {
        Rules rules = StandardRules.othello();
        float[] p = Observation.planes(rules, rules.initialState());
        assertThat(p).hasSize(3 * 64);
        assertPlane(p, MINE, 64, 28, 35);
        assertPlane(p, THEIRS, 64, 27, 36);
        assertPlane(p, LEGAL, 64, 19, 26, 37, 44);
        boolean[] mask = Observation.actionMask(rules, rules.initialState());
        assertThat(mask).hasSize(65);
        for (int i = 0; i < 65; i++) {
            assertThat(mask[i]).as("action %d", i).isEqualTo(i == 19 || i == 26 || i == 37 || i == 44);
        }
        assertThat(Move.parse("d3").toAction(Geometry.STANDARD)).isEqualTo(19);
        assertThat(Move.pass().toAction(Geometry.STANDARD)).isEqualTo(64);
    }

    @Test
    @DisplayName("white to move swaps mine and theirs; a forced pass is the last action")
    void perspectiveAndPass() {
        Rules six = StandardRules.othello().withGeometry(Geometry.of(6));
        GameState s = GameState.parse("XO----" + "-".repeat(30) + " O");
        float[] p = Observation.planes(six, s);
        assertThat(p).hasSize(3 * 36);
        assertPlane(p, MINE, 36, 1);
        assertPlane(p, THEIRS, 36, 0);
        assertPlane(p, LEGAL, 36);
        boolean[] mask = Observation.actionMask(six, s);
        assertThat(mask).hasSize(37);
        for (int i = 0; i < 37; i++) {
            assertThat(mask[i]).as("action %d", i).isEqualTo(i == 36);
        }
    }

    private static void assertPlane(float[] planes, int plane, int size, int... set) {
        for (int i = 0; i < size; i++) {
            boolean expected = false;
            for (int s : set) {
                expected |= s == i;
            }
            assertThat(planes[plane * size + i]).as("plane %d square %d", plane, i).isEqualTo(expected ? 1f : 0f);
        }
    }
}
