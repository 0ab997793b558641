package io.github.reversi4j.core.internal.bitboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The choice of the batched perft path from the processor's flags, on descriptions in Linux's layout. */
class VectorWidthTest {

    /** The head of /proc/cpuinfo of a processor with AVX2 (abridged from a Linux guest on AMD EPYC). */
    private static final String EPYC = "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 26\n"
            + "model name\t: AMD EPYC\nflags\t\t: fpu vme de pse tsc msr pae mce cx8 apic sse sse2 ssse3 fma cx16"
            + " sse4_1 sse4_2 movbe popcnt aes xsave avx f16c rdrand hypervisor lahf_lm abm bmi1 avx2 smep bmi2"
            + " avx512f avx512dq\nbugs\t\t: sysret_ss_attrs\n\nprocessor\t: 1\nflags\t\t: fpu\n";

    /** A processor of the x86-64-v2 level: SSE4.2 and POPCNT, no AVX. */
    private static final String V2 = "processor\t: 0\nmodel name\t: Intel(R) Atom(TM) CPU C2750\n"
            + "flags\t\t: fpu vme sse sse2 ssse3 cx16 sse4_1 sse4_2 popcnt aes rdrand lahf_lm\n";

    @TempDir
    Path dir;

    private Path write(String text) throws IOException {
        Path p = dir.resolve("cpuinfo");
        Files.writeString(p, text, StandardCharsets.ISO_8859_1);
        return p;
    }

    @Test
    @DisplayName("the first flags line is read: AVX2 present, absent, or named only inside other words")
    void avx2IsAWordOfTheFirstFlagsLine() throws IOException {
        assertThat(VectorWidth.flags(write(EPYC)).map(VectorWidth::hasAvx2)).contains(true);
        assertThat(VectorWidth.flags(write(V2)).map(VectorWidth::hasAvx2)).contains(false);
        assertThat(VectorWidth.hasAvx2(" fpu avx avx512f xavx2 avx2x")).isFalse();
        assertThat(VectorWidth.hasAvx2("avx2")).isTrue();
        assertThat(VectorWidth.hasAvx2("")).isFalse();
    }

    @Test
    @DisplayName("a description without flags, an empty or missing file says nothing")
    void nothingToReadSaysNothing() throws IOException {
        assertThat(VectorWidth.flags(write("processor\t: 0\nmodel name\t: something\n"))).isEmpty();
        assertThat(VectorWidth.flags(write(""))).isEmpty();
        assertThat(VectorWidth.flags(dir.resolve("absent"))).isEmpty();
        assertThat(VectorWidth.flags(dir)).as("a folder").isEmpty();
    }

    @Test
    @DisplayName("only x86-64 batches; other processors take the one-position path")
    void otherProcessorsNeverBatch() {
        assertThat(VectorWidth.hasWideLongVectors("aarch64")).isFalse();
        assertThat(VectorWidth.hasWideLongVectors("riscv64")).isFalse();
        assertThat(VectorWidth.hasWideLongVectors("")).isFalse();
    }
}
