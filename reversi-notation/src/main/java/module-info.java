/**
 * Readers and writers of Othello game records and positions, and streaming validation of archives.
 * See the package {@link io.github.reversi4j.notation} for the shared framework.
 */
@SuppressWarnings("module") // the engine module, a qualified export's target, is built after this one
module io.github.reversi4j.notation {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.notation;
    exports io.github.reversi4j.notation.text;
    exports io.github.reversi4j.notation.wthor;
    exports io.github.reversi4j.notation.ggf;
    exports io.github.reversi4j.notation.pgn;
    exports io.github.reversi4j.notation.render;
    // the ASCII-only number and letter rules, shared with the engine protocols; not an API
    exports io.github.reversi4j.notation.internal to io.github.reversi4j.engine;
}
