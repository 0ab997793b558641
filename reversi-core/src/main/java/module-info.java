/**
 * The core of reversi4j: immutable boards, squares, moves and game states, the {@link
 * io.github.reversi4j.core.Rules} interface every rule set implements, the standard Othello rules
 * ({@link io.github.reversi4j.core.StandardRules}), game records and their replay, perft and
 * machine-learning planes, all in {@link io.github.reversi4j.core}.
 *
 * <p>Rule sets are found by id through {@link io.github.reversi4j.core.RuleSets}, which reads every
 * {@link io.github.reversi4j.core.RulesProvider} registered with {@link java.util.ServiceLoader}
 * beside the built-in Othello.
 */
@SuppressWarnings("module") // the targets of the qualified exports are built after this module
module io.github.reversi4j.core {
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.core;
    // the library's own plumbing, not part of the API: the bitboard kernels (below the value API),
    // the fast path above it (bitboards of values, the lean replay) and the quoting of messages
    exports io.github.reversi4j.core.internal.bitboard to io.github.reversi4j.eval, io.github.reversi4j.solver;
    exports io.github.reversi4j.core.internal.fastpath to io.github.reversi4j.notation, io.github.reversi4j.variants;
    exports io.github.reversi4j.core.internal to io.github.reversi4j.variants, io.github.reversi4j.testkit;

    uses io.github.reversi4j.core.RulesProvider;
}
