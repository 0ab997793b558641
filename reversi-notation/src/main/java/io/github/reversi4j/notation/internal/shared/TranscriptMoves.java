package io.github.reversi4j.notation.internal.shared;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.Direction;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The moves of a transcript and the text of each as written, read by the one transcript parser that
 * {@code Transcript.parse} and the readers of transcript files share (the syntax is
 * {@code Transcript}'s: FORMATS section 1).
 */
public final class TranscriptMoves {

    private final List<Move> moves;
    private final List<String> texts;

    private TranscriptMoves(List<Move> moves, List<String> texts) {
        this.moves = Collections.unmodifiableList(moves);
        this.texts = Collections.unmodifiableList(texts);
    }

    /**
     * Returns the moves as written.
     *
     * @return an unmodifiable list
     */
    public List<Move> moves() {
        return moves;
    }

    /**
     * Returns the text of each move as written.
     *
     * @return an unmodifiable list, one entry per move
     */
    public List<String> texts() {
        return texts;
    }

    /**
     * Parses a transcript whose variant moves (a color or a line named) the rules read; without rules
     * such a move is an error.
     *
     * @param text the moves
     * @param at where the text starts (the column of an error is counted from its first character)
     * @param rules the rules that read a variant's moves, or null for placements and passes only
     * @return the moves and their texts
     * @throws NotationException if a token is neither a move nor a pass, located at its column
     */
    public static TranscriptMoves parse(String text, Location at, Rules rules) {
        List<Move> moves = new ArrayList<>(text.length() / 2 + 1);
        List<String> texts = new ArrayList<>(text.length() / 2 + 1);
        int n = text.length();
        int i = 0;
        int line = at.line().orElse(1);
        int col0 = at.column().orElse(1);
        int prefixStart = 0;
        while (prefixStart < n && Character.isWhitespace(text.charAt(prefixStart))) {
            prefixStart++;
        }
        int prefix = rulesPrefix(text, prefixStart);
        if (prefix > 0) {
            throw error(at, line, col0 + prefixStart, ProblemKind.SYNTAX, "a transcript is the moves alone, not '"
                    + text.substring(prefixStart, prefixStart + prefix + 1) + "' before them as in a GameRecord's text"
                    + " (GameRecord.parse reads that); the reader's FormatOptions.withRules gives a transcript's rules");
        }
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == ',' || c == ';' || (c == '-' && (i + 1 >= n || text.charAt(i + 1) != '-'))) {
                i++;
                continue;
            }
            int start = i;
            Move m;
            if (c == '-') {
                i += 2;
                m = Move.pass();
            } else if (c == '@') {
                if (text.startsWith("@@@@", i)) {
                    i += 4;
                } else if (text.startsWith("@@", i)) {
                    i += 2;
                } else {
                    throw error(at, line, col0 + i, ProblemKind.SYNTAX, "a pass is written @@, not '@'");
                }
                m = Move.pass();
            } else if ((c == 'p' || c == 'P') && i + 1 < n && isPassLetter(text.charAt(i + 1))) {
                if (i + 4 <= n && Numbers.toLower(text.charAt(i + 2)) == 's' && Numbers.toLower(text.charAt(i + 3)) == 's'
                        && Numbers.toLower(text.charAt(i + 1)) == 'a') {
                    i += 4;
                } else {
                    i += 2;
                }
                m = Move.pass();
            } else if ((c == 'e' || c == 'E') && text.regionMatches(true, i, "end", 0, 3)
                    && (i + 3 >= n || !Character.isLetterOrDigit(text.charAt(i + 3)))) {
                // a player's declared end (the solo game's stop): no square starts with "en"
                i += 3;
                m = Move.declareEnd();
            } else {
                Color color = null;
                if (i + 1 < n && text.charAt(i + 1) == ':') {
                    try {
                        color = Color.ofSymbol(c);
                    } catch (IllegalArgumentException e) {
                        throw error(at, line, col0 + i, ProblemKind.SYNTAX, "'" + c + "' is not a color symbol (X or O)");
                    }
                    i += 2;
                }
                int sq = i;
                if (i >= n || !isColumnLetter(text.charAt(i))) {
                    throw error(at, line, col0 + sq, ProblemKind.SYNTAX, "expected a move (e.g. f5) or a pass at '"
                            + excerpt(text, sq) + "'");
                }
                i++;
                int digits = i;
                while (i < n && i - digits < 2 && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                    i++;
                }
                Square square = null;
                if (i > digits) {
                    try {
                        square = Square.parse(text.substring(sq, i));
                    } catch (TextParseException e) {
                        // refused below
                    }
                }
                if (square == null) {
                    throw error(at, line, col0 + sq, ProblemKind.UNKNOWN_SQUARE, "'" + excerpt(text, sq)
                            + "' is not a square (a column a..p and a row 1..16)");
                }
                Direction line2 = null;
                if (i < n && text.charAt(i) == '>') {
                    i++;
                    int d = i;
                    String two = i + 2 <= n ? text.substring(i, i + 2) : "";
                    boolean digitAfter = i + 2 < n && Numbers.isDigit(text.charAt(i + 2));
                    if (isDirection(two) && !digitAfter) {
                        i += 2;
                    } else if (i < n && isDirection(text.substring(i, i + 1))) {
                        i += 1;
                    } else {
                        throw error(at, line, col0 + d, ProblemKind.SYNTAX, "expected a direction (n, ne, e, se, s, sw, w, nw) after '>'");
                    }
                    line2 = Direction.parse(text.substring(d, i));
                }
                if (color == null && line2 == null) {
                    m = Move.place(square);
                } else if (rules == null) {
                    throw error(at, line, col0 + start, ProblemKind.SYNTAX, "'" + text.substring(start, i)
                            + "' is a variant's move, which only its rules read: give them (FormatOptions.withRules)");
                } else {
                    try {
                        m = rules.parseMove(text.substring(start, i));
                    } catch (IllegalArgumentException e) {
                        throw error(at, line, col0 + start, ProblemKind.SYNTAX, "'" + text.substring(start, i)
                                + "' is not a move of " + rules.id() + ": " + e.getMessage());
                    }
                }
            }
            moves.add(m);
            texts.add(text.substring(start, i));
        }
        return new TranscriptMoves(moves, texts);
    }

    /**
     * The length of a rule-set id ({@code othello}, {@code holes(size=6x6)}) that starts the text at
     * {@code from} and is followed by a colon and a space or the end, as {@code GameRecord.toString()}
     * writes it; 0 when there is none. A word that reads as moves is no id.
     */
    private static int rulesPrefix(String text, int from) {
        int n = text.length();
        int i = from;
        while (i < n && i - from <= 64 && (Numbers.isLetter(text.charAt(i)) || Numbers.isDigit(text.charAt(i))
                || text.charAt(i) == '-')) {
            i++;
        }
        if (i - from < 2 || !Numbers.isLetter(text.charAt(from))) {
            return 0;
        }
        String word = text.substring(from, i);
        if (i < n && text.charAt(i) == '(') {
            int close = text.indexOf(')', i);
            if (close < 0 || close - i > 200) {
                return 0;
            }
            i = close + 1;
        }
        if (i >= n || text.charAt(i) != ':' || i + 1 < n && !Character.isWhitespace(text.charAt(i + 1))) {
            return 0;
        }
        try {
            parse(word, Location.of(""), null);
            return 0;
        } catch (NotationException e) {
            return i - from;
        }
    }

    private static boolean isPassLetter(char c) {
        return c == 'a' || c == 'A' || c == 's' || c == 'S';
    }

    private static boolean isColumnLetter(char c) {
        char l = Numbers.toLower(c);
        return l >= 'a' && l < 'a' + Square.MAX_SIDE;
    }

    private static boolean isDirection(String s) {
        switch (s.toLowerCase(java.util.Locale.ROOT)) {
            case "n": case "ne": case "e": case "se": case "s": case "sw": case "w": case "nw":
                return true;
            default:
                return false;
        }
    }

    private static String excerpt(String text, int from) {
        return text.substring(from, Math.min(text.length(), from + 6));
    }

    private static NotationException error(Location at, int line, int col, ProblemKind kind, String reason) {
        return new NotationException(at.withLine(line, Math.max(1, col)), kind, reason);
    }
}
