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
            io.github.reversi4j.variants.AntiOthelloProvider.Provider,
            io.github.reversi4j.variants.GgsOthelloProvider.Provider,
            io.github.reversi4j.variants.KniziaSoloProvider.Provider,
            io.github.reversi4j.variants.OpenCenterReversiProvider.Provider,
            io.github.reversi4j.variants.PiecepackReversiProvider.Provider,
            io.github.reversi4j.variants.RavensburgerReversiProvider.Provider,
            io.github.reversi4j.variants.SingleLineReversiProvider.Provider;
}
