package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/** The one Spark session of the tests ({@code local[2]}), started once and stopped by Spark's own shutdown hook. */
final class LocalSpark {

    private static SparkSession spark;

    private LocalSpark() {
    }

    static synchronized SparkSession session() {
        if (spark == null) {
            spark = SparkSession.builder().master("local[2]").appName("reversi-spark-test")
                    .config("spark.ui.enabled", "false")
                    .config("spark.sql.shuffle.partitions", "4")
                    .getOrCreate();
        }
        return spark;
    }

    /** The real data of the repository ({@code testdata}, or the folder {@code -Dreversi4j.data} names). */
    static Path data() {
        String dir = System.getProperty("reversi4j.data", "");
        Path d = Path.of(dir.isEmpty() ? "../testdata" : dir).toAbsolutePath();
        assertThat(d.resolve("wthor").resolve("WTH_1977.wtb")).as("the real WTHOR data (testdata/wthor)").exists();
        return d;
    }
}
