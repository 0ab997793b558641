package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.internal.shared.ValueText;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A GGF game type, the {@code TY} property (<a href="../../doc-files/formats.html#2.4">FORMATS §2.4</a>): the board type ({@code 4}, {@code 6},
 * {@code 8}, {@code 10}, {@code 12}, {@code 14}, or {@code 88} for the 10x10 octagon), and the
 * letters {@code s} (synchro), {@code k} (komi), {@code a} (anti), {@code r<n>} (random start with n
 * discs), {@code b}/{@code w} (the challenger's color preference). The reader takes them in any
 * order; the canonical text is the ODK's order: {@code s}, board type, {@code k}, {@code a},
 * {@code r<n>}, then {@code b} or {@code w} ({@code s8r20}, {@code 8k}, {@code 8kr20}, {@code 10}).
 *
 * <p>This class is immutable and thread-safe.
 */
public final class GgfType {

    private final int board;
    private final boolean synchro;
    private final boolean komi;
    private final boolean anti;
    private final int random;
    private final char preference;

    private GgfType(int board, boolean synchro, boolean komi, boolean anti, int random, char preference) {
        this.board = board;
        this.synchro = synchro;
        this.komi = komi;
        this.anti = anti;
        this.random = random;
        this.preference = preference;
    }

    /**
     * Returns the type of a plain game on a board.
     *
     * @param boardType 4, 6, 8, 10, 12, 14 or 88
     * @return the type
     * @throws IllegalArgumentException for another board type
     */
    public static GgfType of(int boardType) {
        checkBoard(boardType);
        return new GgfType(boardType, false, false, false, 0, ' ');
    }

    private static void checkBoard(int b) {
        if (b != 88 && (b < 4 || b > 14 || b % 2 != 0)) {
            throw new IllegalArgumentException("GGF board types are 4, 6, 8, 10, 12, 14 and 88, not " + b);
        }
    }

    /**
     * Parses a {@code TY} value.
     *
     * @param text e.g. {@code s8r20}
     * @return the type
     * @throws io.github.reversi4j.core.TextParseException if the text is not a game type
     */
    public static GgfType parse(String text) {
        return ValueText.parse(text, t -> parse(t, Location.of("")));
    }

    /** Parses the value at a place of a file: a reader's form. */
    static GgfType parse(String text, Location at) throws NotationException {
        int board = 0;
        boolean s = false;
        boolean k = false;
        boolean a = false;
        int r = 0;
        char pref = ' ';
        int i = 0;
        String t = text.strip();
        while (i < t.length()) {
            char c = t.charAt(i);
            if (Numbers.isDigit(c) || c == 'r') {
                boolean isRand = c == 'r';
                int from = isRand ? i + 1 : i;
                int j = from;
                while (j < t.length() && j - from < 4 && Numbers.isDigit(t.charAt(j))) {
                    j++;
                }
                if (j == from || (j < t.length() && Numbers.isDigit(t.charAt(j)))) {
                    throw new NotationException(at, ProblemKind.SYNTAX, "bad number in game type '" + text + "'");
                }
                int v = Numbers.parseInt(t.substring(from, j), 0, 9999, "game type");
                if (isRand) {
                    if (r != 0) {
                        throw new NotationException(at, ProblemKind.SYNTAX, "r given twice in game type '" + text + "'");
                    }
                    r = Math.max(v, 1);
                    if (v == 0) {
                        throw new NotationException(at, ProblemKind.SYNTAX, "r0 in game type '" + text + "'");
                    }
                } else {
                    if (board != 0) {
                        throw new NotationException(at, ProblemKind.SYNTAX, "two board types in '" + text + "'");
                    }
                    board = v;
                }
                i = j;
                continue;
            }
            switch (c) {
                case 's':
                    s = flag(s, c, text, at);
                    break;
                case 'k':
                    k = flag(k, c, text, at);
                    break;
                case 'a':
                    a = flag(a, c, text, at);
                    break;
                case 'b':
                case 'w':
                    if (pref != ' ') {
                        throw new NotationException(at, ProblemKind.SYNTAX, "two color preferences in '" + text + "'");
                    }
                    pref = c;
                    break;
                default:
                    throw new NotationException(at, ProblemKind.SYNTAX, "unknown letter '" + c + "' in game type '" + text + "'");
            }
            i++;
        }
        if (board == 0) {
            throw new NotationException(at, ProblemKind.SYNTAX, "no board type in game type '" + text + "'");
        }
        try {
            checkBoard(board);
        } catch (IllegalArgumentException e) {
            throw new NotationException(at, ProblemKind.UNSUPPORTED_BOARD_TYPE, e.getMessage());
        }
        return new GgfType(board, s, k, a, r, pref);
    }

    private static boolean flag(boolean already, char c, String text, Location at) throws NotationException {
        if (already) {
            throw new NotationException(at, ProblemKind.SYNTAX, c + " given twice in game type '" + text + "'");
        }
        return true;
    }

    /**
     * Returns the board type.
     *
     * @return 4, 6, 8, 10, 12, 14 or 88 (the octagon)
     */
    public int boardType() {
        return board;
    }

    /**
     * Tells whether the game has a komi.
     *
     * @return true for {@code k}
     */
    public boolean isKomi() {
        return komi;
    }

    /**
     * Tells whether the game is anti (the most discs lose, <a href="../../doc-files/rules.html#X2">RULES §X2</a>).
     *
     * @return true for {@code a}
     */
    public boolean isAnti() {
        return anti;
    }

    /**
     * Returns the number of discs of a random start.
     *
     * @return n of {@code r<n>}, or empty
     */
    public OptionalInt random() {
        return random == 0 ? OptionalInt.empty() : OptionalInt.of(random);
    }

    /**
     * Returns this type with the komi flag.
     *
     * @param on the flag
     * @return the type
     */
    public GgfType withKomi(boolean on) {
        return new GgfType(board, synchro, on, anti, random, preference);
    }

    /**
     * Returns this type with the anti flag.
     *
     * @param on the flag
     * @return the type
     */
    public GgfType withAnti(boolean on) {
        return new GgfType(board, synchro, komi, on, random, preference);
    }

    /**
     * Returns this type with a random start.
     *
     * @param discs the number of discs, at least 1, or 0 for none
     * @return the type
     * @throws IllegalArgumentException if the number is negative
     */
    public GgfType withRandom(int discs) {
        if (discs < 0) {
            throw new IllegalArgumentException("negative disc count " + discs);
        }
        return new GgfType(board, synchro, komi, anti, discs, preference);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GgfType)) {
            return false;
        }
        GgfType t = (GgfType) o;
        return board == t.board && synchro == t.synchro && komi == t.komi && anti == t.anti && random == t.random
                && preference == t.preference;
    }

    @Override
    public int hashCode() {
        return Objects.hash(board, synchro, komi, anti, random, preference);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code s8r20}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (synchro) {
            sb.append('s');
        }
        sb.append(board);
        if (komi) {
            sb.append('k');
        }
        if (anti) {
            sb.append('a');
        }
        if (random != 0) {
            sb.append('r').append(random);
        }
        if (preference != ' ') {
            sb.append(preference);
        }
        return sb.toString();
    }
}
