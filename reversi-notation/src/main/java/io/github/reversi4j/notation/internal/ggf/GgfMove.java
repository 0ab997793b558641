package io.github.reversi4j.notation.internal.ggf;

import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.internal.shared.ValueText;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * The value of a GGF move property {@code B}, {@code W}, {@code KB} or {@code KW} (<a href="../../doc-files/formats.html#2.5">FORMATS §2.5</a>):
 * {@code move[/eval[/time]]}. The move is a square in either case ({@code d3}, {@code D3},
 * {@code j10}) or a pass - any word of letters starting with {@code p} ({@code PA}, {@code pass}).
 * The evaluation is from the mover's point of view and may be empty ({@code d3//0.01}); the time is
 * the seconds used.
 *
 * <p>The canonical text is the move (the move's {@code toString()}, {@code pass} for a pass), then
 * {@code /eval} and {@code /time} when present, an empty evaluation kept when a time follows. This
 * class is immutable and thread-safe.
 */
public final class GgfMove {

    private final Move move;
    private final BigDecimal eval;
    private final BigDecimal time;

    private GgfMove(Move move, BigDecimal eval, BigDecimal time) {
        this.move = move;
        this.eval = eval;
        this.time = time;
    }

    /**
     * Returns a move without annotations.
     *
     * @param move a placement or the pass
     * @return the GGF move
     */
    public static GgfMove of(Move move) {
        return new GgfMove(Objects.requireNonNull(move), null, null);
    }

    /**
     * Returns a move with its annotations.
     *
     * @param move a placement or the pass
     * @param eval the mover's evaluation, or empty
     * @param time the seconds used, or empty
     * @return the GGF move
     */
    public static GgfMove of(Move move, Optional<BigDecimal> eval, Optional<BigDecimal> time) {
        return new GgfMove(Objects.requireNonNull(move), eval.orElse(null), time.orElse(null));
    }

    /**
     * Parses a move value.
     *
     * @param text e.g. {@code d3//0.01} or {@code pass}
     * @return the GGF move
     * @throws io.github.reversi4j.core.TextParseException if the text is not a move value
     */
    public static GgfMove parse(String text) {
        return ValueText.parse(text, t -> parse(t, Location.of("")));
    }

    /** Parses the value at a place of a file: a reader's form. */
    static GgfMove parse(String text, Location at) throws NotationException {
        String[] parts = text.split("/", -1);
        if (parts.length > 3) {
            throw new NotationException(at, ProblemKind.SYNTAX, "a move is move/eval/time: '" + text + "'");
        }
        String m = parts[0].strip();
        Move move;
        if (!m.isEmpty() && (m.charAt(0) == 'p' || m.charAt(0) == 'P') && m.length() >= 2
                && m.chars().allMatch(Numbers::isLetter)) {
            move = Move.pass();
        } else {
            Square s = null;
            if (Numbers.isPrintableAscii(m)) {
                try {
                    s = Square.parse(m);
                } catch (TextParseException e) {
                    // refused below
                }
            }
            if (s == null) {
                throw new NotationException(at, ProblemKind.UNKNOWN_SQUARE, "'" + m + "' is neither a square nor a pass");
            }
            move = Move.place(s);
        }
        BigDecimal e = parts.length > 1 ? number(parts[1], at, "evaluation") : null;
        BigDecimal t = parts.length > 2 ? number(parts[2], at, "time") : null;
        return new GgfMove(move, e, t);
    }

    static BigDecimal number(String s, Location at, String what) throws NotationException {
        String t = s.strip();
        if (t.isEmpty()) {
            return null;
        }
        try {
            return Numbers.parseDecimal(t, what);
        } catch (NumberFormatException e) {
            throw new NotationException(at, ProblemKind.SYNTAX, e.getMessage(), e);
        }
    }

    /**
     * Returns the move.
     *
     * @return a plain placement or the pass
     */
    public Move move() {
        return move;
    }

    /**
     * Returns the mover's evaluation.
     *
     * @return the evaluation, or empty
     */
    public Optional<BigDecimal> eval() {
        return Optional.ofNullable(eval);
    }

    /**
     * Returns the seconds used.
     *
     * @return the time, or empty
     */
    public Optional<BigDecimal> time() {
        return Optional.ofNullable(time);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GgfMove)) {
            return false;
        }
        GgfMove g = (GgfMove) o;
        return move.equals(g.move) && Objects.equals(eval, g.eval) && Objects.equals(time, g.time);
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, eval, time);
    }

    /**
     * Returns the canonical text.
     *
     * @return e.g. {@code d3//0.01}
     */
    @Override
    public String toString() {
        String s = move.toString();
        if (time != null) {
            return s + "/" + (eval == null ? "" : eval.toPlainString()) + "/" + time.toPlainString();
        }
        return eval == null ? s : s + "/" + eval.toPlainString();
    }
}
