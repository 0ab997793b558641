/**
 * The core of reversi4j: immutable boards, squares, moves and game states, the {@link
 * io.github.reversi4j.core.Rules} interface every rule set implements, the standard Othello rules
 * ({@link io.github.reversi4j.core.StandardRules}), game records and their replay, perft and
 * machine-learning planes; and, in {@link io.github.reversi4j.core.bitboard}, the bottom layer: the
 * bitboard kernels ({@link io.github.reversi4j.core.bitboard.Bitboards}) and their perft, on raw
 * {@code long}s, which use nothing of the value API.
 *
 * <p>Rule sets are found by id through {@link io.github.reversi4j.core.RuleSets}, which reads every
 * {@link io.github.reversi4j.core.RulesProvider} registered with {@link java.util.ServiceLoader}.
 */
@SuppressWarnings("module") // the variants and the test kit, a qualified export's targets, are built after this one
module io.github.reversi4j.core {
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.core;
    exports io.github.reversi4j.core.bitboard;
    // the library's own plumbing (the quoting of messages), not part of the API
    exports io.github.reversi4j.core.internal to io.github.reversi4j.variants, io.github.reversi4j.testkit;

    uses io.github.reversi4j.core.RulesProvider;

    provides io.github.reversi4j.core.RulesProvider with
            io.github.reversi4j.core.internal.StandardRulesProvider;
}
