package io.github.reversi4j.notation;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameRecord;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.IllegalMoveException;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.notation.internal.Margins;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Replays the moves of a record under a rule set and checks the result it states: the one place
 * where every reader turns what it read into a {@link CheckedGame}.
 *
 * <p>Replay: the moves are played in order from the start state. A placement met where the side to
 * move has none is preceded by the forced pass (RULES §B4), whether or not the record writes passes;
 * an explicit pass must be forced. The first illegal move ends the replay with an
 * {@link ProblemKind#ILLEGAL_MOVE} error naming its number and text as written and the rules' typed
 * reason (a square off the board is an {@link ProblemKind#UNKNOWN_SQUARE}). Nothing is repaired.
 *
 * <p>Result check ({@link RecordedResult}, FORMATS §8), once every move is legal:
 * <ul>
 *   <li>when the final state ends the game, the rules' {@link Outcome} (with the recorded komi, if
 *       the rules do not apply one themselves) must agree with the recorded result, else
 *       {@link ProblemKind#RESULT_MISMATCH}: a Black score must equal Black's official score (RULES
 *       §O3); a margin must equal Black's official margin minus the komi to the precision it is
 *       written with (a margin of raw disc counts is accepted too: whether GGF credits the empties
 *       to the winner is not documented); a winner must be the winner;</li>
 *   <li>when the game is not over and the record states a result, the game is reported
 *       {@link ProblemKind#UNFINISHED} (a notice) and its result is not scored from the board; a
 *       record that states none (a transcript, an opening line) gets no notice.</li>
 * </ul>
 */
public final class GameChecker {

    private GameChecker() {
    }

    /**
     * Replays and checks one game.
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
                        .withMove(i + 1, texts.get(i)).withIllegalMoveReason(e.reason()));
                legal = false;
            } catch (RuntimeException e) {
                // a custom rule set's own failure: reported, never thrown through a reader
                problems.add(Problem.of(ProblemKind.ILLEGAL_MOVE, location, "the rules rejected the move: " + e)
                        .withInfo(info).withMove(i + 1, texts.get(i)));
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
    static GameState playWithForcedPass(Rules rules, GameState state, Move move, List<Move> played) {
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

    private static String describe(Rules rules, IllegalMoveException e) {
        String msg = e.getMessage();
        return (msg == null ? e.reason().toString() : msg) + "; " + rules.colorName(e.state().toMove()) + " to move in "
                + e.state();
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
