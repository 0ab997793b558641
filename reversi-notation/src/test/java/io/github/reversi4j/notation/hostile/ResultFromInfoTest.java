package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * {@code GameWriter.write(GameRecord, GameInfo)} keeps the result the header states: an unfinished
 * game keeps it in every format that can state one, a finished game whose header contradicts its
 * board is refused, and a PGN game always ends with a result token and a {@code Result} tag.
 */
class ResultFromInfoTest {

    /** A game of standard Othello drawn with a seed: its first {@code plies} moves, or all when larger. */
    private static GameRecord game(long seed, int plies) {
        Rules rules = StandardRules.othello();
        GameState s = rules.initialState();
        List<Move> moves = new ArrayList<>();
        Random random = new Random(seed);
        while (!rules.isTerminal(s) && moves.size() < plies) {
            List<Move> legal = rules.legalMoves(s);
            Move m = legal.get(random.nextInt(legal.size()));
            s = rules.play(s, m);
            moves.add(m);
        }
        return GameRecord.of(rules, moves);
    }

    private static CheckedGame writeAndReadBack(RecordFormat f, GameRecord record, GameInfo info) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GameWriter w = f.writer(out, "out." + f.extensions().get(0), FormatOptions.defaults())) {
            w.write(record, info);
        }
        try (GameReader r = f.reader(new ByteArrayInputStream(out.toByteArray()), "back", FormatOptions.defaults())) {
            return Readers.next(r).orElseThrow();
        }
    }

    @ParameterizedTest
    @EnumSource(value = RecordFormat.class, names = {"GGF", "WTHOR", "PGN"})
    void anUnfinishedGameKeepsTheScoresItsHeaderStates(RecordFormat f) {
        GameRecord twenty = game(7, 20);
        CheckedGame back = writeAndReadBack(f, twenty, GameInfo.empty().with(GameInfo.BLACK, "A").with(GameInfo.WHITE, "B").with(GameInfo.RESULT, "40-24"));
        assertThat(back.isFinished()).isFalse();
        assertThat(back.record()).contains(twenty);
        // each format states the result its own way: 40-24 is Black 40, a margin of +16
        RecordedResult r = back.recordedResult();
        if (r instanceof RecordedResult.Scores) {
            assertThat(r).isEqualTo(new RecordedResult.Scores(40, 24));
        } else if (r instanceof RecordedResult.BlackScore) {
            assertThat(((RecordedResult.BlackScore) r).score()).isEqualTo(40);
        } else {
            assertThat(r).isInstanceOf(RecordedResult.Margin.class);
            assertThat(((RecordedResult.Margin) r).margin()).isEqualByComparingTo("16");
        }
    }

    @Test
    void anEothelloRowKeepsTheWinnerItsHeaderStates() {
        GameRecord twenty = game(11, 20);
        CheckedGame back = writeAndReadBack(RecordFormat.EOTHELLO_CSV, twenty, GameInfo.empty().with(GameInfo.RESULT, "0-1"));
        assertThat(back.recordedResult()).isEqualTo(new RecordedResult.Winner(Optional.of(Color.WHITE)));
    }

    @ParameterizedTest
    @EnumSource(value = RecordFormat.class, names = {"GGF", "WTHOR", "PGN", "EOTHELLO_CSV", "TRANSCRIPT"})
    void aFinishedGameWhoseHeaderContradictsItsBoardIsRefused(RecordFormat f) {
        GameRecord whole = game(3, 200);
        CheckedGame checked = CheckedGame.of(whole, GameInfo.empty());
        assertThat(checked.isFinished()).isTrue();
        Color winner = checked.outcome().orElseThrow().winner().orElse(Color.BLACK);
        String wrong = winner == Color.BLACK ? "0-1" : "1-0";
        assertThat(CheckedGame.of(whole, GameInfo.empty().with(GameInfo.RESULT, wrong)).has(ProblemKind.RESULT_MISMATCH)).isTrue();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GameWriter w = f.writer(out, "out", FormatOptions.defaults())) {
            assertThatThrownBy(() -> w.write(whole, GameInfo.empty().with(GameInfo.RESULT, wrong)))
                    .isInstanceOf(UnwritableGameException.class);
            assertThat(w.written()).isZero();
        }
    }

    @Test
    void aPgnGameEndsWithAResultTokenAndTag() {
        for (int plies : new int[] {0, 9, 200}) {
            GameRecord g = game(5, plies);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (GameWriter w = RecordFormat.PGN.writer(out, "out.pgn", FormatOptions.defaults())) {
                w.write(g, GameInfo.empty());
            }
            String text = out.toString(StandardCharsets.UTF_8).strip();
            String[] words = text.split("\\s+");
            String token = words[words.length - 1];
            assertThat(token).as(text).matches("\\*|1-0|0-1|1/2-1/2|[0-9]{1,2}-[0-9]{1,2}");
            assertThat(text).contains("[Result \"" + token + "\"]");
        }
    }
}
