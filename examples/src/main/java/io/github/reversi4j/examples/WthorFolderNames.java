package io.github.reversi4j.examples;

import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.wthor.WthorHeader;
import io.github.reversi4j.notation.wthor.WthorNames;
import io.github.reversi4j.notation.wthor.WthorWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The player and tournament name files of the folder a WTHOR game file is written to ({@code WTHOR.JOU}
 * and {@code WTHOR.TRN}): every game file of the folder indexes them, so they are never overwritten.
 * <ul>
 *   <li>When the folder has neither, both are created with the names the new games use.</li>
 *   <li>When it has both, a name already there keeps its number; a new name is appended, and the file
 *       grows by its records only (the existing bytes, header apart from its count, stay as they were).
 *       Appending needs {@code --force}; without new names the files are not touched at all.</li>
 *   <li>When it has only one of them, or one cannot be read, nothing is written: the games of the other
 *       files of the folder would get wrong names.</li>
 * </ul>
 */
final class WthorFolderNames {

    /** The names of one file: the records already there and the ones this run appends. */
    private static final class NameFile {
        final WthorNames.Kind kind;
        final Path file;
        final byte[] existing;
        /** The names read, or null when the file is not there. */
        final WthorNames names;
        final List<String> added = new ArrayList<>();

        NameFile(WthorNames.Kind kind, Path file, byte[] existing, WthorNames names) {
            this.kind = kind;
            this.file = file;
            this.existing = existing;
            this.names = names;
        }

        int records() {
            return names == null ? 0 : names.names().size();
        }
    }

    private final Path dir;
    private final boolean force;
    private final Map<WthorNames.Kind, NameFile> files = new EnumMap<>(WthorNames.Kind.class);

    private WthorFolderNames(Path dir, boolean force) {
        this.dir = dir;
        this.force = force;
    }

    /**
     * Reads the name files of a folder, if it has them.
     *
     * @param dir the folder the game file goes to
     * @param force whether new names may be appended to existing name files
     * @return the names
     * @throws UserException (exit status 2) when the folder has one name file without the other, or one that cannot be read
     */
    static WthorFolderNames of(Path dir, boolean force) {
        WthorFolderNames n = new WthorFolderNames(dir, force);
        Optional<Path> players = beside(dir, "WTHOR.JOU");
        Optional<Path> tournaments = beside(dir, "WTHOR.TRN");
        if (players.isPresent() != tournaments.isPresent()) {
            throw new UserException(dir + " has " + players.or(() -> tournaments).orElseThrow().getFileName()
                    + " without " + (players.isPresent() ? "WTHOR.TRN" : "WTHOR.JOU") + ": the games of its other files would"
                    + " get wrong names, so nothing is written there; write the .wtb to another folder");
        }
        n.load(WthorNames.Kind.PLAYERS, players, "WTHOR.JOU");
        n.load(WthorNames.Kind.TOURNAMENTS, tournaments, "WTHOR.TRN");
        return n;
    }

    private void load(WthorNames.Kind kind, Optional<Path> found, String name) {
        if (found.isEmpty()) {
            files.put(kind, new NameFile(kind, dir.resolve(name), null, null));
            return;
        }
        Path file = found.get();
        InputFiles.check(file);
        try {
            long size = Files.size(file);
            if (size > WthorHeader.SIZE + 0xFFFFL * kind.recordSize()) {
                throw new UserException(file + " is longer than a WTHOR name file can be (" + size + " bytes); it is kept,"
                        + " and nothing is written to " + dir);
            }
            byte[] bytes = Files.readAllBytes(file);
            WthorNames names = WthorNames.read(new ByteArrayInputStream(bytes), file.toString(), kind);
            if ((bytes.length - WthorHeader.SIZE) % kind.recordSize() != 0
                    || (bytes.length - WthorHeader.SIZE) / kind.recordSize() != names.names().size()) {
                throw new UserException("the name file " + file + " holds " + names.names().size() + " names in "
                        + bytes.length + " bytes, not whole records; it is kept, and nothing is written to " + dir);
            }
            files.put(kind, new NameFile(kind, file, bytes, names));
        } catch (IOException e) {
            throw new UserException(InputFiles.describe(file, e));
        } catch (NotationException e) {
            throw new UserException("the name file " + e.getMessage() + "; it is kept, and nothing is written to " + dir
                    + ": write the .wtb to another folder", e);
        }
    }

    /**
     * Returns the options a WTHOR writer needs to number the names as this folder does: its name files,
     * when it has them.
     *
     * @param options the other options
     * @return the options with the folder's names, if any
     */
    FormatOptions options(FormatOptions options) {
        NameFile players = files.get(WthorNames.Kind.PLAYERS);
        NameFile tournaments = files.get(WthorNames.Kind.TOURNAMENTS);
        return players.names == null ? options : options.withWthorNames(players.names, tournaments.names);
    }

    /**
     * Takes the names a writer numbered: those of the folder's file, unchanged, then the new ones, which
     * {@link #open} appends.
     *
     * @param numbered the writer's name file ({@link WthorWriter#players()} or {@link WthorWriter#tournaments()})
     * @throws UserException when the writer would change a name the folder's file already has: other game
     *     files of the folder use its number
     */
    void adopt(WthorNames numbered) {
        NameFile f = files.get(numbered.kind());
        List<String> all = numbered.names();
        int n = f.records();
        for (int i = 0; i < n; i++) {
            if (i >= all.size() || !all.get(i).equals(f.names.names().get(i))) {
                throw new UserException("the games would change name number " + i + " of " + f.file + ", which the other"
                        + " game files of " + dir + " use; nothing is written there: write the .wtb to another folder");
            }
        }
        f.added.clear();
        f.added.addAll(all.subList(n, all.size()));
    }

    /**
     * Opens the name files that change: created, or grown by the new names; none when nothing is new.
     *
     * @param inputs the files the command reads (an existing name file may be one of them: it only grows)
     * @return the pending files, to be committed with the game file
     * @throws UserException when existing name files would grow without {@code --force}
     */
    List<OutputFile> open(Collection<Path> inputs) {
        List<OutputFile> out = new ArrayList<>();
        LocalDate today = LocalDate.now();
        int[] created = {today.getYear() / 100, today.getYear() % 100, today.getMonthValue(), today.getDayOfMonth()};
        List<String> growing = new ArrayList<>();
        for (NameFile f : files.values()) {
            if (f.existing != null && !f.added.isEmpty()) {
                growing.add(f.file.getFileName() + " (" + f.added.size() + " new " + (f.kind == WthorNames.Kind.PLAYERS
                        ? "player" : "tournament") + (f.added.size() == 1 ? "" : "s") + ")");
            }
        }
        if (!growing.isEmpty() && !force) {
            throw new UserException("the games name players or tournaments that the name files of " + dir + " do not have: "
                    + String.join(", ", growing) + " would grow; the names already there keep their numbers."
                    + " Use --force to append the new names, or write the .wtb to another folder");
        }
        boolean opened = false;
        try {
            for (NameFile f : files.values()) {
                byte[] bytes;
                if (f.existing == null) {
                    bytes = WthorNames.of(f.kind, created, f.added).toBytes();
                } else if (f.added.isEmpty()) {
                    continue;
                } else {
                    if (!Arrays.equals(Files.readAllBytes(f.file), f.existing)) {
                        throw new UserException(f.file + " changed while this command ran; it is kept as it is now, and nothing"
                                + " is written to " + dir);
                    }
                    byte[] tail = WthorNames.of(f.kind, created, f.added).toBytes();
                    int records = f.records() + f.added.size();
                    byte[] count = WthorHeader.ofNames(created, records).toBytes();
                    bytes = new byte[f.existing.length + tail.length - WthorHeader.SIZE];
                    System.arraycopy(f.existing, 0, bytes, 0, f.existing.length);
                    System.arraycopy(tail, WthorHeader.SIZE, bytes, f.existing.length, tail.length - WthorHeader.SIZE);
                    bytes[8] = count[8]; // N2, the number of records (FORMATS §3.1); the rest of the header is kept
                    bytes[9] = count[9];
                }
                // an existing name file only grows, so it may be replaced even when the reader read names from it
                OutputFile o = f.existing == null ? OutputFile.create(f.file, false, inputs) : OutputFile.create(f.file, true, List.of());
                out.add(o);
                o.stream().write(bytes);
            }
            opened = true;
        } catch (IOException e) {
            throw new UserException(OutputFile.cannotWrite(dir, dir, e));
        } finally {
            if (!opened) {
                out.forEach(OutputFile::close);
            }
        }
        return out;
    }

    /** A file of a folder, whatever the case of its name ({@code WTHOR.JOU} or {@code wthor.jou}). */
    static Optional<Path> beside(Path dir, String name) {
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(f -> String.valueOf(f.getFileName()).equalsIgnoreCase(name)).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
