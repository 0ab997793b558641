package io.github.reversi4j.notation;

import io.github.reversi4j.notation.internal.check.Games;
import io.github.reversi4j.notation.internal.check.ReadGame;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.formats.FormatOptions;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.ForwardingRules;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.internal.wthor.WthorNames;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The registry, the visitor's skip, the iterator and stream, and the writers of every format. */
class RecordFormatTest {

    private static byte[] bytes(String relative) throws IOException {
        return Files.readAllBytes(RealData.file(relative));
    }

    private static RecordFormat detect(String name, byte[] b) throws NotationException {
        return io.github.reversi4j.notation.formats.FormatDetection.detect(name, b, b.length);
    }

    private static List<CheckedGame> readAll(GameReader r) throws NotationException {
        List<CheckedGame> out = new ArrayList<>();
        for (Optional<CheckedGame> g = Readers.next(r); g.isPresent(); g = Readers.next(r)) {
            out.add(g.get());
        }
        return out;
    }

    @Test
    @DisplayName("formats are found by name, constant name and extension, in any case")
    void byNameAndFileName() {
        assertThat(RecordFormat.of("ggf")).isEqualTo(RecordFormat.GGF);
        assertThat(RecordFormat.of("WTHOR")).isEqualTo(RecordFormat.WTHOR);
        assertThat(RecordFormat.of("eothello-csv")).isEqualTo(RecordFormat.EOTHELLO_CSV);
        assertThatThrownBy(() -> RecordFormat.of("board")).isInstanceOf(IllegalArgumentException.class);
        assertThat(RecordFormat.of("obf")).isEqualTo(RecordFormat.OBF);
        assertThatThrownBy(() -> RecordFormat.of("sgf")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sgf").hasMessageContaining("transcript, obf, ggf, wthor, pgn, eothello-csv");
        // ASCII case only: U+017F (long s) and U+0130 (dotted I) fold to S and i in equalsIgnoreCase
        assertThatThrownBy(() -> RecordFormat.of("tran\u017Fcript")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RecordFormat.of("TRANSCR\u0130PT")).isInstanceOf(IllegalArgumentException.class);
        assertThat(RecordFormat.of("TranScript")).isEqualTo(RecordFormat.TRANSCRIPT);
        assertThat(RecordFormat.byFileName("data/WTH_1977.WTB")).contains(RecordFormat.WTHOR);
        assertThat(RecordFormat.byFileName("x.wtd")).contains(RecordFormat.WTHOR);
        assertThat(RecordFormat.byFileName("fforum-1-19.obf")).contains(RecordFormat.OBF);
        assertThat(RecordFormat.byFileName("games.Pgn")).contains(RecordFormat.PGN);
        assertThat(RecordFormat.byFileName("a.txt")).contains(RecordFormat.TRANSCRIPT);
        assertThat(RecordFormat.byFileName("e.csv")).contains(RecordFormat.EOTHELLO_CSV);
        assertThat(RecordFormat.byFileName("README")).isEmpty();
        assertThat(RecordFormat.byFileName("dir.ggf/README")).isEmpty();
    }

    @Test
    @DisplayName("real files are recognised by their content; transcripts, CSV and name files are not taken for anything")
    void byContent() throws IOException {
        assertThat(content("wthor/WTH_1977.wtb")).contains(RecordFormat.WTHOR);
        assertThat(content("wthor/WTH_2009.wtb")).contains(RecordFormat.WTHOR);
        assertThat(content("wthor-edge-cases/nboard-test.WTB")).contains(RecordFormat.WTHOR);
        assertThat(content("wthor/WTHOR.JOU")).isEmpty();
        assertThat(content("wthor/WTHOR.TRN")).isEmpty();
        for (String g : List.of("ggs-archive-01e4-first-game.ggf", "nboard-protocol-example.ggf", "nboard-test.ggf",
                "ntest-TestGames.ggf", "welty-test-games.ggf", "welty-test-matches.ggf")) {
            assertThat(content("ggf/" + g)).as(g).contains(RecordFormat.GGF);
        }
        assertThat(content("pgn/playok-reversi-sample.pgn")).contains(RecordFormat.PGN);
        assertThat(content("pgn/thor2pgn-WTH_1977.pgn")).contains(RecordFormat.PGN);
        assertThat(content("ffo/fforum-1-19.obf")).contains(RecordFormat.OBF);
        assertThat(content("transcripts/welty-openings.txt")).isEmpty();
        assertThat(content("transcripts/nboard-xot-large.txt")).isEmpty();
        assertThat(content("transcripts/eothello-dataset-first1000.csv")).isEmpty();
    }

    private static Optional<RecordFormat> content(String relative) throws IOException {
        byte[] b = bytes(relative);
        return io.github.reversi4j.notation.formats.FormatDetection.byContent(b, b.length);
    }

    @Test
    @DisplayName("a file whose content contradicts its extension is a WRONG_FORMAT error naming both; no extension: the content decides")
    void contradictions() throws IOException, NotationException {
        byte[] wthor = bytes("wthor/WTH_1977.wtb");
        assertThatThrownBy(() -> detect("WTH_1977.txt", wthor)).isInstanceOfSatisfying(NotationException.class, e -> {
            assertThat(e.kind()).isEqualTo(ProblemKind.WRONG_FORMAT);
            assertThat(e.getMessage()).contains("WTH_1977.txt", "transcript", "wthor");
        });
        byte[] ggf = bytes("ggf/nboard-test.ggf");
        assertThatThrownBy(() -> detect("games.pgn", ggf)).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.kind()).isEqualTo(ProblemKind.WRONG_FORMAT));
        byte[] jou = bytes("wthor/WTHOR.JOU");
        assertThatThrownBy(() -> detect("players.wtb", jou)).isInstanceOfSatisfying(NotationException.class, e -> {
            assertThat(e.kind()).isEqualTo(ProblemKind.WRONG_FORMAT);
            assertThat(e.getMessage()).contains("name file");
        });
        assertThat(detect("games", ggf)).isEqualTo(RecordFormat.GGF);
        assertThat(detect("games.dat", wthor)).isEqualTo(RecordFormat.WTHOR);
        assertThat(detect("openings", bytes("transcripts/welty-openings.txt"))).isEqualTo(RecordFormat.TRANSCRIPT);
        assertThat(detect("empty.ggf", new byte[0])).isEqualTo(RecordFormat.GGF);
    }

    @Test
    @DisplayName(".obf files are read as OBF positions: each position a valid game of no moves from it")
    void obfIsReadAsPositions() throws IOException, NotationException {
        Path f = RealData.file("ffo/fforum-1-19.obf");
        List<CheckedGame> games;
        try (GameReader r = RecordFormat.open(Files.newInputStream(f), "fforum-1-19.obf", FormatOptions.defaults())) {
            games = readAll(r);
        }
        // FFO positions #1..#19, one a line
        assertThat(games).hasSize(19).allMatch(CheckedGame::isValid);
        assertThat(games).allSatisfy(g -> assertThat(g.record().orElseThrow().moves()).isEmpty());
        // position #1: 14 empty squares, Black to move (the FFO test suite)
        assertThat(games.get(0).finalState().orElseThrow().board().empties().size()).isEqualTo(14);
    }

    /** Standard Othello that counts the moves it plays: a skipped game is never played. */
    private static final class Counting extends ForwardingRules<Rules> {
        long plays;

        Counting() {
            super(StandardRules.othello());
        }

        /** Standard Othello under its own id: only the counting differs. */
        @Override
        public String id() {
            return delegate().id();
        }

        @Override
        public GameState play(GameState state, Move move) {
            plays++;
            return super.play(state, move);
        }
    }

    @Test
    @DisplayName("a visitor that skips every game sees every header and replays nothing")
    void skipReplaysNothing() throws IOException, NotationException {
        Path f = RealData.file("transcripts/welty-openings.txt");
        Counting rules = new Counting();
        List<String> names = new ArrayList<>();
        long[] visited = new long[1];
        long n;
        try (GameReader r = RecordFormat.TRANSCRIPT.reader(Files.newInputStream(f), "welty", FormatOptions.defaults()
                .withRules(rules))) {
            n = r.readAll(new GameVisitor() {
                @Override
                public Action begin(Location location, GameInfo info) {
                    info.get("Opening").ifPresent(names::add);
                    return Action.SKIP;
                }

                @Override
                public void visit(CheckedGame game) {
                    visited[0]++;
                }
            });
        }
        assertThat(rules.plays).isZero();
        assertThat(visited[0]).isZero();
        assertThat(n).isPositive();
        assertThat(names).contains("Tiger", "Perpendicular");
        try (GameReader r = RecordFormat.TRANSCRIPT.reader(Files.newInputStream(f), "welty", FormatOptions.defaults()
                .withRules(rules))) {
            assertThat(r.readAll(g -> visited[0]++)).isEqualTo(n);
        }
        assertThat(visited[0]).isEqualTo(n);
        assertThat(rules.plays).isPositive();
    }

    @Test
    @DisplayName("WTHOR headers of the whole archive read without a replay: one begin per game, the players named")
    void wthorHeadersOnly() throws IOException, NotationException {
        WthorNames jou = names("wthor/WTHOR.JOU", WthorNames.Kind.PLAYERS);
        WthorNames trn = names("wthor/WTHOR.TRN", WthorNames.Kind.TOURNAMENTS);
        Path f = RealData.file("wthor/WTH_1977.wtb");
        List<String> blacks = new ArrayList<>();
        try (GameReader r = RecordFormat.WTHOR.reader(Files.newInputStream(f), "WTH_1977.wtb",
                FormatOptions.defaults().withWthorNames(new java.io.ByteArrayInputStream(jou.toBytes()), new java.io.ByteArrayInputStream(trn.toBytes())))) {
            long n = r.readAll(new GameVisitor() {
                @Override
                public Action begin(Location location, GameInfo info) {
                    blacks.add(info.get(GameInfo.BLACK).orElseThrow());
                    return Action.SKIP;
                }

                @Override
                public void visit(CheckedGame game) {
                    throw new AssertionError("replayed " + game);
                }
            });
            assertThat(n).isEqualTo(blacks.size());
        }
        // the 1977 World Championship final: Inoue Hiroshi against Thomas Heiberg (WthorTest's oracle)
        assertThat(blacks).anyMatch(b -> b.contains("Inoue"));
    }

    private static WthorNames names(String relative, WthorNames.Kind kind) throws IOException, NotationException {
        try (InputStream in = Files.newInputStream(RealData.file(relative))) {
            return WthorNames.read(in, relative, kind);
        }
    }

    @Test
    @DisplayName("a reader is an Iterable and a Stream over the same single pass; a failing source is a NotationException")
    void iteratorAndStream() throws IOException, NotationException {
        Path f = RealData.file("ggf/welty-test-games.ggf");
        long valid;
        try (GameReader r = RecordFormat.open(Files.newInputStream(f), "welty-test-games.ggf", FormatOptions.defaults())) {
            valid = new Validator(0).validate(r).summary().games();
        }
        long counted = 0;
        try (GameReader r = RecordFormat.GGF.reader(Files.newInputStream(f), "w", FormatOptions.defaults())) {
            for (CheckedGame g : r) {
                assertThat(g.location().gameIndex()).hasValue(counted);
                counted++;
            }
        }
        assertThat(counted).isEqualTo(valid).isPositive();
        try (Stream<CheckedGame> s = RecordFormat.GGF.reader(Files.newInputStream(f), "w", FormatOptions.defaults()).stream()) {
            assertThat(s.count()).isEqualTo(valid);
        }
        InputStream failing = new InputStream() {
            private int left = 40;

            @Override
            public int read() throws IOException {
                if (left-- > 0) {
                    String game = "(;GM[Othello]PC[x]TY[8]B[f5]W[d6];)\n";
                    return game.charAt((40 - left - 1) % game.length());
                }
                throw new IOException("disk gone");
            }
        };
        GameReader r = RecordFormat.GGF.reader(failing, "failing.ggf", FormatOptions.defaults());
        assertThatThrownBy(() -> r.stream().count()).isInstanceOfSatisfying(NotationException.class, e -> {
            assertThat(e.kind()).isEqualTo(ProblemKind.IO);
            assertThat(e.getMessage()).contains("disk gone");
        });
    }

    @Test
    @DisplayName("WTHOR -> WTHOR: every game record of the archive byte-identical, with and without the name files")
    void wthorToWthorIsByteIdentical() throws IOException, NotationException {
        WthorNames jou = names("wthor/WTHOR.JOU", WthorNames.Kind.PLAYERS);
        WthorNames trn = names("wthor/WTHOR.TRN", WthorNames.Kind.TOURNAMENTS);
        for (int year : new int[] {1977, 1985, 1993, 2001, 2009}) {
            byte[] in = bytes("wthor/WTH_" + year + ".wtb");
            for (FormatOptions o : List.of(FormatOptions.defaults(), FormatOptions.defaults().withWthorNames(new java.io.ByteArrayInputStream(jou.toBytes()), new java.io.ByteArrayInputStream(trn.toBytes())))) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                GameWriter w = RecordFormat.WTHOR.writer(out, "copy.wtb", o);
                try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(in), "in.wtb", o)) {
                    for (CheckedGame g : r) {
                        w.write(g);
                    }
                }
                w.close();
                byte[] copy = out.toByteArray();
                assertThat(Arrays.copyOfRange(copy, 16, copy.length)).as(year + " " + o)
                        .isEqualTo(Arrays.copyOfRange(in, 16, in.length));
                if (o != FormatOptions.defaults()) {
                    io.github.reversi4j.notation.internal.wthor.WthorWriter ww = (io.github.reversi4j.notation.internal.wthor.WthorWriter) w;
                    assertThat(ww.players().names()).isEqualTo(jou.names());
                    assertThat(ww.tournaments().names()).isEqualTo(trn.names());
                }
            }
        }
    }

    @Test
    @DisplayName("WTHOR writing numbers new names after the given ones and keeps the others")
    void wthorNewNamesGetNewNumbers() throws IOException, NotationException {
        WthorNames jou = names("wthor/WTHOR.JOU", WthorNames.Kind.PLAYERS);
        WthorNames trn = names("wthor/WTHOR.TRN", WthorNames.Kind.TOURNAMENTS);
        String pgn = "[Event \"Club night\"]\n[Black \"" + jou.names().get(5) + "\"]\n[White \"Newcomer Nina\"]\n"
                + "[Result \"*\"]\n\n1. f5 d6 2. c3 d3 3. c4 *\n";
        CheckedGame g;
        try (GameReader r = RecordFormat.PGN.reader(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "p", FormatOptions.defaults())) {
            g = Readers.next(r).orElseThrow();
        }
        assertThat(g.isValid()).as(g.toString()).isTrue();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        io.github.reversi4j.notation.internal.wthor.WthorWriter w = (io.github.reversi4j.notation.internal.wthor.WthorWriter) RecordFormat.WTHOR
                .writer(out, "o.wtb", FormatOptions.defaults().withWthorNames(new java.io.ByteArrayInputStream(jou.toBytes()), new java.io.ByteArrayInputStream(trn.toBytes())));
        // an unfinished game needs a recorded score
        assertThatThrownBy(() -> w.write(g)).isInstanceOfSatisfying(UnwritableGameException.class,
                e -> assertThat(e.location()).isEqualTo(Location.of("o.wtb").withGame(0)));
        assertThat(w.written()).isZero();
    }

    private static CheckedGame game(Rules rules, String... moves) {
        List<Move> ms = new ArrayList<>();
        for (String m : moves) {
            ms.add(Move.parse(m));
        }
        return Games.check(new ReadGame(Location.of("t").withGame(0), GameInfo.empty(), rules, rules.initialState(), ms,
                Arrays.asList(moves), new RecordedResult.None(), List.of()));
    }

    @Test
    @DisplayName("a writer's refusal carries the facts of the format's own refusal: format, reason, places")
    void refusalsCarryTheirFacts() throws NotationException {
        // reversi-single-line is a GGF type; its move that flips along one line only has no GGF text
        Rules single = RuleSets.of("reversi-single-line");
        GameState st = single.initialState();
        List<Move> played = new ArrayList<>();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(1);
        while (single.legalMoves(st).stream().noneMatch(x -> x instanceof Move.Variant)) {
            List<Move> legal = single.legalMoves(st);
            Move x = legal.get(rnd.nextInt(legal.size()));
            played.add(x);
            st = single.play(st, x);
        }
        Move colored = single.legalMoves(st).stream().filter(x -> x instanceof Move.Variant).findFirst().orElseThrow();
        played.add(colored);
        List<String> texts = played.stream().map(Move::toString).collect(java.util.stream.Collectors.toList());
        CheckedGame g = Games.check(new ReadGame(Location.of("in.txt").withGame(6), GameInfo.empty(), single,
                single.initialState(), played, texts, new RecordedResult.None(), List.of()));
        assertThat(g.isValid()).as(g.toString()).isTrue();
        GameWriter ggf = RecordFormat.GGF.writer(new ByteArrayOutputStream(), "out.ggf", FormatOptions.defaults());
        // GgfGame.of refuses it (the rules first); the writer passes on the facts, adding the places
        assertThatThrownBy(() -> io.github.reversi4j.notation.internal.ggf.GgfGame.of(g.record().orElseThrow(), g.info()))
                .isInstanceOf(UnwritableGameException.class);
        assertThatThrownBy(() -> ggf.write(g)).isInstanceOfSatisfying(UnwritableGameException.class, e -> {
            assertThat(e.location()).isEqualTo(Location.of("out.ggf").withGame(0));
            assertThat(e.getMessage()).startsWith("out.ggf, game 1: ").contains("in.txt, game 7").contains("GGF")
                    .contains("reversi-single-line");
            assertThat(e.getCause()).isInstanceOf(UnwritableGameException.class);
            assertThat(e.format()).isEqualTo("GGF");
        });
        CheckedGame anti = game(RuleSets.of("anti-othello"), "f5", "d6");
        GameWriter wthor = RecordFormat.WTHOR.writer(new ByteArrayOutputStream(), "out.wtb", FormatOptions.defaults());
        assertThatThrownBy(() -> wthor.write(anti)).isInstanceOfSatisfying(UnwritableGameException.class, u -> {
            assertThat(u.format()).isEqualTo("WTHOR");
            assertThat(u.moveNumber()).isEmpty();
            assertThat(u.reason()).contains("anti-othello");
        });
        GameWriter transcript = RecordFormat.TRANSCRIPT.writer(new ByteArrayOutputStream(), "out.txt", FormatOptions.defaults());
        assertThatThrownBy(() -> transcript.write(anti)).isInstanceOfSatisfying(UnwritableGameException.class,
                e -> assertThat(e.format()).isEqualTo(RecordFormat.TRANSCRIPT.id()));
        UnwritableGameException moved = new UnwritableGameException("GGF", "no text for c4:b", 7)
                .at(Location.of("o.ggf").withGame(2), Location.of("i.txt").withGame(9));
        assertThat(moved.getMessage()).isEqualTo("o.ggf, game 3: GGF cannot hold this game: no text for c4:b"
                + " (game i.txt, game 10) (move 7)");
        assertThat(moved.moveNumber()).hasValue(7);
        assertThat(new UnwritableGameException("GGF", "x").location()).isEqualTo(Location.of("GGF"));
        assertThat(new UnwritableGameException("GGF", "x")).isInstanceOf(NotationException.class)
                .extracting(NotationException::kind).isEqualTo(ProblemKind.UNWRITABLE);
    }

    @Test
    @DisplayName("every writer refuses, with UnwritableGameException and nothing written, what its format cannot hold")
    void writersRefuse() throws NotationException {
        CheckedGame invalid = game(StandardRules.othello(), "f5", "a1");
        CheckedGame big = game(RuleSets.of("othello(size=10x10)"), "g6");
        CheckedGame anti = game(RuleSets.of("anti-othello"), "f5", "d6");
        for (RecordFormat f : RecordFormat.values()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            GameWriter w = f.writer(out, "out." + f.extensions().get(0), FormatOptions.defaults());
            for (CheckedGame g : List.of(invalid, big, anti)) {
                if (f == RecordFormat.GGF && g != invalid) {
                    continue; // GGF names these rules
                }
                assertThatThrownBy(() -> w.write(g)).as(f + " " + g).isInstanceOfSatisfying(UnwritableGameException.class, e -> {
                    assertThat(e.location().source()).isEqualTo("out." + f.extensions().get(0));
                });
            }
            w.close();
            assertThat(w.written()).isZero();
            if (f != RecordFormat.WTHOR) {
                assertThat(out.toByteArray()).as(f.toString()).isEmpty();
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GameWriter board = RecordFormat.OBF.writer(out, "p.obf", FormatOptions.defaults());
        assertThatThrownBy(() -> board.write(game(StandardRules.othello(), "f5"))).isInstanceOfSatisfying(
                UnwritableGameException.class, e -> assertThat(e.getMessage()).contains("position"));
        board.write(game(StandardRules.othello()));
        board.close();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("---------------------------OX------XO--------------------------- X");
    }

    @Test
    @DisplayName("real files written by each text format's writer read back as the same games")
    void textRoundTrips() throws IOException, NotationException {
        roundTrip("ggf/welty-test-matches.ggf", RecordFormat.GGF);
        roundTrip("ggf/ntest-TestGames.ggf", RecordFormat.GGF);
        roundTrip("pgn/thor2pgn-WTH_1977.pgn", RecordFormat.PGN);
        roundTrip("pgn/playok-reversi-sample.pgn", RecordFormat.PGN);
        roundTrip("transcripts/welty-openings.txt", RecordFormat.TRANSCRIPT);
        roundTrip("transcripts/eothello-dataset-first1000.csv", RecordFormat.EOTHELLO_CSV);
        roundTrip("ffo/fforum-1-19.obf", RecordFormat.OBF);
        roundTrip("wthor/WTH_1977.wtb", RecordFormat.PGN);
        roundTrip("wthor/WTH_1977.wtb", RecordFormat.GGF);
        roundTrip("wthor/WTH_1977.wtb", RecordFormat.TRANSCRIPT);
    }

    private static void roundTrip(String relative, RecordFormat to) throws IOException, NotationException {
        Path f = RealData.file(relative);
        List<CheckedGame> games;
        try (GameReader r = RecordFormat.open(Files.newInputStream(f), f.getFileName().toString(), FormatOptions.defaults())) {
            games = readAll(r);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<CheckedGame> written = new ArrayList<>();
        try (GameWriter w = to.writer(out, "copy", FormatOptions.defaults())) {
            for (CheckedGame g : games) {
                if (!g.isValid() || to == RecordFormat.EOTHELLO_CSV && !g.isFinished()) {
                    continue;
                }
                w.write(g);
                written.add(g);
            }
        }
        assertThat(written).as(relative).isNotEmpty();
        List<CheckedGame> back;
        try (GameReader r = to.reader(new ByteArrayInputStream(out.toByteArray()), "copy", FormatOptions.defaults())) {
            back = readAll(r);
        }
        assertThat(back).as(relative + " -> " + to).hasSameSizeAs(written);
        for (int i = 0; i < back.size(); i++) {
            assertThat(back.get(i).record().orElseThrow().moves()).as(relative + " game " + i)
                    .isEqualTo(written.get(i).record().orElseThrow().moves());
            assertThat(back.get(i).isFinished()).isEqualTo(written.get(i).isFinished());
        }
    }
}
