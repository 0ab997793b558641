package io.github.reversi4j.notation.internal.wthor;

import io.github.reversi4j.notation.Readers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.GameWriter;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.RecordFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Nothing wrong passes and nothing right is lost, byte by byte: each of the first eight bytes of the
 * first record of WTH_1977 (tournament, players, score, theoretical score) takes each of its 256
 * values in turn. Whenever the reader calls the game valid, the writer must write it back to the same
 * 68 bytes, through the public path with the real name files; a record the writer cannot hold must
 * not have been called valid. The theoretical score is Black's discs with perfect play (FORMATS
 * §3.2), so it is never above the 64 squares.
 */
class WthorAcceptedIsWrittenTest {

    @Test
    void everyValueOfEveryHeaderByteOfARecord() throws Exception {
        byte[] orig = Files.readAllBytes(RealData.file("wthor/WTH_1977.wtb"));
        FormatOptions names = FormatOptions.defaults().withWthorNames(new java.io.ByteArrayInputStream(WthorTest.players().toBytes()), new java.io.ByteArrayInputStream(WthorTest.tournaments().toBytes()));
        for (int pos = 0; pos < 8; pos++) {
            for (int v = 0; v < 256; v++) {
                byte[] in = orig.clone();
                in[16 + pos] = (byte) v;
                CheckedGame g;
                try (GameReader r = RecordFormat.WTHOR.reader(new ByteArrayInputStream(in), "t.wtb", names)) {
                    g = Readers.next(r).orElseThrow();
                }
                if (pos == 7) {
                    assertThat(g.isValid()).as("theoretical score %d", v).isEqualTo(v <= 64);
                }
                if (!g.isValid()) {
                    continue;
                }
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                try (GameWriter w = RecordFormat.WTHOR.writer(out, "o.wtb", names)) {
                    w.write(g);
                } catch (NotationException e) {
                    fail("byte " + pos + " = " + v + ": read as valid, but not written: " + e.getMessage());
                }
                byte[] rec = Arrays.copyOfRange(out.toByteArray(), 16, 16 + 68);
                assertThat(rec).as("byte %d = %d", pos, v).isEqualTo(Arrays.copyOfRange(in, 16, 16 + 68));
            }
        }
    }
}
