package io.github.reversi4j.solver;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import java.math.BigDecimal;

/**
 * The oracle of the solver's tests: plain minimax over the whole game tree through the rules, no
 * pruning, no table, no bitboards. It returns the outcome perfect play reaches. A color prefers the
 * larger margin for itself, and at an equal margin a win to a draw to a loss.
 */
final class BruteForce {

    private final Rules rules;
    long leaves;

    BruteForce(Rules rules) {
        this.rules = rules;
    }

    /** Whether outcome a is better than b for a color. */
    static boolean better(Outcome a, Outcome b, Color color) {
        BigDecimal ma = GenericPath.twoPlayer(a).margin();
        BigDecimal mb = GenericPath.twoPlayer(b).margin();
        ma = color == Color.BLACK ? ma : ma.negate();
        mb = color == Color.BLACK ? mb : mb.negate();
        int c = ma.compareTo(mb);
        if (c != 0) {
            return c > 0;
        }
        return rank(a, color) > rank(b, color);
    }

    private static int rank(Outcome o, Color color) {
        return o.winner().map(w -> w == color ? 2 : 0).orElse(1);
    }

    Outcome best(GameState s) {
        if (rules.isTerminal(s)) {
            leaves++;
            return rules.outcome(s);
        }
        Outcome best = null;
        for (Move m : rules.legalMoves(s)) {
            Outcome o = best(rules.play(s, m));
            if (best == null || better(o, best, s.toMove())) {
                best = o;
            }
        }
        return best;
    }

    /** The side to move's official score minus the opponent's in an outcome. */
    static int score(Outcome o, Color color) {
        return GenericPath.twoPlayer(o).score(color) - GenericPath.twoPlayer(o).score(color.opponent());
    }
}
