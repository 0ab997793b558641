/**
 * Readers and writers of Othello game records and positions, and streaming validation of archives.
 */
module io.github.reversi4j.notation {
    requires transitive io.github.reversi4j.core;
    requires static com.github.spotbugs.annotations;

    // exports io.github.reversi4j.notation; (added with the first reader)
}
