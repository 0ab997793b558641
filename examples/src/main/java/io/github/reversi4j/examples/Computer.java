package io.github.reversi4j.examples;

import io.github.reversi4j.core.Color;
import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.engine.Limit;
import io.github.reversi4j.engine.Player;
import io.github.reversi4j.solver.SolveIncompleteException;
import io.github.reversi4j.solver.Solver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Computer players for any rule set, as the engine module's {@link Player}: they see nothing but
 * {@link Rules#legalMoves}, {@link Rules#play} and {@link Rules#outcome}, so they play every variant,
 * including one a user writes.
 */
final class Computer {

    private Computer() {
    }

    /** Any legal move, uniformly at random. */
    static Player random(SplittableRandom random) {
        return (game, limit) -> {
            List<Move> moves = game.rules().legalMoves(game.replay().finalState());
            return moves.get(random.nextInt(moves.size()));
        };
    }

    /** The move that leaves the mover the most discs; ties broken at random. */
    static Player greedy(SplittableRandom random) {
        return (game, limit) -> {
            Rules rules = game.rules();
            GameState state = game.replay().finalState();
            Color me = state.toMove();
            List<Move> best = new ArrayList<>();
            int most = -1;
            for (Move m : rules.legalMoves(state)) {
                int discs = rules.play(state, m).board().count(me);
                if (discs > most) {
                    best.clear();
                    most = discs;
                }
                if (discs == most) {
                    best.add(m);
                }
            }
            return best.get(random.nextInt(best.size()));
        };
    }

    /**
     * A small alpha-beta search, deepened one ply at a time up to a depth or until a time limit runs
     * out. It scores a position by mobility (my legal moves minus the opponent's) and a finished game by
     * its winner, so it needs to know nothing of a rule set's scoring: it plays anti-Othello too. An
     * interruption of the calling thread (an engine's stop) ends it too, after the first ply, with the
     * deepest search's move; the interrupt status is kept.
     */
    static Player alphaBeta(int maxDepth, Duration timeLimit) {
        return (game, limit) -> new Search(game.rules(), timeLimit).best(game.replay().finalState(), maxDepth);
    }

    /**
     * The alpha-beta player under the limit it is given: the limit's depth, capped, else the cap; and
     * the limit's time, if any.
     */
    static Player alphaBetaUnder(int cap) {
        return (game, limit) -> {
            int depth = limit.depth().isPresent() ? Math.min(limit.depth().getAsInt(), cap) : cap;
            Duration time = limit.time().orElse(Duration.ZERO);
            return new Search(game.rules(), time).best(game.replay().finalState(), depth);
        };
    }

    /** The default of {@code --exact-empties}: the built-in solver plays from 14 empty squares on. */
    static final int EXACT_EMPTIES = 14;

    /** The most empty squares {@code --exact-empties} takes: the whole of an 8x8 game after its start. */
    static final int MAX_EXACT_EMPTIES = 60;

    /**
     * A player that plays perfectly once a position has at most {@code empties} empty squares: the
     * built-in solver's best move under the game's own rules (its scoring, its variant), and the other
     * player's move before that, or where the solver has no move to give (a forced pass) or was
     * stopped by an interruption of the calling thread.
     *
     * @param empties the empty squares from which the solver plays; 0 never
     * @param solver the solver
     * @param before the player of the positions with more empty squares
     */
    static Player exactFrom(int empties, Solver solver, Player before) {
        if (empties == 0) {
            return before;
        }
        return (game, limit) -> {
            Rules rules = game.rules();
            GameState state = game.replay().finalState();
            if (rules.players() == 2 && state.board().empties().size() <= empties) {
                try {
                    Optional<Move> best = solver.solve(rules, state).bestMove();
                    if (best.isPresent()) {
                        return best.get();
                    }
                } catch (SolveIncompleteException e) {
                    // the thread was interrupted (an engine's stop): the other player's move, which is as
                    // interrupted and answers at once
                }
            }
            return before.choose(game, limit);
        };
    }

    /** The solver of the built-in players: one thread, a small table, for a move at a time. */
    static Solver solver() {
        return Solver.builder().threads(1).hashMegabytes(16).build();
    }

    /**
     * Reads {@code --exact-empties}.
     *
     * @param empties the option's value
     * @return it, checked
     * @throws UserException if it is not 0 to {@link #MAX_EXACT_EMPTIES}
     */
    static int exactEmpties(int empties) {
        if (empties < 0 || empties > MAX_EXACT_EMPTIES) {
            throw new UserException("--exact-empties is 0 (never) to " + MAX_EXACT_EMPTIES + ", not " + empties);
        }
        return empties;
    }

    private static final class Search {
        private static final int WIN = 1_000_000;
        private final Rules rules;
        private final long deadline;
        private final boolean timed;
        /** Whether an interruption stops the search: once the first ply is searched, so a move is known. */
        private boolean stoppable;

        Search(Rules rules, Duration limit) {
            this.rules = rules;
            this.timed = !limit.isZero();
            this.deadline = System.nanoTime() + limit.toNanos();
        }

        Move best(GameState state, int maxDepth) {
            List<Move> moves = new ArrayList<>(rules.legalMoves(state));
            Move best = moves.get(0);
            for (int depth = 1; depth <= maxDepth; depth++) {
                try {
                    Move found = null;
                    int alpha = -WIN - 1;
                    for (Move m : moves) {
                        int v = -negamax(rules.play(state, m), depth - 1, -WIN - 1, -alpha);
                        if (v > alpha) {
                            alpha = v;
                            found = m;
                        }
                    }
                    best = found;
                    moves.remove(found);
                    moves.add(0, found); // search the best move first at the next depth
                } catch (Stopped e) {
                    break;
                }
                stoppable = true;
            }
            return best;
        }

        private int negamax(GameState s, int depth, int alpha, int beta) {
            if ((timed && System.nanoTime() > deadline) || (stoppable && Thread.currentThread().isInterrupted())) {
                throw new Stopped();
            }
            if (rules.isTerminal(s)) {
                Outcome o = rules.outcome(s);
                return o.winner().isEmpty() ? 0 : o.winner().get() == s.toMove() ? WIN : -WIN;
            }
            if (depth == 0) {
                return mobility(s);
            }
            int value = -WIN - 1;
            for (Move m : rules.legalMoves(s)) {
                value = Math.max(value, -negamax(rules.play(s, m), depth - 1, -beta, -alpha));
                alpha = Math.max(alpha, value);
                if (alpha >= beta) {
                    break;
                }
            }
            return value;
        }

        private int mobility(GameState s) {
            return rules.legalMoveCount(s) - rules.legalMoveCount(s.withToMove(s.toMove().opponent()));
        }
    }

    /** Thrown to unwind a search whose time is up or whose thread is interrupted; the last finished depth's move is played. */
    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped", null, false, false);
        }
    }
}
