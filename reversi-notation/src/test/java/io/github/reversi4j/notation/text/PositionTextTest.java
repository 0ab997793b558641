package io.github.reversi4j.notation.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.RealData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PositionTextTest {

    /** The example of Zebra's endgame script page (FORMATS §5.1). */
    static final String ZEBRA = "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O";

    @Test
    void readsZebraAndEdaxSpellings() throws NotationException {
        GameState s = PositionText.parse(ZEBRA);
        assertThat(s.toMove()).isEqualTo(Color.WHITE);
        assertThat(s.board().colorAt(Square.parse("c1"))).hasValue(Color.BLACK);
        assertThat(s.board().colorAt(Square.parse("b3"))).hasValue(Color.WHITE);
        assertThat(PositionText.format(s)).isEqualTo(ZEBRA);
        String other = ZEBRA.replace('X', '*').replace('O', '0').replace('-', '.').replace(" 0", "   o % comment");
        assertThat(PositionText.parse(other)).isEqualTo(s);
        String start = "---------------------------OX------XO--------------------------- X";
        assertThat(PositionText.parse(start)).isEqualTo(StandardRules.othello().initialState());
    }

    @Test
    void otherBoardSizes() throws NotationException {
        GameState four = PositionText.parse("----- OX- -XO- ---- X".replace("----- ", "---- -"));
        assertThat(four.board().geometry()).isEqualTo(Geometry.of(4));
        GameState ten = StandardRules.othello().withGeometry(Geometry.of(10)).initialState();
        assertThat(PositionText.parse(PositionText.format(ten))).isEqualTo(ten);
        GameState rect = StandardRules.othello().withGeometry(Geometry.of(6, 8)).initialState();
        assertThat(PositionText.format(rect)).startsWith("6x8 ");
        assertThat(PositionText.parse(PositionText.format(rect))).isEqualTo(rect);
    }

    @Test
    void rejectsBadPositions() {
        for (String bad : List.of("", "X", ZEBRA.substring(1), ZEBRA.replace(" O", " Q"), ZEBRA.replace('-', '?'),
                ZEBRA.replace(" O", "O"), "7x8 " + ZEBRA)) {
            assertThatThrownBy(() -> PositionText.parse(bad)).as(bad).isInstanceOf(io.github.reversi4j.core.TextParseException.class);
        }
    }

    @Test
    void obfLineRoundTrip() throws NotationException {
        String line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;";
        ObfPosition p = ObfPosition.parse(line, Location.of("x"));
        assertThat(p.toString()).isEqualTo(line);
        assertThat(p.bestMoves()).containsExactly(Move.parse("g8"));
        assertThat(p.bestScore()).hasValue(18);
        ObfPosition alone = ObfPosition.parse(ZEBRA + "; -4; % hello", Location.of("x"));
        assertThat(alone.bestScore()).hasValue(-4);
        assertThat(alone.comment()).isEqualTo("hello");
        assertThat(ObfPosition.parse(alone.toString(), Location.of("x"))).isEqualTo(alone);
        assertThat(ObfPosition.of(p.position(), Map.of(Move.parse("g8"), 18)).toString()).endsWith("X; G8:+18;");
    }

    @Test
    void realData_ffoPositionsListExactlyTheLegalMovesAndWriteBackIdentically() throws Exception {
        List<ObfPosition> all = new ArrayList<>();
        for (String f : List.of("ffo/fforum-1-19.obf", "ffo/fforum-20-39.obf", "ffo/fforum-40-59.obf")) {
            List<String> lines = Files.readAllLines(RealData.file(f), StandardCharsets.ISO_8859_1);
            int k = 0;
            for (String line : lines) {
                if (line.isBlank() || line.strip().startsWith("%")) {
                    continue;
                }
                ObfPosition p = ObfPosition.parse(line);
                assertThat(p.check(StandardRules.othello(), Location.of(f))).as(f + " " + k).isEmpty();
                assertThat(p.toString()).isEqualTo(lines.get(k++).strip());
                all.add(p);
            }
        }
        assertThat(all).hasSize(59);
        // published FFO answers (testdata/ffo/SOURCE.md): #1 g8 +18, #2 a4 +10, #3 d1 +2, #20 h5 +6, #40-#59
        Object[][] known = {
            {1, 18, "g8"}, {2, 10, "a4"}, {3, 2, "d1"}, {20, 6, "h5"},
            {40, 38, "a2"}, {41, 0, "h4"}, {42, 6, "g2"}, {43, -12, "c7", "g3"}, {44, -14, "d2", "b8"},
            {45, 6, "b2"}, {46, -8, "b3"}, {47, 4, "g2"}, {48, 28, "f6"}, {49, 16, "e1"}, {50, 10, "d8"},
            {51, 6, "e2", "a3"}, {52, 0, "a3"}, {53, -2, "d8"}, {54, -2, "c7"}, {55, 0, "g6", "b7", "e2", "g4"},
            {56, 2, "h5"}, {57, -10, "a6"}, {58, 4, "g1"}, {59, 64, "g8", "h4", "e8"},
        };
        for (Object[] k : known) {
            ObfPosition p = all.get((Integer) k[0] - 1);
            assertThat(p.bestScore()).as("#" + k[0]).hasValue((Integer) k[1]);
            List<Move> best = new ArrayList<>();
            for (int i = 2; i < k.length; i++) {
                best.add(Move.parse((String) k[i]));
            }
            assertThat(p.bestMoves()).as("#" + k[0]).containsExactlyInAnyOrderElementsOf(best);
        }
    }

    @Test
    void obfBytesAreReadHoweverTheFileWasSaved() throws Exception {
        String f = "ffo/fforum-1-19.obf";
        byte[] plain = Files.readAllBytes(RealData.file(f));
        String text = new String(plain, StandardCharsets.ISO_8859_1);
        List<ObfPosition> expected = obf(new java.io.ByteArrayInputStream(plain), f);
        assertThat(expected).hasSize(19);
        byte[] utf8Bom = concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, plain);
        byte[] utf16le = concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, text.getBytes(StandardCharsets.UTF_16LE));
        byte[] utf16be = concat(new byte[] {(byte) 0xFE, (byte) 0xFF}, text.getBytes(StandardCharsets.UTF_16BE));
        byte[] crOnly = text.replace("\r\n", "\n").replace('\n', '\r').getBytes(StandardCharsets.ISO_8859_1);
        for (byte[] saved : List.of(utf8Bom, utf16le, utf16be, crOnly)) {
            assertThat(obf(new java.io.ByteArrayInputStream(saved), f)).isEqualTo(expected);
        }
    }

    private static List<ObfPosition> obf(java.io.InputStream in, String name) throws NotationException {
        List<ObfPosition> out = new ArrayList<>();
        // the public way: the lines of the file, decoded as RecordFormat decodes a text file, each parsed
        try (java.io.BufferedReader r = new java.io.BufferedReader(new io.github.reversi4j.notation.internal.TextDecoder(in))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.strip().startsWith("%")) {
                    out.add(ObfPosition.parse(line));
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Test
    void mutatedObfLinesOnlyThrowNotationException() {
        String line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6;";
        long seed = 42;
        SplittableRandom rnd = new SplittableRandom(seed);
        String alphabet = "XO-.*0xoBW;:+-%123456789GH \t";
        for (int k = 0; k < 20_000; k++) {
            StringBuilder sb = new StringBuilder(line);
            for (int e = 1 + rnd.nextInt(3); e > 0; e--) {
                int at = rnd.nextInt(sb.length() + 1);
                int op = rnd.nextInt(3);
                if (op == 0 && at < sb.length()) {
                    sb.setCharAt(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                } else if (op == 1) {
                    sb.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                } else if (at < sb.length()) {
                    sb.deleteCharAt(at);
                }
            }
            try {
                ObfPosition p = ObfPosition.parse(sb.toString(), Location.of("m"));
                p.check(StandardRules.othello(), Location.of("m"));
                assertThat(ObfPosition.parse(p.toString(), Location.of("m"))).as("seed %d case %d", seed, k).isEqualTo(p);
            } catch (NotationException expected) {
                assertThat(expected.location().line()).isPresent();
            } catch (RuntimeException ex) {
                throw new AssertionError("seed " + seed + " case " + k + ": '" + sb + "' threw " + ex, ex);
            }
        }
    }
}
