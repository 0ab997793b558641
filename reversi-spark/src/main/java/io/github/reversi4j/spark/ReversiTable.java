package io.github.reversi4j.spark;

import java.util.EnumSet;
import java.util.Set;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.SupportsWrite;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.write.LogicalWriteInfo;
import org.apache.spark.sql.connector.write.WriteBuilder;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The archive as a table of games or positions to read, or a folder to write games to as records of one format. The
 * table accepts any schema on write: the rows need a column {@code moves}, and may have the other columns of
 * {@link ReversiSchemas#GAMES}.
 */
final class ReversiTable implements SupportsRead, SupportsWrite {

    private final ReadOptions.Mode mode;

    ReversiTable(ReadOptions.Mode mode) {
        this.mode = mode;
    }

    @Override
    public String name() {
        return "reversi(" + mode.name().toLowerCase(java.util.Locale.ROOT) + ")";
    }

    @Override
    @SuppressWarnings("deprecation")
    public StructType schema() {
        return mode.schema();
    }

    @Override
    public Set<TableCapability> capabilities() {
        return EnumSet.of(TableCapability.BATCH_READ, TableCapability.BATCH_WRITE, TableCapability.TRUNCATE,
                TableCapability.ACCEPT_ANY_SCHEMA);
    }

    @Override
    public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
        return new ReversiScan(ReadOptions.of(options));
    }

    @Override
    public WriteBuilder newWriteBuilder(LogicalWriteInfo info) {
        return new ReversiWrite(info);
    }
}
