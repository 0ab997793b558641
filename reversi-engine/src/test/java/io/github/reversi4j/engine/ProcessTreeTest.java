package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every way an engine ends leaves no process behind: fake engines ({@code fake-engine.sh}) start a child
 * that runs a grandchild, and an orphan whose parent exits at once (init adopts it), all holding the
 * engine's output open; after each path - close, a failed start, a refused greeting, a timeout, a
 * protocol error, an engine that dies, a reply too large, and a search that succeeds past a stray
 * line - every one of those processes is gone,
 * checked by their pids and by {@code ps} listing the engine's session.
 */
@EnabledOnOs(OS.LINUX)
class ProcessTreeTest {

    @TempDir
    Path dir;

    /** What the test does with the fake engine, and what it must end with. */
    record Path_(String mode, Protocol protocol, String action, Optional<Class<? extends EngineException>> expected) {
        @Override
        public String toString() {
            return mode + " (" + action + ") -> " + expected.map(Class::getSimpleName).orElse("no exception");
        }
    }

    static Stream<Arguments> paths() {
        return Stream.of(
                row("nboardclose", Protocol.NBOARD, "close", null),
                row("nboardignorequit", Protocol.NBOARD, "close", null),
                row("gtpclose", Protocol.GTP, "close", null),
                row("startfail", Protocol.NBOARD, "start", EngineTerminatedException.class),
                row("gtprefuse", Protocol.GTP, "start", EngineRefusedException.class),
                row("nboardhang", Protocol.NBOARD, "search", EngineTimeoutException.class),
                row("gtphang", Protocol.GTP, "search", EngineTimeoutException.class),
                row("gtpgarbage", Protocol.GTP, "search", EngineProtocolException.class),
                row("gtpstill", Protocol.GTP, "search", null),
                row("nboarddie", Protocol.NBOARD, "search", EngineTerminatedException.class),
                row("gtpdie", Protocol.GTP, "search", EngineTerminatedException.class),
                row("gtphuge", Protocol.GTP, "search", EngineOutputException.class),
                row("gtpstray", Protocol.GTP, "search", EngineOutputException.class));
    }

    private static Arguments row(String mode, Protocol p, String action, Class<? extends EngineException> expected) {
        return Arguments.of(new Path_(mode, p, action, Optional.ofNullable(expected)));
    }

    private List<String> command(String mode, Path pids) throws IOException {
        Path script = dir.resolve("fake-engine.sh");
        if (!Files.exists(script)) {
            try (InputStream in = ProcessTreeTest.class.getResourceAsStream("fake-engine.sh")) {
                Files.copy(in, script);
            }
        }
        return List.of("/bin/sh", script.toString(), mode, pids.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("paths")
    void everyPathEndsTheWholeProcessTree(Path_ path) throws Exception {
        Path pids = dir.resolve(path.mode() + ".pids");
        Files.createFile(pids);
        // a search that outlives these bounds is a timeout; a dead engine must be noticed long before the 60 s
        EngineOptions options = EngineOptions.defaults().withStartTimeout(Duration.ofSeconds(10))
                .withReplyTimeout(Duration.ofSeconds(2)).withCloseTimeout(Duration.ofMillis(500))
                .withSearchTimeout(path.mode().endsWith("hang") ? Duration.ofSeconds(2) : Duration.ofSeconds(60));
        Limit limit = path.protocol() == Protocol.NBOARD ? Limit.depth(4) : Limit.time(Duration.ofSeconds(1));
        long started = System.nanoTime();
        Optional<EngineException> thrown = Optional.empty();
        try {
            Engine e = Engine.start(path.protocol(), command(path.mode(), pids), options);
            waitForSpawns(pids, 4);
            try (e) {
                if (path.action().equals("search")) {
                    // Edax's line when a search overruns comes before the reply, and is skipped
                    assertThat(e.bestMove(GameRecord.parse("othello: f5"), limit).move())
                            .isEqualTo(io.github.reversi4j.core.Move.parse("f4"));
                }
            }
        } catch (EngineException x) {
            thrown = Optional.of(x);
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        List<Long> all = read(pids);
        int left = left(all);
        System.out.println(path + ": " + thrown.map(x -> x.getClass().getSimpleName() + ": " + x.getMessage())
                .map(m -> m.length() > 200 ? m.substring(0, 200) + "..." : m).orElse("-") + "; " + all.size()
                + " processes started, " + left + " left, " + millis + " ms");
        assertThat(thrown.<Class<?>>map(Object::getClass)).isEqualTo(path.expected().<Class<?>>map(c -> c));
        assertThat(all).as("the engine, its child, grandchild and orphan").hasSizeGreaterThanOrEqualTo(4);
        assertThat(left).as("processes left of " + all).isZero();
        assertThat(session(all.get(0))).as("processes of the engine's session").isEmpty();
        if (path.mode().endsWith("die")) {
            assertThat(millis).as("a dead engine is noticed when it dies, not at the 60 s search timeout")
                    .isLessThan(15_000);
        }
        if (path.mode().equals("startfail")) {
            assertThat(thrown.orElseThrow().stderrTail()).containsExactly("Cannot open data/eval.dat");
            assertThat(thrown.orElseThrow().getMessage()).contains("exit status 1", "Cannot open data/eval.dat");
        }
    }

    /** Waits until the fake engine has written the pids of its start. */
    private static void waitForSpawns(Path pids, int count) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (read(pids).size() < count && System.nanoTime() < until) {
            Thread.sleep(20);
        }
    }

    private static List<Long> read(Path pids) throws IOException {
        List<Long> out = new ArrayList<>();
        for (String l : Files.readAllLines(pids, StandardCharsets.UTF_8)) {
            if (!l.isBlank()) {
                out.add(Long.parseLong(l.strip()));
            }
        }
        return out;
    }

    /** How many of the processes are still alive, after a moment for the kill to land. */
    private static int left(List<Long> pids) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        int alive;
        do {
            alive = (int) pids.stream().filter(p -> ProcessHandle.of(p).map(ProcessHandle::isAlive).orElse(false)).count();
            if (alive > 0) {
                Thread.sleep(50);
            }
        } while (alive > 0 && System.nanoTime() < until);
        return alive;
    }

    /** The processes of a session, as {@code ps} lists them. */
    private static List<String> session(long sid) throws Exception {
        Process ps = new ProcessBuilder("ps", "-s", Long.toString(sid), "-o", "pid=").redirectErrorStream(true).start();
        String out = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        ps.waitFor(10, TimeUnit.SECONDS);
        return out.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    /**
     * A child that the engine starts in a session of its own (so neither the engine's session nor,
     * once the engine has died, its descendants list it) is killed when the engine dies, before anyone
     * closes the engine.
     */
    @org.junit.jupiter.api.Test
    void aChildInItsOwnSessionDiesWithTheEngine() throws Exception {
        Path pids = dir.resolve("session.pids");
        Files.createFile(pids);
        Path script = dir.resolve("session-engine.sh");
        Files.writeString(script, String.join("\n",
                "#!/bin/sh",
                "echo $$ >> \"$1\"",
                "setsid sh -c 'echo $$ >> \"$1\"; exec sleep 305' sh \"$1\" &",
                "while IFS=' ' read -r a b; do",
                "  case $a in ping) echo \"pong $b\" ;; go) echo '=== F5' ;; esac",
                "done", ""), StandardCharsets.UTF_8);
        EngineOptions options = EngineOptions.defaults().withStartTimeout(Duration.ofSeconds(10));
        try (Engine e = Engine.start(Protocol.NBOARD, List.of("/bin/sh", script.toString(), pids.toString()), options)) {
            waitForSpawns(pids, 2);
            List<Long> all = read(pids);
            assertThat(all).as("the engine and its child in a session of its own").hasSize(2);
            Thread.sleep(3 * EngineProcess.TRACK_PERIOD.toMillis()); // the child is recorded while the engine runs
            new ProcessBuilder("kill", "-KILL", Long.toString(all.get(0))).start().waitFor(10, TimeUnit.SECONDS);
            // the engine is not closed yet: its death alone must take the child with it
            assertThat(left(all)).as("processes left of " + all + " after the engine died").isZero();
        }
    }
}
