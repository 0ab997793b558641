package io.github.reversi4j.examples;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Record files on disk, opened through the notation module's {@link RecordFormat} registry: the format
 * comes from the file's name and first bytes, and a WTHOR file gets the name files the library finds
 * beside it, whatever the case of their names, as {@link RecordFormat#open(Path, FormatOptions)} does; the
 * program reads the bytes itself to count them on a progress bar.
 */
final class RecordFiles {

    private RecordFiles() {
    }

    /**
     * Opens the games of a file.
     *
     * @param file the file, for its name and its neighbours
     * @param in its bytes (perhaps counted by a progress bar); closed by the caller
     * @param rules the rules of the formats that do not name theirs
     * @throws IOException if a name file beside a WTHOR file cannot be opened
     */
    static GameReader open(Path file, InputStream in, Rules rules) throws IOException {
        FormatOptions options = FormatOptions.defaults().withRules(rules);
        if (RecordFormat.byFileName(name(file)).filter(f -> f == RecordFormat.WTHOR).isPresent()) {
            Optional<Path> players = WthorNames.beside(file, WthorNames.Kind.PLAYERS);
            Optional<Path> tournaments = WthorNames.beside(file, WthorNames.Kind.TOURNAMENTS);
            if (players.isPresent() && tournaments.isPresent()) {
                try (InputStream p = Files.newInputStream(players.get()); InputStream t = Files.newInputStream(tournaments.get())) {
                    options = options.withWthorNames(p, t);
                } catch (NotationException e) {
                    throw besideFile(e, players.get(), tournaments.get());
                }
            }
        }
        return RecordFormat.open(in, name(file), options);
    }

    /**
     * The error of a name file read from a stream, located in the file it came from: the library
     * names a stream {@code WTHOR.JOU} or {@code WTHOR.TRN}, while the file beside the games may be
     * spelt otherwise ({@code wthor.jou}) and stand in another folder than the one the user is in.
     */
    private static NotationException besideFile(NotationException e, Path players, Path tournaments) {
        Path file = e.location().source().equals(WthorNames.Kind.TOURNAMENTS.fileName()) ? tournaments : players;
        Location at = Location.of(file.toString());
        if (e.location().byteOffset().isPresent()) {
            at = at.withOffset(e.location().byteOffset().getAsLong());
        }
        return new NotationException(at, e.kind(), e.reason(), e);
    }

    /** The name of a file, without its folder. */
    static String name(Path file) {
        Path name = file.getFileName();
        return name == null ? file.toString() : name.toString();
    }

    /** The folder a file is in. */
    static Path folder(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return dir == null ? file.toAbsolutePath() : dir;
    }
}
