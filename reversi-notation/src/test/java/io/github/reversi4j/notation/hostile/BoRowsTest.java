package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A GGF start written row by row (FORMATS §2.3) with a square missing must not be completed by its
 * side to move: {@code -------*} read as 64 squares would put a Black disc on h8 and give Black the
 * move by default. Every single square deleted from every row is refused; the rows whole, in either
 * layout, are read.
 */
class BoRowsTest {

    static final String[] ROWS = {"--------", "--------", "--------", "---O*---", "---*O---", "--------", "--------", "--------"};

    static CheckedGame read(String bo) throws NotationException {
        String text = "(;GM[Othello]TY[8]RE[?]BO[8 " + bo + "]B[f5];)";
        try (GameReader r = RecordFormat.GGF.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "in", FormatOptions.defaults())) {
            return Readers.next(r).orElseThrow();
        }
    }

    @Test
    void aRowShortOfASquareIsRefusedNotFilledWithTheSide() throws NotationException {
        assertThat(read(String.join(" ", ROWS) + " *").isValid()).isTrue();
        assertThat(read(String.join("", ROWS) + " *").isValid()).isTrue();
        assertThat(read(String.join("", ROWS)).isValid()).isTrue();
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 8; col++) {
                String[] rows = ROWS.clone();
                rows[row] = rows[row].substring(0, col) + rows[row].substring(col + 1);
                for (String sideMark : new String[] {"*", "O"}) {
                    CheckedGame g = read(String.join(" ", rows) + " " + sideMark);
                    assertThat(g.isValid()).as("row %d col %d side %s", row, col, sideMark).isFalse();
                    assertThat(g.problems().get(0).kind()).isIn(ProblemKind.SYNTAX, ProblemKind.TRUNCATED);
                }
            }
        }
    }
}
