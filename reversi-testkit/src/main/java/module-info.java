/**
 * The contract suites every rule set of reversi4j passes, for testing your own: JUnit 5 test classes
 * to extend ({@link io.github.reversi4j.testkit.RulesContract},
 * {@link io.github.reversi4j.testkit.VariantContract}), which play seeded random games, and an
 * independent reference implementation of the base rules
 * ({@link io.github.reversi4j.testkit.ReferenceReversi}).
 *
 * <p>A test dependency: it requires the JUnit Jupiter API, whose types appear in the suites'
 * signatures, and AssertJ, with which they check.
 */
module io.github.reversi4j.testkit {
    requires transitive io.github.reversi4j.core;
    requires transitive org.junit.jupiter.api;
    requires org.assertj.core;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.testkit;

    uses io.github.reversi4j.core.RulesProvider;
}
