/**
 * Readers and writers of Othello game records and positions, and streaming validation of archives.
 * See the package {@link io.github.reversi4j.notation} for the shared framework.
 */
module io.github.reversi4j.notation {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.notation;
    exports io.github.reversi4j.notation.formats;
    exports io.github.reversi4j.notation.text;
    exports io.github.reversi4j.notation.wthor;
    exports io.github.reversi4j.notation.ggf;
    exports io.github.reversi4j.notation.pgn;
    exports io.github.reversi4j.notation.render;
}
