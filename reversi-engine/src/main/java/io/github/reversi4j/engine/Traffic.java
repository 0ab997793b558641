package io.github.reversi4j.engine;

/** Which way a line of an engine exchange went. */
public enum Traffic {
    /** A line this side wrote to the engine's standard input. */
    SENT,
    /** A line the engine wrote to its standard output. */
    RECEIVED,
    /** A line the engine wrote to its standard error. */
    STDERR
}
