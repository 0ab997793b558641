package io.github.reversi4j.core;

import java.util.Objects;

/**
 * Who wins when both colors have the same number of discs at the end (<a href="doc-files/rules.html#B6">RULES §B6</a>).
 */
public enum TieRule {
    /** The game is drawn (Othello, <a href="doc-files/rules.html#O2">RULES §O2</a>; piecepack, <a href="doc-files/rules.html#P4">RULES §P4</a>). */
    DRAW("draw"),
    /** The player who placed the last disc wins (the French Ravensburger text, <a href="doc-files/rules.html#R3">RULES §R3</a>). */
    LAST_DISC_PLACED("last-disc"),
    /** The player who moved second wins (the Dutch Ravensburger text, <a href="doc-files/rules.html#R3">RULES §R3</a>). */
    SECOND_PLAYER("second-player");

    private final String text;

    TieRule(String text) {
        this.text = text;
    }

    /**
     * Returns the option value of this rule in a rule-set id ({@code tie=last-disc}).
     *
     * @return the text
     */
    public String text() {
        return text;
    }

    /**
     * Returns the rule with an option value.
     *
     * @param text {@code draw}, {@code last-disc} or {@code second-player}
     * @return the rule
     * @throws TextParseException if the text names no rule
     */
    public static TieRule parse(String text) {
        Objects.requireNonNull(text, "text");
        for (TieRule r : values()) {
            if (Texts.equalsIgnoreCase(r.text, text) || Texts.equalsIgnoreCase(r.name(), text)) {
                return r;
            }
        }
        throw new TextParseException("unknown tie rule " + Texts.quote(text) + " (expected draw, last-disc or second-player)", text, 0);
    }
}
