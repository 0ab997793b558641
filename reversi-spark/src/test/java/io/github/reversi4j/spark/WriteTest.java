package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writing games back as records, and the positions through Parquet. */
class WriteTest {

    private static SparkSession spark;
    private static Path wthor;

    @BeforeAll
    static void start() {
        spark = LocalSpark.session();
        wthor = LocalSpark.data().resolve("wthor");
    }

    private static Properties success(Path dir) throws Exception {
        Properties p = new Properties();
        p.load(new java.io.StringReader(Files.readString(dir.resolve("_SUCCESS"), StandardCharsets.UTF_8)));
        return p;
    }

    /** The facts of each game that every format keeps, one text a game, sorted. */
    private static List<String> facts(Dataset<Row> games, String... columns) {
        return games.selectExpr("concat_ws('|', " + String.join(", ", columns) + ")").collectAsList().stream()
                .map(r -> r.getString(0)).sorted().collect(Collectors.toList());
    }

    @Test
    @DisplayName("WTHOR 1990-1992 written as GGF, one file per task, read back: the same games, names, results")
    void ggfRoundTrip(@TempDir Path tmp) throws Exception {
        String[] years = {wthor.resolve("WTH_1990.wtb").toString(), wthor.resolve("WTH_1991.wtb").toString(),
            wthor.resolve("WTH_1992.wtb").toString()};
        Dataset<Row> games = spark.read().format("reversi").option("recordsPerPartition", "2000").load(years);
        long n = games.count();
        int tasks = games.rdd().getNumPartitions();
        Path out = tmp.resolve("ggf");
        games.write().format("reversi").option("format", "ggf").mode("append").save(out.toString());

        List<Path> files;
        try (var list = Files.list(out)) {
            files = list.sorted().collect(Collectors.toList());
        }
        assertThat(files.stream().filter(f -> f.toString().endsWith(".ggf"))).hasSize(tasks);
        assertThat(files.stream().map(f -> f.getFileName().toString())).contains("_SUCCESS")
                .noneMatch(f -> f.startsWith("_temporary"));
        Properties counts = success(out);
        assertThat(Long.parseLong(counts.getProperty("games_written"))).isEqualTo(n);
        assertThat(Long.parseLong(counts.getProperty("games_skipped"))).isZero();

        Dataset<Row> back = spark.read().format("reversi").load(out.toString());
        // GGF has no field for the event (FORMATS §2): every other fact comes back
        assertThat(back.where("event is not null").count()).isZero();
        String[] columns = {"concat_ws(' ', moves)", "black", "white", "date", "valid", "finished", "winner",
            "black_score", "white_score", "black_discs", "white_discs"};
        List<String> before = facts(games, columns);
        List<String> after = facts(back, columns);
        assertThat(after).hasSize((int) n);
        for (int i = 0; i < n; i++) {
            assertThat(after.get(i)).as("game " + i + " in sorted order").isEqualTo(before.get(i));
        }
        assertThat(back.where("not valid").count()).isZero();
    }

    @Test
    @DisplayName("invalid rows are skipped and counted by default, or fail the write with their location; overwrite replaces")
    void invalidRows(@TempDir Path tmp) throws Exception {
        StructType schema = new StructType()
                .add("source", DataTypes.StringType)
                .add("game_index", DataTypes.LongType)
                .add("black", DataTypes.StringType)
                .add("moves", DataTypes.createArrayType(DataTypes.StringType));
        List<Row> rows = new ArrayList<>();
        rows.add(RowFactory.create("hand", 0L, "Alice", List.of("f5", "d6", "c3", "d3", "c4")));
        rows.add(RowFactory.create("hand", 1L, "Bob", List.of("f5", "f5")));          // f5 twice: illegal
        rows.add(RowFactory.create("hand", 2L, "Carol", List.of("f5", "zz")));        // no such move
        rows.add(RowFactory.create("hand", 3L, "Dan", List.of("f5", "f6", "e6", "f4")));
        Dataset<Row> df = spark.createDataFrame(rows, schema).repartition(1);
        Path out = tmp.resolve("out");
        df.write().format("reversi").option("format", "transcript").mode("overwrite").save(out.toString());
        assertThat(success(out).getProperty("games_written")).isEqualTo("2");
        assertThat(success(out).getProperty("games_skipped")).isEqualTo("2");
        List<Row> back = spark.read().format("reversi").load(out.toString()).selectExpr("concat_ws(' ', moves)")
                .orderBy("game_index").collectAsList();
        assertThat(back.stream().map(r -> r.getString(0))).containsExactly("f5 d6 c3 d3 c4", "f5 f6 e6 f4");

        // overwrite: the folder holds the new write only
        df.where("game_index = 3").write().format("reversi").option("format", "transcript").mode("overwrite")
                .save(out.toString());
        assertThat(spark.read().format("reversi").load(out.toString()).count()).isEqualTo(1);

        Path failed = tmp.resolve("failed");
        // Bob's row, the second: games are counted from 1 in every location
        assertThatThrownBy(() -> df.write().format("reversi").option("format", "transcript").option("onInvalid", "fail")
                .mode("append").save(failed.toString())).hasStackTraceContaining("hand").hasStackTraceContaining("game 2")
                .hasStackTraceContaining("onInvalid");
        // the failed job leaves no file behind: no part file, no _SUCCESS, no temporary folder
        try (var left = Files.walk(failed)) {
            assertThat(left.filter(Files::isRegularFile)).isEmpty();
        }
    }

    @Test
    @DisplayName("a write without a format, to WTHOR, or of rows without moves is a clear error")
    void badWrites(@TempDir Path tmp) {
        Dataset<Row> games = spark.read().format("reversi").load(wthor.resolve("WTH_1977.wtb").toString());
        assertThatThrownBy(() -> games.write().format("reversi").mode("append").save(tmp.resolve("a").toString()))
                .hasMessageContaining("option format");
        assertThatThrownBy(() -> games.write().format("reversi").option("format", "wthor").mode("append")
                .save(tmp.resolve("b").toString())).hasMessageContaining("RecordFormat.WTHOR.writer");
        assertThatThrownBy(() -> games.select("black").write().format("reversi").option("format", "ggf").mode("append")
                .save(tmp.resolve("c").toString())).hasMessageContaining("no column moves");
    }

    @Test
    @DisplayName("the README's table of the positions columns names each column of the schema, in order, with its type")
    void readmeSchemaTable() throws Exception {
        // the tests run in the module's folder, beside the repository's README
        Path readme = Path.of("").toAbsolutePath().resolveSibling("README.md");
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        int at = lines.indexOf("| Column | Type | Meaning |");
        assertThat(at).as("the positions table in " + readme).isPositive();
        List<String> documented = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String[] cells = lines.get(i).split("\\|");
            documented.add(cells[1].strip().replace("`", "") + " " + cells[2].strip());
        }
        Map<String, String> names = Map.of("StringType", "string", "LongType", "long", "IntegerType", "int",
                "BinaryType", "binary", "ByteType", "byte");
        List<String> actual = new ArrayList<>();
        for (var f : ReversiSchemas.POSITIONS.fields()) {
            actual.add(f.name() + " " + names.get(f.dataType().toString()));
        }
        assertThat(documented).isEqualTo(actual);
    }

    @Test
    @DisplayName("positions through Parquet: the documented schema, column for column, and every value back")
    void parquet(@TempDir Path tmp) {
        Dataset<Row> pos = spark.read().format("reversi").option("mode", "positions")
                .load(wthor.resolve("WTH_1979.wtb").toString());
        Path out = tmp.resolve("positions.parquet");
        pos.write().parquet(out.toString());
        Dataset<Row> back = spark.read().parquet(out.toString());
        // the schema as the README documents it, written out here
        StructType documented = new StructType()
                .add("source", DataTypes.StringType)
                .add("game_index", DataTypes.LongType)
                .add("ply", DataTypes.IntegerType)
                .add("symmetry", DataTypes.StringType)
                .add("black", DataTypes.LongType)
                .add("white", DataTypes.LongType)
                .add("board", DataTypes.BinaryType)
                .add("to_move", DataTypes.ByteType)
                .add("action", DataTypes.IntegerType)
                .add("margin", DataTypes.IntegerType)
                .add("exact", DataTypes.IntegerType);
        assertThat(back.schema().fieldNames()).containsExactly(documented.fieldNames());
        for (int i = 0; i < documented.fields().length; i++) {
            assertThat(back.schema().fields()[i].dataType()).as(documented.fields()[i].name())
                    .isEqualTo(documented.fields()[i].dataType());
        }
        assertThat(ReversiSchemas.POSITIONS.fieldNames()).containsExactly(documented.fieldNames());
        // a reader that names the schema itself, as a training pipeline would, reads the same rows
        Dataset<Row> typed = spark.read().schema(documented).parquet(out.toString());
        assertThat(typed.except(back).count()).isZero();
        long n = pos.count();
        assertThat(back.count()).isEqualTo(n).isPositive();
        String[] key = {"game_index", "ply"};
        assertThat(back.drop("board").except(pos.drop("board")).count()).isZero();
        assertThat(back.where("board is not null").count()).isZero();
        assertThat(back.select(key[0], key[1]).distinct().count()).isEqualTo(n);
    }
}
