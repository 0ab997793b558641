package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.UnwritableGameException;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.internal.ggf.GgfGame;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The classes of issue "records 1.0": results no board can hold, unreadable results, margins that
 * are not the official one, unclosed variations; and the shape: names beside a file, one reading,
 * streams owned by their opener, files written whole or not at all, deterministic WTHOR bytes.
 */
class NothingWrongPassesTest {

    private static CheckedGame one(RecordFormat f, String text) {
        try (GameReader r = f.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t", FormatOptions.defaults())) {
            return Readers.next(r).orElseThrow();
        }
    }

    @Test
    void aResultNoBoardCanHoldIsAnErrorFinishedOrNot() {
        for (String result : List.of("999-0", "64-64", "0-65")) {
            CheckedGame g = one(RecordFormat.PGN, "[Result \"" + result + "\"]\n\n1. f5 d6 " + result + "\n");
            assertThat(g.isValid()).as(result).isFalse();
            assertThat(g.has(ProblemKind.RESULT_MISMATCH)).as(result + " " + g).isTrue();
        }
        CheckedGame ggf = one(RecordFormat.GGF, "(;GM[Othello]TY[8]RE[+200.000]B[f5]W[d6];)");
        assertThat(ggf.isValid()).isFalse();
        assertThat(ggf.has(ProblemKind.RESULT_MISMATCH)).as(ggf.toString()).isTrue();
        // a result that stays within the board on an unfinished game is kept, with a notice
        CheckedGame fine = one(RecordFormat.PGN, "[Result \"40-24\"]\n\n1. f5 d6 40-24\n");
        assertThat(fine.isValid()).isTrue();
        assertThat(fine.has(ProblemKind.UNFINISHED)).isTrue();
    }

    @Test
    void aResultThatCannotBeReadIsAnError() {
        CheckedGame g = one(RecordFormat.PGN, "[Result \"65--1\"]\n\n1. f5 d6 *\n");
        assertThat(g.isValid()).isFalse();
        assertThat(g.has(ProblemKind.BAD_HEADER)).isTrue();
        assertThat(g.problems()).filteredOn(p -> p.kind() == ProblemKind.BAD_HEADER)
                .allMatch(p -> p.severity() == Severity.ERROR);
    }

    @Test
    void aGgfMarginIsTheOfficialOneOnly() {
        // seeded random games until one ends with empty squares and a winner: RULES §O3 gives the empties
        // to the winner, so the official margin differs from the raw difference of discs
        Rules othello = StandardRules.othello();
        SplittableRandom rnd = new SplittableRandom(7);
        GameRecord found = null;
        while (found == null) {
            GameState s = othello.initialState();
            List<Move> moves = new ArrayList<>();
            while (!othello.isTerminal(s)) {
                List<Move> legal = othello.legalMoves(s);
                Move m = legal.get(rnd.nextInt(legal.size()));
                moves.add(m);
                s = othello.play(s, m);
            }
            int b = s.board().count(Color.BLACK);
            int w = s.board().count(Color.WHITE);
            if (s.board().empties().size() > 0 && b != w) {
                found = GameRecord.of(othello, othello.initialState(), moves);
            }
        }
        GameState end = found.replay().finalState();
        int b = end.board().count(Color.BLACK);
        int w = end.board().count(Color.WHITE);
        int e = end.board().empties().size();
        int raw = b - w;
        int official = b > w ? raw + e : raw - e;
        String game = GgfGame.of(found, GameInfo.empty()).toString();
        String withRaw = game.replaceFirst("RE\\[[^\\]]*\\]", "RE[" + (raw > 0 ? "+" : "") + raw + "]");
        String withOfficial = game.replaceFirst("RE\\[[^\\]]*\\]", "RE[" + (official > 0 ? "+" : "") + official + "]");
        CheckedGame rawGame = one(RecordFormat.GGF, withRaw);
        assertThat(rawGame.has(ProblemKind.RESULT_MISMATCH)).as(withRaw).isTrue();
        CheckedGame officialGame = one(RecordFormat.GGF, withOfficial);
        assertThat(officialGame.isValid()).as(withOfficial).isTrue();
    }

    @Test
    void anUnclosedVariationEndedByTheNextGamesTagsIsAnError() {
        String text = "[Event \"one\"]\n\n1. f5 (1. d3 c3\n\n[Event \"two\"]\n\n1. f5 d6 *\n";
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = RecordFormat.PGN.reader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "v",
                FormatOptions.defaults())) {
            r.forEach(games::add);
        }
        assertThat(games).hasSize(2);
        assertThat(games.get(0).isValid()).as(games.get(0).toString()).isFalse();
        assertThat(games.get(1).isValid()).as(games.get(1).toString()).isTrue();
        assertThat(games.get(1).location().gameNumber()).hasValue(2);
    }

    @Test
    void aReaderIsReadOnceAndLeavesTheCallersStreamOpen() throws IOException {
        boolean[] closed = {false};
        InputStream in = new FilterInputStream(new ByteArrayInputStream("f5d6\nf5f6\n".getBytes(StandardCharsets.US_ASCII))) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        try (GameReader r = RecordFormat.TRANSCRIPT.reader(in, "t.txt", FormatOptions.defaults())) {
            assertThat(r.stream().count()).isEqualTo(2);
            assertThatThrownBy(r::iterator).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(r::stream).isInstanceOf(IllegalStateException.class);
        }
        assertThat(closed[0]).isFalse();
    }

    @Test
    void readByPathAWthorFileHasTheNamesBesideItWhateverTheirCase(@TempDir Path dir) throws IOException {
        Path wthor = RealData.file("wthor/WTH_1977.wtb");
        Files.copy(wthor, dir.resolve("WTH_1977.wtb"));
        Files.copy(wthor.resolveSibling("WTHOR.JOU"), dir.resolve("wthor.jou"));
        Files.copy(wthor.resolveSibling("WTHOR.TRN"), dir.resolve("Wthor.Trn"));
        for (Path file : List.of(wthor, dir.resolve("WTH_1977.wtb"))) {
            try (GameReader r = RecordFormat.open(file, FormatOptions.defaults())) {
                CheckedGame g = Readers.next(r).orElseThrow();
                assertThat(g.info().get(GameInfo.BLACK).orElseThrow()).as(file.toString()).doesNotStartWith("#");
                assertThat(g.info().get(GameInfo.EVENT).orElseThrow()).doesNotStartWith("#");
            }
        }
        assertThat(WthorNames.Kind.ofFileName("wThOr.JoU")).contains(WthorNames.Kind.PLAYERS);
        assertThat(WthorNames.Kind.ofFileName("WTHOR.JOU.bak")).isEmpty();
        Files.delete(dir.resolve("Wthor.Trn"));
        try (GameReader r = RecordFormat.open(dir.resolve("WTH_1977.wtb"), FormatOptions.defaults())) {
            assertThat(Readers.next(r).orElseThrow().info().get(GameInfo.BLACK).orElseThrow()).startsWith("#"); // one name file is not both
        }
    }

    @Test
    void aFileWrittenAtAPathAppearsWholeOrNotAtAll(@TempDir Path dir) throws IOException {
        Path keep = dir.resolve("keep.pgn");
        Files.writeString(keep, "not to be lost");
        try (GameWriter w = RecordFormat.PGN.writer(keep, FormatOptions.defaults())) {
            assertThatThrownBy(() -> w.write(GameRecord.of(StandardRules.othello(), List.of(Move.parse("a1"))),
                    GameInfo.empty())).isInstanceOf(UnwritableGameException.class);
        }
        assertThat(Files.readString(keep)).isEqualTo("not to be lost");
        GameRecord played = GameRecord.of(StandardRules.othello(), List.of(Move.parse("f5"), Move.parse("d6")));
        for (RecordFormat f : List.of(RecordFormat.PGN, RecordFormat.GGF, RecordFormat.TRANSCRIPT)) {
            Path out = dir.resolve("played." + f.extensions().get(0));
            try (GameWriter w = f.writer(out, FormatOptions.defaults())) {
                w.write(played, GameInfo.empty().with(GameInfo.BLACK, "me").with(GameInfo.WHITE, "you"));
                assertThat(out).doesNotExist();
            }
            try (GameReader r = f.reader(out, FormatOptions.defaults())) {
                assertThat(Readers.next(r).orElseThrow().record()).as(f.toString()).contains(played);
            }
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".part"));
        }
    }

    @Test
    void wthorBytesDependOnTheGamesAndOptionsNotOnTheDay() throws IOException {
        Path wthor = RealData.file("wthor/WTH_1977.wtb");
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = RecordFormat.open(wthor, FormatOptions.defaults())) {
            r.forEach(games::add);
        }
        byte[] first = wthorBytes(games, FormatOptions.defaults());
        byte[] second = wthorBytes(games, FormatOptions.defaults());
        assertThat(second).isEqualTo(first);
        // the header's date: January 1 of the games' year (century, year, month, day)
        assertThat(new int[] {first[0], first[1], first[2], first[3]}).containsExactly(19, 77, 1, 1);
        byte[] dated = wthorBytes(games, FormatOptions.defaults().withWthorCreated(LocalDate.of(2004, 6, 30)));
        assertThat(new int[] {dated[0], dated[1], dated[2], dated[3]}).containsExactly(20, 4, 6, 30);
        // the records are the input's, the count is patched in
        byte[] original = Files.readAllBytes(wthor);
        assertThat(java.util.Arrays.copyOfRange(first, 4, 8)).isEqualTo(java.util.Arrays.copyOfRange(original, 4, 8));
        assertThat(java.util.Arrays.copyOfRange(first, 16, first.length))
                .isEqualTo(java.util.Arrays.copyOfRange(original, 16, original.length));
    }

    private static byte[] wthorBytes(List<CheckedGame> games, FormatOptions options) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GameWriter w = RecordFormat.WTHOR.writer(out, "o.wtb", options)) {
            games.forEach(w::write);
        }
        return out.toByteArray();
    }

    @Test
    void valueParsesThrowTextParseExceptionsThatShowLittleAndNothingRaw() {
        String hostile = "\u001b]0;TITLE\u0007\u202e" + "x".repeat(5000);
        assertThatThrownBy(() -> ObfPosition.parse(hostile)).isInstanceOfSatisfying(TextParseException.class, e -> {
            assertThat(e.getMessage()).doesNotContain("\u001b").doesNotContain("\u202e");
            assertThat(e.getMessage().length()).isLessThan(400);
            assertThat(e.parsedText()).startsWith("\\u001B]0;TITLE\\u0007\\u202E").doesNotContain("\u001b");
            assertThat(e.parsedText().length()).isLessThan(120); // 40 characters shown and how many more
        });
        ValidationSummary s;
        try (GameReader r = RecordFormat.PGN.reader(new ByteArrayInputStream("[Result \"40-24\"]\n\n1. f5 d6 40-24\n"
                .getBytes(StandardCharsets.UTF_8)), "n.pgn", FormatOptions.defaults())) {
            s = new Validator(10).validate(r).summary();
        }
        assertThat(s.count(Severity.NOTICE)).isEqualTo(1);
        assertThat(s.problems()).isEmpty(); // counted, listed only when asked
    }
}
