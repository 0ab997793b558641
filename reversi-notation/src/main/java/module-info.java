/**
 * Readers and writers of Othello game records and positions, and streaming validation of archives.
 * See the package {@link io.github.reversi4j.notation} for the shared framework.
 */
@SuppressWarnings("module") // the engine and the Spark connector, qualified exports' targets, are built after this one
module io.github.reversi4j.notation {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.notation;
    exports io.github.reversi4j.notation.formats;
    exports io.github.reversi4j.notation.text;
    exports io.github.reversi4j.notation.render;
    // the WTHOR records and name files, which the Spark connector splits and reads by offset; not part of the API
    exports io.github.reversi4j.notation.internal.wthor to io.github.reversi4j.spark;
    // the one checking path, which the Spark connector takes for the games of a table's rows; not part of the API
    exports io.github.reversi4j.notation.internal.check to io.github.reversi4j.spark;
    // one game as a line of GGF, without a result, which the NBoard client sends its engine
    exports io.github.reversi4j.notation.internal.ggf to io.github.reversi4j.engine;
}
