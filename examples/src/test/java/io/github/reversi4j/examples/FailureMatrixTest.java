package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every command, every output path (standard output, a file, a file with --force) and every failure the operating
 * system can give them - a full disk ({@code /dev/full}), a closed pipe, a read-only folder, a file size limit
 * ({@code ulimit -f} in the child's shell), an existing file, one bad input among good ones - run as users run the
 * program: a JVM of its own under bash, so that the streams are the operating system's. Each row asserts the exit
 * status, the message, and that no file that was there changed (inputs and existing outputs byte for byte) and no
 * temporary file is left; the files a row may create are named.
 */
class FailureMatrixTest {

    @TempDir
    Path tmp;

    @BeforeAll
    static void bash() {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")) && Files.exists(Path.of("/dev/full")),
                "needs bash and /dev/full (Linux)");
    }

    private static final String GOOD = "f5d6c3d3c4f4f6f3e6e7\nf5f6e6f4e3\n";
    /** The second game's 6th move, a1, is illegal. */
    private static final String ONE_BAD = "f5d6c3d3c4f4f6f3e6e7\nf5d6c3d3c4a1\nf5f6e6f4e3\n";

    private void files() throws IOException {
        Files.writeString(tmp.resolve("good.txt"), GOOD);
        Files.writeString(tmp.resolve("onebad.txt"), ONE_BAD);
        Files.writeString(tmp.resolve("manybad.txt"), ONE_BAD.repeat(100));
        Files.writeString(tmp.resolve("hugebad.txt"), ONE_BAD.repeat(1000)); // 1000 errors listed: far more than a pipe holds
        Files.write(tmp.resolve("cut.wtb"), Arrays.copyOf(Files.readAllBytes(Cli.data("wthor/WTH_1977.wtb")), 16 + 68 * 3 + 20));
        Path names = Files.createDirectories(tmp.resolve("names"));
        Files.copy(Cli.data("wthor/WTH_1977.wtb"), names.resolve("WTH_1977.wtb"));
        Files.write(names.resolve("wthor.jou"), new byte[] {20, 26, 11, 27, 0, 0, 0, 0, 5, 0}); // a header cut short
        Files.copy(Cli.data("wthor/WTHOR.TRN"), names.resolve("WTHOR.TRN"));
        Files.writeString(tmp.resolve("keep.pgn"), "[Event \"kept\"]\n\nf5 *\n");
        Files.writeString(tmp.resolve("keep.svg"), "<svg/>\n");
        Files.write(tmp.resolve("empty.ggf"), new byte[0]);
        Files.copy(Cli.data("wthor/WTH_1977.wtb"), tmp.resolve("WTH_1977.wtb"));
        Files.copy(Cli.data("wthor/WTH_1981.wtb"), tmp.resolve("WTH_1981.wtb")); // 153 games: 10 kB
    }

    /** Name to digest of every file of the folder. */
    private Map<String, String> snapshot() throws Exception {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.list(tmp)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                m.put(p.getFileName().toString(), Files.isRegularFile(p) ? HexFormat.of().formatHex(
                        MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))) : "dir");
            }
        }
        return m;
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.DisplayName("numbers: ASCII digits only, no plus sign, no exponent or NaN, bounded, in every command")
    void numbersAreAsciiDigits() {
        String[][] lines = {
            {"perft", "\u0663"}, {"perft", "+3"}, {"perft", "\uFF13"}, {"perft", "99999999999999999999"}, {"perft", "3e0"},
            {"play", "--depth", "\u0664"}, {"play", "--time-limit", "NaN"}, {"play", "--time-limit", "1e3"},
            {"play", "--seed", "+1"}, {"render", "--moves", "f5", "--square-size", "+40"},
            {"validate", "--max-problems", "\u0661", "x"}, {"render", "--game", "x", "--number", "0x1"},
            {"render", "--game", "x", "--number", "\u0662"}, {"render", "--moves", "f5", "--square-size", "\u0664\u0660"},
            {"validate", "--theoretical", "--sample", "\u0663", "x.wtb"},
            {"validate", "--theoretical", "--threads", "\u0662", Cli.data("wthor/WTH_1977.wtb").toString()},
            {"validate", "--theoretical", "--hash", "\uFF16\uFF14", Cli.data("wthor/WTH_1977.wtb").toString()},
        };
        for (String[] args : lines) {
            Cli.Result r = Cli.run(args);
            assertThat(r.status).as(String.join(" ", args) + "\n" + r).isEqualTo(2);
            assertThat(r.err).as(String.join(" ", args)).contains("ASCII digits").doesNotContain("\tat ");
        }
        assertThat(Cli.run("perft", "2").status).isZero();
        assertThat(Cli.run("perft", "-1").err).contains("DEPTH must be between 1 and 60");
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.DisplayName("no typed line is an internal error: seeded random lines to play, solo and play's"
            + " variants (squares off the board, colors, lines, control and bidi characters, huge lines)")
    void noTypedLineIsAnInternalError() {
        long seed = 0x5EED2026L;
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        String[] pieces = {"X", "O", "x:", "a0", "p17", "z9", "i9", "d3", "c4", "f5", "d3>ne", "<>", ">", ":", " ", "\t",
            "pass", "stop", "\u202E", "\u0000", "\u0663", "-", "99999999999", "q1", "a", "X a0", "O z99", "\uD800"};
        String[][] commands = {{"play", "-1", "human", "-2", "human"}, {"solo", "--seed", "1"},
            {"play", "--rules", "reversi-single-line", "-1", "human", "-2", "random", "--seed", "2"}};
        for (int run = 0; run < 60; run++) {
            StringBuilder in = new StringBuilder();
            int lines = 1 + random.nextInt(30);
            for (int l = 0; l < lines; l++) {
                int parts = random.nextInt(5);
                for (int k = 0; k < parts; k++) {
                    in.append(pieces[random.nextInt(pieces.length)]);
                }
                if (random.nextInt(20) == 0) {
                    in.append("d".repeat(LineInput.MAX_LINE + random.nextInt(3)));
                }
                in.append(random.nextBoolean() ? "\n" : random.nextBoolean() ? "\r\n" : "\r");
            }
            String[] args = commands[run % commands.length];
            Cli.Result r = Cli.withInput(in.toString(), args);
            assertThat(r.status).as("seed " + seed + ", run " + run + ", " + String.join(" ", args) + ", input "
                    + Messages.quote(in) + "\n" + r.err).isIn(0, 1);
            assertThat(r.err).doesNotContain("internal error");
        }
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiterString = " :: ", quoteCharacter = '"', value = {
        // command and output path :: bash line ($R runs the program) :: status :: message on stderr (- none) :: files it may create (- none)
        "rules, stdout full :: $R rules > /dev/full :: 2 :: cannot write the standard output: No space left on device :: -",
        "rules, stdout closed pipe :: $R rules | true; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "rules --help, stdout full :: $R rules --help > /dev/full :: 2 :: cannot write the standard output :: -",
        "perft, stdout full :: $R perft 5 > /dev/full :: 2 :: cannot write the standard output: No space left on device :: -",
        "perft, stdout closed pipe :: $R perft 9 | true; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "perft, Arabic-Indic digit :: $R perft $'\\xd9\\xa3' :: 2 :: is not a whole number in ASCII digits :: -",
        "perft, plus sign :: $R perft +3 :: 2 :: '+3' is not a whole number in ASCII digits :: -",
        "perft, 20 digits :: $R perft 99999999999999999999 :: 2 :: is not a whole number in ASCII digits :: -",
        "validate, stdout full :: $R validate good.txt > /dev/full :: 2 :: cannot write the standard output :: -",
        "validate --json, stdout full :: $R validate --json WTH_1977.wtb > /dev/full :: 2 :: cannot write the standard output: No space left on device :: -",
        "validate --json, closed pipe :: $R validate --json WTH_1977.wtb | true; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "validate --json, size limit :: ulimit -f 1; $R validate --json manybad.txt > v.json; exit $? :: 2 :: cannot write the standard output: File too large :: v.json",
        "validate, one bad among good :: $R validate good.txt onebad.txt :: 1 :: - :: -",
        "validate, closed pipe after one byte :: $R validate hugebad.txt | head -c1 > /dev/null; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "validate --json, closed pipe after one byte :: $R validate --json hugebad.txt | head -c1 > /dev/null; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "validate, cut file among good :: $R validate good.txt cut.wtb WTH_1977.wtb > /dev/null :: 1 :: - :: -",
        "validate, bad name file beside, among good :: $R validate good.txt names/WTH_1977.wtb > /dev/null :: 1 :: - :: -",
        "convert, bad name file beside the input :: $R convert names/WTH_1977.wtb out.pgn :: 1 :: wthor.jou :: -",
        "convert .wtb, size limit :: ulimit -f 1; $R convert WTH_1981.wtb new.wtb :: 2 :: File too large; nothing was written to new.wtb :: -",
        "convert .wtb, stdout full :: $R convert WTH_1977.wtb new.wtb > /dev/full :: 2 :: cannot write the standard output :: new.wtb WTHOR.JOU WTHOR.TRN",
        "render --svg -, stdout full :: $R render --moves f5d6 --svg - > /dev/full :: 2 :: cannot write the standard output: No space left on device :: -",
        "render --svg -, closed pipe :: $R render --moves f5d6 --svg - | true; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "render --svg -, size limit :: ulimit -f 1; $R render --moves f5d6 --square-size 200 --svg - > s.svg; exit $? :: 2 :: cannot write the standard output: File too large :: s.svg",
        "render --svg FILE, size limit :: ulimit -f 1; $R render --moves f5d6 --square-size 200 --svg new.svg > /dev/null :: 2 :: cannot write new.svg: File too large; nothing was written :: -",
        "render --svg FILE --force, size limit :: ulimit -f 1; $R render --moves f5d6 --square-size 200 --force --svg keep.svg > /dev/null :: 2 :: cannot write keep.svg: File too large :: -",
        "render --svg FILE, existing :: $R render --moves f5d6 --svg keep.svg > /dev/null :: 2 :: keep.svg exists and would be overwritten (use --force to replace it) :: -",
        "render --svg FILE, read-only folder :: $R render --moves f5d6 --svg /sys/x.svg > /dev/null :: 2 :: cannot write /sys/x.svg :: -",
        "render --game, invalid game :: $R render --game onebad.txt --number 2 :: 1 :: game 2 of onebad.txt is not valid, so it is not drawn :: -",
        "render --game, no such game :: $R render --game good.txt --number 3 :: 2 :: has 2 games; there is no game 3 (they count from 1) :: -",
        "convert FILE, size limit :: ulimit -f 1; $R convert WTH_1977.wtb out.pgn :: 2 :: out.pgn: cannot write: File too large; nothing was written to out.pgn :: -",
        "convert FILE --force, size limit :: ulimit -f 1; $R convert --force WTH_1977.wtb keep.pgn :: 2 :: keep.pgn: cannot write: File too large; nothing was written to keep.pgn :: -",
        "convert FILE, existing :: $R convert good.txt keep.pgn :: 2 :: keep.pgn exists and would be overwritten :: -",
        "convert --force, no game :: $R convert --force empty.ggf keep.pgn :: 1 :: empty.ggf holds no game; keep.pgn was left as it was :: -",
        "convert .wtb, no game :: $R convert empty.ggf new.wtb :: 1 :: empty.ggf holds no game; new.wtb was not created :: -",
        "convert, read-only folder :: $R convert good.txt /sys/out.ggf :: 2 :: cannot write /sys/out.ggf :: -",
        "convert, one bad among good :: $R convert onebad.txt out.ggf :: 1 :: skipped onebad.txt :: out.ggf",
        "convert, stdout full :: $R convert good.txt out.ggf > /dev/full :: 2 :: cannot write the standard output :: out.ggf",
        "convert, device as output :: $R convert good.txt /dev/full :: 2 :: cannot write /dev/full: it is a character device :: -",
        "play, stdout full :: $R play -1 random -2 random --seed 1 > /dev/full :: 2 :: cannot write the standard output :: -",
        "play, stdout closed pipe :: $R play -1 random -2 random --seed 1 | true; exit ${PIPESTATUS[0]} :: 141 :: - :: -",
        "play --save, rules it cannot name :: $R play --rules holes -1 random -2 random --save game.txt :: 2 :: a transcript does not name its rules :: -",
        "play --save FILE, existing :: $R play -1 random -2 random --save keep.pgn :: 2 :: keep.pgn exists and would be overwritten :: -",
        "play, one 20 MB line :: head -c 20000000 /dev/zero | tr '\\0' d | $R play > /dev/null :: 1 :: - :: -",
        "solo, a square off the board :: printf 'X a0\\nq\\n' | $R solo :: 1 :: - :: -",
        "solo, stdout full :: printf 'q\\n' | $R solo > /dev/full :: 2 :: cannot write the standard output :: -",
        "solve, stdout full :: printf '%s\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R solve - > /dev/full :: 2 :: cannot write the standard output :: -",
        "solve, stdout closed pipe :: printf '%s\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R solve - | true; exit ${PIPESTATUS[1]} :: 141 :: - :: -",
        "solve, Arabic-Indic digit :: $R solve --threads $'\\xd9\\xa3' - < /dev/null :: 2 :: in ASCII digits :: -",
        "solve, one bad line among good :: printf '%s\\nzz;\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R solve - :: 1 :: <stdin>:2: :: -",
        "solve --all --json, stdout full :: printf '%s\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R solve --all --json - > /dev/full :: 2 :: cannot write the standard output :: -",
        "solve --all --json, stdout closed pipe :: printf '%s\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R solve --all --json - | true; exit ${PIPESTATUS[1]} :: 141 :: - :: -",
        "evaluate --depth, stdout full :: printf '%s\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R evaluate --depth 6 - > /dev/full :: 2 :: cannot write the standard output :: -",
        "evaluate --depth --json, stdout closed pipe :: printf '%s\\n' '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X;' | $R evaluate --depth 6 --json - | true; exit ${PIPESTATUS[1]} :: 141 :: - :: -",
    })
    void failure(String row, String line, int status, String message, String created) throws Exception {
        files();
        Map<String, String> before = snapshot();
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder("/bin/bash", "-c", "R() { \"$JAVA\" -Xmx64m -cp \"$CP\" " + Reversi.class.getName()
                + " \"$@\"; }; " + line.replace("$R", "R")).directory(tmp.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("JAVA", java);
        pb.environment().put("CP", System.getProperty("java.class.path"));
        pb.environment().remove("REVERSI_DEBUG");
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(row + "\n" + err).isEqualTo(status);
        if (message.equals("-")) {
            assertThat(err).as(row).doesNotContain("reversi");
        } else {
            assertThat(err).as(row).contains(message).doesNotContain("\tat ", "internal error");
        }
        Map<String, String> after = snapshot();
        List<String> allowed = created.equals("-") ? List.of() : List.of(created.split(" "));
        Map<String, String> kept = new TreeMap<>(after);
        allowed.forEach(kept::remove);
        assertThat(kept).as(row + ": every file as it was, nothing else (no temporary file)").isEqualTo(before);
        for (String c : allowed) {
            if (c.equals("v.json") || c.equals("s.svg")) {
                continue; // the shell's redirection, not the program's file
            }
            assertThat(tmp.resolve(c)).as(row).exists();
            assertThat(Files.size(tmp.resolve(c))).as(row).isPositive();
        }
        List<String> temps = new ArrayList<>();
        after.keySet().stream().filter(n -> n.endsWith(".tmp")).forEach(temps::add);
        assertThat(temps).isEmpty();
    }
}
