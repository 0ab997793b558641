/**
 * Helpers the format packages share, built on the framework's types (scanning text, problems outside
 * any game, parse errors of values, recorded scores); not exported, not part of the API. The package
 * {@code io.github.reversi4j.notation.internal} below the framework uses nothing of this module.
 */
package io.github.reversi4j.notation.internal.shared;
