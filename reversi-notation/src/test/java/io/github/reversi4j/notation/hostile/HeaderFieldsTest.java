package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * "Nothing wrong passes", the header fields: each field a record can carry wrong or impossible is a
 * located {@link ProblemKind#BAD_HEADER} problem, an error when it makes the record wrong (a day or an
 * hour that does not exist, a count or depth beyond what the file can hold), a warning when it is only
 * suspicious (a field that cannot be read, an implausible year, a name with hidden characters or of
 * more than 100 characters), and nothing when it is right. One table per class of field; every
 * expectation is written by hand from the calendar and the formats' rules, not from the code's output.
 */
class HeaderFieldsTest {

    /** A row: the field's value, and the severity of the problem it must give (null for none). */
    private static final class Row {
        final String value;
        final Severity expected;

        Row(String value, Severity expected) {
            this.value = value;
            this.expected = expected;
        }
    }

    private static Row ok(String value) {
        return new Row(value, null);
    }

    private static Row error(String value) {
        return new Row(value, Severity.ERROR);
    }

    private static Row warning(String value) {
        return new Row(value, Severity.WARNING);
    }

    private static CheckedGame one(RecordFormat f, String text) {
        try (GameReader r = f.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t", FormatOptions.defaults())) {
            return Readers.next(r).orElseThrow();
        }
    }

    /** The severities of the header problems, checked against each row; the failures listed together. */
    private static void check(String what, List<Row> rows, java.util.function.Function<String, List<Problem>> problems) {
        List<String> wrong = new ArrayList<>();
        for (Row row : rows) {
            List<Problem> found = problems.apply(row.value).stream().filter(p -> p.kind() == ProblemKind.BAD_HEADER)
                    .collect(Collectors.toList());
            Optional<Severity> worst = found.stream().map(Problem::severity).min(Enum::compareTo);
            boolean right = row.expected == null ? found.isEmpty() : found.size() == 1 && worst.get() == row.expected
                    && found.get(0).location().source().equals("t");
            if (!right) {
                wrong.add(what + " '" + row.value + "': expected " + (row.expected == null ? "no problem" : row.expected)
                        + ", found " + found);
            }
        }
        assertThat(wrong).isEmpty();
    }

    private static List<Problem> pgn(String tag, String value) {
        CheckedGame g = one(RecordFormat.PGN, "[" + tag + " \"" + value + "\"]\n\n1. f5 d6 *\n");
        assertThat(g.record()).as("the game is replayed whatever its header: %s", g).isPresent();
        return g.problems();
    }

    private static final String BO = "BO[8 ---------------------------O*------*O--------------------------- *]";

    private static List<Problem> ggf(String property, String value) {
        CheckedGame g = one(RecordFormat.GGF, "(;GM[Othello]PC[t]" + property + "[" + value + "]TY[8]" + BO + "B[f5]W[d6];)");
        assertThat(g.record()).as("the game is replayed whatever its header: %s", g).isPresent();
        return g.problems();
    }

    @Test
    void dates() {
        check("PGN Date", List.of(ok("2004.06.12"), ok("1977"), ok("????.??.??"), ok("1977.??.??"), ok("2004.02.29"),
                ok("2000.02.29"), ok("1880.01.01"), ok("2100.12.31"),
                error("2004.13.01"), error("2004.00.10"), error("2004.06.32"), error("2004.04.31"), error("2003.02.29"),
                error("1900.02.29"), error("2004.06.00"),
                warning("0000.01.01"), warning("9999.01.01"), warning("1879.12.31"), warning("12 June 2004"),
                warning("2004.06.12x"), warning("20040612")), v -> pgn("Date", v));
        check("GGF DT", List.of(ok("2003.12.15_12:33:18.MST"), ok("2000-4-16 11:13 EST"), ok("947375357"),
                ok("2014-02-21 20:52:27 GMT"), ok("2014-02-21"),
                error("2003.13.15_12:33:18.MST"), error("2003.12.15_25:33:18.MST"), error("2003.12.15_12:60:18.MST"),
                error("2003.02.30_12:00:00.GMT"),
                warning("99999999999999"), warning("yesterday"), warning("2003.12.15_noon")), v -> ggf("DT", v));
    }

    @Test
    void times() {
        check("PGN TimeControl", List.of(ok("300"), ok("40/7200:3600"), ok("300+5"), ok("*180"), ok("?"), ok("-"),
                warning("5 minutes"), warning("300+"), warning("*180+5"), warning("40/"), warning("1234567890")),
                v -> pgn("TimeControl", v));
        check("PGN Time", List.of(ok("11:24:48"), ok("00:00"), ok("??:??:??"), error("25:00:00"), error("11:61:00"),
                warning("noon")), v -> pgn("Time", v));
        check("GGF TI", List.of(ok("05:00//02:00"), ok("15:00"), ok("1:00:00"), warning("5 min"), warning("1/2/3/4"),
                warning("05:75"), warning("1:60:00")), v -> ggf("TI", v));
    }

    @Test
    void names() {
        String hundred = "x".repeat(100);
        check("PGN Black", List.of(ok("Inoue Hiroshi"), ok(hundred), ok("Müller-Lüdenscheidt"),
                warning("evil\u202Eeman"), warning("a\u200Fb"), warning("a\u2066b"), warning(hundred + "x")),
                v -> pgn("Black", v));
        check("PGN Event", List.of(ok("World Championship - 1977"), warning("x\u2067y")), v -> pgn("Event", v));
        check("GGF PB", List.of(ok("Saio1200"), warning("na\u202Eme"), warning(hundred + "y")), v -> ggf("PB", v));
        check("GGF PW", List.of(ok("ant"), warning("\u061Cant")), v -> ggf("PW", v));
    }

    /** The 1977 archive's bytes, changed by a patch, read with name files; its game and file problems. */
    private static List<Problem> wthor(Consumer<byte[]> patch, WthorNames players) throws IOException {
        byte[] b = Files.readAllBytes(RealData.file("wthor/WTH_1977.wtb"));
        patch.accept(b);
        WthorNames tournaments = WthorNames.of(WthorNames.Kind.TOURNAMENTS, new int[] {20, 22, 6, 23},
                List.of("World Championship"));
        List<Problem> all = new ArrayList<>();
        try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(b), "t",
                FormatOptions.defaults().withWthorNames(new java.io.ByteArrayInputStream(players.toBytes()), new java.io.ByteArrayInputStream(tournaments.toBytes())))) {
            r.forEach(g -> all.addAll(g.problems()));
            all.addAll(r.sourceProblems());
        }
        return all;
    }

    private static final WthorNames PLAYERS = WthorNames.of(WthorNames.Kind.PLAYERS, new int[] {20, 22, 6, 26},
            List.of("Inoue Hiroshi"));

    /** A WTHOR header (FORMATS §3.1): century, year, month, day at bytes 0-3; N1 at 4; the year at 10; P3 at 14. */
    @Test
    void wthorHeaderDatesAndDepth() throws IOException {
        List<String> wrong = new ArrayList<>();
        Object[][] table = {
            {"as written", (Consumer<byte[]>) b -> { }, null},
            {"month 13", (Consumer<byte[]>) b -> b[2] = 13, Severity.ERROR},
            {"month 0", (Consumer<byte[]>) b -> b[2] = 0, Severity.ERROR},
            {"April 31", (Consumer<byte[]>) b -> { b[2] = 4; b[3] = 31; }, Severity.ERROR},
            {"day 32", (Consumer<byte[]>) b -> b[3] = 32, Severity.ERROR},
            {"February 29 of 2007", (Consumer<byte[]>) b -> { b[0] = 20; b[1] = 7; b[2] = 2; b[3] = 29; }, Severity.ERROR},
            {"February 29 of 2008", (Consumer<byte[]>) b -> { b[0] = 20; b[1] = 8; b[2] = 2; b[3] = 29; }, null},
            {"created in year 0", (Consumer<byte[]>) b -> { b[0] = 0; b[1] = 0; }, Severity.WARNING},
            {"games of year 0", (Consumer<byte[]>) b -> { b[10] = 0; b[11] = 0; }, Severity.WARNING},
            {"games of year 9999", (Consumer<byte[]>) b -> { b[10] = (byte) (9999 & 0xFF); b[11] = (byte) (9999 >> 8); },
                Severity.WARNING},
            {"depth 60", (Consumer<byte[]>) b -> b[14] = 60, null},
            {"depth 61", (Consumer<byte[]>) b -> b[14] = 61, Severity.ERROR},
        };
        for (Object[] row : table) {
            @SuppressWarnings("unchecked")
            Consumer<byte[]> patch = (Consumer<byte[]>) row[1];
            List<Problem> found = wthor(patch, PLAYERS).stream().filter(p -> p.kind() == ProblemKind.BAD_HEADER
                    || p.kind() == ProblemKind.TRUNCATED).collect(Collectors.toList());
            boolean right = row[2] == null ? found.isEmpty() : found.size() == 1 && found.get(0).severity() == row[2]
                    && found.get(0).location().byteOffset().isPresent() && found.get(0).location().gameIndex().isEmpty();
            if (!right) {
                wrong.add(row[0] + ": expected " + row[2] + ", found " + found);
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** Counts: the header's count of games against the records, a theoretical score against the squares. */
    @Test
    void wthorCounts() throws IOException {
        // WTH_1977.wtb holds 12 records (FORMATS §9)
        List<Problem> more = wthor(b -> b[4] = 13, PLAYERS);
        assertThat(more).filteredOn(p -> p.kind() == ProblemKind.TRUNCATED).singleElement()
                .satisfies(p -> assertThat(p.severity()).isEqualTo(Severity.ERROR));
        List<Problem> fewer = wthor(b -> b[4] = 11, PLAYERS);
        assertThat(fewer).filteredOn(p -> p.kind() == ProblemKind.BAD_HEADER).singleElement()
                .satisfies(p -> assertThat(p.severity()).isEqualTo(Severity.ERROR));
        List<Problem> score = wthor(b -> b[16 + 7] = 65, PLAYERS); // the first record's theoretical score
        assertThat(score).filteredOn(p -> p.kind() == ProblemKind.BAD_HEADER).singleElement()
                .satisfies(p -> assertThat(p.location().gameNumber()).hasValue(1));
        assertThat(wthor(b -> b[16 + 7] = 64, PLAYERS)).noneMatch(p -> p.kind() == ProblemKind.BAD_HEADER);
    }

    /** Names: a player's number beyond the name file, a name with a control character. */
    @Test
    void wthorNames() throws IOException {
        // the first record's Black is player 0 (bytes 2-3 of the record); the file names one player
        assertThat(wthor(b -> { b[16 + 2] = 0; b[16 + 3] = 0; }, PLAYERS)).noneMatch(p -> p.kind() == ProblemKind.UNKNOWN_NAME
                && p.location().gameNumber().orElse(0) == 1 && p.reason().contains("index 0"));
        assertThat(wthor(b -> { b[16 + 2] = 5; b[16 + 3] = 0; }, PLAYERS)).anyMatch(p -> p.kind() == ProblemKind.UNKNOWN_NAME
                && p.location().gameNumber().orElse(0) == 1 && p.reason().contains("index 5"));
        WthorNames hidden = WthorNames.of(WthorNames.Kind.PLAYERS, new int[] {20, 22, 6, 26}, List.of("Ino\u0007ue", "Tamenori"));
        List<Problem> found = wthor(b -> { b[16 + 2] = 0; b[16 + 3] = 0; b[16 + 4] = 1; b[16 + 5] = 0; }, hidden);
        assertThat(found).filteredOn(p -> p.kind() == ProblemKind.BAD_HEADER && p.location().gameNumber().orElse(0) == 1)
                .singleElement().satisfies(p -> {
                    assertThat(p.severity()).isEqualTo(Severity.WARNING);
                    assertThat(p.reason()).contains("player 0").doesNotContain("\u0007");
                });
    }
}
