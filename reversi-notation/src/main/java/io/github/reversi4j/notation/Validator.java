package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.internal.fastpath.LeanReplay;
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
 * Sums up many checked games in a {@link ValidationSummary}: counts games valid, finished, unfinished
 * and invalid, and problems by kind and severity, and keeps the first problems of each severity in
 * full (a bounded number, so that validating a huge archive needs constant memory). Notices (such as
 * {@link ProblemKind#UNFINISHED}) are counted always and kept only when asked
 * ({@link #keepingNotices()}). The checks themselves are {@link CheckedGame#check(ReadGame)}'s, the
 * one path every reader takes.
 *
 * <pre>{@code
 * try (GameReader games = RecordFormat.open(Path.of("WTH_2004.wtb"), FormatOptions.defaults())) {
 *     ValidationSummary s = new Validator(100).validate(games).summary();
 * }
 * }</pre>
 *
 * <p>A validator is a mutable accumulator and not thread-safe; its summaries are immutable.
 */
public final class Validator implements GameVisitor {

    private final int keep;
    private long games;
    private long valid;
    private long finished;
    private long unfinished;
    private final Map<ProblemKind, Long> counts = new EnumMap<>(ProblemKind.class);
    private final Map<Severity, List<Problem>> kept = new EnumMap<>(Severity.class);
    private final Map<Severity, Long> severities = new EnumMap<>(Severity.class);
    private final Map<Severity, Map<ProblemKind, Long>> bySeverity = new EnumMap<>(Severity.class);
    private boolean notices;

    /**
     * Creates a validator that keeps at most a number of problems of each severity in full.
     *
     * @param keepProblems how many problems of each severity to keep, 0 or more; all are counted
     * @throws IllegalArgumentException if the number is negative
     */
    public Validator(int keepProblems) {
        if (keepProblems < 0) {
            throw new IllegalArgumentException("negative number of problems to keep: " + keepProblems);
        }
        this.keep = keepProblems;
        for (Severity v : Severity.values()) {
            kept.put(v, new ArrayList<>());
        }
    }

    /**
     * Keeps notices in full too, not only counts them.
     *
     * @return this validator
     */
    public Validator keepingNotices() {
        notices = true;
        return this;
    }

    /** The one checking path: see {@link CheckedGame#check(ReadGame)}. */
    static CheckedGame check(ReadGame g) {
        int judged = judged(g.rules(), g.start(), g.moves(), g.recorded());
        if (judged != UNKNOWN) {
            return CheckedGame.judged(g.location(), g.info(), g.rules(), g.start(), g.moves(), judged == FINISHED,
                    g.recorded(), g.earlier());
        }
        return replay(g.location(), g.info(), g.rules(), g.start(), g.moves(), g.texts(), g.recorded(), g.earlier());
    }

    /** The shortcut found something to report, or the game is not one it judges. */
    private static final int UNKNOWN = 0;
    /** Every move legal, the game not over, no result recorded. */
    private static final int OPEN = 1;
    /** Every move legal, the game over, the recorded result agreeing with the rules' outcome. */
    private static final int FINISHED = 2;

    /**
     * The shortcut's verdict on a game: the core's fast replay, and the recorded result compared with
     * the rules' outcome. Apart from {@link #check}, which stays small, and given the game's parts
     * rather than the game.
     */
    private static int judged(Rules rules, GameState start, List<Move> moves, RecordedResult recorded) {
        LeanReplay replayed = FastReplay.judge(rules, start, moves);
        if (replayed == null) {
            return UNKNOWN;
        }
        if (!replayed.isFinished()) {
            return recorded instanceof RecordedResult.None ? OPEN : UNKNOWN;
        }
        return agrees(replayed.outcome().orElseThrow(), recorded) ? FINISHED : UNKNOWN;
    }

    /**
     * Tells whether a recorded result is one the full replay finds right for the rules' outcome of a
     * finished game, without tolerance: an open game with a result, a margin with komi, any
     * disagreement is left to the full replay to report on.
     */
    private static boolean agrees(Outcome outcome, RecordedResult recorded) {
        if (!(outcome instanceof Outcome.TwoPlayer)) {
            return recorded instanceof RecordedResult.None;
        }
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) outcome;
        if (recorded instanceof RecordedResult.None) {
            return true;
        } else if (recorded instanceof RecordedResult.BlackScore b) {
            return b.score() == o.score(Color.BLACK);
        } else if (recorded instanceof RecordedResult.Scores sc) {
            return sc.black() == o.score(Color.BLACK) && sc.white() == o.score(Color.WHITE);
        } else if (recorded instanceof RecordedResult.Winner w) {
            return w.winner().equals(o.winner());
        } else if (recorded instanceof RecordedResult.Margin m) {
            // without komi, the official margin exactly
            return m.komi().signum() == 0 && o.komi().signum() == 0 && m.margin().compareTo(Margins.blackMargin(o)) == 0;
        }
        return false;
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
        severities.merge(problem.severity(), 1L, Long::sum);
        bySeverity.computeIfAbsent(problem.severity(), v -> new EnumMap<>(ProblemKind.class)).merge(problem.kind(), 1L, Long::sum);
        List<Problem> list = kept.get(problem.severity());
        if (list.size() < keep && (notices || problem.severity() != Severity.NOTICE)) {
            list.add(problem);
        }
    }

    /**
     * Returns what has been counted so far.
     *
     * @return an immutable summary
     */
    public ValidationSummary summary() {
        List<Problem> all = new ArrayList<>();
        for (Severity v : Severity.values()) {
            all.addAll(kept.get(v));
        }
        return new ValidationSummary(games, valid, finished, unfinished, counts, severities, bySeverity, all);
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
                    if (recorded instanceof RecordedResult.Margin && ((RecordedResult.Margin) recorded).komi().signum() != 0
                            && outcome instanceof Outcome.TwoPlayer && ((Outcome.TwoPlayer) outcome).komi().signum() == 0) {
                        outcome = ((Outcome.TwoPlayer) outcome).withKomi(((RecordedResult.Margin) recorded).komi());
                    }
                }
            } catch (RuntimeException e) {
                problems.add(Problem.of(ProblemKind.UNKNOWN_RULES, location, "the rules failed to score the game: " + e)
                        .withInfo(info));
                return CheckedGame.replayed(location, info, record, s, null, recorded, problems);
            }
            Optional<Problem> impossible = impossible(location, recorded, rules.geometry().size());
            if (impossible.isPresent()) {
                problems.add(impossible.get().withInfo(info));
            } else if (outcome != null) {
                compare(location, info, outcome, recorded, rules.geometry().size()).ifPresent(problems::add);
            } else if (!(recorded instanceof RecordedResult.None)) {
                problems.add(Problem.of(ProblemKind.UNFINISHED, location, "the game stops after " + moves.size()
                        + " moves with " + s.board().empties().size() + " empty squares and moves left; the recorded result ("
                        + recorded + ") is not scored from the board").withInfo(info));
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

    /**
     * A recorded result no game on the board can have, finished or not: a score past the squares, two
     * scores summing past them, a margin past them (komi aside).
     */
    private static Optional<Problem> impossible(Location location, RecordedResult r, int squares) {
        String why = null;
        if (r instanceof RecordedResult.BlackScore b) {
            if (b.score() < 0 || b.score() > squares) {
                why = "recorded Black score " + b.score() + " is not between 0 and the " + squares + " squares";
            }
        } else if (r instanceof RecordedResult.Scores sc) {
            if (sc.black() < 0 || sc.white() < 0 || (long) sc.black() + sc.white() > squares) {
                why = "recorded score " + sc.black() + "-" + sc.white() + " holds more discs than the " + squares + " squares";
            }
        } else if (r instanceof RecordedResult.Margin m) {
            if (m.margin().add(m.komi()).abs().compareTo(BigDecimal.valueOf(squares)) > 0) {
                why = "recorded margin " + m.margin().toPlainString() + " is more than the " + squares + " squares";
            }
        }
        return why == null ? Optional.empty() : Optional.of(Problem.of(ProblemKind.RESULT_MISMATCH, location, why));
    }

    private static Optional<Problem> compare(Location location, GameInfo info, Outcome outcome, RecordedResult r,
            int squares) {
        if (!(outcome instanceof Outcome.TwoPlayer)) {
            return r instanceof RecordedResult.None ? Optional.empty()
                    : Optional.of(Problem.of(ProblemKind.RESULT_MISMATCH, location, "recorded result " + r
                            + ", the rules give no two-player result (" + outcome + ")").withInfo(info));
        }
        Outcome.TwoPlayer o = (Outcome.TwoPlayer) outcome;
        String mismatch = null;
        if (r instanceof RecordedResult.BlackScore b) {
            if (b.score() != o.score(Color.BLACK)) {
                mismatch = "recorded Black score " + b.score() + ", replay gives " + o.score(Color.BLACK) + " (" + o + ")";
            }
        } else if (r instanceof RecordedResult.Scores sc) {
            if (sc.black() != o.score(Color.BLACK) || sc.white() != o.score(Color.WHITE)) {
                mismatch = "recorded " + sc.black() + "-" + sc.white() + ", replay gives " + o;
            }
        } else if (r instanceof RecordedResult.Margin m) {
            BigDecimal tolerance = BigDecimal.ONE.movePointLeft(Math.max(0, m.margin().scale())).divide(BigDecimal.valueOf(2));
            BigDecimal official = Margins.blackMargin(o);
            if (m.margin().subtract(official).abs().compareTo(tolerance) > 0) {
                mismatch = "recorded margin " + m.margin().toPlainString() + ", replay gives " + official.toPlainString()
                        + " (" + o + ")";
            }
        } else if (r instanceof RecordedResult.Winner w) {
            if (!w.winner().equals(o.winner())) {
                mismatch = "recorded winner " + w.winner().map(Enum::name).orElse("DRAW") + ", replay gives " + o;
            }
        }
        return mismatch == null ? Optional.empty()
                : Optional.of(Problem.of(ProblemKind.RESULT_MISMATCH, location, mismatch).withInfo(info));
    }
}
