package io.github.reversi4j.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The accumulator counts every problem with its own severity, by kind, and keeps the first of each severity. */
class ValidatorBySeverityTest {

    private static Problem problem(ProblemKind kind, int game) {
        return Problem.of(kind, Location.of("t").withGame(game), kind + " of game " + (game + 1));
    }

    @Test
    @DisplayName("a kind lowered to a warning counts as a warning; counts by severity add up to the severity's count")
    void countsByKindUnderEachSeverity() {
        Validator v = new Validator(1);
        v.report(problem(ProblemKind.UNFINISHED, 0));
        v.report(problem(ProblemKind.BAD_HEADER, 1).withSeverity(Severity.WARNING));
        v.report(problem(ProblemKind.BAD_HEADER, 2));
        v.report(problem(ProblemKind.ILLEGAL_MOVE, 3));
        v.report(problem(ProblemKind.ILLEGAL_MOVE, 4));
        ValidationSummary s = v.summary();
        assertThat(s.counts(Severity.ERROR)).containsExactly(Map.entry(ProblemKind.ILLEGAL_MOVE, 2L),
                Map.entry(ProblemKind.BAD_HEADER, 1L));
        assertThat(s.counts(Severity.WARNING)).containsExactly(Map.entry(ProblemKind.BAD_HEADER, 1L));
        assertThat(s.counts(Severity.NOTICE)).containsExactly(Map.entry(ProblemKind.UNFINISHED, 1L));
        for (Severity sev : Severity.values()) {
            assertThat(s.counts(sev).values().stream().mapToLong(Long::longValue).sum())
                    .as(sev.name()).isEqualTo(s.count(sev));
        }
        assertThat(s.count(ProblemKind.BAD_HEADER)).isEqualTo(2);
        // one kept of each severity, errors first, the notice counted only
        assertThat(s.problems()).extracting(Problem::reason).containsExactly("BAD_HEADER of game 3", "BAD_HEADER of game 2");
        assertThat(new Validator(0).summary().counts(Severity.ERROR)).isEmpty();
    }

    @Test
    @DisplayName("read from a source: the illegal second move of game 1 is the one error, located from 1")
    void fromASource() {
        // two transcripts: f5 then f5 again is illegal (the square is taken); f5d6 alone is an opening line, no problem
        String text = "f5f5\nf5d6\n";
        Validator v = new Validator(10).keepingNotices();
        try (GameReader r = RecordFormat.TRANSCRIPT.reader(new StringReader(text), "two.txt", FormatOptions.defaults())) {
            v.validate(r);
        }
        ValidationSummary s = v.summary();
        assertThat(s.games()).isEqualTo(2);
        assertThat(s.counts(Severity.ERROR)).containsExactly(Map.entry(ProblemKind.ILLEGAL_MOVE, 1L));
        List<Problem> kept = s.problems();
        assertThat(kept).first().satisfies(p -> {
            assertThat(p.location().gameNumber()).hasValue(1);
            assertThat(p.moveNumber()).hasValue(2);
        });
    }
}
