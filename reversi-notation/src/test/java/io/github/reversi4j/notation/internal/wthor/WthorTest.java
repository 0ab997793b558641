package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.notation.GameInfo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.Severity;
import io.github.reversi4j.notation.ValidationSummary;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.text.Transcript;
import io.github.reversi4j.notation.text.TranscriptFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WthorTest {

    /** FORMATS §9: games / unfinished per year, 1977-2009 (2001 onwards: none unfinished). */
    static final int[][] PER_YEAR = {
        {1977, 12, 0}, {1978, 8, 0}, {1979, 11, 0}, {1980, 160, 0}, {1981, 153, 3}, {1982, 110, 0}, {1983, 199, 1},
        {1984, 587, 8}, {1985, 954, 8}, {1986, 1440, 10}, {1987, 1386, 4}, {1988, 1823, 8}, {1989, 2186, 20},
        {1990, 2986, 21}, {1991, 3152, 31}, {1992, 3347, 37}, {1993, 3484, 22}, {1994, 4343, 62}, {1995, 4968, 41},
        {1996, 5852, 28}, {1997, 7681, 23}, {1998, 8077, 12}, {1999, 7685, 41}, {2000, 4253, 33}, {2001, 5575, 0},
        {2002, 5423, 0}, {2003, 3858, 0}, {2004, 9113, 0}, {2005, 4199, 0}, {2006, 2942, 0}, {2007, 2478, 0},
        {2008, 2232, 0}, {2009, 4348, 0},
    };

    static WthorNames players() throws Exception {
        try (InputStream in = Files.newInputStream(RealData.file("wthor/WTHOR.JOU"))) {
            return WthorNames.read(in, "WTHOR.JOU", WthorNames.Kind.PLAYERS);
        }
    }

    static WthorNames tournaments() throws Exception {
        try (InputStream in = Files.newInputStream(RealData.file("wthor/WTHOR.TRN"))) {
            return WthorNames.read(in, "WTHOR.TRN", WthorNames.Kind.TOURNAMENTS);
        }
    }

    @Test
    void realData_everyGameReplaysEveryScoreByteChecksAndUnfinishedGamesAreReported() throws Exception {
        WthorNames jou = players();
        WthorNames trn = tournaments();
        long games = 0;
        long unfinished = 0;
        for (int[] y : PER_YEAR) {
            Path f = RealData.file("wthor/WTH_" + y[0] + ".wtb");
            Validator slow = new Validator(10);
            try (WthorReader r = WthorReader.of(Files.newInputStream(f), f.getFileName().toString(), jou, trn)) {
                slow.validate(r);
            }
            ValidationSummary s = slow.summary();
            assertThat(s.games()).as(y[0] + " games").isEqualTo(y[1]);
            assertThat(s.valid()).as(y[0] + " valid").isEqualTo(y[1]);
            assertThat(s.unfinished()).as(y[0] + " unfinished").isEqualTo(y[2]);
            assertThat(s.finished()).as(y[0] + " finished").isEqualTo(y[1] - y[2]);
            assertThat(s.counts().keySet()).as(y[0] + " " + s.problems()).allMatch(k -> k == ProblemKind.UNFINISHED);
            assertThat(s.problems()).allMatch(p -> p.severity() == Severity.NOTICE);
            // the registry's path counts the same
            Validator viaRegistry = new Validator(10);
            try (GameReader r = RecordFormat.open(Files.newInputStream(f), f.getFileName().toString(),
                    FormatOptions.defaults().withWthorNames(new java.io.ByteArrayInputStream(jou.toBytes()), new java.io.ByteArrayInputStream(trn.toBytes())))) {
                viaRegistry.validate(r);
            }
            assertThat(viaRegistry.summary()).as(y[0] + " registry").isEqualTo(s);
            games += s.games();
            unfinished += s.unfinished();
        }
        assertThat(games).isEqualTo(Arrays.stream(PER_YEAR).mapToLong(y -> y[1]).sum());
        assertThat(unfinished).isEqualTo(413);
    }

    @Test
    void realData_1977WorldChampionshipInoueHeiberg() throws Exception {
        Path f = RealData.file("wthor/WTH_1977.wtb");
        try (WthorReader r = WthorReader.of(Files.newInputStream(f), "WTH_1977.wtb", players(), tournaments())) {
            assertThat(r.header().gameYear()).isEqualTo(1977);
            assertThat(r.header().games()).isEqualTo(12);
            CheckedGame g = Readers.next(r).orElseThrow();
            assertThat(g.info().get(GameInfo.BLACK)).hasValue("Inoue Hiroshi");
            assertThat(g.info().get(GameInfo.WHITE)).hasValue("Heiberg Thomas");
            assertThat(g.info().get(GameInfo.EVENT)).hasValue("World Championship");
            assertThat(g.isFinished()).isTrue();
            assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.BLACK)).isEqualTo(34);
            assertThat(((io.github.reversi4j.core.Outcome.TwoPlayer) g.outcome().orElseThrow()).score(Color.WHITE)).isEqualTo(30);
            assertThat(g.info().get(WthorReader.THEORETICAL_SCORE)).hasValue("41");
            assertThat(TranscriptFormat.canonical().format(g.record().orElseThrow()))
                    .isEqualTo("f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
                            + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1");
        }
    }

    @Test
    void realData_nboardTestFileWithItsUnusualHeader() throws Exception {
        Path f = RealData.file("wthor-edge-cases/nboard-test.WTB");
        try (WthorReader r = WthorReader.of(Files.newInputStream(f), "nboard-test.WTB", players(), tournaments())) {
            WthorHeader h = r.header();
            assertThat(h.created()).containsExactly(20, 1, 4, 5);
            assertThat(h.games()).isEqualTo(1);
            assertThat(h.gameYear()).isEqualTo(1980);
            assertThat(h.boardSizeField()).isZero();
            assertThat(h.boardSide()).isEqualTo(8);
            assertThat(h.depth()).isZero();
            CheckedGame g = Readers.next(r).orElseThrow();
            assertThat(g.problems()).isEmpty();
            assertThat(g.info().get(GameInfo.EVENT)).hasValue("Divers avant et pendant");
            assertThat(g.info().get(GameInfo.BLACK)).hasValue("Jacobs Carol");
            assertThat(g.info().get(GameInfo.WHITE)).hasValue("Roberts Andy");
            assertThat(g.outcome().orElseThrow().discs(Color.BLACK)).isEqualTo(31);
            assertThat(g.outcome().orElseThrow().discs(Color.WHITE)).isEqualTo(33);
            assertThat(TranscriptFormat.canonical().format(g.record().orElseThrow())).isEqualTo(
                    "f5f4e3d2e2f2e1f6e6d7g4d3f3f1g1g3g5h3g6h6e7d8f7c6e8f8c8b8c5c7c4d1c1d6h5h4"
                            + "g7b3c3b5a3b4a6a4a5b2c2a2b6a7h7h8g8g2h1h2a8b7a1b1");
            assertThat(Readers.next(r)).isEmpty();
            assertThat(r.sourceProblems()).isEmpty();
        }
    }

    @Test
    void realData_writeThenReadGivesTheSameBytes() throws Exception {
        for (String n : List.of("WTHOR.JOU", "WTHOR.TRN")) {
            byte[] orig = Files.readAllBytes(RealData.file("wthor/" + n));
            WthorNames names = WthorNames.read(new ByteArrayInputStream(orig), n,
                    n.endsWith("JOU") ? WthorNames.Kind.PLAYERS : WthorNames.Kind.TOURNAMENTS);
            assertThat(names.toBytes()).isEqualTo(orig);
            // through the names alone, too
            assertThat(WthorNames.of(names.kind(), names.header().created(), names.names())).isEqualTo(names);
        }
        assertThat(players().names()).hasSize(3884);
        assertThat(tournaments().names()).hasSize(439);
        List<Path> files = new ArrayList<>();
        for (int[] y : PER_YEAR) {
            files.add(RealData.file("wthor/WTH_" + y[0] + ".wtb"));
        }
        files.add(RealData.file("wthor-edge-cases/nboard-test.WTB"));
        for (Path f : files) {
            byte[] orig = Files.readAllBytes(f);
            List<WthorGame> games = new ArrayList<>();
            WthorHeader h;
            try (WthorReader r = WthorReader.of(new ByteArrayInputStream(orig), f.toString())) {
                h = r.header();
                for (Optional<WthorGame> g = r.nextGame(); g.isPresent(); g = r.nextGame()) {
                    games.add(g.get());
                }
            }
            assertThat(WthorWriter.toBytes(h, games)).as(f.toString()).isEqualTo(orig);
            // and from the replayed records: score recomputed for finished games, kept for the others
            try (WthorReader r = WthorReader.of(new ByteArrayInputStream(orig), f.toString())) {
                for (WthorGame g : games) {
                    CheckedGame c = Readers.next(r).orElseThrow();
                    GameRecord rec = c.record().orElseThrow();
                    WthorGame again = c.isFinished()
                            ? WthorGame.of(g.tournament(), g.black(), g.white(), rec, g.theoreticalScore())
                            : WthorGame.of(g.tournament(), g.black(), g.white(), rec, g.score(), g.theoreticalScore());
                    assertThat(again).as(f + " " + c.location()).isEqualTo(g);
                }
            }
        }
    }

    private static byte[] file(List<String> transcripts, int[] scores) throws Exception {
        List<WthorGame> games = new ArrayList<>();
        for (int i = 0; i < transcripts.size(); i++) {
            GameRecord r = io.github.reversi4j.notation.text.Transcripts.read(transcripts.get(i)).record().orElseThrow();
            games.add(WthorGame.of(1, 2, 3, r, scores[i], 0));
        }
        return WthorWriter.toBytes(WthorHeader.ofGames(new int[] {20, 26, 11, 21}, games.size(), 2026, 8, 22), games);
    }

    static final String FULL = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
            + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1";

    private static List<CheckedGame> readAll(byte[] bytes) throws NotationException {
        List<CheckedGame> out = new ArrayList<>();
        try (WthorReader r = WthorReader.of(new ByteArrayInputStream(bytes), "t.wtb")) {
            r.forEach(out::add);
        }
        return out;
    }

    @Test
    void badRecordsAreReportedAndReadingGoesOn() throws Exception {
        byte[] b = file(List.of(FULL, FULL, FULL, FULL, "f5d6"), new int[] {34, 35, 34, 34, 40});
        b[16 + 68 + 8 + 10] = 19; // game 1 is fine apart from the score; game 2: unknown square at move 11
        b[16 + 2 * 68 + 8 + 10] = 19;
        b[16 + 3 * 68 + 8 + 3] = 56; // game 3: move 4 on f5 again
        List<CheckedGame> g = readAll(b);
        assertThat(g).hasSize(5);
        assertThat(g.get(0).isValid()).isTrue();
        assertThat(g.get(1).problems()).extracting(Problem::kind).containsExactly(ProblemKind.UNKNOWN_SQUARE);
        assertThat(g.get(1).problems().get(0).moveNumber()).hasValue(11);
        assertThat(g.get(1).location().gameIndex()).hasValue(1);
        assertThat(g.get(1).location().byteOffset()).hasValue(16 + 68);
        assertThat(g.get(2).problems()).extracting(Problem::kind).containsExactly(ProblemKind.UNKNOWN_SQUARE);
        assertThat(g.get(3).problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.ILLEGAL_MOVE);
            assertThat(p.illegalMoveReason()).hasValue(IllegalMoveException.Reason.OCCUPIED);
            assertThat(p.moveNumber()).hasValue(4);
            assertThat(p.moveText()).hasValue("f5");
            assertThat(p.info().get(GameInfo.BLACK)).hasValue("#2");
        });
        assertThat(g.get(4).has(ProblemKind.UNFINISHED)).isTrue();
        assertThat(g.get(4).isValid()).isTrue();
        byte[] mismatch = file(List.of(FULL), new int[] {35});
        assertThat(readAll(mismatch).get(0).problems()).extracting(Problem::kind).containsExactly(ProblemKind.RESULT_MISMATCH);
    }

    @Test
    void truncatedAndOverlongFilesAreSourceProblems() throws Exception {
        byte[] b = file(List.of(FULL, FULL), new int[] {34, 34});
        try (WthorReader r = WthorReader.of(new ByteArrayInputStream(Arrays.copyOf(b, b.length - 5)), "t")) {
            assertThat(Readers.next(r)).isPresent();
            assertThat(Readers.next(r)).isEmpty();
            assertThat(r.sourceProblems()).extracting(Problem::kind).containsExactly(ProblemKind.TRUNCATED);
        }
        try (WthorReader r = WthorReader.of(new ByteArrayInputStream(Arrays.copyOf(b, b.length + 3)), "t")) {
            assertThat(new Validator(5).validate(r).summary().count(ProblemKind.TRAILING_DATA)).isEqualTo(1);
        }
        assertThatThrownBy(() -> WthorReader.of(new ByteArrayInputStream(new byte[10]), "t"))
                .isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).kind()).isEqualTo(ProblemKind.TRUNCATED));
        byte[] h = b.clone();
        h[12] = 12;
        assertThatThrownBy(() -> WthorReader.of(new ByteArrayInputStream(h), "t")).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).kind()).isEqualTo(ProblemKind.UNSUPPORTED_BOARD_TYPE));
        // a huge announced count allocates nothing: the reader stops where the bytes stop
        byte[] big = b.clone();
        big[4] = (byte) 0xFF;
        big[5] = (byte) 0xFF;
        big[6] = (byte) 0xFF;
        big[7] = (byte) 0xFF;
        try (WthorReader r = WthorReader.of(new ByteArrayInputStream(big), "t")) {
            assertThat(new Validator(5).validate(r).summary().games()).isEqualTo(2);
        }
    }

    @Test
    void mutatedFilesOnlyGiveProblemsAndTheFastPathAgrees() throws Exception {
        byte[] base = Files.readAllBytes(RealData.file("wthor/WTH_1977.wtb"));
        long seed = 1977;
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int k = 0; k < 3000; k++) {
            byte[] b = base.clone();
            int flips = 1 + rnd.nextInt(4);
            for (int i = 0; i < flips; i++) {
                int at = rnd.nextInt(b.length);
                b[at] = rnd.nextBoolean() ? (byte) rnd.nextInt(256) : (byte) (b[at] ^ (1 << rnd.nextInt(8)));
            }
            if (rnd.nextInt(4) == 0) {
                b = Arrays.copyOf(b, rnd.nextInt(b.length + 1));
            }
            String what = "seed " + seed + " case " + k;
            ValidationSummary slow;
            ValidationSummary fast;
            try {
                try (WthorReader r = WthorReader.of(new ByteArrayInputStream(b), "m")) {
                    slow = new Validator(1000).validate(r).summary();
                }
                try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(b), "m", FormatOptions.defaults())) {
                    fast = new Validator(1000).validate(r).summary();
                }
            } catch (NotationException e) {
                assertThat(e.kind()).as(what).isIn(ProblemKind.TRUNCATED, ProblemKind.UNSUPPORTED_BOARD_TYPE);
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError(what + " threw " + e, e);
            }
            assertThat(fast).as(what).isEqualTo(slow);
        }
    }

    @Test
    void tenByTenGamesUseTwelveBasedMoveBytes() throws Exception {
        io.github.reversi4j.core.Rules ten = io.github.reversi4j.core.RuleSets.of("othello(size=10x10)");
        GameRecord r = GameRecord.of(ten, List.of(io.github.reversi4j.core.Move.parse("g6"),
                io.github.reversi4j.core.Move.parse("e7")));
        WthorGame g = WthorGame.of(5, 6, 7, r, 50, 0);
        // FORMATS §3.4: a1 = 13, j1 = 22, a10 = 121, j10 = 130; first move g6 = 12 * 6 + 7
        assertThat(WthorGame.code(io.github.reversi4j.core.Square.parse("a1"), 10)).isEqualTo(13);
        assertThat(WthorGame.code(io.github.reversi4j.core.Square.parse("j1"), 10)).isEqualTo(22);
        assertThat(WthorGame.code(io.github.reversi4j.core.Square.parse("a10"), 10)).isEqualTo(121);
        assertThat(WthorGame.code(io.github.reversi4j.core.Square.parse("j10"), 10)).isEqualTo(130);
        assertThat(g.moveCodes()[0]).isEqualTo(79);
        assertThat(g.toBytes()).hasSize(104);
        byte[] file = WthorWriter.toBytes(WthorHeader.ofGames(new int[] {20, 26, 1, 1}, 1, 2026, 10, 0), List.of(g));
        assertThat(file).hasSize(16 + 104);
        try (WthorReader rd = WthorReader.of(new ByteArrayInputStream(file), "t.wtd")) {
            CheckedGame c = Readers.next(rd).orElseThrow();
            assertThat(c.record()).hasValue(r);
            assertThat(c.has(ProblemKind.UNFINISHED)).isTrue();
            assertThat(c.isValid()).isTrue();
        }
    }

    @Test
    void mutatedNameFilesOnlyThrowNotationException() throws Exception {
        byte[] base = WthorNames.of(WthorNames.Kind.PLAYERS, new int[] {20, 22, 6, 26}, List.of("Inoue Hiroshi", "Heiberg Thomas"))
                .toBytes();
        long seed = 20;
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int k = 0; k < 2000; k++) {
            byte[] b = base.clone();
            for (int i = 1 + rnd.nextInt(3); i > 0; i--) {
                b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
            }
            if (rnd.nextBoolean()) {
                b = Arrays.copyOf(b, rnd.nextInt(b.length + 30));
            }
            try {
                WthorNames n = WthorNames.read(new ByteArrayInputStream(b), "m", WthorNames.Kind.PLAYERS);
                assertThat(n.toBytes()).as("seed %d case %d", seed, k).isEqualTo(b);
            } catch (NotationException e) {
                assertThat(e.kind()).isIn(ProblemKind.TRUNCATED, ProblemKind.TRAILING_DATA);
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + " case " + k + " threw " + e, e);
            }
        }
    }

    @Test
    void namesAreCheckedWhenWritten() {
        assertThatThrownBy(() -> WthorNames.of(WthorNames.Kind.PLAYERS, new int[] {20, 26, 1, 1}, List.of("a name longer than nineteen")))
                .isInstanceOf(IllegalArgumentException.class);
        WthorNames n = WthorNames.of(WthorNames.Kind.TOURNAMENTS, new int[] {20, 26, 1, 1}, List.of("Préqualif", "B"));
        assertThat(n.toBytes()).hasSize(16 + 2 * 26);
        assertThat(n.toBytes()[16 + 2]).isEqualTo((byte) 0xE9);
    }
}
