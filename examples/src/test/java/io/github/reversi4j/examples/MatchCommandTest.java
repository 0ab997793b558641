package io.github.reversi4j.examples;

import io.github.reversi4j.notation.GameInfo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.internal.ggf.GgfReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reversi match}: built-in players and an engine process, the records written, the table. */
class MatchCommandTest {

    @TempDir
    Path dir;

    private static List<CheckedGame> readGgf(Path file) throws Exception {
        List<CheckedGame> games = new ArrayList<>();
        try (GameReader r = GgfReader.of(new StringReader(Files.readString(file, StandardCharsets.UTF_8)), "out.ggf")) {
            r.forEach(games::add);
        }
        return games;
    }

    @Test
    void alphaBetaAgainstRandomOverTheFirstXotOpenings() throws Exception {
        Path xot = Cli.data("transcripts/nboard-xot-large.txt");
        Path out = dir.resolve("match.ggf");
        Cli.Result r = Cli.run("match", "--engine", "builtin:alphabeta", "--engine", "builtin:random", "--openings",
                xot.toString(), "--games", "4", "--depth", "2", "--output", out.toString());
        assertThat(r.status).as(r.toString()).isZero();
        List<CheckedGame> games = readGgf(out);
        assertThat(games).hasSize(4).allMatch(CheckedGame::isValid).allMatch(CheckedGame::isFinished);
        // the openings are the list's first two lines, each played twice with the colours swapped
        List<String> lines = Files.readAllLines(xot, StandardCharsets.UTF_8);
        for (int i = 0; i < 4; i++) {
            GameRecord opening = GameRecord.parse("othello: " + lines.get(i / 2).strip().replaceAll("(..)", "$1 "));
            GameRecord game = games.get(i).record().orElseThrow();
            assertThat(game.moves().subList(0, opening.moves().size())).isEqualTo(opening.moves());
            assertThat(games.get(i).info().get(GameInfo.BLACK)).contains(i % 2 == 0 ? "builtin:alphabeta" : "builtin:random");
        }
        // the table's counts, recounted from the records written
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int margin = 0;
        for (CheckedGame g : games) {
            Color ab = g.info().get(GameInfo.BLACK).orElseThrow().equals("builtin:alphabeta") ? Color.BLACK : Color.WHITE;
            Outcome.TwoPlayer o = (Outcome.TwoPlayer) g.outcome().orElseThrow();
            margin += o.score(ab) - o.score(ab.opponent());
            if (o.isDraw()) {
                draws++;
            } else if (o.winner().orElseThrow() == ab) {
                wins++;
            } else {
                losses++;
            }
        }
        assertThat(r.out).startsWith("4 games, depth 2\n");
        assertThat(r.out).containsPattern("builtin:alphabeta +" + wins + " +" + draws + " +" + losses + " ");
        assertThat(r.out).containsPattern("builtin:random +" + losses + " +" + draws + " +" + wins + " ");
        assertThat(r.out).contains(String.format(java.util.Locale.ROOT, "%+.2f", margin / 4.0));
        assertThat(r.out).contains("Elo builtin:alphabeta - builtin:random: ");
    }

    @Test
    void anEngineProcessPlaysTheBuiltInPlayerAndPgnIsChosenByTheExtension() throws Exception {
        Path xot = Cli.data("transcripts/nboard-xot-large.txt");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String engine = javaBin + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path") + " "
                + Reversi.class.getName() + " engine --player greedy";
        Path out = dir.resolve("match.pgn");
        Cli.Result r = Cli.run("match", "--engine", "builtin:alphabeta", "--engine", engine, "--openings", xot.toString(),
                "--games", "2", "--depth", "1", "--output", out.toString());
        assertThat(r.status).as(r.toString()).isZero();
        String pgn = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(pgn).contains("[Black \"builtin:alphabeta\"]", "[White \"reversi4j-greedy\"]", "[Round \"2\"]");
        assertThat(r.out).startsWith("2 games, depth 1\n").contains("reversi4j-greedy ");
    }

    @Test
    void anExistingRecordFileIsKeptWithoutForce() throws Exception {
        Path xot = Cli.data("transcripts/nboard-xot-large.txt");
        Path out = dir.resolve("old.ggf");
        Files.writeString(out, "precious\n");
        String[] args = {"match", "--engine", "builtin:random", "--engine", "builtin:random", "--openings", xot.toString(),
            "--games", "1", "--output", out.toString()};
        Cli.Result r = Cli.run(args);
        assertThat(r.status).isEqualTo(2);
        assertThat(r.err).contains("exists and would be overwritten (use --force to replace it)");
        assertThat(Files.readString(out)).isEqualTo("precious\n");
        List<String> forced = new ArrayList<>(List.of(args));
        forced.add("--force");
        assertThat(Cli.run(forced.toArray(String[]::new)).status).isZero();
        assertThat(readGgf(out)).hasSize(1);
    }

    @Test
    void anOpeningFileCannotDriveTheTerminalNorFloodIt() throws Exception {
        // an illegal opening whose name holds terminal escapes (a title, a clear screen, a bidi override) and is long
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "f5 d6 a1 \u001b]0;pwned\u0007\u001b[2J\u202e " + "x".repeat(10_000) + "\n",
                StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("match", "--engine", "builtin:random", "--engine", "builtin:random", "--openings",
                bad.toString(), "--games", "1");
        assertThat(r.status).isEqualTo(2);
        assertThat(r.err).contains("opening 1 (", ") is not a legal game: ", "ILLEGAL_MOVE", "move 3 \"a1\"", "\\u001B]0;pwned");
        assertThat(r.err).doesNotContain("\u001b", "\u0007", "\u202e");
        assertThat(r.err.length()).isLessThan(2_000);
        assertThat(r.err.strip()).doesNotContain("\n");
    }

    @Test
    void helpIsPrintedWithoutWarnings() {
        // picocli writes its warnings (a '%' its formatter cannot read) to System.err itself
        java.io.PrintStream before = System.err;
        java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
        Cli.Result r;
        try {
            System.setErr(new java.io.PrintStream(warnings, true, StandardCharsets.UTF_8));
            r = Cli.run("match", "--help");
        } finally {
            System.setErr(before);
        }
        assertThat(r.status).isZero();
        assertThat(r.out).contains("the 95% interval takes p -/+ 1.96").doesNotContain("%%");
        assertThat(r.err).isEmpty();
        assertThat(warnings.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void badArgumentsAreSaid() {
        Path xot = Cli.data("transcripts/nboard-xot-large.txt");
        assertThat(Cli.run("match", "--engine", "builtin:random").err).contains("give --engine twice, not 1 times");
        assertThat(Cli.run("match", "--engine", "builtin:random", "--engine", "builtin:chess", "--openings", xot.toString()).err)
                .contains("unknown built-in engine builtin:chess");
        assertThat(Cli.run("match", "--engine", "builtin:random", "--engine", "gtp:edax", "--depth", "3").err)
                .contains("GTP has no depth command");
        assertThat(Cli.run("match", "--engine", "builtin:random", "--engine", "builtin:random", "--time", "soon").err)
                .contains("--time is like 500ms, 2s or PT2S, not 'soon'");
        assertThat(Cli.run("match", "--engine", "builtin:random", "--engine", "builtin:random", "--openings",
                xot.toString(), "--games", "1", "--output", dir.resolve("x.txt").toString()).err)
                .contains("--output is a .ggf or .pgn file");
        Cli.Result missing = Cli.run("match", "--engine", "builtin:random", "--engine", "/no/such/engine", "--openings",
                xot.toString(), "--games", "1");
        assertThat(missing.status).isEqualTo(2);
        assertThat(missing.err).contains("engine 2 (/no/such/engine) did not start");
        assertThat(MatchCommand.duration("1.5s").toMillis()).isEqualTo(1500);
        assertThat(MatchCommand.duration("PT0.25S").toMillis()).isEqualTo(250);
        assertThat(Optional.of(MatchCommand.duration("20ms").toMillis())).contains(20L);
    }

    @Test
    void aMatchStoppedMidwayKeepsItsFinishedGamesAndTheTargetIsNeverSeenHalfWritten() throws Exception {
        Path xot = Cli.data("transcripts/nboard-xot-large.txt");
        Path out = dir.resolve("stopped.ggf");
        // the old record: one finished game, which --force replaces only when the match ends or stops
        String old = "(;GM[Othello]PC[old]PB[a]PW[b]RE[?]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
                + "B[f5]W[d6]B[c3]W[d3]B[c4]W[f4]B[f6]W[f3]B[e6]W[e7]B[d7]W[c6]B[f7]W[c5]B[b6]W[g5]B[e3]W[b4]B[g3];)\n";
        Files.writeString(out, old, StandardCharsets.UTF_8);
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(javaBin, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                Reversi.class.getName(), "match", "--engine", "builtin:alphabeta", "--engine", "builtin:random", "--openings",
                xot.toString(), "--games", "400", "--depth", "3", "--output", out.toString(), "--force")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        java.io.ByteArrayOutputStream stdout = new java.io.ByteArrayOutputStream();
        Thread reader = new Thread(() -> {
            try {
                p.getInputStream().transferTo(stdout);
            } catch (java.io.IOException e) {
                // the process ended
            }
        });
        reader.start();
        // every content the target shows while the match runs and stops
        java.util.Set<String> seen = new java.util.LinkedHashSet<>();
        long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(120);
        boolean stopSent = false;
        while (p.isAlive() && System.nanoTime() < until) {
            seen.add(Files.readString(out, StandardCharsets.UTF_8));
            if (!stopSent) {
                try (java.util.stream.Stream<Path> files = Files.list(dir)) {
                    for (Path t : files.filter(f -> f.getFileName().toString().startsWith(".stopped.ggf.")).toList()) {
                        if (Files.readAllLines(t, StandardCharsets.UTF_8).size() >= 2) {
                            // SIGTERM, through the handle, which leaves the pipes open: the shutdown hook runs, as at Ctrl-C
                            p.toHandle().destroy();
                            stopSent = true;
                        }
                    }
                }
            }
        }
        assertThat(stopSent).as("two games finished within the time").isTrue();
        assertThat(p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        reader.join(10_000);
        String last = Files.readString(out, StandardCharsets.UTF_8);
        seen.add(last);
        List<CheckedGame> games = readGgf(out);
        assertThat(games.size()).isBetween(2, 399);
        assertThat(games).allMatch(CheckedGame::isValid).allMatch(CheckedGame::isFinished);
        assertThat(last).endsWith(")\n").doesNotContain("PC[old]");
        // the target was the old record until it was, at once, the complete new one: nothing in between
        assertThat(seen).containsExactly(old, last);
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("stopped.ggf");
        }
        String printed = stdout.toString(StandardCharsets.UTF_8);
        assertThat(printed).startsWith(games.size() + " games, depth 3 (stopped; the finished games are kept)");
    }

    @Test
    @org.junit.jupiter.api.condition.EnabledOnOs({org.junit.jupiter.api.condition.OS.LINUX,
        org.junit.jupiter.api.condition.OS.MAC})
    void aFileSystemThatFillsUpCutsTheRecordBackToItsLastWholeGameAndKeepsTheTarget() throws Exception {
        // a real write failure: the shell's file size limit (1 KiB), under which the JVM's writes past it fail with
        // EFBIG, a short write first, as a full disk fails them
        Path xot = Cli.data("transcripts/nboard-xot-large.txt");
        Path out = dir.resolve("full.ggf");
        Files.writeString(out, "precious\n", StandardCharsets.UTF_8);
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "ulimit -f 1 && exec \"$0\" \"$@\"";
        Process p = new ProcessBuilder("/bin/sh", "-c", command, javaBin, "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), Reversi.class.getName(), "match", "--engine",
                "builtin:random", "--engine", "builtin:random", "--openings", xot.toString(), "--games", "20", "--output",
                out.toString(), "--force").start();
        p.getOutputStream().close();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(printed + err).isEqualTo(2);
        String text = Files.readString(out, StandardCharsets.UTF_8);
        List<CheckedGame> games = readGgf(out);
        // every game the file holds is whole, and the file is no more than them
        assertThat(games).as(text).isNotEmpty().allMatch(CheckedGame::isValid).allMatch(CheckedGame::isFinished);
        assertThat(text).endsWith(";)\n").doesNotContain("precious");
        assertThat(text.split("\n")).hasSize(games.size());
        assertThat(Files.size(out)).isLessThanOrEqualTo(1024);
        // the table counts the games kept; the error is one sentence that says where the writing stopped
        assertThat(printed).startsWith(games.size() + (games.size() == 1 ? " game, " : " games, "));
        assertThat(err.strip()).doesNotContain("\n").doesNotContain("Exception").contains("cannot write game "
                + (games.size() + 1) + " to " + out + ": ").endsWith(games.size() == 1 ? "; the game before it is kept"
                : "; the " + games.size() + " games before it are kept");
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("full.ggf");
        }
    }

    /** Numbers out of range, negative, beyond int or long, or not numbers: exit 2, one located sentence, no trace. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {
        "match --games -1", "match --games 0", "match --games 1000001", "match --games 99999999999",
        "match --depth 0", "match --depth -5", "match --depth 61", "match --depth 2147483648",
        "match --time PT-1S", "match --time 0ms", "match --time 99999h", "match --time 1e9s", "match --time NaNs",
        "match --time 9223372036854775807ms", "match --seed 99999999999999999999",
        "validate --engine x --theoretical --sample -1 F", "validate --engine x --theoretical --sample 99999999999999999999 F",
        "engine --depth 0", "engine --depth 61", "engine --depth -2147483648", "engine --protocol uci"})
    void hostileNumbersAreRefusedWithOneSentence(String args) {
        List<String> words = new ArrayList<>(List.of(args.split(" ")));
        if (words.get(0).equals("match")) {
            words.addAll(List.of("--engine", "builtin:random", "--engine", "builtin:random", "--openings",
                    Cli.data("transcripts/nboard-xot-large.txt").toString()));
        }
        words.replaceAll(w -> w.equals("F") ? Cli.data("wthor/WTH_1977.wtb").toString() : w);
        Cli.Result r = Cli.run(words.toArray(String[]::new));
        assertThat(r.status).as(r.toString()).isEqualTo(2);
        assertThat(r.err).as(r.toString()).isNotBlank().doesNotContain("\tat ", "Exception");
    }

    /** The default openings are inside the program: a match runs from a folder far from the project's. */
    @Test
    void aMatchRunsFromAnyFolderWithTheBuiltInOpenings() throws Exception {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(javaBin, "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), Reversi.class.getName(), "match", "--engine", "builtin:random",
                "--engine", "builtin:greedy", "--games", "2").directory(dir.toFile()).start();
        p.getOutputStream().close();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(printed + err).isZero();
        assertThat(printed).startsWith("2 games");
        // the first XOT opening of NBoard's list, as testdata/transcripts/nboard-xot-large.txt holds it
        assertThat(MatchCommand.class.getResourceAsStream(MatchCommand.DEFAULT_OPENINGS)).isNotNull();
        assertThat(MatchCommand.class.getResourceAsStream("openings/SOURCE.md")).isNotNull();
        try (java.io.InputStream in = MatchCommand.class.getResourceAsStream(MatchCommand.DEFAULT_OPENINGS)) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .isEqualTo(Files.readString(Cli.data("transcripts/nboard-xot-large.txt"), StandardCharsets.UTF_8));
        }
    }
}
