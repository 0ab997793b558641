package io.github.reversi4j.benchmarks;

import io.github.reversi4j.eval.internal.Evaluator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of one call of the pattern evaluation on bitboards ({@code reversi-eval}), one thread, in
 * nanoseconds per position: the positions of seeded random 8x8 games (every stage of the game, 4 096
 * of them), evaluated in turn. Every node of the solver's move ordering pays this cost.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class EvaluationBenchmark {

    private static final int POSITIONS = 4096;

    private final Evaluator eval = Evaluator.standard();
    private final long[] players = new long[POSITIONS];
    private final long[] opponents = new long[POSITIONS];
    private int next;

    /** Creates the benchmark and its positions; JMH calls this. */
    public EvaluationBenchmark() {
        Xorshift random = new Xorshift(20261128L);
        int[] n = {0};
        while (n[0] < POSITIONS) {
            RandomGames.play(RandomGames.START_PLAYER, RandomGames.START_OPPONENT, random, (p, o) -> {
                players[n[0]] = p;
                opponents[n[0]] = o;
                n[0]++;
                return n[0] < POSITIONS;
            });
        }
    }

    /**
     * Evaluates the next position.
     *
     * @return its score, so that nothing is optimised away
     */
    @Benchmark
    public int evaluate() {
        int i = next;
        next = (i + 1) & (POSITIONS - 1);
        return eval.evaluate(players[i], opponents[i]);
    }
}
