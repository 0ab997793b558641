package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.StandardRules;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FrameworkTest {

    @Test
    void locationsSayWhereTheyAre() {
        Location l = Location.of("games.ggf").withLine(12, 5).withGame(4);
        assertThat(l).hasToString("games.ggf:12:5, game 5");
        assertThat(Location.of("x.wtb").withGame(3).withOffset(220)).hasToString("x.wtb, game 4, byte 220");
        assertThat(l.line()).hasValue(12);
        assertThat(l.column()).hasValue(5);
        assertThat(l.gameIndex()).hasValue(4);
        assertThat(l.byteOffset()).isEmpty();
        assertThat(Location.of("")).hasToString("<input>");
        assertThatThrownBy(() -> Location.of("a").withGame(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void gameInfoTextParsesBack() throws NotationException {
        GameInfo i = GameInfo.empty().with(GameInfo.BLACK, "Inoue Hiroshi").with(GameInfo.WHITE, "Say \"hi\" \\o/")
                .with("RB", "2196.37");
        assertThat(i).hasToString("[Black \"Inoue Hiroshi\"] [White \"Say \\\"hi\\\" \\\\o/\"] [RB \"2196.37\"]");
        assertThat(GameInfo.parse(i.toString())).isEqualTo(i);
        assertThat(GameInfo.parse("")).isEqualTo(GameInfo.empty());
        assertThat(i.with(GameInfo.BLACK, "X").tags().keySet()).containsExactly("Black", "White", "RB");
        assertThatThrownBy(() -> GameInfo.parse("[Black \"x\"")).isInstanceOf(io.github.reversi4j.core.TextParseException.class);
        assertThatThrownBy(() -> GameInfo.parse("Black")).isInstanceOf(io.github.reversi4j.core.TextParseException.class);
        assertThatThrownBy(() -> i.with("a b", "x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void problemsCarryTheFactsAndSayThemInWords() {
        Problem p = Problem.of(ProblemKind.ILLEGAL_MOVE, Location.of("x.wtb").withGame(3), "no line")
                .withInfo(GameInfo.empty().with(GameInfo.BLACK, "A")).withMove(23, "c4")
                .withIllegalMoveReason(IllegalMoveException.Reason.NO_FLIP);
        assertThat(p.severity()).isEqualTo(Severity.ERROR);
        assertThat(p.isError()).isTrue();
        assertThat(p).hasToString("ERROR ILLEGAL_MOVE at x.wtb, game 4 [Black \"A\"], move 23 \"c4\": NO_FLIP: no line");
        NotationException e = p.toException();
        assertThat(e.location()).isEqualTo(p.location());
        assertThat(e.kind()).isEqualTo(ProblemKind.ILLEGAL_MOVE);
        assertThat(e.getMessage()).startsWith("x.wtb, game 4: move 23");
        assertThat(ProblemKind.UNFINISHED.defaultSeverity()).isEqualTo(Severity.NOTICE);
        assertThatThrownBy(() -> p.withMove(0, "x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void checkerComparesEveryFormOfRecordedResult() {
        // WTH_1977 record 0 (testdata/wthor/SOURCE.md): 34-30, two passes left out
        String t = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
                + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1";
        List<Move> moves = new java.util.ArrayList<>();
        for (int i = 0; i < t.length(); i += 2) {
            moves.add(Move.parse(t.substring(i, i + 2)));
        }
        List<String> texts = moves.stream().map(Move::toString).toList();
        StandardRules r = StandardRules.othello();
        CheckedGame ok = Games.check(new ReadGame(Location.of("t"), GameInfo.empty(), r, r.initialState(), moves, texts,
                new RecordedResult.BlackScore(34), List.of()));
        assertThat(ok.isFinished()).as(ok.toString()).isTrue();
        assertThat(ok.outcome().orElseThrow().discs(Color.BLACK)).isEqualTo(34);
        assertThat(ok.record().orElseThrow().moves()).hasSize(62);
        assertThat(ok.problems()).isEmpty();
        for (RecordedResult bad : List.of(new RecordedResult.BlackScore(30), new RecordedResult.Scores(30, 34),
                new RecordedResult.Winner(Optional.of(Color.WHITE)), new RecordedResult.Winner(Optional.empty()),
                new RecordedResult.Margin(new BigDecimal("-4.000"), BigDecimal.ZERO))) {
            CheckedGame g = Games.check(new ReadGame(Location.of("t"), GameInfo.empty(), r, r.initialState(), moves, texts, bad, List.of()));
            assertThat(g.problems()).as(bad.toString()).extracting(Problem::kind).containsExactly(ProblemKind.RESULT_MISMATCH);
        }
        for (RecordedResult good : List.of(new RecordedResult.Scores(34, 30), new RecordedResult.Winner(Optional.of(Color.BLACK)),
                new RecordedResult.Margin(new BigDecimal("4.00"), BigDecimal.ZERO),
                new RecordedResult.Margin(new BigDecimal("4.5"), new BigDecimal("-0.5")), new RecordedResult.Unscored("?"),
                new RecordedResult.None())) {
            CheckedGame g = Games.check(new ReadGame(Location.of("t"), GameInfo.empty(), r, r.initialState(), moves, texts, good, List.of()));
            assertThat(g.problems()).as(good.toString()).isEmpty();
        }
        assertThatThrownBy(() -> Games.check(new ReadGame(Location.of("t"), GameInfo.empty(), r, r.initialState(), moves, List.of(),
                new RecordedResult.None(), List.of()))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void validatorCountsAndKeepsABoundedNumberOfProblems() {
        Validator v = new Validator(1);
        StandardRules r = StandardRules.othello();
        for (int i = 0; i < 3; i++) {
            v.visit(Games.check(new ReadGame(Location.of("t").withGame(i), GameInfo.empty(), r, r.initialState(),
                    List.of(Move.parse("a1")), List.of("a1"), new RecordedResult.None(), List.of())));
        }
        v.visit(Games.check(new ReadGame(Location.of("t").withGame(3), GameInfo.empty(), r, r.initialState(),
                List.of(Move.parse("f5")), List.of("f5"), new RecordedResult.Unscored("?"), List.of())));
        ValidationSummary s = v.summary();
        assertThat(s.games()).isEqualTo(4);
        assertThat(s.invalid()).isEqualTo(3);
        assertThat(s.unfinished()).isEqualTo(1);
        assertThat(s.counts()).isEqualTo(Map.of(ProblemKind.ILLEGAL_MOVE, 3L, ProblemKind.UNFINISHED, 1L));
        assertThat(s.problems()).hasSize(1);
        assertThat(s.partial()).isZero();
        assertThat(s).hasToString("games=4 valid=1 finished=0 unfinished=1 partial=0 invalid=3 problems={ILLEGAL_MOVE=3, UNFINISHED=1}");
    }

    @Test
    void aValidGameThatStopsWithNoResultIsPartialNotUnfinished() {
        Validator v = new Validator(10);
        StandardRules r = StandardRules.othello();
        // an opening line: two legal moves, no result recorded
        v.visit(Games.check(new ReadGame(Location.of("t").withGame(0), GameInfo.empty(), r, r.initialState(),
                List.of(Move.parse("f5"), Move.parse("d6")), List.of("f5", "d6"), new RecordedResult.None(), List.of())));
        // the same moves with a result the board does not reach
        v.visit(Games.check(new ReadGame(Location.of("t").withGame(1), GameInfo.empty(), r, r.initialState(),
                List.of(Move.parse("f5"), Move.parse("d6")), List.of("f5", "d6"), new RecordedResult.Scores(33, 31), List.of())));
        ValidationSummary s = v.summary();
        assertThat(s.valid()).isEqualTo(2);
        assertThat(s.finished()).isZero();
        assertThat(s.unfinished()).isEqualTo(1);
        assertThat(s.partial()).isEqualTo(1);
        assertThat(s.finished() + s.unfinished() + s.partial() + s.invalid()).isEqualTo(s.games());
    }
}
