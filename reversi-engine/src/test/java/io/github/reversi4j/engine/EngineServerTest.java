package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The server through scripted exchanges: the NBoard protocol's documented session, and GTP's framing. */
class EngineServerTest {

    private static List<String> serve(Protocol protocol, Positional player, String script) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        EngineServer.of(protocol, "Scripted", player.asPlayer(), 4)
                .serve(new java.io.ByteArrayInputStream(script.getBytes(java.nio.charset.StandardCharsets.UTF_8)), out);
        return List.of(out.toString(java.nio.charset.StandardCharsets.UTF_8).split("\n", -1));
    }

    @Test
    void theExampleSessionOfTheNBoardProtocolDocument() throws Exception {
        // Protocol.htm's example session, commands as NBoard sent them to Edax, which answered d6
        String script = "nboard 2\n"
                + "set game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]"
                + "TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]"
                + "W[C5]B[E6]W[F7]B[E7]W[F4];)\n"
                + "set depth 6\n"
                + "ping 1\n"
                + "go\n";
        List<GameState> seen = new ArrayList<>();
        List<Limit> limits = new ArrayList<>();
        List<String> out = serve(Protocol.NBOARD, (rules, state, limit) -> {
            seen.add(state);
            limits.add(limit);
            return Move.parse("d6");
        }, script);
        assertThat(out).containsSubsequence("set myname Scripted", "pong 1", "=== D6");
        // the same game from its moves as a transcript, not from GGF
        assertThat(seen).containsExactly(GameRecord.parse("othello: f5 f6 d3 c5 e6 f7 e7 f4").replay().finalState());
        assertThat(limits).containsExactly(Limit.depth(6));
    }

    @Test
    void nboardMovesHintsLearningAndUnknownCommands() throws Exception {
        String script = "nboard 2\nset contempt 0\nmove F5\nmove d6/-1.00/0.5\nfrobnicate\nhint 3\nlearn\nping 7\nquit\nping 8\n";
        List<String> out = serve(Protocol.NBOARD, (rules, state, limit) -> rules.legalMoves(state).get(0), script);
        // after f5 d6 Black's first legal square in a1..h8 order is c3 (by hand: c3 flips d4)
        assertThat(out).containsSubsequence("search C3 0 0 4 unscored", "learned", "pong 7");
        assertThat(out).doesNotContain("pong 8");
        assertThat(out).noneMatch(l -> l.startsWith("==="));
    }

    @Test
    void aPlayerThatFailsIsSaidAsSuchNotAsTheClientsSyntax() throws Exception {
        Positional throwing = (rules, state, limit) -> {
            throw new IllegalArgumentException("out of book");
        };
        List<String> gtp = serve(Protocol.GTP, throwing, "1 genmove b\n2 name\n");
        assertThat(gtp).containsSubsequence("?1 the player failed: out of book", "", "=2 Scripted", "");
        Positional nothing = (rules, state, limit) -> null;
        assertThat(serve(Protocol.GTP, nothing, "1 genmove b\n2 name\n"))
                .containsSubsequence("?1 the player failed: the player chose no move (null)", "", "=2 Scripted", "");
        // NBoard has no error reply: a warning says it, then serving ends with the player's failure
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        EngineServer server = EngineServer.of(Protocol.NBOARD, "Scripted", throwing.asPlayer(), 4);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> server.serve(
                new java.io.ByteArrayInputStream("nboard 2\ngo\nping 1\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("out of book");
        assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8)).contains("warning the player failed: out of book\n").doesNotContain("===", "pong");
    }

    @Test
    void gtpRepliesCarryTheIdAndEndWithAnEmptyLine() throws Exception {
        String script = "1 boardsize 8\n2 clear_board\n# a comment\n3 play b f5\n4 genmove w\nplay b a1\n"
                + "5 boardsize 7\nknown_command genmove\n6 showboard\n7 quit\n";
        List<String> out = serve(Protocol.GTP, (rules, state, limit) -> Move.parse("f6"), script);
        String text = String.join("\n", out);
        assertThat(text).startsWith("=1\n\n=2\n\n=3\n\n=4 f6\n\n? illegal move\n\n?5 unacceptable size\n\n= true\n\n=6 \n");
        assertThat(text).contains(" 5 - - - X O X - -", " 6 - - - - - O - -").endsWith("=7\n\n");
    }

    @Test
    void aGiganticCommandLineIsSkippedWithAnAnswerAndTheSessionGoesOn() throws Exception {
        String huge = "set game " + "x".repeat(EngineServer.MAX_LINE + 10);
        List<String> nboard = serve(Protocol.NBOARD, (rules, state, limit) -> rules.legalMoves(state).get(0),
                huge + "\nping 1\n" + "y".repeat(EngineServer.MAX_LINE) + "\r\nping 2");
        assertThat(nboard).containsExactly("warning a line longer than " + EngineServer.MAX_LINE + " characters: ignored",
                "pong 1", "pong 2", "");
        List<String> gtp = serve(Protocol.GTP, (rules, state, limit) -> rules.legalMoves(state).get(0),
                huge + "\n1 name\n\u0661 name\n");
        assertThat(String.join("\n", gtp)).isEqualTo("? line longer than " + EngineServer.MAX_LINE + " characters\n\n"
                + "=1 Scripted\n\n? unknown command\n\n");
    }

    /**
     * A player that scores each legal move of the start by a table written here (by hand: the four
     * symmetric openings, given other values to tell them apart), and records the counts it was asked for.
     */
    private static final class Scoring implements AnalysingPlayer {
        final List<Integer> asked = new ArrayList<>();

        @Override
        public Move choose(GameRecord game, Limit limit) {
            return analyse(game, limit, 1).moves().get(0).move();
        }

        @Override
        public Analysis analyse(GameRecord game, Limit limit, int moves) {
            asked.add(moves);
            java.util.Map<String, Double> table = java.util.Map.of("d3", 1.5, "c4", -2.0, "f5", 4.25, "e6", 0.0);
            List<MoveEvaluation> all = new ArrayList<>();
            for (Move m : game.rules().legalMoves(game.replay().finalState())) {
                all.add(new MoveEvaluation(m, Score.of(table.get(m.toString())), new SearchDepth(limit.depth().orElse(1), 100,
                        false), List.of(m, Move.parse("d6")), java.util.OptionalLong.empty()));
            }
            all.sort(java.util.Comparator.comparing(MoveEvaluation::score).reversed());
            return new Analysis(all.subList(0, Math.min(moves, all.size())), java.util.OptionalLong.of(10));
        }
    }

    private static List<String> serve(Player player, String script) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        EngineServer.nboard("Scripted", player, 4)
                .serve(new java.io.ByteArrayInputStream(script.getBytes(java.nio.charset.StandardCharsets.UTF_8)), out);
        return List.of(out.toString(java.nio.charset.StandardCharsets.UTF_8).split("\n", -1));
    }

    @Test
    void hintOfAnAnalysingPlayerGivesItsBestMovesEachWithItsScore() throws Exception {
        Scoring scoring = new Scoring();
        List<String> out = serve(scoring, "nboard 2\nset depth 3\nhint 2\nping 1\n");
        assertThat(out).containsExactly("set myname Scripted", "status Scripted is thinking", "search F5D6 4.25 0 3",
                "search D3D6 1.50 0 3", "status Scripted is waiting", "pong 1", "");
        assertThat(scoring.asked).containsExactly(2);
    }

    @Test
    void hintCountsOutOfRangeOrNotDigitsGiveOneMoveOrAllOfThem() throws Exception {
        Scoring scoring = new Scoring();
        // 0 and below: the top move (the protocol's least); beyond the legal moves: all four; not ASCII
        // digits (Arabic-Indic three, full-width three, a sign, nothing): one, with a warning for the text
        String script = "nboard 2\nhint 0\nhint -7\nhint 99999999999999999999999\nhint 0004\nhint \u0663\n"
                + "hint \uFF13\nhint +2\nhint\nhint 2 3\nping 9\n";
        List<String> out = serve(scoring, script);
        assertThat(scoring.asked).containsExactly(1, 1, 4, 4, 1, 1, 1, 1, 2);
        assertThat(out.stream().filter(l -> l.startsWith("warning not a move count"))).hasSize(3);
        assertThat(out).contains("warning not a move count: '\u0663': hint gives 1 move", "pong 9");
        assertThat(out.stream().filter(l -> l.startsWith("search "))).hasSize(1 + 1 + 4 + 4 + 1 + 1 + 1 + 1 + 2);
    }

    @Test
    void aHintDuringASearchIsAnsweredAfterItAndAGameOverHasNoHint() throws Exception {
        Scoring scoring = new Scoring();
        List<String> out = serve(scoring, "nboard 2\ngo\nhint 1\nset game (;GM[Othello]BO[8 " + "*".repeat(64)
                + " O];)\nhint 3\nping 2\n");
        assertThat(out).containsSubsequence("=== F5", "search F5D6 4.25 0 4", "pong 2");
        assertThat(out.stream().filter(l -> l.startsWith("search "))).hasSize(1);
        assertThat(scoring.asked).containsExactly(1, 1);
    }

    @Test
    void aClosedOutputEndsServingWithAnIoErrorInsteadOfReadingOnForNobody() {
        java.io.OutputStream closed = new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("Broken pipe");
            }
        };
        int[] read = new int[1];
        java.io.InputStream endless = new java.io.InputStream() {
            @Override
            public int read() {
                read[0]++;
                return "ping 1\n".charAt(read[0] % 7);
            }
        };
        Player first = (game, limit) -> game.rules().legalMoves(game.replay().finalState()).get(0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> EngineServer.nboard("Scripted", first, 4).serve(endless, closed))
                .isInstanceOf(java.io.IOException.class).hasMessageContaining("cannot be written");
        // the first block the reader buffers (8192 bytes), not an endless stream
        assertThat(read[0]).isLessThan(1 << 16);
    }

    @Test
    void aPingDuringASearchInterruptsThePlayerAndIsAnsweredAfterItsMove() throws Exception {
        // a player that searches until it is interrupted, then plays its first legal move; without an
        // interrupt it would wait a minute and play its last one
        Positional untilStopped = (rules, state, limit) -> {
            List<Move> legal = rules.legalMoves(state);
            try {
                Thread.sleep(60_000);
                return legal.get(legal.size() - 1);
            } catch (InterruptedException e) {
                return legal.get(0);
            }
        };
        List<String> out = serve(Protocol.NBOARD, untilStopped, "nboard 2\ngo\nping 1\nmove d3\nping 2\n");
        assertThat(out).containsSubsequence("=== D3", "pong 1", "pong 2");
        // a ping before the search does not stop it: a player that heeds nothing is waited for
        List<String> waited = serve(Protocol.NBOARD, (rules, state, limit) -> {
            assertThat(Thread.currentThread().isInterrupted()).isFalse();
            return rules.legalMoves(state).get(1);
        }, "nboard 2\nping 1\ngo\n");
        assertThat(waited).containsSubsequence("pong 1", "=== C4");
    }

    @Test
    void theInterruptOfAStopEndsWithTheSearchAndGtpHasNoStop() throws Exception {
        List<Boolean> interrupted = new ArrayList<>();
        // a search of two seconds, unless interrupted (the reader reads the ping at its own pace)
        Positional records = (rules, state, limit) -> {
            try {
                Thread.sleep(2000);
                interrupted.add(false);
            } catch (InterruptedException e) {
                interrupted.add(true);
            }
            return rules.legalMoves(state).get(0);
        };
        // the first search is stopped by the ping after it; the hint after the ping searches unstopped
        serve(Protocol.NBOARD, records, "nboard 2\ngo\nping 1\nhint 1\n");
        assertThat(interrupted).containsExactly(true, false);
        interrupted.clear();
        serve(Protocol.GTP, records, "1 genmove b\n2 ping\n3 name\n");
        assertThat(interrupted).containsExactly(false);
    }
}
