package io.github.reversi4j.notation.text;

import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.internal.Numbers;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a transcript is written (<a href="../doc-files/formats.html#1">FORMATS §1</a>): the {@link LetterCase} of the squares, the separator
 * between moves, and whether passes are written and with which token. The {@linkplain #canonical()
 * canonical} form is lower case, no separator, passes left out ({@code f5d6c3d3c4}), which
 * {@link Transcript#read} reads back by passing where the side to move has no placement.
 *
 * <pre>{@code
 * TranscriptFormat.canonical().format(record);                               // f5d6c3
 * TranscriptFormat.canonical().withCase(LetterCase.BLACK_UPPER).format(r);   // F5d6C3
 * TranscriptFormat.canonical().withSeparator(" ").withPasses("pa").format(r); // f5 d6 pa c3
 * }</pre>
 *
 * <p>Placements that name a color or a line are written in their {@link Move} text ({@code X:d3},
 * {@code d3>ne}); use a separator for them, since {@code d3>n} followed by {@code e4} reads as
 * {@code d3>ne} and {@code 4}. This class is immutable and thread-safe.
 */
public final class TranscriptFormat {

    /** The token of a pass that is not forced, in a format that leaves forced passes out. */
    private static final String STOP = "pass";

    private static final TranscriptFormat CANONICAL = new TranscriptFormat(LetterCase.LOWER, "", null);

    private final LetterCase letterCase;
    private final String separator;
    private final String passToken;

    private TranscriptFormat(LetterCase letterCase, String separator, String passToken) {
        this.letterCase = letterCase;
        this.separator = separator;
        this.passToken = passToken;
    }

    /**
     * Returns the canonical format: lower case, no separator, no passes.
     *
     * @return the format
     */
    public static TranscriptFormat canonical() {
        return CANONICAL;
    }

    /**
     * Returns this format with another letter case ({@link LetterCase#ANY} writes lower case).
     *
     * @param newCase the case
     * @return the format
     */
    public TranscriptFormat withCase(LetterCase newCase) {
        return new TranscriptFormat(Objects.requireNonNull(newCase), separator, passToken);
    }

    /**
     * Returns this format with a separator between moves.
     *
     * @param newSeparator whitespace, {@code ,}, {@code ;} or {@code -} characters, or empty
     * @return the format
     * @throws IllegalArgumentException if the separator has another character, or holds {@code --}
     *     (which reads as a pass), or holds a hyphen while passes are written {@code --} (the text
     *     {@code a2----h8} would read as two passes)
     */
    public TranscriptFormat withSeparator(String newSeparator) {
        for (int i = 0; i < newSeparator.length(); i++) {
            char c = newSeparator.charAt(i);
            if (!Character.isWhitespace(c) && c != ',' && c != ';' && c != '-') {
                throw new IllegalArgumentException("a separator is made of whitespace, ',', ';' or '-': '" + newSeparator + "'");
            }
        }
        if (newSeparator.contains("--")) {
            throw new IllegalArgumentException("'--' is a pass, not a separator");
        }
        checkPair(newSeparator, passToken);
        return new TranscriptFormat(letterCase, newSeparator, passToken);
    }

    /**
     * Returns this format writing every pass with a token.
     *
     * @param token one of {@code pa}, {@code ps}, {@code pass} (any case), {@code --}, {@code @@}
     * @return the format
     * @throws IllegalArgumentException if the token is not a pass spelling the reader accepts, or is
     *     {@code --} while the separator holds a hyphen (see {@link #withSeparator})
     */
    public TranscriptFormat withPasses(String token) {
        Objects.requireNonNull(token, "token");
        if (!isPassSpelling(token) && !token.equals("@@@@")) {
            throw new IllegalArgumentException("not a pass token: '" + token + "' (pa, ps, pass, --, @@)");
        }
        checkPair(separator, token);
        return new TranscriptFormat(letterCase, separator, token);
    }

    /**
     * Refuses the pass {@code --} beside a separator with a hyphen: the reader takes two hyphens in a
     * row as a pass wherever they stand, so {@code a2-}{@code --}{@code -h8} would read as two passes
     * (<a href="../doc-files/formats.html#1">FORMATS §1</a>).
     */
    private static void checkPair(String separator, String pass) {
        if ("--".equals(pass) && separator.indexOf('-') >= 0) {
            throw new IllegalArgumentException("the pass '--' cannot be told from a separator with a hyphen ('"
                    + separator + "'): choose another pass token or separator");
        }
    }

    /**
     * Returns the letter case.
     *
     * @return the case
     */
    LetterCase letterCase() {
        return letterCase;
    }

    /**
     * Returns the separator.
     *
     * @return the separator, possibly empty
     */
    String separator() {
        return separator;
    }

    /**
     * Returns the token this format writes for a pass.
     *
     * @return the token, or empty when passes are left out
     */
    Optional<String> passToken() {
        return Optional.ofNullable(passToken);
    }

    /**
     * Writes the moves of a record. A format that leaves passes out leaves out only the forced ones
     * (the side to move has no placement) that a placement follows, which the reader puts back; any
     * other pass - an illegal one, a pass that ends the record - is written {@code pass}, and a
     * declared end (the solo game's stop) {@code end}, so that the text reads back to the same game.
     *
     * @param record the record; with {@link LetterCase#BLACK_UPPER}, or when it has passes, it is
     *     replayed to know each mover
     *     (the moves after an illegal one are written as if the colors alternated)
     * @return the transcript text
     */
    public String format(GameRecord record) {
        List<Move> moves = record.moves();
        List<GameState> states = List.of();
        if (letterCase == LetterCase.BLACK_UPPER || (passToken == null && moves.stream().anyMatch(Move::isPass))) {
            Replay r = record.replay();
            states = r.states();
        }
        StringBuilder sb = new StringBuilder(moves.size() * (2 + separator.length()));
        GameState last = record.start();
        boolean first = true;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (i < states.size()) {
                last = states.get(i);
            }
            if (m.isPass() && passToken == null && isForced(record, states, i) && i + 1 < moves.size()
                    && !moves.get(i + 1).isPass()) {
                continue;
            }
            if (!first) {
                sb.append(separator);
            }
            first = false;
            if (m.isPass()) {
                sb.append(passToken == null ? STOP : passToken);
                continue;
            }
            if (m instanceof Move.End) {
                sb.append(m);
                continue;
            }
            io.github.reversi4j.core.Color mover = i < states.size() ? last.toMove()
                    : (i - states.size()) % 2 == 0 ? last.toMove().opponent() : last.toMove();
            String t = m.toString();
            if (letterCase.upper(mover)) {
                int k = t.indexOf(':') + 1;
                int gt = t.indexOf('>');
                int end = gt < 0 ? t.length() : gt;
                t = t.substring(0, k) + t.substring(k, end).toUpperCase(java.util.Locale.ROOT) + t.substring(end);
            }
            sb.append(t);
        }
        return sb.toString();
    }

    /**
     * Whether the pass at index {@code i} is forced: the side to move has no placement. Only a
     * forced pass may be left out, since the reader passes only where it must; a pass the mover
     * chose (an illegal pass) is always written.
     */
    private static boolean isForced(GameRecord record, List<GameState> states, int i) {
        if (i >= states.size()) {
            return false;
        }
        for (Move m : record.rules().legalMoves(states.get(i))) {
            if (!m.isPass()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof TranscriptFormat)) {
            return false;
        }
        TranscriptFormat f = (TranscriptFormat) o;
        return letterCase == f.letterCase && separator.equals(f.separator) && Objects.equals(passToken, f.passToken);
    }

    @Override
    public int hashCode() {
        return Objects.hash(letterCase, separator, passToken);
    }

    /**
     * Returns a description of the format.
     *
     * @return e.g. {@code TranscriptFormat[case=LOWER, separator="", passes=omitted]}
     */
    @Override
    public String toString() {
        return "TranscriptFormat[case=" + letterCase + ", separator=\"" + separator + "\", passes="
                + (passToken == null ? "omitted" : passToken) + "]";
    }

    /** Tells whether a token is one of the pass spellings {@link Move#parse(String)} reads, as it is. */
    private static boolean isPassSpelling(String token) {
        if (!Numbers.isPrintableAscii(token) || !token.strip().equals(token) || token.isEmpty()) {
            return false;
        }
        try {
            return Move.parse(token).isPass();
        } catch (TextParseException e) {
            return false;
        }
    }
}
