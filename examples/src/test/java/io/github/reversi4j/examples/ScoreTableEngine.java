package io.github.reversi4j.examples;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.engine.EngineServer;
import io.github.reversi4j.engine.Protocol;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * An NBoard engine for the tests of {@code validate --theoretical}, written with the library's
 * {@link EngineServer}: {@code ScoreTableEngine FILE}, where each line of the file is a position's
 * board and side to move ({@link #key}) and its score in discs for the side to move, written to the engine's
 * {@code search} line as it is in the file (so that a test can make it send any text). Asked for a move, it reports the
 * position's score from the table as an exact evaluation ({@code search MOVE SCORE 0 100%}) of its
 * first legal move, and plays that move; a position not in the table gets no score.
 */
public final class ScoreTableEngine {

    private ScoreTableEngine() {
    }

    /**
     * The key of a position in the table: its board and side to move, as in its canonical text.
     *
     * @param state the position
     * @return e.g. {@code ---------------------------OX------XO--------------------------- X}
     */
    static String key(io.github.reversi4j.core.GameState state) {
        return state.board() + " " + state.toMove().symbol();
    }

    /**
     * Runs the engine on standard input and output.
     *
     * @param args the table file
     * @throws Exception if it cannot run
     */
    public static void main(String[] args) throws Exception {
        Map<String, String> table = new HashMap<>();
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            String[] w = line.strip().split("\\s+");
            table.put(w[0] + " " + w[1], w[2]);
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
        EngineServer.of(Protocol.NBOARD, "ScoreTable", (game, limit) -> {
            io.github.reversi4j.core.GameState state = game.replay().finalState();
            Move first = game.rules().legalMoves(state).get(0);
            String score = table.get(key(state));
            if (score != null) {
                out.print("search " + (first.isPass() ? "PA" : first.toString().toUpperCase(Locale.ROOT)) + " " + score
                        + " 0 100% table\n");
                out.flush();
            }
            return first;
        }, 4).serve(System.in, System.out);
    }
}
