package io.github.reversi4j.spark;

import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.Serializable;
import java.util.Locale;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** The options of one write, and where the columns it reads are in the rows written; checked on the driver. */
final class WriteOptions implements Serializable {

    private static final long serialVersionUID = 1L;

    /** What to do with a row that is no valid game the format can hold. */
    enum OnInvalid {
        /** Leave the row out and count it. */
        SKIP,
        /** Fail the task, and so the write, with the row's location and reason. */
        FAIL
    }

    private final String path;
    private final RecordFormat format;
    private final OnInvalid onInvalid;
    /** The index of each column read, or -1 when the rows lack it. */
    final int moves;
    final int rules;
    final int black;
    final int white;
    final int event;
    final int date;
    final int valid;
    final int source;
    final int gameIndex;

    private WriteOptions(String path, RecordFormat format, OnInvalid onInvalid, StructType schema) {
        this.path = path;
        this.format = format;
        this.onInvalid = onInvalid;
        this.moves = column(schema, "moves", DataTypes.createArrayType(DataTypes.StringType), true);
        this.rules = column(schema, "rules", DataTypes.StringType, false);
        this.black = column(schema, "black", DataTypes.StringType, false);
        this.white = column(schema, "white", DataTypes.StringType, false);
        this.event = column(schema, "event", DataTypes.StringType, false);
        this.date = column(schema, "date", DataTypes.StringType, false);
        this.valid = column(schema, "valid", DataTypes.BooleanType, false);
        this.source = column(schema, "source", DataTypes.StringType, false);
        this.gameIndex = column(schema, "game_index", DataTypes.LongType, false);
    }

    static WriteOptions of(CaseInsensitiveStringMap options, StructType schema) {
        ReadOptions.checkNames(options, ReadOptions.WRITE_NAMES);
        String path = options.get("path");
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("no path given: use save(folder)");
        }
        String f = options.get("format");
        if (f == null) {
            throw new IllegalArgumentException("option format: name the format to write, e.g. ggf, pgn, transcript, "
                    + "eothello-csv");
        }
        RecordFormat format;
        try {
            format = RecordFormat.of(f.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option format: " + e.getMessage(), e);
        }
        if (format == RecordFormat.WTHOR) {
            throw new IllegalArgumentException("option format: the data source writes the text formats (ggf, pgn, "
                    + "transcript, eothello-csv, obf), not wthor, whose header counts the games of the whole file and "
                    + "whose names are numbered in name files shared by all: write WTHOR with RecordFormat.WTHOR.writer");
        }
        String o = options.getOrDefault("onInvalid", "skip").strip().toUpperCase(Locale.ROOT);
        OnInvalid onInvalid;
        try {
            onInvalid = OnInvalid.valueOf(o);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option onInvalid: expected skip or fail, got '" + o.toLowerCase(Locale.ROOT)
                    + "'", e);
        }
        return new WriteOptions(path, format, onInvalid, schema);
    }

    private static int column(StructType schema, String name, DataType type, boolean required) {
        for (int i = 0; i < schema.fields().length; i++) {
            StructField f = schema.fields()[i];
            if (f.name().equalsIgnoreCase(name)) {
                boolean fits = type instanceof ArrayType
                        ? f.dataType() instanceof ArrayType
                                && ((ArrayType) f.dataType()).elementType().equals(DataTypes.StringType)
                        : f.dataType().equals(type);
                if (!fits) {
                    throw new IllegalArgumentException("column " + name + ": expected " + type.simpleString() + ", got "
                            + f.dataType().simpleString());
                }
                return i;
            }
        }
        if (required) {
            throw new IllegalArgumentException("no column " + name + " (" + type.simpleString() + "): the data source "
                    + "writes games, rows of mode games such as spark.read().format(\"reversi\").load(...) gives");
        }
        return -1;
    }

    String path() {
        return path;
    }

    RecordFormat format() {
        return format;
    }

    OnInvalid onInvalid() {
        return onInvalid;
    }
}
