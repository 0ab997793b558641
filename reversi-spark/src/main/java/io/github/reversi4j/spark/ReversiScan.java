package io.github.reversi4j.spark;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.internal.wthor.WthorGame;
import io.github.reversi4j.notation.internal.wthor.WthorHeader;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.StructType;

/** Plans a read: the files, their slices, and the columns the query needs. */
final class ReversiScan implements ScanBuilder, SupportsPushDownRequiredColumns, Scan, Batch {

    private final ReadOptions options;
    private StructType required;

    ReversiScan(ReadOptions options) {
        this.options = options;
        this.required = options.mode().schema();
    }

    @Override
    @SuppressFBWarnings(value = "EI_EXPOSE_REP2", justification = "Spark's schemas are values: Spark never changes one it "
            + "has handed over")
    public void pruneColumns(StructType requiredSchema) {
        this.required = requiredSchema;
    }

    @Override
    public Scan build() {
        return this;
    }

    @Override
    @SuppressFBWarnings(value = "EI_EXPOSE_REP", justification = "Spark's schemas are values: Spark never changes one it "
            + "reads")
    public StructType readSchema() {
        return required;
    }

    @Override
    public String description() {
        return "reversi " + options.mode().name().toLowerCase(Locale.ROOT) + " " + options.paths();
    }

    @Override
    public Batch toBatch() {
        return this;
    }

    @Override
    public InputPartition[] planInputPartitions() {
        if (options.paths().isEmpty()) {
            throw new IllegalArgumentException("no path given: use load(path, ...)");
        }
        Configuration conf = SparkSession.active().sparkContext().hadoopConfiguration();
        List<InputPartition> slices = new ArrayList<>();
        long maxBytes = options.maxPartitionBytes() > 0 ? options.maxPartitionBytes()
                : SQLConf.get().filesMaxPartitionBytes();
        try {
            for (String p : options.paths()) {
                Path path = new Path(p);
                FileSystem fs = path.getFileSystem(conf);
                FileStatus status = fs.getFileStatus(path);
                List<FileStatus> files = new ArrayList<>();
                if (status.isDirectory()) {
                    for (FileStatus f : fs.listStatus(path)) {
                        // in a folder, the files of the format its name tells (and the option names, if any)
                        Optional<RecordFormat> byName = RecordFormat.byFileName(f.getPath().getName());
                        if (f.isFile() && byName.isPresent()
                                && (options.format().isEmpty() || options.format().equals(byName))) {
                            files.add(f);
                        }
                    }
                    files.sort(Comparator.comparing(f -> f.getPath().getName()));
                } else if (format(path.getName()).isPresent()) {
                    files.add(status);
                } else {
                    throw new IllegalArgumentException(p + ": the file's name tells no record format (.wtb, .wtd, .ggf, "
                            + ".pgn, .txt, .csv, .obf), and no option format says which");
                }
                for (FileStatus f : files) {
                    RecordFormat kind = format(f.getPath().getName()).orElseThrow();
                    if (kind == RecordFormat.WTHOR) {
                        plan(fs, f, slices);
                    } else if (options.format().isEmpty() && !contentAgrees(fs, f)) {
                        // content of another format than the name says (GGF text in a .txt): read whole by a
                        // reader that checks it, as reversi validate does, so that the file is one WRONG_FORMAT row
                        slices.add(new RecordFile(fs.makeQualified(f.getPath()).toString(), kind, 0, -1, true));
                    } else if (RecordFile.isLineFormat(kind)) {
                        String name = fs.makeQualified(f.getPath()).toString();
                        long len = f.getLen();
                        reserve(slices, len / maxBytes + 1, "option maxPartitionBytes " + maxBytes + " splits "
                                + name + " (" + len + " bytes)");
                        for (long start = 0; start < len; start += maxBytes) {
                            slices.add(new RecordFile(name, kind, start, Math.min(len, start + maxBytes)));
                        }
                    } else {
                        slices.add(new RecordFile(fs.makeQualified(f.getPath()).toString(), kind, 0, -1,
                                options.format().isEmpty()));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the archive: " + e.getMessage(), e);
        }
        return slices.toArray(new InputPartition[0]);
    }

    /** The most input partitions one read may plan: each is an object on the driver and a task to schedule. */
    static final int MAX_PARTITIONS = 1_000_000;

    /** Refuses a split that would take the partitions planned past {@link #MAX_PARTITIONS}, before making them. */
    private static void reserve(List<InputPartition> slices, long more, String split) {
        if (slices.size() + more > MAX_PARTITIONS) {
            throw new IllegalArgumentException(split + " into " + more + " parts, and a read has at most " + MAX_PARTITIONS
                    + " tasks: give a larger value");
        }
    }

    /**
     * Whether a file's first bytes are of the format its name says, by the library's check: opening it
     * as {@code RecordFormat.open} does refuses a file whose content is plainly of another format.
     */
    private static boolean contentAgrees(FileSystem fs, FileStatus f) throws IOException {
        try (FSDataInputStream in = fs.open(f.getPath())) {
            RecordFormat.open(in, f.getPath().getName(), FormatOptions.defaults()).close();
            return true;
        } catch (NotationException e) {
            return e.kind() != ProblemKind.WRONG_FORMAT;
        }
    }

    /** The format of a file: the option's, else the library's registry by the file's name. */
    private Optional<RecordFormat> format(String name) {
        return options.format().isPresent() ? options.format() : RecordFormat.byFileName(name);
    }

    private void plan(FileSystem fs, FileStatus file, List<InputPartition> slices) throws IOException {
        Path path = fs.makeQualified(file.getPath());
        String name = path.toString();
        byte[] h = new byte[WthorHeader.SIZE];
        int n = 0;
        try (FSDataInputStream in = fs.open(path)) {
            while (n < h.length) {
                int k = in.read(h, n, h.length - n);
                if (k < 0) {
                    break;
                }
                n += k;
            }
        }
        WthorHeader header;
        try {
            header = WthorHeader.ofBytes(Arrays.copyOf(h, n));
        } catch (NotationException e) {
            // no header to plan slices with: the file is read whole, and the reader reports it in a row
            slices.add(new RecordFile(name, RecordFormat.WTHOR, 0, -1));
            return;
        }
        int p1 = header.boardSizeField();
        if (header.type() != 0 || (p1 != 0 && p1 != 8 && p1 != 10)) {
            slices.add(new RecordFile(name, RecordFormat.WTHOR, 0, -1));
            return;
        }
        long recordSize = WthorGame.recordSize(header.boardSide());
        long body = file.getLen() - WthorHeader.SIZE;
        long games = body / recordSize;
        if (header.games() != games || body % recordSize != 0) {
            // a count that is not the records held, or a record cut short: read whole, every record
            // checked, and the file's own problems reported in a row of their own
            slices.add(new RecordFile(name, RecordFormat.WTHOR, 0, -1));
            return;
        }
        Path dir = path.getParent();
        String players = null;
        String tournaments = null;
        if (dir != null) {
            // the library's rule (WthorNames.beside, for a Hadoop file system): a name file whatever the case of its
            // name (WTHOR.JOU, wthor.jou), the exact spelling first, else the first in name order
            Map<WthorNames.Kind, Path> found = new EnumMap<>(WthorNames.Kind.class);
            for (FileStatus b : fs.listStatus(dir)) {
                Path f = b.getPath();
                Optional<WthorNames.Kind> kind = WthorNames.Kind.ofFileName(f.getName());
                if (b.isFile() && kind.isPresent()) {
                    found.merge(kind.get(), f, (x, y) -> before(x, y, kind.get()) ? x : y);
                }
            }
            if (found.size() == 2) {
                players = found.get(WthorNames.Kind.PLAYERS).toString();
                tournaments = found.get(WthorNames.Kind.TOURNAMENTS).toString();
            }
        }
        int per = options.recordsPerPartition();
        reserve(slices, games / per + 1, "option recordsPerPartition " + per + " splits " + name + " ("
                + games + " games)");
        for (long start = 0; start < games; start += per) {
            int count = (int) Math.min(per, games - start);
            slices.add(new WthorSlice(name, h, start, count, players, tournaments));
        }
    }

    /** Whether one name file is chosen before another of the same kind: the exact spelling, else name order. */
    private static boolean before(Path a, Path b, WthorNames.Kind kind) {
        boolean exactA = a.getName().equals(kind.fileName());
        boolean exactB = b.getName().equals(kind.fileName());
        return exactA != exactB ? exactA : a.getName().compareTo(b.getName()) <= 0;
    }

    @Override
    public PartitionReaderFactory createReaderFactory() {
        Configuration conf = SparkSession.active().sparkContext().hadoopConfiguration();
        return new ReaderFactory(options.mode(), options.symmetries(), options.exactEmpties(), required, HadoopConf.of(conf));
    }
}
