package io.github.reversi4j.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The processes a fake engine script records, one pid a line, in a file of the test's folder: read,
 * awaited and killed, so that a test can tell whether any outlived the program that started them.
 */
final class EnginePids {

    private EnginePids() {
    }

    /** The pids written so far. */
    static List<Long> read(Path pids) throws IOException {
        return Files.readAllLines(pids, StandardCharsets.UTF_8).stream().map(String::strip).filter(l -> !l.isEmpty())
                .map(Long::parseLong).toList();
    }

    /** How many of the processes are alive once each has ended or the time is spent. */
    static long aliveAfter(List<Long> pids, Duration wait) throws InterruptedException {
        List<ProcessHandle> handles = pids.stream().map(ProcessHandle::of).flatMap(Optional::stream).toList();
        CompletableFuture<?> all = CompletableFuture.allOf(handles.stream().map(ProcessHandle::onExit)
                .toArray(CompletableFuture[]::new));
        try {
            all.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            // some are still alive: counted below
        }
        return handles.stream().filter(ProcessHandle::isAlive).count();
    }

    /** Kills what is left of the recorded processes (the clean-up of a test, whatever happened). */
    static void killAll(Path pids) throws IOException {
        for (long p : read(pids)) {
            ProcessHandle.of(p).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** Copies the fake engine script of the tests' resources into a folder, with an empty pid file beside it. */
    static Path script(Path dir, String name) throws IOException {
        Path script = dir.resolve(name);
        try (var in = EnginePids.class.getResourceAsStream(name)) {
            Files.copy(in, script);
        }
        Files.createFile(dir.resolve("engine.pids"));
        return script;
    }
}
