package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.internal.Shown;
import java.util.function.Function;

/**
 * The value-level {@code parse} of a text that belongs to no source: a located parse run on it,
 * its {@link NotationException} given as core's {@link TextParseException} (the text, and the index of
 * the fault when the column is known), as every value-level parse of the library fails.
 */
public final class ValueText {

    private ValueText() {
    }

    /**
     * Runs a located parse on a text of no source.
     *
     * @param <T> what the text gives
     * @param text the text
     * @param parse the located parse
     * @return the value
     * @throws TextParseException if the text is not such a value
     */
    public static <T> T parse(String text, Function<String, T> parse) {
        try {
            return parse.apply(text);
        } catch (NotationException e) {
            int index = Math.max(0, Math.min(text.length(), e.location().column().orElse(1) - 1));
            throw new TextParseException(e.reason(), Shown.text(text, Shown.FIELD), Math.min(index, Shown.FIELD), e);
        }
    }
}
