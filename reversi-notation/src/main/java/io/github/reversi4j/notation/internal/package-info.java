/**
 * Helpers below the framework: numbers, text shown in messages, decoding, the move lists and the
 * bitboard replay of the readers. They use the core module and the JDK only, nothing of this module,
 * so that every package of the module may use them without a cycle; not exported, not part of the API.
 */
package io.github.reversi4j.notation.internal;
