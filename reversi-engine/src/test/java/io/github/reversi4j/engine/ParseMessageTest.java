package io.github.reversi4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.reversi4j.core.TextParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every text reader of the package quotes at most a short excerpt of a hostile text in its message:
 * a 5 000-character input is cut to its first characters and its length, and control, format and
 * bidirectional characters (ESC, BEL, U+202E) are shown as escapes, never raw.
 */
class ParseMessageTest {

    private static final Map<String, Function<String, Object>> READERS = new LinkedHashMap<>();

    static {
        READERS.put("Limit", Limit::parse);
        READERS.put("Score", Score::parse);
        READERS.put("SearchDepth", SearchDepth::parse);
        READERS.put("MoveEvaluation", MoveEvaluation::parse);
        READERS.put("Analysis", Analysis::parse);
        READERS.put("SearchResult", SearchResult::parse);
        READERS.put("EngineOptions", EngineOptions::parse);
        READERS.put("MatchResult", MatchResult::parse);
        READERS.put("Elo", MatchResult.Elo::parse);
        READERS.put("Pairing", Match.Pairing::parse);
    }

    /** Inputs that are long where each reader reads a word, a number, a quoted text or a keyword. */
    private static List<String> hostile() {
        String digits = "9".repeat(5000);
        String letters = "\u001b\u0007\u202e" + "x".repeat(5000);
        return List.of(digits, letters, "depth " + digits, "time PT" + digits + "S", "nodes " + letters,
                "+" + digits, "+1.0" + letters, digits + "@50%", "f5 " + digits + " depth 12 pv f5",
                "f5 +1.0 depth " + digits + " pv f5", "startTimeout " + letters, "+" + digits + " =0 -0 margin +0",
                "+" + digits + ".0 " + letters, "game " + digits + ", first Black, opening othello: f5",
                "game 1, first " + letters + ", opening othello: f5", "\"" + letters);
    }

    @Test
    void aMessageQuotesAShortVisibleExcerptOfAHugeOrHostileText() {
        int checked = 0;
        for (Map.Entry<String, Function<String, Object>> reader : READERS.entrySet()) {
            for (String text : hostile()) {
                assertThatThrownBy(() -> reader.getValue().apply(text)).as(reader.getKey() + " of " + text.substring(0, 20))
                        .isInstanceOf(TextParseException.class)
                        .satisfies(e -> {
                            String m = e.getMessage();
                            assertThat(m.length()).as(reader.getKey() + ": " + m).isLessThan(400);
                            assertThat(m).as(reader.getKey()).doesNotContain("\u001b", "\u0007", "\u202e");
                        });
                checked++;
            }
        }
        assertThat(checked).isEqualTo(READERS.size() * hostile().size());
    }

    @Test
    void anExcerptKeepsTheStartAndNamesTheLength() {
        // worked by hand: 40 characters kept, the rest counted
        assertThat(Ascii.excerpt("a".repeat(41))).isEqualTo("a".repeat(40) + "... (41 characters)");
        assertThat(Ascii.excerpt("a".repeat(40))).isEqualTo("a".repeat(40));
        assertThat(Ascii.excerpt("\u001b")).isEqualTo("\\u001B");
        // a pair is not cut in two: its high half goes with it
        assertThat(Ascii.excerpt("a".repeat(39) + "\ud83d\ude00" + "b")).isEqualTo("a".repeat(39) + "... (42 characters)");
    }
}
