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
 * Perft 11 from the 8x8 start on the engine path with {@code threads} worker threads,
 * {@link BitboardPerft#parallel(long, long, int, Perft.Convention, int)}; with 1 it is the single-threaded
 * {@link BitboardPerft#count(long, long, int, Perft.Convention)}. The speed-up is the ratio of the two
 * scores (same leaves, same convention as {@link PerftBenchmark}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xss8m")
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 3)
public class ParallelPerftBenchmark extends StartPerft {

    /** The number of threads; 1 means the single-threaded call. */
    @Param({"1", "2"})
    public int threads;

    /** Creates the benchmark; JMH calls this. */
    public ParallelPerftBenchmark() {
        // the start is read by StartPerft
    }

    /**
     * Perft 11.
     *
     * @param leaves the leaf counter
     * @return the leaf count
     */
    @Benchmark
    public long perft11(Leaves leaves) {
        return perft(11, threads, leaves);
    }
}
