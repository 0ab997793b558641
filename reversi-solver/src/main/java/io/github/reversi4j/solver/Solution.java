package io.github.reversi4j.solver;

import io.github.reversi4j.core.GameState;
import io.github.reversi4j.core.Move;
import io.github.reversi4j.core.Outcome;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The exact solution of a position: the score perfect play reaches, a best move, a principal
 * variation (a line of perfect play to the end of the game, passes included), the outcome at its end,
 * and what the search cost.
 *
 * <p>The score is the side to move's official score minus the opponent's at the end of perfect play,
 * under the rule set's own scoring (for Othello the empty squares of a game that ends early go to the
 * winner), as OBF lines and the FFO problems write it; the {@link #verdict()} applies the rule set's
 * tie rule, and the {@link #outcome()} carries everything else (komi, raw discs, the end's reason).
 *
 * <pre>{@code
 * Rules rules = StandardRules.othello();
 * GameState ffo1 = GameState.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
 * Solution s = Solver.of().solve(rules, ffo1);
 * System.out.println(s.score() + " " + s.verdict());      // 18 WIN
 * System.out.println(s.bestMoveScore());                  // G8:+18
 * GameState end = ffo1;
 * for (Move m : s.principalVariation()) {                 // perfect play to the end
 *     end = rules.play(end, m);
 * }
 * System.out.println(rules.outcome(end).equals(s.outcome()));   // true
 * }</pre>
 *
 * <p>This class is immutable and thread-safe.
 */
public final class Solution {

    private final GameState state;
    private final int score;
    private final Verdict verdict;
    private final List<Move> principalVariation;
    private final Outcome outcome;
    private final long nodes;
    private final Duration time;

    Solution(GameState state, int score, Verdict verdict, List<Move> principalVariation, Outcome outcome, long nodes,
            Duration time) {
        this.state = Objects.requireNonNull(state, "state");
        this.score = score;
        this.verdict = Objects.requireNonNull(verdict, "verdict");
        this.principalVariation = List.copyOf(principalVariation);
        this.outcome = Objects.requireNonNull(outcome, "outcome");
        this.nodes = nodes;
        this.time = Objects.requireNonNull(time, "time");
    }

    /**
     * Returns the position solved.
     *
     * @return the state
     */
    public GameState state() {
        return state;
    }

    /**
     * Returns the exact score of the side to move: its official score minus the opponent's after
     * perfect play.
     *
     * @return the score, e.g. {@code 18} for an FFO line's {@code +18}
     */
    public int score() {
        return score;
    }

    /**
     * Returns who wins under perfect play, the tie rule applied.
     *
     * @return the verdict of the side to move
     */
    public Verdict verdict() {
        return verdict;
    }

    /**
     * Returns a best move: the first move of the principal variation; empty when the game is over.
     *
     * @return the move, possibly a pass
     */
    public Optional<Move> bestMove() {
        return principalVariation.isEmpty() ? Optional.empty() : Optional.of(principalVariation.get(0));
    }

    /**
     * Returns a line of perfect play from the position to the end of the game, passes included.
     *
     * @return an unmodifiable list, empty when the game is over
     */
    public List<Move> principalVariation() {
        return principalVariation;
    }

    /**
     * Returns the outcome at the end of the principal variation.
     *
     * @return the outcome
     */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * Returns the number of positions the search visited.
     *
     * @return the nodes
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the wall-clock time the search took.
     *
     * @return the time
     */
    public Duration time() {
        return time;
    }

    /**
     * Returns the best move with its score as an OBF line writes it, e.g. {@code B8:+18}.
     *
     * @return the move score
     * @throws IllegalStateException if the game is over (there is no move)
     */
    public MoveScore bestMoveScore() {
        Move m = bestMove().orElseThrow(() -> new IllegalStateException("the game is over: no move"));
        return MoveScore.of(m, score, verdict);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Solution)) {
            return false;
        }
        Solution s = (Solution) o;
        return score == s.score && nodes == s.nodes && verdict == s.verdict && state.equals(s.state)
                && principalVariation.equals(s.principalVariation) && outcome.equals(s.outcome) && time.equals(s.time);
    }

    @Override
    public int hashCode() {
        return Objects.hash(state, score, verdict, principalVariation, outcome, nodes, time);
    }

    /**
     * Returns a summary, e.g. {@code +18 WIN pv=g8 h7 ... outcome=BLACK 41-23 nodes=123456 time=PT0.25S}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(score >= 0 ? "+" : "").append(score).append(' ').append(verdict).append(" pv=");
        for (int i = 0; i < principalVariation.size(); i++) {
            sb.append(i == 0 ? "" : " ").append(principalVariation.get(i));
        }
        return sb.append(" outcome=").append(outcome).append(" nodes=").append(nodes).append(" time=").append(time)
                .toString();
    }
}
