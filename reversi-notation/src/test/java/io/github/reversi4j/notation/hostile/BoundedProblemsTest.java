package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Junk between games costs constant memory: a reader keeps at most
 * {@value io.github.reversi4j.notation.internal.shared.SourceProblems#KEPT} problems that belong to no game,
 * then one {@code LIMIT_EXCEEDED} problem that counts the rest, however many the source holds (the
 * GGF reader already skips most junk to the next game as one problem; a match count followed by no
 * game is a problem each time). The
 * inputs are streamed, never held: 50 million junk tokens would otherwise keep 50 million problems.
 */
class BoundedProblemsTest {

    /** An endless repetition of a text, cut after so many bytes. */
    static InputStream repeated(String unit, long bytes) {
        byte[] u = unit.getBytes(StandardCharsets.US_ASCII);
        return new InputStream() {
            long left = bytes;
            int at;

            @Override
            public int read() {
                if (left <= 0) {
                    return -1;
                }
                left--;
                int b = u[at];
                at = (at + 1) % u.length;
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                for (int k = 0; k < n; k++) {
                    b[off + k] = u[at];
                    at = (at + 1) % u.length;
                }
                left -= n;
                return n;
            }
        };
    }

    static void check(RecordFormat format, String unit, long junk) throws NotationException {
        try (GameReader r = format.reader(repeated(unit, unit.length() * junk), "junk", FormatOptions.defaults())) {
            r.readAll(g -> { });
            List<Problem> ps = r.sourceProblems();
            assertThat(ps.size()).as("%s of '%s'", format, unit).isLessThanOrEqualTo(
                    io.github.reversi4j.notation.internal.shared.SourceProblems.KEPT + 1);
            if (ps.size() <= io.github.reversi4j.notation.internal.shared.SourceProblems.KEPT) {
                return; // the reader skipped the junk as a whole
            }
            Problem last = ps.get(ps.size() - 1);
            assertThat(last.kind()).isEqualTo(ProblemKind.LIMIT_EXCEEDED);
            assertThat(last.reason()).contains(String.valueOf(junk - io.github.reversi4j.notation.internal.shared.SourceProblems.KEPT));
            assertThat(last.location().line()).isPresent();
        }
    }

    @Test
    void ggfMatchCountsWithoutGamesAndStrayCharacters() throws NotationException {
        check(RecordFormat.GGF, "1 ", 200_000);
        check(RecordFormat.GGF, "7 ", 200_000);
        check(RecordFormat.GGF, ")\n", 200_000);
    }

    @Test
    void pgnUnclosedCommentsBetweenGames() throws NotationException {
        check(RecordFormat.PGN, "{\n[Event \"x\"]\n1. f5 *\n", 50_000);
    }
}
