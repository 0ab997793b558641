package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The command line's refusals, which come before Spark starts (its runs are in the README and the report). */
class BulkTest {

    static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bulk.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    @DisplayName("a bad command line exits with 2 and says what is wrong; no arguments at all show the usage")
    void badCommandLines() {
        assertThat(run()).satisfies(r -> {
            assertThat(r[0]).isEqualTo("2");
            assertThat(r[2]).contains("usage: bulk validate");
        });
        assertThat(run("frob", "x")[2]).contains("unknown command 'frob'");
        assertThat(run("validate")[2]).contains("no PATH given");
        assertThat(run("positions", "testdata/wthor")[2]).contains("positions needs --out FOLDER");
        assertThat(run("speed", "--runs", "0", "x")[2]).contains("--runs: expected 1 .. 100, got '0'");
        assertThat(run("speed", "--runs", "many", "x")[2]).contains("--runs: expected 1 .. 100, got 'many'");
        assertThat(run("validate", "--master")[2]).contains("--master needs a value");
        assertThat(run("validate", "--colour", "x")[2]).contains("unknown option --colour");
        assertThat(run("validate", "--colour", "x")[0]).isEqualTo("2");
        String[] missing = run("validate", "--master", "local[1]", "no/such/folder");
        assertThat(missing[0]).as(missing[2]).isEqualTo("2");
        assertThat(missing[2]).contains("no/such/folder").contains("does not exist");
        String[] help = run("--help");
        assertThat(help[0]).isEqualTo("0");
        assertThat(help[1]).contains("usage: bulk validate");
    }

    /** Arguments a careless or hostile user gives: each is exit 2 and one line that names what is wrong, no trace. */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "frob|unknown command 'frob'",
        "validate --format chess x|--format: no record format 'chess'",
        "validate --format wthor --format ggf x|--format is given twice",
        "validate --master bogus x|--master: not a Spark master URL",
        "validate --master local[0] x|--master: not a Spark master URL",
        "speed --runs 99999999999 x|--runs: expected 1 .. 100, got '99999999999'",
        "speed --runs +5 x|--runs: expected 1 .. 100, got '+5'",
        "speed --runs \u0663 x|--runs: expected 1 .. 100, got '\u0663'",
        "speed --runs -1 x|--runs: expected 1 .. 100, got '-1'",
        "speed --master local[2] x|--master is not an option of speed",
        "speed --symmetries x|--symmetries is an option of positions only",
        "validate --symmetries x|--symmetries is an option of positions only",
        "validate --out o x|--out is an option of positions only",
        "validate --runs 3 x|--runs is an option of speed only",
        "positions --out o --out p x|--out is given twice",
        "positions --out '' x|--out: an empty FOLDER",
        "validate ''|an empty PATH",
        "validate x --|unknown option --",
    })
    void hostileArgumentsAreOneSentence(String line, String message) {
        List<String> words = new java.util.ArrayList<>();
        for (String w : line.split(" ")) {
            words.add(w.equals("''") ? "" : w);
        }
        String[] r = run(words.toArray(String[]::new));
        assertThat(r[0]).as(r[2]).isEqualTo("2");
        assertThat(r[1]).isEmpty();
        assertThat(r[2]).startsWith("bulk: ").contains(message).doesNotContain("Exception", "\tat ");
        assertThat(r[2].strip()).as("one line").doesNotContain("\n");
    }
}
