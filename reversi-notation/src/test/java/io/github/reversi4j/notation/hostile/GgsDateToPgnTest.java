package io.github.reversi4j.notation.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GGS archives date games in seconds since 1970 ({@code DT[940607137]}); converted to PGN, the date is
 * a calendar date that PGN's reader reads back, and the real games convert there and back.
 */
class GgsDateToPgnTest {

    @TempDir
    Path dir;

    @Test
    void realGgfGamesDatedInUnixSecondsConvertToPgnAndBack() {
        Path ggf = RealData.file("ggf/nboard-test2.ggf");
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = RecordFormat.open(ggf, FormatOptions.defaults())) {
            r.forEach(games::add);
        }
        Rules othello = StandardRules.othello();
        List<CheckedGame> valid = games.stream().filter(CheckedGame::isValid)
                .filter(g -> g.record().orElseThrow().rules().id().equals(othello.id())
                        && g.record().orElseThrow().start().equals(othello.initialState())).toList();
        assertThat(valid).isNotEmpty();
        assertThat(valid).anyMatch(g -> g.info().get("Date").orElse("").equals("940607137"));
        Path pgn = dir.resolve("out.pgn");
        try (GameWriter w = RecordFormat.PGN.writer(pgn, FormatOptions.defaults())) {
            valid.forEach(w::write);
        }
        List<CheckedGame> back = new ArrayList<>();
        try (GameReader r = RecordFormat.open(pgn, FormatOptions.defaults())) {
            r.forEach(back::add);
        }
        assertThat(back).hasSameSizeAs(valid).allMatch(CheckedGame::isValid);
        // 940 607 137 s = 10 886 days and 58 337 s after 1970-01-01: day 295 of 1999, worked by hand
        assertThat(back).anyMatch(g -> g.info().get("Date").orElse("").equals("1999.10.22"));
        for (int i = 0; i < valid.size(); i++) {
            assertThat(back.get(i).record()).isEqualTo(valid.get(i).record());
            assertThat(back.get(i).isFinished()).isEqualTo(valid.get(i).isFinished());
        }
        // and back to GGF: the same games
        Path again = dir.resolve("again.ggf");
        try (GameWriter w = RecordFormat.GGF.writer(again, FormatOptions.defaults())) {
            back.forEach(w::write);
        }
        try (GameReader r = RecordFormat.open(again, FormatOptions.defaults())) {
            List<CheckedGame> third = new ArrayList<>();
            r.forEach(third::add);
            assertThat(third).hasSameSizeAs(valid);
            for (int i = 0; i < valid.size(); i++) {
                assertThat(third.get(i).record()).isEqualTo(valid.get(i).record());
            }
        }
    }
}
