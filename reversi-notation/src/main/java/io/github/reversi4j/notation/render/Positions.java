package io.github.reversi4j.notation.render;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Replay;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.core.Square;
import io.github.reversi4j.core.StandardRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** What the renderers share: the legal squares to mark, the marked squares and the last placement of a record. */
final class Positions {

    private Positions() {
    }

    /** The squares of the legal placements of the side to move (none when it must pass or the game is over). */
    static List<Square> legalSquares(Rules rules, GameState state) {
        List<Square> out = new ArrayList<>();
        for (Move m : rules.legalMoves(state)) {
            m.square().ifPresent(s -> {
                if (!out.contains(s)) {
                    out.add(s);
                }
            });
        }
        return out;
    }

    /**
     * The marks to draw on a board: the blocked squares of standard rules, then the options' marks,
     * which win on a square both name; squares off the board are left out.
     */
    static Map<Square, SquareMark> marks(Rules rules, GameState state, RenderOptions options) {
        Map<Square, SquareMark> out = new TreeMap<>();
        if (rules instanceof StandardRules) {
            for (Square s : ((StandardRules) rules).blockedSquares()) {
                out.put(s, SquareMark.BLOCKED);
            }
        }
        out.putAll(options.marks());
        out.keySet().removeIf(s -> !state.board().geometry().contains(s));
        return out;
    }

    /** The square of the last placement of a record's replay, if any. */
    static Optional<Square> lastPlacement(Replay replay) {
        List<Move> moves = replay.record().moves();
        int played = replay.states().size() - 1;
        for (int i = Math.min(played, moves.size()) - 1; i >= 0; i--) {
            if (!moves.get(i).isPass()) {
                return moves.get(i).square();
            }
        }
        return Optional.empty();
    }

    /**
     * The options for drawing the final position of a replay: as given, with the last move set to the
     * replay's last placement when the options name none.
     */
    static RenderOptions withLastPlacement(Replay replay, RenderOptions options) {
        if (options.lastMove().isPresent()) {
            return options;
        }
        Optional<Square> last = lastPlacement(replay);
        return last.isPresent() ? options.withLastMove(last.get()) : options;
    }
}
