package io.github.reversi4j.notation.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.internal.text.TranscriptReader;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.core.IllegalMoveException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TranscriptTest {

    /** FORMATS §9 / testdata/wthor/SOURCE.md: WTH_1977 record 0, Inoue-Heiberg, 34-30, two passes. */
    static final String INOUE_HEIBERG = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
            + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1";

    @Test
    void readsSquaresInEitherCaseWithAndWithoutSeparators() throws NotationException {
        List<Move> expected = List.of(Move.parse("f5"), Move.parse("d6"), Move.parse("c3"));
        assertThat(Transcript.parse("f5d6c3").moves()).isEqualTo(expected);
        assertThat(Transcript.parse("F5D6C3").moves()).isEqualTo(expected);
        assertThat(Transcript.parse("F5-D6-C3").moves()).isEqualTo(expected);
        assertThat(Transcript.parse(" f5, d6; c3 ").moves()).isEqualTo(expected);
        assertThat(Transcript.parse("F5 d6\tC3").texts()).containsExactly("F5", "d6", "C3");
        assertThat(Transcript.parse("j10a1").moves()).containsExactly(Move.parse("j10"), Move.parse("a1"));
    }

    @Test
    void aGameRecordsTextIsNotATranscriptAndTheErrorSaysSo() throws NotationException {
        // what GameRecord.toString() writes, and what `reversi play` prints as the record of a game
        for (String text : List.of("othello: f5 d6", "holes(holes=c3+f6): f5", "  no-corners: f5 d6 c3", "othello:")) {
            assertThatThrownBy(() -> Transcript.parse(text)).as(text)
                    .isInstanceOfSatisfying(TextParseException.class, e -> {
                        assertThat(((NotationException) e.getCause()).kind()).isEqualTo(ProblemKind.SYNTAX);
                        assertThat(e.getMessage()).contains("a transcript is the moves alone, not '" + text.strip().split(" ")[0] + "'")
                                .contains("GameRecord.parse").contains("FormatOptions.withRules");
                    });
        }
        // a color symbol and a colon stay a move of the solo game, which only its rules read; moves with a
        // colon after them are no id
        assertThatThrownBy(() -> Transcript.parse("X:d3 O:e3")).isInstanceOfSatisfying(TextParseException.class,
                e -> assertThat(e.getMessage()).contains("a variant's move").doesNotContain("GameRecord"));
        assertThat(Transcript.parse("X:d3 O:e3", Location.of(""), RuleSets.of("solo-knizia")).moves())
                .extracting(Move::toString).containsExactly("X:d3", "O:e3");
        assertThatThrownBy(() -> Transcript.parse("f5d6: c3")).isInstanceOfSatisfying(TextParseException.class,
                e -> assertThat(e.getMessage()).doesNotContain("GameRecord"));
        GameRecord record = GameRecord.parse("othello: f5 d6 c3");
        assertThat(GameRecord.parse(record.toString())).isEqualTo(record);
    }

    @Test
    void readsEveryPassSpelling() throws NotationException {
        for (String p : List.of("pa", "PA", "ps", "pass", "PASS", "--", "@@", "@@@@")) {
            assertThat(Transcript.parse("f5" + p + "d6").moves()).as(p)
                    .containsExactly(Move.parse("f5"), Move.pass(), Move.parse("d6"));
        }
    }

    @Test
    @DisplayName("RULES §V2 and §S1: line and color move texts")
    void V2_S1_readsVariantMoveTexts() throws NotationException {
        Rules single = RuleSets.of("reversi-single-line");
        Rules solo = RuleSets.of("solo-knizia");
        assertThat(Transcript.parse("d3>ne c4", Location.of(""), single).moves()).extracting(Move::toString)
                .containsExactly("d3>ne", "c4");
        assertThat(Transcript.parse("X:c4 O:e3", Location.of(""), solo).moves()).extracting(Move::toString)
                .containsExactly("X:c4", "O:e3");
        // a one-letter direction followed by a square starting with e
        assertThat(Transcript.parse("d3>ne4", Location.of(""), single).moves()).extracting(Move::toString)
                .containsExactly("d3>n", "e4");
    }

    @Test
    void rejectsGarbageWithColumn() {
        assertThatThrownBy(() -> Transcript.parse("f5d6z9")).isInstanceOf(TextParseException.class)
                .satisfies(e -> {
                    TextParseException t = (TextParseException) e;
                    assertThat(t.errorIndex()).isEqualTo(4);
                    assertThat(t.parsedText()).isEqualTo("f5d6z9");
                    assertThat(((NotationException) t.getCause()).kind()).isEqualTo(ProblemKind.SYNTAX);
                });
        assertThatThrownBy(() -> Transcript.parse("f5d6z9", Location.of("t"))).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).location().column()).hasValue(5));
        assertThatThrownBy(() -> Transcript.parse("f5d0")).isInstanceOf(TextParseException.class)
                .satisfies(e -> assertThat(((NotationException) e.getCause()).kind()).isEqualTo(ProblemKind.UNKNOWN_SQUARE));
        assertThatThrownBy(() -> Transcript.parse("f5@")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> Transcript.parse("f5>")).isInstanceOf(TextParseException.class);
    }

    @Test
    @DisplayName("RULES §B4: passes left out are inserted; Inoue-Heiberg 1977 replays to 34-30")
    void B4_implicitPassesOfTheWorldChampionshipGame() {
        CheckedGame g = Transcript.read(INOUE_HEIBERG);
        assertThat(g.isValid()).isTrue();
        assertThat(g.isFinished()).isTrue();
        assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.BLACK)).isEqualTo(34);
        assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.WHITE)).isEqualTo(30);
        List<Move> moves = g.record().orElseThrow().moves();
        // testdata/wthor/SOURCE.md: the passes come before the 54th and 57th recorded moves
        assertThat(moves).hasSize(62);
        assertThat(moves.get(53)).isEqualTo(Move.pass());
        assertThat(moves.get(57)).isEqualTo(Move.pass());
    }

    @Test
    void illegalMoveIsReportedWithNumberTextAndReason() {
        CheckedGame g = Transcript.read("f5 d6 c3 c3");
        assertThat(g.isValid()).isFalse();
        assertThat(g.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.ILLEGAL_MOVE);
            assertThat(p.moveNumber()).hasValue(4);
            assertThat(p.moveText()).hasValue("c3");
            assertThat(p.illegalMoveReason()).hasValue(IllegalMoveException.Reason.OCCUPIED);
        });
        assertThat(Transcript.read("f5 a1").problems().get(0).illegalMoveReason()).hasValue(IllegalMoveException.Reason.NO_FLIP);
        assertThat(Transcript.read("f5 i9").problems().get(0).kind()).isEqualTo(ProblemKind.UNKNOWN_SQUARE);
        // an explicit pass where a placement is possible is not repaired
        assertThat(Transcript.read("f5 pa").problems().get(0).illegalMoveReason())
                .hasValue(IllegalMoveException.Reason.PASS_NOT_ALLOWED);
    }

    /**
     * Every separator and pass token the format accepts, in either order of the two calls, writes a
     * game with passes that reads back equal; a pair whose text cannot be read back (a hyphen in the
     * separator beside the pass {@code --}: {@code a2----h8} is also two passes) is refused.
     */
    @Test
    void everySeparatorAndPassTokenItAcceptsReadsBack() throws NotationException {
        GameRecord r = Transcript.read(INOUE_HEIBERG).record().orElseThrow();
        List<String> separators = List.of("", " ", "-", ",", ";", "\t", " - ", "- ", " -", ", ", "-,-", ";-");
        List<String> passes = List.of("pa", "PA", "ps", "pass", "PASS", "--", "@@", "@@@@");
        for (String sep : separators) {
            for (String pass : passes) {
                for (boolean sepFirst : new boolean[] {true, false}) {
                    TranscriptFormat f;
                    try {
                        f = sepFirst ? TranscriptFormat.canonical().withSeparator(sep).withPasses(pass)
                                : TranscriptFormat.canonical().withPasses(pass).withSeparator(sep);
                    } catch (IllegalArgumentException refused) {
                        assertThat(sep).as("refused '%s' with '%s': %s", sep, pass, refused.getMessage()).contains("-");
                        assertThat(pass).isEqualTo("--");
                        continue;
                    }
                    String text = f.format(r);
                    assertThat(Transcript.read(text).record()).as("separator '%s', pass '%s': %s", sep, pass, text).hasValue(r);
                }
            }
        }
    }

    @Test
    void writerFormsRoundTrip() throws NotationException {
        GameRecord r = Transcript.read(INOUE_HEIBERG).record().orElseThrow();
        assertThat(TranscriptFormat.canonical().format(r)).isEqualTo(INOUE_HEIBERG);
        TranscriptFormat[] forms = {
            TranscriptFormat.canonical(),
            TranscriptFormat.canonical().withCase(LetterCase.UPPER).withSeparator(" "),
            TranscriptFormat.canonical().withCase(LetterCase.BLACK_UPPER),
            TranscriptFormat.canonical().withPasses("pa"),
            TranscriptFormat.canonical().withPasses("--").withSeparator(" "),
            TranscriptFormat.canonical().withPasses("@@").withSeparator("-"),
            TranscriptFormat.canonical().withPasses("PASS").withSeparator(","),
        };
        for (TranscriptFormat f : forms) {
            String text = f.format(r);
            assertThat(Transcript.read(text).record()).as(f + ": " + text).hasValue(r);
        }
        String mixed = TranscriptFormat.canonical().withCase(LetterCase.BLACK_UPPER).format(r);
        assertThat(mixed).startsWith("F5d6C3f3F4d3C4");
        // White passes before move 54 (a1 is Black's?) - whatever the movers, the convention checks clean
        assertThat(Transcript.read(mixed, io.github.reversi4j.notation.Location.of(""), StandardRules.othello(),
                StandardRules.othello().initialState(), LetterCase.BLACK_UPPER).problems()).isEmpty();
        assertThat(TranscriptFormat.canonical().withPasses("pa").passToken()).hasValue("pa");
        assertThat(TranscriptFormat.canonical().passToken()).isEmpty();
    }

    @Test
    void caseConventionSlipsAreWarnings() {
        CheckedGame g = Transcript.read("F5D6", io.github.reversi4j.notation.Location.of(""), StandardRules.othello(),
                StandardRules.othello().initialState(), LetterCase.BLACK_UPPER);
        assertThat(g.isValid()).isTrue();
        assertThat(g.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.CASE_MISMATCH);
            assertThat(p.moveNumber()).hasValue(2);
        });
    }

    @Test
    void realData_86NamedOpeningsAreLegalAndFollowTheCaseConvention() throws Exception {
        ValidationSummary s = readAll("transcripts/welty-openings.txt", TranscriptReader.Layout.MOVES_THEN_NAME);
        assertThat(s.games()).isEqualTo(86);
        assertThat(s.valid()).isEqualTo(86);
        assertThat(s.counts()).isEmpty();
        // the moves are the first word of each line: Black's in upper case, White's in lower case
        assertThat(caseSlips("transcripts/welty-openings.txt", l -> l.split("\\s+")[0], LetterCase.BLACK_UPPER))
                .isEqualTo(86);
    }

    @Test
    void realData_10784XotLinesAreLegal() throws Exception {
        ValidationSummary s = readAll("transcripts/nboard-xot-large.txt", TranscriptReader.Layout.MOVES);
        assertThat(s.games()).isEqualTo(10_784);
        assertThat(s.valid()).isEqualTo(10_784);
        assertThat(s.counts()).isEmpty();
        assertThat(caseSlips("transcripts/nboard-xot-large.txt", String::strip, LetterCase.LOWER)).isEqualTo(10_784);
    }

    @Test
    void realData_1000EothelloGamesReplayToTheirRecordedWinner() throws Exception {
        ValidationSummary s = readAll("transcripts/eothello-dataset-first1000.csv", TranscriptReader.Layout.EOTHELLO_CSV);
        assertThat(s.games()).isEqualTo(1000);
        assertThat(s.valid()).isEqualTo(1000);
        assertThat(s.finished()).isEqualTo(1000);
        assertThat(s.counts()).isEmpty();
    }

    @Test
    void realData_writeThenReadIsTheIdentityForEveryTranscript() throws Exception {
        for (String f : List.of("transcripts/welty-openings.txt", "transcripts/nboard-xot-large.txt",
                "transcripts/eothello-dataset-first1000.csv")) {
            List<CheckedGame> games = new ArrayList<>();
            TranscriptReader.Layout layout = f.endsWith(".csv") ? TranscriptReader.Layout.EOTHELLO_CSV
                    : TranscriptReader.Layout.MOVES_THEN_NAME;
            try (TranscriptReader r = TranscriptReader.of(Files.newBufferedReader(RealData.file(f), StandardCharsets.UTF_8),
                    f, layout, StandardRules.othello())) {
                r.forEach(games::add);
            }
            for (CheckedGame g : games) {
                GameRecord rec = g.record().orElseThrow();
                for (TranscriptFormat form : List.of(TranscriptFormat.canonical(),
                        TranscriptFormat.canonical().withCase(LetterCase.BLACK_UPPER).withPasses("ps"))) {
                    assertThat(Transcript.read(form.format(rec)).record()).hasValue(rec);
                }
            }
        }
    }

    @Test
    void mutatedTranscriptsNeverThrowAnythingElse() {
        long seed = 0x5EEDL;
        SplittableRandom rnd = new SplittableRandom(seed);
        String alphabet = "abcdefghpqxzABH0123456789-@:>;, \tnesw";
        for (int k = 0; k < 20_000; k++) {
            StringBuilder sb = new StringBuilder(INOUE_HEIBERG);
            int edits = 1 + rnd.nextInt(4);
            for (int e = 0; e < edits; e++) {
                int op = rnd.nextInt(3);
                int at = rnd.nextInt(sb.length() + 1);
                char c = alphabet.charAt(rnd.nextInt(alphabet.length()));
                if (op == 0 && at < sb.length()) {
                    sb.setCharAt(at, c);
                } else if (op == 1) {
                    sb.insert(at, c);
                } else if (at < sb.length()) {
                    sb.setLength(at);
                }
            }
            String text = sb.toString();
            try {
                CheckedGame g = Transcript.read(text);
                assertThat(g.isValid() || !g.problems().isEmpty()).as("seed %d case %d: %s", seed, k, text).isTrue();
            } catch (RuntimeException ex) {
                throw new AssertionError("seed " + seed + " case " + k + ": '" + text + "' threw " + ex, ex);
            }
        }
    }

    /**
     * The number of lines of a file whose moves read as a valid game with no letter-case slip against a
     * convention; blank lines and comment lines are skipped, as the reader skips them.
     */
    private static long caseSlips(String file, java.util.function.UnaryOperator<String> moves, LetterCase lc)
            throws IOException {
        long clean = 0;
        for (String line : Files.readAllLines(RealData.file(file), StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.strip().startsWith("//")) {
                continue;
            }
            CheckedGame g = Transcripts.read(moves.apply(line.strip()), StandardRules.othello(), lc);
            assertThat(g.problems()).as(line).isEmpty();
            clean += g.isValid() ? 1 : 0;
        }
        return clean;
    }

    private static ValidationSummary readAll(String file, TranscriptReader.Layout layout) throws IOException,
            NotationException {
        Validator v = new Validator(20);
        try (TranscriptReader r = TranscriptReader.of(Files.newBufferedReader(RealData.file(file), StandardCharsets.UTF_8),
                file, layout, StandardRules.othello())) {
            v.validate(r);
        }
        return v.summary();
    }
}
