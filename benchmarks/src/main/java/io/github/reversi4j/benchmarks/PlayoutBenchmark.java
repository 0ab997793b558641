package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import io.github.reversi4j.core.Color;
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
 * Random playouts of whole 8x8 Othello games from the start, one thread, in playouts per second: each
 * move is drawn uniformly from the legal moves (a forced pass is played as a move) until the game is
 * over. {@link #api()} uses the public immutable API ({@link Rules#legalMoves}, {@link Rules#play},
 * one {@link GameState} per move); {@link #raw()} plays the same kind of game on two longs
 * ({@link RandomGames}). The ratio of
 * their times is the cost of the immutable API.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PlayoutBenchmark {

    private final Rules rules = StandardRules.othello();
    private final GameState start = rules.initialState();
    private final Xorshift random = new Xorshift(20261121L);

    /** Creates the benchmark; JMH calls this. */
    public PlayoutBenchmark() {
        // JMH state
    }

    /**
     * One random game through the public API.
     *
     * @return the final disc difference, so that nothing is optimised away
     */
    @Benchmark
    public int api() {
        Rules r = rules;
        GameState s = start;
        while (true) {
            List<Move> moves = r.legalMoves(s);
            int n = moves.size();
            if (n == 0) {
                return s.board().count(Color.BLACK) - s.board().count(Color.WHITE);
            }
            s = r.play(s, moves.get(random.nextInt(n)));
        }
    }

    /**
     * One random game on raw bitboards.
     *
     * @return the final disc difference, as seen by the last side to move
     */
    @Benchmark
    public int raw() {
        return RandomGames.play(BitboardAccess.bits(start, Color.BLACK), BitboardAccess.bits(start, Color.WHITE), random,
                (p, o) -> true);
    }
}
