package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * A mistyped command line gets one line on the standard error, exit status 2, nothing on the standard
 * output: what is wrong, the nearest right word when one is near, and where the help is.
 */
class MistypedCommandLineTest {

    @ParameterizedTest(name = "reversi {0}")
    @CsvSource(delimiter = '|', textBlock = """
            prft 9                   | reversi: unknown command 'prft'; did you mean 'perft'? (`reversi --help` lists the commands)
            valdate x.wtb            | reversi: unknown command 'valdate'; did you mean 'validate'?
            --hlep                   | reversi: unknown option '--hlep'; did you mean '--help'?
            xyzzy                    | reversi: unknown command 'xyzzy' (`reversi --help` lists the commands)
            help prft                | reversi: unknown command 'prft'; did you mean 'perft'?
            perft 9 --rule othello   | reversi perft: unknown option '--rule'; did you mean '--rules'? (`reversi perft --help` shows the options)
            perft 9 --rulse=othello  | reversi perft: unknown option '--rulse'; did you mean '--rules'?
            perft 9 -x               | reversi perft: unknown option '-x' (`reversi perft --help` shows the options)
            perft 9 extra            | reversi perft: unexpected argument 'extra'
            perft nine               | reversi perft: invalid DEPTH: 'nine' is not a whole number
            perft                    | reversi perft: missing required parameter: 'DEPTH'
            perft 9 --rules othelo   | reversi perft: unknown rule set 'othelo'; known:
            play --first humen       | reversi play: invalid value for option '--first'
            render                   | reversi render: missing required argument
            rules foo                | reversi rules: unexpected argument 'foo'
            """)
    void oneLineExitTwo(String commandLine, String expected) {
        Cli.Result r = Cli.run(commandLine.split(" "));
        assertThat(r.status).as(r.toString()).isEqualTo(2);
        assertThat(r.out).as(r.toString()).isEmpty();
        assertThat(r.err.lines().toList()).as(r.toString()).hasSize(1);
        assertThat(r.err).as(r.toString()).startsWith(expected.strip());
    }

    @Test
    void anUnknownRuleSetSuggestsTheNearestId() {
        Cli.Result r = Cli.run("perft", "3", "--rules", "othelo");
        assertThat(r.err.strip()).as(r.toString()).endsWith("did you mean 'othello'?");
    }

    @Test
    void theNearestWordIsOnlySuggestedWhenItIsNear() {
        assertThat(Reversi.suggestion("prft", List.of("perft", "play", "rules"))).isEqualTo("; did you mean 'perft'?");
        assertThat(Reversi.suggestion("--rulse", List.of("--rules", "--size"))).isEqualTo("; did you mean '--rules'?");
        assertThat(Reversi.suggestion("xyzzy", List.of("perft", "play", "rules"))).isEmpty();
        assertThat(Reversi.suggestion("-x", List.of("-r", "-s"))).isEmpty();
        assertThat(Reversi.suggestion("perft", List.of())).isEmpty();
    }
}
