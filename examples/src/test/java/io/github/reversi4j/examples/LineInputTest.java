package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The prompt reader off a terminal: plain lines, the prompt printed, quit and the end of the input. */
class LineInputTest {

    private static LineInput input(String text) {
        return LineInput.plain(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    @DisplayName("lines are read without the spaces around them; 'quit', 'q' and the end of the input stop")
    void plainLines() throws IOException {
        StringWriter printed = new StringWriter();
        PrintWriter out = new PrintWriter(printed);
        LineInput in = input("  d3 \nQUIT\nq\nf5\n");
        assertThat(in.ask(out, "move: ", List.of("d3"))).contains("d3");
        assertThat(in.ask(out, "move: ", List.of())).isEmpty();
        assertThat(in.ask(out, "move: ", List.of())).isEmpty();
        assertThat(in.ask(out, "move: ", List.of())).contains("f5");
        assertThat(in.ask(out, "move: ", List.of())).isEmpty();
        out.flush();
        assertThat(printed.toString()).isEqualTo("move: move: move: move: move: " + System.lineSeparator());
    }

    @Test
    @DisplayName("off a terminal (a pipe, as here) the console reader is the plain one, reading the given stream")
    void consoleDegradesToPlainLines() throws IOException {
        StringWriter printed = new StringWriter();
        try (LineInput in = LineInput.forConsole(new ByteArrayInputStream("e6\n".getBytes(StandardCharsets.UTF_8)))) {
            Optional<String> line = in.ask(new PrintWriter(printed, true), "move: ", List.of("e6"));
            assertThat(line).contains("e6");
        }
        assertThat(printed.toString()).isEqualTo("move: ");
    }
}
