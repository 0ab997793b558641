package io.github.reversi4j.core;

import java.util.Objects;

/**
 * How the final score is counted when a game ends with empty squares (<a href="doc-files/rules.html#O3">RULES §O3</a>).
 */
public enum Scoring {
    /** The empty squares go to the winner, a draw splits them: the WOF rule, and what WTHOR records. */
    EMPTIES_TO_WINNER("official"),
    /** The score is the raw number of discs of each color. */
    DISCS("discs");

    private final String text;

    Scoring(String text) {
        this.text = text;
    }

    /**
     * Returns the option value of this rule in a rule-set id ({@code scoring=discs}).
     *
     * @return the text
     */
    public String text() {
        return text;
    }

    /**
     * Returns the rule with an option value.
     *
     * @param text {@code official} or {@code discs}
     * @return the rule
     * @throws TextParseException if the text names no rule
     */
    public static Scoring parse(String text) {
        Objects.requireNonNull(text, "text");
        for (Scoring s : values()) {
            if (Texts.equalsIgnoreCase(s.text, text) || Texts.equalsIgnoreCase(s.name(), text)) {
                return s;
            }
        }
        throw new TextParseException("unknown scoring " + Texts.quote(text) + " (expected official or discs)", text, 0);
    }
}
