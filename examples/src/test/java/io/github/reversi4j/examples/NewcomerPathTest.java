package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The small things a newcomer trips on, each as a class: help that succeeds for a mistyped command,
 * help that differs from the README, a suggestion the program then refuses, a format offered that
 * cannot be written, a summary that goes missing, a bound that reads as an estimate, files that are
 * no records, and long work that says nothing.
 */
class NewcomerPathTest {

    @TempDir
    Path tmp;

    @Test
    void helpOfAnUnknownCommandIsAUsageError() {
        for (String[] args : List.of(new String[] {"foo", "--help"}, new String[] {"evaluatee", "-h"},
                new String[] {"validate", "--help", "--bogus"}, new String[] {"help", "foo"})) {
            Cli.Result r = Cli.run(args);
            assertThat(r.status).as(r.toString()).isEqualTo(Reversi.USAGE);
            assertThat(r.out).as(r.toString()).isEmpty();
            assertThat(r.err).as(r.toString()).hasLineCount(1);
        }
        assertThat(Cli.run("validate", "--help").status).isZero();
    }

    @Test
    void theExitStatusesAreSaidOnceInTheGeneralHelp() {
        String table = Reversi.EXIT_STATUS.replaceAll("\\s+", " ");
        assertThat(Cli.run("--help").out.replaceAll("\\s+", " ")).contains(table);
        for (String sub : List.of("rules", "perft", "play", "solo", "validate", "convert", "render", "engine", "match", "solve")) {
            Cli.Result r = Cli.run(sub, "--help");
            assertThat(r.status).as(r.toString()).isZero();
            assertThat(r.out.replaceAll("\\s+", " ")).as(sub + " --help").doesNotContain(table);
        }
    }

    @Test
    void solveHelpGivesTheReadmesAnswerForFfoOne() throws IOException {
        // FFO #1's published answer, G8:+18 (testdata/ffo/SOURCE.md), is what the README shows
        assertThat(ReadmeCommandsTest.readme()).contains("G8:+18");
        Matcher m = Pattern.compile("\\(([A-H][1-8]:[+-]\\d+)").matcher(Cli.run("solve", "--help").out.replaceAll("\\s+", " "));
        assertThat(m.find()).isTrue();
        assertThat(m.group(1)).isEqualTo("G8:+18");
    }

    @Test
    void convertNeitherOffersNorTriesObf() throws IOException {
        assertThat(Cli.run("convert", "--help").out.replaceAll("\\s+", " ")).doesNotContain(".obf (board strings)")
                .contains("not .obf");
        Path out = tmp.resolve("out.obf");
        Cli.Result r = Cli.run("convert", Cli.data("transcripts/welty-openings.txt").toString(), out.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(Reversi.USAGE);
        assertThat(r.err).as(r.toString()).contains("positions, not games").hasLineCount(1);
        assertThat(out).doesNotExist();
    }

    @Test
    void playSaveNeverSuggestsAFormatItThenRefuses() {
        // holes is neither Othello (a transcript) nor one of GGF's game types
        Cli.Result r = Cli.withInput("", "play", "--rules", "holes", "--save", tmp.resolve("g.txt").toString());
        assertThat(r.status).as(r.toString()).isEqualTo(Reversi.USAGE);
        assertThat(r.err).doesNotContain("save to a .ggf");
        Cli.Result ggf = Cli.withInput("", "play", "--rules", "holes", "--save", tmp.resolve("g.ggf").toString());
        assertThat(ggf.status).as(ggf.toString()).isEqualTo(Reversi.USAGE);
        // a rule set GGF names: the suggestion is one the program takes
        Cli.Result komi = Cli.withInput("", "play", "--rules", "ggs(komi=-0.5)", "--save", tmp.resolve("k.txt").toString());
        assertThat(komi.err).contains("save to a .ggf");
    }

    @Test
    void theoreticalOnAnObfFileKeepsTheUsualSummary() {
        Cli.Result plain = Cli.run("validate", Cli.data("ffo/fforum-1-19.obf").toString());
        String games = plain.out.lines().filter(l -> l.startsWith("games: ")).findFirst().orElseThrow();
        Cli.Result r = Cli.run("validate", "--theoretical", "--sample", "2", Cli.data("ffo/fforum-1-19.obf").toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).as(r.toString()).contains(games).contains("theoretical scores: ");
    }

    @Test
    void foldersAreReadForTheirRecordsAndOtherFilesSkipped() throws IOException {
        Path folder = Cli.data("transcripts");
        Cli.Result r = Cli.run("validate", folder.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).doesNotContain("SOURCE.md");
        Path source = folder.resolve("SOURCE.md");
        assertThat(source).exists();
        Cli.Result named = Cli.run("validate", source.toString(), Cli.data("ggf/welty-test-games.ggf").toString());
        assertThat(named.status).as(named.toString()).isZero();
        assertThat(named.err).contains("skipped " + source);
        assertThat(named.out).doesNotContain("SOURCE.md");
    }

    @Test
    void oneGameIsOneGame() throws IOException {
        Path a = tmp.resolve("a.txt");
        Path b = tmp.resolve("b.txt");
        Files.writeString(a, "f5d6c3\n", StandardCharsets.UTF_8);
        Files.writeString(b, "f5f6\nf5d6\n", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", a.toString(), b.toString());
        assertThat(r.out).as(r.toString()).contains(a + ": 1 game\n").contains(b + ": 2 games").doesNotContain("1 games");
    }

    @Test
    void aMatchWonWholeByTooFewGamesSaysItsBoundIsNoEstimate() {
        // alphabeta against random over two games: both won; the 95% bound of 2 games is below zero
        Cli.Result r = Cli.run("match", "--engine", "builtin:alphabeta", "--engine", "builtin:random", "--games", "2",
                "--depth", "3", "--seed", "1");
        assertThat(r.status).as(r.toString()).isZero();
        String elo = r.out.lines().filter(l -> l.startsWith("Elo ")).findFirst().orElseThrow();
        // the exact binomial bound of 2 wins in 2 games: p > 0.025^(1/2) = 0.158, Elo > -400 log10(1/0.158 - 1) = -290
        assertThat(elo).as(r.out).contains("every game won").contains("> -290.").contains("too few");
    }

    @Test
    void anEndlessInputOfNoMovesEndsTheGameInsteadOfAnsweringForEver() {
        String garbage = "zz\n".repeat(LineInput.MAX_TRIES + 5000);
        for (String[] args : List.of(new String[] {"play"}, new String[] {"solo", "--seed", "1"})) {
            Cli.Result r = Cli.withInput(garbage, args);
            assertThat(r.status).as(args[0]).isEqualTo(Reversi.FOUND_PROBLEMS);
            assertThat(r.out).as(args[0]).contains(LineInput.MAX_TRIES + " lines in a row held no legal move");
            assertThat(r.out.split("not a move", -1)).as(args[0]).hasSize(LineInput.MAX_TRIES + 1);
        }
    }

    @Test
    void longWorkOffATerminalSaysHowFarItIsNowAndThen() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        AtomicLong now = new AtomicLong(1_000L);
        Heartbeat beat = new Heartbeat(err, "validate --theoretical", true, now::get);
        beat.tick(() -> "game 1");                 // at once: nothing yet
        now.addAndGet(61_000_000_000L);
        beat.tick(() -> "game 2");                 // after a minute: one line
        now.addAndGet(1_000_000_000L);
        beat.tick(() -> "game 3");                 // a second later: nothing
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("validate --theoretical: game 2, 61 s so far"
                + System.lineSeparator());
        ByteArrayOutputStream none = new ByteArrayOutputStream();
        Heartbeat drawn = new Heartbeat(new PrintStream(none, true, StandardCharsets.UTF_8), "x", false, now::get);
        now.addAndGet(3_600_000_000_000L);
        drawn.tick(() -> "a bar is drawn instead");
        assertThat(none.size()).isZero();
    }
}
