package io.github.reversi4j.spark;

import io.github.reversi4j.notation.formats.RecordFormat;
import org.apache.spark.sql.connector.read.InputPartition;

/**
 * A file of a format other than WTHOR, or a byte range of a file of a line format, read by one task.
 *
 * <p>A file of a line format (transcripts, eOthello CSV, OBF: one game or position per line) is split into byte ranges
 * {@code [start, end)}, as Hadoop splits text: a range owns the lines that begin inside it, so it starts after the
 * first newline at or past {@code start - 1} and ends with the line that crosses {@code end}. Every line belongs to
 * exactly one range. A file of another format (GGF, PGN, ...) is one partition, {@code start} 0 and {@code end} -1.
 */
final class RecordFile implements InputPartition {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final RecordFormat format;
    private final long start;
    private final long end;
    private final boolean byContent;

    RecordFile(String path, RecordFormat format, long start, long end) {
        this(path, format, start, end, false);
    }

    /**
     * @param byContent whether the reader checks the content against the name, as {@code RecordFormat.open} and the
     *     {@code reversi validate} command do (a whole file only): content of another format is then a problem row
     */
    RecordFile(String path, RecordFormat format, long start, long end, boolean byContent) {
        this.path = path;
        this.format = format;
        this.start = start;
        this.end = end;
        this.byContent = byContent;
    }

    /** Whether the reader checks the content against the name ({@code RecordFormat.open}). */
    boolean byContent() {
        return byContent;
    }

    /**
     * Tells whether the format holds one game (or one position) per line, with nothing that carries over from one line
     * to the next, so that its files may be split at any line.
     */
    static boolean isLineFormat(RecordFormat format) {
        return format == RecordFormat.TRANSCRIPT || format == RecordFormat.EOTHELLO_CSV || format == RecordFormat.OBF;
    }

    String path() {
        return path;
    }

    RecordFormat format() {
        return format;
    }

    /** The first byte of the range; 0 for a whole file. */
    long start() {
        return start;
    }

    /** The byte after the range, or -1 for a whole file of a format that is not split. */
    long end() {
        return end;
    }

    @Override
    public String toString() {
        return path + (end < 0 ? "" : "[" + start + ".." + end + ")") + " (" + format + ")";
    }
}
