package io.github.reversi4j.notation.fuzz;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.core.TextParseException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.notation.RecordedResult;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.Validator;
import io.github.reversi4j.notation.internal.ggf.GgfGame;
import io.github.reversi4j.notation.internal.ggf.GgfReader;
import io.github.reversi4j.notation.internal.pgn.PgnReader;
import io.github.reversi4j.notation.internal.pgn.PgnGame;
import io.github.reversi4j.notation.text.LetterCase;
import io.github.reversi4j.notation.text.ObfPosition;
import io.github.reversi4j.notation.internal.text.ObfReader;
import io.github.reversi4j.notation.text.Transcript;
import io.github.reversi4j.notation.internal.text.TranscriptReader;
import io.github.reversi4j.notation.internal.wthor.WthorGame;
import io.github.reversi4j.notation.internal.wthor.WthorHeader;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import io.github.reversi4j.notation.internal.wthor.WthorWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The mutation campaign of every reader of the module: real records (the repository's
 * {@code testdata}, found by {@link RealData}) and small fixtures written here are mutated - bit
 * and byte flips, truncations, inserted and deleted tokens or spans, swapped fields, splices, and the
 * structure-aware and numeric ones of {@link Fuzz} (hostile numbers in place of numbers, closers
 * deleted and openers inserted, lines duplicated and joined, Unicode lookalikes of letters and
 * digits, WTHOR counts near the truth) - and each reader must return games and problems or throw its
 * {@link NotationException} with a location; never another exception, never a hang, never an
 * allocation driven by a count it did not check. Every game returned has its game index, and every
 * problem its game index and its line or byte; a game the reader accepts is written by its format's
 * writer and read back equal, never refused (one input in
 * {@value #ROUND_TRIP_EVERY}). Each format runs
 * {@value #CASES} cases (times {@code -Dreversi4j.fuzz.factor}, 20 with {@code -Pfuzz-long}); a
 * failure prints the case's seed, and {@link Fuzz#mutate} rebuilds its input from it.
 */
class MutationCampaignTest {

    static final int CASES = 100_000;
    /** One input in so many has its first accepted game written and read back. */
    static final int ROUND_TRIP_EVERY = 4;

    static final Rules OTHELLO = StandardRules.othello();

    /** A finished game (FORMATS §9: WTH_1977 record 0). */
    static final String GAME_1977 = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8"
            + "f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1";

    // ---- seeds ----------------------------------------------------------------------------------

    static List<Path> files(String folder, String suffix) {
        Path dir = RealData.file(folder);
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !p.getFileName().toString().startsWith("SOURCE."))
                    .filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(suffix)).sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Windows of 1..3 lines of text files, at most {@code max} per file, the whole file when small. */
    static void lineWindows(List<byte[]> out, List<Path> files, int max, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        for (Path p : files) {
            byte[] all = read(p);
            if (all.length <= 4096) {
                out.add(all);
            }
            String[] lines = new String(all, StandardCharsets.ISO_8859_1).split("\n", -1);
            for (int k = 0; k < Math.min(max, lines.length); k++) {
                int from = r.nextInt(lines.length);
                int to = Math.min(lines.length, from + 1 + r.nextInt(3));
                out.add(String.join("\n", Arrays.asList(lines).subList(from, to)).getBytes(StandardCharsets.ISO_8859_1));
            }
        }
    }

    static String text(byte[] input) {
        // the same bytes read as UTF-8 (malformed sequences replaced) or as Latin-1 (every byte a char)
        return (Arrays.hashCode(input) & 1) == 0 ? new String(input, StandardCharsets.UTF_8)
                : new String(input, StandardCharsets.ISO_8859_1);
    }

    static GameRecord randomGame(Rules rules, SplittableRandom rnd) {
        GameState s = rules.initialState();
        List<Move> moves = new ArrayList<>();
        while (!rules.isTerminal(s)) {
            List<Move> legal = rules.legalMoves(s);
            Move m = legal.get(rnd.nextInt(legal.size()));
            moves.add(m);
            s = rules.play(s, m);
        }
        return GameRecord.of(rules, moves);
    }

    /** Reads every game of a reader, at most {@code bound} of them (a reader that never ends fails). */
    static void drain(GameReader r, long bound, java.util.function.Consumer<CheckedGame> each) throws NotationException {
        long n = 0;
        for (Optional<CheckedGame> g = Readers.next(r); g.isPresent(); g = Readers.next(r)) {
            located(g.get());
            each.accept(g.get());
            if (++n > bound) {
                fail("more than " + bound + " games from an input of that many bytes");
            }
        }
        r.sourceProblems().size();
    }

    /** Every game returned has a location with its index, and so has each of its problems, with a line or a byte. */
    static void located(CheckedGame g) {
        if (g.location().gameIndex().isEmpty()) {
            fail("a game without its index: " + g);
        }
        for (io.github.reversi4j.notation.Problem p : g.problems()) {
            if (p.location().gameIndex().isEmpty()
                    || (p.location().line().isEmpty() && p.location().byteOffset().isEmpty())) {
                fail("a problem without its game index and its line or byte: " + p);
            }
        }
    }

    /**
     * A game a reader accepted (valid) is written by its format's writer and reads back as the same
     * game - the same start, moves, end. A format's writer holds whatever its reader accepts: a
     * refusal is a failure too (a game of no moves, an unfinished row with its winner were both
     * accepted and then refused).
     */
    static void roundTrips(RecordFormat format, FormatOptions options, CheckedGame g) {
        if (!g.isValid() || g.record().isEmpty()) {
            return;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (GameWriter w = format.writer(out, "rt", options)) {
            try {
                w.write(g);
            } catch (NotationException e) {
                fail("the writer of the format that accepted the game refused it: " + e + "\n" + g + "\nrecorded result "
                        + g.recordedResult() + ", info " + g.info());
            }
        } catch (NotationException e) {
            fail("closing the writer failed: " + e);
        }
        byte[] bytes = out.toByteArray();
        List<CheckedGame> back = new ArrayList<>();
        try (GameReader r = format.reader(new ByteArrayInputStream(bytes), "again", options)) {
            r.forEach(back::add);
        } catch (NotationException e) {
            fail("reading back what was written threw " + e + "\n" + new String(bytes, StandardCharsets.UTF_8));
        }
        GameRecord want = g.record().get();
        if (back.size() != 1 || !back.get(0).isValid() || back.get(0).record().isEmpty()
                || !back.get(0).record().get().moves().equals(want.moves())
                || !back.get(0).record().get().start().equals(want.start())
                || back.get(0).isFinished() != g.isFinished()
                || !back.get(0).outcome().map(o -> o.winner()).equals(g.outcome().map(o -> o.winner()))) {
            fail("the accepted game " + g + " was written as\n" + new String(bytes, StandardCharsets.UTF_8)
                    + "\nand read back as " + back);
        }
    }

    /**
     * Round-trips the first accepted game of one input in {@value #ROUND_TRIP_EVERY}: that keeps the
     * campaign's time modest, and {@code -Dreversi4j.fuzz.factor} scales it with the rest.
     */
    static java.util.function.Consumer<CheckedGame> firstAccepted(RecordFormat format, FormatOptions options, byte[] in) {
        boolean[] done = {Math.floorMod(Arrays.hashCode(in) >>> 5, ROUND_TRIP_EVERY) != 0};
        return g -> {
            if (!done[0] && g.isValid()) {
                done[0] = true;
                roundTrips(format, options, g);
            }
        };
    }

    static void report(Fuzz.Result r) {
        System.out.println("[fuzz] " + r);
        assertThat(r.cases).isGreaterThanOrEqualTo(CASES);
    }

    // ---- transcripts ----------------------------------------------------------------------------

    @Test
    void transcripts() {
        List<byte[]> seeds = new ArrayList<>(List.of(bytes(GAME_1977), bytes("F5d6C3d3C4   Tiger\nF5d6C3d3C4f4   Rose"),
                bytes("eOthello_game_id,winner,game_moves\n1,1," + GAME_1977 + "\n2,-1,f5d6c3\n3,0,f5"),
                bytes("f5 d6 pa c3 -- d3, c4; e6-f4 @@ ps pass @@@@"), bytes("X:d3 O:e3>ne d3>n\n// comment\n% c\n# c")));
        lineWindows(seeds, files("transcripts", ""), 200, 1);
        byte[][] dict = Fuzz.dictionary("pa", "pass", "--", "@@", "@", ",", ";", "-", ">", ">ne", ":", "X:", "z9", "a17",
                "p16", "a0", "\n", "\r\n", "1,", ",-1,", "#", "%", "//", " ", "F5", "h8", "99999999999");
        TranscriptReader.Layout[] layouts = TranscriptReader.Layout.values();
        report(Fuzz.run("transcripts", 0x7A1L, Fuzz.cases(CASES), seeds, dict, false, in -> {
            String t = text(in);
            TranscriptReader.Layout layout = layouts[Math.floorMod(Arrays.hashCode(in) >> 1, layouts.length)];
            LetterCase lc = LetterCase.values()[Math.floorMod(Arrays.hashCode(in) >> 3, LetterCase.values().length)];
            try (TranscriptReader r = TranscriptReader.of(new StringReader(t), "fuzz.txt", layout, OTHELLO)) {
                RecordFormat f = layout == TranscriptReader.Layout.EOTHELLO_CSV ? RecordFormat.EOTHELLO_CSV
                        : RecordFormat.TRANSCRIPT;
                drain(r, in.length + 1L, firstAccepted(f, FormatOptions.defaults(), in));
            }
            // documented never to throw
            String first = t.lines().findFirst().orElse("");
            io.github.reversi4j.notation.text.Transcripts.read(first);
            io.github.reversi4j.notation.text.Transcripts.read(first, OTHELLO, lc);
            try {
                Transcript.parse(first);
            } catch (TextParseException e) {
                assertThat(e.errorIndex()).isBetween(0, e.parsedText().length());
            }
        }));
    }

    // ---- board strings --------------------------------------------------------------------------

    @Test
    void boardStrings() {
        List<byte[]> seeds = new ArrayList<>(List.of(bytes(OTHELLO.initialState().toString()),
                bytes("--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O"),
                bytes("6x8 " + "-".repeat(20) + "XO----OX" + "-".repeat(20) + " X % comment"),
                bytes("---- -xo- -ox- ---- x"), bytes(".".repeat(100) + " W"), bytes("_".repeat(256) + "\t0")));
        for (Path p : files("ffo", ".obf")) {
            for (String line : new String(read(p), StandardCharsets.ISO_8859_1).split("\n")) {
                int semi = line.indexOf(';');
                seeds.add(bytes(semi < 0 ? line : line.substring(0, semi)));
            }
        }
        byte[][] dict = Fuzz.dictionary("X", "O", "-", ".", "*", "0", "%", " ", "6x8 ", "16x16 ", "0x0 ", "99999999x4 ",
                "4x", "x", "\t", "\n", "W", "B", "-".repeat(64), "X".repeat(16));
        report(Fuzz.run("board strings", 0xB0A7DL, Fuzz.cases(CASES), seeds, dict, false, in -> {
            String t = text(in);
            try {
                ObfPosition.parse(t + ";");
            } catch (TextParseException e) {
                assertThat(e.errorIndex()).isBetween(0, e.parsedText().length());
            }
        }));
    }

    // ---- OBF ------------------------------------------------------------------------------------

    @Test
    void obf() {
        List<byte[]> seeds = new ArrayList<>(List.of(
                bytes("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6;"
                        + " A3:+4; B1:-4; A4:-22; G2:-24;\n% comment\n"),
                bytes(OTHELLO.initialState().toString() + "; +0; % best score only"),
                bytes(OTHELLO.initialState().toString() + "; d3:+0; c4:+0; f5:+0; e6:+0;")));
        lineWindows(seeds, files("ffo", ".obf"), 60, 2);
        byte[][] dict = Fuzz.dictionary(";", ":", "+", "-", "G8:+18;", " pa:+0;", "%", "\n", " X", " O", "a9:+1;",
                ":+99999999999;", "+2147483648", "::", ";;");
        report(Fuzz.run("OBF", 0x0BFL, Fuzz.cases(CASES), seeds, dict, false, in -> {
            String t = text(in);
            try (ObfReader r = ObfReader.of(new StringReader(t), "fuzz.obf", OTHELLO)) {
                drain(r, in.length + 1L, firstAccepted(RecordFormat.OBF, FormatOptions.defaults(), in));
            }
            // the public way: each line through ObfPosition.parse, which throws a located TextParseException
            for (String line : t.split("\n", -1)) {
                try {
                    ObfPosition p = ObfPosition.parse(line);
                    p.check(OTHELLO, Location.of("fuzz.obf"));
                    ObfPosition.parse(p.toString());
                } catch (TextParseException e) {
                    assertThat(e.errorIndex()).isBetween(0, e.parsedText().length());
                }
            }
        }));
    }

    // ---- WTHOR ----------------------------------------------------------------------------------

    static final int[] CREATED = {20, 26, 11, 21};

    static List<byte[]> wthorSeeds() {
        List<byte[]> seeds = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(3);
        GameRecord g1977 = GameRecord.withImplicitPasses(OTHELLO, OTHELLO.initialState(),
                io.github.reversi4j.core.GameRecord.parse("othello: " + spaced(GAME_1977)).moves());
        WthorGame a = WthorGame.of(0, 1, 2, g1977, 41);
        WthorGame b = WthorGame.of(3, 2, 1, randomGame(OTHELLO, rnd), 30);
        WthorGame unfinished = WthorGame.of(1, 1, 1, GameRecord.of(OTHELLO, g1977.moves().subList(0, 20)), 40, 0);
        seeds.add(WthorWriter.toBytes(WthorHeader.ofGames(CREATED, 3, 1977, 8, 24), List.of(a, b, unfinished)));
        seeds.add(WthorWriter.toBytes(WthorHeader.ofGames(CREATED, 1, 2001, 0, 0), List.of(b)));
        Rules ten = RuleSets.of("othello(size=10x10)");
        seeds.add(WthorWriter.toBytes(WthorHeader.ofGames(CREATED, 1, 1990, 10, 0),
                List.of(WthorGame.of(0, 0, 0, randomGame(ten, rnd), 50))));
        for (Path p : files("wthor", ".wtb")) {
            byte[] all = read(p);
            int records = (all.length - 16) / 68;
            for (int k = 0; k < 3 && records > 0; k++) {
                int from = rnd.nextInt(records);
                int n = 1 + rnd.nextInt(2);
                byte[] s = Fuzz.cat(Fuzz.slice(all, 0, 16), Fuzz.slice(all, 16 + from * 68, 16 + (from + n) * 68));
                if (rnd.nextBoolean()) {
                    s[4] = (byte) n; // the count of the slice; else the file's, which the slice contradicts
                    s[5] = 0;
                    s[6] = 0;
                    s[7] = 0;
                }
                seeds.add(s);
            }
        }
        for (Path p : files("wthor-edge-cases", ".wtb")) {
            seeds.add(read(p));
        }
        return seeds;
    }

    static String spaced(String t) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t.length(); i += 2) {
            sb.append(i == 0 ? "" : " ").append(t, i, i + 2);
        }
        return sb.toString();
    }

    @Test
    void wthorGameFiles() {
        byte[][] dict = Fuzz.dictionary("\u0000", "\u00ff\u00ff\u00ff\u007f", "\u0000\u0000\u0000\u0080", "\u0058",
                "\u0013", "\u0058\u0058", "\u0008", "\n", "\u0000".repeat(68));
        report(Fuzz.run("WTHOR .wtb", 0x3A7B0L, Fuzz.cases(CASES), wthorSeeds(), dict, true, in -> {
            try (WthorReader r = WthorReader.of(new ByteArrayInputStream(in), "fuzz.wtb")) {
                drain(r, in.length / 68 + 1L, firstAccepted(RecordFormat.WTHOR, FormatOptions.defaults(), in));
            }
            try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(in), "fuzz.wtb", FormatOptions.defaults())) {
                new Validator(4).validate(r);
            }
        }));
    }

    @Test
    void wthorNameFiles() {
        List<byte[]> seeds = new ArrayList<>();
        seeds.add(WthorNames.of(WthorNames.Kind.PLAYERS, CREATED, List.of("???", "Inoue Hiroshi", "Heiberg Thomas"))
                .toBytes());
        seeds.add(WthorNames.of(WthorNames.Kind.TOURNAMENTS, CREATED, List.of("World Championship", "Pr\u00e9qualif"))
                .toBytes());
        for (Path p : files("wthor", "")) {
            String n = p.getFileName().toString();
            if (n.equals("WTHOR.JOU") || n.equals("WTHOR.TRN")) {
                byte[] all = read(p);
                int size = n.endsWith("JOU") ? 20 : 26;
                SplittableRandom rnd = new SplittableRandom(4);
                for (int k = 0; k < 20; k++) {
                    int count = 1 + rnd.nextInt(8);
                    int from = rnd.nextInt((all.length - 16) / size - count);
                    byte[] s = Fuzz.cat(Fuzz.slice(all, 0, 16), Fuzz.slice(all, 16 + from * size, 16 + (from + count) * size));
                    s[8] = (byte) count;
                    s[9] = 0;
                    seeds.add(s);
                }
            }
        }
        byte[][] dict = Fuzz.dictionary("\u0000", "\u00ff\u00ff", "A", "\u00e9", "\u0000".repeat(20), "x".repeat(26));
        report(Fuzz.run("WTHOR .jou/.trn", 0x70A7L, Fuzz.cases(CASES), seeds, dict, true, in -> {
            WthorNames.Kind kind = (Arrays.hashCode(in) & 1) == 0 ? WthorNames.Kind.PLAYERS : WthorNames.Kind.TOURNAMENTS;
            WthorNames names = WthorNames.read(new ByteArrayInputStream(in), "fuzz.jou", kind);
            assertThat(names.toBytes()).isEqualTo(in);
        }));
    }

    /** A header announcing 2^31 games (and 2^32 - 1) must not make the reader allocate for them. */
    @Test
    void wthorHeaderClaimingTwoToTheThirtyOneGames_allocatesNothingForThem() throws Exception {
        byte[] file = wthorSeeds().get(0);
        for (long claim : new long[] {1L << 31, 0xFFFF_FFFFL}) {
            byte[] b = file.clone();
            for (int i = 0; i < 4; i++) {
                b[4 + i] = (byte) (claim >>> (8 * i));
            }
            long before = Fuzz.allocated();
            List<CheckedGame> games = new ArrayList<>();
            try (WthorReader r = WthorReader.of(new ByteArrayInputStream(b), "claim.wtb")) {
                assertThat(r.header().games()).isEqualTo(claim);
                drain(r, 10, games::add);
                assertThat(r.sourceProblems()).extracting(p -> p.kind())
                        .containsExactly(io.github.reversi4j.notation.ProblemKind.TRUNCATED);
            }
            Validator v = new Validator(4);
            try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(b), "claim.wtb", FormatOptions.defaults())) {
                v.validate(r);
            }
            long used = Fuzz.allocated() - before;
            assertThat(games).hasSize(3);
            assertThat(v.summary().games()).isEqualTo(3);
            assertThat(v.summary().count(io.github.reversi4j.notation.ProblemKind.TRUNCATED)).isEqualTo(1);
            if (Fuzz.measuresAllocation()) {
                assertThat(used).as("bytes allocated reading a file that claims " + claim + " games").isLessThan(16L << 20);
            } else {
                System.out.println("[fuzz] allocation not measurable on this JVM: only the outcome is checked");
            }
        }
        // a name file claiming 65535 names in 3: rejected after reading the bytes present, nothing more
        byte[] names = WthorNames.of(WthorNames.Kind.PLAYERS, CREATED, List.of("a", "b", "c")).toBytes();
        names[8] = (byte) 0xFF;
        names[9] = (byte) 0xFF;
        long before = Fuzz.allocated();
        try {
            WthorNames.read(new ByteArrayInputStream(names), "claim.jou", WthorNames.Kind.PLAYERS);
            fail("a name file shorter than its header says was accepted");
        } catch (NotationException e) {
            assertThat(e.kind()).isEqualTo(io.github.reversi4j.notation.ProblemKind.TRUNCATED);
        }
        if (Fuzz.measuresAllocation()) {
            assertThat(Fuzz.allocated() - before).isLessThan(4L << 20);
        }
    }

    // ---- GGF ------------------------------------------------------------------------------------

    static final String BO8 = "8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *";

    @Test
    void ggf() {
        List<byte[]> seeds = new ArrayList<>(List.of(
                bytes("(;GM[Othello]PC[x]PB[a]PW[b]TY[8]RE[+0.000]BO[" + BO8 + "]B[f5//0.01]W[d6/1.5/2]B[c3];)"),
                bytes("1 (;GM[Othello]TY[4]RE[-2.00]BO[4 ---- -O*- -*O- ---- *]B[A2]W[A1]B[C4]W[D2]B[D1]W[D4]B[D3]W[A3]"
                        + "B[B1]W[C1]B[pass]W[B4]B[A4];)\n"),
                bytes("2 (;GM[Othello]TY[s8r20]BO[" + BO8 + "]B[f5];)(;GM[Othello]TY[s8r20]BO[" + BO8 + "]B[f5];)\n"),
                bytes("(;GM[Othello]TY[8k]KB[e6//0.90]KW[f5/-1.00]KM[-0.500]RE[?]BO[" + BO8 + "]B[e6//0.90];)"),
                bytes("(;GM[Othello]TY[88]BO[88 " + "-".repeat(88) + " *];)")));
        SplittableRandom rnd = new SplittableRandom(5);
        for (Rules r : List.of(OTHELLO, RuleSets.of("othello(size=6x6)"))) {
            GameRecord rec = randomGame(r, rnd);
            seeds.add(bytes(GgfGame.of(rec, GameInfo.empty().with(GameInfo.BLACK, "x")).toString()));
        }
        lineWindows(seeds, files("ggf", ".ggf"), 30, 6);
        byte[][] dict = Fuzz.dictionary("(;", ";)", "[", "]", "B[", "W[", "pass", "PA", "//", "/", "BO[", "TY[",
                "RE[", "KM[", "88", "16", "0", "-", "*", "O", ":r", "1 ", "2 ", "\n", "GM[Othello]", "99999999999999",
                "1e999", "NaN", "\\");
        report(Fuzz.run("GGF", 0x66FL, Fuzz.cases(CASES), seeds, dict, false, in -> {
            String t = text(in);
            try (GgfReader r = GgfReader.of(new StringReader(t), "fuzz.ggf")) {
                drain(r, in.length + 1L, firstAccepted(RecordFormat.GGF, FormatOptions.defaults(), in));
            }
        }));
    }

    // ---- PGN ------------------------------------------------------------------------------------

    /**
     * The result text a PGN game read stating none (no {@code Result} tag, no termination) is written
     * with: the board's winner for a finished game, {@code *} for any other (FORMATS §7, the writer's
     * rule).
     */
    private static Optional<String> pgnResultAdded(CheckedGame g) {
        if (g.info().get(GameInfo.RESULT).isPresent() || !(g.recordedResult() instanceof RecordedResult.None)) {
            return Optional.empty();
        }
        if (g.isFinished() && g.outcome().orElse(null) instanceof Outcome.TwoPlayer o) {
            return Optional.of(o.winner().map(w -> w == Color.BLACK ? "1-0" : "0-1").orElse("1/2-1/2"));
        }
        return Optional.of("*");
    }

    /**
     * Whether the header of a game read back is the one read: the same tags, and a {@code Result} tag
     * added when it had none (every PGN game written has one), the one the writer adds when the game
     * stated no result at all.
     */
    private static boolean pgnInfoCameBack(CheckedGame g, CheckedGame b) {
        if (g.info().get(GameInfo.RESULT).isPresent()) {
            return b.info().equals(g.info());
        }
        Optional<String> tag = b.info().get(GameInfo.RESULT);
        Optional<String> added = pgnResultAdded(g);
        return tag.isPresent() && (added.isEmpty() || added.equals(tag))
                && GameInfo.of(withoutResult(b.info().tags())).equals(g.info());
    }

    private static java.util.Map<String, String> withoutResult(java.util.Map<String, String> tags) {
        java.util.Map<String, String> rest = new java.util.LinkedHashMap<>(tags);
        rest.remove(GameInfo.RESULT);
        return rest;
    }

    /** The result a game read from PGN comes back with: as read, else the one the writer adds. */
    private static RecordedResult pgnResultWritten(CheckedGame g) {
        return pgnResultAdded(g).<RecordedResult>map(r -> switch (r) {
            case "1-0" -> new RecordedResult.Winner(Optional.of(Color.BLACK));
            case "0-1" -> new RecordedResult.Winner(Optional.of(Color.WHITE));
            case "1/2-1/2" -> new RecordedResult.Winner(Optional.empty());
            default -> new RecordedResult.Unscored(r);
        }).orElse(g.recordedResult());
    }

    @Test
    void pgn() {
        List<byte[]> seeds = new ArrayList<>(List.of(
                bytes("[Event \"?\"]\n[Site \"PlayOK\"]\n[Result \"38-26\"]\n\n1. f5 d6 2. c3 f3 3. -- g8 38-26\n"),
                bytes("[Event \"World Championship - 1977\"]\n[Date \"1977\"]\n[Result \"34-30\"]\n1. F5 D6\n2. C3 F3\n\n"),
                bytes("[FEN \"8/8/8/3pP3/3Pp3/8/8/8 b - - 0 1\"]\n1.f5! d6?! $3 (1... f6) {c} ; x\n% e\n2. c3 *"),
                bytes("1. f5 d6 1/2-1/2 1. f5 0-1 [A \"\\\"\\\\\"]")));
        SplittableRandom rnd = new SplittableRandom(7);
        for (Rules r : List.of(OTHELLO, RuleSets.of("othello(size=6x6)"), OTHELLO)) {
            seeds.add(bytes(PgnGame.of(randomGame(r, rnd), GameInfo.empty().with(GameInfo.BLACK, "b")).toString()));
        }
        for (Path p : files("pgn", ".pgn")) {
            byte[] all = read(p);
            seeds.add(all);
            for (String game : new String(all, StandardCharsets.UTF_8).split("\n\n(?=\\[)")) {
                seeds.add(bytes(game));
            }
        }
        byte[][] dict = Fuzz.dictionary("[", "]", "\"", "\\", "{", "}", "(", ")", ";", "%", "$1", "1.", "12...", "--",
                "pass", "*", "1-0", "0-1", "1/2-1/2", "38-26", "999-999", "[Result \"", "[FEN \"", "8/8/8/8/8/8/8/8 w",
                "z9", "a17", "X:d3", "d3>ne", "!?", "\n", "\n\n", "\uFEFF");
        report(Fuzz.run("PGN", 0x9A7L, Fuzz.cases(CASES), seeds, dict, false, in -> {
            try (PgnReader r = PgnReader.of(new StringReader(text(in)), "fuzz.pgn")) {
                List<CheckedGame> valid = new ArrayList<>();
                drain(r, in.length + 1L, g -> {
                    if (g.isValid() && valid.isEmpty()) {
                        valid.add(g);
                    }
                });
                // what was read validly writes and reads back the same
                for (CheckedGame g : valid) {
                    String w = PgnGame.of(g).toString();
                    try (PgnReader back = PgnReader.of(new StringReader(w), "again")) {
                        CheckedGame b = Readers.next(back).orElseThrow();
                        if (!b.record().equals(g.record()) || !pgnInfoCameBack(g, b)
                                || !b.recordedResult().equals(pgnResultWritten(g))) {
                            fail("round trip changed the game:\n" + w + "\nread back as " + b + "\nfrom " + g);
                        }
                    }
                }
            }
        }));
    }
}
