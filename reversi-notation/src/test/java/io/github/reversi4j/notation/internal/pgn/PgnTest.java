package io.github.reversi4j.notation.internal.pgn;

import io.github.reversi4j.notation.Readers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.text.TranscriptFormat;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PgnTest {

    static List<CheckedGame> readAll(String text) throws NotationException {
        return readAll(text, StandardRules.othello());
    }

    static List<CheckedGame> readAll(String text, Rules rules) throws NotationException {
        List<CheckedGame> out = new ArrayList<>();
        try (PgnReader r = PgnReader.of(new StringReader(text), "test.pgn", rules)) {
            r.forEach(out::add);
        }
        return out;
    }

    static List<CheckedGame> readFile(Path p) throws IOException, NotationException {
        return readAll(Files.readString(p, StandardCharsets.UTF_8));
    }

    static List<Move> placements(GameRecord r) {
        List<Move> l = new ArrayList<>();
        for (Move m : r.moves()) {
            if (!m.isPass()) {
                l.add(m);
            }
        }
        return l;
    }

    // ---- real data -------------------------------------------------------------------------------

    @Test
    @DisplayName("FORMATS §7.3: thor2pgn's 12 games of 1977 replay and equal the WTHOR file's games move for move")
    void realData_thor2pgnMatchesWthorFile() throws Exception {
        List<CheckedGame> pgn = readFile(RealData.file("pgn/thor2pgn-WTH_1977.pgn"));
        Path wtb = RealData.file("wthor/WTH_1977.wtb");
        List<CheckedGame> wthor = new ArrayList<>();
        try (InputStream in = Files.newInputStream(wtb); WthorReader r = WthorReader.of(in, "WTH_1977.wtb")) {
            r.forEach(wthor::add);
        }
        assertThat(pgn).hasSize(12);
        assertThat(wthor).hasSize(12);
        for (int i = 0; i < 12; i++) {
            CheckedGame p = pgn.get(i);
            CheckedGame w = wthor.get(i);
            assertThat(p.problems()).as("game %d", i).isEmpty();
            assertThat(p.isFinished()).as("game %d", i).isTrue();
            assertThat(p.location().gameIndex()).hasValue(i);
            assertThat(p.info().get(GameInfo.EVENT)).hasValue("World Championship - 1977");
            assertThat(p.info().get(GameInfo.DATE)).hasValue("1977");
            // move for move, passes included (both replays insert the forced passes)
            assertThat(p.record().orElseThrow().moves()).as("game %d", i).isEqualTo(w.record().orElseThrow().moves());
            // the Result tag is Black's WTHOR score byte - (64 - it)
            int score = ((RecordedResult.BlackScore) w.recordedResult()).score();
            assertThat(p.info().get(GameInfo.RESULT)).as("game %d", i).hasValue(score + "-" + (64 - score));
            assertThat(p.recordedResult()).isEqualTo(new RecordedResult.Scores(score, 64 - score));
            assertThat(p.outcome()).isEqualTo(w.outcome());
        }
        // FORMATS §9: the first game is Inoue - Heiberg, 34-30, with this transcript
        CheckedGame first = pgn.get(0);
        assertThat(first.info().get(GameInfo.BLACK)).hasValue("Inoue Hiroshi");
        assertThat(first.info().get(GameInfo.WHITE)).hasValue("Heiberg Thomas");
        assertThat(TranscriptFormat.canonical().format(first.record().orElseThrow()))
                .isEqualTo("f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
                        + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1");
        // FORMATS §7.3: passes before moves 54 and 57 (counting placements), not written in the file
        List<Move> moves = first.record().orElseThrow().moves();
        List<Integer> passesBefore = new ArrayList<>();
        int placed = 0;
        for (Move m : moves) {
            if (m.isPass()) {
                passesBefore.add(placed + 1);
            } else {
                placed++;
            }
        }
        assertThat(passesBefore).containsExactly(54, 57);
    }

    @Test
    @DisplayName("FORMATS §7.1: the PlayOK sample replays to 38-26 with exactly one pass, written --")
    void realData_playOkSample() throws Exception {
        List<CheckedGame> games = readFile(RealData.file("pgn/playok-reversi-sample.pgn"));
        assertThat(games).hasSize(1);
        CheckedGame g = games.get(0);
        assertThat(g.problems()).isEmpty();
        assertThat(g.isFinished()).isTrue();
        assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.BLACK)).isEqualTo(38);
        assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.WHITE)).isEqualTo(26);
        assertThat(g.recordedResult()).isEqualTo(new RecordedResult.Scores(38, 26));
        List<Move> moves = g.record().orElseThrow().moves();
        assertThat(moves.stream().filter(Move::isPass).count()).isEqualTo(1);
        // "29. -- g8": Black passes after 56 moves (28 pairs), then White plays g8
        assertThat(moves.get(56)).isEqualTo(Move.pass());
        assertThat(g.replay().orElseThrow().states().get(56).toMove()).isEqualTo(Color.BLACK);
        assertThat(moves.get(57)).isEqualTo(Move.parse("g8"));
        assertThat(g.info().get(GameInfo.BLACK)).hasValue("t7m4o1k9a");
        assertThat(g.info().get(GameInfo.WHITE)).hasValue("cafego");
        assertThat(g.info().get(GameInfo.SITE)).hasValue("PlayOK");
        assertThat(g.info().get(GameInfo.DATE)).hasValue("2020.05.05");
        assertThat(g.info().get("WhiteElo")).hasValue("1183");
        assertThat(g.info().tags().keySet()).containsExactly("Site", "Date", "Round", "Black", "White",
                "Result", "Time", "TimeControl", "BlackElo", "WhiteElo");
    }

    @Test
    void realData_roundTripOfEveryGameRead() throws Exception {
        for (String f : List.of("pgn/thor2pgn-WTH_1977.pgn", "pgn/playok-reversi-sample.pgn")) {
            for (CheckedGame g : readFile(RealData.file(f))) {
                assertRoundTrip(g);
            }
        }
    }

    static void assertRoundTrip(CheckedGame g) throws NotationException {
        String text = PgnGame.of(g).toString();
        List<CheckedGame> back = readAll(text, g.record().orElseThrow().rules());
        assertThat(back).as(text).hasSize(1);
        CheckedGame b = back.get(0);
        assertThat(b.record()).as(text).isEqualTo(g.record());
        // a game read without a Result tag is written with one: every PGN game states its result
        java.util.Map<String, String> tags = new java.util.LinkedHashMap<>(b.info().tags());
        if (g.info().get(GameInfo.RESULT).isEmpty()) {
            assertThat(tags.remove(GameInfo.RESULT)).as(text).isNotNull();
        }
        assertThat(tags).as(text).isEqualTo(g.info().tags());
        assertThat(b.recordedResult()).as(text).isEqualTo(g.recordedResult());
        assertThat(b.outcome()).as(text).isEqualTo(g.outcome());
        assertThat(b.problems().stream().map(Problem::kind)).as(text)
                .isEqualTo(g.problems().stream().map(Problem::kind).collect(java.util.stream.Collectors.toList()));
    }

    // ---- hand-written fixtures ----------------------------------------------------------------------

    @Test
    void edaxExport_nineMoveWipeOut_winnerIsChecked() throws Exception {
        // a shortest game (9 moves, all discs black at the end; a published fact: the shortest wipe-out)
        String text = "[Event \"?\"]\n[Black \"A\"]\n[White \"B\"]\n[Result \"1-0\"]\n\n"
                + "1. e6 f4 2. e3 f6 3. g5 d6 4. e7 f5 5. c5\n{Black wins 64-0} 1-0\n\n";
        CheckedGame g = readAll(text).get(0);
        assertThat(g.problems()).isEmpty();
        assertThat(g.isFinished()).isTrue();
        assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.BLACK)).isEqualTo(64);
        assertThat(g.recordedResult()).isEqualTo(new RecordedResult.Winner(Optional.of(Color.BLACK)));
        // the same game said to be a White win
        CheckedGame bad = readAll(text.replace("1-0", "0-1")).get(0);
        assertThat(bad.isValid()).isFalse();
        assertThat(bad.has(ProblemKind.RESULT_MISMATCH)).isTrue();
    }

    @Test
    void edaxStyle_passesWrittenPass_tagsKept_repeatedTagWarned() throws Exception {
        String text = "[Event \"?\"]\n[Date \"2024.??.??\"]\n[Date \"2024.0.0\"]\n[Result \"*\"]\n\n1. f5 d6 2. c3 pass\n*\n";
        CheckedGame g = readAll(text).get(0);
        // d6 c3 then White passes: not forced here, so the explicit pass is illegal
        assertThat(g.isValid()).isFalse();
        assertThat(g.problems()).anySatisfy(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.ILLEGAL_MOVE);
            assertThat(p.moveNumber()).hasValue(4);
            assertThat(p.moveText()).hasValue("pass");
        });
        assertThat(g.problems()).anySatisfy(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.BAD_HEADER);
            assertThat(p.severity()).isEqualTo(Severity.WARNING);
        });
        assertThat(g.info().get(GameInfo.DATE)).hasValue("2024.??.??");
    }

    @Test
    void streamingOverManyGames_aBadGameDoesNotStopTheNext() throws Exception {
        String text = "[Black \"a\"]\n1. f5 z9 *\n\n"                    // unknown square
                + "[Black \"b\"]\n1. f5 f5 *\n\n"                        // illegal move (occupied)
                + "[Black \"c\"]\n1. f5 d6 2. c3 ...x *\n\n"             // syntax
                + "[Black \"d\"]\n[Result \"1-0\"]\n1. f5 d6 0-1\n\n"     // tag and termination disagree
                + "[Black \"e\"]\n[Result \"32-32\"]\n1. f5 d6 *\n\n"      // unfinished: a notice
                + "1. f5 d6 2. c3\n\n"                                   // no tags, no result
                + "[Black \"g\"]\n[White \"h";                           // truncated inside a tag
        List<CheckedGame> games = readAll(text);
        assertThat(games).hasSize(7);
        assertThat(games.get(0).has(ProblemKind.UNKNOWN_SQUARE)).isTrue();
        assertThat(games.get(0).problems().get(0).location().line()).hasValue(2);
        assertThat(games.get(0).problems().get(0).location().column()).hasValue(7);
        assertThat(games.get(1).has(ProblemKind.ILLEGAL_MOVE)).isTrue();
        assertThat(games.get(1).problems().get(0).illegalMoveReason()).hasValue(IllegalMoveException.Reason.OCCUPIED);
        assertThat(games.get(2).has(ProblemKind.SYNTAX)).isTrue();
        assertThat(games.get(3).has(ProblemKind.RESULT_MISMATCH)).isTrue();
        assertThat(games.get(4).isValid()).isTrue();
        assertThat(games.get(4).has(ProblemKind.UNFINISHED)).isTrue();
        assertThat(games.get(5).isValid()).isTrue();
        assertThat(games.get(5).problems()).isEmpty();
        assertThat(games.get(5).info().isEmpty()).isTrue();
        assertThat(games.get(6).has(ProblemKind.TRUNCATED)).isTrue();
        for (int i = 0; i < games.size(); i++) {
            assertThat(games.get(i).location().gameIndex()).hasValue(i);
            assertThat(games.get(i).location().source()).isEqualTo("test.pgn");
        }
        ValidationSummary s = new Validator(0).validate(PgnReader.of(new StringReader(text), "x")).summary();
        assertThat(s.games()).isEqualTo(7);
        assertThat(s.valid()).isEqualTo(2);
        assertThat(s.unfinished()).isEqualTo(1);
    }

    @Test
    void truncations_areReported() throws Exception {
        assertThat(readAll("[Event \"x\"]\n[Black \"y\"]\n").get(0).has(ProblemKind.TRUNCATED)).isTrue();
        assertThat(readAll("[Event \"x\"]\n1. f5 {a comment").get(0).has(ProblemKind.TRUNCATED)).isTrue();
        assertThat(readAll("[Event \"x\\").get(0).has(ProblemKind.TRUNCATED)).isTrue();
        assertThat(readAll("")).isEmpty();
        assertThat(readAll("\n\n% escape line\n; comment\n")).isEmpty();
        try (PgnReader r = PgnReader.of(new StringReader("{ never closed"), "x")) {
            assertThat(Readers.next(r)).isEmpty();
            assertThat(r.sourceProblems()).extracting(Problem::kind).containsExactly(ProblemKind.TRUNCATED);
        }
    }

    /** Found by the mutation campaign (PGN, seed 1098814390221801273): tags and an annotation only. */
    @Test
    void regression_aGameWithNeitherMoveNorTerminationIsTruncated() throws Exception {
        CheckedGame g = readAll("[Event \"?\"]!?\n").get(0);
        assertThat(g.has(ProblemKind.TRUNCATED)).isTrue();
    }

    /** Found by the mutation campaign (PGN, seed 3149762268802612557): "00-1" read as scores, written as 0-1. */
    @Test
    void regression_scoresWithLeadingZerosAreNoResult() throws Exception {
        assertThat(PgnReader.result("00-1")).isEmpty();
        assertThat(PgnReader.result("038-26")).isEmpty();
        assertThat(PgnReader.result("38-026")).isEmpty();
        assertThat(PgnReader.result("0-64")).contains(new RecordedResult.Scores(0, 64));
        assertThat(readAll("1. f5 00-1").get(0).has(ProblemKind.SYNTAX)).isTrue();
    }

    @Test
    void movetextDetails_numbersAnnotationsVariationsNagsAndCase() throws Exception {
        String text = "1.F5 D6! 2... C3?! $14 (2. c5 f4) {note} D3 ; rest of line\n% escape\n3. C4 1/2-1/2";
        CheckedGame g = readAll(text).get(0);
        assertThat(g.record().orElseThrow().moves()).extracting(Move::toString)
                .containsExactly("f5", "d6", "c3", "d3", "c4");
        assertThat(g.recordedResult()).isEqualTo(new RecordedResult.Winner(Optional.empty()));
        assertThat(g.has(ProblemKind.UNFINISHED)).isTrue();
    }

    @Test
    void limits_tooManyMovesAndTooLongValuesAreReportedNotKept() throws Exception {
        StringBuilder sb = new StringBuilder("[Black \"x\"]\n");
        for (int i = 0; i < PgnReader.MAX_MOVES + 10; i++) {
            sb.append("f5 ");
        }
        assertThat(readAll(sb.toString()).get(0).has(ProblemKind.LIMIT_EXCEEDED)).isTrue();
        String longValue = "[Black \"" + "y".repeat(PgnReader.MAX_TAG_VALUE + 1) + "\"]\n1. f5 *";
        assertThat(readAll(longValue).get(0).has(ProblemKind.LIMIT_EXCEEDED)).isTrue();
    }

    // ---- FEN ---------------------------------------------------------------------------------------

    @Test
    @DisplayName("FORMATS §5.3: Edax's FEN of the standard start")
    void fen_standardStart() throws Exception {
        GameState s = PgnFen.parse("8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1", Location.of(""));
        assertThat(s).isEqualTo(StandardRules.othello().initialState());
        assertThat(PgnFen.format(StandardRules.othello().initialState())).isEqualTo("8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1");
        assertThatThrownBy(() -> PgnFen.parse("8/8/8/3pX3/3Pp3/8/8/8 b", Location.of("")))
                .isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> PgnFen.parse("8/8/8/3pP3/3Pp3/8/8/8 q", Location.of("")))
                .isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> PgnFen.parse("7/8/8/3pP3/3Pp3/8/8/8 b", Location.of("")))
                .isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> PgnFen.parse("99/8 b", Location.of(""))).isInstanceOf(NotationException.class);
    }

    @Test
    void fenTag_givesTheStart_whiteToMove() throws Exception {
        // after f5 the position has White to move; d6 is one of White's replies
        GameState afterF5 = StandardRules.othello().play(StandardRules.othello().initialState(), Move.parse("f5"));
        String text = "[FEN \"" + PgnFen.format(afterF5) + "\"]\n\n1. d6 c3 *\n";
        CheckedGame g = readAll(text).get(0);
        assertThat(g.isValid()).isTrue();
        assertThat(g.problems()).extracting(Problem::kind).containsExactly(ProblemKind.UNFINISHED);
        assertThat(g.record().orElseThrow().start()).isEqualTo(GameState.of(afterF5.board(), Color.WHITE));
        assertRoundTrip(g);
        CheckedGame bad = readAll("[FEN \"8/8 b\"]\n1. f5 *").get(0);
        assertThat(bad.has(ProblemKind.UNSUPPORTED_BOARD_TYPE)).isTrue();
    }

    // ---- writing -----------------------------------------------------------------------------------

    @Test
    void write_edaxLayout() throws Exception {
        Rules r = StandardRules.othello();
        GameRecord rec = GameRecord.of(r, List.of(Move.parse("e6"), Move.parse("f4"), Move.parse("e3"), Move.parse("f6"),
                Move.parse("g5"), Move.parse("d6"), Move.parse("e7"), Move.parse("f5"), Move.parse("c5")));
        String text = PgnGame.of(rec, GameInfo.empty().with(GameInfo.BLACK, "A")).toString();
        assertThat(text).isEqualTo("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[Black \"A\"]\n"
                + "[White \"?\"]\n[Result \"1-0\"]\n\n1. e6 f4 2. e3 f6 3. g5 d6 4. e7 f5 5. c5\n{Black wins 64-0} 1-0\n\n");
    }

    @Test
    void roundTrip_randomGamesOnSeveralBoardsWithPassesAndStarts() throws Exception {
        long seed = 0x5eedL;
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Rules> rules = List.of(StandardRules.othello(), RuleSets.of("othello(size=6x6)"),
                RuleSets.of("othello(size=10x10)"));
        int passes = 0;
        for (int i = 0; i < 300; i++) {
            Rules r = rules.get(i % rules.size());
            GameState start = r.initialState();
            List<Move> moves = new ArrayList<>();
            GameState s = start;
            int prefix = rnd.nextInt(4);
            while (!r.isTerminal(s)) {
                List<Move> legal = r.legalMoves(s);
                Move m = legal.get(rnd.nextInt(legal.size()));
                s = r.play(s, m);
                if (prefix > 0) {
                    prefix--;
                    start = GameState.of(s.board(), s.toMove()); // a later start: a FEN tag
                    continue;
                }
                moves.add(m);
                if (rnd.nextInt(40) == 0) {
                    break; // some unfinished games
                }
            }
            passes += (int) moves.stream().filter(Move::isPass).count();
            GameRecord rec = GameRecord.of(r, start, moves);
            String text = PgnGame.of(rec, GameInfo.empty().with(GameInfo.BLACK, "b \"quoted\" \\ " + i)).toString();
            CheckedGame g = readAll(text, r).get(0);
            assertThat(g.record()).as("seed %d game %d: %s", seed, i, text).contains(rec);
            assertThat(g.isValid()).as("seed %d game %d: %s", seed, i, text).isTrue();
            assertThat(g.has(ProblemKind.RESULT_MISMATCH)).isFalse();
            assertThat(g.info().get(GameInfo.BLACK)).hasValue("b \"quoted\" \\ " + i);
            assertRoundTrip(g);
            for (String line : text.split("\n")) {
                assertThat(line.length()).as(text).isLessThanOrEqualTo(PgnGame.LINE
                        + (line.startsWith("[") ? 1000 : 0));
            }
        }
        assertThat(passes).as("the generated games exercise passes").isPositive();
    }
}
