package io.github.reversi4j.benchmarks;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameVisitor;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.Validator;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
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
 * Validation speed on the public path - {@link RecordFormat} finds the format from the file's name
 * and first bytes, its {@link GameReader} reads and its {@link Validator} replays and checks every
 * game - on one thread, with the sources held in memory. One operation is one game, so the scores
 * are games per second.
 *
 * <ul>
 *   <li>{@code wthor}: the WTHOR archive 1977-2009 (105,025 games), names resolved with
 *       {@code WTHOR.JOU} and {@code WTHOR.TRN};</li>
 *   <li>{@code wthorRecords}: the same, and each game's {@code record()} asked for (the replay every
 *       game had before the bitboard shortcut);</li>
 *   <li>{@code wthorHeaders}: the same archive through a visitor that skips every game after its
 *       header;</li>
 *   <li>{@code ggf}, {@code pgn}: 20,000 games each, the WTHOR archive's first games written by the
 *       GGF and PGN writers (real games, in the layout of those writers).</li>
 * </ul>
 * The data folder is the system property {@code reversi4j.data}; by default {@code testdata}, the
 * repository's folder of real records, so run the benchmarks from the repository root.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ValidationBenchmark {

    /** The number of games of WTH_1977.wtb .. WTH_2009.wtb. */
    static final int GAMES = 105_025;
    /** The number of games of the GGF and PGN sources. */
    static final int TEXT_GAMES = 20_000;

    private final List<byte[]> files = new ArrayList<>();
    private FormatOptions names;
    private byte[] ggf;
    private byte[] pgn;

    /**
     * Loads the archive and writes the text sources.
     *
     * @throws IOException if a file cannot be read
     * @throws NotationException if a file is not what it should be
     */
    @Setup
    public void load() throws IOException, NotationException {
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
        try (InputStream jou = Files.newInputStream(dir.resolve("WTHOR.JOU"));
             InputStream trn = Files.newInputStream(dir.resolve("WTHOR.TRN"))) {
            names = FormatOptions.defaults().withWthorNames(jou, trn);
        }
        ggf = write(RecordFormat.GGF);
        pgn = write(RecordFormat.PGN);
    }

    private byte[] write(RecordFormat format) throws NotationException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GameWriter w = format.writer(out, "corpus", names)) {
            for (byte[] b : files) {
                try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(b), "wtb", names)) {
                    for (CheckedGame g : r) {
                        if (w.written() < TEXT_GAMES) {
                            w.write(g);
                        }
                    }
                }
            }
        }
        if (count(format, out.toByteArray()) != TEXT_GAMES) {
            throw new IllegalStateException("the " + format + " source does not hold " + TEXT_GAMES + " games");
        }
        return out.toByteArray();
    }

    private long count(RecordFormat format, byte[] b) throws NotationException {
        try (GameReader r = format.reader(new ByteArrayInputStream(b), "corpus", FormatOptions.defaults())) {
            return new Validator(0).validate(r).summary().valid();
        }
    }

    private long validate(byte[] b, String name) throws NotationException {
        try (GameReader r = RecordFormat.open(new ByteArrayInputStream(b), name, names)) {
            return new Validator(0).validate(r).summary().finished();
        }
    }

    /**
     * Validates the WTHOR archive.
     *
     * @return the number of finished games, so that nothing is optimised away
     * @throws NotationException never on the real data
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long wthor() throws NotationException {
        long finished = 0;
        for (byte[] b : files) {
            finished += validate(b, "WTH.wtb");
        }
        return finished;
    }

    /**
     * Reads the WTHOR archive and asks each game for its record.
     *
     * @return the number of moves, so that nothing is optimised away
     * @throws NotationException never on the real data
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long wthorRecords() throws NotationException {
        long moves = 0;
        for (byte[] b : files) {
            try (GameReader r = RecordFormat.open(new ByteArrayInputStream(b), "WTH.wtb", names)) {
                for (CheckedGame g : r) {
                    moves += g.record().orElseThrow().moves().size();
                }
            }
        }
        return moves;
    }

    /**
     * Reads the headers of the WTHOR archive, skipping every game.
     *
     * @return the number of games whose Black has a name
     * @throws NotationException never on the real data
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long wthorHeaders() throws NotationException {
        Headers headers = new Headers();
        for (byte[] b : files) {
            try (GameReader r = RecordFormat.open(new ByteArrayInputStream(b), "WTH.wtb", names)) {
                r.readAll(headers);
            }
        }
        return headers.named;
    }

    /** Counts the games whose Black has a name, and skips every game. */
    private static final class Headers implements GameVisitor {
        long named;

        @Override
        public Action begin(Location location, GameInfo info) {
            if (info.get(GameInfo.BLACK).isPresent()) {
                named++;
            }
            return Action.SKIP;
        }

        @Override
        public void visit(CheckedGame game) {
            throw new AssertionError("replayed " + game);
        }
    }

    /**
     * Validates the GGF source.
     *
     * @return the number of finished games
     * @throws NotationException never on these games
     */
    @Benchmark
    @OperationsPerInvocation(TEXT_GAMES)
    public long ggf() throws NotationException {
        return validate(ggf, "games.ggf");
    }

    /**
     * Validates the PGN source.
     *
     * @return the number of finished games
     * @throws NotationException never on these games
     */
    @Benchmark
    @OperationsPerInvocation(TEXT_GAMES)
    public long pgn() throws NotationException {
        return validate(pgn, "games.pgn");
    }
}
