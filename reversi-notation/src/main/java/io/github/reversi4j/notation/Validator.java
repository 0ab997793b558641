package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.internal.FastReplay;
import io.github.reversi4j.notation.internal.Margins;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Replays and checks games: the one place where a record read in any format becomes a
 * {@link CheckedGame}, and the visitor that sums many of them up in a {@link ValidationSummary}.
 *
 * <p>Checking one game, {@link #check check}: the moves are played in order from the start state. A
 * placement met where the side to move has none is preceded by the forced pass (<a href="doc-files/rules.html#B4">RULES §B4</a>), whether
 * or not the record writes passes; an explicit pass must be forced. The first illegal move ends the
 * replay with an {@link ProblemKind#ILLEGAL_MOVE} error naming its number and text as written and the
 * rules' typed reason (a square off the board is an {@link ProblemKind#UNKNOWN_SQUARE}). Nothing is
 * repaired. Once every move is legal, the result the record states ({@link RecordedResult}, FORMATS
 * <a href="doc-files/formats.html#8">§8</a>) is checked:
 * <ul>
 *   <li>when the final state ends the game, the rules' {@link Outcome} (with the recorded komi, if
 *       the rules do not apply one themselves) must agree with the recorded result, else
 *       {@link ProblemKind#RESULT_MISMATCH}: a Black score must equal Black's official score (RULES
 *       <a href="doc-files/rules.html#O3">§O3</a>); a margin must equal Black's official margin minus the komi to the precision it is
 *       written with (a margin of raw disc counts is accepted too: whether GGF credits the empties
 *       to the winner is not documented); a winner must be the winner;</li>
 *   <li>when the game is not over and the record states a result, the game is reported
 *       {@link ProblemKind#UNFINISHED} (a notice) and its result is not scored from the board; a
 *       record that states none (a transcript, an opening line) gets no notice.</li>
 * </ul>
 * Games of the standard 8x8 rules from their start are replayed on bitboards first; a game found
 * clean that way gets its {@link CheckedGame#record() record} built only when asked for. The result
 * is the same either way.
 *
 * <p>Validating a source: a validator counts games valid, finished, unfinished and invalid, and
 * problems by kind, and keeps the first problems in full (a bounded number, so that validating a
 * huge archive needs constant memory):
 *
 * <pre>{@code
 * Validator v = new Validator(100);
 * try (GameReader r = RecordFormat.WTHOR.reader(in, "WTH_2004.wtb")) {
 *     v.validate(r);
 * }
 * ValidationSummary s = v.summary();
 * }</pre>
 *
 * <p>A validator is a mutable accumulator and not thread-safe; its summaries and the games
 * {@link #check check} returns are immutable.
 */
public final class Validator implements GameVisitor {

    private final int keep;
    private long games;
    private long valid;
    private long finished;
    private long unfinished;
    private final Map<ProblemKind, Long> counts = new EnumMap<>(ProblemKind.class);
    private final List<Problem> kept = new ArrayList<>();

    /**
     * Creates a validator that keeps at most a number of problems in full.
     *
     * @param keepProblems how many problems to keep, 0 or more; all are counted
     * @throws IllegalArgumentException if the number is negative
     */
    public Validator(int keepProblems) {
        if (keepProblems < 0) {
            throw new IllegalArgumentException("negative number of problems to keep: " + keepProblems);
        }
        this.keep = keepProblems;
    }

    /**
     * Replays and checks one game: the path every reader takes.
     *
     * @param location the game's location (with its index in the source)
     * @param info the game's header facts, copied into every problem
     * @param rules the rules
     * @param start the state before the first move
     * @param moves the moves as written, forced passes left out or written
     * @param texts the text of each move as written, for the problems; the same size as {@code moves}
     * @param recorded the result the record states
     * @param earlier problems already found by the reader (warnings about the header, say)
     * @return the checked game
     * @throws IllegalArgumentException if the two lists differ in size
     */
    public static CheckedGame check(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
            List<String> texts, RecordedResult recorded, List<Problem> earlier) {
        if (moves.size() != texts.size()) {
            throw new IllegalArgumentException(moves.size() + " moves but " + texts.size() + " texts");
        }
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(info, "info");
        Objects.requireNonNull(recorded, "recorded");
        int judged = FastReplay.judge(rules, start, moves, recorded);
        if (judged != FastReplay.UNKNOWN) {
            return CheckedGame.judged(location, info, rules, start, moves, judged == FastReplay.FINISHED, recorded, earlier);
        }
        return replay(location, info, rules, start, moves, texts, recorded, earlier);
    }

    /**
     * Reads every remaining game of a reader, then counts the reader's {@linkplain
     * GameReader#sourceProblems() source problems}.
     *
     * @param reader the reader; not closed
     * @return this validator
     * @throws NotationException if the source cannot be read any further
     */
    public Validator validate(GameReader reader) throws NotationException {
        reader.readAll(this);
        for (Problem p : reader.sourceProblems()) {
            report(p);
        }
        return this;
    }

    /**
     * Counts one checked game and its problems.
     *
     * @param game the game
     */
    @Override
    public void visit(CheckedGame game) {
        games++;
        boolean ok = game.isValid();
        if (ok) {
            valid++;
            if (game.isFinished()) {
                finished++;
            }
        }
        boolean stopped = false;
        for (Problem p : game.problems()) {
            stopped |= p.kind() == ProblemKind.UNFINISHED;
            report(p);
        }
        if (stopped && ok) {
            unfinished++;
        }
    }

    /**
     * Counts a problem of the source that belongs to no game (a bad header, trailing bytes).
     *
     * @param problem the problem
     */
    public void report(Problem problem) {
        counts.merge(problem.kind(), 1L, Long::sum);
        if (kept.size() < keep) {
            kept.add(problem);
        }
    }

    /**
     * Returns what has been counted so far.
     *
     * @return an immutable summary
     */
    public ValidationSummary summary() {
        return new ValidationSummary(games, valid, finished, unfinished, counts, kept);
    }

    static CheckedGame replay(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
            List<String> texts, RecordedResult recorded, List<Problem> earlier) {
        List<Problem> problems = new ArrayList<>(earlier);
        List<Move> played = new ArrayList<>(moves.size() + 4);
        GameState s = start;
        boolean legal = true;
        for (int i = 0; i < moves.size() && legal; i++) {
            Move m = moves.get(i);
            try {
                s = playWithForcedPass(rules, s, m, played);
            } catch (IllegalMoveException e) {
                ProblemKind kind = e.reason() == IllegalMoveException.Reason.NOT_ON_BOARD ? ProblemKind.UNKNOWN_SQUARE
                        : ProblemKind.ILLEGAL_MOVE;
                problems.add(Problem.of(kind, location, describe(rules, e)).withInfo(info)
                        .withMove(i + 1, text(texts, moves, i)).withIllegalMoveReason(e.reason()));
                legal = false;
            } catch (RuntimeException e) {
                // a custom rule set's own failure: reported, never thrown through a reader
                problems.add(Problem.of(ProblemKind.ILLEGAL_MOVE, location, "the rules rejected the move: " + e)
                        .withInfo(info).withMove(i + 1, text(texts, moves, i)));
                legal = false;
            }
        }
        GameRecord record = GameRecord.of(rules, start, played);
        Outcome outcome = null;
        if (legal) {
            boolean terminal;
            try {
                terminal = rules.isTerminal(s);
                if (terminal) {
                    outcome = rules.outcome(s);
                    if (recorded.kind() == RecordedResult.Kind.MARGIN && recorded.komi().signum() != 0
                            && outcome.komi().signum() == 0) {
                        outcome = outcome.withKomi(recorded.komi());
                    }
                }
            } catch (RuntimeException e) {
                problems.add(Problem.of(ProblemKind.UNKNOWN_RULES, location, "the rules failed to score the game: " + e)
                        .withInfo(info));
                return CheckedGame.replayed(location, info, record, s, null, recorded, problems);
            }
            if (outcome != null) {
                compare(location, info, outcome, recorded, rules.geometry().size()).ifPresent(problems::add);
            } else if (recorded.kind() != RecordedResult.Kind.NONE) {
                problems.add(Problem.of(ProblemKind.UNFINISHED, location, "the game stops after " + moves.size()
                        + " moves with " + s.board().emptyCount() + " empty squares and moves left; the recorded result ("
                        + recorded + ") is not scored from the board").withInfo(info));
                if (recorded.kind() == RecordedResult.Kind.BLACK_SCORE && recorded.blackScore() > rules.geometry().size()) {
                    problems.add(Problem.of(ProblemKind.RESULT_MISMATCH, location, "recorded Black score "
                            + recorded.blackScore() + " is more than the " + rules.geometry().size() + " squares").withInfo(info));
                }
            }
        }
        return CheckedGame.replayed(location, info, record, s, outcome, recorded, problems);
    }

    private static String text(List<String> texts, List<Move> moves, int i) {
        return texts == null ? moves.get(i).toString() : texts.get(i);
    }

    /**
     * Plays a move, first playing the forced pass when the move is a placement and the side to move
     * has none; the moves played are appended to a list.
     *
     * @param rules the rules
     * @param state the state
     * @param move the move
     * @param played receives the pass, if one is inserted, and the move
     * @return the state after the move
     * @throws IllegalMoveException if the move is illegal, also after the forced pass
     */
    private static GameState playWithForcedPass(Rules rules, GameState state, Move move, List<Move> played) {
        try {
            GameState next = rules.play(state, move);
            played.add(move);
            return next;
        } catch (IllegalMoveException e) {
            if (move.isPass() || e.reason() != IllegalMoveException.Reason.MUST_PASS) {
                throw e;
            }
            GameState passed = rules.play(state, Move.pass());
            GameState next = rules.play(passed, move);
            played.add(Move.pass());
            played.add(move);
            return next;
        }
    }

    /**
     * The reason of an illegal move's problem: the rules' sentence of detail and the position. The
     * problem itself carries the move, its number and the typed reason, so they are not repeated.
     */
    private static String describe(Rules rules, IllegalMoveException e) {
        String detail = e.detail();
        return (detail.isEmpty() ? "" : detail + "; ") + rules.colorName(e.state().toMove()) + " to move in " + e.state();
    }

    private static Optional<Problem> compare(Location location, GameInfo info, Outcome o, RecordedResult r, int squares) {
        String mismatch = null;
        switch (r.kind()) {
            case BLACK_SCORE:
                if (r.blackScore() != o.score(Color.BLACK)) {
                    mismatch = "recorded Black score " + r.blackScore() + ", replay gives " + o.score(Color.BLACK)
                            + " (" + o + ")";
                }
                break;
            case SCORES:
                if (r.blackScore() != o.score(Color.BLACK) || r.whiteScore() != o.score(Color.WHITE)) {
                    mismatch = "recorded " + r.blackScore() + "-" + r.whiteScore() + ", replay gives " + o;
                }
                break;
            case MARGIN:
                BigDecimal tolerance = BigDecimal.ONE.movePointLeft(Math.max(0, r.margin().scale())).divide(BigDecimal.valueOf(2));
                BigDecimal raw = BigDecimal.valueOf(o.discs(Color.BLACK) - o.discs(Color.WHITE)).subtract(o.komi());
                BigDecimal official = Margins.blackMargin(o);
                if (r.margin().subtract(official).abs().compareTo(tolerance) > 0
                        && r.margin().subtract(raw).abs().compareTo(tolerance) > 0) {
                    mismatch = "recorded margin " + r.margin().toPlainString() + ", replay gives "
                            + official.toPlainString() + " (" + o + ")";
                }
                break;
            case WINNER:
                if (!r.winner().equals(o.winner())) {
                    mismatch = "recorded winner " + r.winner().map(Enum::name).orElse("DRAW") + ", replay gives " + o;
                }
                break;
            default:
                break;
        }
        return mismatch == null ? Optional.empty()
                : Optional.of(Problem.of(ProblemKind.RESULT_MISMATCH, location, mismatch).withInfo(info));
    }
}
