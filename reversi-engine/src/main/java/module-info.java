/**
 * Talking to Othello engines: drive an external engine (Edax, Egaroucid, NTest, or any program that
 * speaks the NBoard protocol or GTP) from Java, every move it sends checked by the rules; and serve
 * any {@link io.github.reversi4j.engine.Player} as an engine over standard input and output. See the
 * package {@link io.github.reversi4j.engine}.
 */
module io.github.reversi4j.engine {
    requires transitive io.github.reversi4j.core;
    requires transitive io.github.reversi4j.notation;
    requires static com.github.spotbugs.annotations;

    exports io.github.reversi4j.engine;
}
