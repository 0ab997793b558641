package io.github.reversi4j.solver;

import io.github.reversi4j.eval.internal.Evaluator;

/**
 * The margins of the probable cuts of the selective pass ({@link Search#selectivePass}). A position
 * with {@code n} empty squares is searched {@link #depth(int)} moves deep with the pattern evaluation
 * at the horizon; its exact score is modelled as {@code a * s + b} plus an error of standard deviation
 * {@code sigma}, {@code s} being the shallow value in discs. The three numbers of each number of
 * empties were fitted by the benchmark command {@code FitProbCut} (least squares of the exact scores
 * of positions of WTHOR games against their shallow values; see docs/EVALUATION.md), so that a cut at
 * {@code t} standard deviations is wrong about as rarely as a normal error exceeds {@code t}
 * deviations. A wrong cut costs only time: the selective pass only orders the exact search.
 */
final class ProbCut {

    private ProbCut() {
    }

    /** Slope, intercept and deviation (discs) by number of empties, fitted by FitProbCut. */
    private static final double[] A = new double[65];
    private static final double[] B = new double[65];
    private static final double[] SIGMA = new double[65];

    /** Fitted points: empties, slope, intercept, deviation; linear between them, constant outside. */
    private static final double[][] FIT = {
        {14, 1.021, -0.858, 8.647},
        {16, 1.011, -0.411, 8.558},
        {18, 1.000, -1.109, 7.717},
        {20, 0.913, -2.135, 7.441},
        {24, 1.032, 0.227, 5.977},
    };

    static {
        for (int n = 0; n <= 64; n++) {
            double[] lo = FIT[0];
            double[] hi = FIT[FIT.length - 1];
            for (int k = 0; k + 1 < FIT.length; k++) {
                if (n >= FIT[k][0] && n <= FIT[k + 1][0]) {
                    lo = FIT[k];
                    hi = FIT[k + 1];
                }
            }
            double w = hi[0] > lo[0] ? Math.max(0, Math.min(1, (n - lo[0]) / (hi[0] - lo[0]))) : 0;
            A[n] = lo[1] + w * (hi[1] - lo[1]);
            B[n] = lo[2] + w * (hi[2] - lo[2]);
            SIGMA[n] = lo[3] + w * (hi[3] - lo[3]);
        }
    }

    /** The depth of the shallow search of a position with n empties. */
    static int depth(int n) {
        return n < 18 ? 2 : n < 24 ? 3 : 4;
    }

    /**
     * The shallow value (1/128 disc) at or above which (high) or at or below which (low) the exact
     * score of a position with n empties is above (at least {@code bound}) or at most {@code bound},
     * with {@code confidence / 16} standard deviations of margin.
     */
    static int threshold(int n, int bound, int confidence, boolean high) {
        double t = confidence / 16.0;
        double a = A[n];
        double margin = t * SIGMA[n];
        double s = high ? (bound - B[n] + margin) / a : (bound - B[n] - margin) / a;
        double v = s * Evaluator.UNIT;
        if (v > 1e6) {
            return Integer.MAX_VALUE;
        }
        if (v < -1e6) {
            return -Integer.MAX_VALUE;
        }
        return high ? (int) Math.ceil(v) : (int) Math.floor(v);
    }
}
