package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;

/**
 * The client against a real engine, when one is given: {@code -Dreversi4j.engine=/tmp/edax/bin/lEdax-x64}
 * with {@code -Dreversi4j.engine.dir=/tmp/edax} (the folder of its {@code data/eval.dat}); skipped
 * otherwise. Each protocol runs with each kind of limit: NBoard with {@code -nboard} under a depth and
 * under a time; GTP with {@code -gtp} under a time, and with {@code -gtp -l 4} (its depth on its command
 * line) under no limit. The arguments of each protocol can be changed with
 * {@code -Dreversi4j.engine.nboardArgs} and {@code -Dreversi4j.engine.gtpArgs} (empty to skip that
 * protocol), for engines other than Edax.
 */
class RealEngineTest {

    private static String engine() {
        String cmd = System.getProperty("reversi4j.engine", "").strip();
        Assumptions.assumeTrue(!cmd.isEmpty(), "no real engine given: run with -Dreversi4j.engine=/path/to/lEdax-x64"
                + " -Dreversi4j.engine.dir=/path/to/edax");
        return cmd;
    }

    static java.nio.file.Path data(String relative) {
        for (java.nio.file.Path p = java.nio.file.Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            java.nio.file.Path candidate = p.resolve("testdata").resolve(relative);
            if (java.nio.file.Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new AssertionError("testdata/" + relative + " not found above " + java.nio.file.Path.of("").toAbsolutePath());
    }

    /** The engine's exact margin for the side to move of a position with a move: its score at depth 60. */
    private static int solve(NBoardEngine e, GameState s) {
        SearchResult r = e.bestMove(GameRecord.of(StandardRules.othello(), s, java.util.List.of()), Limit.depth(60));
        double score = r.score().orElseGet(() -> r.thinking().get(r.thinking().size() - 1).score()).discs();
        assertThat(score).as(r.line()).isEqualTo(Math.rint(score));
        return (int) score;
    }

    private static EngineOptions options() {
        EngineOptions o = EngineOptions.defaults().withLog((t, line) -> System.out.println(t + " " + line));
        String dir = System.getProperty("reversi4j.engine.dir", "").strip();
        return dir.isEmpty() ? o : o.withDirectory(java.nio.file.Path.of(dir));
    }

    private static java.util.List<String> command(String args) {
        return Engine.parseCommand(engine() + " " + args);
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> modes() {
        String nboard = System.getProperty("reversi4j.engine.nboardArgs", "-nboard");
        String gtp = System.getProperty("reversi4j.engine.gtpArgs", "-gtp");
        java.util.List<org.junit.jupiter.params.provider.Arguments> out = new java.util.ArrayList<>();
        if (!nboard.isBlank()) {
            out.add(org.junit.jupiter.params.provider.Arguments.of(Protocol.NBOARD, nboard, Limit.depth(4)));
            out.add(org.junit.jupiter.params.provider.Arguments.of(Protocol.NBOARD, nboard,
                    Limit.time(Duration.ofMillis(200))));
            out.add(org.junit.jupiter.params.provider.Arguments.of(Protocol.NBOARD, nboard,
                    Limit.depth(30).withTime(Duration.ofMillis(300))));
        }
        if (!gtp.isBlank()) {
            out.add(org.junit.jupiter.params.provider.Arguments.of(Protocol.GTP, gtp, Limit.time(Duration.ofSeconds(1))));
            out.add(org.junit.jupiter.params.provider.Arguments.of(Protocol.GTP, gtp + " -l 4", Limit.none()));
        }
        return out.stream();
    }

    /** Twelve moves of the engine from f5 d6 c3, each checked legal, then it is closed with no process left. */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0} {1}, {2}")
    @org.junit.jupiter.params.provider.MethodSource("modes")
    void aRealEnginePlaysInEveryProtocolUnderEveryLimit(Protocol protocol, String args, Limit limit) throws Exception {
        Rules othello = StandardRules.othello();
        long pid;
        java.util.List<ProcessHandle> tree;
        try (Engine e = Engine.start(protocol, command(args), options())) {
            pid = e.pid();
            GameRecord g = GameRecord.parse("othello: f5 d6 c3");
            for (int i = 0; i < 12 && !othello.isTerminal(g.replay().finalState()); i++) {
                g = g.with(e.bestMove(g, limit).move());
            }
            assertThat(g.replay().isValid()).as(g.toString()).isTrue();
            assertThat(g.moves().size()).isGreaterThanOrEqualTo(15);
            if (e instanceof NBoardEngine n) {
                // after f5 d6 c3 (Black c3 d4 e4 e5 f5, White d5 d6), White's legal squares are, by hand, d3 (over
                // d4), f3 (over e4), f4 (over e5) and g5 (over f5 e5)
                Analysis a = n.analyse(GameRecord.parse("othello: f5 d6 c3"), limit, 3);
                // three moves asked for, among four legal ones: three answered
                assertThat(a.moves()).as(a.toString()).hasSize(3).extracting(MoveEvaluation::move).doesNotHaveDuplicates()
                        .isSubsetOf(io.github.reversi4j.core.Move.parse("d3"), io.github.reversi4j.core.Move.parse("f3"),
                                io.github.reversi4j.core.Move.parse("f4"), io.github.reversi4j.core.Move.parse("g5"));
            }
            tree = ProcessHandle.of(pid).map(h -> h.descendants().toList()).orElse(java.util.List.of());
        }
        assertThat(ProcessHandle.of(pid).filter(ProcessHandle::isAlive)).isEmpty();
        assertThat(tree).noneMatch(ProcessHandle::isAlive);
    }

    /**
     * FFO #1 (14 empty squares) analysed at depth 20: the search reaches the end of the game, so every
     * score is exact, whatever the engine writes for its depth (Edax 4.6 writes {@code 14}); the best is
     * G8 at +18, the file's score.
     */
    @org.junit.jupiter.api.Test
    void aSolveIsExactWhateverTheEngineWritesForItsDepth() throws Exception {
        String nboard = System.getProperty("reversi4j.engine.nboardArgs", "-nboard");
        Assumptions.assumeTrue(!engine().isEmpty() && !nboard.isBlank());
        String line = java.nio.file.Files.readAllLines(data("ffo/fforum-1-19.obf"),
                java.nio.charset.StandardCharsets.UTF_8).get(0);
        GameState ffo1 = io.github.reversi4j.notation.text.ObfPosition.parse(line).position();
        try (NBoardEngine e = NBoardEngine.start(command(nboard), options())) {
            GameRecord g = GameRecord.of(StandardRules.othello(), ffo1, java.util.List.of());
            Analysis a = e.analyse(g, Limit.depth(20), 1);
            System.out.println(a);
            assertThat(a.moves()).isNotEmpty().allMatch(MoveEvaluation::isExact);
            assertThat(a.moves().get(0).move()).isEqualTo(io.github.reversi4j.core.Move.parse("g8"));
            assertThat(a.moves().get(0).score()).isEqualTo(Score.of(18));
            try (AnalysisStream lines = e.analysis(g, Limit.depth(20), 1)) {
                assertThat(lines.next()).isPresent();
            }
            assertThat(e.isOpen()).isTrue();
        }
    }

    /**
     * Run from a folder without its {@code data/eval.dat}, Edax writes {@code Cannot open data/eval.dat}
     * on its standard error without a line end and exits: the error carries those words.
     */
    @org.junit.jupiter.api.Test
    void anEngineThatCannotStartSaysWhyInTheError(@org.junit.jupiter.api.io.TempDir java.nio.file.Path empty) {
        String nboard = System.getProperty("reversi4j.engine.nboardArgs", "-nboard");
        Assumptions.assumeTrue(!engine().isEmpty() && !nboard.isBlank() && engine().contains("dax"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Engine.start(Protocol.NBOARD, command(nboard),
                EngineOptions.defaults().withDirectory(empty)).close())
                .isInstanceOf(EngineTerminatedException.class)
                .hasMessageContaining("Cannot open data/eval.dat")
                .satisfies(x -> assertThat(((EngineException) x).stderrTail()).anyMatch(l -> l.contains("Cannot open")));
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
     * The first lines of FFO's endgame problems (OBF, every move scored): each scored move played and
     * the position after it solved by the engine at depth 60; every score must be the file's (for
     * NTest, see {@link #discsOnly}). NBoard only; Edax's eval file does not matter to an exact solve.
     */
    @org.junit.jupiter.api.Test
    void aRealEngineSolvesTheFfoPositionsToTheirPublishedScores() throws Exception {
        engine();
        java.util.List<String> lines = java.nio.file.Files.readAllLines(data("ffo/fforum-1-19.obf"),
                java.nio.charset.StandardCharsets.UTF_8);
        int n = Integer.getInteger("reversi4j.engine.ffoLines", 3);
        int checked = 0;
        boolean discsOnly;
        String nboard = System.getProperty("reversi4j.engine.nboardArgs", "-nboard");
        Assumptions.assumeTrue(!nboard.isBlank(), "exact solves need an NBoard engine");
        Rules othello = StandardRules.othello();
        try (NBoardEngine e = NBoardEngine.start(command(nboard), options())) {
            discsOnly = discsOnly(e);
            for (int i = 0; i < Math.min(n, lines.size()); i++) {
                io.github.reversi4j.notation.Location at = io.github.reversi4j.notation.Location.of("fforum-1-19.obf")
                        .withLine(i + 1, 0);
                io.github.reversi4j.notation.text.ObfPosition p = io.github.reversi4j.notation.text.ObfPosition.parse(lines.get(i));
                for (java.util.Map.Entry<io.github.reversi4j.core.Move, Integer> m : p.scores().entrySet()) {
                    GameState after = othello.play(p.position(), m.getKey());
                    if (othello.isTerminal(after) || othello.legalMoves(after).equals(java.util.List.of(
                            io.github.reversi4j.core.Move.pass()))) {
                        continue;
                    }
                    int mine = -solve(e, after);
                    String what = at + " " + m.getKey() + ": file " + m.getValue() + ", engine " + mine;
                    System.out.println(what);
                    if (discsOnly) {
                        assertThat(Integer.signum(mine)).as(what).isEqualTo(Integer.signum(m.getValue()));
                        assertThat(Math.abs(mine)).as(what).isLessThanOrEqualTo(Math.abs(m.getValue()));
                    } else {
                        assertThat(mine).as(what).isEqualTo(m.getValue());
                    }
                    checked++;
                }
            }
            // FFO #31 (line 12 of fforum-20-39.obf) scores G1 -30; its exact margin is -32, as Edax 4.6 finds at
            // levels 19 and 60 and as a separate bitboard solver (negamax over every move, written apart from
            // this library) found
            String line31 = java.nio.file.Files.readAllLines(data("ffo/fforum-20-39.obf"),
                    java.nio.charset.StandardCharsets.UTF_8).get(11);
            io.github.reversi4j.notation.Location at31 = io.github.reversi4j.notation.Location.of("fforum-20-39.obf").withLine(12, 0);
            io.github.reversi4j.notation.text.ObfPosition p31 = io.github.reversi4j.notation.text.ObfPosition.parse(line31);
            assertThat(p31.scores()).containsEntry(io.github.reversi4j.core.Move.parse("g1"), -30);
            GameState afterG1 = othello.play(p31.position(), io.github.reversi4j.core.Move.parse("g1"));
            if (discsOnly) {
                assertThat(-solve(e, afterG1)).isNegative().isGreaterThanOrEqualTo(-32);
            } else {
                assertThat(-solve(e, afterG1)).isEqualTo(-32);
            }
            // contempt and learning: Edax ignores the first and answers the second with status lines only
            e.setContempt(1);
            e.bestMove(GameRecord.parse("othello: f5 d6 c3"), Limit.depth(4)); // Edax learns at the last depth set
            e.learn(GameRecord.parse("othello: f5 d6 c3"));
            assertThat(e.isOpen()).isTrue();
        }
        assertThat(checked).isPositive();
        System.out.println(checked + " FFO scores solved, " + (discsOnly ? "each of the file's sign and no larger" : "all equal to the file's"));
    }
}
