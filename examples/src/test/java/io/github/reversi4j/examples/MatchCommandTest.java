package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.ggf.GgfReader;
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
            assertThat(games.get(i).info().black()).contains(i % 2 == 0 ? "builtin:alphabeta" : "builtin:random");
        }
        // the table's counts, recounted from the records written
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int margin = 0;
        for (CheckedGame g : games) {
            Color ab = g.info().black().orElseThrow().equals("builtin:alphabeta") ? Color.BLACK : Color.WHITE;
            Outcome o = g.outcome().orElseThrow();
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
}
