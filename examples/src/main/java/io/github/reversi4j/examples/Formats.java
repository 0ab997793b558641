package io.github.reversi4j.examples;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ggf.GgfReader;
import io.github.reversi4j.notation.pgn.PgnReader;
import io.github.reversi4j.notation.text.LetterCase;
import io.github.reversi4j.notation.text.TranscriptReader;
import io.github.reversi4j.notation.wthor.WthorNames;
import io.github.reversi4j.notation.wthor.WthorReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The record formats the program reads, chosen by a file's extension, each opened as the notation
 * module's {@link GameReader}: a stream of games, each replayed and checked.
 */
enum Formats {
    /** WTHOR game files ({@code .wtb}, {@code .wtd}), names from {@code WTHOR.JOU} and {@code WTHOR.TRN} beside them. */
    WTHOR,
    /** GGF games and GGS archives ({@code .ggf}). */
    GGF,
    /** PGN-style Othello games ({@code .pgn}): Edax's export, PlayOK's records, thor2pgn's conversions. */
    PGN,
    /** The eOthello CSV ({@code .csv}: id, winner, moves). */
    EOTHELLO_CSV,
    /** Transcripts, one game per line, optionally followed by a name (any other extension). */
    TRANSCRIPT;

    static Formats of(Path file) {
        String name = name(file).toLowerCase(Locale.ROOT);
        if (name.endsWith(".wtb") || name.endsWith(".wtd")) {
            return WTHOR;
        }
        if (name.endsWith(".ggf")) {
            return GGF;
        }
        if (name.endsWith(".pgn")) {
            return PGN;
        }
        if (name.endsWith(".csv")) {
            return EOTHELLO_CSV;
        }
        return TRANSCRIPT;
    }

    /**
     * Opens the games of a file.
     *
     * @param file the file, for its name and its neighbours
     * @param in its bytes (perhaps counted by a progress bar); closed with the reader
     * @param rules the rules of transcripts and PGN games, which do not name theirs
     */
    GameReader open(Path file, InputStream in, Rules rules) throws IOException, NotationException {
        String name = name(file);
        switch (this) {
            case WTHOR: {
                Optional<Path> players = beside(file, "WTHOR.JOU");
                Optional<Path> tournaments = beside(file, "WTHOR.TRN");
                if (players.isPresent() && tournaments.isPresent()) {
                    return WthorReader.of(in, name, names(players.get(), WthorNames.Kind.PLAYERS),
                            names(tournaments.get(), WthorNames.Kind.TOURNAMENTS));
                }
                return WthorReader.of(in, name);
            }
            case GGF:
                return GgfReader.of(new InputStreamReader(in, StandardCharsets.UTF_8), name);
            case PGN:
                return PgnReader.of(new InputStreamReader(in, StandardCharsets.UTF_8), name, rules);
            case EOTHELLO_CSV:
                return TranscriptReader.of(new InputStreamReader(in, StandardCharsets.UTF_8), name,
                        TranscriptReader.Layout.EOTHELLO_CSV, rules, LetterCase.ANY);
            default:
                return TranscriptReader.of(new InputStreamReader(in, StandardCharsets.UTF_8), name,
                        TranscriptReader.Layout.MOVES_THEN_NAME, rules, LetterCase.ANY);
        }
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
