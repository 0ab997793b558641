/**
 * Every rule set of the rulebook beyond plain Othello, each written against the public
 * {@link io.github.reversi4j.core.Rules} interface and registered through {@link java.util.ServiceLoader}
 * exactly as a user's own variant is. See the package {@link io.github.reversi4j.variants} for the
 * rule sets, their ids, and how to write a variant.
 */
module io.github.reversi4j.variants {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.variants;

    provides io.github.reversi4j.core.RulesProvider with
            io.github.reversi4j.variants.internal.AntiOthelloProvider,
            io.github.reversi4j.variants.internal.GgsOthelloProvider,
            io.github.reversi4j.variants.internal.KniziaSoloProvider,
            io.github.reversi4j.variants.internal.OpenCenterReversiProvider,
            io.github.reversi4j.variants.internal.PiecepackReversiProvider,
            io.github.reversi4j.variants.internal.RavensburgerReversiProvider,
            io.github.reversi4j.variants.internal.SingleLineReversiProvider;
}
