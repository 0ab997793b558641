package io.github.reversi4j.notation.internal.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameReader;
import io.github.reversi4j.notation.RealData;
import io.github.reversi4j.notation.formats.FormatOptions;
import io.github.reversi4j.notation.formats.RecordFormat;
import io.github.reversi4j.notation.text.ObfPosition;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Iterator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** {@link ObfReader} in the reader shape: a {@link GameReader} as {@code RecordFormat.OBF} reads it. */
class ObfReaderTest {

    @Test
    void readsTheFfoPositionsAsGamesOfNoMovesAsRecordFormatDoes() throws IOException {
        String text = Files.readString(RealData.file("ffo/fforum-1-19.obf"), StandardCharsets.ISO_8859_1);
        List<CheckedGame> direct = new ArrayList<>();
        try (GameReader r = ObfReader.of(new StringReader(text), "fforum-1-19.obf", StandardRules.othello())) {
            r.forEach(direct::add);
        }
        List<CheckedGame> viaFormat = new ArrayList<>();
        try (GameReader r = RecordFormat.OBF.reader(new StringReader(text), "fforum-1-19.obf", FormatOptions.defaults())) {
            r.forEach(viaFormat::add);
        }
        // FFO positions 1 to 19, each legal, its scored moves legal: 19 valid games of no moves
        assertThat(direct).hasSize(19).allMatch(CheckedGame::isValid)
                .allMatch(g -> g.record().orElseThrow().moves().isEmpty());
        assertThat(direct.get(0).location().gameNumber()).hasValue(1);
        assertThat(direct.get(18).location().line()).hasValue(19);
        assertThat(direct).map(CheckedGame::toString).isEqualTo(viaFormat.stream().map(CheckedGame::toString).collect(Collectors.toList()));
    }

    @Test
    void theLinesParsedOneByOneKeepTheScoredMovesAndAMalformedLineIsAnUnreadableGame() {
        String line1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;";
        List<ObfPosition> positions = (line1 + "\n% a comment line\n\n" + line1 + "\n").lines()
                .filter(l -> !l.isBlank() && !l.strip().startsWith("%")).map(ObfPosition::parse).collect(Collectors.toList());
        // FFO #1: G8 scores +18 for the side to move
        assertThat(positions).hasSize(2).allSatisfy(p -> assertThat(p.toString()).contains("G8:+18"));
        try (ObfReader r = ObfReader.of(new StringReader("not a board\n" + line1 + "\n"), "two.obf", StandardRules.othello())) {
            Iterator<CheckedGame> games = r.iterator();
            CheckedGame bad = games.next();
            assertThat(bad.isValid()).isFalse();
            assertThat(bad.location().gameNumber()).hasValue(1);
            assertThat(bad.location().line()).hasValue(1);
            // located as the parse of the line located it: its line, and a column within it
            assertThat(bad.problems()).singleElement().satisfies(p -> {
                assertThat(p.location().line()).hasValue(1);
                assertThat(p.location().column().orElseThrow()).isBetween(1, "not a board".length() + 1);
            });
            CheckedGame good = games.next();
            assertThat(good.isValid()).isTrue();
            assertThat(good.location().gameNumber()).hasValue(2);
            assertThat(games.hasNext()).isFalse();
        }
        try (ObfReader r = ObfReader.of(new StringReader(line1), "three.obf", StandardRules.othello())) {
            r.iterator();
            assertThatThrownBy(r::iterator).isInstanceOf(IllegalStateException.class);
        }
    }
}
