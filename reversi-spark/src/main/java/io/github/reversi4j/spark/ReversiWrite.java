package io.github.reversi4j.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.write.BatchWrite;
import org.apache.spark.sql.connector.write.DataWriter;
import org.apache.spark.sql.connector.write.DataWriterFactory;
import org.apache.spark.sql.connector.write.LogicalWriteInfo;
import org.apache.spark.sql.connector.write.PhysicalWriteInfo;
import org.apache.spark.sql.connector.write.SupportsTruncate;
import org.apache.spark.sql.connector.write.Write;
import org.apache.spark.sql.connector.write.WriteBuilder;
import org.apache.spark.sql.connector.write.WriterCommitMessage;

/**
 * Writes games as records, one file per task, through Spark's two-phase commit: each task writes
 * {@code _temporary/<query id>/part-<partition>-<task id>.<ext>} in the output folder and reports it when Spark lets
 * it commit (one attempt per partition); the job's commit then renames the reported files to
 * {@code part-<partition>-<query id>.<ext>}, removes the temporary folder and writes {@code _SUCCESS} with the
 * counts. A failed job removes its temporary folder and leaves the output folder as it was.
 */
final class ReversiWrite implements WriteBuilder, SupportsTruncate, Write, BatchWrite {

    private final WriteOptions options;
    private final String queryId;
    private boolean truncate;

    ReversiWrite(LogicalWriteInfo info) {
        this.options = WriteOptions.of(info.options(), info.schema());
        this.queryId = info.queryId();
    }

    @Override
    public WriteBuilder truncate() {
        truncate = true;
        return this;
    }

    @Override
    public Write build() {
        return this;
    }

    @Override
    public String description() {
        return "reversi " + options.format() + " " + options.path();
    }

    @Override
    public BatchWrite toBatch() {
        return this;
    }

    private Path temporary() {
        return new Path(new Path(options.path(), "_temporary"), queryId);
    }

    private static Configuration conf() {
        return SparkSession.active().sparkContext().hadoopConfiguration();
    }

    @Override
    public DataWriterFactory createBatchWriterFactory(PhysicalWriteInfo info) {
        return new Factory(options, temporary().toString(), queryId, HadoopConf.of(conf()));
    }

    @Override
    public void commit(WriterCommitMessage[] messages) {
        Path out = new Path(options.path());
        long written = 0;
        long skipped = 0;
        try {
            FileSystem fs = out.getFileSystem(conf());
            if (truncate) {
                for (FileStatus f : fs.listStatus(out)) {
                    if (!f.getPath().getName().equals("_temporary")) {
                        fs.delete(f.getPath(), true);
                    }
                }
            }
            for (WriterCommitMessage m : messages) {
                TaskFile t = (TaskFile) m;
                written += t.written();
                skipped += t.skipped();
                if (t.temporary() != null) {
                    Path to = new Path(out, t.name());
                    if (!fs.rename(new Path(t.temporary()), to)) {
                        throw new IOException("cannot rename " + t.temporary() + " to " + to);
                    }
                }
            }
            removeTemporary(fs);
            try (OutputStream s = fs.create(new Path(out, "_SUCCESS"), true)) {
                s.write(("format=" + options.format() + "\ngames_written=" + written + "\ngames_skipped=" + skipped
                        + "\n").getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot commit the games written to " + out + ": " + e.getMessage(), e);
        }
    }

    private void removeTemporary(FileSystem fs) throws IOException {
        Path root = new Path(options.path(), "_temporary");
        fs.delete(temporary(), true);
        FileStatus[] left = fs.exists(root) ? fs.listStatus(root) : new FileStatus[0];
        if (left.length == 0) {
            fs.delete(root, true);
        }
    }

    @Override
    public void abort(WriterCommitMessage[] messages) {
        try {
            removeTemporary(new Path(options.path()).getFileSystem(conf()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + temporary() + ": " + e.getMessage(), e);
        }
    }

    /** Opens each task's writer on the executors. */
    private static final class Factory implements DataWriterFactory {

        private static final long serialVersionUID = 1L;

        private final WriteOptions options;
        private final String temporary;
        private final String queryId;
        private final HadoopConf conf;

        Factory(WriteOptions options, String temporary, String queryId, HadoopConf conf) {
            this.options = options;
            this.temporary = temporary;
            this.queryId = queryId;
            this.conf = conf;
        }

        @Override
        public DataWriter<InternalRow> createWriter(int partitionId, long taskId) {
            String ext = options.format().extensions().get(0);
            String name = String.format(Locale.ROOT, "part-%05d-%s.%s", partitionId, queryId, ext);
            Path file = new Path(temporary, String.format(Locale.ROOT, "part-%05d-%d.%s", partitionId, taskId, ext));
            try {
                return new GameRowWriter(options, conf.toConfiguration(), file, name);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create " + file + ": " + e.getMessage(), e);
            }
        }
    }
}
