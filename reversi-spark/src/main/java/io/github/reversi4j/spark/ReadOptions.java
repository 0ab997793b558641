package io.github.reversi4j.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.spark.network.util.JavaUtils;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** The options of one read, checked. */
final class ReadOptions {

    /** The read modes. */
    enum Mode {
        /** One row per game. */
        GAMES(ReversiSchemas.GAMES),
        /** One row per position of each valid game. */
        POSITIONS(ReversiSchemas.POSITIONS);

        private final StructType schema;

        Mode(StructType schema) {
            this.schema = schema;
        }

        StructType schema() {
            return schema;
        }
    }

    static final int DEFAULT_RECORDS_PER_PARTITION = 1024;
    static final int MAX_RECORDS_PER_PARTITION = 1_000_000;
    /** The most empty squares {@code exactEmpties} takes: every position of an 8x8 game. */
    static final int MAX_EXACT_EMPTIES = 64;

    private final Mode mode;
    private final int recordsPerPartition;
    private final List<String> paths;
    private final RecordFormat format;
    private final boolean symmetries;
    private final long maxPartitionBytes;
    private final int exactEmpties;

    private ReadOptions(Mode mode, int recordsPerPartition, List<String> paths, RecordFormat format, boolean symmetries,
            long maxPartitionBytes, int exactEmpties) {
        this.mode = mode;
        this.exactEmpties = exactEmpties;
        this.format = format;
        this.symmetries = symmetries;
        this.maxPartitionBytes = maxPartitionBytes;
        this.recordsPerPartition = recordsPerPartition;
        this.paths = List.copyOf(paths);
    }

    /** The options a read takes; Spark's own keys start with two underscores. */
    static final List<String> NAMES = List.of("mode", "format", "recordsPerPartition", "maxPartitionBytes", "symmetries",
            "exactEmpties");

    /**
     * Refuses an option the source does not take (a typo, or a file source option such as {@code recursiveFileLookup}
     * that it would silently ignore).
     */
    static void checkNames(CaseInsensitiveStringMap options, List<String> names) {
        for (String key : options.keySet()) {
            boolean known = key.equalsIgnoreCase("path") || key.equalsIgnoreCase("paths") || key.startsWith("__");
            for (String n : names) {
                known |= n.equalsIgnoreCase(key);
            }
            if (!known) {
                throw new IllegalArgumentException("option " + key + ": the reversi source has no such option; its "
                        + "options are " + String.join(", ", names));
            }
        }
    }

    /** The options a write takes; see {@link WriteOptions}. */
    static final List<String> WRITE_NAMES = List.of("format", "onInvalid");

    /** Reads the options of a scan: only a read's options are taken. */
    static ReadOptions of(CaseInsensitiveStringMap options) {
        return of(options, NAMES);
    }

    /**
     * Reads the options Spark gives when it looks the table up ({@code inferSchema}, {@code getTable}), which it does for
     * a write as well as for a read: the options of either are taken, and the scan or the write checks its own.
     */
    static ReadOptions ofTable(CaseInsensitiveStringMap options) {
        List<String> names = new ArrayList<>(NAMES);
        WRITE_NAMES.stream().filter(n -> !names.contains(n)).forEach(names::add);
        return of(options, names);
    }

    private static ReadOptions of(CaseInsensitiveStringMap options, List<String> names) {
        checkNames(options, names);
        String m = options.getOrDefault("mode", "games").strip().toLowerCase(Locale.ROOT);
        Mode mode;
        switch (m) {
            case "games":
                mode = Mode.GAMES;
                break;
            case "positions":
                mode = Mode.POSITIONS;
                break;
            default:
                throw new IllegalArgumentException("option mode: expected games or positions, got '" + m + "'");
        }
        String r = options.getOrDefault("recordsPerPartition", Integer.toString(DEFAULT_RECORDS_PER_PARTITION)).strip();
        // ASCII digits only, bounded before the arithmetic: parseInt also takes '+' and fullwidth digits
        boolean digits = !r.isEmpty() && r.length() <= 7 && r.chars().allMatch(c -> c >= '0' && c <= '9');
        int records = digits ? Integer.parseInt(r) : -1;
        if (records < 1 || records > MAX_RECORDS_PER_PARTITION) {
            throw new IllegalArgumentException("option recordsPerPartition: expected 1 .. " + MAX_RECORDS_PER_PARTITION
                    + ", got '" + r + "'");
        }
        List<String> paths = new ArrayList<>();
        if (options.containsKey("path")) {
            paths.add(options.get("path"));
        }
        if (options.containsKey("paths")) {
            try {
                for (String p : new ObjectMapper().readValue(options.get("paths"), String[].class)) {
                    if (p == null) {
                        throw new IllegalArgumentException("option paths: a path is null in " + options.get("paths"));
                    }
                    paths.add(p);
                }
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("option paths: not a JSON array of strings: " + e.getOriginalMessage(),
                        e);
            }
        }
        RecordFormat format = null;
        if (options.containsKey("format")) {
            try {
                format = RecordFormat.of(options.get("format").strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("option format: " + e.getMessage(), e);
            }
        }
        String sy = options.getOrDefault("symmetries", "false").strip().toLowerCase(Locale.ROOT);
        if (!sy.equals("true") && !sy.equals("false")) {
            throw new IllegalArgumentException("option symmetries: expected true or false, got '" + sy + "'");
        }
        boolean symmetries = sy.equals("true");
        if (symmetries && mode != Mode.POSITIONS) {
            throw new IllegalArgumentException("option symmetries: only with option mode positions");
        }
        long maxBytes = 0;
        if (options.containsKey("maxPartitionBytes")) {
            String b = options.get("maxPartitionBytes").strip();
            try {
                maxBytes = JavaUtils.byteStringAsBytes(b);
            } catch (IllegalArgumentException e) {
                // NumberFormatException for words and fractions; IllegalArgumentException beyond Long.MAX_VALUE bytes
                throw new IllegalArgumentException("option maxPartitionBytes: not a size such as 64m: '" + b + "'"
                        + (e instanceof NumberFormatException ? "" : " (more bytes than a long holds)"), e);
            }
            if (maxBytes < 1) {
                throw new IllegalArgumentException("option maxPartitionBytes: expected a positive size, got '" + b + "'");
            }
        }
        String e = options.getOrDefault("exactEmpties", "0").strip();
        boolean eDigits = !e.isEmpty() && e.length() <= 2 && e.chars().allMatch(c -> c >= '0' && c <= '9');
        int exact = eDigits ? Integer.parseInt(e) : -1;
        if (exact < 0 || exact > MAX_EXACT_EMPTIES) {
            throw new IllegalArgumentException("option exactEmpties: expected 0 .. " + MAX_EXACT_EMPTIES + ", got '" + e
                    + "'");
        }
        if (exact > 0 && mode != Mode.POSITIONS) {
            throw new IllegalArgumentException("option exactEmpties: only with option mode positions");
        }
        return new ReadOptions(mode, records, paths, format, symmetries, maxBytes, exact);
    }

    /** The most empty squares of a position given an exact score in the column {@code exact}; 0 for none. */
    int exactEmpties() {
        return exactEmpties;
    }

    /** Tells whether each position comes in the images of every symmetry of its rules. */
    boolean symmetries() {
        return symmetries;
    }

    /**
     * The bytes of a line-format file per input partition: the option's, or 0 for Spark's
     * {@code spark.sql.files.maxPartitionBytes}.
     */
    long maxPartitionBytes() {
        return maxPartitionBytes;
    }

    Mode mode() {
        return mode;
    }

    int recordsPerPartition() {
        return recordsPerPartition;
    }

    /** The format the option names, if it does; otherwise each file's name tells. */
    Optional<RecordFormat> format() {
        return Optional.ofNullable(format);
    }

    List<String> paths() {
        return paths;
    }
}
