package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft from the 8x8 start on the engine path, {@link BitboardPerft#count(long, long, int, Perft.Convention)},
 * one thread. The secondary result {@code leaves} is the rate that compares with Edax's perft: leaves
 * per second, where a leaf is a sequence of exactly {@code depth} plies (a pass counts as a ply; a
 * game that ends before the depth is not counted, Edax's convention) and the last ply is counted in
 * bulk (the number of legal moves of each node one ply above the leaves), as Edax does.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xss8m")
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
public class PerftBenchmark extends StartPerft {

    /** The depth in plies. */
    @Param({"9", "10", "11"})
    public int depth;

    /** Creates the benchmark; JMH calls this. */
    public PerftBenchmark() {
        // the start is read by StartPerft
    }

    /**
     * Perft on raw bitboards.
     *
     * @param leaves the leaf counter
     * @return the leaf count
     */
    @Benchmark
    public long engine(Leaves leaves) {
        return perft(depth, 1, leaves);
    }

    /**
     * The same perft on the engine path one position at a time: the batched count of the last three
     * plies is switched off for this fork ({@code -Dio.github.reversi4j.perft.batch=false}), which is
     * the algorithm the public API path ({@link ApiPerftBenchmark#api}) follows node by node, so the
     * two compare like with like in one run.
     *
     * @param leaves the leaf counter
     * @return the leaf count
     */
    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xss8m", "-Dio.github.reversi4j.perft.batch=false"})
    public long engineOnePosition(Leaves leaves) {
        return engine(leaves);
    }
}
