package io.github.reversi4j.variants;

import io.github.reversi4j.core.internal.Messages;
import io.github.reversi4j.core.TextParseException;
import java.util.List;
import java.util.Objects;

/** How the solo game is scored (<a href="doc-files/rules.html#S7">RULES §S7</a>). */
public enum SoloScoring {
    /** The number of tokens won (the basic game). */
    COUNT("count"),
    /** The sum of the won tokens' values, doubled when all four blank tokens were won (the variant). */
    NUMBERED("numbered");

    private final String text;

    SoloScoring(String text) {
        this.text = text;
    }

    /**
     * Returns the option value of this scoring in a rule-set id ({@code scoring=numbered}).
     *
     * @return the text
     */
    public String text() {
        return text;
    }

    /**
     * Returns the score of a set of won tokens (<a href="doc-files/rules.html#S7">RULES §S7</a>).
     *
     * @param won the tokens won
     * @return the count, or the sum of the values doubled when the four blanks are among them
     */
    public int score(List<SoloToken> won) {
        if (this == COUNT) {
            return won.size();
        }
        int sum = 0;
        int blanks = 0;
        for (SoloToken t : won) {
            sum += t.value();
            if (t.isBlank()) {
                blanks++;
            }
        }
        return blanks >= 4 ? 2 * sum : sum;
    }

    /**
     * Returns the scoring with an option value.
     *
     * @param text {@code count} or {@code numbered}
     * @return the scoring
     * @throws TextParseException if the text names none
     */
    public static SoloScoring parse(String text) {
        Objects.requireNonNull(text, "text");
        for (SoloScoring s : values()) {
            if (asciiEqualsIgnoreCase(s.text, text) || asciiEqualsIgnoreCase(s.name(), text)) {
                return s;
            }
        }
        throw new TextParseException("unknown solo scoring " + Messages.quote(text) + " (expected count or numbered)", text,
                0);
    }

    private static char asciiLower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /** Compares ignoring the case of ASCII letters only: {@code ſ} (U+017F) or the Kelvin sign match no name. */
    private static boolean asciiEqualsIgnoreCase(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        for (int i = 0; i < a.length(); i++) {
            if (asciiLower(a.charAt(i)) != asciiLower(b.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
