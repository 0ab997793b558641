package io.github.reversi4j.spark;

import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The entry point Spark finds by the short name {@code reversi}: {@code spark.read.format("reversi").load(paths)}.
 *
 * <p>Options: {@code mode} ({@code games}, the default, or {@code positions}), {@code recordsPerPartition} (the
 * WTHOR records per input partition, 1 .. 1 000 000, default 1024), {@code format} (a {@code RecordFormat} id
 * such as {@code ggf}; by default each file's name tells). Paths may name files or directories (whose files of
 * known formats are read). See {@link ReversiSchemas} for the rows.
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
        return ReadOptions.of(options).mode().schema();
    }

    @Override
    public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
        return new ReversiTable(ReadOptions.of(new CaseInsensitiveStringMap(properties)).mode());
    }
}
