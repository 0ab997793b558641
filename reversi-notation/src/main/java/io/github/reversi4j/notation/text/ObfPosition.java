package io.github.reversi4j.notation.text;

import io.github.reversi4j.notation.internal.shared.ValueText;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.TextParseException;
import io.github.reversi4j.notation.Location;
import io.github.reversi4j.notation.NotationException;
import io.github.reversi4j.notation.Problem;
import io.github.reversi4j.notation.ProblemKind;
import io.github.reversi4j.notation.internal.Numbers;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One line of an OBF file, Edax's "Othello Board File" of the FFO test suites (<a href="../doc-files/formats.html#5.2">FORMATS §5.2</a>): a
 * position and the exact score of each of its moves, {@code <board> X; G8:+18; H1:+12;}. A score is
 * the final disc differential for the side to move after best play. A line with no scored move may
 * give the position's best score alone ({@code <board> X; +18;}); text after {@code %} is a comment.
 *
 * <p>The canonical text ({@link #toString()}) is what Edax writes: the position (the board's 64
 * squares and the side to move, as {@link io.github.reversi4j.core.GameState#toString()} writes a
 * standard position), {@code ;}, then {@code  G8:+18;} for each move in order (moves upper case,
 * a pass {@code PA}, scores with a sign), or {@code  +18;} for a best score alone, then
 * {@code  % comment} if any. This class is immutable and thread-safe.
 *
 * <p>FFO #1, its best move and what each move scores:
 * <pre>{@code
 * ObfPosition ffo1 = ObfPosition.parse(
 *         "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+0;");
 * System.out.println(ffo1.bestScore().getAsInt());   // 18
 * System.out.println(ffo1.bestMoves());              // [G8]
 * ffo1.scores().forEach((move, score) -> System.out.println(move + " " + score));
 * GameState position = ffo1.position();              // to play, solve or render
 * }</pre>
 *
 * <p>An OBF file is read as its lines: each line that is neither blank nor a {@code %} comment is
 * one position, parsed by {@link #parse(String)}, whose {@link io.github.reversi4j.core.TextParseException}
 * says what is wrong with a malformed line ({@code RecordFormat.OBF} reads the same lines as
 * checked games of no moves, the positions' scores left out):
 * <pre>{@code
 * List<String> lines = Files.readAllLines(Path.of("fforum-1-19.obf"));
 * for (int i = 0; i < lines.size(); i++) {
 *     String line = lines.get(i);
 *     if (line.isBlank() || line.strip().startsWith("%")) {
 *         continue;
 *     }
 *     try {
 *         ObfPosition p = ObfPosition.parse(line);
 *         System.out.println(p.bestMoves() + " " + p.bestScore());    // [G8] OptionalInt[18] for the first
 *     } catch (TextParseException e) {
 *         System.out.println("line " + (i + 1) + ": " + e.getMessage());
 *     }
 * }
 * }</pre>
 */
public final class ObfPosition {

    private final GameState position;
    private final Map<Move, Integer> scores;
    private final Integer best;
    private final String comment;

    private ObfPosition(GameState position, Map<Move, Integer> scores, Integer best, String comment) {
        this.position = position;
        this.scores = scores;
        this.best = best;
        this.comment = comment;
    }

    /**
     * Returns a position with scored moves.
     *
     * @param position the position
     * @param scores each move's score, in the order to write them
     * @return the OBF position
     */
    public static ObfPosition of(GameState position, Map<Move, Integer> scores) {
        return new ObfPosition(Objects.requireNonNull(position), Collections.unmodifiableMap(new LinkedHashMap<>(scores)), null, "");
    }

    /**
     * Returns a position with its best score only.
     *
     * @param position the position
     * @param bestScore the best score for the side to move
     * @return the OBF position
     */
    public static ObfPosition ofBestScore(GameState position, int bestScore) {
        return new ObfPosition(Objects.requireNonNull(position), Map.of(), bestScore, "");
    }

    /**
     * Parses one line of no source.
     *
     * @param line the line, e.g. {@code ---------------------------OX------XO--------------------------- X; F5:+0;}
     * @return the position
     * @throws io.github.reversi4j.core.TextParseException if the line is not an OBF position
     */
    public static ObfPosition parse(String line) {
        return ValueText.parse(line, l -> parse(l, Location.of("")));
    }

    /**
     * Parses one line of a source.
     *
     * @param line the line
     * @param at its location
     * @return the position
     * @throws NotationException if the line is not an OBF position
     */
    static ObfPosition parse(String line, Location at) throws NotationException {
        int pct = line.indexOf('%');
        String comment = pct < 0 ? "" : line.substring(pct + 1).strip();
        String body = pct < 0 ? line : line.substring(0, pct);
        int l = at.line().orElse(1);
        int semi = body.indexOf(';');
        if (semi < 0) {
            throw new NotationException(at.withLine(l, body.length() + 1), ProblemKind.TRUNCATED, "expected ';' after the position");
        }
        GameState p = PositionText.parse(body.substring(0, semi), at);
        Map<Move, Integer> scores = new LinkedHashMap<>();
        Integer best = null;
        int i = semi + 1;
        while (i < body.length()) {
            int next = body.indexOf(';', i);
            if (next < 0) {
                if (body.substring(i).isBlank()) {
                    break;
                }
                throw new NotationException(at.withLine(l, i + 1), ProblemKind.TRUNCATED, "a field must end with ';'");
            }
            String f = body.substring(i, next).strip();
            int col = i + 1;
            i = next + 1;
            if (f.isEmpty()) {
                continue;
            }
            int colon = f.indexOf(':');
            if (colon < 0) {
                if (best != null || !scores.isEmpty()) {
                    throw new NotationException(at.withLine(l, col), ProblemKind.SYNTAX, "a best score alone must be the only field");
                }
                best = score(f, at.withLine(l, col));
                continue;
            }
            if (best != null) {
                throw new NotationException(at.withLine(l, col), ProblemKind.SYNTAX, "a best score alone must be the only field");
            }
            String mv = f.substring(0, colon).strip();
            Move m = null;
            if (Numbers.isPrintableAscii(mv)) {
                try {
                    Move parsed = Move.parse(mv);
                    m = parsed instanceof Move.Place || parsed.isPass() ? parsed : null;
                } catch (TextParseException e) {
                    // refused below
                }
            }
            if (m == null) {
                throw new NotationException(at.withLine(l, col), ProblemKind.UNKNOWN_SQUARE, "'" + mv + "' is not a square");
            }
            if (scores.put(m, score(f.substring(colon + 1).strip(), at.withLine(l, col))) != null) {
                throw new NotationException(at.withLine(l, col), ProblemKind.SYNTAX, "move " + mv + " is scored twice");
            }
        }
        return new ObfPosition(p, Collections.unmodifiableMap(scores), best, comment);
    }

    private static int score(String s, Location at) throws NotationException {
        if (s.isEmpty() || s.length() > 4) {
            throw new NotationException(at, ProblemKind.SYNTAX, "not a score: '" + s + "'");
        }
        try {
            return Numbers.parseInt(s, -999, 999, "score");
        } catch (NumberFormatException e) {
            throw new NotationException(at, ProblemKind.SYNTAX, "not a score: '" + s + "'", e);
        }
    }

    /**
     * Returns the position.
     *
     * @return the state
     */
    public GameState position() {
        return position;
    }

    /**
     * Returns the scored moves, in the order written.
     *
     * @return an unmodifiable map from move to score
     */
    public Map<Move, Integer> scores() {
        return Collections.unmodifiableMap(scores);
    }

    /**
     * Returns the best score: the one given alone, or the largest move score.
     *
     * @return the best score, or empty when the line gives none
     */
    public OptionalInt bestScore() {
        if (best != null) {
            return OptionalInt.of(best);
        }
        return scores.values().stream().mapToInt(Integer::intValue).max();
    }

    /**
     * Returns the moves with the best score.
     *
     * @return the moves, in the order written
     */
    public List<Move> bestMoves() {
        OptionalInt b = bestScore();
        List<Move> out = new ArrayList<>();
        scores.forEach((m, s) -> {
            if (b.isPresent() && s == b.getAsInt()) {
                out.add(m);
            }
        });
        return out;
    }

    /**
     * Returns the comment.
     *
     * @return the comment, empty when none
     */
    public String comment() {
        return comment;
    }

    /**
     * Checks the scored moves against the rules: each must be legal ({@link ProblemKind#ILLEGAL_MOVE})
     * and, when moves are listed, every legal move should be ({@link ProblemKind#UNKNOWN_FIELD}
     * warning for each one missing); a score must lie within the number of squares
     * ({@link ProblemKind#BAD_HEADER}).
     *
     * @param rules the rules
     * @param at the line's location
     * @return the problems, empty for a consistent line
     */
    public List<Problem> check(Rules rules, Location at) {
        List<Problem> out = new ArrayList<>();
        List<Move> legal;
        try {
            legal = rules.legalMoves(position);
        } catch (RuntimeException e) {
            return List.of(Problem.of(ProblemKind.UNSUPPORTED_BOARD_TYPE, at, "the rules cannot play this position: " + e));
        }
        int n = 0;
        for (Map.Entry<Move, Integer> e : scores.entrySet()) {
            n++;
            if (!legal.contains(e.getKey())) {
                out.add(Problem.of(ProblemKind.ILLEGAL_MOVE, at, "scored move is not legal in " + position)
                        .withMove(n, text(e.getKey())));
            }
            if (Math.abs(e.getValue()) > position.board().geometry().size()) {
                out.add(Problem.of(ProblemKind.BAD_HEADER, at, "score " + e.getValue() + " is beyond the board")
                        .withMove(n, text(e.getKey())));
            }
        }
        if (!scores.isEmpty()) {
            for (Move m : legal) {
                if (!scores.containsKey(m)) {
                    out.add(Problem.of(ProblemKind.UNKNOWN_FIELD, at, "legal move " + text(m) + " is not scored"));
                }
            }
        }
        return out;
    }

    private static String text(Move m) {
        return m.isPass() ? "PA" : m.toString().toUpperCase(Locale.ROOT);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ObfPosition)) {
            return false;
        }
        ObfPosition p = (ObfPosition) o;
        return position.equals(p.position) && scores.equals(p.scores) && List.copyOf(scores.keySet()).equals(List.copyOf(p.scores.keySet()))
                && Objects.equals(best, p.best) && comment.equals(p.comment);
    }

    @Override
    public int hashCode() {
        return Objects.hash(position, scores, best, comment);
    }

    /**
     * Returns the canonical OBF line (see the class documentation).
     *
     * @return e.g. {@code --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(PositionText.format(position)).append(';');
        if (best != null) {
            sb.append(' ').append(String.format(Locale.ROOT, "%+d", best)).append(';');
        }
        scores.forEach((m, s) -> sb.append(' ').append(text(m)).append(':').append(String.format(Locale.ROOT, "%+d", s)).append(';'));
        if (!comment.isEmpty()) {
            sb.append(" % ").append(comment);
        }
        return sb.toString();
    }
}
