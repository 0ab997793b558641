package io.github.reversi4j.spark;

import org.apache.spark.sql.connector.read.InputPartition;

/** A whole file of a text format (GGF, PGN), read by one task. */
final class RecordFile implements InputPartition {

    private static final long serialVersionUID = 1L;

    /** The text formats read per file. */
    enum Format {
        /** Generic Game Format, as served by GGS. */
        GGF,
        /** PGN exports of Othello games. */
        PGN
    }

    private final String path;
    private final Format format;

    RecordFile(String path, Format format) {
        this.path = path;
        this.format = format;
    }

    String path() {
        return path;
    }

    Format format() {
        return format;
    }

    @Override
    public String toString() {
        return path + " (" + format + ")";
    }
}
