package io.github.reversi4j.notation.internal;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.internal.fastpath.LeanReplay;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.StandardRules;
import java.util.List;

/**
 * The shortcut of the one checking path (the framework's {@code GameCheck}): a game of the standard 8x8 rules is replayed by the
 * core's fast path ({@link LeanReplay}), which plays the moves, ends the game and scores it with the
 * rules' own code. When it finds nothing to report, the game is known valid without building its
 * record; anything else - an illegal move, a result to compare that is not a plain score, winner or
 * margin, a recorded result that differs, a game that stops with a result - is left to the full
 * replay, so that the problems reported are always those of the one general path. Nothing here plays
 * a move or counts a disc; the caller compares the recorded result with the rules' outcome, so that
 * this package uses nothing of the framework above it.
 */
public final class FastReplay {

    private static final Rules OTHELLO = StandardRules.othello();

    private FastReplay() {
    }

    /** Tells whether the shortcut takes a game: the standard rules, a start on their board. */
    private static boolean takes(Rules rules, GameState start) {
        return (rules == OTHELLO || OTHELLO.equals(rules)) && start.board().geometry().equals(OTHELLO.geometry());
    }

    /**
     * Replays a game by the core's fast path when it can.
     *
     * @param rules the rules
     * @param start the start
     * @param moves the moves as written
     * @return the replay when every move is legal (its {@code outcome()} the rules' outcome of a finished
     *     game); null when a move is not, or the game is not one this shortcut replays (no {@code
     *     Optional}: one object less per game on the path that checks every game of an archive)
     */
    public static LeanReplay judge(Rules rules, GameState start, List<Move> moves) {
        if (!takes(rules, start)) {
            return null;
        }
        LeanReplay replay;
        try {
            if (moves instanceof ByteMoves && ((ByteMoves) moves).isEight()) {
                // WTHOR's bytes, read as square indices with no Move each (the core replays them in
                // a loop of their own, apart from the lists of every other format)
                ByteMoves codes = (ByteMoves) moves;
                replay = LeanReplay.of(OTHELLO, start, codes.size(), codes);
            } else {
                replay = LeanReplay.of(OTHELLO, start, moves);
            }
        } catch (RuntimeException e) {
            // the full replay reports it
            return null;
        }
        return replay.isValid() ? replay : null;
    }

    /**
     * Tells, for a game of the standard 8x8 rules, whether every written move was played by the color
     * the record gives it, forced passes inserted where the side to move has no placement (GGF writes
     * each move's color). The moves are replayed by the core's fast path, which says where the forced
     * passes fall.
     *
     * @param rules the rules
     * @param start the start
     * @param moves the moves as written, legal
     * @param colors the color written with each move
     * @return true when every move is legal and every color is the mover's; false when one is not, or
     *     the game is not one this shortcut replays
     */
    public static boolean moversAre(Rules rules, GameState start, List<Move> moves, List<Color> colors) {
        if (!takes(rules, start) || moves.size() != colors.size()) {
            return false;
        }
        LeanReplay replay;
        try {
            replay = LeanReplay.of(OTHELLO, start, moves);
        } catch (RuntimeException e) {
            return false;
        }
        if (!replay.isValid()) {
            return false;
        }
        List<Integer> passes = replay.forcedPasses();
        int nextPass = 0;
        Color mover = start.toMove();
        for (int i = 0, n = moves.size(); i < n; i++) {
            if (nextPass < passes.size() && passes.get(nextPass) == i) {
                mover = mover.opponent();
                nextPass++;
            }
            if (colors.get(i) != mover) {
                return false;
            }
            mover = mover.opponent();
        }
        return true;
    }
}
