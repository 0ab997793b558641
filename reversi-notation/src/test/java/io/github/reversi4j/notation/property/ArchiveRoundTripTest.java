package io.github.reversi4j.notation.property;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.internal.wthor.WthorWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every accepted game of the real archives of {@code testdata}, converted X -> Y -> X for every
 * format Y that can hold it, reads back as it was read: the same record, the same end, the same
 * recorded result, and the same values of the header fields both formats hold (a GGS date in seconds
 * comes back from PGN as the UTC day it names, the form PGN holds). The table of games
 * in and games back equal is printed.
 */
class ArchiveRoundTripTest {

    /** The header fields each format holds; WTHOR holds a date as its file's year. */
    private static final Map<RecordFormat, Set<String>> HELD = Map.of(
            RecordFormat.WTHOR, Set.of(GameInfo.BLACK, GameInfo.WHITE, GameInfo.EVENT, GameInfo.DATE),
            RecordFormat.GGF, Set.of(GameInfo.BLACK, GameInfo.WHITE, GameInfo.SITE, GameInfo.DATE),
            RecordFormat.PGN, Set.of(GameInfo.BLACK, GameInfo.WHITE, GameInfo.EVENT, GameInfo.SITE, GameInfo.DATE),
            RecordFormat.TRANSCRIPT, Set.of(),
            RecordFormat.EOTHELLO_CSV, Set.of());

    private static final Set<RecordFormat> GAME_FORMATS = EnumSet.of(RecordFormat.WTHOR, RecordFormat.GGF,
            RecordFormat.PGN, RecordFormat.TRANSCRIPT, RecordFormat.EOTHELLO_CSV);

    @Test
    void everyAcceptedGameOfTheArchivesComesBackAsItWasRead() throws IOException {
        Path data = RealData.file("wthor").getParent();
        List<Path> sources = new ArrayList<>();
        for (String dir : List.of("wthor", "ggf", "pgn", "transcripts")) {
            try (Stream<Path> files = Files.list(data.resolve(dir))) {
                sources.addAll(files.filter(f -> RecordFormat.byFileName(f.toString()).filter(GAME_FORMATS::contains)
                        .isPresent()).sorted().collect(Collectors.toList()));
            }
        }
        StringBuilder table = new StringBuilder(String.format("%-12s %-12s %9s %9s %9s %9s%n", "X", "Y", "accepted",
                "held by Y", "back", "equal"));
        List<String> failures = new ArrayList<>();
        long pairs = 0;
        for (RecordFormat x : GAME_FORMATS) {
            if (!System.getProperty("reversi4j.roundtrip.from", x.id()).equals(x.id())) {
                continue;
            }
            List<Path> files = sources.stream().filter(f -> RecordFormat.byFileName(f.toString()).get() == x)
                    .collect(Collectors.toList());
            if (files.isEmpty()) {
                continue;
            }
            for (RecordFormat y : GAME_FORMATS) {
                if (y == x) {
                    continue;
                }
                long in = 0;
                long held = 0;
                long back = 0;
                long equal = 0;
                for (Path file : files) {
                    List<CheckedGame> games = new ArrayList<>();
                    try (GameReader r = RecordFormat.open(file, FormatOptions.defaults())) {
                        r.forEach(g -> {
                            if (g.isValid()) {
                                games.add(g);
                            }
                        });
                    }
                    in += games.size();
                    Converted toY = convert(games, y);
                    held += toY.games.size();
                    Converted toX = convert(toY.games, x);
                    back += toX.games.size();
                    for (int i = 0; i < toX.games.size(); i++) {
                        CheckedGame original = games.get(toY.kept.get(toX.kept.get(i)));
                        CheckedGame viaY = toY.games.get(toX.kept.get(i));
                        String diff = difference(original, viaY, toX.games.get(i), x, y);
                        if (diff.isEmpty()) {
                            equal++;
                        } else if (failures.size() < 40) {
                            failures.add(x + " -> " + y + " -> " + x + " " + original.location() + ": " + diff);
                        }
                    }
                    // a transcript holds no result: an unfinished WTHOR game cannot go back without its score
                    if (toX.games.size() != toY.games.size() && y != RecordFormat.TRANSCRIPT && failures.size() < 40) {
                        failures.add(x + " -> " + y + " -> " + x + " " + file.getFileName() + ": " + toY.games.size()
                                + " held by " + y + ", " + toX.games.size() + " written back: " + toX.refusals);
                    }
                }
                pairs++;
                table.append(String.format("%-12s %-12s %9d %9d %9d %9d%n", x, y, in, held, back, equal));
            }
        }
        System.out.print(table);
        assertThat(pairs).as("pairs of formats").isEqualTo(System.getProperty("reversi4j.roundtrip.from") == null ? 20 : 4);
        assertThat(failures).as(table.toString()).isEmpty();
    }

    /** Games written in a format and read back, with the indices of the games the format held. */
    private static final class Converted {
        final List<CheckedGame> games = new ArrayList<>();
        final List<Integer> kept = new ArrayList<>();
        final List<String> refusals = new ArrayList<>();
    }

    private static Converted convert(List<CheckedGame> games, RecordFormat f) throws IOException {
        Converted c = new Converted();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        FormatOptions options = FormatOptions.defaults();
        try (GameWriter w = f.writer(out, "converted." + f.extensions().get(0), options)) {
            for (int i = 0; i < games.size(); i++) {
                try {
                    w.write(games.get(i));
                    c.kept.add(i);
                } catch (UnwritableGameException e) {
                    if (c.refusals.size() < 3) {
                        c.refusals.add(e.getMessage());
                    }
                }
            }
            if (w instanceof WthorWriter) {
                w.close();
                options = options.withWthorNames(new java.io.ByteArrayInputStream(((WthorWriter) w).players().toBytes()), new java.io.ByteArrayInputStream(((WthorWriter) w).tournaments().toBytes()));
            }
        }
        try (GameReader r = f.reader(new ByteArrayInputStream(out.toByteArray()), "converted." + f.extensions().get(0),
                options)) {
            r.forEach(c.games::add);
            assertThat(r.sourceProblems()).as(f + " source problems").isEmpty();
        }
        assertThat(c.games).as(f + " games read back").hasSize(c.kept.size());
        return c;
    }

    /** The UTC day, as PGN writes a date, of a GGS date in seconds since 1970. */
    private static String dayOfUnixSeconds(String seconds) {
        java.time.LocalDate day = java.time.LocalDate.ofEpochDay(Math.floorDiv(Long.parseLong(seconds), 86_400L));
        return day.format(java.time.format.DateTimeFormatter.ofPattern("uuuu.MM.dd", java.util.Locale.ROOT));
    }

    private static String difference(CheckedGame a, CheckedGame viaY, CheckedGame b, RecordFormat x, RecordFormat y) {
        if (!b.isValid()) {
            return "invalid after the round trip: " + b.problems();
        }
        if (!a.record().equals(b.record())) {
            return "record " + a.record().map(Object::toString).orElse("-") + " came back as "
                    + b.record().map(Object::toString).orElse("-");
        }
        if (a.isFinished() != b.isFinished()) {
            return "finished " + a.isFinished() + " came back " + b.isFinished();
        }
        if (y != RecordFormat.TRANSCRIPT && !ConversionPropertyTest.sameResult(a, b)) { // a transcript holds no result
            return "recorded result " + a.recordedResult() + " came back as " + b.recordedResult() + " (via " + y + ": "
                    + viaY.recordedResult() + ")";
        }
        for (String field : HELD.get(x)) {
            if (!HELD.get(y).contains(field) || a.info().get(field).isEmpty()) {
                continue;
            }
            String before = a.info().get(field).get();
            String after = b.info().get(field).orElse("");
            boolean yearOnly = field.equals(GameInfo.DATE) && (x == RecordFormat.WTHOR || y == RecordFormat.WTHOR);
            if (yearOnly && !before.matches("(19|20|21)[0-9]{2}([^0-9].*)?")) {
                continue; // WTHOR holds a year of 1900-2155, not a GGF date in seconds
            }
            if (field.equals(GameInfo.DATE) && y == RecordFormat.PGN && before.matches("[0-9]{9,11}")) {
                before = dayOfUnixSeconds(before); // PGN holds the day a GGS date in seconds names (FORMATS §7)
            }
            if (yearOnly ? !after.startsWith(before.substring(0, Math.min(4, before.length()))) : !before.equals(after)) {
                return field + " \"" + before + "\" came back as \"" + after + "\" (via " + y + ": "
                        + viaY.info().get(field).orElse("") + ")";
            }
        }
        return "";
    }
}
