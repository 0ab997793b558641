package io.github.reversi4j.core.internal.bitboard;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether the processor has the 256-bit integer vector instructions (AVX2) into which the JIT
 * compiler turns the loops of {@link LastPlies}, which is what makes the batched count pay off.
 *
 * <p>Measured on one AMD EPYC with OpenJDK 17 (perft 12, CPU time of whole processes, batched / one
 * position at a time, HotSpot's {@code -XX:UseAVX} standing in for older processors): 0.46 with
 * AVX-512 (the default there), 0.71 with AVX2, 1.07 with SSE only and, at perft 11, 1.43 with AVX but
 * not AVX2. So the batches are used on x86-64 processors with AVX2. On Linux the processor's flags are
 * read from {@code /proc/cpuinfo} (a few kilobytes, once); where they cannot be read, an x86-64
 * processor is taken to have AVX2, as every x86-64 server and desktop processor made since 2015 does.
 * The JVM's own flags are not read (that would load the management classes, a tenth of a second): a
 * JVM run with {@code -XX:UseAVX=0} or {@code 1} should also be given
 * {@code -Dio.github.reversi4j.perft.batch=false}.
 */
final class VectorWidth {

    /** The largest number of characters read from the processor description. */
    private static final int MAX_CHARS = 1 << 20;

    private VectorWidth() {
    }

    /**
     * Tells whether batches pay off on this processor.
     *
     * @param arch the {@code os.arch} system property
     * @return true on x86-64 unless the processor's flags say it has no AVX2
     */
    static boolean hasWideLongVectors(String arch) {
        if (!arch.equals("amd64") && !arch.equals("x86_64")) {
            return false;
        }
        return flags(Path.of("/proc/cpuinfo")).map(VectorWidth::hasAvx2).orElse(true);
    }

    /**
     * Tells whether a {@code flags} line of {@code /proc/cpuinfo} names AVX2.
     *
     * @param flags the line's value, e.g. {@code fpu vme ... avx2 bmi2 ...}
     * @return whether one of its words is {@code avx2}
     */
    static boolean hasAvx2(String flags) {
        for (String word : flags.trim().split("\\s+")) {
            if (word.equals("avx2")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The value of the first {@code flags} line of a processor description in the layout of Linux's
     * {@code /proc/cpuinfo}, or empty when there is none or the file cannot be read.
     *
     * @param cpuinfo the file
     * @return the flags
     */
    static Optional<String> flags(Path cpuinfo) {
        try (BufferedReader in = Files.newBufferedReader(cpuinfo, StandardCharsets.ISO_8859_1)) {
            int read = 0;
            for (String line = in.readLine(); line != null && read < MAX_CHARS; line = in.readLine()) {
                read += line.length() + 1;
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equals("flags")) {
                    return Optional.of(line.substring(colon + 1));
                }
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            // no such file (not Linux), or not readable: the processor does not say
            return Optional.empty();
        }
    }
}
