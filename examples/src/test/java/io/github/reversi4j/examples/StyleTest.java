package io.github.reversi4j.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.reversi4j.core.Board;
import io.github.reversi4j.core.Color;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StyleTest {

    @Test
    @DisplayName("plain text has no escape codes and the board reads back with Board.parse; colors use ANSI escapes")
    void plainAndColored() {
        Board start = Board.standardStart();
        String plain = BoardView.render(start, Set.of(), Set.of(), Style.plain());
        assertThat(plain).doesNotContain("\u001b[");
        assertThat(Board.parse(plain)).isEqualTo(start);

        String colored = BoardView.render(start, Set.of(), Set.of(), Style.colored());
        assertThat(colored).contains("\u001b[");
        assertThat(Style.colored().disc(Color.BLACK)).isNotEqualTo(Style.colored().disc(Color.WHITE)).contains("X");
    }
}
