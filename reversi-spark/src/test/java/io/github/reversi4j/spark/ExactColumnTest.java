package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The positions' {@code exact} column (option {@code exactEmpties}) in Spark's local mode over the real games of
 * 1977. Its oracles: a position with one empty square has a forced end, so its exact score is the game's own
 * final margin; and perfect play never scores less than the move played, so a position's exact score is at least
 * the exact score after its move, seen from the same side, and equal when the move played was a best one.
 */
class ExactColumnTest {

    private static final int N = 8;

    private static SparkSession spark;
    private static Path file;

    @BeforeAll
    static void start() {
        file = LocalSpark.data().resolve("wthor").resolve("WTH_1977.wtb");
        spark = LocalSpark.session();
    }

    private static Dataset<Row> positions(int exactEmpties) {
        return spark.read().format("reversi").option("mode", "positions")
                .option("exactEmpties", Integer.toString(exactEmpties)).load(file.toString())
                .selectExpr("game_index", "ply", "to_move", "margin", "exact", "64 - bit_count(black | white) AS empties");
    }

    @Test
    @DisplayName("exact at most N empties, null above; a forced end scores the game's result; never below the move played")
    void exactScoresOfRealGames() {
        List<Row> rows = positions(N).orderBy("game_index", "ply").collectAsList();
        int withExact = 0;
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            int empties = r.<Integer>getAs("empties");
            Integer exact = r.getAs("exact");
            assertThat(exact == null).as("row %s", r).isEqualTo(empties > N);
            if (exact == null) {
                continue;
            }
            withExact++;
            Integer margin = r.getAs("margin");
            if (empties <= 1 && margin != null) {
                assertThat(exact).as("forced end, row %s", r).isEqualTo(margin);
            }
            if (i + 1 < rows.size() && rows.get(i + 1).<Long>getAs("game_index").equals(r.<Long>getAs("game_index"))) {
                Row next = rows.get(i + 1);
                int after = next.<Integer>getAs("exact");
                int seen = next.<Byte>getAs("to_move").equals(r.<Byte>getAs("to_move")) ? after : -after;
                assertThat(exact).as("row %s then %s", r, next).isGreaterThanOrEqualTo(seen);
            }
        }
        assertThat(withExact).isGreaterThan(12 * 5);
        assertThat(positions(0).where("exact IS NOT NULL").count()).isZero();
    }

    @Test
    @DisplayName("exactEmpties is 0 to 64, for the positions only; the bulk command takes --exact-empties")
    void optionAndBulk(@TempDir Path tmp) {
        assertThatThrownBy(() -> positions(65).count()).hasMessageContaining("option exactEmpties: expected 0 .. 64");
        assertThatThrownBy(() -> spark.read().format("reversi").option("exactEmpties", "4").load(file.toString()).count())
                .hasMessageContaining("only with option mode positions");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = Bulk.run(new String[] {"positions", "--exact-empties", "4", "--out", tmp.resolve("p").toString(),
            file.toString()}, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(status).as(out).isZero();
        long expected = positions(4).where("exact IS NOT NULL").count();
        assertThat(out).contains(expected + " of them with an exact score (at most 4 empty squares)");
    }

    /**
     * {@code bulk theoretical}: its oracle is each game's own result. In a copy of 1977 whose theoretical scores are
     * the final scores (byte 6 into byte 7), the positions with 1 empty square have a forced end, so at
     * {@code --depth 1} every game that reaches it agrees; one score 2 discs off is the one difference.
     */
    @Test
    @DisplayName("bulk theoretical: stored scores against the exact column, by a game's own result at 1 empty")
    void bulkTheoretical(@TempDir Path tmp) throws Exception {
        byte[] bytes = java.nio.file.Files.readAllBytes(file);
        int games = (bytes.length - 16) / 68;
        for (int g = 0; g < games; g++) {
            bytes[16 + 68 * g + 7] = bytes[16 + 68 * g + 6];
        }
        long reaching = spark.read().format("reversi").option("mode", "positions").load(file.toString())
                .where("64 - bit_count(black | white) = 1").select("game_index").distinct().count();
        assertThat(reaching).isPositive();
        Path copy = tmp.resolve("WTH_1977.wtb");
        java.nio.file.Files.write(copy, bytes);
        assertThat(bulk("theoretical", "--depth", "1", copy.toString()))
                .contains("theoretical scores at 1 empties: " + reaching + " checked, 0 differ");
        long g = spark.read().format("reversi").option("mode", "positions").load(file.toString())
                .where("64 - bit_count(black | white) = 1").selectExpr("min(game_index)").first().getLong(0);
        int finalScore = bytes[16 + 68 * (int) g + 6] & 0xFF;
        bytes[16 + 68 * (int) g + 7] = (byte) (finalScore + 2);
        java.nio.file.Files.write(copy, bytes);
        assertThat(bulk("theoretical", "--depth", "1", copy.toString()))
                .contains(reaching + " checked, 1 differ")
                .contains(", game " + g + " (").contains("): stored " + (finalScore + 2) + ", exact " + finalScore);
    }

    private static String bulk(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int status = Bulk.run(args, ps, ps);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(status).as(out).isZero();
        return out;
    }
}
