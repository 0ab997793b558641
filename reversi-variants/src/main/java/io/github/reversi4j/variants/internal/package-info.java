/**
 * The plumbing of the variants: the {@link io.github.reversi4j.core.RulesProvider}s that register
 * each rule set with {@link io.github.reversi4j.core.RuleSets} (named in the module's
 * {@code provides} and in {@code META-INF/services}), and the helpers of option descriptions and
 * messages. This package is not exported: its classes are not part of the API, and every rule set
 * they create is reached by id through {@link io.github.reversi4j.core.RuleSets} or through the
 * factories of the rule sets' own classes.
 */
package io.github.reversi4j.variants.internal;
