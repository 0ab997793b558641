/**
 * A second custom variant, end to end: {@link io.github.reversi4j.examples.maxflips.MaxFlipsRules}
 * forbids placements by a rule of its own (a placement may flip at most a number of discs) through
 * {@code StandardRules.withPlacementRule}, which keeps the passes and the end of the game consistent
 * with the rule; its provider is registered in
 * {@code META-INF/services/io.github.reversi4j.core.RulesProvider}, so {@code RuleSets.of("max-flips")},
 * the {@code reversi} program and every record reader find it by id.
 */
package io.github.reversi4j.examples.maxflips;
