package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.util.Arrays;

/**
 * The 16-byte header of every WTHOR file (<a href="../../doc-files/formats.html#3.1">FORMATS §3.1</a>), little-endian: creation date (century,
 * year, month, day), {@code N1} the number of games of a game file, {@code N2} the number of records
 * of a name file, the year of the games, {@code P1} the board size (0 or 8 for 8x8, 10 for 10x10),
 * {@code P2} the file type (1 for solitaires), {@code P3} the depth of the theoretical scores, and a
 * reserved byte. The header keeps its 16 bytes as read, so writing it back gives the same bytes.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class WthorHeader {

    /** The size of a header in bytes. */
    public static final int SIZE = 16;

    private final byte[] bytes;

    private WthorHeader(byte[] bytes) {
        this.bytes = bytes;
    }

    /**
     * Reads a header from its 16 bytes, as a game or name file starts.
     *
     * @param data the bytes; the first 16 are read
     * @return the header
     * @throws NotationException of kind {@link ProblemKind#TRUNCATED} if fewer than 16 bytes are given
     */
    public static WthorHeader ofBytes(byte[] data) throws NotationException {
        return parse(data, 0, Location.of("bytes"));
    }

    /**
     * Reads a header from its bytes.
     *
     * @param data the bytes; at least 16 from {@code offset}
     * @param offset where the header starts
     * @param at the source, for errors
     * @return the header
     * @throws NotationException if fewer than 16 bytes are given
     */
    static WthorHeader parse(byte[] data, int offset, Location at) throws NotationException {
        if (offset < 0 || data.length - offset < SIZE) {
            throw new NotationException(at.withOffset(Math.max(0, offset)), ProblemKind.TRUNCATED,
                    "a WTHOR header has 16 bytes, the input has " + Math.max(0, data.length - Math.max(0, offset)));
        }
        return new WthorHeader(Arrays.copyOfRange(data, offset, offset + SIZE));
    }

    /**
     * Returns a header for a game file.
     *
     * @param created the creation date: century (e.g. 20), year in the century, month, day
     * @param games N1, the number of games
     * @param gameYear the year of the games
     * @param boardSize P1: 0 or 8 for 8x8, 10 for 10x10
     * @param depth P3, the depth of the theoretical scores
     * @return the header
     * @throws IllegalArgumentException if a value does not fit its field
     */
    public static WthorHeader ofGames(int[] created, long games, int gameYear, int boardSize, int depth) {
        return of(created, games, 0, gameYear, boardSize, 0, depth);
    }

    /**
     * Returns a header for a name file (players or tournaments).
     *
     * @param created the creation date: century, year in the century, month, day
     * @param records N2, the number of names
     * @return the header
     * @throws IllegalArgumentException if a value does not fit its field
     */
    public static WthorHeader ofNames(int[] created, int records) {
        return of(created, 0, records, 0, 0, 0, 0);
    }

    private static WthorHeader of(int[] created, long n1, int n2, int year, int p1, int p2, int p3) {
        if (created.length != 4) {
            throw new IllegalArgumentException("a creation date is century, year, month, day");
        }
        byte[] b = new byte[SIZE];
        for (int i = 0; i < 4; i++) {
            b[i] = u8(created[i], "creation date");
        }
        if (n1 < 0 || n1 > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("N1 out of range: " + n1);
        }
        for (int i = 0; i < 4; i++) {
            b[4 + i] = (byte) (n1 >>> (8 * i));
        }
        u16(b, 8, n2, "N2");
        u16(b, 10, year, "year");
        b[12] = u8(p1, "P1");
        b[13] = u8(p2, "P2");
        b[14] = u8(p3, "P3");
        return new WthorHeader(b);
    }

    private static byte u8(int v, String what) {
        if (v < 0 || v > 255) {
            throw new IllegalArgumentException(what + " out of range: " + v);
        }
        return (byte) v;
    }

    private static void u16(byte[] b, int at, int v, String what) {
        if (v < 0 || v > 0xFFFF) {
            throw new IllegalArgumentException(what + " out of range: " + v);
        }
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
    }

    /**
     * Returns the creation date as written: century, year in the century, month, day.
     *
     * @return four numbers 0..255
     */
    public int[] created() {
        return new int[] {bytes[0] & 0xFF, bytes[1] & 0xFF, bytes[2] & 0xFF, bytes[3] & 0xFF};
    }

    /**
     * Returns N1, the number of games (or positions) of the file.
     *
     * @return the count, 0 .. 2^32 - 1
     */
    public long games() {
        return (bytes[4] & 0xFFL) | (bytes[5] & 0xFFL) << 8 | (bytes[6] & 0xFFL) << 16 | (bytes[7] & 0xFFL) << 24;
    }

    /**
     * Returns N2, the number of records of a name file.
     *
     * @return the count
     */
    public int records() {
        return (bytes[8] & 0xFF) | (bytes[9] & 0xFF) << 8;
    }

    /**
     * Returns the year of the games.
     *
     * @return the year, 0 in name files
     */
    public int gameYear() {
        return (bytes[10] & 0xFF) | (bytes[11] & 0xFF) << 8;
    }

    /**
     * Returns P1, the board size field: 0 or 8 for 8x8, 10 for 10x10.
     *
     * @return the field
     */
    public int boardSizeField() {
        return bytes[12] & 0xFF;
    }

    /**
     * Returns the side of the board the games are played on.
     *
     * @return 8 when P1 is 0 or 8, else P1
     */
    public int boardSide() {
        int p1 = boardSizeField();
        return p1 == 0 ? 8 : p1;
    }

    /**
     * Returns P2, the file type: 1 for a solitaire file, 0 otherwise.
     *
     * @return the field
     */
    public int type() {
        return bytes[13] & 0xFF;
    }

    /**
     * Returns P3, the depth of the theoretical scores ("0 is equivalent to 22").
     *
     * @return the field
     */
    public int depth() {
        return bytes[14] & 0xFF;
    }

    /**
     * Returns the 16 bytes of the header.
     *
     * @return a new array
     */
    public byte[] toBytes() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof WthorHeader && Arrays.equals(bytes, ((WthorHeader) o).bytes));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /**
     * Returns the fields in words.
     *
     * @return e.g. {@code WthorHeader[created=20.22.6.26, N1=12, N2=0, year=1977, P1=8, P2=0, P3=24]}
     */
    @Override
    public String toString() {
        int[] c = created();
        return "WthorHeader[created=" + c[0] + "." + c[1] + "." + c[2] + "." + c[3] + ", N1=" + games() + ", N2="
                + records() + ", year=" + gameYear() + ", P1=" + boardSizeField() + ", P2=" + type() + ", P3=" + depth()
                + ", reserved=" + (bytes[15] & 0xFF) + "]";
    }
}
