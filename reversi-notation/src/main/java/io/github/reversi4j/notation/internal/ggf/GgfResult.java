package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.internal.shared.ValueText;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * A GGF result, the {@code RE} property (<a href="../../doc-files/formats.html#2.2">FORMATS §2.2</a>, <a href="../../doc-files/formats.html#8">§8</a>): Black's margin, a signed number (komi
 * games: the disc margin minus {@code KM}), optionally followed by {@code :r} (resigned), {@code :t}
 * (time out), {@code :s} (mutual score) or {@code :l} (adjourned); or {@code ?} when the game is not
 * finished. Of these only a margin without a flag is the board's result.
 *
 * <p>The canonical text is the text read ({@code +8.500}, {@code -40.00:r}, {@code ?}). This class is
 * immutable and thread-safe.
 */
public final class GgfResult {

    private final String text;
    private final BigDecimal margin;
    private final String flag;

    private GgfResult(String text, BigDecimal margin, String flag) {
        this.text = text;
        this.margin = margin;
        this.flag = flag;
    }

    /**
     * Parses a result.
     *
     * @param text the value of {@code RE}
     * @return the result
     * @throws io.github.reversi4j.core.TextParseException if the text is neither {@code ?} nor a number with an optional flag
     */
    public static GgfResult parse(String text) {
        return ValueText.parse(text, t -> parse(t, Location.of("")));
    }

    /** Parses the value at a place of a file: a reader's form. */
    static GgfResult parse(String text, Location at) throws NotationException {
        String t = text.strip();
        if (t.equals("?")) {
            return new GgfResult(text, null, null);
        }
        int colon = t.indexOf(':');
        String num = colon < 0 ? t : t.substring(0, colon);
        String flag = colon < 0 ? null : t.substring(colon + 1).strip();
        if (flag != null && !flag.equals("r") && !flag.equals("t") && !flag.equals("s") && !flag.equals("l")) {
            throw new NotationException(at, ProblemKind.SYNTAX, "unknown result flag ':" + flag + "' (r, t, s, l)");
        }
        BigDecimal m = GgfMove.number(num, at, "result");
        if (m == null) {
            throw new NotationException(at, ProblemKind.SYNTAX, "empty result");
        }
        return new GgfResult(text, m, flag);
    }

    /**
     * Returns Black's margin as written.
     *
     * @return the margin, or empty for {@code ?}
     */
    public Optional<BigDecimal> margin() {
        return Optional.ofNullable(margin);
    }

    /**
     * Returns the flag after the colon.
     *
     * @return {@code r}, {@code t}, {@code s} or {@code l}, or empty
     */
    public Optional<String> flag() {
        return Optional.ofNullable(flag);
    }

    /**
     * Tells whether the result is the board's: a margin without a flag.
     *
     * @return true when the replay can be checked against it
     */
    public boolean isBoardResult() {
        return margin != null && flag == null;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof GgfResult && text.equals(((GgfResult) o).text));
    }

    @Override
    public int hashCode() {
        return Objects.hash(text);
    }

    /**
     * Returns the text read.
     *
     * @return e.g. {@code +8.500}
     */
    @Override
    public String toString() {
        return text;
    }
}
