package io.github.reversi4j.spark;

import java.util.Optional;
import org.apache.spark.sql.connector.read.InputPartition;

/**
 * A run of consecutive records of one WTHOR file: records {@code start .. start + count - 1}, at byte
 * {@code 16 + start * recordSize}.
 */
final class WthorSlice implements InputPartition {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final byte[] header;
    private final long start;
    private final int count;
    private final String players;
    private final String tournaments;

    WthorSlice(String path, byte[] header, long start, int count, String players, String tournaments) {
        this.path = path;
        this.header = header.clone();
        this.start = start;
        this.count = count;
        this.players = players;
        this.tournaments = tournaments;
    }

    String path() {
        return path;
    }

    byte[] header() {
        return header.clone();
    }

    long start() {
        return start;
    }

    int count() {
        return count;
    }

    /** The players' name file beside the game file, if both name files are there. */
    Optional<String> players() {
        return Optional.ofNullable(players);
    }

    /** The tournaments' name file beside the game file, if both name files are there. */
    Optional<String> tournaments() {
        return Optional.ofNullable(tournaments);
    }

    @Override
    public String toString() {
        return path + "[" + start + ".." + (start + count) + ")";
    }
}
