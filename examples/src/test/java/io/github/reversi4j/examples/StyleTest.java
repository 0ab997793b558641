package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Geometry;
import io.github.reversi4j.core.Opening;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.render.RenderOptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StyleTest {

    @Test
    @DisplayName("plain text has no escape codes and the board reads back with Board.parse; colors use ANSI escapes")
    void plainAndColored() {
        Rules othello = StandardRules.othello();
        RenderOptions noMarks = RenderOptions.defaults().withLegalMoves(false);
        String plain = Diagram.text(othello, othello.initialState(), noMarks, Style.plain());
        assertThat(plain).doesNotContain("\u001b[").endsWith("Black to move\n");
        assertThat(Board.parse(plain.substring(0, plain.lastIndexOf("Black to move")))).isEqualTo(Opening.CROSSED.board(Geometry.STANDARD));

        String colored = Diagram.text(othello, othello.initialState(), noMarks, Style.colored());
        assertThat(colored).contains("\u001b[");
        assertThat(Style.colored().disc(Color.BLACK)).isNotEqualTo(Style.colored().disc(Color.WHITE)).contains("X");
    }
}
