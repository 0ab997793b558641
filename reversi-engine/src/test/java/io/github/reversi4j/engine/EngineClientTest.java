package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The client against {@link TestEngine}, a separate JVM, in every mode and both protocols. */
class EngineClientTest {

    private static final Rules OTHELLO = StandardRules.othello();

    /** Short timeouts: every misbehaviour is found in well under a second or two. */
    static EngineOptions options() {
        return EngineOptions.defaults().withStartTimeout(Duration.ofSeconds(20)).withReplyTimeout(Duration.ofSeconds(3))
                .withSearchTimeout(Duration.ofSeconds(3)).withCloseTimeout(Duration.ofSeconds(2))
                .withOutputLimits(64 << 10, 5_000);
    }

    static List<String> command(Protocol protocol, String mode) {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(javaBin, "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", System.getProperty("java.class.path"),
                TestEngine.class.getName(), protocol.name().toLowerCase(java.util.Locale.ROOT), mode);
    }

    static Limit limit(Protocol p) {
        return p == Protocol.NBOARD ? Limit.depth(3) : Limit.time(Duration.ofSeconds(1));
    }

    private static void assertGone(long pid, List<ProcessHandle> tree) {
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("engine " + pid).isFalse();
        for (ProcessHandle h : tree) {
            assertThat(h.isAlive()).as("child process " + h.pid() + " of the engine").isFalse();
        }
    }

    @ParameterizedTest
    @MethodSource("protocols")
    void aGoodEngineAnswersALegalMoveAndTheLogSeesTheExchange(Protocol protocol) {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        long pid;
        try (Session e = Session.start(protocol, command(protocol, "good"),
                options().withLog((t, line) -> log.add(t + " " + line)))) {
            pid = e.pid();
            GameRecord g = GameRecord.parse("othello: f5 d6 c3");
            e.setGame(g);
            SearchResult r = e.bestMove(limit(protocol));
            // the test engine plays the first legal move in a1..h8 order; after f5 d6 c3 White's are, by
            // hand from the board, d3 f3 f4 g5: d3 comes first
            List<Move> legal = OTHELLO.legalMoves(g.replay().finalState());
            assertThat(legal).contains(r.move());
            assertThat(r.move()).isEqualTo(legal.get(0)).isEqualTo(Move.parse("d3"));
            assertThat(e.name()).isEqualTo("TestEngine");
            assertThat(e.game()).isEqualTo(g);
        }
        assertGone(pid, List.of());
        String first = protocol == Protocol.NBOARD ? "SENT nboard 2" : "SENT 1 name";
        assertThat(log).startsWith(first).contains("SENT quit");
        assertThat(log).anyMatch(l -> l.startsWith("RECEIVED " + (protocol == Protocol.NBOARD ? "=== " : "=")));
    }

    static List<Protocol> protocols() {
        return List.of(Protocol.NBOARD, Protocol.GTP);
    }

    @ParameterizedTest
    @MethodSource("protocols")
    void aWholeGameIsPlayedThroughTheEngineWithItsPassesAndEveryMoveLegal(Protocol protocol) {
        try (Session e = Session.start(protocol, command(protocol, "good"), options())) {
            GameRecord g = GameRecord.of(OTHELLO, List.of());
            int guard = 0;
            while (!OTHELLO.isTerminal(g.replay().finalState()) && guard++ < 130) {
                e.setGame(g);
                g = g.with(e.bestMove(limit(protocol)).move());
            }
            assertThat(g.replay().isFinished()).as(g.toString()).isTrue();
            assertThat(g.replay().isValid()).isTrue();
            e.setGame(g);
            assertThatThrownBy(() -> e.bestMove(limit(protocol))).isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void nboardAnalysisGivesAnEvaluationPerMoveAndAGtpDepthOrAnalysisIsRefusedWithoutClosing() {
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "good"), options())) {
            e.setPosition(OTHELLO.initialState());
            Analysis a = e.analyse(Limit.depth(2), 4);
            assertThat(a.moves()).hasSize(1);
            assertThat(a.moves().get(0).move()).isEqualTo(Move.parse("d3"));
            assertThat(a.moves().get(0).depth()).isEqualTo(SearchDepth.parse("2"));
        }
        try (Session e = Session.start(Protocol.GTP, command(Protocol.GTP, "good"), options())) {
            // what GTP cannot say is refused before anything is sent, and the engine stays open; analysis is not
            // even a method of a GTP engine
            assertThatThrownBy(() -> e.bestMove(Limit.depth(4))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("GTP has no depth");
            assertThatThrownBy(() -> e.bestMove(Limit.nodes(1000))).isInstanceOf(IllegalArgumentException.class);
            assertThat(e.engine()).isInstanceOf(GtpEngine.class).isNotInstanceOf(NBoardEngine.class);
            assertThat(e.isOpen()).isTrue();
            assertThat(e.bestMove(Limit.time(Duration.ofMillis(500))).move()).isEqualTo(Move.parse("d3"));
            e.setPosition(GameState.parse(OTHELLO.initialState().withToMove(io.github.reversi4j.core.Color.WHITE).toString()));
            assertThatThrownBy(() -> e.bestMove(Limit.none())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("from the start");
            assertThat(e.isOpen()).isTrue();
        }
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "good"), options())) {
            assertThatThrownBy(() -> e.bestMove(Limit.nodes(1000))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("no node limit");
            assertThat(e.isOpen()).isTrue();
        }
    }

    /** Each misbehaviour and the error the user gets, per protocol. */
    static List<Arguments> misbehaviours() {
        return List.of(
                Arguments.of(Protocol.NBOARD, "illegal", EngineIllegalMoveException.class),
                Arguments.of(Protocol.GTP, "illegal", EngineIllegalMoveException.class),
                Arguments.of(Protocol.NBOARD, "hang", EngineTimeoutException.class),
                Arguments.of(Protocol.GTP, "hang", EngineTimeoutException.class),
                Arguments.of(Protocol.NBOARD, "crash", EngineTerminatedException.class),
                Arguments.of(Protocol.GTP, "crash", EngineTerminatedException.class),
                Arguments.of(Protocol.NBOARD, "flood", EngineOutputException.class),
                Arguments.of(Protocol.GTP, "flood", EngineOutputException.class),
                Arguments.of(Protocol.NBOARD, "hugeline", EngineOutputException.class),
                Arguments.of(Protocol.GTP, "hugeline", EngineOutputException.class));
    }

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @MethodSource("misbehaviours")
    void aMisbehavingEngineGivesATypedErrorAndLeavesNoProcess(Protocol protocol, String mode,
            Class<? extends EngineException> expected) throws Exception {
        Session e = Session.start(protocol, command(protocol, mode), options());
        long pid = e.pid();
        e.setGame(GameRecord.parse("othello: f5"));
        CompletableFuture<SearchResult> f = e.bestMoveAsync(limit(protocol));
        List<ProcessHandle> tree = new ArrayList<>();
        if (mode.equals("hang")) {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            while (tree.isEmpty() && System.nanoTime() < until) {
                ProcessHandle.of(pid).ifPresent(h -> h.descendants().forEach(tree::add));
                Thread.sleep(20);
            }
            assertThat(tree).as("the hanging engine's child process").isNotEmpty();
        }
        assertThatThrownBy(() -> f.get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .cause().isInstanceOf(expected).hasMessageContaining(String.join(" ", command(protocol, mode)));
        assertThat(e.isOpen()).isFalse();
        assertGone(pid, tree);
        assertThatThrownBy(() -> e.bestMove(limit(protocol))).isInstanceOf(IllegalStateException.class);
        e.close();
        e.close();
    }

    @Test
    void theTypedErrorsCarryTheirFacts() throws Exception {
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "illegal"), options())) {
            e.setGame(GameRecord.parse("othello: f5"));
            assertThatThrownBy(() -> e.bestMove(Limit.depth(2))).isInstanceOfSatisfying(EngineIllegalMoveException.class, x -> {
                assertThat(x.line()).isEqualTo("=== D4");
                assertThat(x.move()).isEqualTo(Move.parse("d4"));
                assertThat(x.state()).isEqualTo(GameRecord.parse("othello: f5").replay().finalState());
                assertThat(x.getCause()).isInstanceOf(io.github.reversi4j.core.IllegalMoveException.class);
            });
        }
        try (Session e = Session.start(Protocol.GTP, command(Protocol.GTP, "escapes"), options())) {
            // a line of terminal escapes where a reply belongs: not text, so not a stray line to skip
            assertThatThrownBy(() -> e.bestMove(Limit.time(Duration.ofSeconds(1))))
                    .isInstanceOfSatisfying(EngineProtocolException.class,
                            x -> assertThat(x.line()).contains("\u001b"));
        }
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "crash"), options())) {
            assertThatThrownBy(() -> e.bestMove(Limit.depth(2))).isInstanceOfSatisfying(EngineTerminatedException.class,
                    x -> {
                        assertThat(x.exitStatus()).hasValue(3);
                        assertThat(x.stderrTail()).contains("segmentation fault (simulated)");
                    });
        }
        Session slow = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "slow"),
                options().withSearchTimeout(Duration.ofMillis(200)));
        assertThatThrownBy(() -> slow.bestMove(Limit.depth(2))).isInstanceOfSatisfying(EngineTimeoutException.class,
                x -> assertThat(x.timeout()).isEqualTo(Duration.ofMillis(200)));
        assertThat(slow.isOpen()).isFalse();
    }

    @Test
    void aSlowEngineWithinItsTimeoutsAnswersAndAnNBoardTimeLimitStopsTheSearchByPing() {
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "slow"), options())) {
            SearchResult r = e.bestMove(Limit.depth(2));
            assertThat(r.move()).isEqualTo(Move.parse("d3"));
            assertThat(r.nodes()).hasValue(6000);
            SearchResult timed = e.bestMove(Limit.time(Duration.ofMillis(100)));
            assertThat(timed.move()).isEqualTo(Move.parse("d3"));
            // the stop ping's pong is read before the next command
            assertThat(e.bestMove(Limit.depth(2)).move()).isEqualTo(Move.parse("d3"));
        }
    }

    @Test
    void nboardFreeTextIsIgnoredAsNBoardIgnoresItAndNTestsRepliesAreRead() {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "ntest"),
                options().withLog((t, line) -> log.add(t + " " + line)))) {
            assertThat(e.name()).isEqualTo("Ntest4");
            e.setGame(GameRecord.parse("othello: f5 d6 c3"));
            SearchResult r = e.bestMove(Limit.depth(4));
            // White's first legal square after f5 d6 c3 in a1..h8 order is d3 (worked by hand above)
            assertThat(r.move()).isEqualTo(Move.parse("d3"));
            assertThat(r.score()).contains(Score.of(-0.25));
            assertThat(r.line()).isEqualTo("=== D3/-0.25/0.00");
            assertThat(r.thinking()).singleElement().satisfies(m -> {
                assertThat(m.move()).isEqualTo(Move.parse("d3"));
                assertThat(m.score()).isEqualTo(Score.of(-0.25));
                assertThat(m.depth()).isEqualTo(SearchDepth.parse("4"));
            });
            assertThat(e.bestMove(Limit.depth(4)).move()).isEqualTo(Move.parse("d3"));
        }
        assertThat(log).contains("RECEIVED Ntest version as of Nov 24 2026", "RECEIVED 100% WLD: 20",
                "RECEIVED   4 (58 empty)\tD3/-0.25\t\t0.000355s elapsed");
        // a line of plain text before a move is passed over in the same way
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "garbage"), options())) {
            e.setGame(GameRecord.parse("othello: f5"));
            assertThat(e.bestMove(Limit.depth(2)).move()).isEqualTo(Move.parse("f4"));
        }
    }

    @Test
    void aGtpEngineWithoutTimeCommandsIsAskedForMovesWithoutThem() {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        // the engine takes 2 s a move whatever it is asked: more than the 100 ms asked and the 800 ms of a reply,
        // less than a depth-limited search's 20 s, which is its bound once it is known to take no time commands
        EngineOptions o = options().withReplyTimeout(Duration.ofMillis(800)).withSearchTimeout(Duration.ofSeconds(20));
        try (Session e = Session.start(Protocol.GTP, command(Protocol.GTP, "egaroucid"),
                o.withLog((t, line) -> log.add(t + " " + line)))) {
            e.setGame(GameRecord.parse("othello: f5 d6 c3"));
            assertThat(e.bestMove(Limit.time(Duration.ofMillis(100))).move()).isEqualTo(Move.parse("d3"));
            e.setGame(GameRecord.parse("othello: f5 d6 c3 d3 c4"));
            assertThat(e.bestMove(Limit.time(Duration.ofMillis(100))).move()).isNotNull();
            assertThat(e.isOpen()).isTrue();
        }
        // Egaroucid's answer, with this exchange's id
        assertThat(log).anyMatch(l -> l.matches("RECEIVED \\?\\d+ \\[ERROR\\] command not found"));
        // refused once, the time commands are not sent again
        assertThat(log.stream().filter(l -> l.contains("time_settings"))).hasSize(1);
        assertThat(log.stream().filter(l -> l.startsWith("SENT ") && l.contains("time_left"))).isEmpty();
        assertThat(log.stream().filter(l -> l.startsWith("SENT ") && l.contains("genmove"))).hasSize(2);
    }

    @Test
    void anEngineThatCannotStartOrDiesAtOnceGivesATypedError() {
        assertThatThrownBy(() -> Engine.start(Protocol.NBOARD, List.of("/nonexistent/edax"), options()))
                .isInstanceOf(EngineStartException.class).hasMessageContaining("/nonexistent/edax");
        for (Protocol p : protocols()) {
            assertThatThrownBy(() -> Engine.start(p, command(p, "dead"), options()))
                    .isInstanceOfSatisfying(EngineTerminatedException.class, x -> {
                        assertThat(x.exitStatus()).hasValue(2);
                        assertThat(x.stderrTail()).containsExactly("cannot open my evaluation weights");
                    });
        }
    }

    @Test
    void commandLinesSplitLikeAShell() {
        assertThat(Engine.parseCommand("path/to/edax -q")).containsExactly("path/to/edax", "-q");
        assertThat(Engine.parseCommand("  'my engine'  -l \"1 0\" a\\ b ")).containsExactly("my engine", "-l", "1 0", "a b");
        assertThatThrownBy(() -> Engine.parseCommand("edax 'x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Engine.parseCommand("   ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anEngineThatMissesItsFirstPingIsPingedAgain() {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "latestart"),
                options().withLog((t, line) -> log.add(t + " " + line)))) {
            e.setGame(GameRecord.parse("othello: f5"));
            // after f5, White's legal squares are f4, d6 and f6 (by hand: f4 flips e4, d6 flips d5, f6 flips e5);
            // in a1..h8 order, rank by rank, f4 comes first
            assertThat(e.bestMove(Limit.depth(2)).move()).isEqualTo(Move.parse("f4"));
        }
        // the first ping was answered only after the second one was sent
        assertThat(log).containsSubsequence("SENT ping 1", "SENT ping 2", "RECEIVED pong 1", "RECEIVED pong 2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"good", "quietlearn", "ntestlearn"})
    void contemptIsSentAsAPlainNumberAndLearnWaitsForTheEngineWhateverItAnswers(String mode) {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, mode),
                options().withLog((t, line) -> log.add(t + " " + line)))) {
            e.setContempt(1.5);
            e.setContempt(-2);
            e.setContempt(1e-3);
            GameRecord g = GameRecord.parse("othello: f5 d6 c3");
            e.setGame(g);
            e.learn();
            // the engine read the values as written: no exponent, no trailing zeros
            assertThat(log).containsSubsequence("SENT set contempt 1.5", "SENT set contempt -2", "SENT set contempt 0.001",
                    "SENT learn");
            assertThat(log).containsSubsequence("RECEIVED status contempt 1.5", "RECEIVED status contempt -2.0",
                    "RECEIVED status contempt 0.001");
            String answer = switch (mode) {
                case "good" -> "RECEIVED learned";
                case "ntestlearn" -> "RECEIVED learn";
                default -> "RECEIVED status TestEngine is waiting";
            };
            int learn = log.indexOf("SENT learn");
            List<String> after = log.subList(learn, log.size());
            assertThat(after).contains(answer);
            // learn returned only after the pong that follows the engine's answer
            String ping = after.stream().filter(l -> l.startsWith("SENT ping ")).findFirst().orElseThrow();
            assertThat(after).containsSubsequence(answer, "RECEIVED pong " + ping.substring("SENT ping ".length()));
            assertThat(e.isOpen()).isTrue();
            assertThat(e.bestMove(Limit.depth(2)).move()).isEqualTo(Move.parse("d3"));
            assertThatThrownBy(() -> e.setContempt(64.5)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> e.setContempt(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> e.setContempt(Double.NEGATIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void aGtpEngineSkipsLinesOfNoReplyAsEdaxWritesThemWhenASearchOverruns() {
        // the 'garbage' engine writes 'Hello! I am a chess engine.' before its reply, as Edax writes
        // '*** SEARCH STILL RUNNING ? (1) ***': the line is skipped and the move read
        try (Session e = Session.start(Protocol.GTP, command(Protocol.GTP, "garbage"), options())) {
            e.setGame(GameRecord.parse("othello: f5"));
            assertThat(e.bestMove(Limit.time(Duration.ofSeconds(1))).move()).isEqualTo(Move.parse("f4"));
            assertThat(e.bestMove(Limit.time(Duration.ofSeconds(1))).move()).isEqualTo(Move.parse("f4"));
            assertThat(e.isOpen()).isTrue();
        }
    }

    @Test
    void bytesThatAreNotUtf8AreReadAsReplacementCharactersAndRefusedAsAMove() {
        try (Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "badbytes"), options())) {
            e.setGame(GameRecord.parse("othello: f5"));
            assertThatThrownBy(() -> e.bestMove(Limit.depth(2))).isInstanceOfSatisfying(EngineProtocolException.class,
                    x -> assertThat(x.line()).isEqualTo("=== F\uFFFD5"));
            assertThat(e.isOpen()).isFalse();
        }
    }

    @Test
    void whatAnEngineWritesCannotDriveTheTerminalThroughANameOrAMessage() {
        Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "escapes"), options());
        e.setGame(GameRecord.parse("othello: f5"));
        assertThatThrownBy(() -> e.bestMove(Limit.depth(2))).isInstanceOfSatisfying(EngineProtocolException.class, x -> {
            assertThat(x.line()).isEqualTo("\u001b[2J\u001b]0;pwned\u0007 hello");
            assertThat(x.getMessage()).doesNotContain("\u001b", "\u0007")
                    .contains("'\\u001B[2J\\u001B]0;pwned\\u0007 hello'");
        });
        // the name keeps the visible characters, at most 100
        assertThat(e.name()).isEqualTo(("[31mEvilName" + "x".repeat(300)).substring(0, 100));
        assertThat(Ascii.visible("a\\b\u202e\ud800c\ud83d\ude00")).isEqualTo("a\\\\b\\u202E\\uD800c\ud83d\ude00");
    }

    @ParameterizedTest
    @MethodSource("protocols")
    void aReplyToAnotherCommandIsAProtocolError(Protocol protocol) {
        try (Session e = Session.start(protocol, command(protocol, "wrongreply"), options())) {
            e.setGame(GameRecord.parse("othello: f5"));
            if (protocol == Protocol.NBOARD) {
                assertThatThrownBy(() -> e.analyse(Limit.depth(2), 3)).isInstanceOf(EngineProtocolException.class)
                        .hasMessageContaining("'===' answers 'go', not 'hint'");
            } else {
                assertThatThrownBy(() -> e.bestMove(limit(protocol))).isInstanceOf(EngineProtocolException.class)
                        .hasMessageContaining("a reply to another command than");
            }
            assertThat(e.isOpen()).isFalse();
        }
    }

    @Test
    void aLongLineIsRefusedWhateverTheLineLimitEvenBelowTheQuotedLength() {
        // 80 characters: less than the 200 a message quotes
        Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "hugeline"), options().withOutputLimits(80, 5000));
        e.setGame(GameRecord.parse("othello: f5"));
        assertThatThrownBy(() -> e.bestMove(Limit.depth(2))).isInstanceOfSatisfying(EngineOutputException.class,
                x -> assertThat(x.line()).hasSize(80).startsWith("status xxx"));
        assertThat(e.isOpen()).isFalse();
    }

    @Test
    void anEngineThatStopsReadingIsKilledWhenItsInputPipeStaysFullAndCloseDoesNotHang() throws Exception {
        Session e = Session.start(Protocol.NBOARD, command(Protocol.NBOARD, "deaf"), options());
        long pid = e.pid();
        // 'set contempt' has no reply, so no reply is awaited and only the pipe's capacity (64 KiB on Linux) stops
        // the writes: 100 000 of them are some 2 MB
        assertThatThrownBy(() -> {
            for (int i = 0; i < 100_000; i++) {
                e.setContempt(i % 2 == 0 ? 1 : 2);
            }
        }).isInstanceOfSatisfying(EngineTimeoutException.class, x -> assertThat(x.getMessage()).contains("the engine to read 'set contempt"));
        assertThat(e.isOpen()).isFalse();
        e.close();
        assertGone(pid, List.of());
    }
}
