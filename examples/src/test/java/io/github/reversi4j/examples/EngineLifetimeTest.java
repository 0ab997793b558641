package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No engine the program started outlives it, however it is stopped: the program runs as a real
 * process with a fake NBoard engine ({@code spinning-engine.sh}) that starts a child and a child in a
 * session of its own, then spins at full CPU on its first search; the program gets SIGTERM, SIGHUP
 * or SIGINT in the middle of that search, and every one of those processes must be gone once it has
 * exited.
 */
@EnabledOnOs(OS.LINUX)
class EngineLifetimeTest {

    @TempDir
    Path dir;

    static Stream<Arguments> stops() {
        return Stream.of(
                Arguments.of("validate", "TERM"),
                Arguments.of("validate", "HUP"),
                Arguments.of("validate", "INT"),
                Arguments.of("match", "TERM"));
    }

    @ParameterizedTest(name = "{0} stopped by SIG{1}")
    @MethodSource("stops")
    void noEngineOutlivesTheProgram(String command, String signal) throws Exception {
        Path script = EnginePids.script(dir, "spinning-engine.sh");
        Path pids = dir.resolve("engine.pids");
        String engine = "/bin/sh " + script + " " + pids;
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Reversi.class.getName()));
        if (command.equals("validate")) {
            cmd.addAll(List.of("validate", "--engine", engine, "--theoretical", Cli.data("ffo/fforum-1-19.obf").toString()));
        } else {
            cmd.addAll(List.of("match", "--engine", engine, "--engine", "builtin:greedy", "--games", "2", "--depth", "4"));
        }
        Process program = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!(Files.exists(Path.of(pids + ".search")) && EnginePids.read(pids).size() >= 3) && System.nanoTime() < until
                    && program.isAlive()) {
                Thread.sleep(50);
            }
            assertThat(EnginePids.read(pids)).as("the engine and its two children started; stderr: %s", err()).hasSize(3);
            assertThat(Path.of(pids + ".search")).as("the engine is searching").exists();
            Thread.sleep(500); // the engine's children are recorded while it runs
            new ProcessBuilder("kill", "-" + signal, Long.toString(program.pid())).start().waitFor(10, TimeUnit.SECONDS);
            assertThat(program.waitFor(30, TimeUnit.SECONDS)).as("the program ends on SIG%s", signal).isTrue();
            List<Long> all = EnginePids.read(pids);
            assertThat(EnginePids.aliveAfter(all, Duration.ofSeconds(5)))
                    .as("processes of %s left after SIG%s; stderr: %s", all, signal, err()).isZero();
        } finally {
            program.destroyForcibly();
            EnginePids.killAll(pids);
        }
    }

    /**
     * Off a terminal, a search that takes longer than the progress period still gets its progress
     * line on the standard error (the period shortened to a second here, a minute by default).
     */
    @org.junit.jupiter.api.Test
    void aLongSearchOffATerminalIsNotSilent() throws Exception {
        Path script = EnginePids.script(dir, "spinning-engine.sh");
        Path pids = dir.resolve("engine.pids");
        Process program = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + Heartbeat.PERIOD_PROPERTY + "=1", "-cp", System.getProperty("java.class.path"), Reversi.class.getName(),
                "validate", "--engine", "/bin/sh " + script + " " + pids, "--theoretical",
                Cli.data("ffo/fforum-1-19.obf").toString())
                .directory(dir.toFile()).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!err().contains("validate --theoretical: ") && System.nanoTime() < until && program.isAlive()) {
                Thread.sleep(100);
            }
            assertThat(err()).as("the standard error while the engine searches the first line")
                    .contains("validate --theoretical: fforum-1-19.obf: solving line 1; 0 scores checked, 0 differ, ");
        } finally {
            program.destroy();
            program.waitFor(30, TimeUnit.SECONDS);
            program.destroyForcibly();
            EnginePids.killAll(pids);
        }
    }

    private String err() throws IOException {
        return Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
    }
}
