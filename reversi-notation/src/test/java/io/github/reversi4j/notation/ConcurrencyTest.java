package io.github.reversi4j.notation;

import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.formats.FormatOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Readers are one per source and not thread-safe, but everything they share is: readers of different
 * sources running at once on several threads (the way a server or a Spark executor runs them) give
 * what one thread gives, and the games they return, immutable and thread-safe, give the same record,
 * final state and text to threads that ask for them at the same moment (the record of a game found
 * valid by the bitboard replay is built on first request, and the threads race for it).
 */
class ConcurrencyTest {

    private static final int THREADS = 4;

    /** Records of every format: GGF, PGN, transcripts, eOthello CSV, OBF, and a few WTHOR years. */
    private static final List<String> FILES = List.of("ggf/ntest-TestGames.ggf", "ggf/welty-test-games.ggf",
            "ggf/welty-test-matches.ggf", "pgn/thor2pgn-WTH_1977.pgn", "pgn/playok-reversi-sample.pgn",
            "transcripts/welty-openings.txt", "transcripts/eothello-dataset-first1000.csv",
            "ffo/fforum-20-39.obf", "wthor/WTH_1977.wtb", "wthor/WTH_1981.wtb", "wthor/WTH_1990.wtb");

    /** Everything a game says about itself, asked in an order that starts with the lazy parts. */
    private static String describe(CheckedGame g) {
        return g.record().map(Object::toString).orElse("-") + " | " + g.finalState().map(Object::toString).orElse("-")
                + " | " + g.outcome().map(Object::toString).orElse("-") + " | " + g.problems() + " | " + g;
    }

    private static List<CheckedGame> read(Path file) throws IOException, NotationException {
        try (InputStream in = Files.newInputStream(file);
                GameReader r = RecordFormat.open(in, file.getFileName().toString(), FormatOptions.defaults())) {
            List<CheckedGame> games = new ArrayList<>();
            r.forEach(games::add);
            return games;
        }
    }

    private static List<String> describeAll(List<CheckedGame> games) {
        List<String> out = new ArrayList<>(games.size());
        for (CheckedGame g : games) {
            out.add(describe(g));
        }
        return out;
    }

    @Test
    @DisplayName("readers of every format on four threads at once give what one thread gives, game by game")
    void readersOnManyThreadsAgreeWithOne() throws Exception {
        List<Path> files = new ArrayList<>();
        List<List<String>> expected = new ArrayList<>();
        for (String f : FILES) {
            Path p = RealData.file(f);
            files.add(p);
            expected.add(describeAll(read(p)));
        }
        List<String> failures = race(t -> {
            List<String> wrong = new ArrayList<>();
            for (int k = 0; k < files.size(); k++) {
                int i = (t * 5 + k) % files.size();
                List<String> got = describeAll(read(files.get(i)));
                if (!got.equals(expected.get(i))) {
                    wrong.add(FILES.get(i) + ": " + firstDifference(got, expected.get(i)));
                }
            }
            return wrong;
        });
        assertThat(failures).isEmpty();
        assertThat(expected.stream().mapToInt(List::size).sum()).as("games read").isGreaterThan(3000);
    }

    @Test
    @DisplayName("the same games, read once and never asked anything, give every racing thread the same record")
    void sharedGamesBuildTheirRecordOnceForAll() throws Exception {
        Path file = RealData.file("wthor/WTH_1977.wtb");
        List<String> expected = describeAll(read(file));
        for (int round = 0; round < 5; round++) {
            List<CheckedGame> fresh = read(file);
            List<String> failures = race(t -> {
                List<String> wrong = new ArrayList<>();
                List<String> got = describeAll(fresh);
                if (!got.equals(expected)) {
                    wrong.add(firstDifference(got, expected));
                }
                return wrong;
            });
            assertThat(failures).as("round %d", round).isEmpty();
        }
        assertThat(expected).hasSizeGreaterThan(10);
    }

    private static String firstDifference(List<String> got, List<String> expected) {
        for (int i = 0; i < Math.min(got.size(), expected.size()); i++) {
            if (!got.get(i).equals(expected.get(i))) {
                return "game " + i + ": " + got.get(i) + " but one thread alone gave " + expected.get(i);
            }
        }
        return got.size() + " games but one thread alone read " + expected.size();
    }

    /** One thread's work; returns what it found wrong. */
    @FunctionalInterface
    private interface Work {
        List<String> run(int thread) throws Exception;
    }

    private static List<String> race(Work work) throws Exception {
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                Callable<List<String>> task = () -> {
                    start.await(30, TimeUnit.SECONDS);
                    return work.run(thread);
                };
                results.add(pool.submit(task));
            }
            List<String> failures = new ArrayList<>();
            for (Future<List<String>> r : results) {
                failures.addAll(r.get(5, TimeUnit.MINUTES));
            }
            return failures;
        } finally {
            pool.shutdownNow();
        }
    }
}
