package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.notation.GameInfo;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.Severity;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A header that says two things says nothing: a property or tag that decides how a game is replayed
 * or judged (GGF {@code GM}, {@code TY}, {@code BO}, {@code RE}, {@code KM}; PGN {@code Result},
 * {@code FEN}) given twice with different values makes the game invalid, whichever of the two the
 * replay agrees with; given twice alike it is a warning. The 4x4 game is FORMATS §2's: White wins 9-7.
 */
class RepeatedHeadersTest {

    static final String FOUR_MOVES = "BO[4 ---- -O*- -*O- ---- *]B[A2]W[A1]B[C4]W[D2]B[D1]W[D4]B[D3]W[A3]B[B1]W[C1]B[pass]"
            + "W[B4]B[A4]";

    static CheckedGame one(RecordFormat f, String text) throws NotationException {
        try (GameReader r = f.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "in", FormatOptions.defaults())) {
            return Readers.next(r).orElseThrow();
        }
    }

    static List<Problem> headerProblems(CheckedGame g) {
        return g.problems().stream().filter(p -> p.kind() == ProblemKind.BAD_HEADER).toList();
    }

    @Test
    void ggfTwoResultsThatDisagreeMakeTheGameInvalidWhicheverComesFirst() throws NotationException {
        for (String res : List.of("RE[-2.000]RE[+2.000]", "RE[+2.000]RE[-2.000]", "RE[-2.000]RE[?]")) {
            CheckedGame g = one(RecordFormat.GGF, "(;GM[Othello]TY[4]" + res + FOUR_MOVES + ";)");
            assertThat(g.isValid()).as(res).isFalse();
            assertThat(headerProblems(g)).as(res).anyMatch(p -> p.isError() && p.reason().contains("RE"));
        }
        CheckedGame same = one(RecordFormat.GGF, "(;GM[Othello]TY[4]RE[-2.000]RE[-2.000]" + FOUR_MOVES + ";)");
        assertThat(same.isValid()).isTrue();
        assertThat(headerProblems(same)).singleElement().extracting(Problem::severity).isEqualTo(Severity.WARNING);
    }

    @Test
    void ggfTwoTypesBoardsOrKomis() throws NotationException {
        for (String h : List.of("TY[4]TY[4a]", "GM[Othello]TY[4]", "TY[4]BO[4 ---- -O*- -*O- ---- *]", "TY[4k]KM[0]KM[1]")) {
            CheckedGame g = one(RecordFormat.GGF, "(;GM[Othello]RE[?]" + h + FOUR_MOVES + ";)");
            assertThat(g.isValid()).as(h).isEqualTo(h.startsWith("GM") || h.startsWith("TY[4]BO"));
        }
    }

    @Test
    void pgnTwoResultsThatDisagree() throws NotationException {
        String moves = "\n1. f5 d6 *\n";
        assertThat(one(RecordFormat.PGN, "[Result \"1-0\"]\n[Result \"0-1\"]\n" + moves).isValid()).isFalse();
        assertThat(one(RecordFormat.PGN, "[Result \"1-0\"]\n[Result \"1-0\"]\n" + moves).isValid()).isTrue();
        assertThat(one(RecordFormat.PGN, "[FEN \"8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1\"]\n[FEN \"8/8/8/3Pp3/3pP3/8/8/8 b - - 0 1\"]\n"
                + moves).isValid()).isFalse();
        // names are no such header: the first is kept, with a warning
        CheckedGame names = one(RecordFormat.PGN, "[Black \"a\"]\n[Black \"b\"]\n" + moves);
        assertThat(names.isValid()).isTrue();
        assertThat(names.info().get(GameInfo.BLACK)).hasValue("a");
    }
}
