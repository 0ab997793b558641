package io.github.reversi4j.core;

import io.github.reversi4j.core.internal.fastpath.BitboardAccess;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.github.reversi4j.core.Perft;
import io.github.reversi4j.core.internal.bitboard.BitboardPerft;
import io.github.reversi4j.testkit.ReferenceReversi;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft: move-sequence counts from the start against the published counts (8x8, 4x4) and against the
 * independent reference implementation {@link ReferenceReversi} (other sizes). RULES §X1 names these
 * counts as the oracles of the board sizes. A pass counts as a ply under both conventions.
 */
class PerftTest {

    /**
     * The published perft of the 8x8 start, depths 1..11, under Edax's convention (a game that ends
     * before the depth is not counted).
     */
    private static final long[] EDAX = {
        1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056L, 212258216L
    };
    /** The same under Aart Bik's convention (a game that ends before the depth is one leaf). */
    private static final long[] BIK = {
        1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284L, 212258800L
    };

    private static final long BLACK_START = 0x0000000810000000L;
    private static final long WHITE_START = 0x0000001008000000L;

    private static long published(Perft.Convention c, int depth) {
        return c == Perft.Convention.EXCLUDE_ENDED ? EDAX[depth] : BIK[depth];
    }

    static Stream<Arguments> depthsToTen() {
        return Stream.of(Perft.Convention.values()).flatMap(c -> IntStream.rangeClosed(0, 10).mapToObj(d -> Arguments.of(c, d)));
    }

    @Test
    @DisplayName("the 8x8 start bitboards are those of RULES §O1 (white d4 e5, black e4 d5)")
    void startBitboards() {
        // d4 = index 27, e4 = 28, d5 = 35, e5 = 36
        assertThat(BLACK_START).isEqualTo((1L << 28) | (1L << 35));
        assertThat(WHITE_START).isEqualTo((1L << 27) | (1L << 36));
        GameState s = StandardRules.othello().initialState();
        assertThat(BitboardAccess.bits(s, Color.BLACK)).isEqualTo(BLACK_START);
        assertThat(BitboardAccess.bits(s, Color.WHITE)).isEqualTo(WHITE_START);
    }

    @ParameterizedTest(name = "BitboardPerft.count 8x8, {0}, depth {1}")
    @MethodSource("depthsToTen")
    void bitboardPerftMatchesPublishedCounts(Perft.Convention convention, int depth) {
        assertThat(BitboardPerft.count(BLACK_START, WHITE_START, depth, convention == Perft.Convention.COUNT_ENDED)).isEqualTo(published(convention, depth));
    }

    static Stream<Arguments> depthsToNine() {
        return Stream.of(Perft.Convention.values()).flatMap(c -> IntStream.rangeClosed(0, 9).mapToObj(d -> Arguments.of(c, d)));
    }

    @ParameterizedTest(name = "Perft.count (public API) 8x8, {0}, depth {1}")
    @MethodSource("depthsToNine")
    void apiPerftMatchesPublishedCounts(Perft.Convention convention, int depth) {
        Rules rules = StandardRules.othello();
        assertThat(Perft.count(rules, rules.initialState(), depth, convention)).isEqualTo(published(convention, depth));
    }

    @ParameterizedTest(name = "Perft.count (public API) 8x8, {0}, depth 10")
    @MethodSource("conventions")
    void apiPerftDepthTen(Perft.Convention convention) {
        Rules rules = StandardRules.othello();
        assertThat(Perft.count(rules, rules.initialState(), 10, convention)).isEqualTo(published(convention, 10));
    }

    @ParameterizedTest(name = "BitboardPerft.count 8x8, {0}, depth 11 (-Pexhaustive)")
    @MethodSource("conventions")
    void bitboardPerftDepthEleven(Perft.Convention convention) {
        assumeThat(Boolean.getBoolean("reversi4j.exhaustive"))
                .as("perft depth 11 on 8x8 runs only under -Pexhaustive (system property reversi4j.exhaustive=true)")
                .isTrue();
        assertThat(BitboardPerft.count(BLACK_START, WHITE_START, 11, convention == Perft.Convention.COUNT_ENDED)).isEqualTo(published(convention, 11));
    }

    @ParameterizedTest(name = "Perft.count (public API) 8x8, {0}, depth 11 (-Pexhaustive)")
    @MethodSource("conventions")
    void apiPerftDepthEleven(Perft.Convention convention) {
        assumeExhaustive();
        Rules rules = StandardRules.othello();
        assertThat(Perft.count(rules, rules.initialState(), 11, convention)).isEqualTo(published(convention, 11));
    }

    @ParameterizedTest(name = "RULES §X1: perft {0}x{1} at depth {2} equals the reference implementation's (-Pexhaustive)")
    @MethodSource("deepCrossChecks")
    void deepPerftMatchesReference(int width, int height, int depth) {
        assumeExhaustive();
        Rules rules = StandardRules.othello().withGeometry(Geometry.of(width, height));
        ReferenceReversi reference = ReferenceReversi.crossedStart(width, height);
        for (Perft.Convention c : Perft.Convention.values()) {
            assertThat(Perft.count(rules, rules.initialState(), depth, c)).as("%dx%d perft %d, %s", width, height, depth, c)
                    .isEqualTo(reference.perft(depth, c == Perft.Convention.COUNT_ENDED));
        }
    }

    static Stream<Arguments> deepCrossChecks() {
        return Stream.of(Arguments.of(6, 6, 10), Arguments.of(10, 10, 8), Arguments.of(6, 8, 9), Arguments.of(16, 16, 6));
    }

    private static void assumeExhaustive() {
        assumeThat(Boolean.getBoolean("reversi4j.exhaustive"))
                .as("runs only under -Pexhaustive (system property reversi4j.exhaustive=true)").isTrue();
    }

    static Stream<Perft.Convention> conventions() {
        return Stream.of(Perft.Convention.values());
    }

    @ParameterizedTest(name = "reference implementation 8x8, {0}, depth {1}")
    @MethodSource("referenceDepths")
    void referenceImplementationMatchesPublishedCounts(Perft.Convention convention, int depth) {
        // the reference implementation is itself checked against the published oracle
        ReferenceReversi r = ReferenceReversi.crossedStart(8, 8);
        assertThat(r.perft(depth, convention == Perft.Convention.COUNT_ENDED)).isEqualTo(published(convention, depth));
    }

    static Stream<Arguments> referenceDepths() {
        return Stream.of(Perft.Convention.values()).flatMap(c -> IntStream.rangeClosed(1, 6).mapToObj(d -> Arguments.of(c, d)));
    }

    @Test
    @DisplayName("RULES §X1: the 4x4 start has exactly 60060 complete games (published count)")
    void fourByFourCompleteGames() {
        Rules rules = StandardRules.othello().withGeometry(Geometry.of(4));
        assertThat(completeGames(rules, rules.initialState())).isEqualTo(60060L);
        // a 4x4 game lasts at most 24 plies (12 placements, a pass before each): perft beyond that,
        // counting every ended game once, counts the complete games
        assertThat(ReferenceReversi.crossedStart(4, 4).perft(30, true)).isEqualTo(60060L);
    }

    private static long completeGames(Rules rules, GameState s) {
        List<Move> moves = rules.legalMoves(s);
        if (moves.isEmpty()) {
            return 1;
        }
        long n = 0;
        for (Move m : moves) {
            n += completeGames(rules, rules.play(s, m));
        }
        return n;
    }

    static Stream<Arguments> crossChecks() {
        return Stream.of(
                Arguments.of(4, 4, 14),
                Arguments.of(6, 6, 9),
                Arguments.of(6, 8, 8),
                Arguments.of(8, 6, 8),
                Arguments.of(4, 10, 10),
                Arguments.of(10, 10, 7),
                Arguments.of(16, 4, 9),
                Arguments.of(12, 14, 6),
                Arguments.of(16, 16, 5));
    }

    @ParameterizedTest(name = "RULES §X1: perft {0}x{1} to depth {2} equals the reference implementation's")
    @MethodSource("crossChecks")
    void perftMatchesReference(int width, int height, int maxDepth) {
        Rules rules = StandardRules.othello().withGeometry(Geometry.of(width, height));
        GameState start = rules.initialState();
        ReferenceReversi reference = ReferenceReversi.crossedStart(width, height);
        assertThat(start.board().toString()).as("start board").endsWith(reference.boardString());
        for (int depth = 1; depth <= maxDepth; depth++) {
            for (Perft.Convention c : Perft.Convention.values()) {
                long expected = reference.perft(depth, c == Perft.Convention.COUNT_ENDED);
                assertThat(Perft.count(rules, start, depth, c)).as("%dx%d perft %d, %s", width, height, depth, c)
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    @DisplayName("the two conventions differ on 4x4, where games end early")
    void conventionsDifferWhenGamesEndEarly() {
        Rules rules = StandardRules.othello().withGeometry(Geometry.of(4));
        ReferenceReversi reference = ReferenceReversi.crossedStart(4, 4);
        long ended = reference.perft(12, true);
        long notEnded = reference.perft(12, false);
        assertThat(ended).isGreaterThan(notEnded);
        assertThat(Perft.count(rules, rules.initialState(), 12, Perft.Convention.COUNT_ENDED)).isEqualTo(ended);
        assertThat(Perft.count(rules, rules.initialState(), 12, Perft.Convention.EXCLUDE_ENDED)).isEqualTo(notEnded);
    }
}
