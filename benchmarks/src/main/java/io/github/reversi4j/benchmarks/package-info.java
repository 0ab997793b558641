/**
 * JMH benchmarks of reversi4j: perft on the engine path and through the public API, random playouts,
 * allocation per move, boards other than 8x8 and parallel perft. Run them with
 * {@code java -jar benchmarks/target/benchmarks.jar}; see benchmarks/README.md.
 */
package io.github.reversi4j.benchmarks;
