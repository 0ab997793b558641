package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.engine.Analysis;
import io.github.reversi4j.engine.EngineOptions;
import io.github.reversi4j.engine.EngineTerminatedException;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.MoveEvaluation;
import io.github.reversi4j.engine.NBoardEngine;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code reversi engine --player computer} as a separate process, through the library's NBoard
 * client: {@code hint n} gives the n best moves with the scores FFO publishes for them and lines of
 * perfect play that reach them, and an engine
 * killed in the middle of a search is reported as such, at once.
 */
class ComputerEngineTest {

    private static List<String> command(int level) {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(javaBin, "-cp", System.getProperty("java.class.path"), Reversi.class.getName(), "engine",
                "--player", "computer", "--level", Integer.toString(level));
    }

    private static EngineOptions options() {
        return EngineOptions.defaults().withStartTimeout(Duration.ofSeconds(60));
    }

    @Test
    void hintNGivesTheNBestMovesWithTheirPublishedScores() throws Exception {
        // FFO #1-#3 (14 to 16 empties) with every move's published score; level 10 solves from 16 empties
        List<String> lines = Files.readAllLines(Cli.data("ffo/fforum-1-19.obf"), StandardCharsets.UTF_8).subList(0, 3);
        try (NBoardEngine engine = NBoardEngine.start(command(10), options())) {
            for (String line : lines) {
                FfoLine ffo = FfoLine.parse(line);
                Map<Move, Integer> published = ffo.scores();
                StandardRules othello = StandardRules.othello();
                GameRecord game = GameRecord.of(othello, ffo.position(), List.of());
                Analysis a = engine.analyse(game, Limit.depth(10), 3);
                assertThat(a.moves()).as(line).hasSize(3);
                List<Integer> scores = new ArrayList<>();
                for (MoveEvaluation e : a.moves()) {
                    assertThat(e.isExact()).as(line).isTrue();
                    assertThat(e.score().discs()).as(line + " " + e.move()).isEqualTo((double) published.get(e.move()));
                    scores.add(published.get(e.move()));
                    // its principal variation, as the client read it (the legal moves in turn), is a line of
                    // perfect play: to the end of the game, where the margin is the published score
                    GameState end = ffo.position();
                    for (Move m : e.pv()) {
                        end = othello.play(end, m);
                    }
                    assertThat(othello.isTerminal(end)).as(line + " " + e).isTrue();
                    Outcome.TwoPlayer o = (Outcome.TwoPlayer) othello.outcome(end);
                    Color me = ffo.position().toMove();
                    assertThat(o.score(me) - o.score(me.opponent())).as(line + " " + e).isEqualTo(published.get(e.move()));
                }
                assertThat(scores).as(line).isEqualTo(published.values().stream().sorted(Comparator.reverseOrder()).limit(3)
                        .toList());
            }
        }
    }

    @Test
    void anEngineKilledInTheMiddleOfASearchIsReportedAtOnce() throws Exception {
        GameRecord opening = GameRecord.parse("othello: f5 d6 c3 d3 c4");
        try (NBoardEngine engine = NBoardEngine.start(command(20), options())) {
            // 20 plies from the opening with no time: a search of minutes
            CompletableFuture<Analysis> f = engine.analyseAsync(opening, Limit.depth(20), 4);
            Thread.sleep(1000);
            assertThat(f).isNotDone();
            ProcessHandle.of(engine.pid()).orElseThrow().destroyForcibly();
            assertThatThrownBy(() -> f.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(EngineTerminatedException.class);
            assertThat(engine.isOpen()).isFalse();
        }
    }
}
