package io.github.reversi4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.types.StructType;

/** Opens a reader for each slice on the executors. */
final class ReaderFactory implements PartitionReaderFactory {

    private static final long serialVersionUID = 1L;

    private final ReadOptions.Mode mode;
    private final boolean symmetries;
    private final int exactEmpties;
    private final StructType required;
    private final HadoopConf conf;

    ReaderFactory(ReadOptions.Mode mode, boolean symmetries, int exactEmpties, StructType required, HadoopConf conf) {
        this.mode = mode;
        this.symmetries = symmetries;
        this.exactEmpties = exactEmpties;
        this.required = required;
        this.conf = conf;
    }

    @Override
    public PartitionReader<InternalRow> createReader(InputPartition partition) {
        try {
            if (partition instanceof RecordFile) {
                return new RecordFilePartitionReader((RecordFile) partition, mode, symmetries, exactEmpties, required, conf.toConfiguration());
            }
            if (partition instanceof WthorSlice) {
                return new WthorPartitionReader((WthorSlice) partition, mode, symmetries, exactEmpties, required, conf.toConfiguration());
            }
            throw new IllegalArgumentException("not a partition of the reversi data source: " + partition);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + partition + ": " + e.getMessage(), e);
        }
    }
}
