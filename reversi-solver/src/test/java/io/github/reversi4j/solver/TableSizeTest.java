package io.github.reversi4j.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Limit;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The table fits the heap and the time: a hash size inside the documented range never ends in an
 * {@link OutOfMemoryError}, and allocating the table counts in the time limit. The heap case runs a
 * JVM of its own with a 64 MB heap, asked for the largest hash of all.
 */
class TableSizeTest {

    @Test
    void theSizeIsTheSmallestOfTheHashThePositionTheHeapAndTheTime() {
        // worked by hand: 12 empties or fewer take 1 MB, each empty above doubles it, up to 2^20 MB
        assertThat(Solver.tableMegabytes(64, 12, 1000, Long.MAX_VALUE)).isEqualTo(1);
        assertThat(Solver.tableMegabytes(64, 16, 1000, Long.MAX_VALUE)).isEqualTo(16);
        assertThat(Solver.tableMegabytes(64, 30, 1000, Long.MAX_VALUE)).isEqualTo(64);
        assertThat(Solver.tableMegabytes(Solver.MAX_HASH_MEGABYTES, 40, 1000, Long.MAX_VALUE)).isEqualTo(1000);
        // a megabyte per millisecond: 5 ms left, 5 MB; nothing left, still the smallest table
        assertThat(Solver.tableMegabytes(Solver.MAX_HASH_MEGABYTES, 40, 1000, 5_000_000L)).isEqualTo(5);
        assertThat(Solver.tableMegabytes(Solver.MAX_HASH_MEGABYTES, 40, 1000, 0)).isEqualTo(1);
        assertThat(Table.affordableMegabytes()).isPositive()
                .isLessThanOrEqualTo(Runtime.getRuntime().maxMemory() / 2 / (1 << 20) + 1);
    }

    @Test
    void aTimeLimitSpentWhileAllocatingEndsTheSearchBeforeItStarts() {
        // one millisecond: the table is at most a megabyte, and the search stops at its first check
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Solver.builder()
                .hashMegabytes(Solver.MAX_HASH_MEGABYTES).build()
                .solve(StandardRules.othello(), StandardRules.othello().initialState(), Limit.time(java.time.Duration.ofMillis(1))))
                .isInstanceOfSatisfying(SolveIncompleteException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolveIncompleteException.Reason.TIME_LIMIT));
    }

    @Test
    void theLargestHashInASmallHeapSolves() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(List.of(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                SmallHeap.class.getName())).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(out).doesNotContain("OutOfMemoryError").contains("G8:+18", "NODE_LIMIT");
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(Path.of(java)).isNotNull();
    }

    /** Run in a JVM of 64 MB: solves FFO #1 (G8:+18), then starts the opening, which takes the largest table, under a node limit. */
    static final class SmallHeap {
        private SmallHeap() {
        }

        public static void main(String[] args) {
            Solver solver = Solver.builder().hashMegabytes(Solver.MAX_HASH_MEGABYTES).build();
            System.out.println(solver.solve(StandardRules.othello(), Ffo.number(1).state).bestMoveScore());
            try {
                solver.solve(StandardRules.othello(), StandardRules.othello().initialState(), Limit.nodes(10_000));
            } catch (SolveIncompleteException e) {
                System.out.println(e.reason());
            }
        }
    }
}
