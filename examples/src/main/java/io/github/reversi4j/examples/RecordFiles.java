package io.github.reversi4j.examples;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.wthor.WthorNames;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Record files on disk, opened through the notation module's {@link RecordFormat} registry: the format
 * comes from the file's name and first bytes, and a WTHOR file gets the name files beside it.
 */
final class RecordFiles {

    private RecordFiles() {
    }

    /**
     * Opens the games of a file.
     *
     * @param file the file, for its name and its neighbours
     * @param in its bytes (perhaps counted by a progress bar); closed with the reader
     * @param rules the rules of the formats that do not name theirs
     */
    static GameReader open(Path file, InputStream in, Rules rules) throws IOException, NotationException {
        return RecordFormat.open(in, name(file), options(file, rules));
    }

    /** The options for a file: the rules given, and the WTHOR name files beside it when both are there. */
    static FormatOptions options(Path file, Rules rules) throws IOException, NotationException {
        FormatOptions options = FormatOptions.defaults().withRules(rules);
        Optional<Path> players = beside(file, "WTHOR.JOU");
        Optional<Path> tournaments = beside(file, "WTHOR.TRN");
        if (players.isPresent() && tournaments.isPresent()
                && RecordFormat.byFileName(name(file)).filter(f -> f == RecordFormat.WTHOR).isPresent()) {
            options = options.withWthorNames(names(players.get(), WthorNames.Kind.PLAYERS),
                    names(tournaments.get(), WthorNames.Kind.TOURNAMENTS));
        }
        return options;
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

    private static WthorNames names(Path file, WthorNames.Kind kind) throws IOException, NotationException {
        try (InputStream in = Files.newInputStream(file)) {
            return WthorNames.read(in, name(file), kind);
        }
    }

    /** A file of the same folder, whatever the case of its name ({@code WTHOR.JOU} or {@code wthor.jou}). */
    private static Optional<Path> beside(Path file, String name) throws IOException {
        Path dir = folder(file);
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> name(f).equalsIgnoreCase(name)).findFirst();
        }
    }
}
