package io.github.reversi4j.benchmarks;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.wthor.WthorReader;
import io.github.reversi4j.notation.wthor.WthorValidator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Validation speed of the WTHOR archive 1977-2009 (105,025 games, held in memory): parse each 68-byte
 * record, replay it, check the score byte against the replay (empties to the winner) and report the
 * unfinished games. One operation is one game, so the score is games per second on one thread.
 *
 * <p>{@code validate} is the allocation-lean path ({@link WthorValidator}, bitboards);
 * {@code readAndCheck} builds a {@link CheckedGame} per game through the public API ({@link WthorReader}).
 * The data folder is the system property {@code reversi4j.data}; by default {@code testdata}, the
 * repository's folder of real records, so run the benchmarks from the repository root.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class WthorValidationBenchmark {

    /** The number of games of WTH_1977.wtb .. WTH_2009.wtb. */
    static final int GAMES = 105_025;

    private final List<byte[]> files = new ArrayList<>();

    /**
     * Loads the archive.
     *
     * @throws IOException if a file cannot be read
     */
    @Setup
    public void load() throws IOException {
        Path dir = Paths.get(System.getProperty("reversi4j.data", "testdata"), "wthor");
        List<Path> paths = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> String.valueOf(p.getFileName()).matches("WTH_(19[7-9]\\d|200\\d)\\.wtb")).sorted().forEach(paths::add);
        }
        long games = 0;
        for (Path p : paths) {
            byte[] b = Files.readAllBytes(p);
            files.add(b);
            games += (b.length - 16) / 68;
        }
        if (games != GAMES) {
            throw new IllegalStateException("expected " + GAMES + " games in " + dir + ", found " + games);
        }
    }

    /**
     * Validates the archive on the bitboard path.
     *
     * @return the number of finished games, so that nothing is optimised away
     * @throws NotationException never on the real data
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long validate() throws NotationException {
        Validator v = new Validator(0);
        for (byte[] b : files) {
            WthorValidator.validate(new ByteArrayInputStream(b), "wtb", null, null, v);
        }
        return v.summary().finished();
    }

    /**
     * Reads and checks the archive through {@link WthorReader}, one {@link CheckedGame} per game.
     *
     * @return the number of finished games
     * @throws NotationException never on the real data
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long readAndCheck() throws NotationException {
        long finished = 0;
        for (byte[] b : files) {
            try (WthorReader r = WthorReader.of(new ByteArrayInputStream(b), "wtb")) {
                for (Optional<CheckedGame> g = r.next(); g.isPresent(); g = r.next()) {
                    if (g.get().isFinished()) {
                        finished++;
                    }
                }
            }
        }
        return finished;
    }
}
