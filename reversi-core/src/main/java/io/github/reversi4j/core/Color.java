package io.github.reversi4j.core;

/**
 * The two colors of discs (<a href="doc-files/rules.html#B1">RULES §B1</a>).
 *
 * <p>A rule set decides which color moves first and may give the colors display names (Gold and
 * Black, Symbols and Numbers); the library itself always speaks of {@code BLACK} and {@code WHITE}.
 * In text forms {@code BLACK} is written {@code X} and {@code WHITE} {@code O}, as in the board
 * strings of Edax and the FFO test suites.
 */
public enum Color {
    /** The color written {@code X}; the first mover in Othello (<a href="doc-files/rules.html#O1">RULES §O1</a>). */
    BLACK('X'),
    /** The color written {@code O}. */
    WHITE('O');

    private final char symbol;

    Color(char symbol) {
        this.symbol = symbol;
    }

    /**
     * Returns the other color.
     *
     * @return {@code WHITE} for {@code BLACK} and {@code BLACK} for {@code WHITE}
     */
    public Color opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /**
     * Returns the one-character symbol of this color in board strings.
     *
     * @return {@code 'X'} for {@code BLACK}, {@code 'O'} for {@code WHITE}
     */
    public char symbol() {
        return symbol;
    }

    /**
     * Returns the color written with the given symbol. Besides {@code X} and {@code O} (either case),
     * {@code *} (GGF's black) and {@code B}/{@code W} are accepted.
     *
     * @param symbol a symbol such as {@code 'X'}
     * @return the color it stands for
     * @throws TextParseException if the character names no color, with the character as the text
     */
    public static Color ofSymbol(char symbol) {
        switch (symbol) {
            case 'X': case 'x': case '*': case 'B': case 'b':
                return BLACK;
            case 'O': case 'o': case 'W': case 'w':
                return WHITE;
            default:
                throw new TextParseException("not a color symbol: " + Texts.quote(String.valueOf(symbol))
                        + " (X, O, *, B or W)", String.valueOf(symbol), 0);
        }
    }
}
