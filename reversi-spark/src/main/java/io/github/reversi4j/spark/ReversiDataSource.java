package io.github.reversi4j.spark;

import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The entry point Spark finds by the short name {@code reversi}: {@code spark.read.format("reversi").load(paths)}
 * and {@code df.write.format("reversi").option("format", "ggf").mode("append").save(folder)}.
 *
 * <p>Read options: {@code mode} ({@code games}, the default, or {@code positions}), {@code recordsPerPartition} (the
 * WTHOR records per input partition, 1 .. 1 000 000, default 1024), {@code maxPartitionBytes} (the bytes of a
 * transcript or eOthello CSV file per input partition, e.g. {@code 64m}; by default Spark's
 * {@code spark.sql.files.maxPartitionBytes}), {@code symmetries} ({@code true} for each position in the images of
 * every symmetry of its rules; positions only), {@code format} (a {@code RecordFormat} id such as {@code ggf}; by
 * default each file's name tells). Paths may name files or directories (whose files of known formats are read). See
 * {@link ReversiSchemas} for the rows.
 *
 * <p>Write options: {@code format} (required: a text format, {@code ggf}, {@code pgn}, {@code transcript},
 * {@code eothello-csv} or {@code obf}) and {@code onInvalid} ({@code skip}, the default, leaves out and counts each
 * row that is no valid game the format holds; {@code fail} fails the write at the first, with its location). The
 * rows need a column {@code moves} (array of strings) and may have {@code rules}, {@code black}, {@code white},
 * {@code event}, {@code date}, {@code valid}, {@code source} and {@code game_index}, as the games mode gives them.
 * Each task writes one file, {@code part-<partition>-<query id>.<extension>}; the job's commit moves the files into
 * the folder and writes {@code _SUCCESS} with the counts ({@code games_written}, {@code games_skipped}). Spark
 * accepts the save modes {@code append} and {@code overwrite} for this source.
 */
public final class ReversiDataSource implements TableProvider, DataSourceRegister {

    /** The short name, {@code reversi}. */
    public static final String SHORT_NAME = "reversi";

    /** Creates the source; Spark calls this. */
    public ReversiDataSource() {
        // no state
    }

    @Override
    public String shortName() {
        return SHORT_NAME;
    }

    @Override
    public StructType inferSchema(CaseInsensitiveStringMap options) {
        return ReadOptions.ofTable(options).mode().schema();
    }

    @Override
    public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
        return new ReversiTable(ReadOptions.ofTable(new CaseInsensitiveStringMap(properties)).mode());
    }
}
