package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A command whose standard output goes to one of its inputs ({@code reversi solve F >> F}, which would
 * read its own answers for ever) is refused before any work, with status 2 and the input untouched:
 * every command that reads a file is run as a real process with its output appended to that file,
 * and with the standard input and output on one file ({@code solve - < F >> F}).
 */
@EnabledOnOs(OS.LINUX)
class OutputIsInputTest {

    @TempDir
    Path dir;

    static Stream<Arguments> commands() {
        return Stream.of(
                Arguments.of("ffo/fforum-1-19.obf", "in.obf", List.of("solve", "in.obf")),
                Arguments.of("ffo/fforum-1-19.obf", "in.obf", List.of("validate", "in.obf")),
                Arguments.of("ffo/fforum-1-19.obf", "in.obf", List.of("validate", "--theoretical", "--sample", "1", "in.obf")),
                Arguments.of("transcripts/welty-openings.txt", "in.txt", List.of("render", "--game", "in.txt", "--number", "1")),
                Arguments.of("transcripts/welty-openings.txt", "in.txt", List.of("convert", "in.txt", "out.pgn")),
                Arguments.of("transcripts/welty-openings.txt", "in.txt",
                        List.of("match", "--openings", "in.txt", "--engine", "builtin:greedy", "--engine", "builtin:random",
                                "--games", "2")),
                Arguments.of("ffo/fforum-1-19.obf", "in.obf", List.of("solve", "-")));
    }

    @ParameterizedTest(name = "{2} >> {1}")
    @MethodSource("commands")
    void anOutputThatIsAnInputIsRefused(String data, String name, List<String> args) throws Exception {
        Path input = dir.resolve(name);
        Files.copy(Cli.data(data), input);
        byte[] before = Files.readAllBytes(input);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Reversi.class.getName()));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.appendTo(input.toFile()))
                .redirectError(dir.resolve("err.txt").toFile());
        if (args.contains("-")) {
            pb.redirectInput(input.toFile());
        }
        Process p = pb.start();
        boolean ended = p.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        assertThat(ended).as("the command ends; stderr: %s", err).isTrue();
        assertThat(p.exitValue()).as(err).isEqualTo(Reversi.USAGE);
        assertThat(err).contains("an input of this command").hasLineCount(1);
        assertThat(Files.readAllBytes(input)).as("the input is unchanged").isEqualTo(before);
        assertThat(dir.resolve("out.pgn")).doesNotExist();
    }
}
