package io.github.reversi4j.core;

/**
 * Thrown when a text form of the core does not parse: a square, a move, a board, a state, an
 * outcome, a game record or a rule-set id. Like {@code java.time}'s {@code DateTimeParseException}
 * it carries the text that was parsed and the index of the first character found wrong, so that a
 * program can point at it.
 */
public final class TextParseException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The longest text kept; a longer one is cut, with its length noted, so that errors stay small. */
    private static final int MAX_KEPT = 1000;

    /** The text that was parsed, cut to {@link #MAX_KEPT} characters. */
    private final String parsedText;
    /** The index of the error in the text, 0 .. its length. */
    private final int errorIndex;

    /**
     * Creates the exception.
     *
     * @param message what is wrong, for a person
     * @param parsedText the text that was parsed
     * @param errorIndex the index of the first character found wrong, 0 .. the text's length (the
     *     length when the text ends too early)
     * @throws IndexOutOfBoundsException if the index is outside the text
     */
    public TextParseException(String message, CharSequence parsedText, int errorIndex) {
        this(message, parsedText, errorIndex, null);
    }

    /**
     * Creates the exception with a cause.
     *
     * @param message what is wrong, for a person
     * @param parsedText the text that was parsed
     * @param errorIndex the index of the first character found wrong, 0 .. the text's length
     * @param cause the error that the parse ran into, or null
     * @throws IndexOutOfBoundsException if the index is outside the text
     */
    public TextParseException(String message, CharSequence parsedText, int errorIndex, Throwable cause) {
        super(message, cause);
        if (errorIndex < 0 || errorIndex > parsedText.length()) {
            throw new IndexOutOfBoundsException("error index " + errorIndex + " outside a text of "
                    + parsedText.length() + " characters");
        }
        this.parsedText = parsedText.length() <= MAX_KEPT ? parsedText.toString()
                : parsedText.subSequence(0, MAX_KEPT).toString();
        this.errorIndex = errorIndex;
    }

    /**
     * Returns the text that was parsed (its first 1000 characters when it was longer).
     *
     * @return the text
     */
    public String parsedText() {
        return parsedText;
    }

    /**
     * Returns the index in the parsed text of the first character found wrong: the text's length when
     * it ends too early.
     *
     * @return the index, 0 .. the length of the text
     */
    public int errorIndex() {
        return errorIndex;
    }

    /**
     * Returns this error moved into a larger text, in which the parsed text starts at an offset: how a
     * parser reports an error of one of its parts.
     *
     * @param text the larger text
     * @param offset where the parsed text starts in it
     * @return an exception with the larger text and the index shifted by the offset, this as its cause
     */
    public TextParseException within(CharSequence text, int offset) {
        return new TextParseException(getMessage(), text, Math.min(text.length(), offset + errorIndex), this);
    }
}
