package io.github.reversi4j.examples;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.testkit.ReferenceReversi;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every command line of the README that runs the {@code reversi} program runs here, as a newcomer
 * would type it, in the README's order (the {@code holes} game that {@code play --save} writes is the
 * one {@code validate} then checks), and does what the README says it does. The lines are read from
 * the README itself, so a command cannot be added, changed or mistyped there without this test
 * running it.
 *
 * <p>The program runs in-process: {@code testdata/...} arguments are the repository's data folder,
 * other file names are in a folder that holds what a fresh clone holds at its top (the tracked files,
 * so that an output named like one of them meets it, as a user's would), and the people of
 * {@code play} type every square in turn until one is legal. The lines that need Edax in
 * {@code ~/edax} run with the Edax folder the system property {@code reversi4j.edax} names, and are
 * skipped without it.
 */
class ReadmeCommandsTest {

    private static final String JAR = "java -jar examples/target/reversi.jar ";
    private static final String CLASS_PATH = "java -cp examples/target/reversi.jar:";
    private static final long[] PUBLISHED = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
    private static final Pattern FENCE = Pattern.compile("(?m)^```(\\w*)[^\\n]*\\n(.*?)^```", Pattern.DOTALL);
    private static final Pattern OUTPUT_FILE = Pattern.compile("[\\w.-]+\\.(pgn|svg|txt|ggf|wtb|obf|csv)");

    /** One README line that runs the program: its line number and its arguments. */
    private static final class Command {
        final int line;
        final List<String> args;

        Command(int line, List<String> args) {
            this.line = line;
            this.args = args;
        }

        String sub() {
            return args.get(0);
        }

        @Override
        public String toString() {
            return "README.md line " + line + ": reversi " + String.join(" ", args);
        }
    }

    @Test
    @DisplayName("perft 9 prints the published counts 4 .. 3005288")
    void perftNinePrintsThePublishedCounts() {
        assertThat(leaves(Cli.run("perft", "9"))).containsExactlyElementsOf(Arrays.stream(PUBLISHED).boxed().toList());
    }

    @Test
    @DisplayName("the README's first command is perft 9 and prints the published counts")
    void theReadmePerftCommandPrintsThePublishedCounts() throws Exception {
        Optional<Command> first = commands().stream().filter(c -> c.sub().equals("perft")).findFirst();
        assertThat(first).as("a README line running '" + JAR + "perft ...'").isPresent();
        assertThat(first.get().args).as("the README's perft arguments").containsExactly("perft", "9");
        assertThat(leaves(Cli.run("perft", "9"))).containsExactlyElementsOf(Arrays.stream(PUBLISHED).boxed().toList());
    }

    @Test
    void theReadmeShowsEverySubcommandInItsTableAndRunsMostOfThem() throws Exception {
        Cli.Result help = Cli.run("--help");
        Matcher m = Pattern.compile("(?m)^  (\\w+)\\s{2,}").matcher(help.out);
        Set<String> subcommands = new LinkedHashSet<>();
        while (m.find()) {
            subcommands.add(m.group(1));
        }
        subcommands.remove("help");
        assertThat(subcommands).as(help.out).contains("rules", "perft", "play", "validate", "match");
        String readme = readme();
        for (String sub : subcommands) {
            assertThat(readme).as("the README's table of commands has a row for '%s'", sub).contains("| `" + sub);
        }
        Set<String> run = commands().stream().map(Command::sub).collect(Collectors.toSet());
        assertThat(run).as("README commands").containsAll(subcommands.stream().filter(s -> !s.equals("engine")).toList());
    }

    @TestFactory
    Stream<DynamicTest> everyReadmeCommandRunsAndDoesWhatTheReadmeSays() throws Exception {
        List<Command> commands = commands();
        assertThat(commands).hasSizeGreaterThan(10);
        // a folder of its own, with what a fresh clone has at its top
        Path dir = Files.createDirectories(ReadmeCodeTest.userFolder().resolveSibling("commands"));
        for (Path top : listTop(ReadmeCodeTest.userFolder())) {
            if (Files.isRegularFile(top, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.copy(top, dir.resolve(top.getFileName().toString()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return commands.stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> run(c, dir)));
    }

    private static List<Path> listTop(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.sorted().toList();
        }
    }

    /** The README's Edax folder, as its lines write it. */
    static final String EDAX = "$HOME/edax";

    private static void run(Command c, Path dir) throws Exception {
        String edax = System.getProperty("reversi4j.edax", "");
        assumeTrue(c.args.stream().noneMatch(a -> a.contains(EDAX)) || !edax.isBlank(),
                "needs Edax: -Dreversi4j.edax=DIR, the folder the README builds it in");
        List<String> args = new ArrayList<>();
        for (String a : c.args) {
            args.addAll(argument(a.replace(EDAX, edax), dir));
        }
        String input = c.sub().equals("play") ? everySquareInTurn(c.args.toString().contains("single-line"))
                : c.sub().equals("solo") ? "X c4\nstop\n" : "";
        Cli.Result r = Cli.withInput(input, args.toArray(new String[0]));
        String what = c + "\n" + (r.out.length() > 4000 ? r.out.substring(r.out.length() - 4000) : r.out) + "\n--- err\n" + r.err;
        assertThat(r.status).as(what).isZero();
        String joined = String.join(" ", c.args);
        switch (c.sub()) {
            case "rules":
                for (String id : readmeRuleSetIds()) {
                    assertThat(r.out).as(what).containsPattern("(?m)^" + Pattern.quote(id) + " - ");
                }
                assertThat(r.out).as(what).containsPattern("(?m)^holes - ");
                break;
            case "perft":
                int depth = Integer.parseInt(c.args.get(1));
                int side = joined.contains("--size 6x6") ? 6 : 8;
                // anti-othello plays Othello's moves (RULES §X2): the independent reference counts them
                List<Long> expected = new ArrayList<>();
                for (int d = 1; d <= depth; d++) {
                    expected.add(ReferenceReversi.crossedStart(side, side).perft(d, false));
                }
                assertThat(leaves(r)).as(what).containsExactlyElementsOf(expected);
                break;
            case "play":
                assertThat(r.out).as(what).contains("Game over");
                break;
            case "solo":
                assertThat(r.out).as(what).contains("Score:");
                break;
            case "validate":
                if (joined.contains("wthor/*.wtb")) {
                    // the WTHOR database 1977-2009: 105 025 games, 413 of them unfinished (testdata/wthor/SOURCE.md)
                    assertThat(r.out).as(what).contains("games: 105025, valid: 105025 (finished 104612, unfinished 413), invalid: 0");
                } else if (joined.contains(EDAX)) {
                    // Edax's exact scores agree with WTHOR's and FFO's (status 0 says so too)
                    assertThat(r.out).as(what).contains("theoretical scores: ").contains(" 0 differ");
                } else if (joined.contains("--theoretical")) {
                    // --sample 1: the first game of 1977, solved by the built-in solver from the header's 24 empties
                    assertThat(r.out).as(what).contains("games: 12, valid: 12").contains("theoretical scores: 1 checked, 0 differ");
                } else if (joined.contains("--json")) {
                    assertThat(r.out).as(what).contains("\"allValid\": true").contains("\"invalid\": 0");
                } else {
                    assertThat(r.out).as(what).contains("games: 1, valid: 1 (finished 1");
                }
                break;
            case "convert":
                Path in = Path.of(args.get(args.size() - 2));
                Path out = Path.of(args.get(args.size() - 1));
                assertThat(moves(out, RecordFormat.byFileName(out.toString()).orElseThrow()))
                        .as(what).isNotEmpty()
                        .isEqualTo(moves(in, RecordFormat.byFileName(in.toString()).orElseThrow()));
                break;
            case "render":
                Path svg = Path.of(args.get(args.indexOf("--svg") + 1));
                assertThat(DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile())
                        .getDocumentElement().getTagName()).as(what).isEqualTo("svg");
                assertThat(r.out).as(what).contains("to move");
                break;
            case "match":
                Path games = Path.of(args.get(args.indexOf("-o") + 1));
                int count = Integer.parseInt(args.get(args.indexOf("--games") + 1));
                assertThat(r.out).as(what).startsWith(count + " games");
                assertThat(moves(games, RecordFormat.byFileName(games.toString()).orElseThrow())).as(what).hasSize(count);
                break;
            case "solve":
                if (joined.contains("fforum-1-19")) {
                    // FFO #1-#19: one line each, #1's published answer first (testdata/ffo/SOURCE.md)
                    assertThat(r.out.lines()).as(what).hasSize(19);
                    assertThat(r.out.lines().findFirst().orElseThrow()).as(what).endsWith(" X; G8:+18;");
                } else {
                    // 4x4 Othello is a White win, 11-3 on the discs: -10 with the empty squares to White
                    assertThat(r.out).as(what).contains(":-10;");
                }
                break;
            case "evaluate":
                // FFO #1-#19: one line each; #1 is 14 empties from the end, so a 4-ply search names a move of its own
                assertThat(r.out.lines()).as(what).hasSize(19);
                break;
            default:
                throw new AssertionError("a README command this test does not check yet: " + c);
        }
    }

    /** A README argument as the program gets it: data from the repository's data folder, other files in {@code dir}. */
    private static List<String> argument(String a, Path dir) throws IOException {
        if (a.startsWith("testdata/")) {
            String relative = a.substring("testdata/".length());
            if (!relative.contains("*")) {
                return List.of(Cli.data(relative).toString());
            }
            Path folder = Cli.data(relative.substring(0, relative.lastIndexOf('/')));
            List<String> files = new ArrayList<>();
            try (DirectoryStream<Path> s = Files.newDirectoryStream(folder, relative.substring(relative.lastIndexOf('/') + 1))) {
                s.forEach(p -> files.add(p.toString()));
            }
            files.sort(null);
            assertThat(files).as(a).isNotEmpty();
            return files;
        }
        if (!a.startsWith("-") && OUTPUT_FILE.matcher(a).matches()) {
            return List.of(dir.resolve(a).toString());
        }
        return List.of(a);
    }

    /** The valid games of a file, each as its moves without passes (formats differ in writing them). */
    private static List<List<Move>> moves(Path file, RecordFormat format) throws Exception {
        List<List<Move>> games = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file);
             GameReader reader = format.reader(in, file.getFileName().toString(), FormatOptions.defaults())) {
            for (CheckedGame g : reader) {
                assertThat(g.isValid()).as("%s: %s", file, g).isTrue();
                games.add(g.record().map(GameRecord::moves).orElseThrow().stream().filter(m -> !m.isPass()).toList());
            }
        }
        return games;
    }

    /**
     * What people type in {@code play}: every square of the board in turn, again and again, so that
     * each finds a legal move within one round (with each line named too, for the single-line variant).
     */
    private static String everySquareInTurn(boolean lines) {
        StringBuilder round = new StringBuilder();
        for (int row = 1; row <= 8; row++) {
            for (char col = 'a'; col <= 'h'; col++) {
                round.append(col).append(row).append('\n');
                if (lines) {
                    for (String d : List.of("n", "ne", "e", "se", "s", "sw", "w", "nw")) {
                        round.append(col).append(row).append('>').append(d).append('\n');
                    }
                }
            }
        }
        return round.toString().repeat(64);
    }

    /** The ids of the README's table of rule sets. */
    private static List<String> readmeRuleSetIds() throws IOException {
        String readme = readme();
        String table = readme.substring(readme.indexOf("## Rule sets"), readme.indexOf("### Writing your own variant"));
        Matcher m = Pattern.compile("(?m)^\\| `([a-z-]+)` \\|").matcher(table);
        List<String> ids = new ArrayList<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        assertThat(ids).contains("othello", "reversi-ravensburger");
        return ids;
    }

    private static List<Long> leaves(Cli.Result r) {
        assertThat(r.status).as(r.toString()).isZero();
        List<Long> leaves = new ArrayList<>();
        for (String row : r.out.split("\\R")) {
            String[] cells = row.strip().split("\\s+");
            if (cells.length == 4 && cells[0].matches("\\d+")) {
                leaves.add(Long.parseLong(cells[1]));
            }
        }
        return leaves;
    }

    /** Every line of the README's {@code sh} blocks that runs {@code java -jar examples/target/reversi.jar}. */
    static List<Command> commands() throws IOException, NoSuchMethodException {
        String readme = readme();
        List<Command> commands = new ArrayList<>();
        Matcher m = FENCE.matcher(readme);
        while (m.find()) {
            if (!m.group(1).equals("sh")) {
                continue;
            }
            int line = 1 + (int) readme.substring(0, m.start(2)).chars().filter(ch -> ch == '\n').count();
            for (String text : m.group(2).split("\n", -1)) {
                for (String part : text.split("&&")) {
                    part = part.strip();
                    if (part.startsWith(JAR)) {
                        commands.add(new Command(line, words(part.substring(JAR.length()))));
                    } else if (part.startsWith(CLASS_PATH)) {
                        // a variant of the reader's own on the class path: the program's main class by name
                        // (OutsideVariantTest runs it so); the command itself needs the reader's classes
                        List<String> w = words(part);
                        assertThat(w).as("README.md line %d", line).hasSizeGreaterThan(4);
                        assertThat(w.get(3)).as("README.md line %d names the main class", line).isEqualTo(Reversi.class.getName());
                        assertThat(Reversi.class.getMethod("main", String[].class)).isNotNull();
                    } else {
                        assertThat(part).as("README.md line %d runs the program only as '%s...'", line, JAR)
                                .doesNotContain("reversi.jar").doesNotStartWith("reversi ");
                    }
                }
                line++;
            }
        }
        return commands;
    }

    /** The words of a shell line, quotes removed, up to a {@code #} comment. */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    word.append(ch);
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                word = word == null ? new StringBuilder() : word;
            } else if (Character.isWhitespace(ch)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else if (ch == '#' && word == null) {
                break;
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(ch);
            }
        }
        assertThat((int) quote).as("quotes closed in: %s", line).isZero();
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    static String readme() throws IOException {
        return Files.readString(ReadmeCodeTest.root().resolve("README.md"), StandardCharsets.UTF_8);
    }
}
