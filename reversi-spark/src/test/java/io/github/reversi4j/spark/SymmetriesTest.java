package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The option symmetries of the positions, checked against the 8 symmetries of the square written out here by
 * coordinates: column x from a (0) to h (7), row y from 1 (0) to 8 (7), drawn with a1 at the top left and row 1 on
 * top, as Othello diagrams are.
 */
class SymmetriesTest {

    private static SparkSession spark;
    private static Path wthor;

    @BeforeAll
    static void start() {
        spark = LocalSpark.session();
        wthor = LocalSpark.data().resolve("wthor");
    }

    /** Where a symmetry sends square (x, y), from the picture of the board, not from the library. */
    private static int image(String symmetry, int x, int y) {
        int[] xy;
        switch (symmetry) {
            case "IDENTITY": xy = new int[] {x, y}; break;
            // a quarter turn clockwise: the top row becomes the right column, read top to bottom
            case "ROTATE_90": xy = new int[] {7 - y, x}; break;
            case "ROTATE_180": xy = new int[] {7 - x, 7 - y}; break;
            // a quarter turn counter-clockwise: the top row becomes the left column, read bottom to top
            case "ROTATE_270": xy = new int[] {y, 7 - x}; break;
            // a mirror between columns d and e
            case "FLIP_HORIZONTAL": xy = new int[] {7 - x, y}; break;
            // a mirror between rows 4 and 5
            case "FLIP_VERTICAL": xy = new int[] {x, 7 - y}; break;
            // the mirror along a1-h8: column and row trade places
            case "TRANSPOSE": xy = new int[] {y, x}; break;
            // the mirror along h1-a8
            case "ANTI_TRANSPOSE": xy = new int[] {7 - y, 7 - x}; break;
            default: throw new AssertionError("not a symmetry of the square: " + symmetry);
        }
        return xy[1] * 8 + xy[0];
    }

    private static long image(String symmetry, long bits) {
        long out = 0;
        for (int i = 0; i < 64; i++) {
            if ((bits >>> i & 1) != 0) {
                out |= 1L << image(symmetry, i % 8, i / 8);
            }
        }
        return out;
    }

    @Test
    @DisplayName("8 rows per position, the boards and the move each the image of the position's own by coordinates")
    void eightImages() {
        String f = wthor.resolve("WTH_1983.wtb").toString();
        Dataset<Row> plain = spark.read().format("reversi").option("mode", "positions").load(f);
        Dataset<Row> all = spark.read().format("reversi").option("mode", "positions").option("symmetries", "true").load(f);
        long n = plain.count();
        assertThat(plain.where("symmetry <> 'IDENTITY'").count()).isZero();
        assertThat(all.count()).isEqualTo(8 * n);
        Map<String, Row> originals = new HashMap<>();
        for (Row r : plain.where("game_index < 40").collectAsList()) {
            originals.put(r.getAs("game_index") + "/" + r.getAs("ply"), r);
        }
        List<Row> images = all.where("game_index < 40").collectAsList();
        assertThat(images).hasSize(8 * originals.size());
        Map<String, Integer> perPosition = new HashMap<>();
        for (Row r : images) {
            String key = r.getAs("game_index") + "/" + r.getAs("ply");
            Row o = originals.get(key);
            String sym = r.getAs("symmetry");
            perPosition.merge(key + "/" + sym, 1, Integer::sum);
            assertThat(r.<Long>getAs("black")).as(key + " " + sym).isEqualTo(image(sym, o.<Long>getAs("black")));
            assertThat(r.<Long>getAs("white")).as(key + " " + sym).isEqualTo(image(sym, o.<Long>getAs("white")));
            int action = o.getAs("action");
            assertThat(r.<Integer>getAs("action")).as(key + " " + sym)
                    .isEqualTo(action == 64 ? 64 : image(sym, action % 8, action / 8));
            assertThat(r.<Byte>getAs("to_move")).isEqualTo(o.<Byte>getAs("to_move"));
            assertThat(r.<Integer>getAs("margin")).isEqualTo(o.<Integer>getAs("margin"));
            // the move goes to an empty square of the image
            if (action != 64) {
                long occupied = r.<Long>getAs("black") | r.<Long>getAs("white");
                assertThat(occupied >>> r.<Integer>getAs("action") & 1).isZero();
            }
        }
        // each of the 8 symmetries once per position, even where images coincide
        assertThat(perPosition).hasSize(8 * originals.size()).allSatisfy((k, v) -> assertThat(v).isEqualTo(1));
    }

    @Test
    @DisplayName("the start position's images: its 4 mirror-symmetric images are kept as duplicates, by hand")
    void startPosition() {
        String f = wthor.resolve("WTH_1977.wtb").toString();
        List<Row> start = spark.read().format("reversi").option("mode", "positions").option("symmetries", "true").load(f)
                .where("game_index = 0 and ply = 0").orderBy("symmetry").collectAsList();
        assertThat(start).hasSize(8);
        long d4 = 1L << 27;
        long e4 = 1L << 28;
        long d5 = 1L << 35;
        long e5 = 1L << 36;
        for (Row r : start) {
            String sym = r.getAs("symmetry");
            // the start (Black on e4 and d5) is kept by the half turn and the two diagonal mirrors; the quarter
            // turns and the two axis mirrors swap the colors' squares
            boolean kept = List.of("IDENTITY", "ROTATE_180", "TRANSPOSE", "ANTI_TRANSPOSE").contains(sym);
            assertThat(r.<Long>getAs("black")).as(sym).isEqualTo(kept ? e4 | d5 : d4 | e5);
            assertThat(r.<Long>getAs("white")).as(sym).isEqualTo(kept ? d4 | e5 : e4 | d5);
        }
    }

    @Test
    @DisplayName("the option symmetries is only for positions, and true or false")
    void badOption() {
        String f = wthor.resolve("WTH_1977.wtb").toString();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> spark.read().format("reversi")
                .option("symmetries", "true").load(f).count()).hasMessageContaining("option symmetries");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> spark.read().format("reversi")
                .option("mode", "positions").option("symmetries", "yes").load(f).count())
                .hasMessageContaining("option symmetries");
    }
}
