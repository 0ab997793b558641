/**
 * Helpers shared by the readers and writers of this module; not exported, not part of the API.
 */
package io.github.reversi4j.notation.internal;
