package io.github.reversi4j.spark;

import io.github.reversi4j.notation.RecordFormat;
import org.apache.spark.sql.connector.read.InputPartition;

/** A whole file of a format other than WTHOR (GGF, PGN, transcripts, eOthello CSV, ...), read by one task. */
final class RecordFile implements InputPartition {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final RecordFormat format;

    RecordFile(String path, RecordFormat format) {
        this.path = path;
        this.format = format;
    }

    String path() {
        return path;
    }

    RecordFormat format() {
        return format;
    }

    @Override
    public String toString() {
        return path + " (" + format + ")";
    }
}
