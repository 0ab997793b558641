package io.github.reversi4j.solver;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The solve of a position under any two-player rule set, through the {@link Rules} interface alone:
 * negamax with alpha-beta over the rules' own legal moves, next states and outcomes, with a
 * transposition table keyed by the state itself (so no two states are ever confused). It is exact by
 * construction: whatever the rules do (supplies and the give rule, lines, a tie rule, komi, fewer
 * discs winning) is what their methods say.
 *
 * <p>A final state is valued for a color by its outcome: the margin for that color (komi included,
 * so fractions count) first, then, between equal margins, a win over a draw over a loss (a tie rule
 * can give a win at an equal score). A move after which the same color moves again keeps the value's
 * sign.
 */
final class GenericPath {

    private static final long INFINITY = Long.MAX_VALUE / 4;
    private static final int FLUSH = 1 << 10;
    private static final long ENTRY_BYTES = 400;

    private final Rules rules;
    private final Control control;
    private final Map<GameState, long[]> table = new HashMap<>();
    private final long capacity;
    private long nodes;
    private long flushed;

    GenericPath(Rules rules, Control control, int megabytes) {
        if (rules.players() != 2) {
            throw new IllegalArgumentException("the solver solves two-player games; " + rules.id() + " has "
                    + rules.players() + " player(s)");
        }
        this.rules = rules;
        this.control = control;
        this.capacity = Math.max(1024, (long) megabytes * (1 << 20) / ENTRY_BYTES);
    }

    /** The most decimals of a komi, and so of a margin ({@code Outcome.TwoPlayer.withKomi} refuses more). */
    private static final int KOMI_DECIMALS = 9;

    /** The value of a final outcome for a color: margin first, then win over draw over loss. */
    static long value(Outcome outcome, Color color) {
        BigDecimal margin = twoPlayer(outcome).margin();
        if (color == Color.WHITE) {
            margin = margin.negate();
        }
        long scaled = margin.movePointRight(KOMI_DECIMALS).longValueExact();
        int w = outcome.winner().map(c -> c == color ? 1 : -1).orElse(0);
        return scaled * 4 + w;
    }

    /** The two-player result the solver scores: every rule set it solves has two players. */
    static Outcome.TwoPlayer twoPlayer(Outcome outcome) {
        if (!(outcome instanceof Outcome.TwoPlayer)) {
            throw new IllegalArgumentException("the solver scores two-player results, not " + outcome);
        }
        return (Outcome.TwoPlayer) outcome;
    }

    void flush() {
        control.record(nodes - flushed);
        flushed = nodes;
    }

    /** The value of a state for its side to move, exact inside (alpha, beta), a bound outside. */
    long search(GameState s, long alpha, long beta) {
        nodes++;
        if (nodes - flushed >= FLUSH) {
            control.add(nodes - flushed);
            flushed = nodes;
        }
        if (rules.isTerminal(s)) {
            return value(rules.outcome(s), s.toMove());
        }
        long[] e = table.get(s);
        if (e != null) {
            if (e[0] >= beta) {
                return e[0];
            }
            if (e[1] <= alpha) {
                return e[1];
            }
            if (e[0] == e[1]) {
                return e[0];
            }
        }
        List<Move> moves = rules.legalMoves(s);
        long best = -INFINITY;
        long a = alpha;
        for (Move m : moves) {
            GameState child = rules.play(s, m);
            long v = child.toMove() == s.toMove() ? search(child, a, beta) : -search(child, -beta, -a);
            if (v > best) {
                best = v;
                if (v > a) {
                    a = v;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        long lo = best >= beta || best > alpha ? best : -INFINITY;
        long hi = best <= alpha || best < beta ? best : INFINITY;
        if (e != null) {
            lo = Math.max(lo, e[0]);
            hi = Math.min(hi, e[1]);
        } else if (table.size() >= capacity) {
            table.clear();
        }
        table.put(s, new long[] {lo, hi});
        return best;
    }

    long exact(GameState s) {
        return search(s, -INFINITY, INFINITY);
    }

    /** A line of perfect play from a state whose exact value is given. */
    List<Move> principalVariation(GameState start, long value) {
        List<Move> pv = new ArrayList<>();
        GameState s = start;
        long v = value;
        while (!rules.isTerminal(s)) {
            boolean found = false;
            for (Move m : rules.legalMoves(s)) {
                GameState child = rules.play(s, m);
                boolean same = child.toMove() == s.toMove();
                long target = same ? v : -v;
                if (search(child, target - 1, target + 1) == target) {
                    pv.add(m);
                    s = child;
                    v = target;
                    found = true;
                    break;
                }
            }
            if (!found) {
                throw new IllegalStateException("no move keeps the value in " + s);
            }
        }
        return pv;
    }

    GameState replay(GameState start, List<Move> moves) {
        GameState s = start;
        for (Move m : moves) {
            s = rules.play(s, m);
        }
        return s;
    }

    static long infinity() {
        return INFINITY;
    }
}
