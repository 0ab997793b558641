/**
 * A custom variant, end to end: {@link io.github.reversi4j.examples.holes.HolesRules} implements the
 * library's {@code Rules} interface with nothing but public API, and its provider is registered in
 * {@code META-INF/services/io.github.reversi4j.core.RulesProvider}, so {@code RuleSets.of("holes")},
 * the {@code reversi} program and every record reader find it by id.
 */
package io.github.reversi4j.examples.holes;
