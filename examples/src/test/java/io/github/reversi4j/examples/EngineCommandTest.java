package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Engine;
import io.github.reversi4j.engine.EngineOptions;
import io.github.reversi4j.engine.EngineServer;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.Player;
import io.github.reversi4j.engine.Protocol;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code reversi engine} as a separate process, played by the library's client through both protocols. */
class EngineCommandTest {

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void theAlphaBetaServerPlaysAWholeGameAgainstItselfThroughTheClient(Protocol protocol) {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(javaBin, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                Reversi.class.getName(), "engine", "--protocol", protocol.name().toLowerCase(Locale.ROOT),
                "--player", "alphabeta", "--depth", "2");
        Rules othello = StandardRules.othello();
        Limit limit = protocol == Protocol.NBOARD ? Limit.depth(2) : Limit.time(Duration.ofSeconds(1));
        long pid;
        try (Engine e = Engine.start(protocol, command, EngineOptions.defaults().withStartTimeout(Duration.ofSeconds(30)))) {
            pid = e.pid();
            assertThat(e.isOpen()).isTrue();
            GameRecord g = GameRecord.of(othello, List.of());
            for (int guard = 0; guard < 130 && !othello.isTerminal(g.replay().finalState()); guard++) {
                g = g.with(e.bestMove(g, limit).move());
            }
            assertThat(g.replay().isValid()).isTrue();
            assertThat(g.replay().isFinished()).as(g.toString()).isTrue();
            assertThat(e.name()).isEqualTo("reversi4j-alphabeta");
        }
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).isFalse();
    }

    @org.junit.jupiter.api.Test
    void aScriptedGtpSessionOnStandardInput() {
        Cli.Result r = Cli.withInput("1 boardsize 8\n2 genmove b\n3 quit\n", "engine", "--protocol", "gtp", "--depth", "1");
        assertThat(r.status).isZero();
        // the four opening moves are alike under symmetry; depth 1 by mobility keeps the first: d3
        assertThat(r.out).startsWith("=1\n\n=2 d3\n\n=3\n\n");
    }

    @org.junit.jupiter.api.Test
    void aPingStopsALongAlphaBetaSearchWhichAnswersItsBestMoveSoFar() throws Exception {
        // from the start, 30 plies deep (exact empties 0), or the exact solver over the whole game first
        // (60): hours of search, stopped by the ping that comes a second into it; every depth alpha-beta
        // completes keeps d3 (the four first moves are alike, the first stays), and so does the solver's
        // stop, which hands over to alpha-beta
        for (int exactEmpties : new int[] {0, 60}) {
            Player p = EngineCommand.player(EngineCommand.PlayerKind.ALPHABETA, 30, 1, exactEmpties);
            PipedOutputStream feed = new PipedOutputStream();
            PipedInputStream in = new PipedInputStream(feed);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ExecutorService pool = Executors.newSingleThreadExecutor();
            try {
                Future<?> served = pool.submit(() -> {
                    EngineServer.nboard("alphabeta", p, 30).serve(in, out);
                    return null;
                });
                feed.write("nboard 2\nset depth 30\ngo\n".getBytes(StandardCharsets.UTF_8));
                feed.flush();
                Thread.sleep(1000);
                feed.write("ping 1\nquit\n".getBytes(StandardCharsets.UTF_8));
                feed.flush();
                served.get(120, TimeUnit.SECONDS);
            } finally {
                pool.shutdownNow();
                feed.close();
            }
            String text = out.toString(StandardCharsets.UTF_8);
            assertThat(text).as("exact empties %d", exactEmpties).containsSubsequence("=== D3\n", "pong 1\n");
        }
    }

    @org.junit.jupiter.api.Test
    void theQuickPlayersAnswerAPingAfterTheirMove() {
        for (String player : new String[] {"greedy", "random"}) {
            Cli.Result r = Cli.withInput("nboard 2\nmove F5\ngo\nping 1\nquit\n", "engine", "--player", player);
            assertThat(r.status).as(r.toString()).isZero();
            assertThat(r.out).as(r.toString()).containsSubsequence("=== ", "pong 1\n");
            String move = r.out.substring(r.out.indexOf("=== ") + 4).lines().findFirst().orElseThrow();
            // black's f5, then white's three answers
            assertThat(move).as(r.toString()).isIn("D6", "F6", "F4");
        }
    }

    @org.junit.jupiter.api.Test
    void aClientsDepthIsCappedByTheDepthOption() {
        // a client asking for 60 plies from the start would have alpha-beta search the whole game tree;
        // --depth 1 caps it, so the answer is depth 1's: d3, as in the GTP session above
        Cli.Result r = Cli.withInput("nboard 2\nset depth 60\nping 1\ngo\nquit\n", "engine", "--depth", "1");
        assertThat(r.status).isZero();
        assertThat(r.out).contains("set myname reversi4j-alphabeta\n", "pong 1\n", "=== D3\n");
    }
}
