package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reversi validate} end to end, over the real archives of the repository's testdata and over broken copies. */
class ValidateCommandTest {

    /** Games per WTHOR file of 1977..2009 and unfinished games, from FORMATS §9 (verified there by an independent replay). */
    private static final int[] GAMES = {12, 8, 11, 160, 153, 110, 199, 587, 954, 1440, 1386, 1823, 2186, 2986, 3152, 3347,
        3484, 4343, 4968, 5852, 7681, 8077, 7685, 4253, 5575, 5423, 3858, 9113, 4199, 2942, 2478, 2232, 4348};
    private static final int UNFINISHED = 413;

    @TempDir
    Path tmp;

    private static String[] wthorFiles() throws IOException {
        try (Stream<Path> files = Files.list(Cli.data("wthor"))) {
            List<String> args = files.filter(f -> f.toString().endsWith(".wtb")).sorted().map(Path::toString).collect(Collectors.toList());
            assertThat(args).hasSize(GAMES.length);
            return args.toArray(new String[0]);
        }
    }

    @Test
    @DisplayName("WTHOR 1977-2009: every game valid, the 413 unfinished ones counted, listed only with --notices, exit status 0")
    void wthorArchive() throws IOException {
        List<String> args = new ArrayList<>(List.of("validate", "--max-problems", "500"));
        args.addAll(List.of(wthorFiles()));
        Cli.Result r = Cli.run(args.toArray(new String[0]));

        int total = java.util.Arrays.stream(GAMES).sum();
        assertThat(r.status).as(r.err).isZero();
        assertThat(r.out).contains("games: " + total + ", valid: " + total + " (finished " + (total - UNFINISHED)
                + ", unfinished " + UNFINISHED + "), invalid: 0");
        assertThat(r.out).contains("problems: " + UNFINISHED + " notices (UNFINISHED " + UNFINISHED + ")\n").contains("every game is valid");
        for (int y = 0; y < GAMES.length; y++) {
            assertThat(r.out).contains("WTH_" + (1977 + y) + ".wtb: " + GAMES[y] + " games\n");
        }
        // notices are counted, and listed only when asked for: the summary is not buried under 413 of them
        assertThat(r.out.lines().filter(l -> l.startsWith("NOTICE"))).isEmpty();
        assertThat(r.out).contains(UNFINISHED + " notices counted above, not listed (see --notices)\n");
        assertThat(r.out.lines().count()).isLessThan(GAMES.length + 6);
        assertThat(r.err).isEmpty();
        args.add(1, "--notices");
        Cli.Result listed = Cli.run(args.toArray(new String[0]));
        assertThat(listed.status).as(listed.err).isZero();
        assertThat(listed.out.lines().filter(l -> l.startsWith("NOTICE UNFINISHED at WTH_"))).hasSize(UNFINISHED);
        assertThat(listed.out).doesNotContain("see --notices");
    }

    @Test
    @DisplayName("--json: the same counts for machines")
    void json() throws IOException {
        Cli.Result r = Cli.run("validate", "--json", "--notices", Cli.data("wthor").resolve("WTH_1981.wtb").toString());
        JsonObject o = JsonParser.parseString(r.out).getAsJsonObject();
        assertThat(o.get("games").getAsLong()).isEqualTo(153);
        assertThat(o.get("unfinished").getAsLong()).isEqualTo(3);
        assertThat(o.get("invalid").getAsLong()).isZero();
        assertThat(o.get("allValid").getAsBoolean()).isTrue();
        assertThat(o.getAsJsonObject("problemsByKind").get("UNFINISHED").getAsLong()).isEqualTo(3);
        JsonObject first = o.getAsJsonArray("problems").get(0).getAsJsonObject();
        assertThat(first.get("file").getAsString()).isEqualTo("WTH_1981.wtb");
        assertThat(first.has("game")).isTrue();
        assertThat(first.has("black")).isTrue();
        assertThat(first.has("white")).isTrue();
    }

    @Test
    @DisplayName("--json numbers places as the text does: the second game's sixth move is game 2, move 6, in both")
    void jsonCountsGamesAndMovesFromOne() throws IOException {
        Path file = tmp.resolve("onebad.txt");
        // the second line's 6th move, a1, is illegal: no line from a1 holds a white disc to flip
        Files.writeString(file, "f5d6c3d3c4f4f6f3e6e7\nf5d6c3d3c4a1\nf5f6e6f4e3\n");
        Cli.Result text = Cli.run("validate", file.toString());
        assertThat(text.status).isEqualTo(1);
        assertThat(text.out).contains("game 2").contains("move 6");
        Cli.Result r = Cli.run("validate", "--json", file.toString());
        assertThat(r.status).isEqualTo(1);
        JsonObject p = JsonParser.parseString(r.out).getAsJsonObject().getAsJsonArray("problems").get(0).getAsJsonObject();
        assertThat(p.get("kind").getAsString()).isEqualTo("ILLEGAL_MOVE");
        assertThat(p.get("game").getAsLong()).isEqualTo(2);
        assertThat(p.get("moveNumber").getAsInt()).isEqualTo(6);
        assertThat(p.get("move").getAsString()).isEqualTo("a1");
        assertThat(p.get("line").getAsInt()).isEqualTo(2);
        assertThat(p.get("text").getAsString()).contains("game 2");
    }

    @Test
    @DisplayName("GGF, eOthello CSV and transcript files of the testdata are valid")
    void otherFormats() throws IOException {
        List<String> args = new ArrayList<>(List.of("validate"));
        try (Stream<Path> ggf = Files.list(Cli.data("ggf"))) {
            ggf.filter(f -> f.toString().endsWith(".ggf")).sorted().forEach(f -> args.add(f.toString()));
        }
        for (String t : List.of("eothello-dataset-first1000.csv", "nboard-xot-large.txt", "welty-openings.txt")) {
            args.add(Cli.data("transcripts").resolve(t).toString());
        }
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        assertThat(r.status).as(r.out).isZero();
        // FORMATS §9: 24 finished GGF games and 1 unfinished (RE[?]), 1000 eOthello games, 10784 XOT lines, 86 openings
        assertThat(r.out).contains("eothello-dataset-first1000.csv: 1000 games\n").contains("nboard-xot-large.txt: 10784 games\n")
                .contains("welty-openings.txt: 86 games\n").contains("invalid: 0");
    }

    @Test
    @DisplayName("PGN: thor2pgn's WTH_1977 (12 games, passes not written) and the PlayOK sample (38-26, one pass) are valid")
    void pgn() {
        Path thor = Cli.data("pgn/thor2pgn-WTH_1977.pgn");
        Cli.Result r = Cli.run("validate", thor.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("games: 12, valid: 12 (finished 12, unfinished 0), invalid: 0").contains("every game is valid");

        Cli.Result playok = Cli.run("validate", Cli.data("pgn/playok-reversi-sample.pgn").toString());
        assertThat(playok.status).as(playok.toString()).isZero();
        assertThat(playok.out).contains("games: 1, valid: 1 (finished 1, unfinished 0), invalid: 0");
    }

    @Test
    @DisplayName("Opening lines with no result are counted partial, not unfinished, and the counts add up")
    void openingLinesArePartial() throws Exception {
        Path lines = tmp.resolve("openings.txt");
        Files.writeString(lines, "f5 d6 c3 d3 c4\nf5 f6 e6 f4\nf5 d6 c5 f4 e3 f6\n");
        Cli.Result r = Cli.run("validate", lines.toString());
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(r.out).contains("games: 3, valid: 3 (finished 0, unfinished 0, partial 3), invalid: 0");
        Cli.Result json = Cli.run("validate", "--json", lines.toString());
        JsonObject o = JsonParser.parseString(json.out).getAsJsonObject();
        assertThat(o.get("partial").getAsLong()).isEqualTo(3);
        assertThat(o.get("unfinished").getAsLong()).isZero();
    }

    @Test
    @DisplayName("PGN: a copy of the PlayOK game whose result says 26-38 is reported as a result mismatch, status 1")
    void pgnWrongResult() throws IOException {
        String text = Files.readString(Cli.data("pgn/playok-reversi-sample.pgn"), StandardCharsets.UTF_8).replace("38-26", "26-38");
        Path broken = tmp.resolve("wrong.pgn");
        Files.writeString(broken, text, StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", broken.toString());
        assertThat(r.status).as(r.toString()).isEqualTo(1);
        assertThat(r.out).contains("invalid: 1").contains("RESULT_MISMATCH").contains("t7m4o1k9a");
    }

    @Test
    @DisplayName("a broken copy: an illegal first move is reported with file, game, players, move number, move and reason; status 1")
    void brokenWthor() throws IOException {
        Path wthor = Cli.data("wthor");
        for (String f : List.of("WTH_1977.wtb", "WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(wthor.resolve(f), tmp.resolve(f));
        }
        byte[] bytes = Files.readAllBytes(tmp.resolve("WTH_1977.wtb"));
        bytes[16 + 8] = 11; // game 0, first move: a1 (FORMATS §3.2: 10 * row + column), which flips nothing
        Files.write(tmp.resolve("WTH_1977.wtb"), bytes);

        Cli.Result r = Cli.run("validate", tmp.resolve("WTH_1977.wtb").toString());
        assertThat(r.status).isEqualTo(1);
        assertThat(r.out).contains("games: 12, valid: 11 (finished 11, unfinished 0), invalid: 1")
                .contains("ILLEGAL_MOVE 1").contains("some games or files are not valid");
        String problem = r.out.lines().filter(l -> l.startsWith("ERROR ILLEGAL_MOVE")).findFirst().orElseThrow();
        assertThat(problem).contains("WTH_1977.wtb").contains("game 1").contains("Inoue Hiroshi").contains("Heiberg Thomas")
                .contains("move 1").contains("a1").contains("NO_FLIP");
    }

    @Test
    @DisplayName("a transcript with an illegal sixth move, and the custom variant's games validated with --rules")
    void transcriptsAndTheCustomVariant() throws IOException {
        Path games = tmp.resolve("games.txt");
        Files.writeString(games, "f5d6c3d3c4f4\nf5d6c3d3c4a1\n", StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("validate", games.toString());
        assertThat(r.status).isEqualTo(1);
        assertThat(r.out).contains("games: 2, valid: 1").containsPattern("ERROR ILLEGAL_MOVE at games.txt:2.*game 2.*move 6.*a1");

        // a1 is a hole of the default holes variant: the same line is illegal there for another reason
        Path holes = tmp.resolve("holes.txt");
        Files.writeString(holes, "f5d6c3d3c4f4\nf5d6c3d3c4a1\n", StandardCharsets.UTF_8);
        Cli.Result v = Cli.run("validate", "--rules", "holes", holes.toString());
        assertThat(v.out).contains("games: 2, valid: 1").contains("BLOCKED_SQUARE");
    }

    @Test
    @DisplayName("play --save: a transcript only of Othello (it names no rules), GGF with its rules; validate reads both back"
            + " as played, and a game of rules neither names is refused before it starts")
    void savedGamesNameTheirRules() throws IOException {
        Path holes = tmp.resolve("holes.txt");
        Cli.Result refused = Cli.run("play", "--rules", "holes", "-1", "random", "-2", "greedy", "--seed", "3", "--save", holes.toString());
        assertThat(refused.status).as(refused.toString()).isEqualTo(2);
        assertThat(refused.err).contains("a transcript does not name its rules").contains("holes");
        assertThat(refused.out).as("refused before the game is played").isEmpty();
        assertThat(holes).doesNotExist();
        Cli.Result ggfHoles = Cli.run("play", "--rules", "holes", "-1", "random", "-2", "greedy", "--save", tmp.resolve("h.ggf").toString());
        assertThat(ggfHoles.status).isEqualTo(2);
        assertThat(ggfHoles.err).contains("GGF cannot name the rules holes");
        assertThat(tmp.resolve("h.ggf")).doesNotExist();

        Path ten = tmp.resolve("ten.ggf");
        Cli.Result played = Cli.run("play", "--rules", "othello(size=10x10)", "-1", "random", "-2", "greedy", "--seed", "3",
                "--save", ten.toString());
        assertThat(played.status).as(played.toString()).isZero();
        assertThat(Files.readString(ten)).contains("TY[10]");
        Cli.Result v = Cli.run("validate", ten.toString());
        assertThat(v.status).as(v.toString()).isZero();
        assertThat(v.out).contains("games: 1, valid: 1 (finished 1");
        Path plain = tmp.resolve("plain.txt");
        assertThat(Cli.run("play", "-1", "random", "-2", "random", "--seed", "4", "--save", plain.toString()).status).isZero();
        assertThat(Cli.run("validate", plain.toString()).out).contains("games: 1, valid: 1 (finished 1");
        assertThat(Cli.run("play", "--rules", "othello(size=10x10)", "-1", "random", "-2", "random", "--save",
                tmp.resolve("ten.txt").toString()).err).contains("save to a .ggf file");
    }

    @Test
    @DisplayName("a missing file is a user mistake: status 2, one line, no stack trace")
    void missingFile() {
        Cli.Result r = Cli.run("validate", tmp.resolve("nope.wtb").toString());
        assertThat(r.status).isEqualTo(2);
        assertThat(r.err).contains("no such file").contains("nope.wtb").doesNotContain("Exception").hasLineCount(1);
    }
}
