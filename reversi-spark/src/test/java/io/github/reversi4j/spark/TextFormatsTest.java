package io.github.reversi4j.spark;

import io.github.reversi4j.notation.GameInfo;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GGF, PGN, transcripts and eOthello CSV: header-only queries without the replay, and line files split at any byte. */
class TextFormatsTest {

    private static SparkSession spark;
    private static Path data;

    @BeforeAll
    static void start() {
        spark = LocalSpark.session();
        data = LocalSpark.data();
    }

    /** The games of a file as the library's reader gives them, in order. */
    private static List<CheckedGame> read(Path f) throws Exception {
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = RecordFormat.byFileName(f.toString()).orElseThrow().reader(Files.newInputStream(f),
                f.toString(), FormatOptions.defaults())) {
            for (java.util.Iterator<CheckedGame> read = r.iterator(); read.hasNext(); ) {
                Optional<CheckedGame> g = Optional.of(read.next());
                games.add(g.get());
            }
        }
        return games;
    }

    @Test
    @DisplayName("GGF, PGN, transcripts: a header-only query replays no game and agrees with the readers; valid replays each once")
    void headerOnlyQueriesDoNotReplay() throws Exception {
        for (String folder : List.of("ggf", "pgn", "transcripts")) {
            Path dir = data.resolve(folder);
            long expected = 0;
            List<String> blacks = new ArrayList<>();
            try (var files = Files.list(dir)) {
                for (Path f : (Iterable<Path>) files.filter(p -> RecordFormat.byFileName(p.toString()).isPresent())
                        .sorted()::iterator) {
                    for (CheckedGame g : read(f)) {
                        expected++;
                        blacks.add(g.info().get(GameInfo.BLACK).orElse(null));
                    }
                }
            }
            Dataset<Row> df = spark.read().format("reversi").load(dir.toString());
            long before = Replays.count();
            List<Row> headers = df.select("source", "game_index", "event", "black", "white", "date")
                    .orderBy("source", "game_index").collectAsList();
            long counted = df.count();
            assertThat(Replays.count()).as(folder).isEqualTo(before);
            assertThat(headers).as(folder).hasSize((int) expected);
            assertThat(counted).isEqualTo(expected);
            List<String> seen = new ArrayList<>();
            headers.forEach(r -> seen.add(r.getAs("black")));
            assertThat(seen).as(folder).isEqualTo(blacks);
            long valid = df.where("valid").count();
            assertThat(Replays.count() - before).as(folder).isEqualTo(expected);
            assertThat(valid).isPositive();
        }
    }

    @Test
    @DisplayName("transcripts, eOthello CSV and OBF split every 1000 bytes: each game read once, as the reader reads it")
    void lineFilesSplit() throws Exception {
        Path dir = data.resolve("transcripts");
        for (Path f : List.of(dir.resolve("nboard-xot-large.txt"), dir.resolve("eothello-dataset-first1000.csv"),
                dir.resolve("welty-openings.txt"), data.resolve("ffo/fforum-1-19.obf"), data.resolve("ffo/fforum-20-39.obf"),
                data.resolve("ffo/fforum-40-59.obf"))) {
            String name = f.getFileName().toString();
            long[] starts = ReversiDataSourceTest.lineStarts(Files.readAllBytes(f));
            Map<Long, CheckedGame> byOffset = new HashMap<>();
            for (CheckedGame g : read(f)) {
                byOffset.put(starts[g.location().line().getAsInt() - 1], g);
            }
            Dataset<Row> df = spark.read().format("reversi").option("maxPartitionBytes", "1000").load(f.toString());
            assertThat(df.rdd().getNumPartitions()).as(name).isEqualTo((int) ((Files.size(f) + 999) / 1000));
            List<Row> rows = df.select("game_index", "moves", "valid", "finished", "event").collectAsList();
            assertThat(rows).as(name).hasSize(byOffset.size());
            assertThat(rows.stream().map(r -> r.<Long>getAs("game_index")).distinct().count()).isEqualTo(rows.size());
            for (Row r : rows) {
                CheckedGame g = byOffset.get(r.<Long>getAs("game_index"));
                assertThat(g).as(name + " offset " + r.getAs("game_index")).isNotNull();
                assertThat(r.<Boolean>getAs("valid")).isEqualTo(g.isValid());
                assertThat(r.<Boolean>getAs("finished")).isEqualTo(g.isFinished());
                assertThat(r.getList(r.fieldIndex("moves")).size()).isEqualTo(
                        g.record().map(rec -> rec.moves().stream().filter(m -> !m.isPass()).count()).orElse(0L).intValue());
            }
        }
    }

    @Test
    @DisplayName("line files split at every byte, at line starts and inside lines: blank, comment, bad, CRLF and lone-CR lines, no final newline")
    void everySplitSize(@TempDir Path tmp) throws Exception {
        String obfLine = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;";
        Map<String, String> files = new java.util.LinkedHashMap<>();
        files.put("openings.txt", "f5d6c3d3c4 Tiger\n\n// a comment\nf5f6e6f4\r\nf5d6c5 Chimney\n%\nf5\n# x\nf5f4e3f6d3 Stephenson");
        // a comment, a good line, a blank and an empty comment, a board cut short, White to move (CRLF), blanks, and
        // a line with no scores and no final newline
        files.put("positions.obf", "% FFO #1\n" + obfLine + "\n\n%\n" + obfLine.substring(0, 40) + " X;\r\n"
                + obfLine.replace(" X;", " O;") + "\r\n   \n" + obfLine.substring(0, 66));
        // the same with lone CR line ends (old Mac files), and with the three kinds mixed
        files.put("openings-cr.txt", files.get("openings.txt").replace("\r\n", "\n").replace('\n', '\r'));
        files.put("positions-cr.obf", files.get("positions.obf").replace("\r\n", "\n").replace('\n', '\r'));
        files.put("openings-mixed.txt", "f5d6c3d3c4 Tiger\r\r// a comment\nf5f6e6f4\r\nf5d6c5 Chimney\r%\nf5\r\n# x\rf5f4e3f6d3 Stephenson");
        for (Map.Entry<String, String> file : files.entrySet()) {
            String text = file.getValue();
            Path f = tmp.resolve(file.getKey());
            Files.write(f, text.getBytes(StandardCharsets.UTF_8));
            // the reader's games, each named by the offset of its line and whether it is valid
            long[] starts = ReversiDataSourceTest.lineStarts(text.getBytes(StandardCharsets.UTF_8));
            List<String> expected = new ArrayList<>();
            for (CheckedGame g : read(f)) {
                expected.add(starts[g.location().line().getAsInt() - 1] + ":" + g.isValid());
            }
            assertThat(expected).as(file.getKey()).hasSize(file.getKey().endsWith(".txt") ? 5 : 4);
            assertThat(expected.stream().map(e -> e.substring(0, e.indexOf(':'))).distinct()).as(file.getKey()).hasSize(expected.size());
            assertThat(expected.stream().filter(e -> e.endsWith(":true"))).as(file.getKey()).isNotEmpty();
            if (file.getKey().endsWith(".obf")) {
                assertThat(expected.stream().filter(e -> e.endsWith(":false"))).as(file.getKey()).isNotEmpty();
            }
            // 17 and 18 put boundaries on line starts and on the newline before one; 1 on every byte
            for (int bytes : new int[] {1, 2, 3, 5, 7, 11, 16, 17, 18, 19, 29, 47, 83, 84, 85, 86, text.length(),
                text.length() + 1}) {
                Dataset<Row> df = spark.read().format("reversi").option("maxPartitionBytes", Integer.toString(bytes))
                        .load(f.toString());
                assertThat(df.rdd().getNumPartitions()).as(file.getKey() + " split every " + bytes + " bytes")
                        .isEqualTo((text.length() + bytes - 1) / bytes);
                List<Row> rows = df.orderBy("game_index").select("game_index", "valid").collectAsList();
                List<String> got = new ArrayList<>();
                rows.forEach(r -> got.add(r.getLong(0) + ":" + r.getBoolean(1)));
                assertThat(got).as(file.getKey() + " split every " + bytes + " bytes").isEqualTo(expected);
            }
        }
    }
}
