package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files a careless or hostile user puts among good ones: lone-CR, CR LF and mixed line ends, NUL bytes, a huge line,
 * an empty file, random bytes, Latin-1 bytes, GGF text named {@code .txt}. None stops the job; each is read as the
 * library's own reader reads it (the oracle: {@code RecordFormat.open}, what {@code reversi validate} uses), and the
 * counts of {@code bulk validate} are the library's {@link ValidationSummary}'s.
 */
class HostileFilesTest {

    private static SparkSession spark;
    private static Path data;

    @BeforeAll
    static void start() {
        spark = LocalSpark.session();
        data = LocalSpark.data();
    }

    /** The hostile folder: every file of it has a name of a line format or GGF. */
    private static Path folder(Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("hostile"));
        String lines = "f5d6c3d3c4f4f6f3e6e7\nf5f6e6f4e3\n// a comment\nf5d6c5 Chimney\nc4c3\nf5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1\n";
        Files.writeString(dir.resolve("good.txt"), lines);
        Files.writeString(dir.resolve("cr.txt"), lines.replace('\n', '\r'));
        Files.writeString(dir.resolve("crlf.txt"), lines.replace("\n", "\r\n"));
        Files.writeString(dir.resolve("mixed.txt"), "f5d6\r\rf5f6e6f4\r\nc4c3\nf5d6c3\r");
        Files.writeString(dir.resolve("nul.txt"), "f5d6c3\n\u0000\u0000\nf5\u0000f6\nc4c3\n");
        Files.writeString(dir.resolve("huge.txt"), "f5f6\n" + "d3".repeat(50_000) + "\nc4c3\n");
        Files.write(dir.resolve("empty.txt"), new byte[0]);
        byte[] random = new byte[4_000];
        long seed = 20261126L;
        new SplittableRandom(seed).nextBytes(random);
        Files.write(dir.resolve("binary.txt"), random);
        Files.write(dir.resolve("latin1.txt"), "f5d6 \u00e9t\u00e9\nc4c3 Caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(dir.resolve("ggf-text.txt"), Files.readString(data.resolve("ggf/nboard-protocol-example.ggf")));
        List<String> csv = Files.readAllLines(data.resolve("transcripts/eothello-dataset-first1000.csv")).subList(0, 40);
        Files.writeString(dir.resolve("cr.csv"), String.join("\r", csv) + "\r");
        return dir;
    }

    /** The library's reading of a file, as reversi validate opens it: the games, and the file's own problems. */
    private static List<CheckedGame> read(Path f, Validator v) throws Exception {
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = RecordFormat.open(Files.newInputStream(f), f.toString(), FormatOptions.defaults())) {
            for (java.util.Iterator<CheckedGame> read = r.iterator(); read.hasNext(); ) {
                Optional<CheckedGame> g = Optional.of(read.next());
                games.add(g.get());
                v.visit(g.get());
            }
        } catch (NotationException e) {
            return games; // the file cannot be read (further): its problem row
        }
        return games;
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().collect(Collectors.toList());
        }
    }

    @Test
    @DisplayName("lone CR, CR LF, NUL, a 100 kB line, empty, binary, Latin-1, GGF in a .txt: split at any size, no file stops the"
            + " job, each file's games are the library reader's, GGF text in a .txt is one WRONG_FORMAT row")
    void hostileFilesAreTheirOwnRows(@TempDir Path tmp) throws Exception {
        Path dir = folder(tmp);
        Map<String, List<String>> expected = new LinkedHashMap<>();
        for (Path f : files(dir)) {
            List<String> games = new ArrayList<>();
            for (CheckedGame g : read(f, new Validator(0))) {
                games.add(g.isValid() + "/" + g.isFinished());
            }
            expected.put(f.toUri().getPath(), games);
        }
        assertThat(expected.get(dir.resolve("cr.txt").toUri().getPath())).as("lone CR: the reader's lines")
                .isEqualTo(expected.get(dir.resolve("good.txt").toUri().getPath())).hasSize(5);
        assertThat(expected.get(dir.resolve("cr.csv").toUri().getPath())).hasSize(39);
        for (String bytes : List.of("97", "4096", "134217728")) {
            List<Row> rows = spark.read().format("reversi").option("maxPartitionBytes", bytes).load(dir.toString())
                    .select("source", "game_index", "valid", "finished", "problems").orderBy("source", "game_index")
                    .collectAsList();
            Map<String, List<String>> got = new LinkedHashMap<>();
            expected.keySet().forEach(k -> got.put(k, new ArrayList<>()));
            List<String> wrongFormat = new ArrayList<>();
            for (Row r : rows) {
                String source = java.net.URI.create(r.getString(0)).getPath();
                if (r.getLong(1) < 0) {
                    List<Row> problems = r.getList(4);
                    problems.forEach(p -> wrongFormat.add(Path.of(source).getFileName() + ":" + p.getAs("kind")));
                    continue;
                }
                got.get(source).add(r.getBoolean(2) + "/" + r.getBoolean(3));
            }
            assertThat(got).as("split every " + bytes + " bytes").isEqualTo(expected);
            assertThat(wrongFormat).as("split every " + bytes + " bytes").contains("ggf-text.txt:WRONG_FORMAT");
        }
    }

    @Test
    @DisplayName("bulk validate on the hostile folder and on real transcripts counts what the library's Validator counts:"
            + " finished, unfinished and partial apart")
    void bulkCountsWhatValidateCounts(@TempDir Path tmp) throws Exception {
        for (Path dir : List.of(folder(tmp), data.resolve("transcripts"))) {
            Validator v = new Validator(0);
            for (Path f : files(dir)) {
                if (RecordFormat.byFileName(f.getFileName().toString()).isPresent()) {
                    read(f, v);
                }
            }
            ValidationSummary s = v.summary();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Bulk.run(new String[] {"validate", dir.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String text = out.toString(StandardCharsets.UTF_8);
            assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
            assertThat(text).as(dir.toString()).startsWith(String.format(java.util.Locale.ROOT,
                    "games: %d, valid: %d (finished %d, unfinished %d, partial %d), invalid: %d; ",
                    s.games(), s.valid(), s.finished(), s.unfinished(), s.partial(), s.invalid()));
            if (dir.startsWith(data)) {
                assertThat(s.partial()).as("opening lines are partial games").isPositive();
            }
        }
    }

    @Test
    @DisplayName("a failed positions run (a path missing, an output in a file) leaves no output folder and no hidden one")
    void failedPositionsLeaveNothing(@TempDir Path tmp) throws Exception {
        Path good = tmp.resolve("good.txt");
        Files.writeString(good, "f5d6c3\n");
        Path out = tmp.resolve("positions");
        String[] r = BulkTest.run("positions", "--master", "local[1]", "--out", out.toString(), good.toString(),
                tmp.resolve("missing.txt").toString());
        assertThat(r[0]).as(r[2]).isEqualTo("2");
        assertThat(files(tmp)).containsExactly(good);
        Path aFile = tmp.resolve("a-file");
        Files.writeString(aFile, "x");
        r = BulkTest.run("positions", "--master", "local[1]", "--out", aFile.resolve("positions").toString(), good.toString());
        assertThat(r[0]).as(r[2]).isNotEqualTo("0");
        assertThat(files(tmp)).containsExactly(aFile, good);
        assertThat(Files.readString(aFile)).isEqualTo("x");
        // and a run that succeeds leaves the folder, and nothing else
        r = BulkTest.run("positions", "--master", "local[1]", "--out", out.toString(), good.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("3 positions written");
        assertThat(files(tmp)).containsExactly(aFile, good, out);
    }
}
