package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.notation.internal.shared.FileSafety;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A WTHOR name file (<a href="../../doc-files/formats.html#3.3">FORMATS §3.3</a>): {@code WTHOR.JOU}, the players, 20-byte records, or
 * {@code WTHOR.TRN}, the tournaments, 26-byte records; each a NUL-terminated name. Game records refer
 * to names by their zero-based index.
 *
 * <p>Names are decoded as ISO-8859-1, which maps every byte to one character and back, so reading
 * and writing a file gives the same bytes (the FFO files use Latin-1 accents such as {@code é}).
 * The records are kept as read; writing a file read gives back its bytes.
 *
 * <p>This class is immutable and thread-safe.
 */
public final class WthorNames {

    /** The kinds of name files. */
    public enum Kind {
        /** Players, {@code WTHOR.JOU}: 20-byte records. */
        PLAYERS(20, "WTHOR.JOU"),
        /** Tournaments, {@code WTHOR.TRN}: 26-byte records. */
        TOURNAMENTS(26, "WTHOR.TRN");

        private final int size;
        private final String fileName;

        Kind(int size, String fileName) {
            this.size = size;
            this.fileName = fileName;
        }

        /**
         * Returns the file's name as the WTHOR archive spells it.
         *
         * @return {@code WTHOR.JOU} or {@code WTHOR.TRN}
         */
        public String fileName() {
            return fileName;
        }

        /**
         * Tells which name file a file name is, in any case of its ASCII letters
         * ({@code wthor.jou} is {@code WTHOR.JOU}): the one test of every tool that finds the name
         * files beside a game file, on any file system.
         *
         * @param name a file's name, without its folder
         * @return the kind, or empty when the name is neither
         */
        public static Optional<Kind> ofFileName(String name) {
            for (Kind k : values()) {
                if (Numbers.equalsIgnoreCase(k.fileName, name)) {
                    return Optional.of(k);
                }
            }
            return Optional.empty();
        }

        /**
         * Returns the size of a record.
         *
         * @return the bytes per name
         */
        public int recordSize() {
            return size;
        }
    }

    private final Kind kind;
    private final WthorHeader header;
    private final byte[] records;
    private final List<String> names;

    private WthorNames(Kind kind, WthorHeader header, byte[] records) {
        this.kind = kind;
        this.header = header;
        this.records = records;
        int n = records.length / kind.size;
        List<String> l = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int from = i * kind.size;
            int end = from;
            while (end < from + kind.size && records[end] != 0) {
                end++;
            }
            l.add(new String(records, from, end - from, StandardCharsets.ISO_8859_1));
        }
        this.names = Collections.unmodifiableList(l);
    }

    /**
     * Returns a name file of the given names, each padded with zero bytes.
     *
     * @param kind players or tournaments
     * @param created the creation date of the header: century, year in the century, month, day
     * @param names the names, each at most {@code recordSize - 1} ISO-8859-1 characters without NUL
     * @return the name file
     * @throws IllegalArgumentException if a name is too long or has a character outside ISO-8859-1
     */
    public static WthorNames of(Kind kind, int[] created, List<String> names) {
        byte[] r = new byte[names.size() * kind.size];
        for (int i = 0; i < names.size(); i++) {
            String s = names.get(i);
            if (s.length() >= kind.size || s.indexOf('\0') >= 0 || !StandardCharsets.ISO_8859_1.newEncoder().canEncode(s)) {
                throw new IllegalArgumentException("not a WTHOR " + kind + " name (at most " + (kind.size - 1)
                        + " ISO-8859-1 characters, no NUL): '" + s + "'");
            }
            byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
            System.arraycopy(b, 0, r, i * kind.size, b.length);
        }
        return new WthorNames(kind, WthorHeader.ofNames(created, names.size()), r);
    }

    /**
     * Reads a name file. The header's record count is checked against the bytes actually present; a
     * file whose size is not {@code 16 + N2 * size} is rejected.
     *
     * @param in the bytes; read to the end, not closed
     * @param sourceName the source's name for errors
     * @param kind players or tournaments
     * @return the name file
     * @throws NotationException if the file is truncated, too long, or cannot be read
     */
    public static WthorNames read(InputStream in, String sourceName, Kind kind) throws NotationException {
        Location at = Location.of(sourceName);
        byte[] all = readAll(in, at, WthorHeader.SIZE + 0xFFFFL * kind.size + 1);
        WthorHeader h = WthorHeader.parse(all, 0, at);
        long expected = WthorHeader.SIZE + (long) h.records() * kind.size;
        if (all.length != expected) {
            throw new NotationException(at.withOffset(Math.min(all.length, expected)),
                    all.length < expected ? ProblemKind.TRUNCATED : ProblemKind.TRAILING_DATA, "the header announces "
                    + h.records() + " names of " + kind.size + " bytes (" + expected + " bytes in all), the file has "
                    + all.length + " bytes");
        }
        return new WthorNames(kind, h, Arrays.copyOfRange(all, WthorHeader.SIZE, all.length));
    }

    static byte[] readAll(InputStream in, Location at, long limit) throws NotationException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n = in.read(buf); n > 0; n = in.read(buf)) {
                out.write(buf, 0, n);
                if (out.size() > limit) {
                    throw new NotationException(at.withOffset(limit), ProblemKind.LIMIT_EXCEEDED,
                            "more bytes than a name file can have (" + limit + ")");
                }
            }
        } catch (IOException e) {
            throw new NotationException(at.withOffset(out.size()), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /**
     * Finds a name file in the folder of a game file, whatever the case of its name: the file named
     * exactly {@link Kind#fileName()} when there is one, else the first in name order that
     * {@link Kind#ofFileName} recognises.
     *
     * @param gameFile the game file (or any file of the folder)
     * @param kind which name file
     * @return the name file, or empty when the folder has none (or cannot be listed)
     */
    public static Optional<Path> beside(Path gameFile, Kind kind) {
        Path dir = gameFile.toAbsolutePath().getParent();
        if (dir == null) {
            return Optional.empty();
        }
        Path exact = dir.resolve(kind.fileName());
        if (Files.isRegularFile(exact)) {
            return Optional.of(exact);
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> Kind.ofFileName(String.valueOf(f.getFileName())).equals(Optional.of(kind))
                    && Files.isRegularFile(f)).sorted().findFirst();
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /**
     * Reads a name file.
     *
     * @param file the file
     * @param kind what it holds
     * @return the names
     * @throws NotationException if the file cannot be read or is no name file
     */
    public static WthorNames read(Path file, Kind kind) {
        String name = String.valueOf(file.getFileName());
        try (InputStream in = FileSafety.openInput(file, Location.of(name))) {
            return read(in, name, kind);
        } catch (IOException e) {
            throw new NotationException(Location.of(name), ProblemKind.IO, "cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * Returns the kind of file.
     *
     * @return players or tournaments
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Returns the header.
     *
     * @return the header
     */
    public WthorHeader header() {
        return header;
    }

    /**
     * Returns every name, in index order.
     *
     * @return an unmodifiable list
     */
    public List<String> names() {
        return names;
    }

    /**
     * Returns the name with an index.
     *
     * @param index the zero-based index a game record gives
     * @return the name, or empty when the index has no record
     */
    public Optional<String> name(int index) {
        return index >= 0 && index < names.size() ? Optional.of(names.get(index)) : Optional.empty();
    }

    /**
     * Returns the bytes of the file.
     *
     * @return a new array
     */
    public byte[] toBytes() {
        byte[] b = new byte[WthorHeader.SIZE + records.length];
        System.arraycopy(header.toBytes(), 0, b, 0, WthorHeader.SIZE);
        System.arraycopy(records, 0, b, WthorHeader.SIZE, records.length);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof WthorNames && kind == ((WthorNames) o).kind
                && header.equals(((WthorNames) o).header) && Arrays.equals(records, ((WthorNames) o).records));
    }

    @Override
    public int hashCode() {
        return header.hashCode() * 31 + Arrays.hashCode(records);
    }

    /**
     * Returns a summary.
     *
     * @return e.g. {@code WthorNames[PLAYERS, 3884 names]}
     */
    @Override
    public String toString() {
        return "WthorNames[" + kind + ", " + names.size() + " names]";
    }
}
