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
}
