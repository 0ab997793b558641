package io.github.reversi4j.examples;

import io.github.reversi4j.notation.GameInfo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.internal.wthor.WthorGame;
import io.github.reversi4j.notation.internal.wthor.WthorReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reversi convert} round trips between the formats, over the real files of the repository's testdata. */
class ConvertCommandTest {

    @TempDir
    Path tmp;

    @Test
    @DisplayName("WTHOR -> GGF -> WTHOR keeps every game's moves, score and players (WTH_1977, 12 games; GGF has no theoretical score)")
    void wthorGgfWthor() throws IOException, NotationException {
        Path original = Cli.data("wthor/WTH_1977.wtb");
        Path ggf = tmp.resolve("1977.ggf");
        Path back = tmp.resolve("1977.wtb");
        assertThat(Cli.run("convert", original.toString(), ggf.toString()).out).contains("converted 12 games");
        assertThat(Files.readString(ggf, StandardCharsets.UTF_8)).startsWith("(;GM[Othello]").contains("PB[Inoue Hiroshi]PW[Heiberg Thomas]");
        Cli.Result r = Cli.run("convert", ggf.toString(), back.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(tmp.resolve("WTHOR.JOU")).exists();
        assertThat(tmp.resolve("WTHOR.TRN")).exists();

        assertSameGames(original, back, false);
        assertThat(Cli.run("validate", back.toString()).status).isZero();
    }

    @Test
    @DisplayName("WTHOR -> PGN -> WTHOR keeps every game's moves, score, theoretical score and players (WTH_1977, 12 games)")
    void wthorPgnWthor() throws IOException, NotationException {
        Path original = Cli.data("wthor/WTH_1977.wtb");
        Path pgn = tmp.resolve("1977.pgn");
        Path back = tmp.resolve("1977.wtb");
        Cli.Result there = Cli.run("convert", original.toString(), pgn.toString());
        assertThat(there.status).as(there.toString()).isZero();
        assertThat(there.out).contains("converted 12 games");
        // the first game as FORMATS and thor2pgn give it: Inoue Hiroshi - Heiberg Thomas, 34-30
        assertThat(Files.readString(pgn, StandardCharsets.UTF_8)).startsWith("[").contains("[Event \"World Championship\"]", "[Site \"?\"]", "[Round \"?\"]")
                .contains("[Black \"Inoue Hiroshi\"]\n[White \"Heiberg Thomas\"]").contains("1. f5 d6 2. c3").contains(" 34-30\n");
        Cli.Result r = Cli.run("convert", pgn.toString(), back.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("converted 12 games");

        assertSameGames(original, back, true);
    }

    @Test
    @DisplayName("PGN -> PGN: the PlayOK game keeps its tags and its result 38-26, and its pass is written 'pass'")
    void playokPgnPgn() throws IOException {
        Path pgn = tmp.resolve("playok.pgn");
        Cli.Result r = Cli.run("convert", Cli.data("pgn/playok-reversi-sample.pgn").toString(), pgn.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("converted 1 games");
        String text = Files.readString(pgn, StandardCharsets.UTF_8);
        assertThat(text).contains("[Site \"PlayOK\"]", "[Black \"t7m4o1k9a\"]", "[White \"cafego\"]", "[Result \"38-26\"]",
                "[WhiteElo \"1183\"]", "pass g8").endsWith(" 38-26\n\n");
        Cli.Result again = Cli.run("validate", pgn.toString());
        assertThat(again.status).as(again.toString()).isZero();
        assertThat(again.out).contains("games: 1, valid: 1 (finished 1, unfinished 0), invalid: 0");
    }

    @Test
    @DisplayName("eOthello CSV -> transcripts -> GGF -> transcripts: the moves of the 1000 games are kept")
    void csvTranscriptGgfTranscript() throws IOException {
        Path csv = Cli.data("transcripts/eothello-dataset-first1000.csv");
        Path txt = tmp.resolve("e.txt");
        Path ggf = tmp.resolve("e.ggf");
        Path txt2 = tmp.resolve("e2.txt");
        for (String[] step : List.of(new String[] {csv.toString(), txt.toString()}, new String[] {txt.toString(), ggf.toString()},
                new String[] {ggf.toString(), txt2.toString()})) {
            Cli.Result r = Cli.run("convert", step[0], step[1]);
            assertThat(r.status).as(r.toString()).isZero();
            assertThat(r.out).contains("converted 1000 games");
        }
        List<String> moves = Files.readAllLines(csv, StandardCharsets.UTF_8).stream().skip(1)
                .map(l -> l.split(",")[2].strip()).collect(Collectors.toList());
        assertThat(Files.readAllLines(txt2, StandardCharsets.UTF_8)).isEqualTo(moves);
    }

    @Test
    @DisplayName("games a format cannot hold are skipped and named: a random-start GGS game has no transcript (status 1)")
    void skipped() {
        Cli.Result r = Cli.run("convert", Cli.data("ggf/welty-test-matches.ggf").toString(), tmp.resolve("m.txt").toString());
        assertThat(r.status).isEqualTo(1);
        assertThat(r.out).contains("converted 3 games").contains("skipped 2");
        // games counted from 1, each refusal located once
        assertThat(r.err).contains("welty-test-matches.ggf").contains("game 1").contains("ggs(random=18)")
                .doesNotContain(") (game ");
    }

    @Test
    @DisplayName("an existing output file is kept unless --force")
    void noOverwrite() throws IOException {
        Path out = tmp.resolve("x.txt");
        Files.writeString(out, "keep me", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("convert", Cli.data("ggf/nboard-test.ggf").toString(), out.toString());
        assertThat(r.status).isEqualTo(2);
        assertThat(r.err).contains("--force").doesNotContain("Exception");
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo("keep me");
        assertThat(Cli.run("convert", "--force", Cli.data("ggf/nboard-test.ggf").toString(), out.toString()).status).isZero();
    }

    /** The same games in two WTHOR files: moves, score, players by name and, if asked, theoretical score. */
    private static void assertSameGames(Path original, Path back, boolean theoretical) throws IOException, NotationException {
        List<WthorGame> before = raw(original);
        List<WthorGame> after = raw(back);
        assertThat(after).hasSameSizeAs(before);
        for (int i = 0; i < before.size(); i++) {
            assertThat(after.get(i).moveCodes()).as("game " + i).isEqualTo(before.get(i).moveCodes());
            assertThat(after.get(i).score()).as("game " + i).isEqualTo(before.get(i).score());
            if (theoretical) {
                assertThat(after.get(i).theoreticalScore()).as("game " + i).isEqualTo(before.get(i).theoreticalScore());
            }
        }
        assertThat(players(back)).isEqualTo(players(original));
    }

    private static List<WthorGame> raw(Path file) throws IOException, NotationException {
        List<WthorGame> games = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file); WthorReader r = WthorReader.of(in, file.toString())) {
            for (Optional<WthorGame> g = r.nextGame(); g.isPresent(); g = r.nextGame()) {
                games.add(g.get());
            }
        }
        return games;
    }

    /** The players of every game, names resolved with the name files beside the game file, as the program reads them. */
    private static List<String> players(Path file) throws IOException {
        List<String> names = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file); var reader = RecordFiles.open(file, in, io.github.reversi4j.core.StandardRules.othello())) {
            for (CheckedGame g : reader) {
                names.add(g.info().get(GameInfo.BLACK).orElse("?") + " - " + g.info().get(GameInfo.WHITE).orElse("?"));
            }
        } catch (NotationException e) {
            throw new IOException(e);
        }
        return names;
    }
}
