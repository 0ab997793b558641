package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The client against a real engine, when one is given: {@code -Dreversi4j.engine="/path/to/lEdax-x64
 * -nboard"} (and {@code -Dreversi4j.engine.protocol=gtp} for a GTP command line). Skipped otherwise.
 */
class RealEngineTest {

    @Test
    void aRealEnginePlaysAWholeGameWithEveryMoveLegal() {
        String cmd = System.getProperty("reversi4j.engine", "").strip();
        Assumptions.assumeTrue(!cmd.isEmpty(), "no real engine given: run with -Dreversi4j.engine=\"/path/to/edax -nboard\"");
        Protocol protocol = Protocol.valueOf(System.getProperty("reversi4j.engine.protocol", "nboard")
                .toUpperCase(Locale.ROOT));
        Rules othello = StandardRules.othello();
        Limit limit = protocol == Protocol.NBOARD ? Limit.depth(4) : Limit.time(Duration.ofSeconds(1));
        try (Engine e = Engine.start(protocol, Engine.parseCommand(cmd), EngineOptions.defaults()
                .withLog((t, line) -> System.out.println(t + " " + line)))) {
            GameRecord g = GameRecord.of(othello, java.util.List.of());
            for (int guard = 0; guard < 130 && !othello.isTerminal(g.replay().finalState()); guard++) {
                e.setGame(g);
                g = g.with(e.bestMove(limit).move());
            }
            assertThat(g.replay().isFinished()).as(g.toString()).isTrue();
            if (protocol == Protocol.NBOARD) {
                // analysis ('hint'): after f5 d6 c3 (Black c3 d4 e4 e5 f5, White d5 d6), White's legal squares
                // are, by hand, d3 (over d4), f3 (over e4), f4 (over e5) and g5 (over f5 e5); an engine scores
                // one to all of them, each once
                e.setGame(GameRecord.parse("othello: f5 d6 c3"));
                Analysis a = e.analyse(Limit.depth(4), 3);
                System.out.println(a);
                assertThat(a.moves()).isNotEmpty().extracting(MoveEvaluation::move).doesNotHaveDuplicates()
                        .isSubsetOf(io.github.reversi4j.core.Move.place("d3"), io.github.reversi4j.core.Move.place("f3"),
                                io.github.reversi4j.core.Move.place("f4"), io.github.reversi4j.core.Move.place("g5"));
            }
        }
    }

    /**
     * Whether the engine scores a finished game by its discs alone, the empty squares going to no one:
     * NTest does ({@code CBitBoard::TerminalValue} and the solver's {@code finalScore} in weltyc/ntest),
     * where FFO and WTHOR give them to the winner (RULES §O3). Each end of a game then has the same
     * winner under both counts and a margin no larger, so, by induction over the game tree, a position's
     * exact value under NTest's count has the sign of the stored one and at most its size: FFO's first
     * line after H7 is -12 for NTest and -14 in the file.
     */
    private static boolean discsOnly(Engine e) {
        return e.name().startsWith("Ntest");
    }

    /**
     * The first lines of FFO's endgame problems (OBF, every move scored), solved by the engine through
     * {@link TheoreticalScores}: every score must be the file's (for NTest, see {@link #discsOnly}). NBoard
     * only; Edax's eval file does not matter to an exact solve.
     */
    @Test
    void aRealEngineSolvesTheFfoPositionsToTheirPublishedScores() throws Exception {
        String cmd = System.getProperty("reversi4j.engine", "").strip();
        Assumptions.assumeTrue(!cmd.isEmpty(), "no real engine given: run with -Dreversi4j.engine=\"/path/to/edax -nboard\"");
        Assumptions.assumeTrue(System.getProperty("reversi4j.engine.protocol", "nboard").equalsIgnoreCase("nboard"),
                "exact solves need an NBoard engine");
        java.util.List<String> lines = java.nio.file.Files.readAllLines(TheoreticalScoresTest.data("ffo/fforum-1-19.obf"),
                java.nio.charset.StandardCharsets.UTF_8);
        int n = Integer.getInteger("reversi4j.engine.ffoLines", 3);
        int checked = 0;
        boolean discsOnly;
        try (Engine e = Engine.start(Protocol.NBOARD, Engine.parseCommand(cmd))) {
            TheoreticalScores scores = TheoreticalScores.of(e);
            discsOnly = discsOnly(e);
            for (int i = 0; i < Math.min(n, lines.size()); i++) {
                io.github.reversi4j.notation.Location at = io.github.reversi4j.notation.Location.of("fforum-1-19.obf")
                        .withLine(i + 1, 0);
                io.github.reversi4j.notation.text.ObfPosition p = io.github.reversi4j.notation.text.ObfPosition.parse(lines.get(i), at);
                for (ScoreCheck c : scores.checkObf(p, at)) {
                    System.out.println(c);
                    if (discsOnly(e)) {
                        assertThat(Integer.signum(c.engine())).as(c.toString()).isEqualTo(Integer.signum(c.stored()));
                        assertThat(Math.abs(c.engine())).as(c.toString()).isLessThanOrEqualTo(Math.abs(c.stored()));
                    } else {
                        assertThat(c.problem()).as(c.toString()).isEmpty();
                    }
                    checked++;
                }
            }
            // FFO #31 (line 12 of fforum-20-39.obf) scores G1 -30; its exact margin is -32, as Edax 4.6 finds at
            // levels 19 and 60 and as a separate bitboard solver (negamax over every move, written apart from
            // this library) found
            String line31 = java.nio.file.Files.readAllLines(TheoreticalScoresTest.data("ffo/fforum-20-39.obf"),
                    java.nio.charset.StandardCharsets.UTF_8).get(11);
            io.github.reversi4j.notation.Location at31 = io.github.reversi4j.notation.Location.of("fforum-20-39.obf").withLine(12, 0);
            io.github.reversi4j.notation.text.ObfPosition p31 = io.github.reversi4j.notation.text.ObfPosition.parse(line31, at31);
            assertThat(p31.scores()).containsEntry(io.github.reversi4j.core.Move.place("g1"), -30);
            GameState afterG1 = StandardRules.othello().play(p31.position(), io.github.reversi4j.core.Move.place("g1"));
            if (discsOnly(e)) {
                assertThat(-scores.solve(afterG1)).isNegative().isGreaterThanOrEqualTo(-32);
            } else {
                assertThat(-scores.solve(afterG1)).isEqualTo(-32);
            }
            // contempt and learning: Edax ignores the first and answers the second with status lines only
            e.setContempt(1);
            e.setGame(GameRecord.parse("othello: f5 d6 c3"));
            e.bestMove(Limit.depth(4)); // Edax learns by searching at the last depth set: a low one keeps it short
            e.learn();
            assertThat(e.isOpen()).isTrue();
        }
        assertThat(checked).isPositive();
        System.out.println(checked + " FFO scores solved, " + (discsOnly ? "each of the file's sign and no larger" : "all equal to the file's"));
    }
}
