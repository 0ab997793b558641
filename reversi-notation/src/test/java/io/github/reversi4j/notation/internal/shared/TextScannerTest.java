package io.github.reversi4j.notation.internal.shared;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.notation.Location;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class TextScannerTest {

    private static TextScanner scan(String text) {
        return new TextScanner(new StringReader(text), Location.of("t"));
    }

    @Test
    void linesAndColumnsFollowTheCharacters() throws Exception {
        TextScanner s = scan("ab\nc");
        assertThat(s.line()).isEqualTo(1);
        assertThat(s.column()).isEqualTo(1);
        assertThat(s.read()).isEqualTo('a');
        assertThat(s.read()).isEqualTo('b');
        assertThat(s.column()).isEqualTo(3);
        assertThat(s.read()).isEqualTo('\n');
        assertThat(s.line()).isEqualTo(2);
        assertThat(s.atLineStart()).isTrue();
        s.unread();
        assertThat(s.line()).isEqualTo(1);
        assertThat(s.column()).isEqualTo(3);
        assertThat(s.read()).isEqualTo('\n');
        assertThat(s.peekAt(0)).isEqualTo('c');
        assertThat(s.peekAt(1)).isEqualTo(TextScanner.EOF);
        assertThat(s.read()).isEqualTo('c');
        assertThat(s.read()).isEqualTo(TextScanner.EOF);
        s.unread();
        assertThat(s.peek()).isEqualTo(TextScanner.EOF);
        assertThat(s.here()).isEqualTo(Location.of("t").withLine(2, 2));
    }

    @Test
    void lookAheadReachesAcrossTheBuffersEdge() throws Exception {
        String text = "x".repeat(8190) + "(;";
        TextScanner s = scan(text);
        for (int i = 0; i < 8189; i++) {
            s.read();
        }
        assertThat(s.peekAt(1)).isEqualTo('(');
        assertThat(s.peekAt(2)).isEqualTo(';');
        assertThat(s.peekAt(3)).isEqualTo(TextScanner.EOF);
        assertThat(s.column()).isEqualTo(8190);
    }

    @Test
    void longLinesAreCutAndFlaggedAndCrLfIsOneEnd() throws Exception {
        TextScanner s = scan("abcdef\r\nab\r\n\nlast");
        assertThat(s.nextLine(4)).isEqualTo("abcd");
        assertThat(s.lineWasCut()).isTrue();
        assertThat(s.lineNumber()).isEqualTo(1);
        assertThat(s.nextLine(4)).isEqualTo("ab");
        assertThat(s.lineWasCut()).isFalse();
        assertThat(s.nextLine(4)).isEmpty();
        assertThat(s.nextLine(4)).isEqualTo("last");
        assertThat(s.lineNumber()).isEqualTo(4);
        assertThat(s.nextLine(4)).isNull();
    }
}
