package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code reversi perft}: the path it takes for each kind of rule set, the header that names the path
 * and the convention, and the counts of both paths against outside oracles (the published 8x8 counts
 * of Edax and Aart Bik, and the independent {@link ReferenceReversi} on other boards).
 */
class PerftCommandTest {

    /** Published perft of the 8x8 start, depths 1..10, Edax's convention. */
    private static final long[] EDAX = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056L};
    /** The same under Aart Bik's convention: they differ from depth 10 on. */
    private static final long[] BIK = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284L};

    private static final String ENGINE = "path: engine (BitboardPerft.count, two longs)";
    private static final String API = "path: api (Perft.count, Rules.legalMoves and play)";

    @Test
    @DisplayName("the newcomer's perft takes the engine path on 8x8 and says so, with Edax's convention")
    void defaultIsTheEnginePath() {
        Cli.Result r = Cli.run("perft", "10");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(lines(r).get(0)).isEqualTo("perft othello, 8x8 board");
        assertThat(lines(r).get(1)).isEqualTo(ENGINE + ", convention: exclude-ended");
        assertThat(leaves(r)).containsExactly(EDAX);
    }

    @Test
    @DisplayName("the engine path under Aart Bik's convention counts 24 571 284 at depth 10")
    void engineCountEnded() {
        Cli.Result r = Cli.run("perft", "10", "--convention", "count-ended");
        assertThat(lines(r).get(1)).isEqualTo(ENGINE + ", convention: count-ended");
        assertThat(leaves(r)).containsExactly(BIK);
    }

    @Test
    @DisplayName("--api forces the public API path, which counts the same")
    void apiOption() {
        Cli.Result r = Cli.run("perft", "9", "--api");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(lines(r).get(1)).isEqualTo(API + ", convention: exclude-ended");
        assertThat(leaves(r)).containsExactly(LongStream.of(EDAX).limit(9).toArray());
    }

    @ParameterizedTest(name = "{0}: engine path, the reference implementation's counts, the same as --api")
    @ValueSource(strings = {"4x4", "6x6", "6x8", "8x6", "4x10", "16x4"})
    void otherBoardsOfAtMost64SquaresTakeTheEnginePath(String size) {
        int w = Integer.parseInt(size.substring(0, size.indexOf('x')));
        int h = Integer.parseInt(size.substring(size.indexOf('x') + 1));
        ReferenceReversi reference = ReferenceReversi.crossedStart(w, h);
        int depth = 8;
        for (String convention : List.of("exclude-ended", "count-ended")) {
            long[] expected = LongStream.rangeClosed(1, depth)
                    .map(d -> reference.perft((int) d, convention.equals("count-ended"))).toArray();
            Cli.Result engine = Cli.run("perft", Integer.toString(depth), "--size", size, "--convention", convention);
            assertThat(lines(engine).get(1)).as(engine.toString()).isEqualTo(ENGINE + ", convention: " + convention);
            assertThat(leaves(engine)).as(size + " " + convention).containsExactly(expected);
            Cli.Result api = Cli.run("perft", Integer.toString(depth), "--size", size, "--convention", convention, "--api");
            assertThat(lines(api).get(1)).isEqualTo(API + ", convention: " + convention);
            assertThat(leaves(api)).as(size + " " + convention + " --api").containsExactly(expected);
        }
    }

    @Test
    @DisplayName("a board of more than 64 squares goes through the API")
    void largeBoardTakesTheApiPath() {
        Cli.Result r = Cli.run("perft", "5", "--size", "10x10");
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(lines(r).get(1)).isEqualTo(API + ", convention: exclude-ended");
        ReferenceReversi reference = ReferenceReversi.crossedStart(10, 10);
        assertThat(leaves(r)).containsExactly(LongStream.rangeClosed(1, 5).map(d -> reference.perft((int) d, false)).toArray());
    }

    @ParameterizedTest(name = "{0} goes through the API")
    @ValueSource(strings = {"othello(supply=32)", "othello(opening=open-center)", "anti-othello", "holes"})
    void otherRuleSetsTakeTheApiPath(String id) {
        Cli.Result r = Cli.run("perft", "3", "--rules", id);
        assertThat(r.status).as(r.toString()).isZero();
        assertThat(lines(r).get(1)).as(r.toString()).isEqualTo(API + ", convention: exclude-ended");
        assertThat(leaves(r)).hasSize(3);
    }

    @Test
    @DisplayName("the Reversi start (RULES §R2: white d4 d5, black e4 e5) takes the engine path; both paths count as the reference does")
    void parallelOpening() {
        char[] board = "-".repeat(64).toCharArray();
        board[27] = 'O'; // d4
        board[35] = 'O'; // d5
        board[28] = 'X'; // e4
        board[36] = 'X'; // e5
        ReferenceReversi reference = ReferenceReversi.parse(new String(board), 8, 8, 'X');
        long[] expected = LongStream.rangeClosed(1, 7).map(d -> reference.perft((int) d, false)).toArray();
        Cli.Result engine = Cli.run("perft", "7", "--rules", "othello(opening=parallel)");
        Cli.Result api = Cli.run("perft", "7", "--rules", "othello(opening=parallel)", "--api");
        assertThat(lines(engine).get(1)).isEqualTo(ENGINE + ", convention: exclude-ended");
        assertThat(leaves(engine)).containsExactly(expected);
        assertThat(leaves(api)).containsExactly(expected);
    }

    private static List<String> lines(Cli.Result r) {
        return List.of(r.out.split("\\R"));
    }

    private static long[] leaves(Cli.Result r) {
        List<Long> leaves = new ArrayList<>();
        for (String row : lines(r)) {
            String[] cells = row.strip().split("\\s+");
            if (cells.length == 4 && cells[0].matches("\\d+")) {
                leaves.add(Long.parseLong(cells[1]));
            }
        }
        return leaves.stream().mapToLong(Long::longValue).toArray();
    }
}
