package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.List;
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
 * The cost of one call of the public API on 8x8, over 4096 positions taken from random games (every
 * kind of move, passes included). Run with {@code -prof gc}: {@code gc.alloc.rate.norm} is the bytes
 * allocated per call; for {@link #play()} that is the bytes per move played.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
public class AllocationBenchmark {

    private static final int N = 4096;

    private final Rules rules = StandardRules.othello();
    private final GameState[] states = new GameState[N];
    private final Move[] moves = new Move[N];
    private int next;

    /** Draws the positions and moves; JMH calls this. */
    public AllocationBenchmark() {
        Xorshift random = new Xorshift(7);
        GameState s = rules.initialState();
        for (int i = 0; i < N; i++) {
            List<Move> legal = rules.legalMoves(s);
            if (legal.isEmpty()) {
                s = rules.initialState();
                legal = rules.legalMoves(s);
            }
            states[i] = s;
            moves[i] = legal.get(random.nextInt(legal.size()));
            s = rules.play(s, moves[i]);
        }
    }

    /**
     * One {@link Rules#play} call.
     *
     * @return the next state
     */
    @Benchmark
    public GameState play() {
        int i = next = (next + 1) & (N - 1);
        return rules.play(states[i], moves[i]);
    }

    /**
     * One {@link Rules#legalMoves} call.
     *
     * @return the moves
     */
    @Benchmark
    public List<Move> legalMoves() {
        int i = next = (next + 1) & (N - 1);
        return rules.legalMoves(states[i]);
    }
}
