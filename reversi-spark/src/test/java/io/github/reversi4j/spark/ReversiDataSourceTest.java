package io.github.reversi4j.spark;

import io.github.reversi4j.notation.GameInfo;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data source in Spark's local mode over the real WTHOR archive 1977-2009. */
class ReversiDataSourceTest {

    /** WTHOR record layout, written out here from the format's description: a 16-byte header, 68-byte records. */
    private static final int HEADER = 16;
    private static final int RECORD = 68;

    private static SparkSession spark;
    private static Path wthor;

    @BeforeAll
    static void start() {
        wthor = LocalSpark.data().resolve("wthor");
        spark = LocalSpark.session();
    }

    private static Dataset<Row> games(String... paths) {
        return spark.read().format("reversi").load(paths);
    }

    private static org.apache.spark.sql.DataFrameReader read() {
        return spark.read().format("reversi");
    }

    @Test
    @DisplayName("WTHOR 1977-2009: 105 025 games, 413 unfinished, 0 invalid, in many slices per file")
    void wholeArchive() {
        Dataset<Row> df = games(wthor.toString());
        assertThat(df.rdd().getNumPartitions()).isGreaterThan(100);
        Row counts = df.selectExpr("count(*)", "sum(if(valid, 0, 1))", "sum(if(finished, 0, 1))",
                "count(distinct source)").first();
        assertThat(counts.getLong(0)).isEqualTo(105_025L);
        assertThat(counts.getLong(1)).isZero();
        assertThat(counts.getLong(2)).isEqualTo(413L);
        assertThat(counts.getLong(3)).isEqualTo(33L);
    }

    @Test
    @DisplayName("every row of 1990 agrees game by game with the library's own WthorReader")
    void agreesWithTheReader() throws Exception {
        Path file = wthor.resolve("WTH_1990.wtb");
        List<Row> rows = read().option("recordsPerPartition", "97").load(file.toString()).orderBy("game_index")
                .collectAsList();
        int i = 0;
        try (InputStream in = Files.newInputStream(file);
                WthorReader r = WthorReader.of(in, file.toString(),
                        io.github.reversi4j.notation.internal.wthor.WthorNames.read(Files.newInputStream(wthor.resolve("WTHOR.JOU")),
                                "WTHOR.JOU", io.github.reversi4j.notation.internal.wthor.WthorNames.Kind.PLAYERS),
                        io.github.reversi4j.notation.internal.wthor.WthorNames.read(Files.newInputStream(wthor.resolve("WTHOR.TRN")),
                                "WTHOR.TRN", io.github.reversi4j.notation.internal.wthor.WthorNames.Kind.TOURNAMENTS))) {
            for (java.util.Iterator<CheckedGame> read = r.iterator(); read.hasNext(); i++) {
                Optional<CheckedGame> g = Optional.of(read.next());
                CheckedGame c = g.get();
                Row row = rows.get(i);
                assertThat(row.<Long>getAs("game_index")).isEqualTo(i);
                assertThat(row.<String>getAs("black")).isEqualTo(c.info().get(GameInfo.BLACK).orElseThrow());
                assertThat(row.<String>getAs("white")).isEqualTo(c.info().get(GameInfo.WHITE).orElseThrow());
                assertThat(row.<String>getAs("event")).isEqualTo(c.info().get(GameInfo.EVENT).orElseThrow());
                assertThat(row.<Boolean>getAs("valid")).isEqualTo(c.isValid());
                assertThat(row.<Boolean>getAs("finished")).isEqualTo(c.isFinished());
                assertThat(row.<scala.collection.Seq<?>>getAs("problems").size()).isEqualTo(c.problems().size());
                assertThat(row.<String>getAs("rules")).isEqualTo("othello");
            }
        }
        assertThat(rows).hasSize(i);
    }

    @Test
    @DisplayName("scores: a finished game's black_score is the record's score byte, and the scores sum to 64")
    void scores() {
        Row r = games(wthor.toString()).where("finished").selectExpr(
                "sum(if(black_score = cast(regexp_extract(result, '^black-score ([0-9]+)$', 1) as int), 0, 1))",
                "sum(if(black_score + white_score = 64, 0, 1))",
                "sum(if(winner = 'black' and black_score > 32 or winner = 'white' and black_score < 32"
                        + " or winner = 'draw' and black_score = 32, 0, 1))").first();
        assertThat(r.getLong(0)).isZero();
        assertThat(r.getLong(1)).isZero();
        assertThat(r.getLong(2)).isZero();
    }

    @Test
    @DisplayName("a header-only query never replays a game; a query of valid replays each game once")
    void columnPruning() {
        Dataset<Row> df = games(wthor.resolve("WTH_2000.wtb").toString());
        long before = Replays.count();
        long headers = df.select("source", "game_index", "event", "black", "white", "date", "rules", "moves", "result")
                .collectAsList().size();
        long n = df.count();
        assertThat(Replays.count()).isEqualTo(before);
        assertThat(headers).isEqualTo(n).isPositive();
        long valid = df.where("valid").count();
        assertThat(Replays.count() - before).isEqualTo(n);
        assertThat(valid).isEqualTo(n);
    }

    @Test
    @DisplayName("positions: as many as moves written plus forced passes; the first board, move and margin worked by hand")
    void positions() throws Exception {
        Dataset<Row> pos = read().option("mode", "positions").load(wthor.toString());
        long positions = pos.count();
        long written = 0;
        long passes = 0;
        try (var files = Files.list(wthor)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".wtb")).sorted()::iterator) {
                byte[] b = Files.readAllBytes(f);
                for (int off = HEADER; off + RECORD <= b.length; off += RECORD) {
                    for (int k = 8; k < RECORD && b[off + k] != 0; k++) {
                        written++;
                    }
                }
                try (InputStream in = Files.newInputStream(f); WthorReader r = WthorReader.of(in, f.toString())) {
                    for (java.util.Iterator<CheckedGame> read = r.iterator(); read.hasNext(); ) {
                        Optional<CheckedGame> g = Optional.of(read.next());
                        passes += g.get().record().orElseThrow().moves().stream().filter(Move::isPass).count();
                    }
                }
            }
        }
        assertThat(passes).isPositive();
        assertThat(positions).isEqualTo(written + passes);

        // game 0 of 1977, ply 0: the standard start (d5 e4 Black, d4 e5 White: bits row * 8 + column), Black to move
        Path f1977 = wthor.resolve("WTH_1977.wtb");
        byte[] b = Files.readAllBytes(f1977);
        int code = b[HEADER + 8] & 0xFF;
        int action = (code / 10 - 1) * 8 + (code % 10 - 1);
        int blackScore = b[HEADER + 6] & 0xFF;
        Row first = read().option("mode", "positions").load(f1977.toString()).where("game_index = 0 and ply = 0").first();
        assertThat(first.<Long>getAs("black")).isEqualTo((1L << 28) | (1L << 35));
        assertThat(first.<Long>getAs("white")).isEqualTo((1L << 27) | (1L << 36));
        assertThat(first.<Byte>getAs("to_move")).isEqualTo((byte) 0);
        assertThat(first.<Integer>getAs("action")).isEqualTo(action);
        assertThat(first.<Integer>getAs("margin")).isEqualTo(2 * blackScore - 64);
    }

    @Test
    @DisplayName("positions: the margin of every position of a finished game is the score byte seen by the mover")
    void margins() {
        Dataset<Row> g = games(wthor.resolve("WTH_2005.wtb").toString()).select("game_index", "finished", "result");
        Dataset<Row> p = read().option("mode", "positions").load(wthor.resolve("WTH_2005.wtb").toString())
                .select("game_index", "to_move", "margin", "action");
        Row r = p.join(g, "game_index").selectExpr(
                "sum(if(finished and margin = (2 * cast(regexp_extract(result, '^black-score ([0-9]+)$', 1) as int) - 64) * if(to_move = 0, 1, -1), 0, 1))"
                        + " - sum(if(finished, 0, 1))",
                "sum(if(finished or margin is null, 0, 1))",
                "sum(if(action between 0 and 64, 0, 1))").first();
        assertThat(r.getLong(0)).isZero();
        assertThat(r.getLong(1)).isZero();
        assertThat(r.getLong(2)).isZero();
    }

    @Test
    @DisplayName("a corrupted record in a split file is reported with file, game index and move number; the rest reads")
    void corruptedRecord(@TempDir Path tmp) throws IOException {
        byte[] b = Files.readAllBytes(wthor.resolve("WTH_1985.wtb"));
        int games = (b.length - HEADER) / RECORD;
        int bad = 123;
        b[HEADER + bad * RECORD + 8 + 4] = (byte) 99; // move 5 names no square
        Path copy = tmp.resolve("broken.wtb");
        Files.write(copy, b);
        Dataset<Row> df = read().option("recordsPerPartition", "10").load(copy.toString());
        assertThat(df.rdd().getNumPartitions()).isGreaterThan(10);
        assertThat(df.count()).isEqualTo(games);
        List<Row> invalid = df.where("not valid").selectExpr("source", "game_index", "problems[0].kind",
                "problems[0].move_number", "problems[0].move", "size(moves)").collectAsList();
        assertThat(invalid).hasSize(1);
        Row r = invalid.get(0);
        assertThat(r.getString(0)).endsWith("/broken.wtb");
        assertThat(r.getLong(1)).isEqualTo(bad);
        assertThat(r.getString(2)).isEqualTo("UNKNOWN_SQUARE");
        assertThat(r.getInt(3)).isEqualTo(5);
        assertThat(r.getString(4)).isEqualTo("99");
        assertThat(r.getInt(5)).isEqualTo(4);
    }

    @Test
    @DisplayName("a WTHOR file with no header, one cut short and one whose count is wrong: every record read, each file's "
            + "own problems in a row of game index -1, and nothing stops")
    void brokenFilesStopNothing(@TempDir Path tmp) throws IOException {
        byte[] b = Files.readAllBytes(wthor.resolve("WTH_1977.wtb"));
        int games = (b.length - HEADER) / RECORD;
        Files.write(tmp.resolve("a-empty.wtb"), new byte[0]);
        // five whole records and ten bytes of the sixth, under a header that announces them all
        Files.write(tmp.resolve("b-cut.wtb"), java.util.Arrays.copyOf(b, HEADER + 5 * RECORD + 10));
        // every record, under a header that announces three (the count is bytes 4-7, little-endian)
        byte[] fewer = b.clone();
        fewer[4] = 3;
        fewer[5] = 0;
        fewer[6] = 0;
        fewer[7] = 0;
        Files.write(tmp.resolve("c-count.wtb"), fewer);
        Files.write(tmp.resolve("d-good.wtb"), b);
        Dataset<Row> df = read().option("recordsPerPartition", "4").load(tmp.toString());
        List<Row> own = df.where("game_index < 0").orderBy("source")
                .selectExpr("source", "valid", "transform(problems, p -> p.kind)").collectAsList();
        assertThat(own).hasSize(3);
        assertThat(own.get(0).getString(0)).endsWith("/a-empty.wtb");
        assertThat(own.get(0).getList(2)).containsExactly("TRUNCATED");
        assertThat(own.get(1).getString(0)).endsWith("/b-cut.wtb");
        assertThat(own.get(1).getList(2)).isNotEmpty().allMatch("TRUNCATED"::equals);
        assertThat(own.get(2).getString(0)).endsWith("/c-count.wtb");
        assertThat(own.get(2).getList(2)).containsExactly("BAD_HEADER");
        assertThat(own).allMatch(r -> !r.getBoolean(1));
        Dataset<Row> read = df.where("game_index >= 0");
        assertThat(read.where("source LIKE '%b-cut.wtb'").count()).isEqualTo(5);
        assertThat(read.where("source LIKE '%c-count.wtb'").count()).isEqualTo(games);
        assertThat(read.where("source LIKE '%d-good.wtb'").count()).isEqualTo(games);
        assertThat(read.where("not valid").count()).isZero();
        // the records read whole agree with the same records read in slices
        List<Row> sliced = read.where("source LIKE '%d-good.wtb'").orderBy("game_index").select("moves").collectAsList();
        List<Row> whole = read.where("source LIKE '%c-count.wtb'").orderBy("game_index").select("moves").collectAsList();
        assertThat(whole).isEqualTo(sliced);
    }

    @Test
    @DisplayName("GGF, PGN, transcript and eOthello CSV files, one task each, agree game by game with the library's readers")
    void otherFormats() throws Exception {
        for (String folder : List.of("ggf", "pgn", "transcripts")) {
            Path dir = wthor.resolveSibling(folder);
            List<Row> rows = games(dir.toString()).orderBy("source", "game_index").collectAsList();
            int i = 0;
            try (var files = Files.list(dir)) {
                for (Path f : (Iterable<Path>) files.filter(p -> RecordFormat.byFileName(p.toString()).isPresent())
                        .sorted()::iterator) {
                    RecordFormat format = RecordFormat.byFileName(f.toString()).orElseThrow();
                    boolean lines = format == RecordFormat.TRANSCRIPT || format == RecordFormat.EOTHELLO_CSV;
                    long[] starts = lineStarts(Files.readAllBytes(f));
                    try (GameReader r = format.reader(Files.newInputStream(f), f.toString(), FormatOptions.defaults())) {
                        long index = 0;
                        for (java.util.Iterator<CheckedGame> read = r.iterator(); read.hasNext(); i++, index++) {
                            Optional<CheckedGame> g = Optional.of(read.next());
                            CheckedGame c = g.get();
                            Row row = rows.get(i);
                            assertThat(row.<String>getAs("source")).endsWith("/" + f.getFileName());
                            // the line formats' games are known by their line's offset, the others' by their index
                            assertThat(row.<Long>getAs("game_index"))
                                    .isEqualTo(lines ? starts[c.location().line().getAsInt() - 1] : index);
                            assertThat(row.<Boolean>getAs("valid")).as(f + " game " + index).isEqualTo(c.isValid());
                            assertThat(row.<Boolean>getAs("finished")).isEqualTo(c.isFinished());
                            assertThat(row.<scala.collection.Seq<?>>getAs("problems").size())
                                    .isEqualTo(c.problems().size());
                            assertThat(Optional.ofNullable(row.<String>getAs("black"))).isEqualTo(c.info().get(GameInfo.BLACK));
                            assertThat(Optional.ofNullable(row.<String>getAs("rules")))
                                    .isEqualTo(c.record().map(rec -> rec.rules().id()));
                        }
                    }
                }
            }
            assertThat(rows).as(folder).hasSize(i);
            assertThat(i).isPositive();
        }
    }

    /** The offset of each line of a file: entry k for line k + 1. */
    static long[] lineStarts(byte[] b) {
        long[] starts = new long[b.length + 1];
        int n = 0;
        starts[n++] = 0;
        // a line ends at LF, CR LF or a lone CR, as in every text editor
        for (int k = 0; k < b.length; k++) {
            boolean end = b[k] == '\n' || b[k] == '\r' && (k + 1 == b.length || b[k + 1] != '\n');
            if (end && k + 1 < b.length) {
                starts[n++] = k + 1;
            }
        }
        return java.util.Arrays.copyOf(starts, n);
    }

    @Test
    @DisplayName("the PGN export of WTHOR 1977 has the moves and names of the WTHOR file itself")
    void pgnOfWthor() {
        Path pgn = wthor.resolveSibling("pgn").resolve("thor2pgn-WTH_1977.pgn");
        List<Row> fromPgn = games(pgn.toString()).orderBy("game_index").select("moves", "black", "white", "valid")
                .collectAsList();
        List<Row> fromWthor = games(wthor.resolve("WTH_1977.wtb").toString()).orderBy("game_index")
                .select("moves", "black", "white", "valid").collectAsList();
        assertThat(fromPgn).hasSize(fromWthor.size());
        for (int i = 0; i < fromPgn.size(); i++) {
            assertThat(fromPgn.get(i).getList(0)).as("game " + i).isEqualTo(fromWthor.get(i).getList(0));
            assertThat(fromPgn.get(i).getString(1)).isEqualTo(fromWthor.get(i).getString(1));
            assertThat(fromPgn.get(i).getBoolean(3)).isTrue();
        }
    }

    @Test
    @DisplayName("a bad option or a file of another format is a clear error")
    void badInput() {
        assertThatThrownBy(() -> read().option("mode", "boards").load(wthor.toString()).count())
                .hasMessageContaining("option mode");
        assertThatThrownBy(() -> read().option("recordsPerPartition", "0").load(wthor.toString()).count())
                .hasMessageContaining("recordsPerPartition");
        assertThatThrownBy(() -> games(wthor.resolve("SOURCE.md").toString()).count())
                .hasMessageContaining("SOURCE.md");
        assertThatThrownBy(() -> read().option("format", "sgf").load(wthor.toString()).count())
                .hasMessageContaining("option format");
        // an option of Spark's file sources that this one does not take is named, not silently ignored
        assertThatThrownBy(() -> read().option("recursiveFileLookup", "true").load(wthor.toString()).count())
                .hasMessageContaining("option recursivefilelookup: the reversi source has no such option");
        assertThatThrownBy(() -> read().option("maxPartitionBytes", "8000000000000000000000").load(wthor.toString()).count())
                .hasMessageContaining("option maxPartitionBytes: not a size");
    }

    @Test
    @DisplayName("a split into more tasks than a read may plan is refused, naming the option, before any is made")
    void tooManyPartitions(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws Exception {
        // a sparse file of 2 GB: split every byte it would be 2 billion partitions on the driver
        java.nio.file.Path big = tmp.resolve("big.txt");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(2L << 30);
        }
        assertThatThrownBy(() -> read().option("maxPartitionBytes", "1").load(big.toString()).count())
                .hasMessageContaining("option maxPartitionBytes 1 splits ")
                .hasMessageContaining("(2147483648 bytes) into 2147483649 parts, and a read has at most 1000000 tasks");
        // the same file in 2 parts of 1 GiB is planned (and read: NUL bytes, no game)
        assertThat(read().option("maxPartitionBytes", "1g").load(big.toString()).rdd().getNumPartitions()).isEqualTo(2);
    }
}
