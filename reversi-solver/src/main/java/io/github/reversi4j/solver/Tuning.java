package io.github.reversi4j.solver;

/**
 * The techniques of the bitboard search, each of which can be switched off to measure what it gives
 * (the ablation figures of {@code benchmarks/README.md}, run by the
 * solver's test class {@code FfoRun}). Every combination is exact: the switches
 * change the work, never the value.
 */
final class Tuning {

    /** Everything on. */
    static final Tuning ALL = new Tuning(true, true, true, true, true, true, true, true, true, true);

    static final String[] NAMES = {"nullWindow", "table", "etc", "stability", "fastestFirst", "parity", "lastEmpties",
        "passes", "evaluation", "selective"};

    /** Null-window search below the root (off: every node searched with the full window). */
    final boolean nullWindow;
    /** The transposition table. */
    final boolean table;
    /** Enhanced transposition cutoff: the children's table entries tried before searching any. */
    final boolean etc;
    /** Stability cutoff: the opponent's stable discs bound the score from above. */
    final boolean stability;
    /** Fastest-first ordering: the move leaving the opponent fewest replies first. */
    final boolean fastestFirst;
    /** Parity ordering near the end: moves in regions with an odd number of empties first. */
    final boolean parity;
    /**
     * Special code for the last four empty squares (no move generation, the squares alone in their
     * quadrant first, a single empty square solved by counting flips).
     */
    final boolean lastEmpties;
    /**
     * Ordering passes: before the exact search of a position with many empties, depth-limited searches
     * from the root, deeper and deeper, with a heuristic value at their horizon, leave the best move
     * they find for each position they visit in the table (with no bound), which the exact search
     * then tries first.
     */
    final boolean passes;
    /**
     * The pattern evaluation (standard 8x8 boards only): the value at the ordering passes' horizon,
     * and the order of the moves of the nodes with many empties by the evaluation of the positions
     * they lead to (off: the mobility heuristic of the other boards).
     */
    final boolean evaluation;
    /**
     * The selective pass (standard 8x8 boards with the evaluation only): before the exact search of a
     * position with many empties, a search to the end with probable cuts leaves its best moves in the
     * table and gives the exact search's root a first, narrow window around its value (widened when
     * the exact value falls outside).
     */
    final boolean selective;

    Tuning(boolean nullWindow, boolean table, boolean etc, boolean stability, boolean fastestFirst, boolean parity,
            boolean lastEmpties, boolean passes, boolean evaluation, boolean selective) {
        this.nullWindow = nullWindow;
        this.table = table;
        this.etc = etc;
        this.stability = stability;
        this.fastestFirst = fastestFirst;
        this.parity = parity;
        this.lastEmpties = lastEmpties;
        this.passes = passes;
        this.evaluation = evaluation;
        this.selective = selective;
    }

    /**
     * Returns these switches with one technique off.
     *
     * @param name nullWindow, table, etc, stability, fastestFirst, parity, lastEmpties, passes, evaluation or
     *     selective
     */
    Tuning without(String name) {
        return new Tuning(nullWindow && !name.equals("nullWindow"), table && !name.equals("table"),
                etc && !name.equals("etc"), stability && !name.equals("stability"),
                fastestFirst && !name.equals("fastestFirst"), parity && !name.equals("parity"),
                lastEmpties && !name.equals("lastEmpties"), passes && !name.equals("passes"),
                evaluation && !name.equals("evaluation"), selective && !name.equals("selective"));
    }

    @Override
    public String toString() {
        return "nullWindow=" + nullWindow + ",table=" + table + ",etc=" + etc + ",stability=" + stability
                + ",fastestFirst=" + fastestFirst + ",parity=" + parity + ",lastEmpties=" + lastEmpties + ",passes=" + passes + ",evaluation=" + evaluation
                + ",selective=" + selective;
    }
}
