package io.github.reversi4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The command line's refusals, which come before Spark starts (its runs are in the README and the report). */
class BulkTest {

    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Bulk.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    @DisplayName("a bad command line exits with 2, says what is wrong and shows the usage")
    void badCommandLines() {
        assertThat(run()).satisfies(r -> {
            assertThat(r[0]).isEqualTo("2");
            assertThat(r[2]).contains("usage: bulk validate");
        });
        assertThat(run("frob", "x")[2]).contains("unknown command 'frob'");
        assertThat(run("validate")[2]).contains("no PATH given");
        assertThat(run("positions", "testdata/wthor")[2]).contains("positions needs --out FOLDER");
        assertThat(run("speed", "--runs", "0", "x")[2]).contains("--runs: expected 1 .. 100, got 0");
        assertThat(run("speed", "--runs", "many", "x")[2]).contains("--runs: not a number: 'many'");
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
}
