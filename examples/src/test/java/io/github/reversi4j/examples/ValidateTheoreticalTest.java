package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code validate --engine --theoretical} on the real WTHOR file of 1977, against an engine that
 * answers the scores of a table. The table is built here, from the file's bytes read by this test
 * (FORMATS: 16-byte header, 68-byte games, byte 7 the theoretical score in Black discs, moves from
 * byte 8 as 10 row + column): the position with the header's 24 empties, replayed here with passes
 * filled in, gets the stored score turned into the disc difference for the side to move. An engine
 * that agrees with every stored score finds nothing; a copy with one score changed is reported.
 */
class ValidateTheoreticalTest {

    private static final Rules OTHELLO = StandardRules.othello();

    @TempDir
    Path dir;

    private String engineOver(byte[] wthor) throws Exception {
        int games = (wthor.length - 16) / 68;
        List<String> table = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            GameState s = WthorBytes.positionAt(wthor, g, wthor[14]);
            if (s != null) {
                int blackDiff = WthorBytes.blackDifference(wthor, g);
                table.add(ScoreTableEngine.key(s) + " " + (s.toMove() == Color.BLACK ? blackDiff : -blackDiff));
            }
        }
        Path file = dir.resolve("table.txt");
        Files.write(file, table, StandardCharsets.UTF_8);
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return javaBin + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path") + " "
                + ScoreTableEngine.class.getName() + " " + file;
    }

    @Test
    void storedScoresThatTheEngineConfirmsPassAndAChangedOneIsReported() throws Exception {
        Path real = Cli.data("wthor/WTH_1977.wtb");
        byte[] bytes = Files.readAllBytes(real);
        assertThat(bytes[14]).as("P3, the depth of the 1977 file").isEqualTo((byte) 24);
        String engine = engineOver(bytes);

        Path copy = dir.resolve("WTH_1977.wtb");
        Files.write(copy, bytes);
        Cli.Result ok = Cli.run("validate", "--engine", engine, "--theoretical", copy.toString());
        assertThat(ok.status).as(ok.toString()).isZero();
        assertThat(ok.out).contains(" 0 differ");

        // game 5 (index 4): its theoretical score made 2 discs better for Black
        int stored = bytes[16 + 68 * 4 + 7] & 0xFF;
        byte[] corrupt = bytes.clone();
        corrupt[16 + 68 * 4 + 7] = (byte) (stored + 2);
        Files.write(copy, corrupt);
        Cli.Result bad = Cli.run("validate", "--engine", engine, "--theoretical", copy.toString());
        assertThat(bad.status).as(bad.toString()).isEqualTo(1);
        GameState at = WthorBytes.positionAt(bytes, 4, 24);
        // 60 - 24 = 36 discs placed before the position: the move played from it is the game's 37th, byte 8 + 36
        int code = bytes[16 + 68 * 4 + 8 + 36] & 0xFF;
        String move = "" + (char) ('a' + code % 10 - 1) + (code / 10);
        // the problem's place counts games from 1, as validate prints every place: game 5 is index 4, at byte 16 + 68 x 4
        assertThat(bad.out).contains("ERROR SCORE_MISMATCH at WTH_1977.wtb, game 5, byte " + (16 + 68 * 4) + " [")
                .contains(", move 37 \"" + move + "\": stored theoretical score " + (stored + 2) + ", engine " + stored
                        + " (Black discs, 24 empties, " + (at.toMove() == Color.BLACK ? "Black" : "White") + " to move)")
                .contains(" 1 differ");
        assertThat(bad.out.lines().filter(l -> l.contains("SCORE_MISMATCH"))).hasSize(1);

        Cli.Result sampled = Cli.run("validate", "--engine", engine, "--theoretical", "--sample", "4", copy.toString());
        // 12 games, every third: games 1, 4, 7, 10; game 5 is not among them
        assertThat(sampled.out).contains("theoretical scores: 4 checked, 0 differ");
        // and it keeps the usual summary of the games read, as plain 'validate' words it
        String usual = Cli.run("validate", copy.toString()).out.lines().filter(l -> l.startsWith("games: ")).findFirst()
                .orElseThrow();
        assertThat(usual).startsWith("games: 12, valid: 12 ");
        assertThat(sampled.out).contains(usual + "\n");
    }

    @Test
    void theScoredMovesOfAnFfoLineAreCheckedOneByOne() throws Exception {
        Path real = Cli.data("ffo/fforum-1-19.obf");
        List<String> lines = Files.readAllLines(real, StandardCharsets.UTF_8);
        // the table: for each of the first 3 lines (board, side; MOVE:score; ...), the position after each
        // scored move, with the stored score seen from the side to move there
        List<String> table = new ArrayList<>();
        for (String line : lines.subList(0, 3)) {
            FfoLine ffo = FfoLine.parse(line);
            for (var scored : ffo.scores().entrySet()) {
                GameState after = OTHELLO.play(ffo.position(), scored.getKey());
                int stored = scored.getValue();
                table.add(ScoreTableEngine.key(after) + " " + (after.toMove() == ffo.position().toMove() ? stored : -stored));
            }
        }
        Path tableFile = dir.resolve("table.txt");
        Files.write(tableFile, table, StandardCharsets.UTF_8);
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String engine = javaBin + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path") + " "
                + ScoreTableEngine.class.getName() + " " + tableFile;

        Path copy = dir.resolve("fforum-1-19.obf");
        Files.write(copy, lines.subList(0, 3), StandardCharsets.UTF_8);
        Cli.Result ok = Cli.run("validate", "--engine", engine, "--theoretical", copy.toString());
        assertThat(ok.status).as(ok.toString()).isZero();
        assertThat(ok.out).contains("theoretical scores: " + table.size() + " checked, 0 differ");

        List<String> corrupt = new ArrayList<>(lines.subList(0, 3));
        assertThat(corrupt.get(0)).contains("G8:+18");
        corrupt.set(0, corrupt.get(0).replace("G8:+18", "G8:+16"));
        Files.write(copy, corrupt, StandardCharsets.UTF_8);
        Cli.Result bad = Cli.run("validate", "--engine", engine, "--theoretical", copy.toString());
        assertThat(bad.status).as(bad.toString()).isEqualTo(1);
        int empties = (int) lines.get(0).substring(0, 64).chars().filter(c -> c == '-').count();
        // G8 is the line's first scored move; the line's position has Black (X) to move
        assertThat(bad.out).contains("ERROR SCORE_MISMATCH at fforum-1-19.obf:1, move 1 \"g8\": stored score +16, engine +18"
                + " (discs for the side to move, " + empties + " empties, Black to move)").contains(" 1 differ");
    }

    /**
     * The built-in solver checks by default. Its oracle is each game's own result: with the header's depth
     * set to 1 empty square, the last move is forced (played, or passed to the one who can), so the
     * theoretical score of a game played to its end is its final score, byte 6 (FORMATS §3.2). A copy
     * with every theoretical score replaced by the final one passes; one 2 discs off is reported.
     */
    @Test
    void theBuiltInSolverChecksByDefaultAgainstTheGamesOwnResults() throws Exception {
        byte[] bytes = Files.readAllBytes(Cli.data("wthor/WTH_1977.wtb"));
        int games = (bytes.length - 16) / 68;
        byte[] atOne = bytes.clone();
        atOne[14] = 1;
        int reaching = 0;
        for (int g = 0; g < games; g++) {
            atOne[16 + 68 * g + 7] = bytes[16 + 68 * g + 6];
            if (WthorBytes.positionAt(bytes, g, 1) != null) {
                reaching++;
            }
        }
        assertThat(reaching).as("games of 1977 that reach 1 empty square").isPositive();
        Path copy = dir.resolve("WTH_1977.wtb");
        Files.write(copy, atOne);
        Cli.Result ok = Cli.run("validate", "--theoretical", copy.toString());
        assertThat(ok.status).as(ok.toString()).isZero();
        assertThat(ok.out).contains("theoretical scores: " + reaching + " checked, 0 differ");

        int g = 0;
        while (WthorBytes.positionAt(bytes, g, 1) == null) {
            g++;
        }
        byte[] corrupt = atOne.clone();
        corrupt[16 + 68 * g + 7] = (byte) ((bytes[16 + 68 * g + 6] & 0xFF) + 2);
        Files.write(copy, corrupt);
        Cli.Result bad = Cli.run("validate", "--theoretical", "--threads", "2", copy.toString());
        assertThat(bad.status).as(bad.toString()).isEqualTo(1);
        assertThat(bad.out).contains("ERROR SCORE_MISMATCH at WTH_1977.wtb, game " + (g + 1) + ", byte " + (16 + 68 * g) + " [")
                .contains(": stored theoretical score " + ((bytes[16 + 68 * g + 6] & 0xFF) + 2) + ", engine "
                        + (bytes[16 + 68 * g + 6] & 0xFF) + " (Black discs, 1 empties, ")
                .contains(" 1 differ");
        assertThat(Cli.run("validate", "--theoretical", "--threads", "0", copy.toString()).err)
                .contains("--threads must be from 1 to");
    }

    @Test
    void theOptionsGoTogether() {
        Path real = Cli.data("wthor/WTH_1977.wtb");
        assertThat(Cli.run("validate", "--engine", "x", real.toString()).err).contains("--engine goes with --theoretical");
        assertThat(Cli.run("validate", "--engine", "x", "--theoretical", Cli.data("ggf/nboard-test.ggf").toString()).err)
                .contains("--theoretical checks WTHOR files");
        // as in 'match', gtp: names a GTP engine: refused before it starts, with the reason
        Cli.Result gtp = Cli.run("validate", "--engine", "gtp:/nonexistent/egaroucid -gtp", "--theoretical", real.toString());
        assertThat(gtp.status).isEqualTo(2);
        assertThat(gtp.err).contains("--theoretical needs an NBoard engine").doesNotContain("cannot start");
    }

    /**
     * The same failure, the same status: an engine that cannot start ends 'validate --engine' with 2, as it
     * ends 'match', and both say what the engine wrote on its standard error before it exited, its last line
     * without a line end included (as Edax's 'Cannot open data/eval.dat').
     */
    @Test
    @org.junit.jupiter.api.condition.EnabledOnOs(org.junit.jupiter.api.condition.OS.LINUX)
    void anEngineThatCannotStartExitsTwoInEveryCommandWithItsOwnWords() {
        Path real = Cli.data("wthor/WTH_1977.wtb");
        String failing = "sh -c \"printf 'Cannot open data/eval.dat' >&2; exit 1\"";
        Cli.Result validate = Cli.run("validate", "--engine", failing, "--theoretical", real.toString());
        assertThat(validate.status).as(validate.toString()).isEqualTo(2);
        assertThat(validate.err).contains("did not start", "Cannot open data/eval.dat");
        Cli.Result match = Cli.run("match", "--engine", "builtin:random", "--engine", failing, "--games", "2");
        assertThat(match.status).as(match.toString()).isEqualTo(2);
        assertThat(match.err).contains("did not start", "Cannot open data/eval.dat");
        Cli.Result missing = Cli.run("validate", "--engine", "/no/such/engine", "--theoretical", real.toString());
        assertThat(missing.status).as(missing.toString()).isEqualTo(2);
    }
}
