/**
 * Implementation details shared between the packages of the core module. Not exported: nothing here
 * is part of the API.
 */
package io.github.reversi4j.core.internal;
