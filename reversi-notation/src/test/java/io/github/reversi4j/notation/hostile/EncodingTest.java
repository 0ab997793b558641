package io.github.reversi4j.notation.hostile;

import io.github.reversi4j.notation.Readers;
import io.github.reversi4j.notation.GameInfo;

import io.github.reversi4j.notation.formats.FormatOptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.internal.ggf.GgfReader;
import io.github.reversi4j.notation.internal.pgn.PgnReader;
import io.github.reversi4j.notation.internal.text.TranscriptReader;
import io.github.reversi4j.core.StandardRules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The same records, saved the ways editors and old programs save text, read the same (FORMATS §0):
 * with a UTF-8 byte order mark, in UTF-16 with its mark, with Windows ({@code CR LF}) or classic Mac
 * ({@code CR}) line ends, and with names in ISO-8859-1. Each record file here has a bad game on its
 * third line, so the line a problem names is checked too.
 */
class EncodingTest {

    /** Three games a line each; the third has an illegal move (f5 is taken). */
    static final String TRANSCRIPTS = "f5d6c3d3c4\nf5f6e6f4\nf5f5\n";
    static final String CSV = "eOthello_game_id,winner,game_moves\n1,1,f5d6c3d3c4\nx,1,f5f5\n";
    static final String GGF = "(;GM[Othello]PB[Pr\u00e9]TY[8]RE[?]B[f5];)\n"
            + "(;GM[Othello]TY[8]RE[?]B[f5]W[d6];)\n(;GM[Othello]TY[8]RE[?]B[f5]W[f5];)\n";
    static final String PGN = "[Event \"Pr\u00e9qualif\"]\n[Result \"*\"]\n1. f5 f5 *\n\n"
            + "[Event \"b\"]\n\n1. f5 d6 *\n";
    static final String BOARD = "---------------------------OX------XO--------------------------- X; F5:+0;\n"
            + "% comment\n"
            + "---------------------------OX------XO--------------------------- X; A1:+0;\n";

    enum Saved {
        UTF8(s -> s, StandardCharsets.UTF_8, new byte[0]),
        UTF8_BOM(s -> s, StandardCharsets.UTF_8, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}),
        UTF16LE_BOM(s -> s, StandardCharsets.UTF_16LE, new byte[] {(byte) 0xFF, (byte) 0xFE}),
        UTF16BE_BOM(s -> s, StandardCharsets.UTF_16BE, new byte[] {(byte) 0xFE, (byte) 0xFF}),
        CRLF(s -> s.replace("\n", "\r\n"), StandardCharsets.UTF_8, new byte[0]),
        CR(s -> s.replace("\n", "\r"), StandardCharsets.UTF_8, new byte[0]),
        LATIN1(s -> s, StandardCharsets.ISO_8859_1, new byte[0]),
        LATIN1_CR(s -> s.replace("\n", "\r"), StandardCharsets.ISO_8859_1, new byte[0]);

        final UnaryOperator<String> lines;
        final java.nio.charset.Charset charset;
        final byte[] mark;

        Saved(UnaryOperator<String> lines, java.nio.charset.Charset charset, byte[] mark) {
            this.lines = lines;
            this.charset = charset;
            this.mark = mark;
        }

        byte[] save(String text) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(mark);
            out.writeBytes(lines.apply(text).getBytes(charset));
            return out.toByteArray();
        }
    }

    /** What a person is told of a source: each game's validity, header and problems (kind, line, move). */
    static List<String> verdicts(RecordFormat format, byte[] bytes) throws NotationException {
        List<String> out = new ArrayList<>();
        try (GameReader r = format.reader(new ByteArrayInputStream(bytes), "in", FormatOptions.defaults())) {
            for (CheckedGame g : r) {
                out.add(g.isValid() + " " + g.info().tags() + " " + g.record().map(Object::toString).orElse("-"));
                for (Problem p : g.problems()) {
                    out.add(p.kind() + " line " + p.location().line().orElse(-1) + " move " + p.moveNumber().orElse(-1));
                }
            }
            for (Problem p : r.sourceProblems()) {
                out.add("source " + p);
            }
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(Saved.class)
    void everyTextFormatReadsTheSameHoweverItWasSaved(Saved saved) throws NotationException {
        String[][] cases = {{"TRANSCRIPT", TRANSCRIPTS}, {"EOTHELLO_CSV", CSV}, {"GGF", GGF}, {"PGN", PGN}, {"OBF", BOARD}};
        for (String[] c : cases) {
            RecordFormat f = RecordFormat.valueOf(c[0]);
            List<String> plain = verdicts(f, Saved.UTF8.save(c[1]));
            assertThat(plain).as("%s plain", f).anyMatch(v -> v.contains(f == RecordFormat.PGN ? "ILLEGAL_MOVE" : "line 3"));
            assertThat(verdicts(f, saved.save(c[1]))).as("%s saved as %s", f, saved).isEqualTo(plain);
        }
    }

    @Test
    void theFormatIsRecognisedBehindAnyMark() throws NotationException {
        for (Saved s : Saved.values()) {
            byte[] b = s.save(GGF);
            assertThat(io.github.reversi4j.notation.formats.FormatDetection.detect("games", b, b.length)).as("%s", s).isEqualTo(RecordFormat.GGF);
            byte[] p = s.save(PGN);
            assertThat(io.github.reversi4j.notation.formats.FormatDetection.detect("games", p, p.length)).as("%s", s).isEqualTo(RecordFormat.PGN);
        }
    }

    @Test
    void aReaderGivenCharactersSkipsALeadingByteOrderMark() throws NotationException {
        try (GameReader r = GgfReader.of(new StringReader("\uFEFF" + GGF), "in")) {
            assertThat(Readers.next(r).orElseThrow().isValid()).isTrue();
        }
        try (GameReader r = PgnReader.of(new StringReader("\uFEFF" + PGN), "in")) {
            assertThat(Readers.next(r).orElseThrow().info().tags()).containsEntry("Event", "Pr\u00e9qualif");
        }
        try (GameReader r = TranscriptReader.of(new StringReader("\uFEFF" + TRANSCRIPTS), "in",
                TranscriptReader.Layout.MOVES_THEN_NAME, StandardRules.othello())) {
            assertThat(Readers.next(r).orElseThrow().isValid()).isTrue();
        }
    }

    @Test
    void bytesThatAreNotUtf8AreReadAsLatin1NotReplaced() throws NotationException {
        // 0xE9 alone is not UTF-8; as ISO-8859-1 it is the é of WTHOR's names (FORMATS §3.3)
        byte[] b = "[Event \"x\"]\n[Black \"Pr\u00e9\"]\n[Result \"*\"]\n\n1. f5 d6 *\n".getBytes(StandardCharsets.ISO_8859_1);
        try (GameReader r = RecordFormat.PGN.reader(new ByteArrayInputStream(b), "in", FormatOptions.defaults())) {
            assertThat(Readers.next(r).orElseThrow().info().get(GameInfo.BLACK)).hasValue("Pr\u00e9");
        }
        // and UTF-8 is still UTF-8, also where the decoder's buffer cuts a sequence
        String name = "\u00c9ric \u65e5\u672c \ud83d\ude00";
        byte[] u = ("f5d6 " + name + "\n").repeat(3000).getBytes(StandardCharsets.UTF_8);
        try (GameReader r = RecordFormat.TRANSCRIPT.reader(new ByteArrayInputStream(u), "in", FormatOptions.defaults())) {
            int n = 0;
            for (CheckedGame g : r) {
                assertThat(g.info().tags()).as("game %d", n).containsValue(name);
                n++;
            }
            assertThat(n).isEqualTo(3000);
        }
    }

    @Test
    void aLoneCarriageReturnEndsALineForEveryLineCount() throws NotationException {
        byte[] b = "f5d6\rf5f5\r\nf5d6c3\n\rf5a1\r".getBytes(StandardCharsets.US_ASCII);
        List<String> v = verdicts(RecordFormat.TRANSCRIPT, b);
        assertThat(v).containsExactly(
                "true {} othello: f5 d6",
                "false {} othello: f5", ProblemKind.ILLEGAL_MOVE + " line 2 move 2",
                "true {} othello: f5 d6 c3",
                "false {} othello: f5", ProblemKind.ILLEGAL_MOVE + " line 5 move 2");
    }
}
