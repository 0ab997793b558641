/**
 * The implementation of the variants: the rule sets, the state of the solo game, and the
 * {@link io.github.reversi4j.core.RulesProvider}s that register each rule set with
 * {@link io.github.reversi4j.core.RuleSets} (named in the module's {@code provides} and in
 * {@code META-INF/services}). This package is not exported: its classes are not part of the API.
 * Every rule set is made by id through {@link io.github.reversi4j.core.RuleSets#of(String)}, and the
 * moves, outcomes and views a program sees of them are the types of {@link io.github.reversi4j.variants}.
 */
package io.github.reversi4j.variants.internal;
