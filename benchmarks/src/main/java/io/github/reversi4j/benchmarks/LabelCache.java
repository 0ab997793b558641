package io.github.reversi4j.benchmarks;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.solver.Solver;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Exact scores of many positions, found by the solver and kept in a file so that a second training
 * run does not solve them again. The file holds, big-endian: {@code R4JLABL1}, the description of the
 * data set (years, empties solved: a text), the number of positions, a 64-bit digest of the positions
 * in their order, then one signed byte per position (the exact score of the side to move). A file whose
 * description, count or digest differ from the positions asked for is refused (and solved again).
 */
final class LabelCache {

    private static final String MAGIC = "R4JLABL1";
    private static final int CHUNK = 256;

    private LabelCache() {
    }

    /** A growing list of positions: the discs of the side to move and of its opponent. */
    static final class Positions {
        long[] p = new long[1 << 16];
        long[] o = new long[1 << 16];
        int size;

        void add(long pp, long oo) {
            if (size == p.length) {
                p = Arrays.copyOf(p, size * 2);
                o = Arrays.copyOf(o, size * 2);
            }
            p[size] = pp;
            o[size] = oo;
            size++;
        }

        long digest() {
            long h = 0x243F6A8885A308D3L;
            for (int i = 0; i < size; i++) {
                h = (h ^ p[i]) * 0x9E3779B97F4A7C15L;
                h = Long.rotateLeft(h, 27);
                h = (h ^ o[i]) * 0xC2B2AE3D27D4EB4FL;
                h = Long.rotateLeft(h, 31);
            }
            return h;
        }
    }

    /**
     * The exact scores of the positions: read from the cache file when it describes them, otherwise
     * solved (on the given number of threads; the scores do not depend on it) and written to it.
     *
     * @param cache the file, or null for no cache
     */
    static byte[] scores(Path cache, String key, Positions positions, int threads, PrintStream log) throws IOException {
        long digest = positions.digest();
        if (cache != null && Files.exists(cache)) {
            byte[] s = read(cache, key, positions.size, digest).orElse(null);
            if (s != null) {
                log.printf(Locale.ROOT, "exact scores of %d positions read from %s%n", s.length, cache);
                return s;
            }
            log.printf(Locale.ROOT, "%s describes other positions: solving again%n", cache);
        }
        byte[] s = solve(positions, threads, log);
        if (cache != null) {
            write(cache, key, digest, s);
            log.printf(Locale.ROOT, "exact scores of %d positions written to %s%n", s.length, cache);
        }
        return s;
    }

    private static java.util.Optional<byte[]> read(Path cache, String key, int count, long digest) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(cache)))) {
            byte[] magic = new byte[MAGIC.length()];
            in.readFully(magic);
            if (!MAGIC.equals(new String(magic, java.nio.charset.StandardCharsets.US_ASCII))) {
                return java.util.Optional.empty();
            }
            if (!key.equals(in.readUTF()) || in.readInt() != count || in.readLong() != digest) {
                return java.util.Optional.empty();
            }
            byte[] s = new byte[count];
            in.readFully(s);
            if (in.read() != -1) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(s);
        } catch (java.io.EOFException e) {
            return java.util.Optional.empty();
        }
    }

    private static void write(Path cache, String key, long digest, byte[] s) throws IOException {
        Path dir = cache.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = cache.resolveSibling(cache.getFileName() + ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
            out.write(MAGIC.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            out.writeUTF(key);
            out.writeInt(s.length);
            out.writeLong(digest);
            out.write(s);
        }
        Files.move(tmp, cache, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static byte[] solve(Positions positions, int threads, PrintStream log) {
        byte[] s = new byte[positions.size];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        long t0 = System.nanoTime();
        List<Thread> workers = new ArrayList<>();
        Throwable[] failure = new Throwable[1];
        for (int t = 0; t < threads; t++) {
            Thread w = new Thread(() -> {
                Solver solver = Solver.builder().hashMegabytes(16).build();
                int from;
                while ((from = next.getAndAdd(CHUNK)) < positions.size) {
                    int to = Math.min(positions.size, from + CHUNK);
                    for (int i = from; i < to; i++) {
                        s[i] = (byte) solve(solver, positions.p[i], positions.o[i]);
                    }
                    int d = done.addAndGet(to - from);
                    if (d / 10_000 != (d - (to - from)) / 10_000) {
                        synchronized (log) {
                            log.printf(Locale.ROOT, "solved %d of %d, %.0f s%n", d, positions.size,
                                    (System.nanoTime() - t0) / 1e9);
                        }
                    }
                }
            }, "label-" + t);
            w.setUncaughtExceptionHandler((th, e) -> {
                synchronized (failure) {
                    failure[0] = e;
                }
            });
            workers.add(w);
            w.start();
        }
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw new IllegalStateException("a labelling thread failed", failure[0]);
            }
        }
        return s;
    }

    /** The exact score of the side to move (holding p), by the solver's window search. */
    static int solve(Solver solver, long p, long o) {
        Board b = Board.empty(Geometry.STANDARD);
        for (int x = 0; x < 64; x++) {
            if ((p & (1L << x)) != 0) {
                b = b.with(Square.of(x & 7, x >>> 3), Color.BLACK);
            } else if ((o & (1L << x)) != 0) {
                b = b.with(Square.of(x & 7, x >>> 3), Color.WHITE);
            }
        }
        return solver.within(StandardRules.othello(), GameState.of(b, Color.BLACK), -65, 65, Limit.none()).value();
    }
}
