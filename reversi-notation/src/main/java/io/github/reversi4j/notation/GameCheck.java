package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.internal.fastpath.LeanReplay;
import io.github.reversi4j.notation.internal.FastReplay;
import io.github.reversi4j.notation.internal.Margins;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The replay and the checks of one game as it was read: the one checking path, which
 * {@code CheckedGame} runs and whose verdict it holds. It knows nothing of {@code CheckedGame} or of
 * {@code Validator}: it takes a game's parts and gives back facts ({@link #judged} a shortcut's
 * verdict, {@link #replay} the full replay), so that the path reads in one direction, from the game
 * to its check.
 */
final class GameCheck {

    private GameCheck() {
    }

    /** What the full replay gives. */
    static final class Replayed {
        /** The record with every pass written, up to the first illegal move. */
        final GameRecord record;
        /** The state after the last legal move. */
        final GameState finalState;
        /** The outcome of a finished game, else null. */
        final Outcome outcome;
        /** The reader's problems, then the replay's. */
        final List<Problem> problems;

        Replayed(GameRecord record, GameState finalState, Outcome outcome, List<Problem> problems) {
            this.record = record;
            this.finalState = finalState;
            this.outcome = outcome;
            this.problems = problems;
        }
    }

    /** The shortcut found something to report, or the game is not one it judges. */
    static final int UNKNOWN = 0;
    /** Every move legal, the game not over, no result recorded. */
    static final int OPEN = 1;
    /** Every move legal, the game over, the recorded result agreeing with the rules' outcome. */
    static final int FINISHED = 2;

    /**
     * The shortcut's verdict on a game: the core's fast replay, and the recorded result compared with
     * the rules' outcome. Given the game's parts rather than the game.
     */
    static int judged(Rules rules, GameState start, List<Move> moves, RecordedResult recorded) {
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
     * Replays a game move by move and checks its recorded result (see {@code CheckedGame}'s checks).
     *
     * @param texts the moves as written, or null to write them from the moves
     */
    static Replayed replay(Location location, GameInfo info, Rules rules, GameState start, List<Move> moves,
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
                return new Replayed(record, s, null, problems);
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
        return new Replayed(record, s, outcome, problems);
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
