package io.github.reversi4j.notation.internal.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.StandardRules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.CheckedGame;
import io.github.reversi4j.notation.GameInfo;
import io.github.reversi4j.notation.RealData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link PgnGame}: the trio every format has, a typed game, {@code parse} and its text. */
class PgnGameTest {

    @Test
    void everyGameOfTheRealFilesReadsBackFromItsTextEqual() throws IOException {
        int games = 0;
        for (String f : List.of("pgn/thor2pgn-WTH_1977.pgn", "pgn/playok-reversi-sample.pgn")) {
            List<CheckedGame> read = new ArrayList<>();
            try (PgnReader r = PgnReader.of(Files.newBufferedReader(RealData.file(f), StandardCharsets.UTF_8), f)) {
                r.forEach(read::add);
            }
            for (CheckedGame g : read) {
                PgnGame p = PgnGame.of(g);
                PgnGame back = PgnGame.parse(p.toString());
                assertThat(back).as(f).isEqualTo(p);
                assertThat(back.record()).isEqualTo(g.record().orElseThrow());
                assertThat(back.info().get(GameInfo.BLACK)).isEqualTo(g.info().get(GameInfo.BLACK));
                games++;
            }
        }
        // thor2pgn's WTH_1977 holds the 12 games of WTHOR's 1977 file, the PlayOK sample one (FORMATS §9)
        assertThat(games).isEqualTo(13);
    }

    @Test
    void anExportReadsBackEqualAndGivesTheRosterFirst() {
        GameRecord rec = GameRecord.parse("othello: f5 d6 c3 d3 c4");
        PgnGame p = PgnGame.of(rec, GameInfo.empty().with(GameInfo.WHITE, "bob"));
        assertThat(p.toString()).startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                + "[Black \"?\"]\n[White \"bob\"]\n[Result \"*\"]\n\n1. f5 d6 2. c3 d3 3. c4");
        assertThat(PgnGame.parse(p.toString())).isEqualTo(p);
        assertThat(PgnGame.parse(p.toString(), StandardRules.othello()).record()).isEqualTo(rec);
    }

    @Test
    void textThatHoldsNoValidGameIsATextParseException() {
        assertThatThrownBy(() -> PgnGame.parse("[Event \"x\"]\n\n1. f5 a1 *\n")).isInstanceOf(TextParseException.class)
                .hasMessageContaining("a1");
        assertThatThrownBy(() -> PgnGame.parse("")).isInstanceOf(TextParseException.class);
        assertThatThrownBy(() -> PgnGame.parse("1. f5 *\n\n1. f5 *\n")).isInstanceOf(TextParseException.class)
                .hasMessageContaining("more than one");
    }
}
