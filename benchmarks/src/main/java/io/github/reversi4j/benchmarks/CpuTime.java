package io.github.reversi4j.benchmarks;

import io.github.reversi4j.notation.NotationException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The CPU time of the benchmarks of {@link ValidationBenchmark}, for machines shared with other work:
 * runs each benchmark method on this thread and divides the games by the thread's CPU seconds, not by
 * the wall-clock time JMH measures. Run it with
 * {@code java -cp benchmarks/target/benchmarks.jar io.github.reversi4j.benchmarks.CpuTime [seconds]}.
 */
public final class CpuTime {

    private CpuTime() {
    }

    /** One benchmark method. */
    @FunctionalInterface
    private interface Run {
        long run() throws NotationException;
    }

    /**
     * Measures every validation benchmark.
     *
     * @param args the CPU seconds of each measurement, 10 by default
     * @throws IOException if the archive cannot be read
     * @throws NotationException if a benchmark fails
     */
    public static void main(String[] args) throws IOException, NotationException {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        ValidationBenchmark b = new ValidationBenchmark();
        b.load();
        measure("wthor", ValidationBenchmark.GAMES, b::wthor, seconds);
        measure("wthorRecords", ValidationBenchmark.GAMES, b::wthorRecords, seconds);
        measure("wthorHeaders", ValidationBenchmark.GAMES, b::wthorHeaders, seconds);
        measure("ggf", ValidationBenchmark.TEXT_GAMES, b::ggf, seconds);
        measure("pgn", ValidationBenchmark.TEXT_GAMES, b::pgn, seconds);
    }

    private static void measure(String name, long games, Run run, double seconds) throws NotationException {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        long sink = 0;
        long warm = t.getCurrentThreadCpuTime() + (long) (seconds / 2 * 1e9);
        while (t.getCurrentThreadCpuTime() < warm) {
            sink += run.run();
        }
        long start = t.getCurrentThreadCpuTime();
        long end = start + (long) (seconds * 1e9);
        long n = 0;
        long now;
        do {
            sink += run.run();
            n++;
            now = t.getCurrentThreadCpuTime();
        } while (now < end);
        double rate = games * n / ((now - start) / 1e9);
        System.out.println(String.format(Locale.ROOT, "%-14s %,12.0f games per CPU second (%d passes, check %d)", name,
                rate, n, sink % 10));
    }
}
