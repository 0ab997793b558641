package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
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
        }
    }
}
