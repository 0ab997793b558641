package io.github.reversi4j.examples;

import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import io.github.reversi4j.notation.internal.wthor.WthorWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /** The names of one file: the names already there (null when the file is not there) and the ones this run appends. */
    private static final class NameFile {
        final WthorNames.Kind kind;
        final Path file;
        final WthorNames names;
        final List<String> added = new ArrayList<>();
        /** The writer's file: the names there, then the added ones. */
        WthorNames numbered;

        NameFile(WthorNames.Kind kind, Path file, WthorNames names) {
            this.kind = kind;
            this.file = file;
            this.names = names;
            this.numbered = names;
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
     * Reads the name files beside a game file, if its folder has them, as the library finds them
     * ({@link WthorNames#beside}: whatever the case of their names).
     *
     * @param gameFile the game file to write
     * @param force whether new names may be appended to existing name files
     * @return the names
     * @throws UserException (exit status 2) when the folder has one name file without the other, or one that cannot be read
     */
    static WthorFolderNames of(Path gameFile, boolean force) {
        WthorFolderNames n = new WthorFolderNames(RecordFiles.folder(gameFile), force);
        Optional<Path> players = WthorNames.beside(gameFile, WthorNames.Kind.PLAYERS);
        Optional<Path> tournaments = WthorNames.beside(gameFile, WthorNames.Kind.TOURNAMENTS);
        if (players.isPresent() != tournaments.isPresent()) {
            throw new UserException(n.dir + " has " + players.or(() -> tournaments).orElseThrow().getFileName()
                    + " without " + (players.isPresent() ? "WTHOR.TRN" : "WTHOR.JOU") + ": the games of its other files would"
                    + " get wrong names, so nothing is written there; write the .wtb to another folder");
        }
        n.load(WthorNames.Kind.PLAYERS, players);
        n.load(WthorNames.Kind.TOURNAMENTS, tournaments);
        return n;
    }

    private void load(WthorNames.Kind kind, Optional<Path> found) {
        if (found.isEmpty()) {
            files.put(kind, new NameFile(kind, dir.resolve(kind.fileName()), null));
            return;
        }
        Path file = found.get();
        InputFiles.check(file);
        try {
            files.put(kind, new NameFile(kind, file, WthorNames.read(file, kind))); // whole records, or refused
        } catch (NotationException e) {
            throw new UserException("the name file " + file + " is no whole name file (" + e.getMessage() + "); it is kept,"
                    + " and nothing is written to " + dir + ": write the .wtb to another folder", e);
        }
    }

    /**
     * Returns a name file of the folder, for a WTHOR writer to number the names as the folder does.
     *
     * @param kind players or tournaments
     * @return the names of the folder's file, or empty when the folder has none
     */
    Optional<WthorNames> names(WthorNames.Kind kind) {
        return Optional.ofNullable(files.get(kind).names);
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
        f.numbered = numbered;
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
        List<String> growing = new ArrayList<>();
        for (NameFile f : files.values()) {
            if (f.names != null && !f.added.isEmpty()) {
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
                byte[] numbered = f.numbered.toBytes(); // dated as the writer dates its game file
                if (f.names == null) {
                    bytes = numbered;
                } else if (f.added.isEmpty()) {
                    continue;
                } else {
                    byte[] existing = f.names.toBytes(); // the bytes read: a name file read writes back as it was
                    if (!Arrays.equals(Files.readAllBytes(f.file), existing)) {
                        throw new UserException(f.file + " changed while this command ran; it is kept as it is now, and nothing"
                                + " is written to " + dir);
                    }
                    // the file as it was, then the new records; in its header only N2, the count, changes (FORMATS §3.1)
                    bytes = Arrays.copyOf(existing, numbered.length);
                    System.arraycopy(numbered, existing.length, bytes, existing.length, numbered.length - existing.length);
                    bytes[8] = numbered[8];
                    bytes[9] = numbered[9];
                }
                // an existing name file only grows, so it may be replaced even when the reader read names from it
                OutputFile o = f.names == null ? OutputFile.create(f.file, false, inputs) : OutputFile.create(f.file, true, List.of());
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
}
