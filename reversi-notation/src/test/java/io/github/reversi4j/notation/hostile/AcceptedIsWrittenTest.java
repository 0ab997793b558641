package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a format's reader accepts, its writer writes and reads back equal; what it could never write
 * is not accepted. The shortest inputs of the three faults of this class the mutation campaign found
 * once it stopped excusing a writer's refusal.
 */
class AcceptedIsWrittenTest {

    static List<CheckedGame> read(RecordFormat f, String text) throws NotationException {
        List<CheckedGame> out = new ArrayList<>();
        try (GameReader r = f.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "in", FormatOptions.defaults())) {
            r.forEach(out::add);
        }
        return out;
    }

    static CheckedGame roundTrip(RecordFormat f, CheckedGame g) throws NotationException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GameWriter w = f.writer(out, "out", FormatOptions.defaults())) {
            w.write(g);
        }
        List<CheckedGame> back = read(f, out.toString(StandardCharsets.UTF_8));
        assertThat(back).hasSize(1);
        return back.get(0);
    }

    @Test
    void aLineOfSeparatorsIsNoValidGameOfNoMoves() throws NotationException {
        for (String line : List.of("-,;", ", Tiger", " ; ; Rose", "-")) {
            List<CheckedGame> gs = read(RecordFormat.TRANSCRIPT, line + "\n");
            assertThat(gs).as(line).hasSize(1);
            assertThat(gs.get(0).isValid()).as(line).isFalse();
            assertThat(gs.get(0).problems().get(0).kind()).isEqualTo(ProblemKind.SYNTAX);
            assertThat(gs.get(0).problems().get(0).location().line()).hasValue(1);
        }
    }

    @Test
    void anUnfinishedCsvRowKeepsItsWinner() throws NotationException {
        CheckedGame g = read(RecordFormat.EOTHELLO_CSV, "eOthello_game_id,winner,game_moves\n12,-1,f5d6c3\n").get(0);
        assertThat(g.isValid()).isTrue();
        assertThat(g.isFinished()).isFalse();
        CheckedGame back = roundTrip(RecordFormat.EOTHELLO_CSV, g);
        assertThat(back.record()).isEqualTo(g.record());
        assertThat(back.recordedResult()).isEqualTo(g.recordedResult());
        assertThat(back.info()).isEqualTo(g.info());
    }

    @Test
    void aCsvRowWithASoloMoveIsNoGameOfOthello() throws NotationException {
        // a move naming its disc's color is the solo game's, which Othello does not read
        CheckedGame g = read(RecordFormat.EOTHELLO_CSV, "eOthello_game_id,winner,game_moves\n7,1,f5O:d6\n").get(0);
        assertThat(g.isValid()).isFalse();
        assertThat(g.problems()).isNotEmpty();
    }
}
