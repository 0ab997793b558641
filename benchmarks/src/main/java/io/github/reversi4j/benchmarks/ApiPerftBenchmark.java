package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft through the public immutable API, {@link Perft#count(Rules, io.github.reversi4j.core.GameState,
 * int, Perft.Convention)}: {@code Rules.legalMoves}, {@code Rules.play} and, one ply above the leaves,
 * {@code Rules.legalMoveCount} (bulk counting of the last ply), one immutable state per move played.
 * The secondary result {@code leaves} is in leaves per second (Edax's convention: games that end
 * early are not counted). The {@code size} parameter is the board: 8x8, 6x6 (one long per color) and
 * 10x10 (the multi-word form, more than 64 squares).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xss8m")
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
public class ApiPerftBenchmark {

    /** The board and depth, as {@code SIDE:DEPTH}. */
    @Param({"8:9", "8:10", "6:10", "10:8"})
    public String board;

    private Rules rules;
    private int depth;

    /** Creates the benchmark; JMH calls this. */
    public ApiPerftBenchmark() {
        rules = StandardRules.othello();
        depth = 9;
    }

    /** Builds the rules for the board. */
    @Setup
    public void setUp() {
        String[] p = board.split(":");
        rules = StandardRules.othello().withGeometry(Geometry.of(Integer.parseInt(p[0])));
        depth = Integer.parseInt(p[1]);
    }

    /**
     * Perft through the public API.
     *
     * @param leaves the leaf counter
     * @return the leaf count
     */
    @Benchmark
    public long api(Leaves leaves) {
        long n = Perft.count(rules, rules.initialState(), depth, Perft.Convention.EXCLUDE_ENDED);
        leaves.add(n);
        return n;
    }
}
