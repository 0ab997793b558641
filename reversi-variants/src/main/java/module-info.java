/**
 * Every rule set of the rulebook beyond plain Othello, each written against the public
 * {@link io.github.reversi4j.core.Rules} interface and registered through {@link java.util.ServiceLoader}.
 */
module io.github.reversi4j.variants {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    // exports io.github.reversi4j.variants; (added with the first rule set)
}
