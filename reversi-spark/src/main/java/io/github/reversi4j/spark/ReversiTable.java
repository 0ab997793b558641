package io.github.reversi4j.spark;

import java.util.EnumSet;
import java.util.Set;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** The archive as a read-only table of games or positions. */
final class ReversiTable implements SupportsRead {

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
        return EnumSet.of(TableCapability.BATCH_READ);
    }

    @Override
    public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
        return new ReversiScan(ReadOptions.of(options));
    }
}
