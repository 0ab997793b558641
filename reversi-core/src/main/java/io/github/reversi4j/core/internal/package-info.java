/**
 * Helpers below the value API, shared by the packages of the core module and by the library's own
 * modules: the quoting of text in messages, and the bridge through which the plumbing of
 * {@code core.internal.fastpath} reaches the core's package-private parts. Nothing here names a type
 * of the core. Not exported to everyone: nothing here is part of the API.
 */
package io.github.reversi4j.core.internal;
