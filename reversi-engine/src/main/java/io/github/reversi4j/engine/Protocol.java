package io.github.reversi4j.engine;

/** The text protocols an engine can speak over its standard input and output. */
public enum Protocol {
    /**
     * The NBoard protocol, version 2: positions as GGF games ({@code set game}), searches by
     * {@code go} and {@code hint}, synchronisation by {@code ping}/{@code pong}.
     */
    NBOARD,
    /**
     * The Go Text Protocol, version 2, with Othello coordinates ({@code a1} the top left square):
     * positions played from the start ({@code clear_board}, {@code play}), searches by
     * {@code genmove}.
     */
    GTP
}
