package io.github.reversi4j.variants;

import io.github.reversi4j.core.internal.Messages;
import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.TextParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One of the 24 tokens of the solo game (<a href="doc-files/rules.html#S2">RULES §S2</a>): a color, Gold ({@link Color#BLACK}) or Black
 * ({@link Color#WHITE}), and a value 1..10, or blank.
 *
 * <p>The canonical text is the color's symbol followed by the value, or {@code b} for a blank:
 * {@code X7} (Gold 7), {@code O10} (Black 10), {@code Xb} (a Gold blank). {@link #parse(String)}
 * reads it back. Tokens are ordered by color (Gold first), then blanks after the numbers in
 * increasing order.
 *
 * <p>This record is immutable and thread-safe.
 *
 * @param color its color: {@link Color#BLACK} is Gold, {@link Color#WHITE} is Black
 * @param value the token's value (<a href="doc-files/rules.html#S7">RULES §S7</a>, numbered variant): 1..10, or {@link #BLANK}
 */
public record SoloToken(Color color, int value) implements Comparable<SoloToken> {

    /** The value of a blank token. */
    public static final int BLANK = 0;

    private static final List<SoloToken> SET;

    static {
        List<SoloToken> all = new ArrayList<>(24);
        for (Color c : Color.values()) {
            for (int v = 1; v <= 10; v++) {
                all.add(new SoloToken(c, v));
            }
            all.add(new SoloToken(c, BLANK));
            all.add(new SoloToken(c, BLANK));
        }
        SET = Collections.unmodifiableList(all);
    }

    /**
     * Creates a token.
     *
     * @param color its color: {@link Color#BLACK} is Gold, {@link Color#WHITE} is Black
     * @param value 1..10, or {@link #BLANK}
     * @throws IllegalArgumentException if the value is out of range
     */
    public SoloToken {
        Objects.requireNonNull(color, "color");
        if (value < 0 || value > 10) {
            throw new IllegalArgumentException("a token's value is 1..10, or 0 for a blank: " + value);
        }
    }

    /**
     * Returns the 24 tokens of the box in their unshuffled order (<a href="doc-files/rules.html#S2">RULES §S2</a>): Gold 1..10, two Gold
     * blanks, Black 1..10, two Black blanks.
     *
     * @return an unmodifiable list of 24 tokens
     */
    public static List<SoloToken> fullSet() {
        return SET;
    }

    /**
     * Tells whether the token is blank.
     *
     * @return true for a blank
     */
    public boolean isBlank() {
        return value == BLANK;
    }

    @Override
    public int compareTo(SoloToken o) {
        if (color != o.color) {
            return color.compareTo(o.color);
        }
        return Integer.compare(value == BLANK ? 11 : value, o.value == BLANK ? 11 : o.value);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code X7}, {@code O10} or {@code Xb}
     */
    @Override
    public String toString() {
        return color.symbol() + (value == BLANK ? "b" : Integer.toString(value));
    }

    /**
     * Parses the canonical text.
     *
     * @param text e.g. {@code X7}, {@code O10} or {@code Ob}, nothing around it
     * @return the token
     * @throws TextParseException if the text is not a token, at the first character found wrong
     */
    public static SoloToken parse(String text) {
        Objects.requireNonNull(text, "text");
        int n = text.length();
        if (n == 0 || (text.charAt(0) != 'X' && text.charAt(0) != 'O')) {
            throw new TextParseException("not a token: " + Messages.quote(text)
                    + " (a token's color is X for Gold or O for Black, e.g. X7, O10 or Xb)", text, 0);
        }
        Color c = Color.ofSymbol(text.charAt(0));
        if (n == 2 && text.charAt(1) == 'b') {
            return new SoloToken(c, BLANK);
        }
        for (int i = 1; i < n; i++) {
            char d = text.charAt(i);
            if (d < '0' || d > '9') {
                throw new TextParseException("not a token: " + Messages.quote(text) + " (expected e.g. X7, O10 or Xb)",
                        text, i);
            }
        }
        if (n == 1 || n > 3 || text.charAt(1) == '0' || (n == 3 && !text.substring(1).equals("10"))) {
            throw new TextParseException("not a token: " + Messages.quote(text) + " (values are 1..10 or b)", text, 1);
        }
        return new SoloToken(c, Integer.parseInt(text.substring(1)));
    }
}
