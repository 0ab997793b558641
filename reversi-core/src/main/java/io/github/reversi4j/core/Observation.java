package io.github.reversi4j.core;

/**
 * Observation planes of a state for machine-learning users: three {@code height x width} planes, each
 * in row-major order, and in this order: plane 0 the side to move's discs ("mine"), plane 1 the
 * opponent's discs ("theirs"), plane 2 the squares of the legal placements. Together with {@link Move#toAction(Geometry)} (a placement's square
 * index, the pass {@code width * height}) this is the usual encoding of board-game environments.
 */
public final class Observation {

    private static final int MINE = 0;
    private static final int THEIRS = 1;
    private static final int LEGAL = 2;
    private static final int PLANES = 3;

    private Observation() {
    }

    /**
     * Returns the planes of a state as one flat array: {@code planes[p * size + index]} is 1 when the
     * square of row-major {@code index} is set in plane {@code p}, 0 otherwise.
     *
     * @param rules the rules, which decide the legal moves
     * @param state the state
     * @return a new array of {@code 3 * width * height} values
     */
    public static float[] planes(Rules rules, GameState state) {
        Geometry g = state.geometry();
        int n = g.size();
        float[] out = new float[PLANES * n];
        Board b = state.board();
        Color me = state.toMove();
        for (int i = 0; i < n; i++) {
            Square s = g.square(i);
            java.util.Optional<Color> c = b.colorAt(s);
            if (c.isPresent()) {
                out[(c.get() == me ? MINE : THEIRS) * n + i] = 1f;
            }
        }
        for (Move m : rules.legalMoves(state)) {
            if (!m.isPass()) {
                out[LEGAL * n + g.index(m.square().orElseThrow())] = 1f;
            }
        }
        return out;
    }

    /**
     * Returns the legal actions of a state as a mask over the action space ({@code width * height + 1}
     * entries, the last one the pass).
     *
     * @param rules the rules
     * @param state the state
     * @return a new array, true for each legal action
     */
    public static boolean[] actionMask(Rules rules, GameState state) {
        Geometry g = state.geometry();
        boolean[] mask = new boolean[g.size() + 1];
        for (Move m : rules.legalMoves(state)) {
            mask[m.toAction(g)] = true;
        }
        return mask;
    }
}
